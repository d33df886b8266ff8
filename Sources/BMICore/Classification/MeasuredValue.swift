/// The value a standard classifies, exactly: a BMI, a waist circumference or a
/// waist-to-height ratio, with its integer form when it has one.
public struct MeasuredValue: Sendable {
  /// What was measured.
  public let measure: Measure
  /// The exact value: kg/m², cm, or a ratio.
  public let value: Rational
  /// The value as whole millionths and what they leave, for the integer classifier; `nil`
  /// beyond its range.
  @usableFromInline package let millionths: MillionthsClassifier.Value?

  @inlinable
  package init(measure: Measure, value: Rational, millionths: MillionthsClassifier.Value?) {
    self.measure = measure
    self.value = value
    self.millionths = millionths
  }

  /// A BMI, as a standard whose measure is BMI classifies it.
  ///
  /// - Parameter bmi: The exact BMI.
  @inlinable
  public init(_ bmi: BodyMassIndex) {
    self.init(measure: .bmi, value: bmi.value, millionths: bmi.millionths)
  }

  /// A waist circumference given as a decimal of centimetres.
  ///
  /// - Parameter waistCentimetres: The waist in centimetres.
  /// - Returns: `nil` unless the value is greater than zero.
  @inlinable
  public init?(waistCentimetres: ExactDecimal) {
    guard waistCentimetres.millionths > 0 else { return nil }
    self.init(
      measure: .waist, value: Rational(waistCentimetres),
      millionths: MillionthsClassifier.Value(exactMillionths: waistCentimetres.millionths))
  }

  /// A waist circumference given as an exact fraction of centimetres (35.5 in is 90.17 cm).
  ///
  /// - Parameter waistCentimetres: The waist in centimetres.
  /// - Returns: `nil` unless the value is greater than zero.
  package init?(waistCentimetres: Rational) {
    guard waistCentimetres.signum > 0 else { return nil }
    let value = waistCentimetres.reduced
    self.init(measure: .waist, value: value, millionths: MillionthsClassifier.Value(exactly: value))
  }

  /// The waist-to-height ratio of a waist and a height given as decimals of centimetres.
  ///
  /// - Parameters:
  ///   - waistCentimetres: The waist in centimetres.
  ///   - heightCentimetres: The height in centimetres.
  /// - Returns: `nil` unless both are greater than zero.
  @inlinable
  public init?(waistCentimetres: ExactDecimal, heightCentimetres: ExactDecimal) {
    let waist = waistCentimetres.millionths
    let height = heightCentimetres.millionths
    guard waist > 0, height > 0 else { return nil }
    // ratio · 10⁶ = W · 10⁶ / H, with W and H in millionths; W · 10⁶ < 10²⁴ needs two words.
    let dividend = UInt64(waist).multipliedFullWidth(by: 1_000_000)
    let ratio = Rational(
      isNegative: false, magnitude: WideUInt(UInt64(waist)), denominator: WideUInt(UInt64(height)))
    var millionths: MillionthsClassifier.Value?
    if dividend.high == 0,
      dividend.low / UInt64(height) <= UInt64(MillionthsClassifier.maximumMillionths)
    {
      let numerator = dividend.low
      millionths = MillionthsClassifier.Value(
        floor: Int64(numerator / UInt64(height)), remainder: numerator % UInt64(height),
        denominator: UInt64(height))
    } else {
      millionths = MillionthsClassifier.Value(exactly: ratio)
    }
    self.init(measure: .waistToHeight, value: ratio, millionths: millionths)
  }

  /// The waist-to-height ratio of a waist and a height given as exact fractions of
  /// centimetres.
  ///
  /// - Parameters:
  ///   - waistCentimetres: The waist in centimetres.
  ///   - heightCentimetres: The height in centimetres.
  /// - Returns: `nil` unless both are greater than zero.
  package init?(waistCentimetres: Rational, heightCentimetres: Rational) {
    guard waistCentimetres.signum > 0, heightCentimetres.signum > 0 else { return nil }
    let ratio = (waistCentimetres / heightCentimetres).reduced
    self.init(
      measure: .waistToHeight, value: ratio, millionths: MillionthsClassifier.Value(exactly: ratio))
  }
}

extension MeasuredValue: CustomStringConvertible {
  /// The exact value: `91`, `0.5`, or a fraction.
  public var description: String { value.description }
}
