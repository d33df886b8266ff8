import BMICore

/// A person's height, exactly, in centimetres: read from what a person typed, or given in a
/// unit, and always possible for a person.
///
/// ```swift
/// let height = try Height(parsing: " 170,5 ")   // 170.5 cm; also "5ft 7in", "1.70m", "67in"
/// ```
public struct Height: Hashable, Sendable {
  /// The value, a decimal or an exact fraction.
  @usableFromInline let value: ExactQuantity

  /// The height in centimetres, exactly (5 ft 7 in is 170.18).
  public var centimetres: Rational { value.rational }

  /// The same value as a decimal when it has at most six decimals (most typed values), so
  /// classifying takes the integer path.
  @inlinable var decimalHeight: ExactDecimal? { value.decimal }

  /// A checked value.
  init(checkedHeight value: Rational) {
    self.value = ExactQuantity(value)
  }

  /// Reads a height as a person types it: spaces, a decimal comma and any unit `bmi`
  /// accepts (`170`, `170,5`, `170 cm`, `1.70m`, `67in`, `5ft7in`, `5' 7"`).
  ///
  /// - Parameters:
  ///   - text: The height as typed.
  ///   - defaultUnit: The unit of a number typed without one.
  /// - Throws: ``MeasurementError`` for text that is no height, is ambiguous (`1,700`), or
  ///   is impossible for a person (`0`; `1.70` in centimetres, with "did you mean 1.70m").
  public init(parsing text: some StringProtocol, defaultUnit: HeightUnit = .centimetres)
    throws(MeasurementError)
  {
    self.init(checkedHeight: try MeasurementParser.height(text, defaultUnit: defaultUnit))
  }

  /// A height given as a number in a unit.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - unit: Its unit.
  /// - Throws: ``MeasurementError/impossible(_:value:suggestions:)`` outside the limits for a person.
  public init(_ value: Rational, _ unit: LengthUnit) throws(MeasurementError) {
    let centimetres = (value * unit.centimetres).reduced
    guard Plausibility.heightCentimetres.isPossible(centimetres) else {
      throw .impossible(.height, value: centimetres)
    }
    self.init(checkedHeight: centimetres)
  }

  /// A height in centimetres given as a decimal.
  ///
  /// - Parameter centimetres: The height in centimetres.
  /// - Throws: ``MeasurementError/impossible(_:value:suggestions:)`` outside the limits for a person.
  public init(centimetres: ExactDecimal) throws(MeasurementError) {
    try self.init(Rational(centimetres), .centimetres)
  }

  /// A height in centimetres from a `Double`, such as a slider's value, read through its
  /// shortest decimal form (`170.5` is 170.5 exactly).
  ///
  /// - Parameter centimetres: The height in centimetres.
  /// - Throws: ``MeasurementError`` for infinities, NaN, more than six decimals, or a
  ///   height impossible for a person.
  public init(centimetres: Double) throws(MeasurementError) {
    guard let decimal = ExactDecimal(exactly: centimetres) else {
      throw .unreadable(.height, typed: "\(centimetres)")
    }
    try self.init(centimetres: decimal)
  }

  /// The warning for a possible but rare height (below 100 cm or above 230 cm), if any.
  public var warning: MeasurementWarning? { Plausibility.warning(heightCentimetres: centimetres) }
}

extension Height: CustomStringConvertible {
  /// `170.5 cm`, `170.18 cm`: the exact value in centimetres.
  public var description: String { "\(centimetres) cm" }
}
