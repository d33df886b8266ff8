/// A short text in several languages, keyed by language tag (`en`, `ko`, `ja`, `zh`).
///
/// English is the fallback: a label asked for in a language the text lacks is given in
/// English, and otherwise in its first language.
public struct LocalizedText: Hashable, Sendable {
  /// The texts in the order they were written, as (language tag, text) pairs.
  public let entries: [Entry]

  /// One language's text.
  public struct Entry: Hashable, Sendable {
    /// The language tag, such as `en` or `ko`.
    public let language: String
    /// The text in that language.
    public let text: String

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - language: The language tag.
    ///   - text: The text.
    public init(language: String, text: String) {
      self.language = language
      self.text = text
    }
  }

  /// Creates a text from (language, text) entries, in the order given.
  ///
  /// - Parameter entries: At least one entry, ideally including `en`.
  public init(_ entries: [Entry]) {
    self.entries = entries
  }

  /// Creates a text from a dictionary literal such as `["en": "Normal", "ko": "정상"]`.
  ///
  /// - Parameter pairs: Language tags and texts.
  public init(_ pairs: KeyValuePairs<String, String>) {
    self.entries = pairs.map { Entry(language: $0.key, text: $0.value) }
  }

  /// The text in `language` (matched on the primary subtag, so `ko-KR` finds `ko`), else in
  /// English, else the first text.
  ///
  /// - Parameter language: A language tag.
  public subscript(language: String) -> String {
    text(in: language) ?? text(in: "en") ?? entries.first?.text ?? ""
  }

  /// The text in exactly this language, or `nil` when there is none.
  ///
  /// - Parameter language: A language tag; only its primary subtag is compared.
  public func text(in language: String) -> String? {
    let primary = language.split(separator: "-").first.map(String.init)?.lowercased() ?? ""
    return entries.first { $0.language.lowercased() == primary }?.text
      ?? entries.first { $0.language.lowercased() == language.lowercased() }?.text
  }

  /// The English text, or the first one.
  public var english: String { self["en"] }
}
