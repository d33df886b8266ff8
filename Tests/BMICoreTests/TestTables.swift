import BMICore

/// Tables built in code for the core tests, so they do not depend on the standard files.
enum TestTables {
  static func decimal(_ text: String) -> ExactDecimal {
    guard let value = ExactDecimal(text) else { fatalError("bad test decimal \(text)") }
    return value
  }

  static func category(
    _ id: String, _ lower: LowerBound, _ upper: UpperBound, healthy: Bool = false
  ) -> BMICategory {
    BMICategory(
      id: id, label: LocalizedText(["en": id]), interval: Interval(lower: lower, upper: upper),
      isHealthy: healthy)
  }

  /// WHO-style half-open table: < 18.5, [18.5, 25), [25, 30), [30, 35), [35, 40), ≥ 40.
  static let whoCategories: [BMICategory] = [
    category("underweight", .none, .below(decimal("18.5"))),
    category("normal", .atLeast(decimal("18.5")), .below(25), healthy: true),
    category("pre-obese", .atLeast(25), .below(30)),
    category("obese-1", .atLeast(30), .below(35)),
    category("obese-2", .atLeast(35), .below(40)),
    category("obese-3", .atLeast(40), .none),
  ]

  static var who: ClassificationTable {
    // swift-format-ignore: NeverUseForceTry
    try! ClassificationTable(
      categories: whoCategories,
      groups: [
        CategoryGroup(
          id: "obese", label: LocalizedText(["en": "Obese"]),
          memberIDs: ["obese-1", "obese-2", "obese-3"])
      ])
  }

  /// KSSO-style one-decimal closed ranges: < 18.5, 18.5–22.9, 23.0–24.9, 25.0–29.9, …
  static func oneDecimal(_ mode: RoundingMode) -> ClassificationTable {
    // swift-format-ignore: NeverUseForceTry
    try! ClassificationTable(
      categories: [
        category("under", .none, .atMost(decimal("18.4"))),
        category("normal", .atLeast(decimal("18.5")), .atMost(decimal("22.9")), healthy: true),
        category("pre", .atLeast(23), .atMost(decimal("24.9"))),
        category("obese", .atLeast(25), .none),
      ],
      rounding: .decimals(1, mode))
  }

  static func standard(_ table: ClassificationTable, id: String = "test") -> Standard {
    Standard(
      identity: StandardIdentity(id: id, version: "1"), name: LocalizedText(["en": id]),
      table: table)
  }
}
