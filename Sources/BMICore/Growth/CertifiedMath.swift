/// Certified enclosures of ln 2, π, exp and ln on dyadic intervals.
///
/// Each series is summed in interval arithmetic and its truncation error is added to the
/// result as an explicit bound, so the returned interval provably contains the true value.
/// Monotone functions of an interval are evaluated at its two ends.
enum CertifiedMath {
  /// Extra fractional bits carried inside a computation beyond what the caller asked for.
  static let guardBits = 24

  // MARK: - Constants

  /// ln 2 = 2·atanh(1/3) = 2·Σ 3^−(2k+1)/(2k+1).
  static func logTwo(bits: Int) -> DyadicInterval {
    let working = bits + guardBits
    var power = DyadicInterval(GrowthRational(1, 3), bits: working)  // 3^−(2k+1)
    var sum = power
    var index = 1
    while power.magnitudeBound > .one {
      power = power.divided(by: 9)
      sum = sum + power.divided(by: 2 * index + 1)
      index += 1
    }
    // The terms after the last one added sum to less than that term.
    sum = sum.widened(by: power.magnitudeBound + .one)
    return sum.multiplied(by: 2).rescaled(to: bits)
  }

  /// π = 16·atan(1/5) − 4·atan(1/239) (Machin's formula).
  static func pi(bits: Int) -> DyadicInterval {
    let working = bits + guardBits
    let first = arctangentOfReciprocal(5, bits: working).multiplied(by: 16)
    let second = arctangentOfReciprocal(239, bits: working).multiplied(by: 4)
    return (first - second).rescaled(to: bits)
  }

  /// atan(1/n) = Σ (−1)^k / ((2k+1)·n^(2k+1)); the alternating tail is below its first term.
  private static func arctangentOfReciprocal(_ n: Int, bits: Int) -> DyadicInterval {
    var power = DyadicInterval(GrowthRational(1, n), bits: bits)  // n^−(2k+1)
    var sum = power
    var index = 1
    while power.magnitudeBound > .one {
      power = power.divided(by: n * n)
      let term = power.divided(by: 2 * index + 1)
      sum = index.isMultiple(of: 2) ? sum + term : sum - term
      index += 1
    }
    return sum.widened(by: power.magnitudeBound + .one)
  }

  // MARK: - Exponential

  /// An enclosure of e^x for every x in `interval`.
  static func exp(_ interval: DyadicInterval) -> DyadicInterval {
    let low = expPoint(interval.lower, bits: interval.bits)
    if interval.lower == interval.upper { return low }
    let high = expPoint(interval.upper, bits: interval.bits)
    return DyadicInterval(lower: low.lower, upper: high.upper, bits: interval.bits)
  }

  /// e^x for x = n·2^−bits: x = k·ln 2 + r, e^r = (e^(r/2^s))^(2^s) by Taylor series.
  private static func expPoint(_ n: GrowthInteger, bits: Int) -> DyadicInterval {
    if n.isZero { return DyadicInterval(integer: 1, bits: bits) }
    // k ≈ x / ln 2; any integer is correct, a near one keeps r small.
    let scale = GrowthInteger.powerOfTwo(bits).multiplied(by: 1_000_000)
    let kBig = (n.multiplied(by: 1_442_695) + scale.floorDivided(by: 2)).floorDivided(by: scale)
    guard let k = kBig.intValue, k.magnitude < 1 << 40 else {
      fatalError("exponent out of range for a BMI-for-age computation")
    }
    let halvings = Swift.max(4, Swift.min(24, bits / 16))
    // e^x near 2^k: a positive k needs k more bits for the same absolute precision.
    let kBits = Int.bitWidth - k.magnitude.leadingZeroBitCount
    let working = bits + guardBits + halvings + kBits + Swift.max(k, 0)
    let x = DyadicInterval(lower: n, upper: n, bits: bits).rescaled(to: working)
    let reduced = (x - logTwo(bits: working).multiplied(by: k)).scaled(byPowerOfTwo: -halvings)
    var term = DyadicInterval(integer: 1, bits: working)
    var sum = term
    var index = 1
    while true {
      term = (term * reduced).divided(by: index)
      sum = sum + term
      index += 1
      if term.magnitudeBound <= .one { break }
    }
    // |r/2^s| < 1/2, so the remaining terms sum to less than the last one.
    sum = sum.widened(by: term.magnitudeBound + .one)
    for _ in 0..<halvings { sum = sum.squared }
    return sum.scaled(byPowerOfTwo: k).rescaled(to: bits)
  }

  // MARK: - Logarithm

  /// An enclosure of ln x for every x in `interval`, or `nil` unless the interval is positive.
  static func log(_ interval: DyadicInterval) -> DyadicInterval? {
    guard interval.isPositive else { return nil }
    let low = logPoint(interval.lower, bits: interval.bits)
    if interval.lower == interval.upper { return low }
    let high = logPoint(interval.upper, bits: interval.bits)
    return DyadicInterval(lower: low.lower, upper: high.upper, bits: interval.bits)
  }

  /// ln x for x = n·2^−bits > 0: x = m·2^e with m in [2/3, 4/3), ln m = 2·atanh((m−1)/(m+1)).
  private static func logPoint(_ n: GrowthInteger, bits: Int) -> DyadicInterval {
    let width = n.bitWidth
    var exponent = width - bits
    // m = n / 2^width is in [1/2, 1); double it when below 2/3.
    var mantissaShift = 0
    if n.multiplied(by: 3) < GrowthInteger.powerOfTwo(width + 1) {
      mantissaShift = 1
      exponent -= 1
    }
    let working =
      bits + guardBits + (Int.bitWidth - exponent.magnitude.leadingZeroBitCount)
    // m at the working precision: n · 2^(working − width + mantissaShift).
    let mantissa = DyadicInterval(lower: n, upper: n, bits: width - mantissaShift)
      .rescaled(to: working)
    let one = DyadicInterval(integer: 1, bits: working)
    guard let t = (mantissa - one).divided(by: mantissa + one) else {
      fatalError("m + 1 is positive")
    }
    let tSquared = t.squared
    var term = t
    var sum = t
    var index = 1
    while term.magnitudeBound > .one {
      term = term * tSquared
      sum = sum + term.divided(by: 2 * index + 1)
      index += 1
    }
    // |t| ≤ 1/5, so the remaining terms sum to less than the last power added.
    sum = sum.widened(by: term.magnitudeBound + .one)
    let logMantissa = sum.multiplied(by: 2)
    let result =
      exponent == 0 ? logMantissa : logMantissa + logTwo(bits: working).multiplied(by: exponent)
    return result.rescaled(to: bits)
  }
}
