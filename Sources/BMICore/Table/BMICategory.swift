/// One class of a standard, such as WHO's "Normal range" or KSSO's 정상.
public struct BMICategory: Hashable, Sendable, Identifiable {
  /// The stable identifier used in files and output, such as `normal`.
  public let id: String
  /// The human label, by language.
  public let label: LocalizedText
  /// The BMI values the category covers.
  public let interval: Interval
  /// Whether this is the healthy category the healthy weight range is computed from.
  public let isHealthy: Bool

  /// Creates a category.
  ///
  /// - Parameters:
  ///   - id: A stable identifier.
  ///   - label: The label by language.
  ///   - interval: The BMI values covered.
  ///   - isHealthy: Whether this is the standard's healthy category.
  public init(id: String, label: LocalizedText, interval: Interval, isHealthy: Bool = false) {
    self.id = id
    self.label = label
    self.interval = interval
    self.isHealthy = isHealthy
  }

  /// The label in a language, else in English: `label(for: "ko_KR")` is `정상` for KSSO's
  /// normal category.
  ///
  /// - Parameter language: A language tag or locale identifier (`ko`, `ko-KR`, `ko_KR`).
  public func label(for language: String) -> String { label.text(for: language) }
}

/// A named set of categories, such as "obesity" for classes I to III.
public struct CategoryGroup: Hashable, Sendable, Identifiable {
  /// The stable identifier, such as `obese`.
  public let id: String
  /// The human label, by language.
  public let label: LocalizedText
  /// The identifiers of the member categories.
  public let memberIDs: [String]

  /// Creates a group.
  ///
  /// - Parameters:
  ///   - id: A stable identifier.
  ///   - label: The label by language.
  ///   - memberIDs: Identifiers of categories of the same table.
  public init(id: String, label: LocalizedText, memberIDs: [String]) {
    self.id = id
    self.label = label
    self.memberIDs = memberIDs
  }

  /// The label in a language, else in English.
  ///
  /// - Parameter language: A language tag or locale identifier (`ko`, `ko-KR`, `ko_KR`).
  public func label(for language: String) -> String { label.text(for: language) }
}
