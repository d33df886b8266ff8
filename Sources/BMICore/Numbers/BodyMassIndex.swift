/// A body-mass index, weight in kilograms divided by the square of height in metres, kept
/// as an exact fraction.
///
/// This is the one home of the formula: every BMI the package computes, from decimals or
/// from exact fractions, is made here.
public struct BodyMassIndex: Sendable, Comparable {
  /// The exact value in kg/m².
  public let value: Rational
  /// The value as whole millionths and what they leave, for the integer classifier; `nil`
  /// beyond its range.
  @usableFromInline package let millionths: MillionthsClassifier.Value?

  @inlinable
  init(value: Rational, millionths: MillionthsClassifier.Value?) {
    self.value = value
    self.millionths = millionths
  }

  /// Computes the BMI of a person exactly, from a height and a weight as decimals.
  ///
  /// `weight / (height / 100)²` is `weight · 10⁴ / height²`; both inputs are decimals in
  /// millionths, so the fraction is `W · 10¹⁰ / H²` with `W` and `H` in millionths.
  ///
  /// - Parameters:
  ///   - heightCentimetres: Height in centimetres.
  ///   - weightKilograms: Weight in kilograms.
  /// - Returns: `nil` unless both are greater than zero.
  @inlinable
  public init?(heightCentimetres: ExactDecimal, weightKilograms: ExactDecimal) {
    let height = heightCentimetres.millionths
    let weight = weightKilograms.millionths
    guard height > 0, weight > 0 else { return nil }
    // W · 10¹⁰ < 10²⁸ and H² < 10³⁶: both fit in 128 bits.
    let numerator = UInt64(weight).multipliedFullWidth(by: 10_000_000_000)
    let denominator = UInt64(height).multipliedFullWidth(by: UInt64(height))
    self.init(
      value: Rational(
        isNegative: false, magnitude: WideUInt(high: numerator.high, low: numerator.low),
        denominator: WideUInt(high: denominator.high, low: denominator.low)),
      millionths: MillionthsClassifier.Value(heightMillionths: height, weightMillionths: weight))
  }

  /// Computes the BMI of a person from exact fractions, for measurements that are not
  /// six-decimal numbers in centimetres and kilograms (5 ft 7 in is 170.18 cm, but
  /// 143 lb is 64.86370891 kg).
  ///
  /// - Parameters:
  ///   - heightCentimetres: Height in centimetres.
  ///   - weightKilograms: Weight in kilograms.
  /// - Returns: `nil` unless both are greater than zero and the BMI's terms fit in 128 bits,
  ///   which they do for every measurement a person can have, in any unit `bmi` accepts.
  public init?(heightCentimetres: Rational, weightKilograms: Rational) {
    guard heightCentimetres.signum > 0, weightKilograms.signum > 0 else { return nil }
    let height = heightCentimetres.reduced
    let weight = weightKilograms.reduced
    // w / (h / 100)² = w · 10⁴ / h²  =  (wn · 10⁴ · hd²) / (wd · hn²)
    let heightDenominatorSquared = height.denominatorMagnitude.multipliedReportingOverflow(
      by: height.denominatorMagnitude)
    let heightSquared = height.magnitude.multipliedReportingOverflow(by: height.magnitude)
    guard !heightDenominatorSquared.overflow, !heightSquared.overflow else { return nil }
    let scaledWeight = weight.magnitude.multipliedReportingOverflow(by: 10_000)
    guard !scaledWeight.overflow else { return nil }
    let numerator = scaledWeight.partialValue.multipliedReportingOverflow(
      by: heightDenominatorSquared.partialValue)
    let denominator = weight.denominatorMagnitude.multipliedReportingOverflow(
      by: heightSquared.partialValue)
    guard !numerator.overflow, !denominator.overflow else { return nil }
    let value = Rational(
      isNegative: false, magnitude: numerator.partialValue, denominator: denominator.partialValue
    ).reduced
    self.init(value: value, millionths: MillionthsClassifier.Value(exactly: value))
  }

  /// A BMI given directly, as in `bmi classify --bmi 22.95`.
  ///
  /// - Parameter value: The BMI in kg/m².
  /// - Returns: `nil` unless the value is greater than zero.
  @inlinable
  public init?(_ value: ExactDecimal) {
    guard value.millionths > 0 else { return nil }
    self.init(
      value: Rational(value),
      millionths: value.millionths <= MillionthsClassifier.maximumMillionths
        ? MillionthsClassifier.Value(exactMillionths: value.millionths) : nil)
  }

