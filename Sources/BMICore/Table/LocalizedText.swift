/// A short text in several languages, keyed by language tag (`en`, `ko`, `ja`, `zh`).
///
/// English is the fallback: a label asked for in a language the text lacks is given in
/// English, and otherwise in its first language.
public struct LocalizedText: Hashable, Sendable {
  /// The texts in the order they were written, as (language tag, text) pairs.
  package let entries: [Entry]

  /// One language's text.
  package struct Entry: Hashable, Sendable {
    /// The language tag, such as `en` or `ko`.
    package let language: String
    /// The text in that language.
    package let text: String

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - language: The language tag.
    ///   - text: The text.
    package init(language: String, text: String) {
      self.language = language
      self.text = text
    }
  }

  /// Creates a text from (language, text) entries, in the order given.
  ///
  /// - Parameter entries: At least one entry, ideally including `en`.
  package init(_ entries: [Entry]) {
    self.entries = entries
  }

  /// Creates a text from a dictionary literal such as `["en": "Normal", "ko": "정상"]`.
  ///
  /// - Parameter pairs: Language tags and texts.
  public init(_ pairs: KeyValuePairs<String, String>) {
    self.entries = pairs.map { Entry(language: $0.key, text: $0.value) }
  }

  /// The text in `language`, else in English, else the first text.
  ///
  /// The language is matched on its primary subtag, however the tag is written: `ko`,
  /// `ko-KR`, `ko_KR` (as `Locale.identifier` gives it) and `ko_KR.UTF-8` all find `ko`.
  ///
  /// - Parameter language: A language tag or locale identifier.
  public subscript(language: String) -> String { text(for: language) }

  /// The text in `language`, else in English, else the first text; as the subscript.
  ///
  /// - Parameter language: A language tag or locale identifier.
  public func text(for language: String) -> String {
    text(in: language) ?? text(in: "en") ?? entries.first?.text ?? ""
  }

  /// The text in exactly this language, or `nil` when there is none.
  ///
  /// - Parameter language: A language tag or locale identifier; a full match is preferred,
  ///   then its primary subtag (`zh-Hant` finds `zh-Hant`, then `zh`).
  package func text(in language: String) -> String? {
    let wanted = Self.normalized(language)
    if let exact = entries.first(where: { Self.normalized($0.language) == wanted }) {
      return exact.text
    }
    let primary = Self.primarySubtag(of: wanted)
    return entries.first { Self.primarySubtag(of: Self.normalized($0.language)) == primary }?.text
  }

  /// `ko_KR.UTF-8` → `ko-kr`: lower case, `-` between subtags, no encoding or modifier.
  static func normalized(_ tag: String) -> String {
    var result = ""
    for character in tag.lowercased() {
      if character == "." || character == "@" { break }
      result.append(character == "_" ? "-" : character)
    }
    return result
  }

  private static func primarySubtag(of normalized: String) -> String {
    var result = ""
    for character in normalized {
      if character == "-" { break }
      result.append(character)
    }
    return result
  }

  /// The English text, or the first one.
  public var english: String { self["en"] }
}
