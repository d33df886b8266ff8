import Testing

@testable import BMIGrowth

/// The bit-level shortcuts of `GrowthDoubleMath` give exactly what the standard library's
/// general `Double` steps give.
struct GrowthDoubleMathTests {
  /// `scaled` against `Double(sign:exponent:significand:)` for every power from far below
  /// the subnormals to beyond the largest, with significands spread over e^±0.35 (exp's) and
  /// beyond, so products that are normal, subnormal, zero and infinite are all met.
  @Test func scalingByAPowerOfTwoIsTheInitializers() {
    var random = GrowthRandom(state: 37)
    var significands = [1.0, 0.7046880897187134, 1.4190675485932571, 1.9999999999999998, 0.5]
    for _ in 0..<40 {
      significands.append(0.5 + Double(random.next() >> 11) / Double(1 << 53) * 1.5)
    }
    for significand in significands {
      for power in -1_200...1_100 {
        let want = Double(sign: .plus, exponent: power, significand: significand)
        let got = GrowthDoubleMath.scaled(significand, byPowerOfTwo: power)
        #expect(got.bitPattern == want.bitPattern, "\(significand) · 2^\(power)")
      }
    }
  }

  /// `significandAndExponent` against the getters for normal and subnormal values.
  @Test func significandAndExponentAreTheGetters() {
    var random = GrowthRandom(state: 38)
    var values: [Double] = [
      1, 2, 0.5, 1.5, .leastNormalMagnitude, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
      Double.leastNormalMagnitude.nextDown, 1.0.nextDown, 1.0.nextUp, 17.3, 1e-300, 1e300,
    ]
    for _ in 0..<2_000 {
      // Any positive finite bit pattern: normal and subnormal.
      let bits = random.next() & 0x7FEF_FFFF_FFFF_FFFF
      values.append(Double(bitPattern: bits))
    }
    for value in values where value > 0 && value.isFinite {
      let (significand, exponent) = GrowthDoubleMath.significandAndExponent(value)
      #expect(significand.bitPattern == value.significand.bitPattern, "\(value)")
      #expect(exponent == Int(value.exponent), "\(value)")
    }
  }
}
