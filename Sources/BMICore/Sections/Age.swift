/// A person's age, exactly, in a unit: `Age(70, .years)`, `Age(Rational(61, 2), .months)`.
///
/// Ages compare across units through ``/BMIGrowth/AgeUnit``'s exact factors, so 6 years is 72 months
/// and 2191.5 days. `BMIMeasurement` reads ages from text and checks that they are possible.
public struct Age: Hashable, Sendable {
  /// The number of ``unit``s, zero or more.
  public let value: Rational
  /// The unit the age was given in.
  public let unit: AgeUnit

  /// An age of `value` `unit`s.
  ///
  /// - Parameters:
  ///   - value: Zero or more.
  ///   - unit: The unit.
  /// - Returns: `nil` for a negative value.
  public init?(_ value: Rational, _ unit: AgeUnit) {
    guard value.signum >= 0 else { return nil }
    self.value = value
    self.unit = unit
  }

  /// An age given as a decimal number of `unit`s.
  ///
  /// - Parameters:
  ///   - value: Zero or more.
  ///   - unit: The unit.
  /// - Returns: `nil` for a negative value.
  public init?(_ value: ExactDecimal, _ unit: AgeUnit) {
    self.init(Rational(value), unit)
  }

  /// The age in another unit, exactly.
  ///
  /// - Parameter other: The unit wanted.
  package func value(in other: AgeUnit) -> Rational {
    guard other != unit else { return value }
    let factor = unit.factor(to: other)
    return value * Rational(Int(factor.numerator), Int(factor.denominator))
  }
}

extension Age: CustomStringConvertible {
  /// `70 years`, `30.5 months`.
  public var description: String { "\(value) \(unit.rawValue)" }
}
