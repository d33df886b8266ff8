/// Certified enclosures of the standard normal distribution Φ, its density φ and Φ⁻¹.
extension CertifiedMath {
  /// An enclosure of Φ(x) for every x in `interval`.
  static func normalCDF(_ interval: DyadicInterval) -> DyadicInterval {
    let low = normalCDFPoint(interval.lower, bits: interval.bits)
    let width = interval.width
    if width.isZero { return low }
    // Φ(b) − Φ(a) ≤ (b − a)·φ(0) < (b − a)/2.
    let growth = width.ceilingDivided(by: 2)
    return DyadicInterval(lower: low.lower, upper: low.upper + growth, bits: interval.bits)
  }

  /// An enclosure of φ(x) = e^(−x²/2)/√(2π) for x = n·2^−bits.
  static func normalDensityPoint(_ n: GrowthInteger, bits: Int) -> DyadicInterval {
    let x = DyadicInterval(lower: n, upper: n, bits: bits)
    let exponent = -(x.squared.divided(by: 2))
    return exp(exponent) * inverseSquareRootTwoPi(bits: bits)
  }

  /// 1/√(2π), from the table when it is precise enough.
  static func inverseSquareRootTwoPi(bits: Int) -> DyadicInterval {
    if bits <= CertifiedConstants.bits {
      return CertifiedConstants.enclosure(
        CertifiedConstants.inverseSquareRootTwoPi,
        short: CertifiedConstants.shortInverseSquareRootTwoPi, bits: bits)
    }
    let root = pi(bits: bits).multiplied(by: 2).squareRoot
    guard let inverse = DyadicInterval(integer: 1, bits: bits).divided(by: root) else {
      fatalError("√(2π) is positive")
    }
    return inverse
  }

  /// Φ⁻¹(0.95), from the table when it is precise enough.
  static func ninetyFifthQuantile(bits: Int) -> DyadicInterval {
    if bits <= CertifiedConstants.bits {
      return CertifiedConstants.enclosure(
        CertifiedConstants.ninetyFifthQuantile,
        short: CertifiedConstants.shortNinetyFifthQuantile, bits: bits)
    }
    guard let quantile = normalQuantile(DyadicInterval(GrowthRational(95, 100), bits: bits)) else {
      fatalError("0.95 is inside (0, 1)")
    }
    return quantile
  }

  /// Φ(x) for x = n·2^−bits.
  ///
  /// Φ(x) = 1/2 + φ(x)·Σ x^(2k+1)/(1·3·5···(2k+1)) (a series of terms of one sign, so no
  /// cancellation); far in the tails the Mills-ratio bounds
  /// φ(x)·x/(x²+1) < 1 − Φ(x) < φ(x)/x for x > 0 are used when they are already narrow enough.
  static func normalCDFPoint(_ n: GrowthInteger, bits: Int) -> DyadicInterval {
    if n.isZero {
      let half = GrowthInteger.powerOfTwo(bits - 1)
      return DyadicInterval(lower: half, upper: half, bits: bits)
    }
    // A ≥ |x|: the terms grow to about e^(x²/2) before they fall, so that many guard bits.
    guard let ceilingMagnitude = n.magnitude.ceilingDivided(by: .powerOfTwo(bits)).intValue,
      ceilingMagnitude < 1 << 20
    else {
      // |x| > 2^20 − 1 (a z from a BMI far beyond any person's): the tail is below
      // φ(x)/|x| < e^(−2^38), far below 2^−bits at any precision a decision reaches.
      let one = GrowthInteger.powerOfTwo(bits)
      let low = n.isNegative ? GrowthInteger.zero : one - .one
      return DyadicInterval(lower: low, upper: low + .one, bits: bits)
    }
    if ceilingMagnitude >= 9, let tail = millsTail(n, bits: bits) { return tail }
    let working = bits + guardBits + (ceilingMagnitude * ceilingMagnitude * 3) / 4
    let x = DyadicInterval(lower: n, upper: n, bits: bits).rescaled(to: working)
    let xSquared = x.squared
    var term = x
    var sum = x
    var index = 0
    while true {
      term = (term * xSquared).divided(by: 2 * index + 3)
      sum = sum + term
      index += 1
      // Once x²/(2k+3) ≤ 1/2 the terms at least halve, so the rest sum to less than the last.
      if 2 * index + 3 >= 2 * ceilingMagnitude * ceilingMagnitude
        && term.magnitudeBound <= .one
      {
        break
      }
    }
    sum = sum.widened(by: term.magnitudeBound + .one)
    let density = normalDensityPoint(n.shiftedLeft(working - bits), bits: working)
    let half = DyadicInterval(GrowthRational(1, 2), bits: working)
    return (half + density * sum).rescaled(to: bits)
  }

