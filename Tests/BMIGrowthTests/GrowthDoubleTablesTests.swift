import Testing

@testable import BMIGrowth

/// Every constant of `GrowthDoubleTables` against exact and certified arithmetic, to the
/// error its documentation states.
struct GrowthDoubleTablesTests {
  /// high + low for 2^(j/32): t = high + low is within 2⁻¹⁰⁵ of 2^(j/32) in relative terms
  /// when (t·(1 − 2⁻¹⁰⁵))³² ≤ 2^j ≤ (t·(1 + 2⁻¹⁰⁵))³², checked in whole numbers: t·2¹⁶⁰ = n,
  /// so (n·(2¹⁰⁵ ∓ 1))³² against 2^(j + 32·265). And |low| is at most half an ulp of high,
  /// so high is 2^(j/32) rounded to nearest.
  @Test(arguments: 0..<32)
  func powersOfTwoAreTheRootsToTheirBound(j: Int) {
    let high = GrowthDoubleTables.powersOfTwoHigh[j]
    let low = GrowthDoubleTables.powersOfTwoLow[j]
    #expect(low.magnitude <= high.ulp / 2)
    let n = GrowthDoubleBounds.scaled(high, bits: 160) + GrowthDoubleBounds.scaled(low, bits: 160)
    let slack = GrowthInteger.powerOfTwo(105)
    let target = GrowthInteger.powerOfTwo(j + 32 * (160 + 105))
    #expect((n * (slack - .one)).power(32) <= target, "2^(\(j)/32) below high + low")
    #expect(target <= (n * (slack + .one)).power(32), "2^(\(j)/32) above high + low")
  }

  /// Q(j/16) and φ(j/16) within u relative of the certified values.
  @Test(arguments: 0...128)
  func normalTableEntriesAreTheCertifiedValues(j: Int) {
    let bits = GrowthDoubleBounds.bits
    let x = GrowthInteger(j).shiftedLeft(bits - 4)
    let cdf = CertifiedMath.normalCDFPoint(x, bits: bits)
    let one = DyadicInterval(integer: 1, bits: bits)
    let tail = one - cdf
    let q = GrowthDoubleTables.upperTails[j]
    #expect(GrowthDoubleBounds.isWithin(tail, of: q, bound: q * 0x1p-53), "Q(\(j)/16)")
    let density = CertifiedMath.normalDensityPoint(x, bits: bits)
    let phi = GrowthDoubleTables.densities[j]
    #expect(GrowthDoubleBounds.isWithin(density, of: phi, bound: phi * 0x1p-53), "φ(\(j)/16)")
  }

  /// ln(1 + (j + ½)/64) within u relative of the certified value.
  @Test(arguments: 0..<64)
  func logarithmsAreTheCertifiedValues(j: Int) throws {
    let bits = GrowthDoubleBounds.bits
    let centre = GrowthInteger(128 + 2 * j + 1).shiftedLeft(bits - 7)
    let exact = try #require(
      CertifiedMath.log(DyadicInterval(lower: centre, upper: centre, bits: bits)))
    let value = GrowthDoubleTables.logarithms[j]
    #expect(GrowthDoubleBounds.isWithin(exact, of: value, bound: value * 0x1p-53), "\(j)")
  }

  /// ln 2/32's split: |ln 2/32 − high − low| < 2⁻⁹¹, and high has 32 significant bits.
  @Test func splitLogTwoIsCloseEnough() {
    let bits = GrowthDoubleBounds.bits
    let logTwo = CertifiedMath.logTwo(bits: bits).divided(by: 32)
    let high = GrowthDoubleMath.ln2Over32Hi
    let sum =
      GrowthDoubleBounds.scaled(high) + GrowthDoubleBounds.scaled(GrowthDoubleMath.ln2Over32Lo)
    let radius = GrowthInteger.powerOfTwo(bits - 91)
    #expect(sum - radius <= logTwo.lower && logTwo.upper <= sum + radius)
    #expect(high.significandBitPattern.trailingZeroBitCount >= 21)
  }
}
