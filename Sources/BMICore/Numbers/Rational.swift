/// An exact fraction of two 128-bit integers, with a positive denominator.
///
/// A BMI computed from a decimal height and weight is such a fraction; comparing it with a
/// cut-off is a cross-multiplication in integers, so 160 cm / 64 kg is 25 exactly.
/// Fractions are not reduced: reduction costs a GCD per value and exactness does not need it.
public struct Rational: Sendable {
  /// The numerator; its sign is the sign of the value.
  public let numerator: Int128
  /// The denominator, always greater than zero.
  public let denominator: Int128

  /// Creates `numerator / denominator`.
  ///
  /// - Parameters:
  ///   - numerator: Any integer.
  ///   - denominator: A positive integer.
  public init(_ numerator: Int128, _ denominator: Int128) {
    precondition(denominator > 0, "Rational needs a positive denominator")
    self.numerator = numerator
    self.denominator = denominator
  }

  /// Creates the fraction equal to a decimal.
  ///
  /// - Parameter decimal: The exact decimal value.
  public init(_ decimal: ExactDecimal) {
    self.init(Int128(decimal.millionths), Int128(ExactDecimal.scale))
  }

  /// The value as a `Double`, for drawing and display only; never for comparisons.
  public var doubleValue: Double { Double(numerator) / Double(denominator) }

  /// The same value in lowest terms.
  public var reduced: Rational {
    let divisor = Int128(Self.greatestCommonDivisor(numerator.magnitude, denominator.magnitude))
    return Rational(numerator / divisor, denominator / divisor)
  }

  /// The fraction in lowest terms, written `p/q`, or `p` when it is whole.
  public var reducedDescription: String {
    let divisor = Self.greatestCommonDivisor(numerator.magnitude, denominator.magnitude)
    let top = numerator / Int128(divisor)
    let bottom = denominator / Int128(divisor)
    return bottom == 1 ? "\(top)" : "\(top)/\(bottom)"
  }

  /// Three-way comparison with a decimal: negative, zero or positive as `self` is below,
  /// equal to or above `decimal`.
  ///
  /// - Parameter decimal: The value to compare with, typically a cut-off.
  @inlinable
  public func compare(to decimal: ExactDecimal) -> Int {
    // self ? m / 10⁶  ⟺  numerator · 10⁶ ? m · denominator   (denominator > 0)
    Self.compareProducts(
      numerator, Int128(ExactDecimal.scale), Int128(decimal.millionths), denominator)
  }

  /// Three-way comparison of `a · b` with `c · d`, exact for every 128-bit input.
  @inlinable
  static func compareProducts(_ a: Int128, _ b: Int128, _ c: Int128, _ d: Int128) -> Int {
    let (left, leftOverflow) = a.multipliedReportingOverflow(by: b)
    let (right, rightOverflow) = c.multipliedReportingOverflow(by: d)
    if !leftOverflow && !rightOverflow {
      return left < right ? -1 : (left == right ? 0 : 1)
    }
    let wideLeft = a.multipliedFullWidth(by: b)
    let wideRight = c.multipliedFullWidth(by: d)
    if wideLeft.high != wideRight.high { return wideLeft.high < wideRight.high ? -1 : 1 }
    if wideLeft.low != wideRight.low { return wideLeft.low < wideRight.low ? -1 : 1 }
    return 0
  }

