/// A double's shortest decimal written as bytes, as ``CText/decimal(_:)`` writes it (the
/// digits of `Double.description`, without an exponent), without a `String` for the values
/// columns of measurements hold.
enum CDecimal {
  /// 10⁰ to 10⁶, exact in `Double`.
  private static let powers: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]

  /// Writes the decimal of `value` (not NaN) at `out` and returns its length.
  static func write(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
    if let length = writeShort(value, to: out) { return length }
    var length = 0
    for byte in (CText.decimal(value) ?? "").utf8 {
      out[length] = byte
      length += 1
    }
    return length
  }

  /// The fast case: a value from 0.001 to below 10⁹ with at most 6 digits after the point.
  ///
  /// The first k from 0 to 6 for which m = ⌊value · 10ᵏ⌉ gives m / 10ᵏ back as `value`
  /// (one correctly rounded division of two exact doubles: the double a reader makes of the
  /// decimal) gives the shortest decimal that reads back as `value`: below 10⁹ a double's
  /// neighbours are closer than 10⁻⁶, so no two decimals of k digits after the point read
  /// back as it, and a shorter decimal would have fewer digits after the point. m is found
  /// by the rounded product: the decimal is within half a neighbour's distance of `value`,
  /// and the product errs by less than 0.2 below 10¹⁵. `Double.description` writes these
  /// digits, and at least one after the point (`160.0`).
  @inline(__always)
  static func writeShort(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int? {
    guard let (m, k) = shortest(value) else { return nil }
    var units = m
    // The digits, last first, with the point k digits from the end; at least one digit
    // before the point and one after it.
    var buffer = (
      UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0),
      UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0),
      UInt8(0), UInt8(0), UInt8(0), UInt8(0)
    )
    let length = withUnsafeMutableBytes(of: &buffer) { reversed -> Int in
      var count = 0
      if k == 0 {
        reversed[0] = UInt8(ascii: "0")
        reversed[1] = UInt8(ascii: ".")
        count = 2
      }
      var written = 0
      repeat {
        if written == k && k > 0 {
          reversed[count] = UInt8(ascii: ".")
          count += 1
        }
        reversed[count] = UInt8(truncatingIfNeeded: 48 &+ units % 10)
        units /= 10
        count += 1
        written += 1
      } while units > 0 || written <= k
      for index in 0..<count { out[index] = reversed[count - 1 - index] }
      return count
    }
    return length
  }

  /// The shortest decimal of a value from 0.001 to below 10⁹ with at most 6 digits after
  /// the point, as its digits m and their number k after the point (value = m / 10ᵏ read
  /// back); `nil` for any other value. See ``writeShort(_:to:)`` for why it is the shortest.
  @inline(__always)
  static func shortest(_ value: Double) -> (units: UInt64, decimals: Int)? {
    guard value >= 0.001, value < 1e9 else { return nil }
    // k = 0: m / 1 is m, so the value is a whole number.
    let whole = Int64(value)
    if Double(whole) == value { return (UInt64(whole), 0) }
    for k in 1...6 {
      let scale = powers[k]
      let product = value * scale
      // ⌊product⌉, halves away from zero as `rounded()` gives it, without a call into libm:
      // below 2⁵² the fraction product − ⌊product⌋ is exact. (Signed conversions: they are
      // single instructions.)
      var units = Int64(product)
      let fraction = product - Double(units)
      if fraction >= 0.5 { units += 1 }
      // The decimal is within 0.2 of the product (above), so a product farther than that
      // from its nearest whole number has no decimal of k digits: no division needed.
      guard fraction < 0.25 || fraction > 0.75 else { continue }
      guard Double(units) / scale == value else { continue }
      return (UInt64(units), k)
    }
    return nil
  }

  /// The shortest decimal of `value` (as ``shortest(_:)`` finds it) in millionths: the
  /// number batch's plain-decimal reading makes of the text ``write(_:to:)`` writes.
  @inline(__always)
  static func millionths(_ value: Double) -> Int64? {
    guard let (units, decimals) = shortest(value) else { return nil }
    return Int64(units) &* millionthScales[decimals]
  }

  /// 10⁶⁻ᵏ for k from 0 to 6.
  private static let millionthScales: [Int64] = [1_000_000, 100_000, 10_000, 1_000, 100, 10, 1]
}

/// A decimal text read as the nearest double, as `Double(String)` reads it.
enum CNumber {
  /// 10⁰ to 10¹⁵, exact in `Double`.
  private static let powers: [Double] = (0...15).map { exponent in
    var power = 1.0
    for _ in 0..<exponent { power *= 10 }
    return power
  }

  /// The nearest double to the text (`-`, digits, a point, digits); NaN for an empty text.
  /// Up to 15 digits, one correctly rounded division of two exact doubles; any other text
  /// through `Double(String)`.
  static func double(_ text: ArraySlice<UInt8>) -> Double {
    if text.isEmpty { return .nan }
    var units: UInt64 = 0
    var digits = 0
    var after = -1
    var negative = false
    var index = text.startIndex
    if text[index] == UInt8(ascii: "-") {
      negative = true
      index += 1
    }
    var plain = index < text.endIndex
    while index < text.endIndex {
      let byte = text[index]
      if byte == UInt8(ascii: ".") && after < 0 {
        after = 0
      } else if byte &- 48 < 10 {
        units = units &* 10 &+ UInt64(byte &- 48)
        digits += 1
        if after >= 0 { after += 1 }
      } else {
        plain = false
        break
      }
      index += 1
    }
    guard plain, digits > 0, digits <= 15 else {
      return Double(String(decoding: text, as: UTF8.self)) ?? .nan
    }
    let value = Double(units) / powers[max(after, 0)]
    return negative ? -value : value
  }
}
