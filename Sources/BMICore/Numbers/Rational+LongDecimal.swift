extension Rational {
  /// The most digits after the point ``init(longDecimal:)`` reads: enough for any double
  /// written in full by a shortest-round-trip printer (17 significant digits) down to a
  /// day in years (0.0027…), and small enough that an age's arithmetic stays in 128 bits.
  package static let longDecimalFractionDigits = 20
  /// The most digits before the point ``init(longDecimal:)`` reads.
  package static let longDecimalWholeDigits = 12

  /// The exact value of a plain decimal such as `114.567890123456789`: ASCII digits with
  /// at most one point, up to ``longDecimalWholeDigits`` before it and
  /// ``longDecimalFractionDigits`` after it.
  ///
  /// - Parameter text: The decimal, with no sign, exponent or separator other than `.`.
  /// - Returns: `nil` for anything else, or for more digits.
  package init?(longDecimal text: some StringProtocol) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let whole = parts.first, !whole.isEmpty,
      whole.count <= Self.longDecimalWholeDigits
    else { return nil }
    let fraction = parts.count == 2 ? Array(parts[1].utf8) : []
    guard fraction.count <= Self.longDecimalFractionDigits else { return nil }
    var magnitude = WideUInt.zero
    for character in Array(whole.utf8) + fraction {
      guard character >= UInt8(ascii: "0"), character <= UInt8(ascii: "9") else { return nil }
      let scaled = magnitude.multipliedReportingOverflow(by: 10)
      let sum = scaled.partialValue.addingReportingOverflow(
        WideUInt(UInt64(character - UInt8(ascii: "0"))))
      guard !scaled.overflow, !sum.overflow else { return nil }
      magnitude = sum.partialValue
    }
    self.init(
      isNegative: false, magnitude: magnitude,
      denominator: WideUInt.powerOfTen(fraction.count))
  }
}
