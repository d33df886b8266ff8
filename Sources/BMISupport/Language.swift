/// The languages the command writes its own messages in.
///
/// Category labels and standard names come from the standards themselves, which may have
/// more languages (Japanese, Chinese); see ``DisplayLanguage``.
package enum Language: String, Sendable, CaseIterable {
  /// English, the fallback for everything.
  case english = "en"
  /// Korean.
  case korean = "ko"
}

/// The language chosen for one run: the tag used for labels from standards, and the
/// language of the command's own messages.
///
/// `--lang ja` shows JASSO's Japanese labels with English messages, because the command's
/// own messages exist in English and Korean only.
package struct DisplayLanguage: Hashable, Sendable {
  /// The language tag for labels (`en`, `ko`, `ja`, `zh`).
  package let tag: String
  /// The language of the command's own messages.
  package let messages: Language

  /// The tags `--lang` accepts.
  package static let supportedTags = ["en", "ko", "ja", "zh"]

  /// English.
  package static let english = DisplayLanguage(tag: "en")

  /// Creates a display language from a tag; messages are Korean for `ko`, else English.
  ///
  /// - Parameter tag: A language tag; only the primary subtag is used (`ko-KR` is `ko`).
  package init(tag: String) {
    let primary = Self.primarySubtag(of: tag)
    self.tag = primary.isEmpty ? "en" : primary
    self.messages = primary == "ko" ? .korean : .english
  }

  /// The language the environment asks for: the first non-empty of `LC_ALL`, `LC_MESSAGES`
  /// and `LANG` (the POSIX order of precedence), reduced to a supported tag, else English.
  ///
  /// `ko_KR.UTF-8` gives Korean; `C`, `POSIX` and unsupported languages give English.
  ///
  /// - Parameter environment: The process environment.
  package static func fromEnvironment(_ environment: [String: String]) -> DisplayLanguage {
    for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[key], !value.isEmpty else { continue }
      let primary = primarySubtag(of: value)
      return supportedTags.contains(primary) ? DisplayLanguage(tag: primary) : .english
    }
    return .english
  }

  /// `ko_KR.UTF-8@euro` → `ko`; `zh-Hans` → `zh`.
  private static func primarySubtag(of tag: String) -> String {
    let end = tag.firstIndex { "_-.@".contains($0) } ?? tag.endIndex
    return tag[..<end].lowercased()
  }
}
