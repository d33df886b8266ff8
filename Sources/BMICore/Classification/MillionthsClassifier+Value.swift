extension MillionthsClassifier.Value {
  /// 10¹⁶: with a height and a weight in millionths of a centimetre and of a kilogram, the
  /// BMI in millionths is W · 10¹⁶ / H².
  @inlinable static var weightScale: UInt64 { 10_000_000_000_000_000 }

  /// The BMI of a height and weight given in millionths of a centimetre and of a kilogram,
  /// or `nil` when either is not positive or the BMI is beyond ``MillionthsClassifier``'s
  /// range (such a BMI is classified through its exact fraction).
  ///
  /// BMI · 10⁶ = (W / 10⁶) / (H / 10⁸)² · 10⁶ = W · 10¹⁶ / H².
  ///
  /// - Parameters:
  ///   - heightMillionths: Height in millionths of a centimetre.
  ///   - weightMillionths: Weight in millionths of a kilogram.
  @inlinable
  package init?(heightMillionths: Int64, weightMillionths: Int64) {
    guard heightMillionths > 0, weightMillionths > 0 else { return nil }
    if let fast = Self(fastHeightMillionths: heightMillionths, weightMillionths: weightMillionths) {
      self = fast
      return
    }
    // Any positive height and weight within ExactDecimal's range: W · 10¹⁶ < 10³⁴ and
    // H² < 10³⁶ both fit in 128 bits.
    let height = UInt64(heightMillionths)
    let square = height.multipliedFullWidth(by: height)
    let dividend = UInt64(weightMillionths).multipliedFullWidth(by: Self.weightScale)
    self.init(
      dividing: WideUInt(high: dividend.high, low: dividend.low),
      by: WideUInt(high: square.high, low: square.low))
  }

  /// The common case, heights of 1 to 4294 cm and weights below 2⁴⁰ millionths of a kg,
  /// without a 128-bit division.
  @inlinable
  init?(fastHeightMillionths heightMillionths: Int64, weightMillionths: Int64) {
    // Below 2³² the square fits in 64 bits.
    guard heightMillionths < 1 << 32, heightMillionths >= 1_000_000,
      weightMillionths < 1 << 40
    else { return nil }
    let height = UInt64(heightMillionths)
    let square = height &* height
    // BMI · 10⁶ < 2⁴⁰ for every weight below 2⁴⁰ millionths and height of 1 cm or more, so
    // the exact dividend W · 10¹⁶ and the product below stay within 128 bits, and a
    // floating-point estimate of the quotient is within one of its floor (relative error
    // about 2⁻⁵¹). Correcting the estimate in integers costs far less than a 128-bit
    // division.
    let dividend = UInt64(weightMillionths).multipliedFullWidth(by: Self.weightScale)
    var quotient = UInt64(Double(weightMillionths) * 1e16 / Double(square))
    var product = quotient.multipliedFullWidth(by: square)
    while Self.isLess(dividend, product) {
      quotient -= 1
      product = Self.subtract(product, square)
    }
    var remainder = Self.subtract(dividend, product)
    while remainder.high != 0 || remainder.low >= square {
      quotient += 1
      remainder = Self.subtract(remainder, square)
    }
    guard quotient <= UInt64(MillionthsClassifier.maximumMillionths) else { return nil }
    self.init(floor: Int64(quotient), remainder: remainder.low, denominator: square)
  }

  /// The description of any positive exact BMI, or `nil` when it is beyond the range
  /// handled.
  ///
  /// - Parameter bmi: The exact BMI in kg/m².
  @inlinable
  package init?(exactly bmi: Rational) {
    guard !bmi.isNegative, !bmi.magnitude.isZero else { return nil }
    let scaled = bmi.magnitude.multipliedReportingOverflow(by: 1_000_000)
    guard !scaled.overflow else { return nil }
    self.init(dividing: scaled.partialValue, by: bmi.denominatorMagnitude)
  }

  /// `dividend / divisor` millionths, or `nil` above ``MillionthsClassifier/maximumMillionths``.
  @inlinable
  init?(dividing dividend: WideUInt, by divisor: WideUInt) {
    let (quotient, remainder) = dividend.quotientAndRemainder(dividingBy: divisor)
    guard let floor = quotient.uint64, floor <= UInt64(MillionthsClassifier.maximumMillionths)
    else { return nil }
    self.init(exactMillionths: Int64(floor))
    hasRemainder = !remainder.isZero
    // remainder < divisor, so compare without doubling.
    remainderIsHalfOrMore =
      remainder >= divisor.subtractingReportingOverflow(remainder).partialValue
  }

  @inlinable
  static func isLess(_ a: (high: UInt64, low: UInt64), _ b: (high: UInt64, low: UInt64)) -> Bool {
    a.high != b.high ? a.high < b.high : a.low < b.low
  }

  @inlinable
  static func subtract(_ a: (high: UInt64, low: UInt64), _ b: UInt64) -> (
    high: UInt64, low: UInt64
  ) {
    let (low, borrow) = a.low.subtractingReportingOverflow(b)
    return (a.high &- (borrow ? 1 : 0), low)
  }

  @inlinable
  static func subtract(_ a: (high: UInt64, low: UInt64), _ b: (high: UInt64, low: UInt64)) -> (
    high: UInt64, low: UInt64
  ) {
    let (low, borrow) = a.low.subtractingReportingOverflow(b.low)
    return (a.high &- b.high &- (borrow ? 1 : 0), low)
  }
}
