import BMICore
import Testing

@testable import BMIStandards

/// `rules: declared`: a file declares its LMS table's age unit, range, rounding,
/// interpolation and tails; each is checked where it is written, the table must reach the
/// declared ages, and a named body's rules still refuse a convention they do not follow.
struct DeclaredRulesTests {
  /// Half-yearly rows in years, 2 to 3 years, both sexes.
  static let years =
    "sex,age_years,L,M,S\nM,2.0,-1,16.0,0.08\nM,2.5,-1,15.8,0.08\nM,3.0,-1,15.6,0.08\n"
    + "F,2.0,-1,16.0,0.08\nF,2.5,-1,15.8,0.08\nF,3.0,-1,15.6,0.08\n"

  static func standard(rules: String, age: String, tails: String) -> String {
    """
    format: bmi-standard/2
    id: org
    version: "1.0"
    name: {en: Org}
    inputs:
      sex: {values: [female, male]}
    measure: bmi_for_age_z
    reference:
      rules: \(rules)
      table: lms.csv
      sha256: \(SHA256.hexDigest(of: Array(years.utf8)))
      age: \(age)
      tails: \(tails)
    rounding: none
    sections:
      - when: {sex: female}
        categories:
          - {id: low, label: {en: Low}, below: 2}
          - {id: high, label: {en: High}, at_least: 2}
      - when: {sex: male}
        categories:
          - {id: low, label: {en: Low}, below: 2}
          - {id: high, label: {en: High}, at_least: 2}

    """
  }

  static let goodAge =
    "{unit: years, at_least: 2, at_most: 3, rounding: none, interpolation: linear}"

  static func load(
    rules: String = "declared", age: String = goodAge, tails: String = "none"
  ) -> Result<Standard, StandardLoadError> {
    let bytes = Array(years.utf8)
    do throws(StandardLoadError) {
      return .success(
        try StandardLoader.load(
          bytes: Array(standard(rules: rules, age: age, tails: tails).utf8),
          fileName: "org.yaml", referenceFiles: { $0 == "lms.csv" ? bytes : nil }
        ).standard)
    } catch {
      return .failure(error)
    }
  }

  @Test func aTableInHalfYearsLoadsAndInterpolates() throws {
    let standard = try Self.load().get()
    let reference = try #require(standard.bmiForAgeReference)
    #expect(reference.rules.isDeclared)
    #expect(reference.ageUnit == .years && reference.tails == .none)
    #expect(reference.ageRange == "2 ≤ age ≤ 3 years")
    // 27 months = 2.25 years, halfway between the 2.0 and 2.5 rows: M = 15.9.
    let parameters = try reference.table.parameters(sex: .male, age: .months(GrowthRational(27)))
    #expect(parameters.m == GrowthRational(159, 10))
    #expect(throws: GrowthAgeError.outsideReference) {
      try reference.table.parameters(sex: .male, age: .months(GrowthRational(37)))
    }
  }

  /// The presets keep their names and stay usable as keys; declared rules equal to a preset's
  /// conventions are still not that body's rules.
  @Test func presetsAreNamedAndHashable() throws {
    #expect(Set([GrowthReference.who2006, .who2007, .cdc2000, .who2006]).count == 3)
    #expect(GrowthReference.all.map(\.fileName) == ["who-2006", "who-2007", "cdc-2000"])
    let declared = GrowthReference(
      declaredAgeUnit: .months, ageRounding: .none, interpolates: true,
      minimumAge: GrowthRational(60), maximumAge: GrowthRational(228), includesMaximumAge: true,
      tails: .whoRestricted)
    #expect(declared != .who2007 && declared.isDeclared && !GrowthReference.who2007.isDeclared)
    #expect(GrowthReference.who2006.ageColumn == "age_days" && declared.ageColumn == "age_months")
  }

  /// With `tails: none` the z far above the median is the LMS z, not WHO's restricted one.
  @Test func noTailsIsThePlainLMS() throws {
    let standard = try Self.load().get()
    let reference = try #require(standard.bmiForAgeReference)
    let scores = try reference.scores(
      bmi: GrowthRational(40), sex: .male, age: try #require(Age(Rational(2), .years)))
    #expect(scores.method == .lms)
    let none = try Self.load(tails: "who-restricted").get().bmiForAgeReference
    let restricted = try #require(none).scores(
      bmi: GrowthRational(40), sex: .male, age: try #require(Age(Rational(2), .years)))
    #expect(restricted.method == .whoRestricted)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let rules: String
    let age: String
    let tails: String
    let code: String
    let line: Int
    let column: Int
    let says: String
    var testDescription: String { says }
  }

  static let cases: [Case] = [
    // A body's rules still refuse what they do not follow.
    Case(
      rules: "who-2007", age: goodAge, tails: "none", code: "E045", line: 13, column: 10,
      says: "'none' is not allowed for 'tails' of who-2007"),
    Case(
      rules: "declared", age: goodAge, tails: "restricted", code: "E045", line: 13, column: 10,
      says: "'tails' of declared rules"),
    Case(
      rules: "declared",
      age: "{unit: weeks, at_least: 2, at_most: 3, rounding: none, interpolation: linear}",
      tails: "none", code: "E045", line: 12, column: 15, says: "the age unit of declared rules"),
    Case(
      rules: "declared",
      age: "{unit: years, at_least: 2, at_most: 3, rounding: whole-days-half-up, "
        + "interpolation: linear}",
      tails: "none", code: "E045", line: 12, column: 57,
      says: "the age rounding of a table in years"),
    Case(
      rules: "declared",
      age: "{unit: years, at_least: 1.5, at_most: 3, rounding: none, interpolation: linear}",
      tails: "none", code: "E045", line: 12, column: 32,
      says: "the youngest age: the table's F rows begin at 2 years"),
    Case(
      rules: "declared",
      age: "{unit: years, at_least: 2, at_most: 3.5, rounding: none, interpolation: linear}",
      tails: "none", code: "E045", line: 12, column: 44,
      says: "the oldest age: the table's F rows end at 3 years"),
    Case(
      rules: "declared",
      age: "{unit: years, at_least: 3, below: 3, rounding: none, interpolation: linear}",
      tails: "none", code: "E063", line: 12, column: 8, says: "covers no value"),
    Case(
      rules: "declared",
      age: "{unit: months, at_least: 24, at_most: 36, rounding: none, interpolation: linear}",
      tails: "none", code: "E073", line: 1, column: 5, says: "growth-table.header"),
  ]

  @Test(arguments: cases)
  func eachMistakeIsReportedWhereItIsWritten(_ item: Case) throws {
    let result = Self.load(rules: item.rules, age: item.age, tails: item.tails)
    guard case .failure(let error) = result else {
      Issue.record("loaded")
      return
    }
    let found = try #require(
      error.diagnostics.first { $0.code.rawValue == item.code && $0.message.contains(item.says) },
      "\(error.diagnostics)")
    #expect(found.location.line == item.line && found.location.column == item.column)
  }
}
