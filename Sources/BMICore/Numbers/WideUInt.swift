/// An unsigned 128-bit integer made of two 64-bit words, for the exact fractions of the
/// engine on every platform the library supports (Swift's `UInt128` needs iOS 18 and
/// macOS 15).
///
/// Only what ``Rational`` needs: addition, subtraction, multiplication (with the full
/// 256-bit product), division with remainder, shifts, comparison and a binary GCD.
@frozen @usableFromInline
struct WideUInt: Hashable, Comparable, Sendable {
  /// The high 64 bits.
  @usableFromInline var high: UInt64
  /// The low 64 bits.
  @usableFromInline var low: UInt64

  @inlinable
  init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  @inlinable
  init(_ value: UInt64) {
    high = 0
    low = value
  }

  @usableFromInline static let zero = WideUInt(0)
  @usableFromInline static let one = WideUInt(1)
  @usableFromInline static let max = WideUInt(high: .max, low: .max)

  @inlinable var isZero: Bool { high == 0 && low == 0 }

  /// The value as a `UInt64`, when it fits.
  @inlinable var uint64: UInt64? { high == 0 ? low : nil }

  @inlinable
  static func < (lhs: WideUInt, rhs: WideUInt) -> Bool {
    lhs.high != rhs.high ? lhs.high < rhs.high : lhs.low < rhs.low
  }

  // MARK: - Arithmetic

  /// The sum, and whether it overflowed 128 bits.
  @inlinable
  func addingReportingOverflow(_ other: WideUInt) -> (partialValue: WideUInt, overflow: Bool) {
    let (low, carry) = self.low.addingReportingOverflow(other.low)
    let (highSum, overflow1) = self.high.addingReportingOverflow(other.high)
    let (high, overflow2) = highSum.addingReportingOverflow(carry ? 1 : 0)
    return (WideUInt(high: high, low: low), overflow1 || overflow2)
  }

  /// The difference, and whether it went below zero (wrapping).
  @inlinable
  func subtractingReportingOverflow(_ other: WideUInt) -> (partialValue: WideUInt, overflow: Bool) {
    let (low, borrow) = self.low.subtractingReportingOverflow(other.low)
    let (highDifference, overflow1) = self.high.subtractingReportingOverflow(other.high)
    let (high, overflow2) = highDifference.subtractingReportingOverflow(borrow ? 1 : 0)
    return (WideUInt(high: high, low: low), overflow1 || overflow2)
  }

  /// The full 256-bit product, as high and low halves.
  @inlinable
  func multipliedFullWidth(by other: WideUInt) -> (high: WideUInt, low: WideUInt) {
    // Schoolbook multiplication of two-word numbers into four words.
    let ll = low.multipliedFullWidth(by: other.low)
    let lh = low.multipliedFullWidth(by: other.high)
    let hl = high.multipliedFullWidth(by: other.low)
    let hh = high.multipliedFullWidth(by: other.high)
    let word0 = ll.low
    var (word1, carry1) = ll.high.addingReportingOverflow(lh.low)
    var carries: UInt64 = carry1 ? 1 : 0
    (word1, carry1) = word1.addingReportingOverflow(hl.low)
    carries &+= carry1 ? 1 : 0
    var (word2, carry2) = lh.high.addingReportingOverflow(hl.high)
    var carries2: UInt64 = carry2 ? 1 : 0
    (word2, carry2) = word2.addingReportingOverflow(hh.low)
    carries2 &+= carry2 ? 1 : 0
    (word2, carry2) = word2.addingReportingOverflow(carries)
    carries2 &+= carry2 ? 1 : 0
    let word3 = hh.high &+ carries2
    return (WideUInt(high: word3, low: word2), WideUInt(high: word1, low: word0))
  }

  /// The product, and whether it overflowed 128 bits.
  @inlinable
  func multipliedReportingOverflow(by other: WideUInt) -> (partialValue: WideUInt, overflow: Bool) {
    if high == 0 && other.high == 0 {
      let product = low.multipliedFullWidth(by: other.low)
      return (WideUInt(high: product.high, low: product.low), false)
    }
    let product = multipliedFullWidth(by: other)
    return (product.low, !product.high.isZero)
  }

  /// The product with a 64-bit number, and whether it overflowed 128 bits.
  @inlinable
  func multipliedReportingOverflow(by other: UInt64) -> (partialValue: WideUInt, overflow: Bool) {
    let lowProduct = low.multipliedFullWidth(by: other)
    let highProduct = high.multipliedFullWidth(by: other)
    let (high, carry) = highProduct.low.addingReportingOverflow(lowProduct.high)
    return (WideUInt(high: high, low: lowProduct.low), highProduct.high != 0 || carry)
  }

  /// The quotient and remainder of a division by a non-zero number.
  @inlinable
  func quotientAndRemainder(dividingBy divisor: WideUInt) -> (
    quotient: WideUInt, remainder: WideUInt
  ) {
    precondition(!divisor.isZero, "division by zero")
    if divisor.high == 0 {
      let result = quotientAndRemainder(dividingBy: divisor.low)
      return (result.quotient, WideUInt(result.remainder))
    }
    if self < divisor { return (.zero, self) }
    return Self.longDivision(self, divisor)
  }

