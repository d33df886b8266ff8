import BMIKit
import Foundation
import Testing

/// The national and international references built in with declared rules reproduce the
/// tables their bodies printed, read from the standard files as the loader made them:
/// KDCA 2017's printed BMI centiles and IOTF 2012's Web Table W2.
struct NationalReferenceTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appending(path: "BMIGrowthTests/GrowthFixtures")

  /// The rows of a fixture CSV (no quoting) as dictionaries by header name.
  static func rows(_ name: String) throws -> [[String: String]] {
    let text = try String(
      decoding: Data(contentsOf: fixtures.appending(path: name)), as: UTF8.self)
    let lines = text.split(whereSeparator: \.isNewline)
    let header = lines[0].split(separator: ",").map(String.init)
    return lines.dropFirst().map {
      Dictionary(uniqueKeysWithValues: zip(header, $0.split(separator: ",").map(String.init)))
    }
  }

  static func exact(_ text: String) throws -> GrowthRational {
    try #require(GrowthRational(decimal: text))
  }

  static func reference(_ id: String) throws -> BMIForAgeReference {
    try #require(BuiltInStandards.standard(id: id)?.bmiForAgeReference)
  }

  /// How a computed value compares with a value printed to `decimals` (rounded half up):
  /// `exact` when it rounds to it; `boundary` when it misses it but lies within `slack` of
  /// the halfway point next to it; `nil` otherwise.
  static func match(
    _ quantity: GrowthQuantity, printed: GrowthRational, decimals: Int, slack: GrowthRational
  ) throws -> String? {
    let bounds = try #require(quantity.bounds(bits: 80))
    let half = GrowthRational(1, 2) / GrowthRational(10).power(decimals)
    let (low, high) = (printed - half, printed + half)
    if bounds.lower >= low && bounds.upper < high { return "exact" }
    let nearLow = (bounds.upper - low).magnitude <= slack
    let nearHigh = (bounds.lower - high).magnitude <= slack
    return nearLow || nearHigh ? "boundary" : nil
  }

  /// KDCA 2017: the LMS reproduces the workbook's printed P1–P99 (one decimal) for both sexes
  /// at every month from 24 to 227: 5,304 values. 5,272 round to the printed value; the other
  /// 32 lie within 0.0025 kg/m² of a rounding boundary (the workbook's percentiles were
  /// computed from L, M and S before they were rounded to the printed 4 decimals).
  @Test(.enabled(if: LongTests.enabled, LongTests.reason))
  func kdcaReproducesThePrintedCentiles() throws {
    let reference = try Self.reference("kdca-2017-bmi-for-age")
    #expect(reference.rules.isDeclared && reference.tails == .none)
    let percentiles = [1, 3, 5, 10, 15, 25, 50, 75, 85, 90, 95, 97, 99]
    var counts: [String: Int] = [:]
    let rows = try Self.rows("kdca2017-bmi-printed-centiles.csv")
    for row in rows {
      let sex: Sex = row["sex"] == "M" ? .male : .female
      let age = GrowthAge.months(try Self.exact(try #require(row["age_months"])))
      let parameters = try reference.table.parameters(sex: sex, age: age)
      let method = reference.rules.method(sex: sex, ageInMonths: age.inMonths)
      for percentile in percentiles {
        let printed = try Self.exact(try #require(row["P\(percentile)"]))
        let bmi = GrowthScores.bmi(
          atPercentile: GrowthRational(percentile), parameters: parameters, method: method)
        let kind = try Self.match(
          bmi, printed: printed, decimals: 1, slack: GrowthRational(25, 10_000))
        #expect(kind != nil, "\(row["sex"]!) \(age) P\(percentile): printed \(printed)")
        counts[kind ?? "missed", default: 0] += 1
      }
    }
    #expect(rows.count == 408)
    #expect(counts == ["exact": 5_272, "boundary": 32])
  }

  /// UK90: BMIKit's z agrees with rcpchgrowth 4.6.5's within 1e-4 for a grid of 468
  /// children (both sexes, 48 to 227 months every 7 months, BMI 12 to 35), the values
  /// rcpchgrowth printed to 6 decimals (Tests/Oracle/test_uk90_rcpchgrowth.py checks the
  /// fixture against rcpchgrowth itself). The ages are tabulated months, where
  /// rcpchgrowth's cubic interpolation and the declared linear one both give the row.
  @Test func uk90AgreesWithRCPCHGrowth() throws {
    let reference = try Self.reference("uk90-bmi-for-age")
    let tolerance = GrowthRational(1, 10_000)
    var checked = 0
    for row in try Self.rows("rcpchgrowth-uk90-bmi-grid.csv") {
      let sex: Sex = row["sex"] == "M" ? .male : .female
      let age = GrowthAge.months(try Self.exact(try #require(row["age_months"])))
      let parameters = try reference.table.parameters(sex: sex, age: age)
      let method = reference.rules.method(sex: sex, ageInMonths: age.inMonths)
      let bmi = try Self.exact(try #require(row["bmi"]))
      let expected = try Self.exact(try #require(row["z"]))
      let z = GrowthScores(bmi: bmi, parameters: parameters, method: method).z
      let bounds = try #require(z.bounds(bits: 64))
      #expect(
        bounds.lower >= expected - tolerance && bounds.upper <= expected + tolerance,
        "\(row["sex"]!) \(age) BMI \(bmi): rcpchgrowth z \(expected)")
      checked += 1
    }
    #expect(checked == 468)
  }

  /// The cut-off of a category of a built-in standard: its lower bound, as an exact z.
  static func cutOff(_ standard: Standard, sex: Sex, category: String) throws -> GrowthRational {
    let section = try standard.sectionIndex(
      for: InputValues(sex: sex, age: Age(Rational(10), .years)))
    let found = try #require(
      standard.sections[section].table.categories.first { $0.id == category })
    return GrowthRational(Rational(try #require(found.interval.lower.value)))
  }

  /// IOTF 2012: the BMI at each cut-off's z, at every half-year from 2 to 18 for both sexes,
  /// reproduces Web Table W2 (2 decimals) to within 0.008 kg/m²; 185 of the 198 values
  /// round to the printed one (the paper's figures came from the LMS before rounding).
  @Test func iotf2012ReproducesWebTableW2() throws {
    let standard = try #require(BuiltInStandards.standard(id: "iotf-2012"))
    let reference = try #require(standard.bmiForAgeReference)
    let columns = [("bmi25", "overweight"), ("bmi30", "obesity"), ("bmi35", "morbid-obesity")]
    var exact = 0
    var total = 0
    for row in try Self.rows("iotf2012-cutoffs-25-30-35.csv") {
      let sex: Sex = row["sex"] == "M" ? .male : .female
      let years = try Self.exact(try #require(row["age_years"]))
      let age = GrowthAge.months(years * GrowthRational(12))
      let parameters = try reference.table.parameters(sex: sex, age: age)
      for (column, category) in columns {
        let z = try Self.cutOff(standard, sex: sex, category: category)
        let printed = try Self.exact(try #require(row[column]))
        let bmi = try #require(GrowthScores.bmi(atZ: z, parameters: parameters, method: .lms))
        let kind = try Self.match(
          bmi, printed: printed, decimals: 2, slack: GrowthRational(3, 1_000))
        #expect(kind != nil, "\(sex) \(years) y \(column): printed \(printed)")
        exact += kind == "exact" ? 1 : 0
        total += 1
      }
    }
    #expect(total == 198)
    #expect(exact == 185)
  }

  /// At 18 years an IOTF cut-off is the adult BMI itself: 16, 17, 18.5, 25, 30 and 35 fall
  /// in the upper category, and a BMI 0.0001 below each in the lower one.
  @Test(arguments: Sex.allCases)
  func iotfCutOffsAreTheAdultBMIAt18(sex: Sex) throws {
    let standard = try #require(BuiltInStandards.standard(id: "iotf-2012"))
    let inputs = InputValues(sex: sex, age: Age(Rational(18), .years))
    let expected = [
      ("16", "thinness-2"), ("17", "thinness-1"), ("18.5", "normal"), ("25", "overweight"),
      ("30", "obesity"), ("35", "morbid-obesity"),
    ]
    for (text, category) in expected {
      let value = try Self.exact(text)
      let bmi = Rational(
        try #require(value.numerator.intValue), try #require(value.denominator.intValue))
      let at = try standard.classifyForAge(try #require(BodyMassIndex(bmi)), inputs: inputs)
      let below = try standard.classifyForAge(
        try #require(BodyMassIndex(bmi - Rational(1, 10_000))), inputs: inputs)
      #expect(at.category.id == category, "BMI \(text)")
      #expect(below.category.id != category, "BMI \(text) − 0.0001")
    }
  }
}
