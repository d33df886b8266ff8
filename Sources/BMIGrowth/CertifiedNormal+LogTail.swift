// Φ⁻¹ far in the upper tail, solved through the logarithm of the tail: the CDC's extended z.

extension CertifiedMath {
  /// The least x (an integer) from which `tailQuantile` works with logarithms of the tail:
  /// from there the Mills ratio's continued fraction narrows in a few levels at the
  /// precisions decisions use.
  static let logTailStart = 8

  /// An enclosure of Q⁻¹(scale·Q(x)) for every x in `interval`, where Q = 1 − Φ is the upper
  /// tail: the z whose tail is `scale` times x's. `nil` when this precision cannot show it is
  /// defined (scale·Q(x) not yet inside (0, 1)).
  ///
  /// The CDC's extended z is Φ⁻¹(0.9 + 0.1·Φ(s)) = Q⁻¹(Q(s)/10), and the BMI at a z inverts it
  /// through Q⁻¹(10·Q(z)). Far in the tail Q(s) is about e^(−s²/2), so Φ⁻¹ of the probability
  /// needs s²/1.4 bits more than the answer (ten thousand bits at s = 120, minutes of Newton's
  /// iteration). From x = `logTailStart` on, z is found from logarithms instead: with
  /// ln(√(2π)·Q(x)) = −x²/2 + ln R(x), R the Mills ratio, z solves
  /// −z²/2 + ln R(z) = −s²/2 + ln R(s) + ln(scale), whose terms need only the answer's bits.
  ///
  /// - Parameters:
  ///   - interval: The values of x.
  ///   - scale: The factor on the tail, above zero.
  static func tailQuantile(_ interval: DyadicInterval, scale: GrowthRational) -> DyadicInterval? {
    let bits = interval.bits
    if interval.lower >= GrowthInteger(logTailStart).shiftedLeft(bits),
      let quantile = logTailQuantile(interval, scale: scale)
    {
      return quantile
    }
    // Near the middle the probability is not small: Φ⁻¹ of 1 − scale·(1 − Φ(x)) directly.
    let one = DyadicInterval(integer: 1, bits: bits)
    return normalQuantile(one - (one - normalCDF(interval)).multiplied(by: scale))
  }

  /// `tailQuantile` through logarithms, or `nil` when the Mills ratio's continued fraction does
  /// not narrow enough at this precision or the answer falls below x = `logTailStart`/2 (the
  /// caller then takes the direct route).
  private static func logTailQuantile(_ interval: DyadicInterval, scale: GrowthRational)
    -> DyadicInterval?
  {
    let bits = interval.bits
    let working = bits + guardBits
    // ln(√(2π)·Q) falls as x rises, so the target's ends come from the interval's other ends.
    guard let logScale = log(DyadicInterval(scale, bits: working)),
      let atUpper = logScaledTail(interval.upper.shiftedLeft(guardBits), bits: working),
      let atLower = logScaledTail(interval.lower.shiftedLeft(guardBits), bits: working)
    else { return nil }
    let target =
      DyadicInterval(lower: atUpper.log.lower, upper: atLower.log.upper, bits: working) + logScale
    guard let estimate = logTailEstimate(target) else { return nil }
    // z moves by R(z) < 1/z per unit of the target, and z > `logTailStart`/2.
    let spread = target.width.ceilingDivided(by: GrowthInteger(logTailStart / 2))
    guard
      let low = logTailBound(target, from: estimate, step: spread, below: true),
      let high = logTailBound(target, from: estimate, step: spread, below: false)
    else { return nil }
    return DyadicInterval(lower: low, upper: high, bits: working).rescaled(to: bits)
  }

  /// ln(√(2π)·Q(x)) = −x²/2 + ln R(x), and R(x), for x = n·2^−bits ≥ 1; `nil` when R's
  /// continued fraction does not narrow enough (see `millsRatio`).
  ///
  /// Q(x) = φ(x)·R(x), so the constant ln √(2π) of φ drops out of every equation between tails.
  static func logScaledTail(_ n: GrowthInteger, bits: Int)
    -> (log: DyadicInterval, ratio: DyadicInterval)?
  {
    // R ≈ 1/x: ln R to 2^−bits needs R to 2^−bits/x, so as many more bits as x has.
    let magnitudeBits = n.shiftedRightCeiling(bits).bitWidth
    let working = bits + guardBits + magnitudeBits
    let x = DyadicInterval(lower: n, upper: n, bits: bits)
    guard let ratio = millsRatio(x.rescaled(to: working)), let logRatio = log(ratio) else {
      return nil
    }
    let halfSquare = x.squared.divided(by: 2)
    return (logRatio.rescaled(to: bits) - halfSquare, ratio.rescaled(to: bits))
  }

  /// The Mills ratio R(x) = Q(x)/φ(x) at a point x ≥ 1, between two successive convergents of
  /// its continued fraction, to within 2^8 units; `nil` past 4,096 levels (a small x asked for
  /// many bits).
  static func millsRatio(_ x: DyadicInterval) -> DyadicInterval? {
    millsRatio(x) { $0.width <= GrowthInteger(1 << 8) }
  }

  /// Newton's iteration for ln(√(2π)·Q(z)) = the target's middle, in units of 2^−bits; not
  /// certified by itself.
  ///
  /// The derivative of ln Q is −φ/Q = −1/R, so a step is (ln(√(2π)·Q(z)) − target)·R(z). The
  /// function is concave, so from the first guess √(−2·target), which lies above z (ln R < 0),
  /// the steps fall towards z without overshooting it.
  private static func logTailEstimate(_ target: DyadicInterval) -> GrowthInteger? {
    let bits = target.bits
    let goal = (target.lower + target.upper).floorDivided(by: 2)
    guard goal.signum < 0 else { return nil }
    let floorValue = GrowthInteger(logTailStart / 2).shiftedLeft(bits)
    var z = DyadicInterval(
      lower: -goal.multiplied(by: 2), upper: -goal.multiplied(by: 2), bits: bits
    )
    .squareRoot.upper
    for _ in 0..<64 {
      guard z >= floorValue, let tail = logScaledTail(z, bits: bits) else { return nil }
      let value = (tail.log.lower + tail.log.upper).floorDivided(by: 2)
      let ratio = (tail.ratio.lower + tail.ratio.upper).floorDivided(by: 2)
      let step = ((value - goal) * ratio).shiftedRightFloor(bits)
      z = z + step
      if step.magnitude <= GrowthInteger(2) { return z }
    }
    return nil
  }

  /// A z (in units of 2^−bits) whose ln(√(2π)·Q(z)) is proved at or above every target value
  /// when `below` (so z is at or below every answer), at or below them otherwise; found by
  /// stepping away from `estimate` by growing steps. `nil` below x = `logTailStart`/2.
  private static func logTailBound(
    _ target: DyadicInterval, from estimate: GrowthInteger, step initial: GrowthInteger,
    below: Bool
  ) -> GrowthInteger? {
    let bits = target.bits
    let floorValue = GrowthInteger(logTailStart / 2).shiftedLeft(bits)
    var step = initial + GrowthInteger(4)
    for _ in 0..<32 {
      let candidate = below ? estimate - step : estimate + step
      guard candidate >= floorValue, let tail = logScaledTail(candidate, bits: bits) else {
        return nil
      }
      if below ? tail.log.lower >= target.upper : tail.log.upper <= target.lower {
        return candidate
      }
      step = step.multiplied(by: 4)
    }
    return nil
  }
}
