import BMICore

extension Rational {
  /// The exact value as text: a decimal when it has a finite decimal form (`170.18`,
  /// `64.86370891`), else a reduced fraction (`6500/289`).
  package var exactText: String {
    let value = reduced
    var denominator = value.denominator
    var twos = 0
    var fives = 0
    while denominator % 2 == 0 {
      denominator /= 2
      twos += 1
    }
    while denominator % 5 == 0 {
      denominator /= 5
      fives += 1
    }
    guard denominator == 1 else { return value.reducedDescription }
    let digits = max(twos, fives)
    guard digits <= 30 else { return value.reducedDescription }
    var scale: Int128 = 1
    for _ in 0..<digits { scale *= 10 }
    let (scaled, overflow) = value.numerator.multipliedReportingOverflow(
      by: scale / value.denominator)
    guard !overflow else { return value.reducedDescription }
    let magnitude = scaled.magnitude
    let whole = magnitude / UInt128(scale)
    var text = (scaled < 0 ? "-" : "") + String(whole)
    if digits > 0 {
      let fraction = String(magnitude % UInt128(scale))
      text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
    return text
  }
}

extension Rational {
  /// The value as an ``ExactDecimal`` when it has at most six decimals and is in range.
  package var exactDecimal: ExactDecimal? {
    let value = reduced
    guard Int128(ExactDecimal.scale) % value.denominator == 0 else { return nil }
    let (millionths, overflow) = value.numerator.multipliedReportingOverflow(
      by: Int128(ExactDecimal.scale) / value.denominator)
    guard !overflow, millionths.magnitude <= UInt128(ExactDecimal.maximumMagnitude) else {
      return nil
    }
    return ExactDecimal(millionths: Int64(millionths))
  }
}

extension JSONValue {
  /// An exact value: a JSON number with every digit when it has a finite decimal form,
  /// else its fraction `p/q` as a string (JSON has no fractions).
  package static func exact(_ value: Rational) -> JSONValue {
    let text = value.exactText
    return text.contains("/") ? .string(text) : .number(text)
  }
}
