/// A child's z-score, percentile and % of P95 in `Double`, each with a proven bound on its
/// absolute error: the fast route of BMI-for-age scoring. A decision (a side of a cut-off, a
/// rounded digit) is taken from these only when the value is farther than its bound from
/// every cut-off and rounding point; otherwise the certified route decides.
///
/// The bounds are derived operation by operation (see each step below and `GrowthDoubleMath`),
/// with u = 2⁻⁵³ per rounding, and then doubled: they are of the order of 10⁻¹³ for z, far
/// above the true error and far below a hundredth, so only a row within about 10⁻¹² of a
/// cut-off or rounding point goes to the certified route.
package struct GrowthFastScores: Sendable {
  /// The z-score under the method.
  package let z: Double
  /// A bound on |z − exact z|.
  package let zError: Double
  /// The percentile, 0–100.
  package let percentile: Double
  /// A bound on |percentile − exact percentile|.
  package let percentileError: Double
  /// 100·BMI/P95 (CDC's extended tails only; otherwise `nan` with an infinite bound).
  package let percentOfNinetyFifth: Double
  /// A bound on its error.
  package let percentOfNinetyFifthError: Double

  static let u = 0x1p-53

  /// Scores a BMI, or `nil` when the fast route cannot bound it tightly enough (a value at the
  /// edge of the curve's reach, at WHO's ±3 or CDC's P95 switch, or far out in a tail).
  ///
  /// - Parameters:
  ///   - bmi: The BMI, kg/m².
  ///   - bmiError: A bound on its absolute error.
  ///   - parameters: L, M and S at the child's age, with their error bounds.
  ///   - tails: The rules' tails: none, WHO's restricted z, CDC's extension.
  ///   - sigma: CDC's σ and its error bound (unused for other tails).
  ///   - ninetyFifthZ: The z of CDC's P95 and its error bound (unused for other tails).
  package init?(
    bmi y: Double, bmiError: Double, parameters p: GrowthFastTable.Parameters,
    tails: GrowthTails, sigma: (Double, Double), ninetyFifthZ: (Double, Double)
  ) {
    let u = Self.u
    guard p.s > 0.001, p.m > 0.1, p.l.magnitude < 20, y > 0, y < 1_000 else { return nil }
    guard let plain = Self.lmsZ(y: y, yError: bmiError, p) else { return nil }
    switch tails {
    case .none:
      // The plain LMS z and 100·Φ(z) at every BMI.
      guard plain.value.magnitude < 30 else { return nil }
      let phi = GrowthDoubleMath.normalCDF(plain.value)
      z = plain.value
      zError = plain.error
      percentile = 100 * phi.value
      percentileError = 100 * (phi.error + 0.4 * plain.error) + 2 * u * 100
      percentOfNinetyFifth = .nan
      percentOfNinetyFifthError = .infinity
    case .whoRestricted:
      var z = plain
      // WHO's restricted z beyond ±3; undecided within the bound of ±3.
      if (plain.value.magnitude - 3).magnitude <= plain.error { return nil }
      if plain.value.magnitude > 3 {
        let side: Double = plain.value > 0 ? 1 : -1
        guard let tail = Self.restrictedTail(y: y, yError: bmiError, p, side: side) else {
          return nil
        }
        z = tail
      }
      guard z.value.magnitude < 30 else { return nil }
      let phi = GrowthDoubleMath.normalCDF(z.value)
      self.z = z.value
      zError = z.error
      percentile = 100 * phi.value
      percentileError = 100 * (phi.error + 0.4 * z.error) + 2 * u * 100
      percentOfNinetyFifth = .nan
      percentOfNinetyFifthError = .infinity
    case .cdcExtended:
      guard
        let p95 = Self.valueAt(z: ninetyFifthZ.0, zError: ninetyFifthZ.1, p),
        sigma.0 > 0.01
      else { return nil }
      let gap = y - p95.value
      let gapError = bmiError + p95.error + u * gap.magnitude
      if gap.magnitude <= gapError { return nil }
      percentOfNinetyFifth = 100 * y / p95.value
      percentOfNinetyFifthError =
        percentOfNinetyFifth * (bmiError / y + p95.error / p95.value + 4 * u)
      if gap < 0 {
        guard plain.value.magnitude < 30 else { return nil }
        let phi = GrowthDoubleMath.normalCDF(plain.value)
        z = plain.value
        zError = plain.error
        percentile = 100 * phi.value
        percentileError = 100 * (phi.error + 0.4 * plain.error) + 2 * u * 100
      } else {
        // percentile = 90 + 10·Φ(w) = 100 − 10·Q(w); z = Φ⁻¹(percentile/100) = Q⁻¹(Q(w)/10).
        let w = gap / sigma.0
        let wError = gapError / sigma.0 + w.magnitude * (sigma.1 / sigma.0 + 2 * u)
        guard w < 8 else { return nil }
        let tail = GrowthDoubleMath.upperTail(w)
        // Q′ = −φ ≤ 0.4 in magnitude.
        let tailError = tail.error + 0.4 * wError
        let q = tail.value / 10
        guard
          let quantile = GrowthDoubleMath.upperTailQuantile(
            q, qError: tailError / 10 + u * q)
        else { return nil }
        z = quantile.value
        zError = quantile.error
        percentile = 100 - 10 * tail.value
        percentileError = 10 * tailError + 2 * u * 100
      }
    }
    guard zError.isFinite, percentileError.isFinite else { return nil }
  }

  /// The plain LMS z = ((y/M)^L − 1)/(L·S) = expm1(L·ln(y/M))/(L·S), or ln(y/M)/S for L = 0.
  ///
  /// Error, with a = ln(y/M) and x = L·a: y/M carries relative error ρ = yErr/y + mErr/M + u,
  /// so a is off by ρ (1.01ρ, ρ tiny) plus ln's 3u·max(1, |a|); expm1 adds 12u relative and
  /// the division 2u, so |z|·14u; S's error moves z by |z|·sErr/S. In L the map
  /// L ↦ expm1(L·a)/L has derivative a²·h(x)/x² with h(x) = x·eˣ − eˣ + 1 and
  /// |h(x)/x²| ≤ e^|x|, so L's error moves z by lErr·a²·e^|x|/S; a's error by e^x·aErr/S.
  static func lmsZ(y: Double, yError: Double, _ p: GrowthFastTable.Parameters)
    -> (value: Double, error: Double)?
  {
    let u = Self.u
    let ratio = y / p.m
    guard ratio > 1e-3, ratio < 1e3 else { return nil }
    let a = GrowthDoubleMath.log(ratio)
    let rho = yError / y + p.mError / p.m + u
    let aError = 1.01 * rho + 3 * u * Swift.max(1, a.magnitude)
    let x = p.l * a
    guard x.magnitude < 30 else { return nil }
    let power = p.l == 0 ? 0 : GrowthDoubleMath.expm1(x)
    let z = p.l == 0 ? a / p.s : power / (p.l * p.s)
    // e^|x| from e^x − 1 (1.01 covers its rounding): 1 + (e^x − 1), or its reciprocal.
    let grow = 1.01 * (x >= 0 ? 1 + power : 1 / (1 + power))
    let error =
      z.magnitude * (14 * u + p.sError / p.s) + grow * (aError + p.lError * a * a) / p.s
    return (z, 2 * error)
  }

  /// The BMI at z, M·(1 + L·S·z)^(1/L) = M·exp(log1p(L·S·z)/L) (M·e^(S·z) for L = 0), or
  /// `nil` when 1 + L·S·z is not clearly positive.
  ///
  /// Error of v = log1p(c)/L with c = L·S·z: c carries 2u (relative) plus z's error, log1p
  /// 6u relative, the division u: together 10u·|v|/(1 + c)-ish, bounded by 10u·|v|/min(1, 1+c);
  /// S moves v by sErr·|z|/(1 + c), z by zErr·S/(1 + c), and L (through the map L ↦
  /// log1p(L·S·z)/L, whose derivative is at most (S·z)²/(1 + c)² in magnitude) by
  /// lErr·(S·z)²/(1 + c)². exp adds 2u, the product with M u (6u allowed), and M's error
  /// mErr/M, all relative.
  static func valueAt(z: Double, zError: Double, _ p: GrowthFastTable.Parameters)
    -> (value: Double, error: Double)?
  {
    let u = Self.u
    let c = p.l * p.s * z
    let base = 1 + c
    guard base > 0.05 else { return nil }
    let v = p.l == 0 ? p.s * z : GrowthDoubleMath.log1p(c) / p.l
    let vError =
      10 * u * v.magnitude / Swift.min(1, base) + p.sError * z.magnitude / base
      + zError * p.s / base + p.lError * (p.s * z) * (p.s * z) / (base * base)
    let value = p.m * GrowthDoubleMath.exp(v)
    // e^(v ± δ) = e^v·(1 ± 1.01δ) for δ < 10⁻³.
    guard vError < 1e-3 else { return nil }
    let relative = 1.01 * vError + 6 * u + p.mError / p.m
    return (value, 2 * value * relative)
  }

  /// WHO's tail beyond `side`·3: ±3 + (y − SD±3)/(SD±3 − SD±2), with the error of each term.
  static func restrictedTail(
    y: Double, yError: Double, _ p: GrowthFastTable.Parameters, side: Double
  ) -> (value: Double, error: Double)? {
    let u = Self.u
    guard let sd3 = valueAt(z: 3 * side, zError: 0, p),
      let sd2 = valueAt(z: 2 * side, zError: 0, p)
    else { return nil }
    let step = side > 0 ? sd3.value - sd2.value : sd2.value - sd3.value
    let stepError = sd3.error + sd2.error + u * step.magnitude
    guard step > 0, stepError < step / 2 else { return nil }
    let excess = y - sd3.value
    let excessError = yError + sd3.error + u * excess.magnitude
    let ratio = excess / step
    // (e + δe)/(s + δs) − e/s ≤ (δe + |e/s|·δs)/(s − δs).
    let error =
      (excessError + ratio.magnitude * stepError) / (step - stepError) + 3 * u * ratio.magnitude
    return (3 * side + ratio, 2 * error + 4 * u)
  }
}

