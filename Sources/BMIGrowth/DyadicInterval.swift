/// A closed interval [lower, upper] · 2^−bits with integer ends: the working type of the
/// certified arithmetic.
///
/// Every operation rounds its lower end down and its upper end up, so the true value of an
/// expression always lies inside the interval computed for it. Raising `bits` narrows the
/// result; nothing here ever claims more than it has proved.
struct DyadicInterval: Sendable {
  /// The lower end, in units of 2^−bits.
  var lower: GrowthInteger
  /// The upper end, in units of 2^−bits.
  var upper: GrowthInteger
  /// The number of fractional bits.
  let bits: Int

  init(lower: GrowthInteger, upper: GrowthInteger, bits: Int) {
    precondition(lower <= upper, "an interval needs lower ≤ upper")
    self.lower = lower
    self.upper = upper
    self.bits = bits
  }

  /// The point interval of an integer.
  init(integer value: Int, bits: Int) {
    let scaled = GrowthInteger(value).shiftedLeft(bits)
    self.init(lower: scaled, upper: scaled, bits: bits)
  }

  /// The narrowest interval at this precision that contains `value`.
  init(_ value: GrowthRational, bits: Int) {
    if value.denominator == .one {
      let scaled = value.numerator.shiftedLeft(bits)
      self.init(lower: scaled, upper: scaled, bits: bits)
      return
    }
    self.init(numerator: value.numerator, denominator: value.denominator, bits: bits)
  }

  /// The narrowest interval at this precision containing `numerator / denominator`, for a
  /// fraction that need not be in lowest terms (`denominator` > 0).
  init(numerator: GrowthInteger, denominator: GrowthInteger, bits: Int) {
    let scaled = numerator.shiftedLeft(bits)
    let floor = scaled.floorDivided(by: denominator)
    let exact = floor * denominator == scaled
    self.init(lower: floor, upper: exact ? floor : floor + .one, bits: bits)
  }

  /// Whether every value in the interval is above zero.
  var isPositive: Bool { lower.signum > 0 }
  /// Whether every value in the interval is below zero.
  var isNegative: Bool { upper.signum < 0 }
  /// The upper end minus the lower end, in units of 2^−bits.
  var width: GrowthInteger { upper - lower }
  /// The larger of |lower| and |upper|, in units of 2^−bits.
  var magnitudeBound: GrowthInteger { Swift.max(lower.magnitude, upper.magnitude) }

  /// The exact lower end as a fraction.
  var lowerValue: GrowthRational { GrowthRational(lower, GrowthInteger.powerOfTwo(bits)) }
  /// The exact upper end as a fraction.
  var upperValue: GrowthRational { GrowthRational(upper, GrowthInteger.powerOfTwo(bits)) }

  /// The same interval at another precision, widened outward when bits are dropped.
  func rescaled(to newBits: Int) -> DyadicInterval {
    if newBits == bits { return self }
    if newBits > bits {
      let shift = newBits - bits
      return DyadicInterval(
        lower: lower.shiftedLeft(shift), upper: upper.shiftedLeft(shift), bits: newBits)
    }
    let shift = bits - newBits
    return DyadicInterval(
      lower: lower.shiftedRightFloor(shift), upper: upper.shiftedRightCeiling(shift),
      bits: newBits)
  }

  /// The smallest interval containing both.
  func hull(_ other: DyadicInterval) -> DyadicInterval {
    precondition(bits == other.bits, "intervals of different precision")
    return DyadicInterval(
      lower: Swift.min(lower, other.lower), upper: Swift.max(upper, other.upper), bits: bits)
  }

  /// The interval widened by `amount` units on both sides.
  func widened(by amount: GrowthInteger) -> DyadicInterval {
    DyadicInterval(lower: lower - amount, upper: upper + amount, bits: bits)
  }

  /// −1 or 1 when the whole interval is below or above `value`, `nil` when it contains it.
  func side(of value: GrowthRational) -> Int? {
    // lower·2^−bits > n/d  ⟺  lower·d > n·2^bits (d > 0); likewise for the upper end.
    let scaled = value.numerator.shiftedLeft(bits)
    if lower * value.denominator > scaled { return 1 }
    if upper * value.denominator < scaled { return -1 }
    return nil
  }
}

// MARK: - Arithmetic

extension DyadicInterval {
  static func + (lhs: DyadicInterval, rhs: DyadicInterval) -> DyadicInterval {
    precondition(lhs.bits == rhs.bits, "intervals of different precision")
    return DyadicInterval(
      lower: lhs.lower + rhs.lower, upper: lhs.upper + rhs.upper, bits: lhs.bits)
  }

  static prefix func - (value: DyadicInterval) -> DyadicInterval {
    DyadicInterval(lower: -value.upper, upper: -value.lower, bits: value.bits)
  }

  static func - (lhs: DyadicInterval, rhs: DyadicInterval) -> DyadicInterval { lhs + (-rhs) }

