/// An exact fraction of two `GrowthInteger`s, always in lowest terms with a positive denominator.
///
/// L, M and S from a reference table, a BMI, an age in months and a cut-off are all decimals,
/// so all are such fractions; only the LMS transformation itself leaves the rationals.
package struct GrowthRational: Sendable, Equatable {
  /// The numerator; its sign is the sign of the value.
  package let numerator: GrowthInteger
  /// The denominator, always positive.
  package let denominator: GrowthInteger

  /// Creates `numerator / denominator`, reduced.
  ///
  /// - Parameters:
  ///   - numerator: Any integer.
  ///   - denominator: Any non-zero integer.
  package init(_ numerator: GrowthInteger, _ denominator: GrowthInteger) {
    precondition(!denominator.isZero, "GrowthRational needs a non-zero denominator")
    if numerator.limbs.count <= 1 && denominator.limbs.count <= 1 {
      // Both in one machine word (every entry of a reference's table, most sums and
      // products of them): the same lowest terms, without the limbs' long division.
      let top = numerator.limbs.first ?? 0
      let bottom = denominator.limbs[0]
      let divisor = Self.greatestCommonDivisor(top, bottom)
      self.numerator = GrowthInteger(
        negative: numerator.isNegativeValue != denominator.isNegativeValue,
        limbs: GrowthLimbs(single: top / divisor))
      self.denominator = GrowthInteger(
        negative: false, limbs: GrowthLimbs(single: bottom / divisor))
      return
    }
    let divisor = GrowthInteger.greatestCommonDivisor(numerator, denominator)
    var top = numerator.quotientAndRemainder(dividingBy: divisor).quotient
    var bottom = denominator.quotientAndRemainder(dividingBy: divisor).quotient
    if bottom.isNegative {
      top = -top
      bottom = -bottom
    }
    self.numerator = top
    self.denominator = bottom
  }

  /// Creates `numerator / denominator` from machine integers.
  package init(_ numerator: Int, _ denominator: Int = 1) {
    self.init(GrowthInteger(numerator), GrowthInteger(denominator))
  }

  /// Creates the integer `value` as a fraction.
  package init(_ value: GrowthInteger) {
    self.numerator = value
    self.denominator = .one
  }

  /// Creates the fraction equal to a plain decimal such as `-2.257782149` or `21.2`.
  ///
  /// - Parameter text: An optional sign, digits, and optionally `.` followed by digits.
  /// - Returns: `nil` when `text` is not a plain decimal.
  package init?(decimal text: String) {
    self.init(decimalBytes: Array(text.utf8))
  }

  /// ``init(decimal:)`` from the text's UTF-8 bytes (a reference table's fields are bytes).
  package init?(decimalBytes bytes: [UInt8]) {
    self.init(decimalBytes: bytes[...])
  }

  /// ``init(decimal:)`` from a slice of a line's bytes, so a table's field needs no array of
  /// its own.
  package init?(decimalBytes bytes: ArraySlice<UInt8>) {
    var negative = false
    var value: UInt64 = 0
    var digitCount = 0
    var fractionDigits = 0
    var seenPoint = false
    var index = bytes.startIndex
    if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
      negative = first == UInt8(ascii: "-")
      index += 1
    }
    while index < bytes.endIndex {
      let byte = bytes[index]
      index += 1
      // A digit is the one byte whose distance from "0" is below 10 (others wrap around).
      let digit = byte &- UInt8(ascii: "0")
      if digit < 10 {
        // Nineteen digits fit one machine word; more are read by the limbs below.
        if digitCount < 19 { value = value &* 10 &+ UInt64(digit) }
        digitCount += 1
        if seenPoint { fractionDigits += 1 }
      } else if byte == UInt8(ascii: ".") && !seenPoint {
        seenPoint = true
      } else {
        return nil
      }
    }
    guard digitCount > 0 else { return nil }
    if digitCount <= 19 && value != 0 {
      // The digits and their power of ten each in one word: no limbs' arithmetic. The
      // denominator's only primes are 2 and 5, so those are the common factors taken out
      // (lowest terms, as Euclid's algorithm would give them).
      var top = value
      var places = fractionDigits
      while places > 0 && top % 10 == 0 {
        top /= 10
        places -= 1
      }
      var scale: UInt64 = 1
      for _ in 0..<places { scale &*= 10 }
      while scale % 2 == 0 && top % 2 == 0 {
        top /= 2
        scale /= 2
      }
      while scale % 5 == 0 && top % 5 == 0 {
        top /= 5
        scale /= 5
      }
      self.init(
        reduced: GrowthInteger(negative: negative, limbs: GrowthLimbs(single: top)),
        GrowthInteger(negative: false, limbs: GrowthLimbs(single: scale)))
      return
    }
    if digitCount <= 19 {
      // Zero (of any sign and any places): 0/1.
      self.init(reduced: .zero, .one)
      return
    }
    let digits = bytes.compactMap {
      $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") ? $0 &- UInt8(ascii: "0") : nil
    }
    self.init(
      GrowthInteger(negative: negative, digits: digits), GrowthRational.powerOfTen(fractionDigits))
  }

  /// The greatest common divisor of two machine words, `b` not zero (Euclid's algorithm):
  /// `b` when `a` is zero, as `GrowthInteger.greatestCommonDivisor(_:_:)` gives it.
  static func greatestCommonDivisor(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var x = a
    var y = b
    while y != 0 { (x, y) = (y, x % y) }
    return x
  }

  /// 10^`exponent` as an integer.
  package static func powerOfTen(_ exponent: Int) -> GrowthInteger {
    GrowthInteger(10).power(exponent)
  }

  /// Zero.
  package static let zero = GrowthRational(0)
  /// One.
  package static let one = GrowthRational(1)

  /// Whether the value is zero.
  package var isZero: Bool { numerator.isZero }
  /// −1, 0 or 1 by the sign of the value.
  package var signum: Int { numerator.signum }
  /// Whether the value is an integer.
  package var isInteger: Bool { denominator == .one }
  /// The largest integer not above the value.
  package var floor: GrowthInteger { numerator.floorDivided(by: denominator) }
  /// The smallest integer not below the value.
  package var ceiling: GrowthInteger { numerator.ceilingDivided(by: denominator) }
  /// The absolute value.
  package var magnitude: GrowthRational {
    GrowthRational(reduced: numerator.magnitude, denominator)
  }

  /// 1 / value, the value not zero: its lowest terms swapped, the sign moved to the new
  /// numerator. Equal to `.one / value` without the products and the divisor that finds.
  package var reciprocal: GrowthRational {
    precondition(!isZero, "division by zero")
    return GrowthRational(
      reduced: GrowthInteger(negative: numerator.isNegative, limbs: denominator.limbs),
      numerator.magnitude)
  }

  /// Trusts that the parts are already reduced with a positive denominator.
  init(reduced numerator: GrowthInteger, _ denominator: GrowthInteger) {
    self.numerator = numerator
    self.denominator = denominator
  }
}

