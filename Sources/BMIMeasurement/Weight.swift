import BMICore

/// A person's weight, exactly, in kilograms: read from what a person typed, or given in a
/// unit, and always possible for a person.
///
/// ```swift
/// let weight = try Weight(parsing: "143 lb")   // exactly 64.86370891 kg; also "65", "10st 3lb"
/// ```
public struct Weight: Hashable, Sendable {
  /// The value, a decimal or an exact fraction.
  @usableFromInline let value: ExactQuantity

  /// The weight in kilograms, exactly (143 lb is 64.86370891).
  public var kilograms: Rational { value.rational }

  /// The same value as a decimal when it has at most six decimals (most typed values), so
  /// classifying takes the integer path.
  @inlinable var decimalWeight: ExactDecimal? { value.decimal }

  /// A checked value.
  init(checkedWeight value: Rational) {
    self.value = ExactQuantity(value)
  }

  /// Reads a weight as a person types it: spaces, a decimal comma and any unit `bmi`
  /// accepts (`65`, `65,5`, `65 kg`, `143lb`, `10st3lb`, `10 st 3`).
  ///
  /// - Parameters:
  ///   - text: The weight as typed.
  ///   - defaultUnit: The unit of a number typed without one.
  /// - Throws: ``MeasurementError`` for text that is no weight, is ambiguous, negative
  ///   (`-5`), or impossible for a person.
  public init(parsing text: some StringProtocol, defaultUnit: WeightUnit = .kilograms)
    throws(MeasurementError)
  {
    self.init(checkedWeight: try MeasurementParser.weight(text, defaultUnit: defaultUnit))
  }

  /// A weight given as a number in a unit.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - unit: Its unit.
  /// - Throws: ``MeasurementError/impossible(_:value:suggestions:)`` outside the limits for a person.
  public init(_ value: Rational, _ unit: MassUnit) throws(MeasurementError) {
    let kilograms = (value * unit.kilograms).reduced
    guard Plausibility.weightKilograms.isPossible(kilograms) else {
      throw .impossible(.weight, value: kilograms)
    }
    self.init(checkedWeight: kilograms)
  }

  /// A weight in kilograms given as a decimal.
  ///
  /// - Parameter kilograms: The weight in kilograms.
  /// - Throws: ``MeasurementError/impossible(_:value:suggestions:)`` outside the limits for a person.
  public init(kilograms: ExactDecimal) throws(MeasurementError) {
    try self.init(Rational(kilograms), .kilograms)
  }

  /// A weight in kilograms from a `Double`, read through its shortest decimal form.
  ///
  /// - Parameter kilograms: The weight in kilograms.
  /// - Throws: ``MeasurementError`` for infinities, NaN, more than six decimals, or a
  ///   weight impossible for a person.
  public init(kilograms: Double) throws(MeasurementError) {
    guard let decimal = ExactDecimal(exactly: kilograms) else {
      throw .unreadable(.weight, typed: "\(kilograms)")
    }
    try self.init(kilograms: decimal)
  }

  /// The warning for a possible but rare weight (below 20 kg or above 300 kg), if any.
  public var warning: MeasurementWarning? { Plausibility.warning(weightKilograms: kilograms) }
}

extension Weight: CustomStringConvertible {
  /// `65 kg`, `64.86370891 kg`: the exact value in kilograms.
  public var description: String { "\(kilograms) kg" }
}
