import BMIKit
import Foundation
import Testing

/// The answers `bmi batch` writes for a child without building a classification
/// (`BMIForAgeFastScorer`: category, section, score as written, z, percentile and % of P95
/// to 4 decimals, WHO's flag) are the certified route's, and none is given for a child a
/// hair from a value that decides one of them: a cut-off, a rounding point of z at 2 and 4
/// decimals, of the percentile at 4 decimals, or the flag limit. Children 10⁻⁵ away, and
/// ordinary children, are answered.
struct BMIForAgeFastScorerTests {
  typealias Route = BMIForAgeFastRouteTests

  /// The scorer's answer for one child, when it gives one, compared with the certified
  /// classification in every text batch writes; whether it answered.
  static func expectSameAnswer(
    _ standard: Standard, _ scorer: BMIForAgeFastScorer, bmi: BodyMassIndex, sex: Sex,
    age: Age, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Bool {
    guard let answer = scorer.answer(bmi, sex: sex, age: age, decimals: 4) else {
      return false
    }
    let certified = try standard.classifyForAge(
      bmi, inputs: InputValues(sex: sex, age: age), lengthAdjustment: nil, fastRoute: false)
    let result = try #require(certified.bmiForAge)
    let context = "\(standard.identity.id) \(sex) \(age) BMI \(bmi.value.fractionDescription)"
    #expect(
      answer.categoryPosition == certified.standardCategoryIndex, "\(context)",
      sourceLocation: sourceLocation)
    #expect(answer.section == certified.sectionIndex, "\(context)", sourceLocation: sourceLocation)
    #expect(
      answer.display == certified.displayValue, "\(context)", sourceLocation: sourceLocation)
    #expect(
      try answer.z == result.zText(decimals: 4), "\(context)", sourceLocation: sourceLocation)
    #expect(
      try answer.percentile == result.percentileText(decimals: 4), "\(context)",
      sourceLocation: sourceLocation)
    if result.reference.rules.hasPercentOfNinetyFifth {
      #expect(
        try answer.percentOfNinetyFifth == result.percentOfNinetyFifthText(decimals: 4),
        "\(context)", sourceLocation: sourceLocation)
    } else {
      #expect(answer.percentOfNinetyFifth.isEmpty, sourceLocation: sourceLocation)
    }
    #expect(
      try answer.isFlagged == result.isFlagged(), "\(context)", sourceLocation: sourceLocation)
    try expectSameUnits(scorer, answer, bmi: bmi, sex: sex, age: age, context, sourceLocation)
    return true
  }

  /// The scorer's answer as whole units (the C library's columns keep those) is given
  /// wherever its texts are, and writes them: the same category, section, flag and texts.
  static func expectSameUnits(
    _ scorer: BMIForAgeFastScorer, _ answer: BMIForAgeFastAnswer, bmi: BodyMassIndex,
    sex: Sex, age: Age, _ context: String, _ sourceLocation: SourceLocation
  ) throws {
    // The `Double` BMI and bound the answer for an exact BMI takes.
    let y = try #require(BMIForAgeFastScorer.double(bmi))
    let units = try #require(
      scorer.units(bmi: y, bmiError: 4 * GrowthFastTable.u * y, sex: sex, age: age, decimals: 4),
      "\(context)", sourceLocation: sourceLocation)
    func text(_ units: Int, _ decimals: Int = 4) -> String {
      GrowthFastScores.text(units: units, decimals: decimals)
    }
    #expect(
      units.categoryPosition == answer.categoryPosition && units.section == answer.section
        && units.isFlagged == answer.isFlagged
        && text(units.display, units.displayDecimals) == answer.display
        && text(units.z) == answer.z && text(units.percentile) == answer.percentile
        && (units.percentOfNinetyFifth.map { text($0) } ?? "") == answer.percentOfNinetyFifth,
      "\(context)", sourceLocation: sourceLocation)
  }

  /// The values (z or percentiles) that decide an answer's category, score as written or
  /// texts for a child of `sex`: the cut-offs (a rounded z's half-unit either side), a
  /// random rounding point of z at 2 and at 4 decimals and of the percentile at 4, and the
  /// flag limits.
  static func decidingValues(
    _ standard: Standard, sex: Sex, _ random: inout Route.Random
  ) -> [(GrowthRational, isPercentile: Bool)] {
    var values: [(GrowthRational, isPercentile: Bool)] = []
    let isPercentile = standard.measure == .bmiForAgePercentile
    if let section = try? standard.sectionIndex(for: InputValues(sex: sex)),
      let reference = standard.bmiForAgeReference
    {
      for bound in standard.sections[section].table.categories.compactMap(\.interval.upper.value) {
        let value = GrowthRational(Rational(bound))
        if let rounding = reference.zRounding, !isPercentile {
          let half = GrowthRational(1, 2) / GrowthRational(10).power(rounding.decimals)
          values += [(value + half, false), (value - half, false)]
        } else {
          values.append((value, isPercentile))
        }
      }
    }
    // z = k/100 + 1/200 in (−3.5, 3.5), z = k/10⁴ + 1/(2·10⁴) in (−3, 3), the percentile
    // k/10⁴ + 1/(2·10⁴) in (0, 100), and WHO's flag limits ±5.005.
    values.append((GrowthRational(2 * (random.below(700) - 350) + 1, 200), false))
    values.append((GrowthRational(2 * (random.below(60_000) - 30_000) + 1, 20_000), false))
    values.append((GrowthRational(2 * random.below(1_000_000) + 1, 20_000), true))
    values += [(GrowthRational(1001, 200), false), (GrowthRational(-1001, 200), false)]
    return values
  }

  @Test(arguments: Route.ids)
  func nearEveryDecidingValue(id: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    let reference = try #require(standard.bmiForAgeReference)
    let scorer = try #require(BMIForAgeFastScorer(standard))
    var random = Route.Random(state: 37)
    var answeredNear = 0
    var far = 0
    var answeredFar = 0
    for _ in 0..<LongTests.size(everyday: 3, long: 12) {
      let sex: Sex = random.below(2) == 0 ? .male : .female
      let age = Route.randomAge(reference, &random)
      let (parameters, method) = try Route.lms(reference, sex: sex, age: age)
      for (value, isPercentile) in Self.decidingValues(standard, sex: sex, &random) {
        let quantity =
          isPercentile
          ? GrowthScores.bmi(atPercentile: value, parameters: parameters, method: method)
          : GrowthScores.bmi(atZ: value, parameters: parameters, method: method)
        guard let quantity else { continue }
        for offset in Route.offsets {
          guard let bmi = try Route.bmi(near: quantity, offset: offset) else { continue }
          let answered = try Self.expectSameAnswer(standard, scorer, bmi: bmi, sex: sex, age: age)
          if offset.magnitude <= 1 && answered { answeredNear += 1 }
          if offset.magnitude >= 10_000_000_000 {
            far += 1
            if answered { answeredFar += 1 }
          }
        }
      }
    }
    // Within 10⁻¹⁵ of a deciding value no bound settles it; 10⁻⁵ away nearly every one does.
    #expect(answeredNear == 0)
    #expect(far > 0 && answeredFar * 10 >= far * 9, "\(answeredFar) of \(far) answered")
  }

  /// Random children, BMI from a height and weight with 1 and 2 decimals, spread over about
  /// ±4 SD around the median (as `BMIForAgeFastRouteTests` draws them): the answers are
  /// the certified ones, and at least 99 % are given.
  @Test(arguments: Route.ids)
  func randomChildren(id: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    let reference = try #require(standard.bmiForAgeReference)
    let scorer = try #require(BMIForAgeFastScorer(standard))
    var random = Route.Random(state: 3307)
    let count = LongTests.size(everyday: 200, long: 2000)
    var answered = 0
    var children = 0
    for _ in 0..<count {
      let (sex, age, drawn) = try Route.randomChild(reference, &random)
      guard let bmi = drawn else { continue }
      children += 1
      if try Self.expectSameAnswer(standard, scorer, bmi: bmi, sex: sex, age: age) {
        answered += 1
      }
    }
    #expect(children * 10 > count * 9)
    #expect(answered * 100 >= children * 99, "\(answered) of \(children) answered")
  }

  /// WHO 2006 keys an age in months by whole days, half up: 8 months is 243.5 days, keyed
  /// 244. Ages at an exact half day are keyed in integers, so the fast route settles them
  /// (a `Double` key that close to a half day would be left to the certified route) and
  /// answers as the certified route does.
  @Test(arguments: [8, 24, 40, 56])
  func agesAtAnExactHalfDay(months: Int) throws {
    let standard = try #require(BuiltInStandards.standard(id: "who-2006-bmi-for-age"))
    let scorer = try #require(BMIForAgeFastScorer(standard))
    let age = try #require(Age(Rational(months), .months))
    for sex in [Sex.female, .male] {
      for tenths in [130, 155, 172, 190] {
        let bmi = try #require(BodyMassIndex(Rational(tenths, 10)))
        #expect(try Route.expectSameAnswers(standard, bmi: bmi, sex: sex, age: age))
        #expect(try Self.expectSameAnswer(standard, scorer, bmi: bmi, sex: sex, age: age))
      }
    }
  }

  /// A standard that is not scored by z or percentile has no scorer.
  @Test func onlyForBMIForAgeStandards() throws {
    let adults = try #require(BuiltInStandards.standard(id: "who-2000"))
    #expect(BMIForAgeFastScorer(adults) == nil)
  }
}