// MARK: - Arithmetic

extension GrowthRational {
  /// The exact sum.
  package static func + (lhs: GrowthRational, rhs: GrowthRational) -> GrowthRational {
    if lhs.denominator == rhs.denominator {
      return GrowthRational(lhs.numerator + rhs.numerator, lhs.denominator)
    }
    return GrowthRational(
      lhs.numerator * rhs.denominator + rhs.numerator * lhs.denominator,
      lhs.denominator * rhs.denominator)
  }

  /// The exact difference.
  package static func - (lhs: GrowthRational, rhs: GrowthRational) -> GrowthRational {
    lhs + (-rhs)
  }

  /// The negated value.
  package static prefix func - (value: GrowthRational) -> GrowthRational {
    GrowthRational(reduced: -value.numerator, value.denominator)
  }

  /// The exact product.
  package static func * (lhs: GrowthRational, rhs: GrowthRational) -> GrowthRational {
    GrowthRational(lhs.numerator * rhs.numerator, lhs.denominator * rhs.denominator)
  }

  /// The exact quotient; `rhs` must not be zero.
  package static func / (lhs: GrowthRational, rhs: GrowthRational) -> GrowthRational {
    precondition(!rhs.isZero, "division by zero")
    return GrowthRational(lhs.numerator * rhs.denominator, lhs.denominator * rhs.numerator)
  }

  /// The value raised to an integer power (a negative power needs a non-zero value).
  package func power(_ exponent: Int) -> GrowthRational {
    if exponent >= 0 {
      return GrowthRational(reduced: numerator.power(exponent), denominator.power(exponent))
    }
    return (GrowthRational.one / self).power(-exponent)
  }

  /// The value raised to the rational power `exponent`, when that power is rational.
  ///
  /// For a positive value x and p/q in lowest terms, x^(p/q) is rational exactly when x is the
  /// q-th power of a rational (numerator and denominator are then perfect q-th powers, by unique
  /// factorisation), so the test is decisive: `nil` means the power is irrational.
  ///
  /// - Parameter exponent: Any rational exponent.
  /// - Returns: The exact power, or `nil` when it is irrational.
  package func exactPower(_ exponent: GrowthRational) -> GrowthRational? {
    precondition(signum > 0, "exactPower needs a positive base")
    guard let degree = exponent.denominator.intValue, let power = exponent.numerator.intValue
    else {
      // An exponent too large for `Int` has an irrational power unless the base is 1.
      return self == .one ? .one : nil
    }
    guard let top = numerator.exactRoot(degree), let bottom = denominator.exactRoot(degree)
    else { return nil }
    return GrowthRational(reduced: top, bottom).power(power)
  }
}

// MARK: - Comparison

extension GrowthRational: Comparable {
  /// Orders fractions by value.
  package static func < (lhs: GrowthRational, rhs: GrowthRational) -> Bool {
    lhs.compare(to: rhs) < 0
  }

  /// −1, 0 or 1 as `self` is below, equal to or above `other`.
  package func compare(to other: GrowthRational) -> Int {
    if denominator == other.denominator { return numerator.compare(to: other.numerator) }
    return (numerator * other.denominator).compare(to: other.numerator * denominator)
  }
}
