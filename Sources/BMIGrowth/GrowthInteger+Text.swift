// Decimal text for `GrowthInteger`.

extension GrowthInteger {
  /// 10^19, the largest power of ten in one limb: text is converted nineteen digits at a time.
  private static let chunk: UInt64 = 10_000_000_000_000_000_000
  private static let chunkDigits = 19

  /// Creates an integer from decimal digits with an optional leading `-` or `+`.
  ///
  /// - Parameter text: ASCII digits, at least one; no spaces, separators or exponent.
  /// - Returns: `nil` when `text` is not of that form.
  package init?(decimal text: String) {
    var digits: [UInt8] = []
    var negative = false
    for (offset, byte) in text.utf8.enumerated() {
      if offset == 0 && (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")) {
        negative = byte == UInt8(ascii: "-")
        continue
      }
      guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
      digits.append(byte - UInt8(ascii: "0"))
    }
    guard !digits.isEmpty else { return nil }
    self.init(negative: negative, digits: digits)
  }

  /// Creates a non-negative integer (negated when `negative`) from decimal digit values 0–9.
  init(negative: Bool, digits: [UInt8]) {
    var value = GrowthInteger.zero
    var index = 0
    // The first chunk takes the leftover digits so that the others are exactly nineteen long.
    var take = digits.count % Self.chunkDigits
    if take == 0 { take = Self.chunkDigits }
    while index < digits.count {
      var part: UInt64 = 0
      var scale: UInt64 = 1
      for digit in digits[index..<(index + take)] {
        part = part * 10 + UInt64(digit)
        scale *= 10
      }
      value = value.multiplied(byLimb: scale).adding(limb: part)
      index += take
      take = Self.chunkDigits
    }
    self = negative ? -value : value
  }

  /// The value in decimal, with a leading `-` when negative.
  package var decimalDescription: String {
    if isZero { return "0" }
    var parts: [UInt64] = []
    var remaining = limbs
    while !remaining.isEmpty {
      let (quotient, remainder) = Self.divideMagnitude(remaining, byLimb: Self.chunk)
      parts.append(remainder)
      remaining = quotient
      remaining.trim()
    }
    var bytes: [UInt8] = isNegativeValue ? [UInt8(ascii: "-")] : []
    for (index, part) in parts.reversed().enumerated() {
      var chunkBytes: [UInt8] = []
      var value = part
      repeat {
        chunkBytes.append(UInt8(ascii: "0") + UInt8(value % 10))
        value /= 10
      } while value > 0
      if index > 0 {
        while chunkBytes.count < Self.chunkDigits { chunkBytes.append(UInt8(ascii: "0")) }
      }
      bytes.append(contentsOf: chunkBytes.reversed())
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The magnitude times one limb.
  func multiplied(byLimb factor: UInt64) -> GrowthInteger {
    if isZero || factor == 0 { return .zero }
    var result = GrowthLimbs(zeros: limbs.count + 1)
    var carry: UInt64 = 0
    for index in 0..<limbs.count {
      let product = limbs[index].multipliedFullWidth(by: factor)
      let (low, overflow) = product.low.addingReportingOverflow(carry)
      result[index] = low
      carry = product.high &+ (overflow ? 1 : 0)
    }
    result[limbs.count] = carry
    return GrowthInteger(negative: isNegativeValue, limbs: result)
  }

  /// A non-negative value plus one limb.
  func adding(limb: UInt64) -> GrowthInteger {
    precondition(!isNegativeValue, "adding(limb:) is for non-negative values")
    return GrowthInteger(
      negative: false, limbs: Self.addMagnitudes(limbs, GrowthLimbs(single: limb)))
  }
}

extension GrowthInteger: CustomStringConvertible {
  /// The value in decimal.
  package var description: String { decimalDescription }
}
