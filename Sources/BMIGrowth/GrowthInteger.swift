/// An integer of any size, for exact arithmetic on BMI-for-age reference values.
///
/// Certified bounds on LMS z-scores and percentiles need more than 128 bits as soon as the
/// bounds must be narrow; this type grows as needed. The magnitude is stored in 64-bit limbs,
/// least significant first, with no leading zero limb, so every value has one representation.
package struct GrowthInteger: Sendable, Equatable {
  /// True for values below zero; zero is never negative.
  @usableFromInline var isNegativeValue: Bool
  /// The magnitude, least significant limb first, without trailing zero limbs.
  @usableFromInline var limbs: GrowthLimbs

  @usableFromInline
  init(negative: Bool, limbs: GrowthLimbs) {
    var trimmed = limbs
    trimmed.trim()
    self.limbs = trimmed
    self.isNegativeValue = negative && !trimmed.isEmpty
  }

  /// Creates a magnitude from limbs, least significant first.
  package init(negative: Bool, limbs: [UInt64]) {
    self.init(negative: negative, limbs: GrowthLimbs(limbs))
  }

  /// Creates the integer equal to a machine integer.
  ///
  /// - Parameter value: Any `Int`.
  package init(_ value: Int) {
    self.init(negative: value < 0, limbs: GrowthLimbs(single: UInt64(value.magnitude)))
  }

  /// Zero.
  package static let zero = GrowthInteger(0)
  /// One.
  package static let one = GrowthInteger(1)

  /// Whether the value is zero.
  package var isZero: Bool { limbs.isEmpty }
  /// Whether the value is below zero.
  package var isNegative: Bool { isNegativeValue }
  /// −1, 0 or 1 as the value is negative, zero or positive.
  package var signum: Int { isZero ? 0 : (isNegativeValue ? -1 : 1) }
  /// The absolute value.
  package var magnitude: GrowthInteger { GrowthInteger(negative: false, limbs: limbs) }
  /// The number of bits of the magnitude (0 for zero).
  package var bitWidth: Int {
    guard let last = limbs.last else { return 0 }
    return limbs.count * 64 - last.leadingZeroBitCount
  }

  /// The value as an `Int`, or `nil` when it does not fit.
  package var intValue: Int? {
    if limbs.isEmpty { return 0 }
    guard limbs.count == 1 else { return nil }
    let limb = limbs[0]
    if isNegativeValue {
      return limb <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- limb) : nil
    }
    return limb <= UInt64(Int.max) ? Int(limb) : nil
  }

  /// Whether the value is odd.
  package var isOdd: Bool { (limbs.first ?? 0) & 1 == 1 }

  /// 2 raised to `exponent` (non-negative).
  package static func powerOfTwo(_ exponent: Int) -> GrowthInteger {
    precondition(exponent >= 0, "powerOfTwo needs a non-negative exponent")
    var limbs = GrowthLimbs(zeros: exponent / 64 + 1)
    limbs[exponent / 64] = 1 << UInt64(exponent % 64)
    return GrowthInteger(negative: false, limbs: limbs)
  }
}

// MARK: - Comparison

extension GrowthInteger: Comparable {
  /// Orders integers by value.
  package static func < (lhs: GrowthInteger, rhs: GrowthInteger) -> Bool {
    lhs.compare(to: rhs) < 0
  }

  /// −1, 0 or 1 as `self` is below, equal to or above `other`.
  package func compare(to other: GrowthInteger) -> Int {
    if isNegativeValue != other.isNegativeValue { return isNegativeValue ? -1 : 1 }
    let magnitudeOrder = Self.compareMagnitudes(limbs, other.limbs)
    return isNegativeValue ? -magnitudeOrder : magnitudeOrder
  }

  @usableFromInline
  static func compareMagnitudes(_ a: GrowthLimbs, _ b: GrowthLimbs) -> Int {
    if a.count != b.count { return a.count < b.count ? -1 : 1 }
    var index = a.count - 1
    while index >= 0 {
      if a[index] != b[index] { return a[index] < b[index] ? -1 : 1 }
      index -= 1
    }
    return 0
  }
}

