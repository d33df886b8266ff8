/// An exact fraction, such as a BMI computed from a height and a weight.
///
/// Comparing a fraction with a cut-off is a cross-multiplication in integers, so
/// 160 cm / 64 kg is 25 exactly. Numerator and denominator are 128-bit magnitudes held in
/// two 64-bit words each, so the type needs no platform newer than the library's floor.
/// Fractions are not reduced until asked: reduction costs a GCD and exactness does not
/// need it.
public struct Rational: Sendable {
  /// Whether the value is below zero.
  @usableFromInline let isNegative: Bool
  /// The magnitude of the numerator.
  @usableFromInline let magnitude: WideUInt
  /// The denominator, greater than zero.
  @usableFromInline let denominatorMagnitude: WideUInt

  @inlinable
  init(isNegative: Bool, magnitude: WideUInt, denominator: WideUInt) {
    self.isNegative = isNegative && !magnitude.isZero
    self.magnitude = magnitude
    self.denominatorMagnitude = denominator
  }

  /// `numerator / denominator` for a positive denominator.
  @inlinable
  init(_ numerator: Int64, over denominator: UInt64) {
    self.init(
      isNegative: numerator < 0, magnitude: WideUInt(numerator.magnitude),
      denominator: WideUInt(denominator))
  }

  /// Creates `numerator / denominator`.
  ///
  /// - Parameters:
  ///   - numerator: Any integer.
  ///   - denominator: A non-zero integer; a negative one moves its sign to the value.
  /// - Precondition: `denominator` is not zero, as with integer division.
  public init(_ numerator: Int, _ denominator: Int) {
    precondition(denominator != 0, "Rational needs a non-zero denominator")
    self.init(
      isNegative: (numerator < 0) != (denominator < 0),
      magnitude: WideUInt(UInt64(numerator.magnitude)),
      denominator: WideUInt(UInt64(denominator.magnitude)))
  }

  /// Creates the whole number `integer`.
  ///
  /// - Parameter integer: Any integer.
  public init(_ integer: Int) {
    self.init(integer, 1)
  }

  /// Creates the fraction equal to a decimal.
  ///
  /// - Parameter decimal: The exact decimal value.
  @inlinable
  public init(_ decimal: ExactDecimal) {
    self.init(
      isNegative: decimal.millionths < 0, magnitude: WideUInt(decimal.millionths.magnitude),
      denominator: WideUInt(UInt64(ExactDecimal.scale)))
  }

  /// Zero.
  public static let zero = Rational(0, 1)

  /// The sign of the value: -1, 0 or 1.
  package var signum: Int { magnitude.isZero ? 0 : (isNegative ? -1 : 1) }

  /// The value as a `Double`, for drawing and display only; never for comparisons.
  public var doubleValue: Double {
    let value = magnitude.doubleValue / denominatorMagnitude.doubleValue
    return isNegative ? -value : value
  }

  /// The same value in lowest terms.
  package var reduced: Rational {
    let divisor = WideUInt.greatestCommonDivisor(magnitude, denominatorMagnitude)
    guard divisor != .one else { return self }
    return Rational(
      isNegative: isNegative, magnitude: magnitude.quotientAndRemainder(dividingBy: divisor).0,
      denominator: denominatorMagnitude.quotientAndRemainder(dividingBy: divisor).0)
  }

  /// Whether the value is a whole number.
  package var isInteger: Bool {
    magnitude.quotientAndRemainder(dividingBy: denominatorMagnitude).remainder.isZero
  }

  /// The fraction in lowest terms, written `p/q`, or `p` when it is whole: `6500/289`.
  package var fractionDescription: String {
    let value = reduced
    let top = (value.isNegative ? "-" : "") + value.magnitude.decimalText
    return value.denominatorMagnitude == .one
      ? top : top + "/" + value.denominatorMagnitude.decimalText
  }

  // MARK: - Comparison

  /// Three-way comparison with a decimal: negative, zero or positive as `self` is below,
  /// equal to or above `decimal`.
  ///
  /// - Parameter decimal: The value to compare with, typically a cut-off.
  @inlinable
  public func compare(to decimal: ExactDecimal) -> Int {
    Self.compare(self, Rational(decimal))
  }

  /// Three-way comparison of two fractions, exact for all values: the products are formed
  /// with their full 256 bits.
  @inlinable
  static func compare(_ lhs: Rational, _ rhs: Rational) -> Int {
    if lhs.isNegative != rhs.isNegative { return lhs.isNegative ? -1 : 1 }
    let left = lhs.magnitude.multipliedFullWidth(by: rhs.denominatorMagnitude)
    let right = rhs.magnitude.multipliedFullWidth(by: lhs.denominatorMagnitude)
    let order =
      left.high != right.high
      ? (left.high < right.high ? -1 : 1)
      : (left.low == right.low ? 0 : (left.low < right.low ? -1 : 1))
    return lhs.isNegative ? -order : order
  }

  // MARK: - Rounding

