/// Certified enclosures of ln 2, π, exp and ln on dyadic intervals.
///
/// Each series is summed in interval arithmetic and its truncation error is added to the
/// result as an explicit bound, so the returned interval provably contains the true value.
/// Monotone functions of an interval are evaluated at its two ends.
enum CertifiedMath {
  /// Extra fractional bits carried inside a computation beyond what the caller asked for.
  static let guardBits = 16

  // MARK: - Constants

  /// ln 2, from the table when it is precise enough.
  static func logTwo(bits: Int) -> DyadicInterval {
    bits <= CertifiedConstants.bits
      ? CertifiedConstants.enclosure(
        CertifiedConstants.logTwo, short: CertifiedConstants.shortLogTwo, bits: bits)
      : logTwoSeries(bits: bits)
  }

  /// π, from the table when it is precise enough.
  static func pi(bits: Int) -> DyadicInterval {
    bits <= CertifiedConstants.bits
      ? CertifiedConstants.enclosure(
        CertifiedConstants.pi, short: CertifiedConstants.shortPi, bits: bits)
      : piSeries(bits: bits)
  }

  /// ln 2 = 2·atanh(1/3) = 2·Σ 3^−(2k+1)/(2k+1).
  static func logTwoSeries(bits: Int) -> DyadicInterval {
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
  static func piSeries(bits: Int) -> DyadicInterval {
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
    let width = interval.width
    if width.isZero { return low }
    // e^b ≤ e^a·e^(b−a) ≤ e^a·(1 + 2(b − a)) for b − a ≤ 1/2; wider inputs take a second point.
    if width.bitWidth >= interval.bits {
      let high = expPoint(interval.upper, bits: interval.bits)
      return DyadicInterval(lower: low.lower, upper: high.upper, bits: interval.bits)
    }
    let growth = (low.upper * width.multiplied(by: 2)).shiftedRightCeiling(interval.bits)
    return DyadicInterval(lower: low.lower, upper: low.upper + growth, bits: interval.bits)
  }

  /// e^x for x = n·2^−bits: x = k·ln 2 + r, e^r = (e^(r/2^s))^(2^s) by Taylor series.
  ///
  /// The series is summed at one point in fixed point with truncating steps; each term's error
  /// stays below 4 units (it is at most half the previous error plus 2, as |r/2^s| < 1/2), so N
  /// terms and the tail are off by at most 4N + 6 units, which is added to the bounds.
  private static func expPoint(_ n: GrowthInteger, bits: Int) -> DyadicInterval {
    if n.isZero { return DyadicInterval(integer: 1, bits: bits) }
    // k ≈ x / ln 2; any integer is correct, a near one keeps r small.
    let scale = GrowthInteger.powerOfTwo(bits).multiplied(by: 1_000_000)
    let kBig = (n.multiplied(by: 1_442_695) + scale.floorDivided(by: 2)).floorDivided(by: scale)
    // In 64 bits: `1 << 40` as an `Int` is 0 where `Int` has 32 (wasm32).
    guard let k = kBig.intValue, UInt64(k.magnitude) < 1 << 40 else {
      fatalError("exponent out of range for a BMI-for-age computation")
    }
    let halvings = Swift.max(4, Swift.min(24, bits / 16))
    // e^x near 2^k: a positive k needs k more bits for the same absolute precision.
    let kBits = Int.bitWidth - k.magnitude.leadingZeroBitCount
    let working = bits + guardBits + halvings + kBits + Swift.max(k, 0)
    let x = n.shiftedLeft(working - bits)
    // r ∈ [x − k·ln2_high, x − k·ln2_low] (ends swapped for negative k), then divided by 2^s.
    let logTwo = logTwo(bits: working)
    let (r0, r1) =
      k >= 0
      ? (x - logTwo.upper.multiplied(by: k), x - logTwo.lower.multiplied(by: k))
      : (x - logTwo.lower.multiplied(by: k), x - logTwo.upper.multiplied(by: k))
    let a = r0.shiftedRightFloor(halvings)
    let spread = r1.shiftedRightCeiling(halvings) - a
    let one = GrowthInteger.powerOfTwo(working)
    var term = one
    var sum = one
    var index = 1
    while term.magnitude > .one {
      term = (term * a).shiftedRightFloor(working).floorDivided(by: index)
      sum = sum + term
      index += 1
    }
    let error = GrowthInteger(4 * index + 6)
    // e^(a + δ) ≤ e^a·(1 + 2δ) for the spread δ of r/2^s.
    let high = sum + error
    let spreadBound = (high * spread.multiplied(by: 2)).shiftedRightCeiling(working) + .one
    var result = DyadicInterval(lower: sum - error, upper: high + spreadBound, bits: working)
    for _ in 0..<halvings { result = result.squared }
    return result.scaled(byPowerOfTwo: k).rescaled(to: bits)
  }

  // MARK: - Logarithm

  /// An enclosure of ln x for every x in `interval`, or `nil` unless the interval is positive.
  static func log(_ interval: DyadicInterval) -> DyadicInterval? {
    guard interval.isPositive else { return nil }
    let low = logPoint(interval.lower, bits: interval.bits)
    let width = interval.width
    if width.isZero { return low }
    // ln b − ln a ≤ (b − a)/a.
    let growth = width.shiftedLeft(interval.bits).ceilingDivided(by: interval.lower)
    return DyadicInterval(lower: low.lower, upper: low.upper + growth, bits: interval.bits)
  }

  /// ln x for x = n·2^−bits > 0: x = m·2^e with m in [2/3, 4/3), ln m = 2·atanh((m−1)/(m+1)).
  ///
  /// As in `expPoint`, the series runs at one point with truncating steps: |t| ≤ 1/5, so each
  /// power is off by less than 3 units and N terms plus the tail by less than 4N + 2.
  private static func logPoint(_ n: GrowthInteger, bits: Int) -> DyadicInterval {
    let width = n.bitWidth
    var exponent = width - bits
    // m = n / 2^width is in [1/2, 1); double it when below 2/3.
    var mantissaShift = 0
    if n.multiplied(by: 3) < GrowthInteger.powerOfTwo(width + 1) {
      mantissaShift = 1
      exponent -= 1
    }
    let working = bits + guardBits + (Int.bitWidth - exponent.magnitude.leadingZeroBitCount)
    // m at the working precision, n · 2^(working − width + mantissaShift), floored when that
    // drops bits: the true m is then in [m₀, m₀ + 1 unit].
    let shift = working - width + mantissaShift
    let mantissa = shift >= 0 ? n.shiftedLeft(shift) : n.shiftedRightFloor(-shift)
    let one = GrowthInteger.powerOfTwo(working)
    // t = (m − 1)/(m + 1) rises with m at slope ≤ 1.1, so t ∈ [t₀, t₀ + 3 units].
    let t = (mantissa - one).shiftedLeft(working).floorDivided(by: mantissa + one)
    let tSquared = (t * t).shiftedRightFloor(working)
    var power = t
    var sum = t
    var index = 1
    while power.magnitude > .one {
      power = (power * tSquared).shiftedRightFloor(working)
      sum = sum + power.floorDivided(by: 2 * index + 1)
      index += 1
    }
    // Series error 4N + 2, and atanh grows by at most 1.05·3 units over [t₀, t₀ + 3].
    let error = GrowthInteger(4 * index + 2)
    let atanh = DyadicInterval(
      lower: sum - error, upper: sum + error + GrowthInteger(4), bits: working)
    let logMantissa = atanh.multiplied(by: 2)
    let result =
      exponent == 0 ? logMantissa : logMantissa + logTwo(bits: working).multiplied(by: exponent)
    return result.rescaled(to: bits)
  }
}
