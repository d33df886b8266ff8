import BMICore

/// A measured value, exactly: a decimal when it has at most six decimals (most typed
/// values, which then classify through the integer path), else the fraction, kept out of
/// line so that a ``Height`` or ``Weight`` stays two words.
@usableFromInline
enum ExactQuantity: Hashable, Sendable {
  /// A decimal of at most six fractional digits.
  case decimal(ExactDecimal)
  /// Any other exact value (143 lb is 64.86370891 kg).
  indirect case fraction(Rational)

  /// The value, as a decimal whenever it is one, so equal values are equal cases.
  init(_ value: Rational) {
    if let decimal = value.exactDecimal {
      self = .decimal(decimal)
    } else {
      self = .fraction(value)
    }
  }

  /// The exact value.
  @inlinable var rational: Rational {
    switch self {
    case .decimal(let value): Rational(value)
    case .fraction(let value): value
    }
  }

  /// The value as a decimal, when it is one.
  @inlinable var decimal: ExactDecimal? {
    if case .decimal(let value) = self { return value }
    return nil
  }
}
