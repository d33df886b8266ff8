extension Rational {
  /// The exact sum.
  ///
  /// - Precondition: The reduced result's terms fit in 128 bits, as they do for every
  ///   measurement and BMI; like integer arithmetic, overflow stops the program.
  package static func + (lhs: Rational, rhs: Rational) -> Rational {
    sum(lhs, rhs, negatingRight: false)
  }

  /// The exact difference.
  ///
  /// - Precondition: As for ``+(_:_:)``.
  package static func - (lhs: Rational, rhs: Rational) -> Rational {
    sum(lhs, rhs, negatingRight: true)
  }

  /// The exact product.
  ///
  /// - Precondition: As for ``+(_:_:)``.
  package static func * (lhs: Rational, rhs: Rational) -> Rational {
    // Cross-reduce first so that products of reduced fractions stay as small as they can.
    let a = lhs.reduced
    let b = rhs.reduced
    let g1 = WideUInt.greatestCommonDivisor(a.magnitude, b.denominatorMagnitude)
    let g2 = WideUInt.greatestCommonDivisor(b.magnitude, a.denominatorMagnitude)
    let numerator = checked(
      a.magnitude.quotientAndRemainder(dividingBy: g1).quotient.multipliedReportingOverflow(
        by: b.magnitude.quotientAndRemainder(dividingBy: g2).quotient))
    let denominator = checked(
      a.denominatorMagnitude.quotientAndRemainder(dividingBy: g2).quotient
        .multipliedReportingOverflow(
          by: b.denominatorMagnitude.quotientAndRemainder(dividingBy: g1).quotient))
    return Rational(
      isNegative: a.isNegative != b.isNegative, magnitude: numerator, denominator: denominator)
  }

  /// The exact quotient.
  ///
  /// - Precondition: `rhs` is not zero, and the result fits as for ``+(_:_:)``.
  package static func / (lhs: Rational, rhs: Rational) -> Rational {
    precondition(!rhs.magnitude.isZero, "division by zero")
    return lhs * rhs.reciprocal
  }

  /// The value with its sign changed.
  package static prefix func - (value: Rational) -> Rational {
    Rational(
      isNegative: !value.isNegative, magnitude: value.magnitude,
      denominator: value.denominatorMagnitude)
  }

  /// `1 / self`, for a non-zero value.
  var reciprocal: Rational {
    Rational(isNegative: isNegative, magnitude: denominatorMagnitude, denominator: magnitude)
  }

  private static func sum(_ lhs: Rational, _ rhs: Rational, negatingRight: Bool) -> Rational {
    let a = lhs.reduced
    let b = rhs.reduced
    let rightNegative = b.isNegative != negatingRight && !b.magnitude.isZero
    // a/d1 ± b/d2 = (a · (d2/g) ± b · (d1/g)) / (d1 · d2/g), with g = gcd(d1, d2).
    let g = WideUInt.greatestCommonDivisor(a.denominatorMagnitude, b.denominatorMagnitude)
    let d1 = a.denominatorMagnitude.quotientAndRemainder(dividingBy: g).quotient
    let d2 = b.denominatorMagnitude.quotientAndRemainder(dividingBy: g).quotient
    let left = checked(a.magnitude.multipliedReportingOverflow(by: d2))
    let right = checked(b.magnitude.multipliedReportingOverflow(by: d1))
    let denominator = checked(a.denominatorMagnitude.multipliedReportingOverflow(by: d2))
    let isNegative: Bool
    let magnitude: WideUInt
    if a.isNegative == rightNegative {
      magnitude = checked(left.addingReportingOverflow(right))
      isNegative = a.isNegative
    } else if left >= right {
      magnitude = left.subtractingReportingOverflow(right).partialValue
      isNegative = a.isNegative
    } else {
      magnitude = right.subtractingReportingOverflow(left).partialValue
      isNegative = rightNegative
    }
    return Rational(isNegative: isNegative, magnitude: magnitude, denominator: denominator).reduced
  }

  private static func checked(_ result: (partialValue: WideUInt, overflow: Bool)) -> WideUInt {
    precondition(!result.overflow, "Rational arithmetic overflowed 128 bits")
    return result.partialValue
  }
}

