/// A body-mass index, weight in kilograms divided by the square of height in metres, kept
/// as an exact fraction.
public struct BodyMassIndex: Sendable, Comparable {
  /// The exact value in kg/m².
  public let value: Rational

  /// Computes the BMI of a person exactly.
  ///
  /// `weight / (height / 100)²` is `weight · 10⁴ / height²`; both inputs are decimals in
  /// millionths, so the fraction is `W · 10¹⁰ / H²` with `W` and `H` in millionths.
  ///
  /// - Parameters:
  ///   - heightCentimetres: Height in centimetres, greater than zero.
  ///   - weightKilograms: Weight in kilograms, greater than zero.
  @inlinable
  public init(heightCentimetres: ExactDecimal, weightKilograms: ExactDecimal) {
    precondition(heightCentimetres.millionths > 0 && weightKilograms.millionths > 0)
    let height = Int128(heightCentimetres.millionths)
    value = Rational(Int128(weightKilograms.millionths) * 10_000_000_000, height * height)
  }

  /// Computes the BMI of a person from exact fractions, for measurements that are not
  /// six-decimal numbers in centimetres and kilograms (5 ft 7 in is 170.18 cm, but
  /// 143 lb is 64.86370891 kg).
  ///
  /// - Parameters:
  ///   - heightCentimetres: Height in centimetres, greater than zero.
  ///   - weightKilograms: Weight in kilograms, greater than zero.
  /// - Precondition: The reduced products fit in 128 bits, which holds for every
  ///   measurement a person can have, in any unit the command line accepts.
  public init(heightCentimetres: Rational, weightKilograms: Rational) {
    precondition(heightCentimetres.numerator > 0 && weightKilograms.numerator > 0)
    let height = heightCentimetres.reduced
    let weight = weightKilograms.reduced
    // w / (h / 100)² = w · 10⁴ / h²  =  (wn · 10⁴ · hd²) / (wd · hn²)
    let value = Rational(
      weight.numerator * 10_000 * height.denominator * height.denominator,
      weight.denominator * height.numerator * height.numerator)
    self.value = value.reduced
  }

  /// A BMI given directly, as in `bmi classify --bmi 22.95`.
  ///
  /// - Parameter value: The BMI in kg/m², greater than zero.
  public init(_ value: ExactDecimal) {
    precondition(value.millionths > 0)
    self.value = Rational(value)
  }

  /// Orders BMIs by value.
  public static func < (lhs: BodyMassIndex, rhs: BodyMassIndex) -> Bool { lhs.value < rhs.value }
}
