import BMIKit
import Testing

/// CDC's classes of obesity are decided exactly: a BMI a millionth either side of 120 % and
/// 140 % of the 95th percentile, or of BMI 35 and 40, lands in the class its side gives, for
/// both sexes at ages across the reference. The expected class comes from an oracle of its
/// own: P95 enclosed at 96 bits, and each criterion compared with rationals.
struct ObesityClassTests {
  static let standard = BuiltInStandards.standard(id: "cdc-2000-bmi-for-age")!
  static let ages: [Rational] = [
    Rational(24), Rational(1145, 10), Rational(601, 3), Rational(216), Rational(2399, 10),
  ]
  static let grid = 10_000_000

  struct Case: CustomTestStringConvertible, Sendable {
    let sex: Sex
    let months: Rational
    var testDescription: String { "\(sex) \(months) months" }
  }

  static let cases = Sex.allCases.flatMap { sex in ages.map { Case(sex: sex, months: $0) } }

  /// P95 at the child's sex and age, enclosed.
  static func ninetyFifth(_ sex: Sex, _ age: Age) throws -> GrowthBounds {
    let reference = try #require(standard.bmiForAgeReference)
    let scores = try reference.scores(bmi: GrowthRational(20), sex: sex, age: age)
    return try #require(scores.ninetyFifth.bounds(bits: 96))
  }

  /// The class an oracle gives: the highest whose BMI is reached, or whose percentage of
  /// P95 the BMI's whole enclosure reaches; `nil` when the enclosure straddles one.
  static func expectedClass(_ bmi: GrowthRational, p95: GrowthBounds) -> Int? {
    let classes = GrowthObesityClasses.cdc
    var found = 1
    for (index, threshold) in classes.thresholds.enumerated() {
      let percent = threshold.percentOfNinetyFifth / GrowthRational(100)
      let reachesByPercent = bmi >= percent * p95.upper
      let missesByPercent = bmi < percent * p95.lower
      guard reachesByPercent || missesByPercent else { return nil }
      if reachesByPercent || bmi >= threshold.bmi { found = index + 2 }
    }
    return found
  }

  /// BMIs a millionth (ten steps of 10⁻⁷) outside a target's enclosure, on both sides.
  static func neighbours(of low: GrowthRational, _ high: GrowthRational) throws -> [Rational] {
    let below = try #require((low * GrowthRational(grid)).floor.intValue) - 10
    let above = try #require((high * GrowthRational(grid)).ceiling.intValue) + 10
    return [Rational(below, grid), Rational(above, grid)]
  }

  @Test(arguments: cases)
  func aMillionthEitherSideOfEveryThreshold(_ item: Case) throws {
    let age = try #require(Age(item.months, .months))
    let p95 = try Self.ninetyFifth(item.sex, age)
    var targets: [(GrowthRational, GrowthRational)] = []
    for threshold in GrowthObesityClasses.cdc.thresholds {
      let percent = threshold.percentOfNinetyFifth / GrowthRational(100)
      targets.append((percent * p95.lower, percent * p95.upper))
      targets.append((threshold.bmi, threshold.bmi))
    }
    var seen = Set<Int>()
    for (low, high) in targets {
      for value in try Self.neighbours(of: low, high) {
        let bmi = try #require(BodyMassIndex(value))
        let result = try Self.standard.classifyForAge(
          bmi, inputs: InputValues(sex: item.sex, age: age))
        let expected = try #require(Self.expectedClass(GrowthRational(value), p95: p95))
        let scores = try #require(result.bmiForAge)
        #expect(result.category.id == "obesity")
        #expect(scores.obesityClass == expected, "BMI \(value)")
        #expect(scores.isSevereObesity == (expected >= 2))
        seen.insert(expected)
      }
    }
    // Every class is met at every age: 1 below 120 %, 3 above 140 %.
    #expect(seen == [1, 2, 3])
  }

  /// At a BMI exactly 35 or 40 the BMI criterion holds (at least), a millionth below it
  /// does not: a late-teen boy, whose 120 % of P95 is above 35, shows it.
  @Test(arguments: [(35, 2), (40, 3)])
  func theBMICriterionIsAtLeast(bmi whole: Int, reached: Int) throws {
    let age = try #require(Age(Rational(2399, 10), .months))
    let p95 = try Self.ninetyFifth(.male, age)
    let threshold = GrowthRational(whole)
    let percent = GrowthObesityClasses.cdc.thresholds[reached - 2].percentOfNinetyFifth
    try #require(threshold < percent / GrowthRational(100) * p95.lower)
    let belowIt = Rational(whole * Self.grid - 10, Self.grid)
    for (value, expected) in [(Rational(whole), reached), (belowIt, reached - 1)] {
      let result = try Self.standard.classifyForAge(
        try #require(BodyMassIndex(value)), inputs: InputValues(sex: .male, age: age))
      #expect(result.bmiForAge?.obesityClass == expected, "BMI \(value)")
    }
  }

  /// A child below the 95th percentile has no class; nor has any child under WHO's
  /// standards, which declare none.
  @Test(arguments: [
    ("cdc-2000-bmi-for-age", Rational(16), Rational(120)),
    ("who-2007-bmi-for-age", Rational(40), Rational(120)),
    ("who-2006-bmi-for-age", Rational(30), Rational(40)),
  ])
  func noClassOutsideTheDividedCategory(id: String, bmi: Rational, months: Rational) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    let age = try #require(Age(months, .months))
    let result = try standard.classifyForAge(
      try #require(BodyMassIndex(bmi)), inputs: InputValues(sex: .female, age: age))
    #expect(result.bmiForAge?.obesityClass == nil)
    #expect(result.bmiForAge?.isSevereObesity == false)
  }
}
