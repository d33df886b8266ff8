import Testing

@testable import BMIGrowth

/// The certified functions against published constants, against each other, and the tabulated
/// constants against their series.
struct GrowthCertifiedMathTests {
  private func contains(_ interval: DyadicInterval, _ text: String) -> Bool {
    interval.side(of: exact(text)) == nil
  }

  /// Whether the interval meets [t − u, t + u] for a published t correct to its last digit u.
  private func agrees(_ interval: DyadicInterval, _ text: String) -> Bool {
    let unit = lastDigitUnit(text)
    return interval.side(of: exact(text) - unit) != -1 && interval.side(of: exact(text) + unit) != 1
  }

  private func point(_ text: String, bits: Int) -> DyadicInterval {
    DyadicInterval(exact(text), bits: bits)
  }

  @Test func seriesReproduceTheTabulatedConstants() throws {
    let bits = CertifiedConstants.bits
    let checks: [(DyadicInterval, [UInt64])] = [
      (CertifiedMath.logTwoSeries(bits: bits), CertifiedConstants.logTwo),
      (CertifiedMath.piSeries(bits: bits), CertifiedConstants.pi),
    ]
    for (series, table) in checks {
      let tabulated = CertifiedConstants.enclosure(table, bits: bits)
      #expect(series.lower <= tabulated.upper && tabulated.lower <= series.upper)
      #expect(series.width < GrowthInteger(64))
    }
    let root = CertifiedMath.piSeries(bits: bits).multiplied(by: 2).squareRoot
    let inverse = try #require(DyadicInterval(integer: 1, bits: bits).divided(by: root))
    let tabulated = CertifiedConstants.enclosure(
      CertifiedConstants.inverseSquareRootTwoPi, bits: bits)
    #expect(inverse.lower <= tabulated.upper && tabulated.lower <= inverse.upper)
  }

  @Test func tabulatedNinetyFifthQuantileBracketsTheQuantile() {
    // Φ at the constant's two ends, at more bits than the ends carry, straddles 0.95.
    let bits = 192
    let quantile = CertifiedMath.ninetyFifthQuantile(bits: bits)
    let below = CertifiedMath.normalCDFPoint(quantile.lower.shiftedLeft(16), bits: bits + 16)
    let above = CertifiedMath.normalCDFPoint(quantile.upper.shiftedLeft(16), bits: bits + 16)
    #expect(below.side(of: GrowthRational(95, 100)) == -1)
    #expect(above.side(of: GrowthRational(95, 100)) == 1)
  }

  @Test func publishedConstantsLieInsideTheBounds() {
    #expect(agrees(CertifiedMath.pi(bits: 120), "3.14159265358979323846264338327950288"))
    #expect(agrees(CertifiedMath.logTwo(bits: 120), "0.693147180559945309417232121458176568"))
    #expect(agrees(CertifiedMath.exp(point("1", bits: 100)), "2.718281828459045235360287471352662"))
    // Φ(1.96) = 0.9750021048517795…, Φ⁻¹(0.975) = 1.959963984540054…
    #expect(agrees(CertifiedMath.normalCDF(point("1.96", bits: 60)), "0.9750021048517795658634"))
    let quantile = CertifiedMath.normalQuantile(point("0.975", bits: 60))
    #expect(quantile.map { agrees($0, "1.95996398454005423552") } == true)
  }

  @Test(arguments: ["0.001", "0.5", "1", "1.5", "2", "37.25", "1000000"])
  func expUndoesLog(text: String) throws {
    let x = point(text, bits: 80)
    let log = try #require(CertifiedMath.log(x))
    #expect(contains(CertifiedMath.exp(log), text))
    #expect(log.width < GrowthInteger(1 << 16))
  }

  @Test(arguments: [("2", "3"), ("0.1", "250"), ("16.57626713", "0.0602")])
  func logOfAProductIsTheSumOfLogs(a: String, b: String) throws {
    let bits = 90
    let product = try #require(CertifiedMath.log(point(a, bits: bits) * point(b, bits: bits)))
    let sum =
      try #require(CertifiedMath.log(point(a, bits: bits)))
      + #require(CertifiedMath.log(point(b, bits: bits)))
    #expect(product.lower <= sum.upper && sum.lower <= product.upper)
  }

  @Test(arguments: ["0.3", "1.2", "3.7", "-6.25", "9.5", "-12", "15"])
  func normalDistributionIsSymmetricAndInvertible(text: String) throws {
    let bits = 100
    let x = point(text, bits: bits)
    let total = CertifiedMath.normalCDF(x) + CertifiedMath.normalCDF(-x)
    #expect(total.side(of: .one) == nil)
    let value = CertifiedMath.normalCDF(x)
    if value.isPositive, let back = CertifiedMath.normalQuantile(value) {
      #expect(contains(back, text))
    }
  }

  @Test func tailBoundsAgreeWithTheSeries() {
    // At 64 bits Φ(−9.5) comes from the Mills-ratio bounds; at 512 bits they are too wide and
    // the series is summed. Both must contain the value, so they must overlap.
    let low = CertifiedMath.normalCDFPoint(point("-9.5", bits: 64).lower, bits: 64)
    let high = CertifiedMath.normalCDFPoint(point("-9.5", bits: 512).lower, bits: 512)
      .rescaled(to: 64)
    #expect(low.lower <= high.upper && high.lower <= low.upper)
  }

  @Test func farTailTakesTheContinuedFraction() {
    // Φ(57) asked to more bits than its tail's size (about 2^−2350): the series would need
    // thousands of terms of thousands of bits; the Mills ratio's convergents give it.
    let bits = 2_400
    let value = CertifiedMath.normalCDFPoint(point("57", bits: bits).lower, bits: bits)
    #expect(value.width <= GrowthInteger.powerOfTwo(1))
    let series = CertifiedMath.normalCDFPoint(point("8.5", bits: 600).lower, bits: 600)
    let fraction = CertifiedMath.normalCDFPoint(point("9.5", bits: 600).lower, bits: 600)
    #expect(series.upper < fraction.lower)
  }

  @Test func boundsNarrowAsPrecisionGrows() throws {
    let z = LMSParameters(l: exact("-1.6318"), m: exact("16.0490"), s: exact("0.07412"))
      .zScore(of: exact("19.4"))
    let coarse = try #require(z.bounds(bits: 32))
    let fine = try #require(z.bounds(bits: 256))
    #expect(coarse.lower <= fine.lower && fine.upper <= coarse.upper)
    #expect((fine.upper - fine.lower) * GrowthRational(GrowthInteger.powerOfTwo(240)) < .one)
  }
}