extension GrowthFastScores {
  /// The most digits after the decimal point the double-precision route writes; more are
  /// left to the certified route.
  package static let maximumDecimals = 6

  /// `value` rounded to `decimals` digits (to nearest) as a whole number of 10^−decimals units,
  /// when every number within `error` of `value` rounds the same way; `nil` otherwise.
  ///
  /// A value clear of every halfway point is never a tie, so the tie rule does not matter.
  ///
  /// - Parameters:
  ///   - value: The computed value.
  ///   - error: A bound on its absolute error.
  ///   - decimals: Digits after the decimal point (0–6).
  package static func roundedUnits(_ value: Double, error: Double, decimals: Int) -> Int? {
    let scale = powerOfTen(decimals)
    let scaled = value * scale
    guard scaled.magnitude < 0x1p50 else { return nil }
    // The whole number nearest `scaled` (ties to even; a tie is never settled below): adding
    // and subtracting 1.5·2⁵² rounds to a whole number, and the difference is exact (both
    // are multiples of scaled's ulp or of 1, and it is at most ½).
    let shifted = scaled + GrowthDoubleMath.roundingShift
    let nearest = shifted - GrowthDoubleMath.roundingShift
    let distance = 0.5 - (scaled - nearest).magnitude
    // The distance to the nearer halfway point, exact but for |scaled| < ¼, where it is above
    // ¼ and rounds by at most u/4. The product's own rounding adds u·|scaled| (2u allowed);
    // the margin's three roundings and the distance's, each at most u/4 when the margin is
    // below the distance (so below ½), are covered by the last 2u.
    let margin = error * scale + 2 * u * scaled.magnitude + 2 * u
    guard distance > margin else { return nil }
    // The whole number itself, from the sum's bits (no checked conversion).
    return Int(truncatingIfNeeded: shifted.bitPattern &- GrowthDoubleMath.roundingShiftBits)
  }