  /// The Mills-ratio enclosure of Φ(x) for large |x|, or `nil` when it is wider than 2^−bits.
  ///
  /// 1 − Φ(x) = φ(x)·R(x) for x > 0, where R is the Mills ratio, whose Laplace continued
  /// fraction 1/(x + 1/(x + 2/(x + 3/(x + …)))) has convergents that lie alternately above and
  /// below it (the first two are the classical bounds 1/x and x/(x² + 1)). Far in a tail the
  /// caller may ask for more bits than the tail's own size (the CDC's extended z asks for
  /// Φ⁻¹ of a number that close to 1), and the power series would then need about x² terms of
  /// thousands of bits; deeper convergents reach the same width in a few dozen divisions.
  private static func millsTail(_ n: GrowthInteger, bits: Int) -> DyadicInterval? {
    let working = bits + guardBits
    let x = DyadicInterval(lower: n.magnitude, upper: n.magnitude, bits: bits)
      .rescaled(to: working)
    let density = normalDensityPoint(n.magnitude.shiftedLeft(guardBits), bits: working)
    let one = DyadicInterval(integer: 1, bits: working)
    let limit = GrowthInteger.powerOfTwo(guardBits)
    guard let ratio = millsRatio(x, until: { (density * $0).width <= limit }) else {
      return nil
    }
    let tail = density * ratio
    return (n.isNegative ? tail : one - tail).rescaled(to: bits)
  }

  /// The Mills ratio R(x) = Q(x)/φ(x) at a point x > 0, as the hull of two successive
  /// convergents of its continued fraction (which lie on either side of it), at the first
  /// depth (0, 2, 4, 8, …) where `isNarrow` accepts it; `nil` past 4,096 levels.
  static func millsRatio(_ x: DyadicInterval, until isNarrow: (DyadicInterval) -> Bool)
    -> DyadicInterval?
  {
    var depth = 0
    while depth <= 1 << 12 {
      guard let above = millsConvergent(x, depth: depth),
        let below = millsConvergent(x, depth: depth + 1)
      else { return nil }
      let ratio = above.hull(below)
      if isNarrow(ratio) { return ratio }
      depth = depth == 0 ? 2 : depth * 2
    }
    return nil
  }

  /// The Laplace continued fraction of the Mills ratio at x > 0 cut after `depth` levels,
  /// 1/(x + 1/(x + 2/(x + … + depth/x))), or `nil` if an interval holds zero.
  static func millsConvergent(_ x: DyadicInterval, depth: Int) -> DyadicInterval? {
    var denominator = x
    var level = depth
    while level > 0 {
      guard let fraction = DyadicInterval(integer: level, bits: x.bits).divided(by: denominator)
      else { return nil }
      denominator = x + fraction
      level -= 1
    }
    return DyadicInterval(integer: 1, bits: x.bits).divided(by: denominator)
  }

  // MARK: - Quantile

  /// An enclosure of Φ⁻¹(q) for every q in `interval`, or `nil` unless 0 < q < 1 throughout.
  ///
  /// Newton's iteration finds an approximation; the enclosure is then proved by evaluating
  /// the certified Φ just outside it on both sides.
  static func normalQuantile(_ interval: DyadicInterval) -> DyadicInterval? {
    let bits = interval.bits
    guard interval.isPositive, interval.upper < GrowthInteger.powerOfTwo(bits) else { return nil }
    let middle = (interval.lower + interval.upper).floorDivided(by: 2)
    let estimate = approximateQuantile(middle, bits: bits)
    // The ends of q are about width/φ(z) away from the middle's quantile.
    let density = normalDensityPoint(estimate, bits: bits).lower
    let spread =
      density.signum > 0
      ? interval.width.shiftedLeft(bits).ceilingDivided(by: density.multiplied(by: 2)) : .zero
    let low = quantileBound(interval.lower, from: estimate, step: spread, bits: bits, below: true)
    let high = quantileBound(interval.upper, from: estimate, step: spread, bits: bits, below: false)
    return DyadicInterval(lower: low, upper: high, bits: bits)
  }

