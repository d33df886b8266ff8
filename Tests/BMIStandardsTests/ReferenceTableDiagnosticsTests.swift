import Foundation
import Testing

@testable import BMIStandards

/// An organisation's own LMS table: each problem of the CSV is reported at its line and
/// column in the CSV file (E073 with the problem's own code), a wrong digest at `sha256:`
/// (E072), a missing table at `table:` (E071); and `obesity_classes` is checked.
struct ReferenceTableDiagnosticsTests {
  static let good =
    "sex,age_months,L,M,S\nM,24,-2,16.5,0.08\nM,25,-2,16.4,0.08\n"
    + "F,24,-2,16.5,0.08\nF,25,-2,16.4,0.08\n"

  /// The preset CDC rules, as the fixture's `reference:` writes them.
  static let cdcRules =
    "rules: cdc-2000\n  table: TABLE\n  sha256: DIGEST\n"
    + "  age: {unit: months, at_least: 24, below: 240, rounding: none, interpolation: linear}\n"
    + "  tails: cdc-extended"

  /// Rules the fixture declares itself for its two months, with `tails`.
  static func declaredRules(tails: String) -> String {
    "rules: declared\n  table: TABLE\n  sha256: DIGEST\n"
      + "  age: {unit: months, at_least: 24, at_most: 25, rounding: none, interpolation: linear}\n"
      + "  tails: \(tails)"
  }

  static func standard(table: String, digest: String, extra: String = "", rules: String = cdcRules)
    -> String
  {
    """
    format: bmi-standard/2
    id: org
    version: "1.0"
    name: {en: Org}
    inputs:
      sex: {values: [female, male]}
    measure: bmi_for_age_percentile
    reference:
      \(rules.replacingOccurrences(of: "TABLE", with: table).replacingOccurrences(of: "DIGEST", with: digest))
    \(extra)rounding: none
    sections:
      - when: {sex: female}
        categories:
          - {id: low, label: {en: Low}, below: 95}
          - {id: obesity, label: {en: Obesity}, at_least: 95}
      - when: {sex: male}
        categories:
          - {id: low, label: {en: Low}, below: 95}
          - {id: obesity, label: {en: Obesity}, at_least: 95}

    """
  }

  /// Loads `dir/org.yaml` with `csv` as `dir/lms.csv`; the diagnostics.
  static func diagnostics(
    csv: String, digest: String? = nil, extra: String = "", rules: String = cdcRules
  ) -> [Diagnostic] {
    let bytes = Array(csv.utf8)
    let yaml = standard(
      table: "lms.csv", digest: digest ?? SHA256.hexDigest(of: bytes), extra: extra,
      rules: rules)
    do {
      _ = try StandardLoader.load(
        bytes: Array(yaml.utf8), fileName: "dir/org.yaml",
        referenceFiles: { $0 == "lms.csv" ? bytes : nil })
      return []
    } catch {
      return error.diagnostics
    }
  }

  @Test func aGoodTableLoads() {
    #expect(Self.diagnostics(csv: Self.good).isEmpty)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let csv: String
    let code: String
    let line: Int
    let column: Int
    var testDescription: String { code }
  }

  /// Each problem once: a bad row after the good table (line 6), or a bad header.
  static let cases: [Case] = [
    Case(csv: "", code: "growth-table.empty", line: 1, column: 1),
    Case(
      csv: good.replacingOccurrences(of: "age_months", with: "age_days"),
      code: "growth-table.header", line: 1, column: 5),
    Case(csv: good + "M,26,-2,16.5\n", code: "growth-table.field-count", line: 6, column: 13),
    Case(csv: good + "X,26,-2,16.5,0.08\n", code: "growth-table.sex", line: 6, column: 1),
    Case(csv: good + "M,26,-2,1e1,0.08\n", code: "growth-table.number", line: 6, column: 9),
    Case(csv: good + "M,-1,-2,16.5,0.08\n", code: "growth-table.negative-age", line: 6, column: 3),
    Case(
      csv: good + "M,26,-2,0,0.08\n", code: "growth-table.median-not-positive", line: 6,
      column: 9),
    Case(
      csv: good + "M,26,-2,16.5,0\n", code: "growth-table.variation-not-positive", line: 6,
      column: 14),
    Case(
      csv: good + "M,24.5,-2,16.4,0.08\n", code: "growth-table.out-of-order", line: 6, column: 3),
    Case(csv: good + "M,25,-2,16.4,0.08\n", code: "growth-table.duplicate-age", line: 6, column: 3),
    Case(csv: good + "M,27,-2,16.4,0.08\n", code: "growth-table.age-gap", line: 6, column: 3),
    Case(
      csv: "sex,age_months,L,M,S\nM,24,-2,16.5,0.08\n", code: "growth-table.missing-sex",
      line: 1, column: 1),
  ]

