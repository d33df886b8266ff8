import BMICore

/// A text the command writes, in every language it speaks.
///
/// Messages are built only in the catalogue (`Catalogue+*.swift`), so every sentence the
/// command can print is in one place, in both languages side by side.
package struct Message: Hashable, Sendable {
  /// The English text.
  package let english: String
  /// The Korean text.
  package let korean: String

  /// Creates a message.
  ///
  /// - Parameters:
  ///   - en: The English text.
  ///   - ko: The Korean text.
  package init(en: String, ko: String) {
    self.english = en
    self.korean = ko
  }

  /// The text in a language.
  ///
  /// - Parameter language: The language wanted.
  package func text(in language: Language) -> String {
    switch language {
    case .english: english
    case .korean: korean
    }
  }

  /// The text in a display language's message language.
  ///
  /// - Parameter language: The display language of the run.
  package func text(in language: DisplayLanguage) -> String { text(in: language.messages) }

  /// The message with every unsafe character escaped (``VisibleText``): for a message of
  /// one line built from outside text, such as a file name or a CSV column name.
  package var visible: Message {
    Message(en: VisibleText.escaped(english), ko: VisibleText.escaped(korean))
  }

  /// Two messages joined by a separator, language by language.
  ///
  /// - Parameters:
  ///   - other: The message that follows.
  ///   - separator: What goes between them.
  package func appending(_ other: Message, separator: String = " ") -> Message {
    Message(en: english + separator + other.english, ko: korean + separator + other.korean)
  }
}

extension Message {
  /// The message as a text keyed by language tag, as the library's public API gives it.
  package var localizedText: LocalizedText { LocalizedText(["en": english, "ko": korean]) }

  /// The English and Korean texts of a localized text (English where Korean is missing).
  ///
  /// - Parameter text: A text keyed by language tag.
  package init(_ text: LocalizedText) {
    self.init(en: text.text(for: "en"), ko: text.text(for: "ko"))
  }
}

extension Message {
  /// "Did you mean 'a' or 'b'?": the one wording of a suggestion, for names, options and
  /// values alike.
  ///
  /// - Parameter suggestions: The names suggested, best first; at least one.
  package static func didYouMean(_ suggestions: [String]) -> Message {
    let quoted = suggestions.map { "'\($0)'" }
    return Message(
      en: "Did you mean \(quoted.joined(separator: " or "))?",
      ko: "혹시 \(quoted.joined(separator: " 또는 "), particle: .object) 뜻하셨나요?")
  }
}