  /// The value rounded to `decimals` fractional digits, exactly.
  ///
  /// Values beyond ``ExactDecimal``'s range saturate at its limit, which only an
  /// impossible measurement reaches.
  ///
  /// - Parameters:
  ///   - decimals: Digits to keep, 0 to 6.
  ///   - mode: How a value exactly halfway between two results is resolved.
  /// - Returns: The nearest decimal with at most `decimals` fractional digits.
  public func rounded(toDecimals decimals: Int, mode: RoundingMode) -> ExactDecimal {
    precondition(decimals >= 0 && decimals <= ExactDecimal.maximumFractionDigits)
    let power = Int128(Self.powerOfTen(decimals))
    let (scaled, overflow) = numerator.multipliedReportingOverflow(by: power)
    guard !overflow else { return saturated }
    // Floor division, so negative values round the same way as positive ones mirrored.
    var quotient = scaled / denominator
    var remainder = scaled % denominator
    if remainder < 0 {
      quotient -= 1
      remainder += denominator
    }
    let twiceRemainder = remainder * 2
    let roundUp: Bool
    switch mode {
    case .halfUp: roundUp = twiceRemainder >= denominator
    case .halfEven:
      roundUp = twiceRemainder > denominator || (twiceRemainder == denominator && quotient & 1 == 1)
    }
    if roundUp { quotient += 1 }
    let (millionths, tooBig) = quotient.multipliedReportingOverflow(
      by: Int128(Self.powerOfTen(ExactDecimal.maximumFractionDigits - decimals)))
    guard !tooBig, millionths.magnitude <= UInt128(ExactDecimal.maximumMagnitude) else {
      return saturated
    }
    return ExactDecimal(millionths: Int64(millionths))
  }

  /// The largest decimal with at most `decimals` digits that is not above the value.
  ///
  /// - Parameter decimals: Digits to keep, 0 to 6.
  public func floor(toDecimals decimals: Int) -> ExactDecimal {
    directed(toDecimals: decimals, up: false)
  }

  /// The smallest decimal with at most `decimals` digits that is not below the value.
  ///
  /// - Parameter decimals: Digits to keep, 0 to 6.
  public func ceiling(toDecimals decimals: Int) -> ExactDecimal {
    directed(toDecimals: decimals, up: true)
  }

  private func directed(toDecimals decimals: Int, up: Bool) -> ExactDecimal {
    let power = Int128(Self.powerOfTen(decimals))
    let (scaled, overflow) = numerator.multipliedReportingOverflow(by: power)
    guard !overflow else { return saturated }
    var quotient = scaled / denominator
    let remainder = scaled % denominator
    if remainder < 0 && !up { quotient -= 1 }
    if remainder > 0 && up { quotient += 1 }
    let millionths =
      quotient * Int128(Self.powerOfTen(ExactDecimal.maximumFractionDigits - decimals))
    guard millionths.magnitude <= UInt128(ExactDecimal.maximumMagnitude) else { return saturated }
    return ExactDecimal(millionths: Int64(millionths))
  }

  private var saturated: ExactDecimal {
    ExactDecimal(
      millionths: numerator < 0 ? -ExactDecimal.maximumMagnitude : ExactDecimal.maximumMagnitude)
  }

  static func powerOfTen(_ exponent: Int) -> Int64 {
    var result: Int64 = 1
    for _ in 0..<exponent { result *= 10 }
    return result
  }

  private static func greatestCommonDivisor(_ a: UInt128, _ b: UInt128) -> UInt128 {
    var (x, y) = (a, b)
    while y != 0 { (x, y) = (y, x % y) }
    return x == 0 ? 1 : x
  }
}

extension Rational: Comparable {
  /// Whether two fractions have the same value (`1/2 == 2/4`).
  public static func == (lhs: Rational, rhs: Rational) -> Bool {
    compareProducts(lhs.numerator, rhs.denominator, rhs.numerator, lhs.denominator) == 0
  }

  /// Orders fractions by value.
  public static func < (lhs: Rational, rhs: Rational) -> Bool {
    compareProducts(lhs.numerator, rhs.denominator, rhs.numerator, lhs.denominator) < 0
  }
}

/// How a value exactly halfway between two results of rounding is resolved.
public enum RoundingMode: String, Hashable, Sendable, CaseIterable {
  /// Halves go away from zero: 22.95 → 23.0.
  case halfUp = "half-up"
  /// Halves go to the even neighbour: 22.85 → 22.8, 22.95 → 23.0.
  case halfEven = "half-even"
}