  /// A BMI given directly as an exact fraction.
  ///
  /// - Parameter value: The BMI in kg/m².
  /// - Returns: `nil` unless the value is greater than zero.
  public init?(_ value: Rational) {
    guard value.signum > 0 else { return nil }
    self.init(value: value, millionths: MillionthsClassifier.Value(exactly: value))
  }

  /// Orders BMIs by value.
  public static func < (lhs: BodyMassIndex, rhs: BodyMassIndex) -> Bool { lhs.value < rhs.value }

  /// Whether two BMIs have the same value.
  public static func == (lhs: BodyMassIndex, rhs: BodyMassIndex) -> Bool {
    lhs.value == rhs.value
  }
}

extension BodyMassIndex: CustomStringConvertible {
  /// The exact value: `25`, `22.491349`, or a fraction such as `6500/289`.
  public var description: String { value.description }
}

/// The BMI formula for heights and weights given as decimals in fixed units (inches,
/// pounds), with the unit sizes folded into one reduced factor once, so each person costs
/// two multiplications and one division.
///
/// BMI = (W/10⁶ · a/b) · 10⁴ / (H/10⁶ · c/d)² = W · (a · d² · 10¹⁰) / (H² · c² · b), for a
/// weight unit of a/b kg and a height unit of c/d cm.
package struct BodyMassIndexFormula: Sendable {
  private let weightFactor: WideUInt
  private let heightFactor: WideUInt

  /// The BMI is W · F / (H² · G), H and W in millionths of their units: F and G, what
  /// folding both unit sizes in leaves, in lowest terms; `nil` when they need more than 64
  /// bits.
  package var factors: (weight: UInt64, height: UInt64)? {
    guard let weight = weightFactor.uint64, let height = heightFactor.uint64 else { return nil }
    return (weight, height)
  }

  /// A formula for one pair of units.
  ///
  /// - Parameters:
  ///   - heightUnit: The height unit's size in centimetres, such as 254/100.
  ///   - weightUnit: The weight unit's size in kilograms, such as 45359237/10⁸.
  /// - Returns: `nil` for units too large or fine to fold into 128 bits.
  package init?(heightUnit: Rational, weightUnit: Rational) {
    let height = heightUnit.reduced
    let weight = weightUnit.reduced
    guard height.signum > 0, weight.signum > 0, let c = height.magnitude.uint64,
      let d = height.denominatorMagnitude.uint64, c <= UInt64(UInt32.max),
      d <= 1_000_000
    else { return nil }
    let a = weight.magnitude
    let b = weight.denominatorMagnitude
    let top = a.multipliedReportingOverflow(by: d * d)
    let scaledTop = top.partialValue.multipliedReportingOverflow(by: 10_000_000_000)
    let bottom = b.multipliedReportingOverflow(by: c * c)
    guard !top.overflow, !scaledTop.overflow, !bottom.overflow else { return nil }
    let divisor = WideUInt.greatestCommonDivisor(scaledTop.partialValue, bottom.partialValue)
    weightFactor = scaledTop.partialValue.quotientAndRemainder(dividingBy: divisor).quotient
    heightFactor = bottom.partialValue.quotientAndRemainder(dividingBy: divisor).quotient
  }

  /// The BMI of a height of `heightMillionths` millionths of the height unit and a weight of
  /// `weightMillionths` millionths of the weight unit, or `nil` when either is not
  /// positive or the terms leave 128 bits (never for a possible person).
  ///
  /// - Parameters:
  ///   - heightMillionths: The height in millionths of its unit.
  ///   - weightMillionths: The weight in millionths of its unit.
  package func bodyMassIndex(heightMillionths: Int64, weightMillionths: Int64) -> BodyMassIndex? {
    guard heightMillionths > 0, weightMillionths > 0 else { return nil }
    let height = UInt64(heightMillionths)
    let square = height.multipliedFullWidth(by: height)
    let numerator = weightFactor.multipliedReportingOverflow(by: UInt64(weightMillionths))
    let denominator = WideUInt(high: square.high, low: square.low).multipliedReportingOverflow(
      by: heightFactor)
    guard !numerator.overflow, !denominator.overflow else { return nil }
    let value = Rational(
      isNegative: false, magnitude: numerator.partialValue, denominator: denominator.partialValue)
    return BodyMassIndex(value: value, millionths: MillionthsClassifier.Value(exactly: value))
  }
}