  /// 10^`decimals` (exact), from a switch for 0–6 digits.
  @inline(__always)
  static func powerOfTen(_ decimals: Int) -> Double {
    switch decimals {
    case 0: 1
    case 1: 10
    case 2: 100
    case 3: 1_000
    case 4: 10_000
    case 5: 100_000
    case 6: 1_000_000
    default:
      {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        return scale
      }()
    }
  }

  /// k·10^−decimals written as a plain decimal with exactly `decimals` digits (`-1.42`,
  /// `0.00`), as `GrowthRational.decimalText(decimals:)` writes it.
  package static func text(units: Int, decimals: Int) -> String {
    withText(units: units, decimals: decimals) { String(decoding: $0, as: UTF8.self) }
  }

  /// Calls `body` with the bytes of ``text(units:decimals:)``, written into a buffer on the
  /// stack (a sign, 19 digits, a point and up to 6 more leading zeros fit in 32), so that a
  /// caller appending them to its own bytes makes no string.
  package static func withText<Result>(
    units: Int, decimals: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumTextCount) { buffer in
      let count = write(units: units, decimals: decimals, to: buffer.baseAddress!)
      return body(UnsafeBufferPointer(start: buffer.baseAddress!, count: count))
    }
  }

  /// The most bytes ``write(units:decimals:to:)`` writes: a sign, 19 digits, a point and
  /// up to 6 more leading zeros.
  package static let maximumTextCount = 32

  /// Writes the bytes of ``text(units:decimals:)`` at `target`, which has room for
  /// ``maximumTextCount``, and gives their count; not generic, so that a writer in another
  /// module puts a score's digits straight into its output at the cost of the digits.
  ///
  /// - Parameters:
  ///   - units: The number of 10^−decimals units.
  ///   - decimals: Digits after the decimal point, 0 to ``maximumDecimals``.
  package static func write(units: Int, decimals: Int, to target: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    precondition(decimals >= 0 && decimals <= maximumDecimals, "write takes 0 to 6 decimals")
    var scale: UInt = 1
    for _ in 0..<decimals { scale &*= 10 }
    var whole = units.magnitude / scale
    var fraction = units.magnitude % scale
    // The whole part's digits, at least one (10^19 is the last power of ten in a word).
    var wholeDigits = 1
    var bound: UInt = 10
    while wholeDigits < 20 && whole >= bound {
      wholeDigits += 1
      if wholeDigits < 20 { bound &*= 10 }
    }
    let count = (units < 0 ? 1 : 0) + wholeDigits + (decimals > 0 ? decimals + 1 : 0)
    // Backwards from the end: the fraction's digits, the point, the whole part's digits.
    var position = count
    for _ in 0..<decimals {
      position -= 1
      target[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
      fraction /= 10
    }
    if decimals > 0 {
      position -= 1
      target[position] = UInt8(ascii: ".")
    }
    repeat {
      position -= 1
      target[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole % 10)
      whole /= 10
    } while whole > 0
    if units < 0 { target[0] = UInt8(ascii: "-") }
    return count
  }

  /// `value` written with `decimals` digits when its error bound settles the rounding.
  static func text(_ value: Double, error: Double, decimals: Int) -> String? {
    roundedUnits(value, error: error, decimals: decimals).map {
      text(units: $0, decimals: decimals)
    }
  }

  /// The z-score to `decimals` digits, or `nil` when the bound does not settle it.
  package func zText(decimals: Int) -> String? { Self.text(z, error: zError, decimals: decimals) }

  /// The percentile to `decimals` digits, or `nil` as ``zText(decimals:)``.
  package func percentileText(decimals: Int) -> String? {
    Self.text(percentile, error: percentileError, decimals: decimals)
  }

  /// 100·BMI/P95 to `decimals` digits, or `nil` as ``zText(decimals:)`` (and always for WHO).
  package func percentOfNinetyFifthText(decimals: Int) -> String? {
    Self.text(percentOfNinetyFifth, error: percentOfNinetyFifthError, decimals: decimals)
  }

  /// Which side of `cutoff` a value lies on, when its bound settles it: −1 below, 1 above.
  package static func side(_ value: Double, error: Double, of cutoff: Double) -> Int? {
    let margin = error + 2 * u * cutoff.magnitude
    if value < cutoff - margin { return -1 }
    if value > cutoff + margin { return 1 }
    return nil
  }
}