  /// The value rounded to `decimals` fractional digits, exactly.
  ///
  /// Values beyond ``ExactDecimal``'s range saturate at its limit, which only an
  /// impossible measurement reaches.
  ///
  /// - Parameters:
  ///   - decimals: Digits to keep, 0 to 6; other counts are clamped to that range.
  ///   - mode: How a value exactly halfway between two results is resolved.
  /// - Returns: The nearest decimal with at most `decimals` fractional digits.
  public func rounded(toDecimals decimals: Int, mode: RoundingMode) -> ExactDecimal {
    let decimals = Swift.min(Swift.max(decimals, 0), ExactDecimal.maximumFractionDigits)
    guard let (quotient, remainder) = scaledQuotient(decimals) else { return saturated }
    // Rounding is symmetric about zero: work on the magnitude, then restore the sign.
    let twiceRemainder = remainder.multipliedReportingOverflow(by: 2)
    let half: Int
    if twiceRemainder.overflow || twiceRemainder.partialValue > denominatorMagnitude {
      half = 1
    } else {
      half = twiceRemainder.partialValue == denominatorMagnitude ? 0 : -1
    }
    let roundUp: Bool
    switch mode {
    case .halfUp: roundUp = half >= 0
    case .halfEven: roundUp = half > 0 || (half == 0 && quotient & 1 == 1)
    }
    return decimal(magnitude: quotient + (roundUp ? 1 : 0), decimals: decimals)
  }

  /// The largest decimal with at most `decimals` digits that is not above the value.
  ///
  /// - Parameter decimals: Digits to keep, 0 to 6.
  package func floor(toDecimals decimals: Int) -> ExactDecimal {
    directed(toDecimals: decimals, towardPositive: false)
  }

  /// The smallest decimal with at most `decimals` digits that is not below the value.
  ///
  /// - Parameter decimals: Digits to keep, 0 to 6.
  package func ceiling(toDecimals decimals: Int) -> ExactDecimal {
    directed(toDecimals: decimals, towardPositive: true)
  }

  private func directed(toDecimals decimals: Int, towardPositive: Bool) -> ExactDecimal {
    let decimals = Swift.min(Swift.max(decimals, 0), ExactDecimal.maximumFractionDigits)
    guard let (quotient, remainder) = scaledQuotient(decimals) else { return saturated }
    // Away from zero when the direction and the sign agree and something was dropped.
    let away = !remainder.isZero && (towardPositive != isNegative)
    return decimal(magnitude: quotient + (away ? 1 : 0), decimals: decimals)
  }

  /// `|value| · 10^decimals` divided out, when the quotient is within ExactDecimal's range.
  private func scaledQuotient(_ decimals: Int) -> (UInt64, WideUInt)? {
    let scaled = magnitude.multipliedReportingOverflow(by: UInt64(Self.powerOfTen(decimals)))
    guard !scaled.overflow else { return nil }
    let (quotient, remainder) = scaled.partialValue.quotientAndRemainder(
      dividingBy: denominatorMagnitude)
    guard let small = quotient.uint64, small <= UInt64(ExactDecimal.maximumMagnitude) else {
      return nil
    }
    return (small, remainder)
  }

  private func decimal(magnitude quotient: UInt64, decimals: Int) -> ExactDecimal {
    let (millionths, overflow) = quotient.multipliedReportingOverflow(
      by: UInt64(Self.powerOfTen(ExactDecimal.maximumFractionDigits - decimals)))
    guard !overflow, millionths <= UInt64(ExactDecimal.maximumMagnitude) else { return saturated }
    let value = Int64(millionths)
    return ExactDecimal(millionths: isNegative ? -value : value)
  }

  private var saturated: ExactDecimal {
    ExactDecimal(
      millionths: isNegative ? -ExactDecimal.maximumMagnitude : ExactDecimal.maximumMagnitude)
  }

  static func powerOfTen(_ exponent: Int) -> Int64 {
    var result: Int64 = 1
    for _ in 0..<exponent { result *= 10 }
    return result
  }
}

extension Rational: Comparable, Hashable {
  /// Whether two fractions have the same value (`1/2 == 2/4`).
  @inlinable
  public static func == (lhs: Rational, rhs: Rational) -> Bool { compare(lhs, rhs) == 0 }

  /// Orders fractions by value.
  @inlinable
  public static func < (lhs: Rational, rhs: Rational) -> Bool { compare(lhs, rhs) < 0 }

  /// Hashes the value, so equal fractions hash alike whatever their terms.
  public func hash(into hasher: inout Hasher) {
    let value = reduced
    hasher.combine(value.isNegative)
    hasher.combine(value.magnitude)
    hasher.combine(value.denominatorMagnitude)
  }
}

/// How a value exactly halfway between two results of rounding is resolved.
public enum RoundingMode: String, Hashable, Sendable, CaseIterable {
  /// Halves go away from zero: 22.95 → 23.0.
  case halfUp = "half-up"
  /// Halves go to the even neighbour: 22.85 → 22.8, 22.95 → 23.0.
  case halfEven = "half-even"
}