// MARK: - Addition and subtraction

extension GrowthInteger {
  /// The sum of two integers.
  package static func + (lhs: GrowthInteger, rhs: GrowthInteger) -> GrowthInteger {
    if lhs.isNegativeValue == rhs.isNegativeValue {
      return GrowthInteger(
        negative: lhs.isNegativeValue, limbs: addMagnitudes(lhs.limbs, rhs.limbs))
    }
    let order = compareMagnitudes(lhs.limbs, rhs.limbs)
    if order == 0 { return .zero }
    if order > 0 {
      return GrowthInteger(
        negative: lhs.isNegativeValue, limbs: subtractMagnitudes(lhs.limbs, rhs.limbs))
    }
    return GrowthInteger(
      negative: rhs.isNegativeValue, limbs: subtractMagnitudes(rhs.limbs, lhs.limbs))
  }

  /// The difference of two integers.
  package static func - (lhs: GrowthInteger, rhs: GrowthInteger) -> GrowthInteger {
    lhs + (-rhs)
  }

  /// The negated integer.
  package static prefix func - (value: GrowthInteger) -> GrowthInteger {
    GrowthInteger(negative: !value.isNegativeValue, limbs: value.limbs)
  }

  static func addMagnitudes(_ a: GrowthLimbs, _ b: GrowthLimbs) -> GrowthLimbs {
    let (long, short) = a.count >= b.count ? (a, b) : (b, a)
    var result = long
    var carry: UInt64 = 0
    for index in 0..<long.count {
      let addend = index < short.count ? short[index] : 0
      if addend == 0 && carry == 0 && index >= short.count { break }
      let (partial, overflow1) = result[index].addingReportingOverflow(addend)
      let (sum, overflow2) = partial.addingReportingOverflow(carry)
      result[index] = sum
      carry = (overflow1 || overflow2) ? 1 : 0
    }
    if carry != 0 { result.append(carry) }
    return result
  }

  /// `a − b` for magnitudes with `a ≥ b`.
  static func subtractMagnitudes(_ a: GrowthLimbs, _ b: GrowthLimbs) -> GrowthLimbs {
    var result = a
    var borrow: UInt64 = 0
    for index in 0..<a.count {
      let subtrahend = index < b.count ? b[index] : 0
      if subtrahend == 0 && borrow == 0 && index >= b.count { break }
      let (partial, overflow1) = result[index].subtractingReportingOverflow(subtrahend)
      let (difference, overflow2) = partial.subtractingReportingOverflow(borrow)
      result[index] = difference
      borrow = (overflow1 || overflow2) ? 1 : 0
    }
    return result
  }
}

// MARK: - Multiplication

extension GrowthInteger {
  /// The product of two integers.
  package static func * (lhs: GrowthInteger, rhs: GrowthInteger) -> GrowthInteger {
    if lhs.isZero || rhs.isZero { return .zero }
    return GrowthInteger(
      negative: lhs.isNegativeValue != rhs.isNegativeValue,
      limbs: multiplyMagnitudes(lhs.limbs, rhs.limbs))
  }

  /// The product with a machine integer.
  package func multiplied(by factor: Int) -> GrowthInteger {
    if isZero || factor == 0 { return .zero }
    let small = UInt64(factor.magnitude)
    var result = GrowthLimbs(zeros: limbs.count + 1)
    var carry: UInt64 = 0
    for index in 0..<limbs.count {
      let product = limbs[index].multipliedFullWidth(by: small)
      let (low, overflow) = product.low.addingReportingOverflow(carry)
      result[index] = low
      carry = product.high &+ (overflow ? 1 : 0)
    }
    result[limbs.count] = carry
    return GrowthInteger(negative: isNegativeValue != (factor < 0), limbs: result)
  }

