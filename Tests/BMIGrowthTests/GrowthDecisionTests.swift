import BMIGrowth
import Testing

/// Exact decisions: BMIs a millionth either side of cut-offs land on their side, BMIs exactly at
/// a rational cut-off are reported equal, and nothing is ever guessed.
struct GrowthDecisionTests {
  private let millionth = GrowthRational(1, 1_000_000)

  /// A sex, age and the LMS parameters and method there, drawn from a built-in table.
  private func sample(_ reference: GrowthReference, _ random: inout GrowthRandom) throws -> (
    LMSParameters, GrowthMethod
  ) {
    let table = try GrowthFiles.table(reference)
    let sex: Sex = random.below(2) == 0 ? .male : .female
    let age: GrowthAge =
      switch reference {
      case .who2006: .days(random.below(1827))
      case .who2007: .months(GrowthRational(6_000 + random.below(16_801), 100))
      default: .months(GrowthRational(2_400 + random.below(21_600), 100))
      }
    return (
      try table.parameters(sex: sex, age: age),
      reference.method(sex: sex, ageInMonths: age.inMonths)
    )
  }

  /// Checks that BMIs `offset` below and above a cut-off BMI fall on the expected sides.
  private func expectSides(
    around cutoffBMI: GrowthQuantity, offset: GrowthRational, decimals: Int = 12,
    parameters: LMSParameters, method: GrowthMethod, cutoff: GrowthCutoff,
    below: GrowthSide = .below, above: GrowthSide = .above,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let centre = try cutoffBMI.rounded(toDecimals: decimals)
    for (bmi, expected) in [(centre - offset, below), (centre + offset, above)] {
      let scores = GrowthScores(bmi: bmi, parameters: parameters, method: method)
      #expect(
        try scores.side(of: cutoff) == expected, "BMI \(bmi) vs \(cutoff)",
        sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: [GrowthReference.who2006, .who2007, .cdc2000])
  func zCutoffsAMillionthEitherSide(reference: GrowthReference) throws {
    var random = GrowthRandom(state: 2006)
    for _ in 0..<8 {
      let (parameters, method) = try sample(reference, &random)
      for text in ["-3.5", "-3", "-2", "-1", "0", "1", "1.5", "2", "3", "4"] {
        let z = exact(text)
        guard let bmi = GrowthScores.bmi(atZ: z, parameters: parameters, method: method) else {
          continue
        }
        try expectSides(
          around: bmi, offset: millionth, parameters: parameters, method: method, cutoff: .z(z))
      }
    }
  }

  @Test(arguments: [GrowthReference.who2007, .cdc2000])
  func percentileCutoffsAMillionthEitherSide(reference: GrowthReference) throws {
    var random = GrowthRandom(state: 2000)
    for _ in 0..<6 {
      let (parameters, method) = try sample(reference, &random)
      for text in ["3", "5", "85", "95", "97", "99", "99.9"] {
        let percentile = exact(text)
        let bmi = GrowthScores.bmi(atPercentile: percentile, parameters: parameters, method: method)
        try expectSides(
          around: bmi, offset: millionth, parameters: parameters, method: method,
          cutoff: .percentile(percentile))
      }
    }
  }

  @Test func percentOfTheNinetyFifthAMillionthEitherSide() throws {
    var random = GrowthRandom(state: 2022)
    for _ in 0..<6 {
      let (parameters, method) = try sample(.cdc2000, &random)
      let p95 = GrowthScores(bmi: parameters.m, parameters: parameters, method: method).ninetyFifth
      for percent in [120, 140] {
        let bmi = try GrowthQuantity(
          exactly: p95.rounded(toDecimals: 14) * GrowthRational(percent, 100))
        try expectSides(
          around: bmi, offset: millionth, parameters: parameters, method: method,
          cutoff: .percentOfNinetyFifth(GrowthRational(percent)))
      }
    }
  }

  @Test func whoRoundsZToTwoDecimalsBeforeComparing() throws {
    // Just under z = 2.005 rounds to 2.00, not above +2; just over rounds to 2.01.
    var random = GrowthRandom(state: 2007)
    for _ in 0..<6 {
      let (parameters, method) = try sample(.who2007, &random)
      let rule = GrowthCutoff.roundedZ(GrowthRational(2), decimals: 2, ties: .halfAwayFromZero)
      let upper = try #require(
        GrowthScores.bmi(atZ: exact("2.005"), parameters: parameters, method: method))
      try expectSides(
        around: upper, offset: millionth, parameters: parameters, method: method, cutoff: rule,
        below: .equal, above: .above)
      let lowerRule = GrowthCutoff.roundedZ(
        GrowthRational(-2), decimals: 2, ties: .halfAwayFromZero)
      let lower = try #require(
        GrowthScores.bmi(atZ: exact("-2.005"), parameters: parameters, method: method))
      try expectSides(
        around: lower, offset: millionth, parameters: parameters, method: method,
        cutoff: lowerRule, below: .below, above: .equal)
    }
  }

  @Test func farCloserThanAMillionthIsStillDecided() throws {
    var random = GrowthRandom(state: 30)
    let (parameters, method) = try sample(.who2006, &random)
    let bmi = try #require(
      GrowthScores.bmi(atZ: GrowthRational(2), parameters: parameters, method: method))
    let tiny = GrowthRational(1) / GrowthRational(10).power(30)
    try expectSides(
      around: bmi, offset: tiny, decimals: 45, parameters: parameters, method: method,
      cutoff: .z(GrowthRational(2)))
    // The same comparison with a 32-bit budget cannot be decided, and says so.
    let centre = try bmi.rounded(toDecimals: 45)
    let scores = GrowthScores(bmi: centre + tiny, parameters: parameters, method: method)
    #expect(throws: GrowthComputationError.precisionLimitReached(bits: 32)) {
      try scores.side(of: .z(GrowthRational(2)), precisionLimit: 32)
    }
  }

  // MARK: - Equality, decided exactly

  @Test func aBMIEqualToTheMedianIsExactlyZAndTheFiftiethPercentile() throws {
    var random = GrowthRandom(state: 50)
    for reference in [GrowthReference.who2006, .who2007, .cdc2000] {
      let (parameters, method) = try sample(reference, &random)
      let scores = GrowthScores(bmi: parameters.m, parameters: parameters, method: method)
      #expect(try scores.side(of: .z(.zero)) == .equal)
      #expect(try scores.side(of: .percentile(GrowthRational(50))) == .equal)
      #expect(scores.z.exactValue == .zero)
    }
  }

  @Test func withLEqualToOneEveryCutoffIsARationalBMI() throws {
    // L = 1: y = M(1 + S·z), so the BMI at z = 2 is 16·1.2 = 19.2 exactly.
    let normal = LMSParameters(l: .one, m: GrowthRational(16), s: exact("0.1"))
    for method in [GrowthMethod.lms, .whoRestricted] {
      let atCutoff = GrowthScores(bmi: exact("19.2"), parameters: normal, method: method)
      #expect(try atCutoff.side(of: .z(GrowthRational(2))) == .equal)
      let bmi = try #require(
        GrowthScores.bmi(atZ: GrowthRational(2), parameters: normal, method: method))
      #expect(bmi.exactValue == exact("19.2"))
      try expectSides(
        around: bmi, offset: millionth, parameters: normal, method: method,
        cutoff: .z(GrowthRational(2)))
    }
    // WHO's tail: SD₃ = 20.8 and SD₂ = 19.2, so y = 22.4 is z = 3 + 1.6/1.6 = 4, exactly.
    let tail = GrowthScores(bmi: exact("22.4"), parameters: normal, method: .whoRestricted)
    #expect(tail.z.exactValue == GrowthRational(4))
    #expect(try tail.side(of: .z(GrowthRational(4))) == .equal)
    // And below: SD₋₃ = 11.2, SD₋₂ = 12.8, so y = 9.6 is z = −3 − 1.6/1.6 = −4.
    let low = GrowthScores(bmi: exact("9.6"), parameters: normal, method: .whoRestricted)
    #expect(try low.side(of: .z(GrowthRational(-4))) == .equal)
  }

  @Test func withLEqualToOneHalfPerfectSquaresAreExact() throws {
    // L = 1/2, M = 16, S = 1/8: y = 25 gives (25/16)^(1/2) = 5/4 and z = (1/4)/(1/16) = 4 plain;
    // WHO's SD₃ = 16·(19/16)² = 22.5625 and SD₂ = 20.25 are rational, so its z is too.
    let root = LMSParameters(
      l: GrowthRational(1, 2), m: GrowthRational(16), s: GrowthRational(1, 8))
    let plain = GrowthScores(bmi: GrowthRational(25), parameters: root, method: .lms)
    #expect(try plain.side(of: .z(GrowthRational(4))) == .equal)
    let restricted = GrowthScores(bmi: GrowthRational(25), parameters: root, method: .whoRestricted)
    let expected =
      GrowthRational(3) + (exact("25") - exact("22.5625")) / (exact("22.5625") - exact("20.25"))
    #expect(restricted.z.exactValue == expected)
    #expect(try restricted.side(of: .z(expected)) == .equal)
  }

  @Test func roundingTiesFollowTheDeclaredRule() throws {
    // L = 1, M = 20, S = 0.1: y = 20·(1 + 0.2005) = 24.01 has z = 2.005 exactly.
    let normal = LMSParameters(l: .one, m: GrowthRational(20), s: exact("0.1"))
    let scores = GrowthScores(bmi: exact("24.01"), parameters: normal, method: .lms)
    #expect(scores.z.exactValue == exact("2.005"))
    #expect(try scores.z.rounded(toDecimals: 2, ties: .halfAwayFromZero) == exact("2.01"))
    #expect(try scores.z.rounded(toDecimals: 2, ties: .halfEven) == exact("2.00"))
    let away = GrowthCutoff.roundedZ(GrowthRational(2), decimals: 2, ties: .halfAwayFromZero)
    let even = GrowthCutoff.roundedZ(GrowthRational(2), decimals: 2, ties: .halfEven)
    #expect(try scores.side(of: away) == .above)
    #expect(try scores.side(of: even) == .equal)
  }

  @Test func cdcPercentOfTheNinetyFifthIsExactWhenP95IsRational() throws {
    // With P95 at z = 1.644854 and L = 1, P95 = M(1 + 1.644854·S) is rational.
    let normal = LMSParameters(l: .one, m: GrowthRational(18), s: exact("0.1"))
    let method = GrowthMethod.cdcExtended(sigma: exact("3"), ninetyFifth: .z(exact("1.644854")))
    let p95 = GrowthRational(18) * (GrowthRational.one + exact("0.1644854"))
    let scores = GrowthScores(bmi: p95 * exact("1.2"), parameters: normal, method: method)
    #expect(try scores.side(of: .percentOfNinetyFifth(GrowthRational(120))) == .equal)
    #expect(scores.ninetyFifth.exactValue == p95)
    // At P95 itself the LMS branch applies: z is 1.644854 exactly.
    let atP95 = GrowthScores(bmi: p95, parameters: normal, method: method)
    #expect(atP95.z.exactValue == exact("1.644854"))
  }

  // MARK: - Conventions

  @Test func theTwoNinetyFifthRulesDifferJustBelowP95() throws {
    // Φ(1.644854) = 0.95000003…: under the rounded rule a BMI just below P95 is at the
    // 95.000003rd percentile (obesity); under Φ⁻¹(0.95) it is just below the 95th.
    let table = try GrowthFiles.table(.cdc2000)
    let age = GrowthAge.months(exact("114.5"))
    let parameters = try table.parameters(sex: .female, age: age)
    let sigma = GrowthMethod.cdcSigma(sex: .female, ageInMonths: age.inMonths)
    let rounded = GrowthMethod.cdcExtended(sigma: sigma, ninetyFifth: .z(exact("1.644854")))
    let p95 = GrowthScores(bmi: parameters.m, parameters: parameters, method: rounded).ninetyFifth
    let justBelow = try p95.rounded(toDecimals: 12) - GrowthRational(1, 1_000_000_000)
    let underRounded = GrowthScores(bmi: justBelow, parameters: parameters, method: rounded)
    #expect(try underRounded.side(of: .percentile(GrowthRational(95))) == .above)
    let exactRule = GrowthMethod.cdcExtended(sigma: sigma, ninetyFifth: .exactQuantile)
    let exactP95 = GrowthScores(bmi: parameters.m, parameters: parameters, method: exactRule)
      .ninetyFifth
    let belowExact = try exactP95.rounded(toDecimals: 12) - GrowthRational(1, 1_000_000_000)
    let underExact = GrowthScores(bmi: belowExact, parameters: parameters, method: exactRule)
    #expect(try underExact.side(of: .percentile(GrowthRational(95))) == .below)
    // The rounded rule's P95 is the higher of the two (1.644854 > Φ⁻¹(0.95) = 1.6448536…).
    #expect(try p95.rounded(toDecimals: 9) > exactP95.rounded(toDecimals: 9))
  }

  @Test func aCutoffTheCurveNeverReachesIsAlwaysAbove() throws {
    // L < 0 bounds z above by 1/(|L|·S) = 2.5 here: no BMI has z = 3.
    let bounded = LMSParameters(l: GrowthRational(-2), m: GrowthRational(16), s: exact("0.2"))
    #expect(bounded.measurement(atZ: GrowthRational(3)) == nil)
    #expect(GrowthScores.bmi(atZ: GrowthRational(3), parameters: bounded, method: .lms) == nil)
    let huge = GrowthScores(bmi: GrowthRational(1_000_000), parameters: bounded, method: .lms)
    #expect(try huge.side(of: .z(GrowthRational(3))) == .below)
  }

  @Test func extendedZFarAbovePNinetyFifthRoundTripsToItsBMI() throws {
    // A two-year-old boy at BMI 30 or 40 is at 1 − 10⁻¹⁶ or beyond: z = Φ⁻¹ of a percentile
    // within 10⁻¹⁴ of 100 must still be found, and the BMI at that z must be the BMI again.
    let table = try GrowthFiles.table(.cdc2000)
    let age = GrowthAge.months(GrowthRational(24))
    let parameters = try table.parameters(sex: .male, age: age)
    let method = GrowthReference.cdc2000.method(sex: .male, ageInMonths: age.inMonths)
    for bmi in [GrowthRational(30), GrowthRational(40)] {
      let scores = GrowthScores(bmi: bmi, parameters: parameters, method: method)
      let z = try scores.z.rounded(toDecimals: 12)
      #expect(z > GrowthRational(8))
      let back = try #require(GrowthScores.bmi(atZ: z, parameters: parameters, method: method))
      let difference = try back.rounded(toDecimals: 9) - bmi
      #expect(difference.magnitude <= GrowthRational(1, 1_000_000))
      #expect(try scores.percentile.decimalText(decimals: 4) == "100.0000")
    }
  }

  @Test func percentilesShowCorrectlyRoundedDigits() throws {
    let normal = LMSParameters(l: .one, m: GrowthRational(16), s: exact("0.1"))
    // z = 8 → 100·Φ(8) = 99.9999999999999377…: two decimals give 100.00.
    let far = GrowthScores(bmi: exact("28.8"), parameters: normal, method: .lms)
    #expect(try far.percentile.decimalText(decimals: 2) == "100.00")
    #expect(try far.percentile.decimalText(decimals: 15) == "99.999999999999938")
    #expect(try far.z.decimalText(decimals: 3) == "8.000")
  }
}
