import Foundation
import Testing

@testable import BMIGrowth

/// The CDC's extended z far above P95, Q⁻¹(Q(s)/10), enclosed through the logarithm of the
/// tail: against the enclosure through Φ⁻¹ of the probability where that one is still quick,
/// and against an asymptotic estimate in `Double` where it is not.
struct GrowthTailQuantileTests {
  /// Girls of 30 months under CDC 2000 with the extension (P95 ≈ 18.6, σ ≈ 1.75).
  private func girl() throws -> (LMSParameters, GrowthMethod) {
    let age = GrowthAge.months(GrowthRational(30))
    let parameters = try GrowthFiles.table(.cdc2000).parameters(sex: .female, age: age)
    return (parameters, GrowthReference.cdc2000.method(sex: .female, ageInMonths: age.inMonths))
  }

  /// The z the library computed before the log route: Φ⁻¹ of the extended percentile / 100.
  private func probabilityRouteZ(
    of bmi: GrowthRational, parameters: LMSParameters, method: GrowthMethod
  ) -> GrowthQuantity {
    let percentile = method.percentileFormula(of: bmi, parameters: parameters)
    let above = GrowthFormula.normalQuantile(
      .quotient(percentile, .constant(GrowthRational(100))))
    return GrowthQuantity(
      .choice(
        measurement: bmi, pivot: method.ninetyFifthFormula(parameters: parameters),
        atOrBelow: .lmsZ(parameters, measurement: bmi), above: above))
  }

  @Test(arguments: ["8", "8.5", "10.25", "13", "17.5", "22", "25"], [true, false])
  func logRouteOverlapsTheProbabilityRoute(text: String, tenthOfTheTail: Bool) throws {
    let scale = tenthOfTheTail ? GrowthRational(1, 10) : GrowthRational(10)
    let bits = 64
    let x = DyadicInterval(exact(text), bits: bits)
    let logRoute = try #require(CertifiedMath.tailQuantile(x, scale: scale))
    // Φ⁻¹(1 − scale·(1 − Φ(x))) with bits enough for a tail of about e^(−x²/2).
    let whole = Int(exact(text).floor.decimalDescription)! + 1
    let wide = bits + 64 + whole * whole
    let point = DyadicInterval(exact(text), bits: wide)
    let one = DyadicInterval(integer: 1, bits: wide)
    let probability = one - (one - CertifiedMath.normalCDF(point)).multiplied(by: scale)
    let direct = try #require(CertifiedMath.normalQuantile(probability)).rescaled(to: bits)
    // Both contain the true value, so they meet; and the log route is narrow.
    #expect(logRoute.lower <= direct.upper && direct.lower <= logRoute.upper)
    #expect(logRoute.width < GrowthInteger(1 << 12))
    #expect(direct.width < GrowthInteger(1 << 12))
  }

  @Test(arguments: ["26", "30", "35", "40", "45", "50", "55", "60", "65", "70"])
  func extendedZRoundsAsThroughTheProbability(text: String) throws {
    // BMIs 26–70 put a girl of 30 months at z 7–28, where Φ⁻¹ of the probability is quick.
    let (parameters, method) = try girl()
    let bmi = exact(text)
    let scores = GrowthScores(bmi: bmi, parameters: parameters, method: method)
    let before = probabilityRouteZ(of: bmi, parameters: parameters, method: method)
    #expect(try scores.z.rounded(toDecimals: 4) == before.rounded(toDecimals: 4))
    #expect(try scores.z.rounded(toDecimals: 2) == before.rounded(toDecimals: 2))
  }

  @Test(arguments: ["2.5", "4", "8.5", "12", "20.25"])
  func bmiAtAZRoundsAsThroughTheProbability(text: String) throws {
    let (parameters, method) = try girl()
    guard case .cdcExtended(let sigma, let rule) = method else {
      Issue.record("CDC 2000 has the extension")
      return
    }
    let z = exact(text)
    let bmi = try #require(GrowthScores.bmi(atZ: z, parameters: parameters, method: method))
    let percentile = GrowthFormula.product(
      .constant(GrowthRational(100)), .normalCDF(.constant(z)))
    let before = GrowthQuantity(
      parameters.extendedInverse(atPercentile: percentile, sigma: sigma, rule: rule))
    #expect(try bmi.rounded(toDecimals: 6) == before.rounded(toDecimals: 6))
  }

