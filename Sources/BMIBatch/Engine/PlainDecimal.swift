/// The fast reading of the values most files hold: a plain decimal such as `170.5`, read
/// straight from bytes into millionths.
///
/// It accepts only what the measurement parser reads as the same number: optional spaces,
/// one to twelve digits without a leading zero (a lone `0` is allowed), then optionally a
/// point and one to six digits, or a comma and one, two, four, five or six digits (`1,700`
/// is ambiguous to the parser), then optional spaces. Everything else (signs, units,
/// exponents, more digits, tabs, escapes) goes to the measurement parser, so this path
/// decides nothing on its own; `BatchValueReadingTests` checks it against the parser.
enum PlainDecimal {
  /// The value in millionths, or `nil` when the bytes are not a plain decimal.
  ///
  /// - Parameters:
  ///   - bytes: The start of the buffer.
  ///   - start: The offset of the field's first byte.
  ///   - end: The offset just past the field's last byte.
  @inline(__always)
  static func millionths(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int64? {
    var first = start
    var last = end
    guard first < last else { return nil }
    if bytes[first] == space || bytes[last &- 1] == space {
      while first < last && bytes[first] == space { first &+= 1 }
      while last > first && bytes[last &- 1] == space { last &-= 1 }
      guard first < last else { return nil }
    }
    return unpaddedMillionths(bytes, from: first, to: last)
  }

  /// The same reading of a field that is not empty and has no space at either end.
  @inline(__always)
  static func unpaddedMillionths(_ bytes: UnsafePointer<UInt8>, from first: Int, to last: Int)
    -> Int64?
  {
    var digit = bytes[first] &- zero
    guard digit < 10 else { return nil }
    // A leading zero (`05`) is left to the parser.
    if digit == 0 && first &+ 1 < last && bytes[first &+ 1] &- zero < 10 { return nil }
    var position = first
    var whole: Int64 = 0
    repeat {
      whole = whole &* 10 &+ Int64(digit)
      position &+= 1
      guard position < last else {
        return position &- first <= 12 ? whole &* 1_000_000 : nil
      }
      digit = bytes[position] &- zero
    } while digit < 10
    guard position &- first <= 12 else { return nil }
    let separator = bytes[position]
    position &+= 1
    let fractionDigits = last &- position
    guard fractionDigits >= 1, fractionDigits <= 6 else { return nil }
    if separator != point {
      guard separator == comma, fractionDigits != 3 else { return nil }
    }
    var fraction: Int64 = 0
    repeat {
      let digit = bytes[position] &- zero
      guard digit < 10 else { return nil }
      fraction = fraction &* 10 &+ Int64(digit)
      position &+= 1
    } while position < last
    return whole &* 1_000_000 &+ fraction &* scale(fractionDigits)
  }

  /// 10^(6 - digits), for 1 to 6 fractional digits.
  @inline(__always)
  private static func scale(_ digits: Int) -> Int64 {
    switch digits {
    case 1: 100_000
    case 2: 10_000
    case 3: 1_000
    case 4: 100
    case 5: 10
    default: 1
    }
  }

  private static let space = UInt8(ascii: " ")
  private static let zero = UInt8(ascii: "0")
  private static let point = UInt8(ascii: ".")
  private static let comma = UInt8(ascii: ",")
}
