import BMICore
import BMIMeasurement

/// The integer reading of plain decimals in any default unit (inches and pounds included):
/// which values are possible, and the BMI through the package's one formula.
struct UnitScaledRules: Sendable {
  /// Possible heights, in millionths of the height unit.
  let possibleHeights: ClosedRange<Int64>
  /// Possible weights, in millionths of the weight unit.
  let possibleWeights: ClosedRange<Int64>
  /// The BMI formula with both unit sizes folded in.
  let formula: BodyMassIndexFormula

  /// The rules for heights and weights written in these units.
  init?(heightUnit: HeightUnit, weightUnit: WeightUnit) {
    let heightSize = heightUnit.lengthUnit.centimetres
    let weightSize = weightUnit.massUnit.kilograms
    guard let formula = BodyMassIndexFormula(heightUnit: heightSize, weightUnit: weightSize)
    else { return nil }
    self.formula = formula
    possibleHeights = Self.millionths(Plausibility.heightCentimetres, per: heightSize)
    possibleWeights = Self.millionths(Plausibility.weightKilograms, per: weightSize)
  }

  /// The whole millionths of a unit whose values lie within limits given in another unit:
  /// from the lower limit over the unit size, rounded up, to the upper one, rounded down.
  private static func millionths(_ limits: PlausibilityLimits, per size: Rational)
    -> ClosedRange<Int64>
  {
    let low = (Rational(limits.impossibleBelow) / size).ceiling(toDecimals: 6).millionths
    let high = (Rational(limits.impossibleAbove) / size).floor(toDecimals: 6).millionths
    return low...max(low, high)
  }
}

extension BatchValueRules {
  /// The BMI of plain decimals in any default unit, in integers, or `nil` when a value is
  /// impossible or the numbers leave the range handled; the parser then decides.
  ///
  /// The formula and the unit sizes are the parser's (``LengthUnit``, ``MassUnit``), so the
  /// BMI is the same fraction `bmi classify` computes.
  func scaledValue(heightMillionths: Int64, weightMillionths: Int64)
    -> MillionthsClassifier.Value?
  {
    guard let scaled = unitScaled, scaled.possibleHeights.contains(heightMillionths),
      scaled.possibleWeights.contains(weightMillionths)
    else { return nil }
    return scaled.formula.bodyMassIndex(
      heightMillionths: heightMillionths, weightMillionths: weightMillionths)?.millionths
  }
}