  /// A rational as a `Double`, for estimates.
  private func double(_ value: GrowthRational) -> Double {
    Double(value.numerator.decimalDescription)! / Double(value.denominator.decimalDescription)!
  }

  /// The z of Q(z) = Q(s)/10 from the Mills ratio's asymptotic series in `Double`:
  /// z² = s² + 2·ln 10 + 2·ln(R(z)/R(s)), R(x) ≈ (1 − 1/x² + 3/x⁴ − 15/x⁶)/x, good to about
  /// 1/x⁸ relative for x above 25.
  private func asymptoticZ(_ s: Double) -> Double {
    func ratio(_ x: Double) -> Double {
      let inverseSquare = 1 / (x * x)
      return
        (1 - inverseSquare + 3 * inverseSquare * inverseSquare
        - 15 * inverseSquare * inverseSquare * inverseSquare) / x
    }
    var z = s
    for _ in 0..<20 {
      z = (s * s + 2 * Foundation.log(10) + 2 * Foundation.log(ratio(z) / ratio(s))).squareRoot()
    }
    return z
  }

  @Test(arguments: ["120", "200", "250", "1000", "123456.7"])
  func extremeBMIsAnswerWithTheAsymptoticZ(text: String) throws {
    let (parameters, method) = try girl()
    guard case .cdcExtended(let sigma, _) = method else {
      Issue.record("CDC 2000 has the extension")
      return
    }
    let bmi = exact(text)
    let scores = GrowthScores(bmi: bmi, parameters: parameters, method: method)
    let p95 = try #require(scores.ninetyFifth.bounds(bits: 48))
    let s = (double(bmi) - double(p95.lower)) / double(sigma)
    let estimate = asymptoticZ(s)
    let z = try scores.z.rounded(toDecimals: 4)
    let difference = abs(Double(z.decimalText(decimals: 4))! - estimate)
    #expect(
      difference <= 0.00005 + 1e-9 * estimate, "z \(z.decimalText(decimals: 4)) vs \(estimate)")
    #expect(try scores.side(of: .z(GrowthRational(2))) == .above)
    #expect(try scores.percentile.rounded(toDecimals: 2) == GrowthRational(100))
  }

  @Test(arguments: ["30", "60", "103.4", "150"])
  func bmiAtAnExtremeZScoresBackToThatZ(text: String) throws {
    let (parameters, method) = try girl()
    let z = exact(text)
    let bmi = try #require(GrowthScores.bmi(atZ: z, parameters: parameters, method: method))
    let rounded = try bmi.rounded(toDecimals: 9)
    let scores = GrowthScores(bmi: rounded, parameters: parameters, method: method)
    // A billionth of a BMI moves z by about a millionth here (dz/dBMI ≈ 1/σ·s/z).
    #expect(try scores.z.rounded(toDecimals: 4) == z)
  }

  @Test(
    arguments: [GrowthReference.who2006, .who2007, .cdc2000],
    ["0.5", "1000", "10000000", "1000000000000"])
  func everyMethodAnswersFarBeyondAnyPerson(reference: GrowthReference, text: String) throws {
    // Far past what a front door accepts, but a library caller may pass it: z beyond 2^20
    // once trapped in Φ, and the extended z took minutes from BMI 150 on.
    let age = GrowthAge.months(reference == .who2007 ? GrowthRational(120) : GrowthRational(30))
    let parameters = try GrowthFiles.table(reference).parameters(sex: .male, age: age)
    let bmi = exact(text)
    let high = bmi > GrowthRational(1)
    for method in [reference.method(sex: .male, ageInMonths: age.inMonths), .lms] {
      let scores = GrowthScores(bmi: bmi, parameters: parameters, method: method)
      #expect(try scores.side(of: .z(.zero)) == (high ? .above : .below))
      #expect(try scores.percentile.rounded(toDecimals: 2) == GrowthRational(high ? 100 : 0))
      #expect(
        try scores.side(of: .percentOfNinetyFifth(GrowthRational(140))) == (high ? .above : .below))
    }
  }
}