  /// The quotient and remainder of a division by a non-zero 64-bit number.
  @inlinable
  func quotientAndRemainder(dividingBy divisor: UInt64) -> (quotient: WideUInt, remainder: UInt64) {
    let (highQuotient, highRemainder) = high.quotientAndRemainder(dividingBy: divisor)
    let (lowQuotient, remainder) = divisor.dividingFullWidth((highRemainder, low))
    return (WideUInt(high: highQuotient, low: lowQuotient), remainder)
  }

  /// Division by a divisor of more than 64 bits, whose quotient is then below 2⁶⁴: one
  /// 128-by-64-bit division of the normalised values estimates the quotient within one
  /// (Hacker's Delight, 2nd ed., §9-5, "divlu" extended to a double-word divisor).
  @usableFromInline
  static func longDivision(_ dividend: WideUInt, _ divisor: WideUInt) -> (
    quotient: WideUInt, remainder: WideUInt
  ) {
    let shift = divisor.high.leadingZeroBitCount
    let normalizedTop = (divisor << shift).high
    let halved = dividend >> 1
    let (estimate, _) = normalizedTop.dividingFullWidth((halved.high, halved.low))
    // The estimate is about dividend / (2 · top · 2^(64 - shift)); scale it back.
    var quotient = estimate >> (63 - shift)
    if quotient != 0 { quotient -= 1 }
    var remainder = dividend.subtractingReportingOverflow(
      divisor.multipliedReportingOverflow(by: quotient).partialValue
    ).partialValue
    if remainder >= divisor {
      quotient += 1
      remainder = remainder.subtractingReportingOverflow(divisor).partialValue
    }
    return (WideUInt(quotient), remainder)
  }

  @inlinable var leadingZeroBitCount: Int {
    high != 0 ? high.leadingZeroBitCount : 64 + low.leadingZeroBitCount
  }

  @inlinable var trailingZeroBitCount: Int {
    low != 0 ? low.trailingZeroBitCount : 64 + high.trailingZeroBitCount
  }

  @inlinable
  static func << (value: WideUInt, shift: Int) -> WideUInt {
    if shift == 0 { return value }
    if shift >= 128 { return .zero }
    if shift >= 64 { return WideUInt(high: value.low << (shift - 64), low: 0) }
    return WideUInt(high: value.high << shift | value.low >> (64 - shift), low: value.low << shift)
  }

  @inlinable
  static func >> (value: WideUInt, shift: Int) -> WideUInt {
    if shift == 0 { return value }
    if shift >= 128 { return .zero }
    if shift >= 64 { return WideUInt(high: 0, low: value.high >> (shift - 64)) }
    return WideUInt(high: value.high >> shift, low: value.low >> shift | value.high << (64 - shift))
  }

  /// The greatest common divisor, by Stein's binary algorithm (shifts and subtractions
  /// only); 1 when both are zero, so dividing by it is always possible.
  @usableFromInline
  static func greatestCommonDivisor(_ a: WideUInt, _ b: WideUInt) -> WideUInt {
    if a.isZero { return b.isZero ? .one : b }
    if b.isZero { return a }
    if let x = a.uint64, let y = b.uint64 { return WideUInt(gcd64(x, y)) }
    let shift = Swift.min(a.trailingZeroBitCount, b.trailingZeroBitCount)
    var x = a >> a.trailingZeroBitCount
    var y = b
    repeat {
      y = y >> y.trailingZeroBitCount
      if x > y { swap(&x, &y) }
      y = y.subtractingReportingOverflow(x).partialValue
    } while !y.isZero
    return x << shift
  }

  @usableFromInline
  static func gcd64(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var (x, y) = (a, b)
    while y != 0 { (x, y) = (y, x % y) }
    return x
  }

  /// 10 to the power `exponent`, for exponents up to 38.
  @usableFromInline
  static func powerOfTen(_ exponent: Int) -> WideUInt {
    var result = WideUInt.one
    for _ in 0..<exponent { result = result.multipliedReportingOverflow(by: 10).partialValue }
    return result
  }

  /// The decimal digits of the value.
  @usableFromInline var decimalText: String {
    if let small = uint64 { return String(small) }
    // Peel off 19 digits at a time.
    let chunk: UInt64 = 10_000_000_000_000_000_000
    var parts: [String] = []
    var rest = self
    while !rest.isZero {
      let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: chunk)
      parts.append(String(remainder))
      rest = quotient
    }
    var text = parts.removeLast()
    while let part = parts.popLast() {
      text += String(repeating: "0", count: 19 - part.count) + part
    }
    return text
  }

  /// The value as a `Double`, for display.
  @usableFromInline var doubleValue: Double {
    Double(high) * 18_446_744_073_709_551_616.0 + Double(low)
  }
}
