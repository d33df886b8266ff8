import BMIKit
import Testing

/// WHO's 2006 standards expect a recumbent length to 730 days and a standing height from
/// 731: a height measured the other way is corrected by 0.7 cm before the BMI is computed,
/// when the position is given. The expected BMI comes from the corrected height through
/// `GrowthMeasurement.bodyMassIndex`, apart from the path under test.
struct LengthAdjustmentTests {
  static let who2006 = BuiltInStandards.standard(id: "who-2006-bmi-for-age")!

  struct Case: Sendable, CustomTestStringConvertible {
    let days: Int
    let position: GrowthMeasurementPosition?
    /// The correction in tenths of a centimetre.
    let tenths: Int
    var testDescription: String { "\(days) days, \(position?.rawValue ?? "no position")" }
  }

  static let cases: [Case] = [
    Case(days: 730, position: .standing, tenths: 7),
    Case(days: 730, position: .recumbent, tenths: 0),
    Case(days: 731, position: .recumbent, tenths: -7),
    Case(days: 731, position: .standing, tenths: 0),
    Case(days: 0, position: .standing, tenths: 7),
    Case(days: 1826, position: .recumbent, tenths: -7),
    Case(days: 730, position: nil, tenths: 0),
  ]

  @Test(arguments: cases, [Sex.female, .male])
  func theHeightIsCorrectedOnlyOnTheWrongSideOfDay731(_ item: Case, sex: Sex) throws {
    let height = try Height(parsing: "85.3")
    let weight = try Weight(parsing: "11.9")
    let age = try #require(Age(Rational(item.days), .days))
    let person = Person(
      height: height, weight: weight, sex: sex, age: age, heightPosition: item.position)
    let result = try Self.who2006.classify(person)
    let scores = try #require(result.bmiForAge)
    let correction = Rational(item.tenths, 10)
    if let position = item.position {
      #expect(
        scores.lengthAdjustment
          == GrowthLengthAdjustment(position: position, centimetres: correction))
    } else {
      #expect(scores.lengthAdjustment == nil)
    }
    let used = GrowthRational(height.centimetres + correction)
    let expected = GrowthMeasurement.bodyMassIndex(
      weightKilograms: GrowthRational(weight.kilograms), heightCentimetres: used)
    #expect(GrowthRational(try #require(result.bmi).value) == expected)
  }

  /// Other rules make no correction, and a BMI given directly is used as it is.
  @Test(arguments: ["who-2007-bmi-for-age", "cdc-2000-bmi-for-age"])
  func onlyWHO2006Corrects(id: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    let age = try #require(Age(Rational(100), .months))
    let person = Person(
      height: try Height(parsing: "130"), weight: try Weight(parsing: "25"), sex: .female,
      age: age, heightPosition: .recumbent)
    let result = try standard.classify(person)
    #expect(result.bmiForAge?.lengthAdjustment == nil)
    #expect(result.bmi == BodyMassIndex(Rational(25 * 10_000, 130 * 130)))
  }

  @Test func aBMIGivenDirectlyIsNotCorrected() throws {
    let bmi = try #require(BodyMassIndex(Rational(16)))
    let age = try #require(Age(Rational(731), .days))
    let person = Person(bodyMassIndex: bmi, sex: .male, age: age, heightPosition: .recumbent)
    let result = try Self.who2006.classify(person)
    #expect(result.bmiForAge?.lengthAdjustment == nil)
    #expect(result.bmi == bmi)
  }
}
