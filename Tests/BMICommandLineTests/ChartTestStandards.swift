import BMIBuiltIns
import BMICore

/// Standards built in code for the chart and diff tests, shaped like WHO 2000 and KSSO 2022
/// but independent of the files in `Standards/`.
enum ChartTestStandards {
  struct Row {
    let id: String
    let en: String
    let ko: String
    let lower: LowerBound
    let upper: UpperBound
  }

  static func decimal(_ text: String) -> ExactDecimal {
    guard let value = ExactDecimal(text) else { preconditionFailure("bad decimal \(text)") }
    return value
  }

  static func standard(
    id: String, name: LocalizedText, rows: [Row], healthy: String, rounding: RoundingPolicy,
    citation: String
  ) throws -> Standard {
    let categories = rows.map {
      BMICategory(
        id: $0.id, label: LocalizedText(["en": $0.en, "ko": $0.ko]),
        interval: Interval(lower: $0.lower, upper: $0.upper), isHealthy: $0.id == healthy)
    }
    return Standard(
      identity: StandardIdentity(id: id, version: "1.0"), name: name,
      table: try ClassificationTable(categories: categories, rounding: rounding),
      source: SourceReference(citation: citation, year: 2000))
  }

  /// Half-open categories from ascending cut-offs.
  static func halfOpenRows(_ labels: [(String, String, String)], cutOffs: [String]) -> [Row] {
    labels.indices.map { index in
      Row(
        id: labels[index].0, en: labels[index].1, ko: labels[index].2,
        lower: index == 0 ? .none : .atLeast(decimal(cutOffs[index - 1])),
        upper: index == labels.count - 1 ? .none : .below(decimal(cutOffs[index])))
    }
  }

  static func whoLike() throws -> Standard {
    try standard(
      id: "who-like", name: LocalizedText(["en": "WHO-like test standard", "ko": "WHO 유사 기준"]),
      rows: halfOpenRows(
        [
          ("severe-thinness", "Severe thinness", "고도 저체중"),
          ("moderate-thinness", "Moderate thinness", "중등도 저체중"),
          ("mild-thinness", "Mild thinness", "경도 저체중"), ("normal", "Normal range", "정상"),
          ("pre-obese", "Pre-obese", "비만 전단계"), ("obese-class-1", "Obese class I", "1단계 비만"),
          ("obese-class-2", "Obese class II", "2단계 비만"),
          ("obese-class-3", "Obese class III", "3단계 비만"),
        ], cutOffs: ["16", "17", "18.5", "25", "30", "35", "40"]),
      healthy: "normal", rounding: .none, citation: "Test citation for a WHO-like table.")
  }

  /// One-decimal closed ranges, rounded half-up, as KSSO prints them.
  static func kssoLike() throws -> Standard {
    let labels = [
      ("underweight", "Underweight", "저체중"), ("normal", "Normal", "정상"),
      ("pre-obesity", "Pre-obesity", "비만 전단계"), ("obesity-class-1", "Class I obesity", "1단계 비만"),
      ("obesity-class-2", "Class II obesity", "2단계 비만"),
      ("obesity-class-3", "Class III obesity", "3단계 비만"),
    ]
    let printed = [("18.5", "22.9"), ("23", "24.9"), ("25", "29.9"), ("30", "34.9")]
    var rows = [
      Row(
        id: labels[0].0, en: labels[0].1, ko: labels[0].2, lower: .none,
        upper: .below(decimal("18.5")))
    ]
    for (index, (low, high)) in printed.enumerated() {
      let label = labels[index + 1]
      rows.append(
        Row(
          id: label.0, en: label.1, ko: label.2, lower: .atLeast(decimal(low)),
          upper: .atMost(decimal(high))))
    }
    rows.append(
      Row(id: labels[5].0, en: labels[5].1, ko: labels[5].2, lower: .atLeast(35), upper: .none))
    return try standard(
      id: "ksso-like",
      name: LocalizedText(["en": "KSSO-like test standard", "ko": "대한비만학회 유사 기준"]),
      rows: rows, healthy: "normal", rounding: .decimals(1, .halfUp),
      citation: "Test citation for a KSSO-like table.")
  }

  /// Labels and a citation full of characters that XML must escape.
  static func markupInLabels() throws -> Standard {
    try standard(
      id: "markup", name: LocalizedText(["en": "A <b>bold</b> & \"quoted\" 'name'"]),
      rows: halfOpenRows(
        [("low", "Low < 20 & \"thin\"", "낮음"), ("high", "High > 20 & 'heavy'", "높음")],
        cutOffs: ["20"]),
      healthy: "low", rounding: .none, citation: "Cited <here> & \"there\"\u{1}.")
  }
}
