// Elementary functions in `Double` for the fast route of BMI-for-age scoring, written out
// because BMICore links no libm (Embedded Swift has none). Each function states the error it
// is held to; `GrowthFastScores` turns these into bounds on z and the percentile, and
// anything it cannot settle goes to the certified arithmetic.
//
// Notation: u = 2⁻⁵³, the unit roundoff. Every basic operation (+, −, ×, ÷, √) is correctly
// rounded by IEEE 754, so it contributes a relative error of at most u. The tables of
// constants (`GrowthDoubleTables`) are each the nearest `Double`, checked by tests against the
// certified arithmetic. Each truncated series or polynomial states the bound of what it leaves
// out.

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

  /// ln 2/32 split as fdlibm splits ln 2: the high part has 32 significant bits, so k·high is
  /// exact for |k| < 2²¹; |ln 2/32 − high − low| < 2⁻⁹¹.
  static let ln2Over32Hi = 0x1.62e42feep-6
  static let ln2Over32Lo = 0x1.a39ef35793c76p-38
  /// 32/ln 2, rounded.
  static let thirtyTwoOverLn2 = 0x1.71547652b82fep5
  /// 1.5·2⁵²: adding and then subtracting it rounds a |t| < 2⁵¹ to the nearest whole number
  /// (ties to even), and the sum's bits less `roundingShiftBits` are that number.
  static let roundingShift = 0x1.8p52
  /// The bits of `roundingShift`.
  static let roundingShiftBits: UInt64 = 0x4338_0000_0000_0000

  /// The reduction shared by `exp` and `expm1`: x = (32·power + j)·ln 2/32 + r with
  /// |r| ≤ 0.01084, giving the power, 2^(j/32)'s high part, and p with
  /// 2^(j/32)·e^r = high + p to a relative error below 0.1u (with the rounding of p itself).
  ///
  /// - k = 32·power + j is the whole number nearest x·32/ln 2 as rounded (2u·|x|·46.2 <
  ///   2⁻³⁶ off for |x| < 745, which keeps |k| < 2¹⁶), so |r| ≤ (½ + 2⁻³⁶)·ln 2/32 < 0.01084.
  /// - x − k·high is exact: k·high is a multiple of 2⁻³⁷ (high's low 21 bits are zero); for
  ///   k ≠ 0, |x| ≥ 2⁻⁷, so x is a multiple of 2⁻⁵⁹ too, and the difference, below 2⁻⁶, fits
  ///   in 53 bits. Subtracting k·low rounds twice: r is off by under 1.01u·|r| + 2⁻⁷⁵, below
  ///   0.012u.
  /// - q = e^r − 1 by its Taylor polynomial of degree 6 in Horner form: the terms left out
  ///   sum to at most |r|⁷/7!·1.02 < 4·10⁻¹⁸ (0.036u); the evaluation is off by under
  ///   2.1u·|q| (each inner level is below 0.006 of the one outside it).
  /// - p = high·q + low: two roundings, u·|high·q| + u·|p|, and low's own error 2⁻¹⁰⁶·high.
  ///
  /// In all, relative to V = 2^(j/32)·e^r (≥ 0.989, and high ≤ 1.011·V): r's 0.0121u, the
  /// truncation's 0.0364u, the evaluation's 0.0232u and the two roundings' 0.0111u and
  /// 0.0112u: |high + p − V| ≤ 0.1u·V.
  @inline(__always)
  static func reduced(_ x: Double) -> (power: Int, high: Double, p: Double) {
    let shifted = x * thirtyTwoOverLn2 + roundingShift
    let k = shifted - roundingShift
    let n = Int(truncatingIfNeeded: shifted.bitPattern &- roundingShiftBits)
    let r = (x - k * ln2Over32Hi) - k * ln2Over32Lo
    let q =
      r * (1 + r * (0.5 + r * (1.0 / 6 + r * (1.0 / 24 + r * (1.0 / 120 + r * (1.0 / 720))))))
    let j = n & 31
    let high = GrowthDoubleTables.powersOfTwoHigh[j]
    return (n >> 5, high, high * q + GrowthDoubleTables.powersOfTwoLow[j])
  }

  /// ⌊x⌋ for |x| < 2⁶² by integer truncation (`rounded(.down)` would call libm's `floor`).
  package static func floor(_ x: Double) -> Double {
    let truncated = Double(Int(x))
    return truncated > x ? truncated - 1 : truncated
  }

  /// e^x; relative error below 2u for −708 < x < 709.
  ///
  /// 2^power·(high + p) from ``reduced(_:)`` (0.1u), one rounding of the sum (u), and an
  /// exact scaling by 2^power (the result is normal in this range).
  static func exp(_ x: Double) -> Double {
    // Beyond these e^x is 0 or infinite in `Double` (and a NaN gives 0, not a trap).
    guard x > -745, x < 709 else { return x > 0 ? .infinity : 0 }
    let (power, high, p) = reduced(x)
    return scaled(high + p, byPowerOfTwo: power)
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

  /// e^x − 1 for |x| < 700; relative error below 12u (no cancellation near 0).
  ///
  /// (s − 1) + 2^power·p with s = 2^power·high, from ``reduced(_:)``; k as there:
  /// - k = 0 (|x| < 0.01084): s = 1 and p is q itself (r = x exactly), so the error is the
  ///   polynomial's 2.1u and its truncation, |x|⁶/7!·1.03 < 3u relative: 5.1u.
  /// - power ∈ {−1, 0}, k ≠ 0: s ∈ [½, 2], so s − 1 is exact (Sterbenz); the error is
  ///   ``reduced(_:)``'s 0.1u·eˣ plus the final rounding u·|eˣ − 1|, and |x| ≥ 0.01083 here
  ///   makes eˣ/|eˣ − 1| ≤ 94: 10.4u.
  /// - |power| ≥ 1 beyond that: |eˣ − 1| ≥ 0.49, s − 1 rounds once more: under 4u.
  ///
  /// Multiplying by 2^power is exact, or (for x < −700 + ln 2⁵⁰) off by 2⁻¹⁰⁷⁵ at most.
  @inline(__always)
  static func expm1(_ x: Double) -> Double {
    guard x > -700, x < 700 else { return exp(x) - 1 }
    let (power, high, p) = reduced(x)
    return (scaled(high, byPowerOfTwo: power) - 1) + scaled(p, byPowerOfTwo: power)
  }

  /// 2·atanh(s) = ln((1+s)/(1−s)) for |s| ≤ 0.18: 2(s + s³/3 + s⁵/5 + …) to s²⁵ (the rest is
  /// below 10⁻²⁰·|s|); relative error below 3u beyond the error of s. Horner's rule in s²,
  /// written out (each 1/n is the constant the division gives, rounded to nearest).
  @inline(__always)
  static func twiceArctanh(_ s: Double) -> Double {
    let t = s * s
    var sum = (1.0 / 23) + t * (1.0 / 25)
    sum = (1.0 / 21) + t * sum
    sum = (1.0 / 19) + t * sum
    sum = (1.0 / 17) + t * sum
    sum = (1.0 / 15) + t * sum
    sum = (1.0 / 13) + t * sum
    sum = (1.0 / 11) + t * sum
    sum = (1.0 / 9) + t * sum
    sum = (1.0 / 7) + t * sum
    sum = (1.0 / 5) + t * sum
    sum = (1.0 / 3) + t * sum
    sum = 1 + t * sum
    return 2 * s * sum
  }

  /// ln x for a positive finite x; absolute error below 3u·max(1, |ln x|).
  ///
  /// x = 2^e·m with m in [1, 2) exactly, and m in the j-th of 64 equal intervals, centre
  /// c = 1 + (j + ½)/64 (exact): ln m = ln c + 2·atanh(s), s = (m − c)/(m + c), |s| ≤ 2⁻⁸.
  /// - m − c is exact (Sterbenz); the sum and the quotient round: s is off by 2.01u·|s|, so
  ///   2·atanh(s) by 0.016u.
  /// - 2·atanh(s) = 2s·(1 + s²/3 + s⁴/5) + R, |R| ≤ 2|s|⁷/7·1.0001 < 0.036u; the evaluation
  ///   adds under 2u·2|s| < 0.016u.
  /// - ln c from the table, below u/2; its sum with the series, below u/2 (a value under 1).
  /// - e·ln2Hi is exact; e·ln2Lo rounds by under 2⁻⁶⁰, the inner sum (below 0.7) by u/2, the
  ///   outer by u·|ln x|; the split of ln 2 leaves |e|·2⁻⁸⁶.
  ///
  /// 1.07u for ln m, and in all under 2.6u·max(1, |ln x|).
  static func log(_ x: Double) -> Double {
    let (m, e) = significandAndExponent(x)
    let j = Int(truncatingIfNeeded: (m.bitPattern >> 46) & 63)
    let centre = 1 + (Double(j) + 0.5) * 0x1p-6
    let s = (m - centre) / (m + centre)
    let square = s * s
    let series = 2 * s * (1 + square * (1.0 / 3 + square * (1.0 / 5)))
    let k = Double(e)
    return k * ln2Hi + (k * ln2Lo + (GrowthDoubleTables.logarithms[j] + series))
  }

  /// ln x as ``log(_:)`` computed it before its table, for ``log1p(_:)``: absolute error below
  /// 6u·max(1, |ln x|), and relative 3u plus s's 2u when x is in [√½, √2).
  ///
  /// x = 2^e·m with m in [√½, √2) exactly; ln m = 2·atanh((m−1)/(m+1)), where m − 1 is exact
  /// (Sterbenz) and the quotient carries 2u.
  static func centredLog(_ x: Double) -> Double {
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
    guard x.magnitude < 0.29 else { return centredLog(1 + x) }
    // (1+x)/(1−x)… with s = x/(2+x): 1 + x = (1+s)/(1−s), |s| < 0.17.
    return twiceArctanh(x / (2 + x))
  }

  /// The standard normal density φ(x) = e^(−x²/2)/√(2π); relative error below (x²/2 + 6)u.
  static func normalDensity(_ x: Double) -> Double {
    exp(-0.5 * (x * x)) * inverseSqrtTwoPi
  }

  /// The upper tail Q(x) = 1 − Φ(x) for 0 ≤ x ≤ 8 + 1/32; absolute error below 1.4u.
  ///
  /// From the tabulated Q and φ at the nearest x₀ = j/16, with h = x − x₀ (|h| ≤ 1/32, exact:
  /// 16x and the rounding shift are exact, and x − x₀ is exact by Sterbenz or as x itself):
  /// Q(x₀ + h) = Q(x₀) − φ(x₀)·Σₙ Heₙ(x₀)·(−1)ⁿ·h^(n+1)/(n+1)!, the Taylor series of Φ, whose
  /// derivatives are φ^(n)(x) = (−1)ⁿ·Heₙ(x)·φ(x) (Heₙ the probabilists' Hermite polynomials).
  ///
  /// - Truncation after n = 7: Lagrange's remainder φ^(8)(ξ)·h⁹/9!, and Cramér's inequality
  ///   (Abramowitz and Stegun 22.14.17) |Heₙ(ξ)|·e^(−ξ²/4) ≤ 1.086435·√(n!) gives
  ///   |φ^(8)(ξ)| ≤ 0.43343·√(8!) < 87.1: below 87.1/9!·2⁻⁴⁵ < 6.9·10⁻¹⁸ (0.062u).
  /// - He₀…He₇ at x₀ = j/16 ≤ 8 are exact: Heₙ(x₀)·16ⁿ is a whole number below 2⁴⁹ (He₇(8) =
  ///   1,461,944 < 2²¹), and so is every product and difference of the recurrence
  ///   Heₙ₊₁ = x₀·Heₙ − n·Heₙ₋₁.
  /// - Each coefficient Heₙ/(n+1)! is off by 2u relative (the rounded 1/(n+1)! and the
  ///   product); Horner's rule in −h over 8 coefficients adds 14u, and the product with h u:
  ///   under 17.1u times the sum of the terms' magnitudes, at most |h|·e^(x₀|h| + h²/2) ≤
  ///   0.0402 (the generating function of |Heₙ|'s majorant): 0.69u; times φ(x₀) ≤ 0.399:
  ///   0.28u.
  /// - φ(x₀)'s rounding and the product's, u each on a product below 0.016: 0.04u.
  /// - Q(x₀)'s rounding, at most u·Q(x₀) ≤ u/2, and the final subtraction's, at most u/2 for
  ///   a result below 0.52.
  ///
  /// 0.062u + 0.28u + 0.04u + u/2 + u/2 < 1.4u.
  @inline(__always)
  static func tabulatedUpperTail(_ x: Double) -> Double {
    let shifted = x * 16 + roundingShift
    let j = Int(truncatingIfNeeded: shifted.bitPattern &- roundingShiftBits)
    let x0 = (shifted - roundingShift) / 16
    let h = x - x0
    let he2 = x0 * x0 - 1
    let he3 = x0 * he2 - 2 * x0
    let he4 = x0 * he3 - 3 * he2
    let he5 = x0 * he4 - 4 * he3
    let he6 = x0 * he5 - 5 * he4
    let he7 = x0 * he6 - 6 * he5
    let t = -h
    var sum = he6 * (1.0 / 5_040) + t * (he7 * (1.0 / 40_320))
    sum = he5 * (1.0 / 720) + t * sum
    sum = he4 * (1.0 / 120) + t * sum
    sum = he3 * (1.0 / 24) + t * sum
    sum = he2 * (1.0 / 6) + t * sum
    sum = x0 * 0.5 + t * sum
    sum = 1 + t * sum
    return GrowthDoubleTables.upperTails[j] - GrowthDoubleTables.densities[j] * (h * sum)
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

  /// The upper tail Q(x) = 1 − Φ(x), with a bound on its absolute error. For |x| < 3 from
  /// the table (1.4u, and 1 − Q(−x)'s rounding, u/2, for x < 0: 2u); beyond, by the
  /// continued fraction (relative error near 2⁻⁴⁷ or better).
  static func upperTail(_ x: Double) -> (value: Double, error: Double) {
    if x >= 3 { return upperTailFraction(x) }
    if x <= -3 {
      let lower = upperTailFraction(-x)
      return (1 - lower.value, lower.error + 0x1p-52)
    }
    // A NaN has no row in the table.
    guard !x.isNaN else { return (.nan, .infinity) }
    if x >= 0 { return (tabulatedUpperTail(x), 0x1p-52) }
    return (1 - tabulatedUpperTail(-x), 0x1p-52)
  }

  /// Φ(x) with a bound on its absolute error: 2u for |x| ≤ 8 (the table's 1.4u, and for
  /// x > 0 the rounding of 1 − Q(x), at most u/2), from ``upperTail(_:)`` beyond.
  static func normalCDF(_ x: Double) -> (value: Double, error: Double) {
    guard x.magnitude <= 8 else { return upperTail(-x) }
    if x <= 0 { return (tabulatedUpperTail(-x), 0x1p-52) }
    return (1 - tabulatedUpperTail(x), 0x1p-52)
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