extension Rational {
  /// Whether a fraction and a decimal have the same value.
  @usableFromInline package static func == (lhs: Rational, rhs: ExactDecimal) -> Bool {
    lhs.compare(to: rhs) == 0
  }
  /// Whether a fraction is below a decimal.
  @usableFromInline package static func < (lhs: Rational, rhs: ExactDecimal) -> Bool {
    lhs.compare(to: rhs) < 0
  }
  /// Whether a fraction is above a decimal.
  @usableFromInline package static func > (lhs: Rational, rhs: ExactDecimal) -> Bool {
    lhs.compare(to: rhs) > 0
  }
  /// Whether a fraction is at most a decimal.
  @usableFromInline package static func <= (lhs: Rational, rhs: ExactDecimal) -> Bool {
    lhs.compare(to: rhs) <= 0
  }
  /// Whether a fraction is at least a decimal.
  @usableFromInline package static func >= (lhs: Rational, rhs: ExactDecimal) -> Bool {
    lhs.compare(to: rhs) >= 0
  }
  /// Whether a decimal and a fraction have the same value.
  @usableFromInline package static func == (lhs: ExactDecimal, rhs: Rational) -> Bool {
    rhs.compare(to: lhs) == 0
  }
  /// Whether a decimal is below a fraction.
  @usableFromInline package static func < (lhs: ExactDecimal, rhs: Rational) -> Bool {
    rhs.compare(to: lhs) > 0
  }
  /// Whether a decimal is above a fraction.
  @usableFromInline package static func > (lhs: ExactDecimal, rhs: Rational) -> Bool {
    rhs.compare(to: lhs) < 0
  }
  /// Whether a decimal is at most a fraction.
  @usableFromInline package static func <= (lhs: ExactDecimal, rhs: Rational) -> Bool {
    rhs.compare(to: lhs) >= 0
  }
  /// Whether a decimal is at least a fraction.
  @usableFromInline package static func >= (lhs: ExactDecimal, rhs: Rational) -> Bool {
    rhs.compare(to: lhs) <= 0
  }
}

extension Rational: CustomStringConvertible {
  /// The exact value as text: a decimal when it has a finite decimal form (`170.18`,
  /// `64.86370891`), else the reduced fraction (`6500/289`).
  public var description: String {
    let value = reduced
    // A fraction in lowest terms has a finite decimal form exactly when its denominator
    // has no prime factors but 2 and 5.
    var rest = value.denominatorMagnitude
    var twos = 0
    var fives = 0
    while rest.low & 1 == 0 && !rest.isZero {
      rest = rest >> 1
      twos += 1
    }
    while true {
      let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: 5)
      guard remainder == 0 else { break }
      rest = quotient
      fives += 1
    }
    let digits = Swift.max(twos, fives)
    guard rest == .one, digits <= 38 else { return value.fractionDescription }
    let scale = WideUInt.powerOfTen(digits)
    let factor = scale.quotientAndRemainder(dividingBy: value.denominatorMagnitude).quotient
    let scaled = value.magnitude.multipliedReportingOverflow(by: factor)
    guard !scaled.overflow else { return value.fractionDescription }
    let (whole, fraction) = scaled.partialValue.quotientAndRemainder(dividingBy: scale)
    var text = (value.isNegative ? "-" : "") + whole.decimalText
    if digits > 0 {
      let fractionText = fraction.decimalText
      text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
    return text
  }

  /// The value as an ``ExactDecimal`` when it has at most six decimals and is in range.
  public var exactDecimal: ExactDecimal? {
    let value = reduced
    let scale = WideUInt(UInt64(ExactDecimal.scale))
    let (factor, remainder) = scale.quotientAndRemainder(dividingBy: value.denominatorMagnitude)
    guard remainder.isZero else { return nil }
    let millionths = value.magnitude.multipliedReportingOverflow(by: factor)
    guard !millionths.overflow, let small = millionths.partialValue.uint64,
      small <= UInt64(ExactDecimal.maximumMagnitude)
    else { return nil }
    return ExactDecimal(millionths: value.isNegative ? -Int64(small) : Int64(small))
  }
}
