import BMICore
import BMISupport

extension BatchValueRules {
  /// The BMI of plain decimals in any default unit (inches and pounds included), in
  /// integers, or `nil` when a value is impossible or the numbers leave the range handled;
  /// the parser then decides.
  ///
  /// A height of `X` millionths is `hn / hs` cm: `X / 10⁶` in centimetres, `100X / 10⁶` in
  /// metres, `254X / 10⁸` in inches (1 in = 2.54 cm). A weight of `Y` millionths is
  /// `wn / ws` kg: `Y / 10⁶` in kilograms, `45359237Y / 10¹⁴` in pounds
  /// (1 lb = 0.45359237 kg). These are the parser's exact conversions, so the BMI
  /// `wn · 10⁴ · hs² / (ws · hn²)` is the same fraction `bmi classify` computes.
  func scaledValue(heightMillionths: Int64, weightMillionths: Int64)
    -> MillionthsClassifier.Value?
  {
    guard heightMillionths > 0, weightMillionths > 0 else { return nil }
    let height: (numerator: Int128, scale: Int128)
    switch heightUnit {
    case .centimetres: height = (Int128(heightMillionths), 1_000_000)
    case .metres: height = (Int128(heightMillionths) * 100, 1_000_000)
    case .inches: height = (Int128(heightMillionths) * 254, 100_000_000)
    }
    let weight: (numerator: Int128, scale: Int128)
    switch weightUnit {
    case .kilograms: weight = (Int128(weightMillionths), 1_000_000)
    case .pounds: weight = (Int128(weightMillionths) * 45_359_237, 100_000_000_000_000)
    }
    guard Self.isWithin(possibleHeightMillionths, height),
      Self.isWithin(possibleWeightMillionths, weight)
    else { return nil }
    // Both values are possible, so every product below is far inside 128 bits:
    // hn < 10¹¹, wn < 10¹⁸, hs² · 10⁴ / ws ≤ 10²⁰.
    let factor = height.scale * height.scale * 10_000 / weight.scale
    return MillionthsClassifier.Value(
      exactly: Rational(weight.numerator * factor, height.numerator * height.numerator))
  }

  /// Whether `numerator / scale` lies within limits given in millionths.
  private static func isWithin(
    _ limits: ClosedRange<Int64>, _ value: (numerator: Int128, scale: Int128)
  ) -> Bool {
    let millionths = value.numerator * 1_000_000
    return millionths >= Int128(limits.lowerBound) * value.scale
      && millionths <= Int128(limits.upperBound) * value.scale
  }
}