  static func multiplyMagnitudes(_ a: GrowthLimbs, _ b: GrowthLimbs) -> GrowthLimbs {
    var result = GrowthLimbs(zeros: a.count + b.count)
    for i in 0..<a.count {
      let factor = a[i]
      if factor == 0 { continue }
      var carry: UInt64 = 0
      for j in 0..<b.count {
        // factor · b[j] + result[i+j] + carry < 2^128, so the high word cannot overflow.
        let product = factor.multipliedFullWidth(by: b[j])
        let (partial, overflow1) = product.low.addingReportingOverflow(result[i + j])
        let (sum, overflow2) = partial.addingReportingOverflow(carry)
        result[i + j] = sum
        carry = product.high &+ (overflow1 ? 1 : 0) &+ (overflow2 ? 1 : 0)
      }
      result[i + b.count] = carry
    }
    return result
  }

  /// The value raised to a non-negative power, by repeated squaring.
  package func power(_ exponent: Int) -> GrowthInteger {
    precondition(exponent >= 0, "power needs a non-negative exponent")
    var result = GrowthInteger.one
    var base = self
    var remaining = exponent
    while remaining > 0 {
      if remaining & 1 == 1 { result = result * base }
      remaining >>= 1
      if remaining > 0 { base = base * base }
    }
    return result
  }
}

// MARK: - Shifts

extension GrowthInteger {
  /// The value multiplied by 2^`count` (non-negative).
  package func shiftedLeft(_ count: Int) -> GrowthInteger {
    precondition(count >= 0, "shiftedLeft needs a non-negative count")
    if isZero || count == 0 { return self }
    return GrowthInteger(negative: isNegativeValue, limbs: Self.shiftLeft(limbs, count))
  }

  /// The value divided by 2^`count` (non-negative), rounded toward negative infinity.
  package func shiftedRightFloor(_ count: Int) -> GrowthInteger {
    shiftedRight(count, roundingUp: false)
  }

  /// The value divided by 2^`count` (non-negative), rounded toward positive infinity.
  package func shiftedRightCeiling(_ count: Int) -> GrowthInteger {
    shiftedRight(count, roundingUp: true)
  }

  private func shiftedRight(_ count: Int, roundingUp: Bool) -> GrowthInteger {
    precondition(count >= 0, "shiftedRight needs a non-negative count")
    if isZero || count == 0 { return self }
    let (kept, lostBits) = Self.shiftRight(limbs, count)
    var result = GrowthInteger(negative: isNegativeValue, limbs: kept)
    // Truncation moved the value toward zero; step away from zero when that is the wrong way.
    if lostBits && (isNegativeValue != roundingUp) {
      result = result + GrowthInteger(isNegativeValue ? -1 : 1)
    }
    return result
  }

  static func shiftLeft(_ limbs: GrowthLimbs, _ count: Int) -> GrowthLimbs {
    let whole = count / 64
    let bits = UInt64(count % 64)
    var result = GrowthLimbs(zeros: limbs.count + whole + 1)
    for index in 0..<limbs.count {
      let limb = limbs[index]
      result[index + whole] |= limb << bits
      if bits != 0 { result[index + whole + 1] |= limb >> (64 - bits) }
    }
    return result
  }

  /// The magnitude shifted right, and whether any set bit was shifted out.
  static func shiftRight(_ limbs: GrowthLimbs, _ count: Int) -> (GrowthLimbs, Bool) {
    let whole = count / 64
    let bits = UInt64(count % 64)
    if whole >= limbs.count { return (GrowthLimbs(), !limbs.isEmpty) }
    var lost = false
    for index in 0..<whole where limbs[index] != 0 { lost = true }
    if bits != 0 && limbs[whole] & ((1 << bits) - 1) != 0 { lost = true }
    var result = GrowthLimbs(zeros: limbs.count - whole)
    for index in 0..<result.count {
      let source = index + whole
      var limb = limbs[source] >> bits
      if bits != 0 && source + 1 < limbs.count { limb |= limbs[source + 1] << (64 - bits) }
      result[index] = limb
    }
    return (result, lost)
  }
}