  /// A z (in units of 2^−bits) with Φ(z) ≤ q when `below`, Φ(z) ≥ q otherwise, found by
  /// stepping away from `estimate` by growing steps.
  private static func quantileBound(
    _ target: GrowthInteger, from estimate: GrowthInteger, step initial: GrowthInteger,
    bits: Int, below: Bool
  ) -> GrowthInteger {
    var step = initial + GrowthInteger(4)
    while true {
      let candidate = below ? estimate - step : estimate + step
      let value = normalCDFPoint(candidate, bits: bits)
      if below ? value.upper <= target : value.lower >= target { return candidate }
      step = step.multiplied(by: 4)
    }
  }

  /// Newton's iteration for Φ(z) = q from a rational first guess; not certified by itself.
  ///
  /// Each step about doubles the correct bits, so the early steps run at lower precision —
  /// but never so low that the smaller tail, min(q, 1 − q), keeps fewer than 40 bits.
  private static func approximateQuantile(_ target: GrowthInteger, bits: Int) -> GrowthInteger {
    let half = GrowthInteger.powerOfTwo(bits - 1)
    let tail = target > half ? GrowthInteger.powerOfTwo(bits) - target : target
    var precision = Swift.min(bits, Swift.max(32, bits - tail.bitWidth + 40))
    var z = firstGuess(target, bits: bits).shiftedRightFloor(bits - precision)
    for _ in 0..<64 {
      let scaledTarget = target.shiftedRightFloor(bits - precision)
      let one = GrowthInteger.powerOfTwo(precision)
      let value = normalCDFPoint(z, bits: precision)
      let density = normalDensityPoint(z, bits: precision)
      let residual = (value.lower + value.upper).floorDivided(by: 2) - scaledTarget
      let slope = (density.lower + density.upper).floorDivided(by: 2)
      let step: GrowthInteger =
        slope.isZero
        ? (residual.signum > 0 ? one : -one)
        : residual.shiftedLeft(precision).floorDivided(by: slope)
      z = z - step
      let limit = one.multiplied(by: 64)
      if z > limit { z = limit }
      if z < -limit { z = -limit }
      let converged = step.magnitude <= GrowthInteger(2)
      if precision == bits && converged { break }
      if converged || step.bitWidth < precision / 2 {
        let next = Swift.min(bits, precision * 2)
        z = z.shiftedLeft(next - precision)
        precision = next
      }
    }
    return z
  }

  /// Abramowitz & Stegun 26.2.23 (|error| < 4.5·10⁻⁴), in binary floating point.
  private static func firstGuess(_ target: GrowthInteger, bits: Int) -> GrowthInteger {
    let half = GrowthInteger.powerOfTwo(bits - 1)
    if target == half { return .zero }
    let upperHalf = target > half
    let tail = upperHalf ? GrowthInteger.powerOfTwo(bits) - target : target
    // t = √(−2·ln p) at 40 bits, by the integer square root (no libm in Embedded Swift).
    let logTail = log(DyadicInterval(lower: tail, upper: tail, bits: bits))!
    let root = (-logTail.multiplied(by: 2)).rescaled(to: 40)
    let t = doubleValue(root.squareRoot.lower, bits: 40)
    let numerator = 2.515517 + 0.802853 * t + 0.010328 * t * t
    let denominator = 1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t * t * t
    let magnitude = t - numerator / denominator
    let guess = upperHalf ? magnitude : -magnitude
    // z · 2^bits, through 2^40 to stay inside Int64 (not Int, which has 32 bits on wasm32).
    let product = Int64(guess * 1_099_511_627_776)
    let scaled = GrowthInteger(negative: product < 0, limbs: GrowthLimbs(single: product.magnitude))
    return bits >= 40 ? scaled.shiftedLeft(bits - 40) : scaled.shiftedRightFloor(40 - bits)
  }

  /// n·2^−bits as a `Double`, for first guesses only.
  static func doubleValue(_ n: GrowthInteger, bits: Int) -> Double {
    let width = n.bitWidth
    let drop = Swift.max(0, width - 60)
    let top = n.magnitude.shiftedRightFloor(drop)
    let limb = top.limbs.first ?? 0
    var value = Double(limb)
    var exponent = drop - bits
    while exponent > 0 {
      value *= 2
      exponent -= 1
    }
    while exponent < 0 {
      value /= 2
      exponent += 1
    }
    return n.isNegative ? -value : value
  }
}