  static func * (lhs: DyadicInterval, rhs: DyadicInterval) -> DyadicInterval {
    precondition(lhs.bits == rhs.bits, "intervals of different precision")
    let (low, high) = productBounds(lhs.lower, lhs.upper, rhs.lower, rhs.upper)
    return DyadicInterval(
      lower: low.shiftedRightFloor(lhs.bits), upper: high.shiftedRightCeiling(lhs.bits),
      bits: lhs.bits)
  }

  /// The least and greatest of the four end products, with as few products as the signs allow.
  private static func productBounds(
    _ a: GrowthInteger, _ b: GrowthInteger, _ c: GrowthInteger, _ d: GrowthInteger
  ) -> (GrowthInteger, GrowthInteger) {
    if a == b && c == d {
      let product = a * c
      return (product, product)
    }
    let aSign = a.signum
    let bSign = b.signum
    let cSign = c.signum
    let dSign = d.signum
    if aSign >= 0 {  // [a, b] ≥ 0
      if cSign >= 0 { return (a * c, b * d) }
      if dSign <= 0 { return (b * c, a * d) }
      return (b * c, b * d)
    }
    if bSign <= 0 {  // [a, b] ≤ 0
      if cSign >= 0 { return (a * d, b * c) }
      if dSign <= 0 { return (b * d, a * c) }
      return (a * d, a * c)
    }
    // [a, b] contains zero.
    if cSign >= 0 { return (a * d, b * d) }
    if dSign <= 0 { return (b * c, a * c) }
    let ad = a * d
    let bc = b * c
    let ac = a * c
    let bd = b * d
    return (ad < bc ? ad : bc, ac > bd ? ac : bd)
  }

  /// The square, which is never negative even when the interval contains zero.
  var squared: DyadicInterval {
    let low = lower.magnitude
    let high = upper.magnitude
    let top = Swift.max(low, high)
    let bottom: GrowthInteger =
      (lower.signum <= 0 && upper.signum >= 0) ? .zero : Swift.min(low, high)
    return DyadicInterval(
      lower: (bottom * bottom).shiftedRightFloor(bits),
      upper: (top * top).shiftedRightCeiling(bits), bits: bits)
  }

  /// The quotient, or `nil` when the divisor interval contains zero.
  func divided(by divisor: DyadicInterval) -> DyadicInterval? {
    precondition(bits == divisor.bits, "intervals of different precision")
    if divisor.isNegative { return (-self).divided(by: -divisor) }
    guard divisor.isPositive else { return nil }
    // For a positive divisor the quotient grows with the dividend; each end picks the divisor
    // end that moves it outward.
    let low = lower.shiftedLeft(bits).floorDivided(
      by: lower.signum >= 0 ? divisor.upper : divisor.lower)
    let high = upper.shiftedLeft(bits).ceilingDivided(
      by: upper.signum >= 0 ? divisor.lower : divisor.upper)
    return DyadicInterval(lower: low, upper: high, bits: bits)
  }

  /// The interval times an exact integer.
  func multiplied(by factor: Int) -> DyadicInterval {
    let a = lower.multiplied(by: factor)
    let b = upper.multiplied(by: factor)
    return DyadicInterval(lower: Swift.min(a, b), upper: Swift.max(a, b), bits: bits)
  }

  /// The interval divided by a positive machine integer.
  func divided(by divisor: Int) -> DyadicInterval {
    DyadicInterval(
      lower: lower.floorDivided(by: divisor), upper: upper.ceilingDivided(by: divisor), bits: bits)
  }

  /// The interval times an exact fraction.
  func multiplied(by factor: GrowthRational) -> DyadicInterval {
    let a = lower * factor.numerator
    let b = upper * factor.numerator
    let (low, high) = a <= b ? (a, b) : (b, a)
    return DyadicInterval(
      lower: low.floorDivided(by: factor.denominator),
      upper: high.ceilingDivided(by: factor.denominator), bits: bits)
  }

  /// The interval times 2^`exponent` (either sign).
  func scaled(byPowerOfTwo exponent: Int) -> DyadicInterval {
    if exponent >= 0 {
      return DyadicInterval(
        lower: lower.shiftedLeft(exponent), upper: upper.shiftedLeft(exponent), bits: bits)
    }
    return DyadicInterval(
      lower: lower.shiftedRightFloor(-exponent), upper: upper.shiftedRightCeiling(-exponent),
      bits: bits)
  }

  /// The square root of an interval that is not below zero.
  var squareRoot: DyadicInterval {
    precondition(lower.signum >= 0, "square root of a negative interval")
    // √(n·2^−b) = √(n·2^b)·2^−b.
    let low = lower.shiftedLeft(bits).floorRoot(2)
    let highSquare = upper.shiftedLeft(bits)
    var high = highSquare.floorRoot(2)
    if high * high != highSquare { high = high + .one }
    return DyadicInterval(lower: low, upper: high, bits: bits)
  }
}
