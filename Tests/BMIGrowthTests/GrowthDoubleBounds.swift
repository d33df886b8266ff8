@testable import BMIGrowth

/// Exact comparisons of `Double` results with the certified arithmetic's enclosures, for the
/// error-bound tests of the double-precision route.
enum GrowthDoubleBounds {
  /// The fractional bits of the certified enclosures the bounds are checked against.
  static let bits = 180

  /// x·2^`bits` as a whole number, for a finite x with |x| ≥ 2^(52 − bits) (exact: every such
  /// `Double` is a whole multiple of 2^−bits); 0 for 0.
  static func scaled(_ x: Double, bits: Int = bits) -> GrowthInteger {
    if x == 0 { return GrowthInteger(0) }
    precondition(x.isNormal, "a normal double")
    let significand = Int(x.significandBitPattern | 1 << 52)
    let shift = Int(x.exponent) - 52 + bits
    precondition(shift >= 0, "\(x) is not a multiple of 2^−\(bits)")
    return GrowthInteger(x < 0 ? -significand : significand).shiftedLeft(shift)
  }

  /// The point enclosure of x.
  static func point(_ x: Double) -> DyadicInterval {
    let n = scaled(x)
    return DyadicInterval(lower: n, upper: n, bits: bits)
  }

  /// Whether every value of `enclosure` (which holds the true value) lies within `bound` of
  /// `value`: a proof that |value − true value| ≤ bound.
  static func isWithin(_ enclosure: DyadicInterval, of value: Double, bound: Double) -> Bool {
    precondition(enclosure.bits == bits, "enclosures at `bits`")
    let center = scaled(value)
    let radius = scaled(bound)
    return center - radius <= enclosure.lower && enclosure.upper <= center + radius
  }
}
