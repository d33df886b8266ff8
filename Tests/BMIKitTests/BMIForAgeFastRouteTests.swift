import BMIKit
import Foundation
import Testing

/// The fast route of BMI-for-age scoring (`Double` with proven error bounds) gives the
/// certified route's answers and texts: for children a hair from every cut-off, every
/// rounding point of z and of the percentile, and every class-of-obesity threshold, and for
/// many random children under WHO 2006, WHO 2007, CDC 2000 and the built-ins whose rules
/// their files declare (KDCA 2017, UK90, IOTF 2012: no tails, months or years). Its bounds
/// hold against the certified values, and it settles nearly every ordinary child.
struct BMIForAgeFastRouteTests {
  static let ids = [
    "who-2006-bmi-for-age", "who-2007-bmi-for-age", "cdc-2000-bmi-for-age",
    "kdca-2017-bmi-for-age", "uk90-bmi-for-age", "iotf-2012",
  ]

  /// Offsets from a boundary BMI, in units of 10⁻¹⁵ kg/m²: from on it to 10⁻⁵ either side.
  static let offsets: [Int] = [
    0, 1, -1, 10_000, -10_000, 100_000_000, -100_000_000, 10_000_000_000, -10_000_000_000,
  ]

  /// A small deterministic generator (SplitMix64).
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func normal() -> Double {
      // Box–Muller.
      let a = Swift.max(unit(), 1e-300)
      let b = unit()
      return (-2 * Foundation.log(a)).squareRoot() * Foundation.cos(2 * .pi * b)
    }
  }

  /// A random child of the reference's ages and a BMI from a height and a weight near the
  /// age's median (z drawn from a normal of spread 1.4); the BMI is `nil` when those give none.
  static func randomChild(_ reference: BMIForAgeReference, _ random: inout Random) throws
    -> (sex: Sex, age: Age, bmi: BodyMassIndex?)
  {
    let sex: Sex = random.below(2) == 0 ? .male : .female
    let age = randomAge(reference, &random)
    let (parameters, _) = try lms(reference, sex: sex, age: age)
    func double(_ value: GrowthRational) throws -> Double {
      try #require(
        Double(try GrowthQuantity(exactly: value).rounded(toDecimals: 6).decimalText(decimals: 6))
      )
    }
    let median = try double(parameters.m)
    let spread = try double(parameters.s)
    let target = median * Foundation.exp(1.4 * spread * random.normal())
    let heightTenths = 500 + random.below(1400)
    let metres = Double(heightTenths) / 1000
    let weightHundredths = Swift.max(100, Int(target * metres * metres * 100))
    let bmi = BodyMassIndex(
      heightCentimetres: ExactDecimal(millionths: Int64(heightTenths) * 100_000),
      weightKilograms: ExactDecimal(millionths: Int64(weightHundredths) * 10_000))
    return (sex, age, bmi)
  }

  /// A random age inside the reference, in a random unit.
  static func randomAge(_ reference: BMIForAgeReference, _ random: inout Random) -> Age {
    switch reference.rules {
    case .who2006:
      switch random.below(3) {
      case 0: return Age(Rational(random.below(1827)), .days)!
      case 1: return Age(Rational(random.below(59_900), 1000), .months)!
      default: return Age(Rational(random.below(499), 100), .years)!
      }
    case .who2007:
      return random.below(2) == 0
        ? Age(Rational(60 + random.below(169)), .months)!
        : Age(Rational(60_000 + random.below(168_001), 1000), .months)!
    case .cdc2000:
      return random.below(2) == 0
        ? Age(Rational(731 + random.below(6573)), .days)!
        : Age(Rational(24_000 + random.below(215_999), 1000), .months)!
    default:
      return randomDeclaredAge(reference.rules, &random)
    }
  }

  /// A random age inside rules a file declares, in whole or fractional months, whole days
  /// or hundredths of a year.
  static func randomDeclaredAge(_ rules: GrowthReference, _ random: inout Random) -> Age {
    func months(_ age: GrowthRational) -> Int {
      Int(rules.inMonths(age).decimalText(decimals: 0))!
    }
    let low = months(rules.minimumAge)
    let high = months(rules.maximumAge)
    let last = rules.includesMaximumAge ? 1 : 0
    switch random.below(4) {
    case 0:
      return Age(Rational(low + random.below(high - low + last)), .months)!
    case 1:
      return Age(Rational(low * 1000 + random.below((high - low) * 1000 + last), 1000), .months)!
    case 2:
      // Days strictly inside: 30.4375 = 487/16 days a month.
      let first = low * 487 / 16 + 1
      return Age(Rational(first + random.below(high * 487 / 16 - first)), .days)!
    default:
      let first = (low * 100 + 11) / 12
      return Age(Rational(first + random.below(high * 100 / 12 - first), 100), .years)!
    }
  }

  /// Both routes' answers for one child, compared in everything a report prints.
  static func expectSameAnswers(
    _ standard: Standard, bmi: BodyMassIndex, sex: Sex, age: Age,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Bool {
    let inputs = InputValues(sex: sex, age: age)
    let fast = try standard.classifyForAge(
      bmi, inputs: inputs, lengthAdjustment: nil, fastRoute: true)
    let certified = try standard.classifyForAge(
      bmi, inputs: inputs, lengthAdjustment: nil, fastRoute: false)
    let a = try #require(fast.bmiForAge)
    let b = try #require(certified.bmiForAge)
    let context = "\(standard.identity.id) \(sex) \(age) BMI \(bmi.value.fractionDescription)"
    #expect(fast.category.id == certified.category.id, "\(context)", sourceLocation: sourceLocation)
    #expect(
      fast.displayValue == certified.displayValue, "\(context)", sourceLocation: sourceLocation)
    #expect(try a.zText() == b.zText(), "\(context)", sourceLocation: sourceLocation)
    #expect(
      try a.percentileText() == b.percentileText(), "\(context)", sourceLocation: sourceLocation)
    #expect(a.comparedZ == b.comparedZ, "\(context)", sourceLocation: sourceLocation)
    #expect(a.obesityClass == b.obesityClass, "\(context)", sourceLocation: sourceLocation)
    #expect(try a.isFlagged() == b.isFlagged(), "\(context)", sourceLocation: sourceLocation)
    if standard.bmiForAgeReference?.rules.hasPercentOfNinetyFifth == true {
      #expect(
        try a.percentOfNinetyFifthText() == b.percentOfNinetyFifthText(), "\(context)",
        sourceLocation: sourceLocation)
    }
    #expect(!b.settledByFastRoute, sourceLocation: sourceLocation)
    return a.settledByFastRoute
  }

  /// The BMI of a certified quantity rounded to 15 decimals, moved by `offset`·10⁻¹⁵.
  static func bmi(near quantity: GrowthQuantity, offset: Int) throws -> BodyMassIndex? {
    let centre = try quantity.rounded(toDecimals: 15)
    let units = GrowthRational(10).power(15) * centre
    guard let whole = Int(units.decimalText(decimals: 0)) else { return nil }
    return BodyMassIndex(Rational(whole + offset, 1_000_000_000_000_000))
  }

  /// The parameters and method at a child's sex and age.
  static func lms(_ reference: BMIForAgeReference, sex: Sex, age: Age) throws -> (
    LMSParameters, GrowthMethod
  ) {
    let growthAge = GrowthAge(age)
    return (
      try reference.table.parameters(sex: sex, age: growthAge),
      reference.rules.method(
        sex: sex, ageInMonths: growthAge.inMonths, ninetyFifth: reference.ninetyFifth)
    )
  }

  /// Children whose BMI is on, or up to 10⁻⁵ either side of, the BMI at each of `values` (a
  /// z or a percentile): both routes agree; the nearest go to the certified route, the
  /// farthest are settled fast.
  static func checkAround(
    _ id: String,
    values: (inout Random, Sex) -> [(GrowthRational, isPercentile: Bool, decides: Bool)],
    seed: UInt64
  ) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    let reference = try #require(standard.bmiForAgeReference)
    var random = Random(state: seed)
    var settledFar = 0
    var far = 0
    var settledNear = 0
    for _ in 0..<LongTests.size(everyday: 2, long: 4) {
      let sex: Sex = random.below(2) == 0 ? .male : .female
      let age = Self.randomAge(reference, &random)
      let (parameters, method) = try Self.lms(reference, sex: sex, age: age)
      for (value, isPercentile, decides) in values(&random, sex) {
        let quantity =
          isPercentile
          ? GrowthScores.bmi(atPercentile: value, parameters: parameters, method: method)
          : GrowthScores.bmi(atZ: value, parameters: parameters, method: method)
        guard let quantity else { continue }
        for offset in offsets {
          guard let bmi = try bmi(near: quantity, offset: offset) else { continue }
          let settled = try expectSameAnswers(standard, bmi: bmi, sex: sex, age: age)
          // A text the classification does not need is settled when asked for, so only a
          // value the classification decides must send the child to the certified route.
          if offset.magnitude <= 1 && settled && decides { settledNear += 1 }
          if offset.magnitude >= 10_000_000_000 {
            far += 1
            if settled { settledFar += 1 }
          }
        }
      }
    }
    // A bound of about 10⁻¹³ or less leaves a BMI within 10⁻¹⁵ of a boundary undecided,
    // and settles one 10⁻⁵ away.
    #expect(settledNear == 0)
    #expect(far > 0 && settledFar * 10 >= far * 9, "\(settledFar) of \(far) settled fast")
  }

  @Test(arguments: ids)
  func nearEveryCutOff(id: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    let reference = try #require(standard.bmiForAgeReference)
    let isPercentile = standard.measure == .bmiForAgePercentile
    // The cut-offs of the child's own section (IOTF's z cut-offs differ by sex).
    func cutoffs(_ sex: Sex) -> [(GrowthRational, isPercentile: Bool, decides: Bool)] {
      guard let section = try? standard.sectionIndex(for: InputValues(sex: sex)) else {
        return []
      }
      var values: [(GrowthRational, isPercentile: Bool, decides: Bool)] = []
      for bound in standard.sections[section].table.categories.compactMap(\.interval.upper.value) {
        let value = GrowthRational(Rational(bound))
        if let rounding = reference.zRounding, !isPercentile {
          // A rounded z changes category half a unit of its last digit from the cut-off.
          let half = GrowthRational(1, 2) / GrowthRational(10).power(rounding.decimals)
          values.append((value + half, false, true))
          values.append((value - half, false, true))
        } else {
          values.append((value, isPercentile, true))
        }
      }
      return values
    }
    try Self.checkAround(id, values: { _, sex in cutoffs(sex) }, seed: 33)
  }

  @Test(arguments: ids)
  func nearRoundingPointsOfZAndThePercentile(id: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    // The classification writes the score it classifies by: z or the percentile.
    let byPercentile = standard.measure == .bmiForAgePercentile
    try Self.checkAround(
      id,
      values: { random, _ in
        // z = k/100 + 1/200 for k in −350…349, the percentile p = k/100 + 1/200 in (0, 100).
        let z = GrowthRational(2 * (random.below(700) - 350) + 1, 200)
        let p = GrowthRational(2 * random.below(10_000) + 1, 200)
        return [(z, false, !byPercentile), (p, true, byPercentile)]
      }, seed: 7)
  }

  /// WHO's flag turns on z rounded to 2 decimals beyond ±5: children a hair from z = ±5.005
  /// are flagged as the certified route flags them.
  @Test(arguments: ids)
  func nearTheFlagLimit(id: String) throws {
    let limits = [GrowthRational(1001, 200), GrowthRational(-1001, 200)]
    try Self.checkAround(id, values: { _, _ in limits.map { ($0, false, false) } }, seed: 5)
  }

  @Test func nearTheClassesOfObesity() throws {
    let id = "cdc-2000-bmi-for-age"
    let standard = try #require(BuiltInStandards.standard(id: id))
    let reference = try #require(standard.bmiForAgeReference)
    var random = Random(state: 120)
    var checked = 0
    let children = LongTests.size(everyday: 2, long: 12)
    for _ in 0..<children {
      let sex: Sex = random.below(2) == 0 ? .male : .female
      let age = Self.randomAge(reference, &random)
      let (parameters, method) = try Self.lms(reference, sex: sex, age: age)
      let p95 = try GrowthScores.bmi(
        atPercentile: GrowthRational(95), parameters: parameters, method: method
      ).rounded(toDecimals: 20)
      var centres = [GrowthRational(35), GrowthRational(40)]
      centres += [GrowthRational(6, 5) * p95, GrowthRational(7, 5) * p95]
      for centre in centres {
        for offset in Self.offsets {
          guard let bmi = try Self.bmi(near: GrowthQuantity(exactly: centre), offset: offset)
          else { continue }
          _ = try Self.expectSameAnswers(standard, bmi: bmi, sex: sex, age: age)
          checked += 1
        }
      }
    }
    #expect(checked > children * 8)
  }

  /// Random children, BMI from a height and weight with 1 or 2 decimals, spread over about
  /// ±4 SD around the median: both routes agree, the fast route's bounds contain the
  /// certified values, and it settles at least 99 % of them.
  @Test(arguments: ids)
  func randomChildrenAgree(id: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    let reference = try #require(standard.bmiForAgeReference)
    var random = Random(state: 2026)
    let count = LongTests.size(everyday: 150, long: 1500)
    var settled = 0
    for _ in 0..<count {
      let (sex, age, drawn) = try Self.randomChild(reference, &random)
      guard let bmi = drawn else { continue }
      if try Self.expectSameAnswers(standard, bmi: bmi, sex: sex, age: age) { settled += 1 }
      try Self.expectBoundsHold(standard, bmi: bmi, sex: sex, age: age)
    }
    #expect(settled * 100 >= count * 99, "\(settled) of \(count) settled fast")
  }

  /// Ages whose number has terms wider than 2⁵³ (17 significant digits, as an unrounded
  /// float prints: random ages moved by a few 10⁻¹⁵, and months a hair from half a day,
  /// where WHO 2006 rounds to whole days): both routes agree, the fast route's bounds hold,
  /// and it settles most of them.
  @Test(arguments: ids)
  func agesOfWideTermsAgree(id: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    let reference = try #require(standard.bmiForAgeReference)
    var random = Random(state: 53)
    let count = LongTests.size(everyday: 150, long: 1500)
    var tried = 0
    var settled = 0
    for index in 0..<count {
      let (sex, drawn, bmiDrawn) = try Self.randomChild(reference, &random)
      guard let bmi = bmiDrawn else { continue }
      let nudge = (1 + random.below(999)) * (random.below(2) == 0 ? 1 : -1)
      let value: Rational
      if index % 4 == 0 {
        // Half a day, (2k + 1)/2 days, in months (30.4375 = 487/16 days a month), moved.
        let halfDays = 2 * (60 + random.below(1_700)) + 1
        let moves = [1, 1_000, 1_000_000]
        let moved = halfDays * 8 * 1_000_000_000_000 + nudge * moves[random.below(3)]
        value = Rational(moved, 487 * 1_000_000_000_000)
      } else {
        value = drawn.value + Rational(nudge, 1_000_000_000_000_000)
      }
      guard let age = Age(value, index % 4 == 0 ? .months : drawn.unit),
        (try? standard.classifyForAge(
          bmi, inputs: InputValues(sex: sex, age: age), lengthAdjustment: nil,
          fastRoute: false)) != nil
      else { continue }
      tried += 1
      if try Self.expectSameAnswers(standard, bmi: bmi, sex: sex, age: age) { settled += 1 }
      // The bounds' size is claimed for ordinary children: the BMI was drawn for this age
      // unless the age is a half day's.
      if index % 4 != 0 { try Self.expectBoundsHold(standard, bmi: bmi, sex: sex, age: age) }
    }
    #expect(tried * 2 >= count, "\(tried) of \(count) tried")
    #expect(settled * 10 >= tried * 8, "\(settled) of \(tried) settled fast")
  }

  /// The fast route's z, percentile and % of P95 lie within their bounds of the certified
  /// values (to 15 decimals), and the bounds are below 10⁻⁹.
  static func expectBoundsHold(_ standard: Standard, bmi: BodyMassIndex, sex: Sex, age: Age)
    throws
  {
    let result = try #require(
      standard.classifyForAge(bmi, inputs: InputValues(sex: sex, age: age)).bmiForAge)
    guard let fast = result.fastRouteBounds else { return }
    func exactValue(_ quantity: GrowthQuantity) throws -> Double {
      try #require(Double(try quantity.rounded(toDecimals: 15).decimalText(decimals: 15)))
    }
    let scores = result.scores
    let z = try exactValue(scores.z)
    #expect((fast.z - z).magnitude <= fast.zError + 2e-15, "z \(fast.z) vs \(z)")
    #expect(fast.zError < 1e-9)
    let percentile = try exactValue(scores.percentile)
    #expect(
      (fast.percentile - percentile).magnitude <= fast.percentileError + 1e-13,
      "percentile \(fast.percentile) vs \(percentile)")
    #expect(fast.percentileError < 1e-7)
    if fast.percentOfNinetyFifthError.isFinite {
      let percent = try exactValue(scores.percentOfNinetyFifth)
      #expect(
        (fast.percentOfNinetyFifth - percent).magnitude
          <= fast.percentOfNinetyFifthError + 1e-13)
    }
  }
}
