/// The digits of a child's scores, written straight into the output: the bytes
/// `GrowthFastScores.write(units:decimals:to:)` writes (`ScoreDigitsTests` compares the two),
/// two digits at a time from a table, for the three scores every child's row has.
enum ScoreDigits {
  /// "00" to "99", two bytes each.
  private static let pairs: StaticString =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

  /// 10^decimals for 0 to 6 decimals.
  @inline(__always)
  private static func scale(_ decimals: Int) -> UInt {
    var scale: UInt = 1
    for _ in 0..<decimals { scale &*= 10 }
    return scale
  }

  /// Writes k·10^−decimals at `cursor`, as `GrowthFastScores.text(units:decimals:)` writes
  /// it (a `-` for a negative k, the whole part's digits, and with decimals a point and
  /// exactly `decimals` digits), and moves past it; at most
  /// `GrowthFastScores.maximumTextCount` bytes.
  ///
  /// - Parameters:
  ///   - units: The number of 10^−decimals units.
  ///   - decimals: Digits after the point, 0 to 6.
  @inline(__always)
  static func put(units: Int, decimals: Int, at cursor: inout UnsafeMutablePointer<UInt8>) {
    let table = pairs.utf8Start
    if units < 0 {
      cursor.pointee = UInt8(ascii: "-")
      cursor += 1
    }
    let magnitude = units.magnitude
    // The scores' common forms (4 decimals, 2 for a z as displayed) with at most two whole
    // digits: the digits at their places, with no count of them.
    if decimals == 4 && magnitude < 1_000_000 {
      let whole = magnitude / 10_000
      let fraction = magnitude &- whole &* 10_000
      let high = fraction / 100
      putWhole(whole, table, at: &cursor)
      cursor.pointee = UInt8(ascii: ".")
      putPair(high, table, at: cursor + 1)
      putPair(fraction &- high &* 100, table, at: cursor + 3)
      cursor += 5
      return
    }
    if decimals == 2 && magnitude < 10_000 {
      let whole = magnitude / 100
      putWhole(whole, table, at: &cursor)
      cursor.pointee = UInt8(ascii: ".")
      putPair(magnitude &- whole &* 100, table, at: cursor + 1)
      cursor += 3
      return
    }
    let scale = scale(decimals)
    var whole = units.magnitude / scale
    var fraction = units.magnitude &- whole &* scale
    // The whole part's digits, at least one (10^19 is the last power of ten in a word).
    var wholeDigits = 1
    var bound: UInt = 10
    while wholeDigits < 20 && whole >= bound {
      wholeDigits &+= 1
      if wholeDigits < 20 { bound &*= 10 }
    }
    let count = wholeDigits &+ (decimals > 0 ? decimals &+ 1 : 0)
    // Backwards from the end: the fraction's digits, the point, the whole part's digits.
    var position = cursor + count
    var left = decimals
    while left >= 2 {
      let pair = Int(truncatingIfNeeded: fraction % 100) &* 2
      fraction /= 100
      position -= 2
      position[0] = table[pair]
      position[1] = table[pair &+ 1]
      left &-= 2
    }
    if left == 1 {
      position -= 1
      position.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction)
    }
    if decimals > 0 {
      position -= 1
      position.pointee = UInt8(ascii: ".")
    }
    while whole >= 10 {
      let pair = Int(truncatingIfNeeded: whole % 100) &* 2
      whole /= 100
      position -= 2
      position[0] = table[pair]
      position[1] = table[pair &+ 1]
    }
    if position > cursor {
      position -= 1
      position.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole)
    }
    cursor += count
  }

  /// Writes a number below 100 with one digit or two, and moves past it.
  @inline(__always)
  private static func putWhole(
    _ whole: UInt, _ table: UnsafePointer<UInt8>, at cursor: inout UnsafeMutablePointer<UInt8>
  ) {
    if whole >= 10 {
      putPair(whole, table, at: cursor)
      cursor += 2
    } else {
      cursor.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole)
      cursor += 1
    }
  }

  /// Writes the two digits of a number below 100 at `target`.
  @inline(__always)
  private static func putPair(
    _ value: UInt, _ table: UnsafePointer<UInt8>, at target: UnsafeMutablePointer<UInt8>
  ) {
    let index = Int(truncatingIfNeeded: value) &* 2
    target[0] = table[index]
    target[1] = table[index &+ 1]
  }
}