  @Test(arguments: cases)
  func eachProblemIsReportedInTheTable(_ item: Case) throws {
    let found = Self.diagnostics(csv: item.csv)
    let first = try #require(found.first)
    #expect(found.count == 1, "\(found)")
    #expect(first.code == .referenceTableProblem)
    #expect(
      first.location == FileLocation(file: "dir/lms.csv", line: item.line, column: item.column))
    #expect(first.message.hasPrefix(item.code + ": "))
    #expect(first.message.contains(";"), "the message says what to do")
  }

  @Test func aWrongDigestIsReportedAtSHA256() throws {
    let found = Self.diagnostics(csv: Self.good, digest: String(repeating: "ab", count: 32))
    let first = try #require(found.first)
    #expect(first.code == .referenceDigestMismatch)
    #expect(first.location == FileLocation(file: "dir/org.yaml", line: 11, column: 11))
    #expect(first.message.contains(SHA256.hexDigest(of: Array(Self.good.utf8))))
  }

  @Test func theTableIsShownWithItsLine() throws {
    let csv = Self.good + "M,25,-2,16.4,0.08\n"
    let bytes = Array(csv.utf8)
    let yaml = Self.standard(table: "lms.csv", digest: SHA256.hexDigest(of: bytes))
    let error = try #require(throws: StandardLoadError.self) {
      try StandardLoader.load(
        bytes: Array(yaml.utf8), fileName: "org.yaml",
        referenceFiles: { $0 == "lms.csv" ? bytes : nil })
    }
    #expect(error.renderedDiagnostics.hasSuffix("\nM,25,-2,16.4,0.08\n  ^\n"))
    #expect(error.renderedDiagnostics.hasPrefix("lms.csv:6:3: error[E073]: "))
  }

  static let classes =
    "  obesity_classes:\n    within: obesity\n"
    + "    class_2: {at_least_percent_of_p95: 120, or_bmi_at_least: 35}\n"

  @Test(
    arguments: [
      ("    class_3: {at_least_percent_of_p95: 140, or_bmi_at_least: 40}\n", nil),
      ("    class_3: {at_least_percent_of_p95: 110, or_bmi_at_least: 40}\n", "E039"),
      ("    class_3: {at_least_percent_of_p95: 140}\n", "E033"),
    ] as [(String, String?)])
  func obesityClassesAreChecked(classThree: String, code: String?) {
    let found = Self.diagnostics(csv: Self.good, extra: Self.classes + classThree)
    #expect(found.map(\.code.rawValue).first == code, "\(found)")
  }

  @Test func obesityClassesNameACategoryOfEverySection() {
    let extra =
      Self.classes.replacingOccurrences(of: "within: obesity", with: "within: obese")
      + "    class_3: {at_least_percent_of_p95: 140, or_bmi_at_least: 40}\n"
    let found = Self.diagnostics(csv: Self.good, extra: extra)
    #expect(found.map(\.code) == [.valueNotAllowed], "\(found)")
  }

  /// Classes of obesity and cdcanthro's z at percentile 100 need CDC's P95, which the
  /// extended tails define: rules a file declares with `tails: cdc-extended` may carry them,
  /// rules with other tails are refused at the key (E045).
  @Test(
    arguments: [
      ("cdc-extended", nil), ("none", "E045"), ("who-restricted", "E045"),
    ] as [(String, String?)])
  func percentOfP95KeysFollowTheTails(tails: String, code: String?) {
    let classes =
      Self.classes + "    class_3: {at_least_percent_of_p95: 140, or_bmi_at_least: 40}\n"
    for extra in [classes, "  z_at_percentile_100: 8.21\n"] {
      let found = Self.diagnostics(
        csv: Self.good, extra: extra, rules: Self.declaredRules(tails: tails))
      #expect(found.map(\.code.rawValue).first == code, "\(tails): \(found)")
      if code != nil {
        #expect(found.first?.message.contains("tails: cdc-extended") == true, "\(found)")
      }
    }
  }
}
