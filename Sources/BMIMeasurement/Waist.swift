import BMICore

/// A person's waist circumference, exactly, in centimetres: read from what a person typed,
/// or given in a unit, and always possible for a person.
///
/// ```swift
/// let waist = try Waist(parsing: "35.5in")   // 90.17 cm exactly; also "90", "90cm"
/// ```
public struct Waist: Hashable, Sendable {
  /// The waist in centimetres, exactly (35.5 in is 90.17).
  public let centimetres: Rational
  /// The same value as a decimal when it has at most six decimals, so classifying takes
  /// the integer path.
  @usableFromInline let decimalWaist: ExactDecimal?

  init(checkedWaist value: Rational) {
    centimetres = value
    decimalWaist = value.exactDecimal
  }

  /// Reads a waist as a person types it: spaces, a decimal comma and a length unit
  /// (`90`, `90,5`, `90 cm`, `35.5in`, `2ft 11in`).
  ///
  /// - Parameters:
  ///   - text: The waist as typed.
  ///   - defaultUnit: The unit of a number typed without one.
  /// - Throws: ``MeasurementError`` for text that is no waist, or a waist impossible for a
  ///   person.
  public init(parsing text: some StringProtocol, defaultUnit: LengthUnit = .centimetres)
    throws(MeasurementError)
  {
    self.init(checkedWaist: try MeasurementParser.waist(text, defaultUnit: defaultUnit))
  }

  /// A waist given as a number in a unit.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - unit: Its unit.
  /// - Throws: ``MeasurementError/impossible(_:value:suggestions:)`` outside the limits for a
  ///   person.
  public init(_ value: Rational, _ unit: LengthUnit) throws(MeasurementError) {
    let centimetres = (value * unit.centimetres).reduced
    guard Plausibility.waistCentimetres.isPossible(centimetres) else {
      throw .impossible(.waist, value: centimetres)
    }
    self.init(checkedWaist: centimetres)
  }

  /// A waist in centimetres given as a decimal.
  ///
  /// - Parameter centimetres: The waist in centimetres.
  /// - Throws: ``MeasurementError/impossible(_:value:suggestions:)`` outside the limits for a
  ///   person.
  public init(centimetres: ExactDecimal) throws(MeasurementError) {
    try self.init(Rational(centimetres), .centimetres)
  }

  /// The warning for a possible but rare waist (below 40 cm or above 200 cm), if any.
  public var warning: MeasurementWarning? { Plausibility.warning(waistCentimetres: centimetres) }

  /// The waist as a standard measuring waists classifies it.
  public var measured: MeasuredValue {
    if let decimalWaist, let value = MeasuredValue(waistCentimetres: decimalWaist) { return value }
    // A possible waist is positive, so the exact form always exists.
    return MeasuredValue(waistCentimetres: centimetres)!
  }
}

extension Waist: CustomStringConvertible {
  /// `90.17 cm`: the exact value in centimetres.
  public var description: String { "\(centimetres) cm" }
}
