import BMICore
import BMISupport

/// A character of a name that only looks like an ASCII letter, digit or mark.
public struct LookAlikeCharacter: Hashable, Sendable {
  /// The character as typed.
  public let scalar: Unicode.Scalar
  /// The ASCII text it looks like (`k`; `fi` for the ligature U+FB01).
  public let looksLike: String
  /// Its position in the name, counted in Unicode scalars from 1.
  public let position: Int

  /// Creates a finding.
  ///
  /// - Parameters:
  ///   - scalar: The character as typed.
  ///   - looksLike: The ASCII text it looks like.
  ///   - position: Its position in the name, counted in Unicode scalars from 1.
  public init(scalar: Unicode.Scalar, looksLike: String, position: Int) {
    self.scalar = scalar
    self.looksLike = looksLike
    self.position = position
  }
}

/// Why a name is not a built-in standard's.
///
/// Codes: `unknown-standard`, `look-alike-name`.
public enum StandardNameError: Error, Hashable, Sendable {
  /// No built-in has this name; `suggestions` are the nearest names.
  case unknown(name: String, suggestions: [String])
  /// The name has characters that only look like ASCII; `suggestion` is the built-in its
  /// all-ASCII look-alike names, if any.
  case lookAlike(name: String, characters: [LookAlikeCharacter], suggestion: String?)

  /// The stable code.
  public var code: String {
    switch self {
    case .unknown: "unknown-standard"
    case .lookAlike: "look-alike-name"
    }
  }

  /// The explanation, with what to use instead, in English and Korean; the name quoted
  /// escaped and cut (`VisibleText`).
  package var message: LocalizedText {
    switch self {
    case .unknown(let typed, let suggestions):
      let name = VisibleText.excerpt(typed)
      var message = Message(
        en: "No built-in standard is named '\(name)'.",
        ko: "'\(name)'\(KoreanParticle.called.form(after: name)) 내장 기준이 없습니다.")
      if !suggestions.isEmpty {
        message = message.appending(Message.didYouMean(suggestions))
      }
      let ids = BuiltInStandards.ids.joined(separator: ", ")
      return message.appending(
        Message(en: "Built-in standards: \(ids).", ko: "내장 기준: \(ids)."), separator: "\n"
      ).localizedText
    case .lookAlike(let typed, let characters, let suggestion):
      let name = VisibleText.excerpt(typed)
      var lines = Message(
        en: "The standard name '\(name)' contains characters that only look like ASCII:",
        ko: "기준 이름 '\(name)'에 ASCII 문자처럼 보이기만 하는 문자가 있습니다:")
      for character in characters.prefix(Self.charactersShown) {
        let described = character.scalar.codePointDescription
        lines = lines.appending(
          Message(
            en:
              "  \(described) at position \(character.position) looks like '\(character.looksLike)'",
            ko:
              "  \(character.position)번째 문자 \(described, particle: .topic) '\(character.looksLike)'처럼 보입니다"
          ),
          separator: "\n")
      }
      if characters.count > Self.charactersShown {
        let more = characters.count - Self.charactersShown
        lines = lines.appending(
          Message(en: "  and \(more) more", ko: "  외 \(more)개"), separator: "\n")
      }
      if let suggestion {
        lines = lines.appending(
          Message(
            en: "Type the name in ASCII: \(suggestion).", ko: "이름을 ASCII로 입력하세요: \(suggestion)."),
          separator: "\n")
      }
      return lines.localizedText
    }
  }

  /// The most look-alike characters a message names one by one.
  static let charactersShown = 5

  /// The explanation in a language: Korean for `ko`, English otherwise.
  ///
  /// - Parameter language: A language tag.
  public func message(for language: String) -> String { message.text(for: language) }
}

extension StandardNameError: CustomStringConvertible {
  /// `code: message`, in English.
  public var description: String { "\(code): \(message.text(for: "en"))" }
}

extension StandardNameError: BMIKitError {}
