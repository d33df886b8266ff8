// Elementary functions in `Double` for the fast route of BMI-for-age scoring, written out
// because BMICore links no libm (Embedded Swift has none). Each function states the error it
// is held to; `GrowthFastScores` turns these into bounds on z and the percentile, and
// anything it cannot settle goes to the certified arithmetic.
//
// Notation: u = 2⁻⁵³, the unit roundoff. Every basic operation (+, −, ×, ÷, √) is correctly
// rounded by IEEE 754, so it contributes a relative error of at most u. The series below are
// cut where the next term is below 2⁻⁶⁴ of the sum, and the rest of an alternating or
// geometric tail is at most twice its first term, so truncation adds under u/100.

/// `Double` elementary functions with stated error bounds, for the fast BMI-for-age route.
package enum GrowthDoubleMath {
  /// ln 2 split so that k·ln2Hi is exact for |k| < 2²⁰ (fdlibm's constants).
  static let ln2Hi = 6.931_471_803_691_238_164_90e-01
  static let ln2Lo = 1.908_214_929_270_587_700_02e-10
  /// 1/ln 2.
  static let log2e = 1.442_695_040_888_963_387_00
  /// 1/√(2π).
  static let inverseSqrtTwoPi = 0.398_942_280_401_432_677_94
  /// √2.
  static let sqrtTwo = 1.414_213_562_373_095_048_80

  /// 1/n! for n = 0…18.
  static let inverseFactorials: [Double] = {
    var values: [Double] = [1]
    var factorial = 1.0
    for n in 1...18 {
      factorial *= Double(n)  // exact: 18! ≈ 6.4·10¹⁵ < 2⁵³
      values.append(1 / factorial)
    }
    return values
  }()

  /// ⌊x⌋ for |x| < 2⁶² by integer truncation (`rounded(.down)` would call libm's `floor`).
  package static func floor(_ x: Double) -> Double {
    let truncated = Double(Int(x))
    return truncated > x ? truncated - 1 : truncated
  }

  /// e^x; relative error below 4u for −708 < x < 709.
  ///
  /// x = k·ln 2 + r with |r| ≤ 0.35 (r exact to 2⁻⁶⁰·|x| by the split constant), e^r by its
  /// Taylor polynomial to r¹⁸/18! (the rest < 10⁻²⁴) in Horner form, then scaled by 2^k exactly.
  static func exp(_ x: Double) -> Double {
    // Beyond these e^x is 0 or infinite in `Double` (and a NaN gives 0, not a trap).
    guard x > -745, x < 709 else { return x > 0 ? .infinity : 0 }
    let k = floor(x * log2e + 0.5)
    let r = (x - k * ln2Hi) - k * ln2Lo
    var sum = inverseFactorials[18]
    for n in stride(from: 17, through: 0, by: -1) { sum = sum * r + inverseFactorials[n] }
    return scaled(sum, byPowerOfTwo: Int(k))
  }

  /// `significand`·2^`power`, as `Double(sign: .plus, exponent: power, significand:)` gives
  /// it: for −1022 ≤ power ≤ 1023 that is one multiplication by the power of two (exact
  /// unless the product is subnormal, then rounded once), done here from the power's bits
  /// without the initializer's general steps; any other power is left to it.
  @inline(__always)
  static func scaled(_ significand: Double, byPowerOfTwo power: Int) -> Double {
    guard power >= -1022, power <= 1023 else {
      return Double(sign: .plus, exponent: power, significand: significand)
    }
    return significand * Double(bitPattern: UInt64(power + 1023) << 52)
  }

  /// `x.significand` and `x.exponent` of a positive finite x, read from the bits of a normal
  /// one (its significand's bits under a biased exponent of 0); a subnormal x, whose
  /// significand the getters normalise, is left to them.
  @inline(__always)
  static func significandAndExponent(_ x: Double) -> (significand: Double, exponent: Int) {
    let bits = x.bitPattern
    let biased = Int((bits >> 52) & 0x7FF)
    guard biased != 0, biased != 0x7FF else { return (x.significand, Int(x.exponent)) }
    let significand = Double(bitPattern: bits & 0x000F_FFFF_FFFF_FFFF | 0x3FF0_0000_0000_0000)
    return (significand, biased - 1023)
  }

  /// e^x − 1 for |x| ≤ 700; relative error below 6u (no cancellation near 0).
  static func expm1(_ x: Double) -> Double {
    guard x.magnitude < 0.35 else { return exp(x) - 1 }
    // x·Σ xⁿ/(n+1)!: every term of one sign for x > 0, alternating and shrinking for x < 0.
    var sum = inverseFactorials[18]
    for n in stride(from: 17, through: 1, by: -1) { sum = sum * x + inverseFactorials[n] }
    return sum * x
  }

  /// 2·atanh(s) = ln((1+s)/(1−s)) for |s| ≤ 0.18: 2(s + s³/3 + s⁵/5 + …) to s²⁵ (the rest is
  /// below 10⁻²⁰·|s|); relative error below 3u beyond the error of s.
  static func twiceArctanh(_ s: Double) -> Double {
    let square = s * s
    var sum = 1.0 / 25
    var odd = 23.0
    while odd >= 1 {
      sum = sum * square + 1 / odd
      odd -= 2
    }
    return 2 * s * sum
  }

  /// ln x for a positive finite x; absolute error below 6u·max(1, |ln x|).
  ///
  /// x = 2^e·m with m in [√½, √2) exactly; ln m = 2·atanh((m−1)/(m+1)), where m − 1 is exact
  /// (Sterbenz) and the quotient carries 2u.
  static func log(_ x: Double) -> Double {
    var (m, e) = significandAndExponent(x)
    if m > sqrtTwo {
      m /= 2
      e += 1
    }
    let s = (m - 1) / (m + 1)
    let k = Double(e)
    return k * ln2Hi + (k * ln2Lo + twiceArctanh(s))
  }

  /// ln(1 + x) for x > −1; relative error below 6u for |x| < 0.29, absolute error below
  /// 6u·max(1, |ln(1+x)|) otherwise.
  static func log1p(_ x: Double) -> Double {
    guard x.magnitude < 0.29 else { return log(1 + x) }
    // (1+x)/(1−x)… with s = x/(2+x): 1 + x = (1+s)/(1−s), |s| < 0.17.
    return twiceArctanh(x / (2 + x))
  }

  /// The standard normal density φ(x) = e^(−x²/2)/√(2π); relative error below (x²/2 + 6)u.
  static func normalDensity(_ x: Double) -> Double {
    exp(-0.5 * (x * x)) * inverseSqrtTwoPi
  }

  /// Φ(x) − ½ for |x| < 3, by Φ(x) = ½ + φ(x)·Σ x^(2n+1)/(1·3·…·(2n+1)) (every term of the
  /// sum has x's sign, so no cancellation); absolute error below 200u.
  static func centralHalf(_ x: Double) -> Double {
    let square = x * x
    var term = x
    var sum = x
    var denominator = 3.0
    while term.magnitude > sum.magnitude * 0x1p-64 {
      term *= square / denominator
      sum += term
      denominator += 2
    }
    return normalDensity(x) * sum
  }

  /// The upper tail Q(x) = 1 − Φ(x) for x ≥ 3 and its error: the continued fraction
  /// Q(x) = φ(x)/(x + 1/(x + 2/(x + 3/(x + …)))) evaluated from two depths, 60 and 61. Its
  /// convergents lie on alternating sides of the value (all partial numerators and
  /// denominators are positive), so the two bracket Q(x)/φ(x) and their gap bounds the
  /// truncation; the backward recurrence adds under 4u per level in relative terms, damped
  /// by the positive denominators.
  static func upperTailFraction(_ x: Double) -> (value: Double, error: Double) {
    func convergent(_ depth: Int) -> Double {
      var t = x
      var k = Double(depth)
      while k >= 1 {
        t = x + k / t
        k -= 1
      }
      return 1 / t
    }
    let first = convergent(60)
    let second = convergent(61)
    let density = normalDensity(x)
    let value = density * (first + second) / 2
    // Half the gap, and 64u for rounding (recurrence, density, products) with room to spare.
    let error = density * (first - second).magnitude / 2 + value.magnitude * 0x1p-47
    return (value, error)
  }

  /// The upper tail Q(x) = 1 − Φ(x), with a bound on its absolute error. For x < 3 from
  /// ½ − (Φ(x) − ½); for x ≥ 3 by the continued fraction (relative error near 2⁻⁴⁷ or better).
  static func upperTail(_ x: Double) -> (value: Double, error: Double) {
    if x >= 3 { return upperTailFraction(x) }
    if x <= -3 {
      let lower = upperTailFraction(-x)
      return (1 - lower.value, lower.error + 0x1p-52)
    }
    return (0.5 - centralHalf(x), 0x1p-44)
  }

  /// Φ(x) with a bound on its absolute error (at most about 2⁻⁴⁴).
  static func normalCDF(_ x: Double) -> (value: Double, error: Double) {
    upperTail(-x)
  }

  /// The z with upper tail Q(z) = q for 0 < q ≤ 0.06 (so z > 1.5), and a bound on |z − z*|;
  /// `nil` when Newton's iteration did not settle (the caller falls back).
  ///
  /// - Parameters:
  ///   - q: The tail probability.
  ///   - qError: A bound on the absolute error of `q` itself.
  ///
  /// After Newton steps z ← z + (Q(z) − q)/φ(z) from Abramowitz and Stegun 26.2.23's guess,
  /// the mean value theorem gives |z − z*| = |Q(z) − q|/φ(ξ) for a ξ between z and z*; with
  /// the last step below 10⁻⁶, φ changes by a factor under 1 + 10⁻⁵ over that span, so
  /// |z − z*| ≤ 1.001·(|Q̂(z) − q| + err Q̂ + qError)/φ̂(z), φ̂'s own error included in the
  /// factor.
  static func upperTailQuantile(_ q: Double, qError: Double) -> (value: Double, error: Double)? {
    guard q > 0x1p-1000, q <= 0.06 else { return nil }
    // √(−2 ln q) as e^(½·ln(−2 ln q)): only the first guess, so its accuracy is immaterial.
    let t = exp(0.5 * log(-2 * log(q)))
    var z =
      t - (2.515_517 + 0.802_853 * t + 0.010_328 * t * t)
      / (1 + 1.432_788 * t + 0.189_269 * t * t + 0.001_308 * t * t * t)
    var lastStep = Double.infinity
    for _ in 0..<4 {
      let tail = upperTail(z).value
      let step = (tail - q) / normalDensity(z)
      z += step
      lastStep = step.magnitude
    }
    guard lastStep < 1e-6, z > 1 else { return nil }
    let tail = upperTail(z)
    let error = 1.001 * ((tail.value - q).magnitude + tail.error + qError) / normalDensity(z)
    return (z, error)
  }
}
