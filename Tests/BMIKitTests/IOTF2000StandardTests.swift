import BMIKit
import Foundation
import Testing

/// The built-in `iotf-2000` through the front door (`Standard.classify(_:)` of a person):
/// Table 4 of Cole et al. 2000 at every printed half-year, read from the project's copy of
/// the table (never from the standard file), and the IOTF software's cubic between
/// half-years, against exact fractions computed apart from the engine.
struct IOTF2000StandardTests {
  /// One printed row: sex, age in years, and the two cut-offs.
  struct Row: Sendable, CustomTestStringConvertible {
    let sex: Sex
    let age: ExactDecimal
    let overweight: ExactDecimal
    let obesity: ExactDecimal
    var testDescription: String { "\(sex) \(age) y" }
  }

  static let table = "Standards/References/iotf2000-cutoffs-overweight-obesity.csv"

  static func rows() throws -> [Row] {
    let url = BuiltInCatalogueTests.root.appending(path: table)
    let lines = try String(contentsOf: url, encoding: .utf8).split(whereSeparator: \.isNewline)
      .dropFirst()
    return lines.map { line in
      let cells = line.split(separator: ",").map(String.init)
      return Row(
        sex: cells[0] == "F" ? .female : .male, age: ExactDecimal(cells[1]) ?? 0,
        overweight: ExactDecimal(cells[2]) ?? 0, obesity: ExactDecimal(cells[3]) ?? 0)
    }
  }

  static func standard() throws -> Standard {
    try #require(BuiltInStandards.standard(id: "iotf-2000"))
  }

  /// The category of a child with an exact BMI.
  static func category(_ sex: Sex, age: Age, bmi: Rational) throws -> String {
    let person = Person(bodyMassIndex: BodyMassIndex(bmi), sex: sex, age: age)
    return try standard().classify(person).category.id
  }

  @Test func theTableHasEveryHalfYearOfBothSexes() throws {
    let rows = try Self.rows()
    #expect(rows.count == 66)
    #expect(
      rows.filter { $0.sex == .male }.map(\.age)
        == (4...36).map { ExactDecimal(millionths: Int64($0) * 500_000) })
  }

  /// At each printed age, a BMI equal to a cut-off is in the category above it and 0.01
  /// below is in the category below, for both cut-offs.
  @Test(arguments: try rows())
  func everyPrintedCutOffIsReproduced(row: Row) throws {
    let age = try #require(Age(row.age, .years))
    let hundredth = Rational(1, 100)
    let overweight = Rational(row.overweight)
    let obesity = Rational(row.obesity)
    #expect(try Self.category(row.sex, age: age, bmi: overweight - hundredth) == "below-overweight")
    #expect(try Self.category(row.sex, age: age, bmi: overweight) == "overweight")
    #expect(try Self.category(row.sex, age: age, bmi: obesity - hundredth) == "overweight")
    #expect(try Self.category(row.sex, age: age, bmi: obesity) == "obesity")
    // The result names the cut-offs applied, as printed.
    let person = Person(
      bodyMassIndex: BodyMassIndex(overweight), sex: row.sex, age: age)
    let applied = try #require(try Self.standard().classify(person).cutOffsApplied)
    #expect(applied.values == [GrowthRational(overweight), GrowthRational(obesity)])
  }

  /// Between half-years: the cubic through the four nearest rows, straight lines in the
  /// first and last half-year (the exact fractions of IOTF2000CutOffTableTests, computed
  /// by Scripts/iotf2000-between-half-years.py). The cut-off reaches its category; a
  /// millionth below does not.
  @Test(
    arguments: [
      (Sex.male, 11_999, 1200, "below-overweight", 642_795_659_101, 32_400_000_000),
      (.male, 28, 3, "overweight", 31297, 1350),
      (.female, 139, 12, "below-overweight", 344_731, 16200),
      (.male, 9, 4, "below-overweight", 1827, 100),
      (.female, 71, 4, "overweight", 748, 25),
    ])
  func betweenHalfYearsTheCubicDecides(
    sex: Sex, ageNumerator: Int, ageDenominator: Int, below: String, numerator: Int,
    denominator: Int
  ) throws {
    let age = try #require(Age(Rational(ageNumerator, ageDenominator), .years))
    let cutOff = Rational(numerator, denominator)
    let above = below == "below-overweight" ? "overweight" : "obesity"
    #expect(try Self.category(sex, age: age, bmi: cutOff) == above)
    #expect(try Self.category(sex, age: age, bmi: cutOff - Rational(1, 1_000_000)) == below)
  }

  @Test func aChildNeedsSexAndAgeInsideTheTable() throws {
    let standard = try Self.standard()
    let bmi = try #require(BodyMassIndex(ExactDecimal(20)))
    #expect(throws: MeasurementError.missing(.sex, standard: "iotf-2000")) {
      try standard.classify(Person(bodyMassIndex: bmi, age: Age(ExactDecimal(10), .years)))
    }
    #expect(throws: MeasurementError.missing(.age, standard: "iotf-2000")) {
      try standard.classify(Person(bodyMassIndex: bmi, sex: .female))
    }
    for years in ["1.999999", "18.000001"] {
      let decimal = try #require(ExactDecimal(years))
      let age = try #require(Age(decimal, .years))
      do {
        _ = try standard.classify(Person(bodyMassIndex: bmi, sex: .female, age: age))
        Issue.record("\(years) years was classified")
      } catch {
        #expect(error.kind == .age, "\(years)")
      }
    }
  }

  @Test func aHeightAndWeightAreTheBMIComparedExactly() throws {
    // 140 cm, 38.8 kg: BMI 970/49 ≈ 19.7959, below boys' 19.84 at 10 years.
    let person = Person(
      height: try Height(parsing: "140"), weight: try Weight(parsing: "38.8"), sex: .male,
      age: Age(ExactDecimal(10), .years))
    let result = try Self.standard().classify(person)
    #expect(result.category.id == "below-overweight")
    #expect(result.displayValue == "19.8")
    #expect(result.intervalAtAge == "(0, 19.84)")
  }
}
