import BMICore
import BMISupport

extension MillionthsClassifier.Value {
  /// The BMI of a height and weight given in millionths of a centimetre and of a kilogram,
  /// with one 128-by-64-bit division, or `nil` when the numbers are outside what that
  /// division handles (the caller then takes the exact fraction path).
  ///
  /// BMI · 10⁶ = (W / 10⁶) / (H / 10⁸)² · 10⁶ = W · 10¹⁶ / H².
  ///
  /// - Parameters:
  ///   - heightMillionths: Height in millionths of a centimetre, greater than zero.
  ///   - weightMillionths: Weight in millionths of a kilogram, greater than zero.
  @inline(__always)
  init?(heightMillionths: Int64, weightMillionths: Int64) {
    // Below 2³² the square fits in 64 bits: heights up to 4294 cm.
    guard heightMillionths > 0, heightMillionths < 1 << 32, weightMillionths > 0 else {
      return nil
    }
    let height = UInt64(heightMillionths)
    let square = height &* height
    // BMI · 10⁶ < 2⁴⁰ for every weight below 2⁴⁰ millionths and height of 1 cm or more, so
    // the exact dividend W · 10¹⁶ and the product below stay within 128 bits, and a
    // floating-point estimate of the quotient is within one of its floor (relative error
    // about 2⁻⁵¹). Correcting the estimate in integers costs far less than a 128-bit
    // division.
    guard weightMillionths < 1 << 40, heightMillionths >= 1_000_000 else { return nil }
    let dividend = Self.wide(
      UInt64(weightMillionths).multipliedFullWidth(by: 10_000_000_000_000_000))
    var quotient = UInt64(Double(weightMillionths) * 1e16 / Double(square))
    var product = Self.wide(quotient.multipliedFullWidth(by: square))
    while product > dividend {
      quotient -= 1
      product -= UInt128(square)
    }
    while dividend - product >= UInt128(square) {
      quotient += 1
      product += UInt128(square)
    }
    guard quotient <= UInt64(MillionthsClassifier.maximumMillionths) else { return nil }
    self.init(
      floor: Int64(quotient), remainder: UInt64(truncatingIfNeeded: dividend - product),
      denominator: square)
  }

  @inline(__always)
  private static func wide(_ parts: (high: UInt64, low: UInt64)) -> UInt128 {
    UInt128(parts.high) << 64 | UInt128(parts.low)
  }

  /// The same description of any exact BMI, for values that are not whole millionths of a
  /// centimetre and kilogram (inches, pounds), or `nil` when it is beyond the range handled.
  ///
  /// - Parameter bmi: The exact BMI in kg/m², greater than zero.
  init?(exactly bmi: Rational) {
    let numerator = bmi.numerator
    let denominator = bmi.denominator
    guard numerator > 0 else { return nil }
    let (scaled, overflow) = numerator.multipliedReportingOverflow(by: 1_000_000)
    guard !overflow else { return nil }
    let quotient = scaled / denominator
    let remainder = scaled % denominator
    guard quotient <= Int128(MillionthsClassifier.maximumMillionths) else { return nil }
    self.init(exactMillionths: Int64(quotient))
    hasRemainder = remainder != 0
    remainderIsHalfOrMore = remainder >= denominator - remainder
  }
}
