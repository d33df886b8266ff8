import BMICore

/// Tables built in code for the comparison tests, shaped like the published standards but
/// independent of the files in `Standards/`.
enum ComparisonTestTables {
  /// One row of a table: identifier, label, and the bounds as written in a file.
  struct Row {
    let id: String
    let lower: LowerBound
    let upper: UpperBound
    var healthy = false
  }

  static func decimal(_ text: String) -> ExactDecimal {
    guard let value = ExactDecimal(text) else { preconditionFailure("bad decimal \(text)") }
    return value
  }

  static func table(
    _ rows: [Row], groups: [CategoryGroup] = [], rounding: RoundingPolicy = .none
  ) throws -> ClassificationTable {
    try ClassificationTable(
      categories: rows.map {
        BMICategory(
          id: $0.id, label: LocalizedText(["en": $0.id]),
          interval: Interval(lower: $0.lower, upper: $0.upper), isHealthy: $0.healthy)
      },
      groups: groups, rounding: rounding)
  }

  /// Half-open rows from ascending cut-offs: `[c₀, c₁)`, … with the ids given.
  static func halfOpen(_ ids: [String], cutOffs: [String], healthy: String? = nil) -> [Row] {
    ids.indices.map { index in
      Row(
        id: ids[index],
        lower: index == 0 ? .none : .atLeast(decimal(cutOffs[index - 1])),
        upper: index == ids.count - 1 ? .none : .below(decimal(cutOffs[index])),
        healthy: ids[index] == healthy)
    }
  }

  /// WHO-like: half-open, no rounding, thinness grades grouped as underweight.
  static func whoLike() throws -> ClassificationTable {
    try table(
      halfOpen(
        [
          "severe-thinness", "moderate-thinness", "mild-thinness", "normal", "pre-obese",
          "obese-1", "obese-2", "obese-3",
        ],
        cutOffs: ["16", "17", "18.5", "25", "30", "35", "40"], healthy: "normal"),
      groups: [
        CategoryGroup(
          id: "underweight", label: LocalizedText(["en": "Underweight"]),
          memberIDs: ["severe-thinness", "moderate-thinness", "mild-thinness"]),
        CategoryGroup(
          id: "obese", label: LocalizedText(["en": "Obese"]),
          memberIDs: ["obese-1", "obese-2", "obese-3"]),
      ])
  }

  static let kssoIDs = ["underweight", "normal", "pre-obese", "obese-1", "obese-2", "obese-3"]

  /// KSSO read as half-open intervals with no rounding.
  static func kssoHalfOpen() throws -> ClassificationTable {
    try table(
      halfOpen(kssoIDs, cutOffs: ["18.5", "23", "25", "30", "35"], healthy: "normal"))
  }

  /// KSSO as printed, one-decimal closed ranges ("18.5–22.9"), rounded to one decimal first.
  static func kssoRounded(_ mode: RoundingMode) throws -> ClassificationTable {
    let printed = [("18.5", "22.9"), ("23", "24.9"), ("25", "29.9"), ("30", "34.9")]
    var rows = [Row(id: kssoIDs[0], lower: .none, upper: .below(decimal("18.5")))]
    for (index, (low, high)) in printed.enumerated() {
      rows.append(
        Row(
          id: kssoIDs[index + 1], lower: .atLeast(decimal(low)), upper: .atMost(decimal(high)),
          healthy: index == 0))
    }
    rows.append(Row(id: kssoIDs[5], lower: .atLeast(decimal("35")), upper: .none))
    return try table(rows, rounding: .decimals(1, mode))
  }
}
