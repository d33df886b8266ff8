/// How a value exactly halfway between two roundings is resolved.
///
/// Only rational values can be halfway; an irrational z or percentile never is, so for those
/// the rule never matters.
package enum GrowthTieRule: Sendable, Equatable {
  /// 2.005 → 2.01 and −2.005 → −2.01: the rule of WHO's igrowup and WHO 2007 macros
  /// (their `rounde` function) and of SAS's ROUND.
  case halfAwayFromZero
  /// 2.005 → 2.00, 2.015 → 2.02: IEC 60559 rounding to the even neighbour.
  case halfEven

  /// `value` rounded to `decimals` fractional digits under this rule, exactly.
  ///
  /// - Parameters:
  ///   - value: Any rational.
  ///   - decimals: Digits after the decimal point, 0 or more.
  package func round(_ value: GrowthRational, toDecimals decimals: Int) -> GrowthRational {
    let scale = GrowthRational.powerOfTen(decimals)
    let scaled = value * GrowthRational(scale)
    let floor = scaled.floor
    let fraction = scaled - GrowthRational(floor)
    let order = fraction.compare(to: GrowthRational(1, 2))
    let roundedUp: Bool
    if order != 0 {
      roundedUp = order > 0
    } else {
      switch self {
      case .halfAwayFromZero: roundedUp = value.signum > 0
      case .halfEven: roundedUp = floor.isOdd
      }
    }
    return GrowthRational(roundedUp ? floor + .one : floor, scale)
  }

  /// n·2^−bits rounded to `decimals` digits, as the integer k of the result k·10^−decimals;
  /// the same rule as `round` without building fractions.
  func roundedUnits(_ n: GrowthInteger, bits: Int, decimals: Int) -> GrowthInteger {
    let scaled = n * GrowthRational.powerOfTen(decimals)
    let floor = scaled.shiftedRightFloor(bits)
    // Twice the remainder against 2^bits: below, at or above one half.
    let twiceRemainder = (scaled - floor.shiftedLeft(bits)).shiftedLeft(1)
    let order = twiceRemainder.compare(to: GrowthInteger.powerOfTwo(bits))
    let roundedUp: Bool
    if order != 0 {
      roundedUp = order > 0
    } else {
      switch self {
      case .halfAwayFromZero: roundedUp = n.signum > 0
      case .halfEven: roundedUp = floor.isOdd
      }
    }
    return roundedUp ? floor + .one : floor
  }
}

extension GrowthRational {
  /// The value written as a plain decimal with exactly `decimals` fractional digits.
  ///
  /// The value must already have at most that many decimals (as a rounded value has).
  ///
  /// - Parameter decimals: Digits after the decimal point, 0 or more.
  package func decimalText(decimals: Int) -> String {
    let scaled = self * GrowthRational(GrowthRational.powerOfTen(decimals))
    precondition(scaled.isInteger, "decimalText needs a value with at most that many decimals")
    let digits = Array(scaled.numerator.magnitude.decimalDescription.utf8)
    var padded = [UInt8](
      repeating: UInt8(ascii: "0"), count: Swift.max(0, decimals + 1 - digits.count))
    padded.append(contentsOf: digits)
    var bytes: [UInt8] = signum < 0 ? [UInt8(ascii: "-")] : []
    bytes.append(contentsOf: padded[0..<(padded.count - decimals)])
    if decimals > 0 {
      bytes.append(UInt8(ascii: "."))
      bytes.append(contentsOf: padded[(padded.count - decimals)...])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension GrowthRational {
  /// The value as a plain decimal with as few fractional digits as it needs, up to six
  /// (`120`, `35.5`), or `nil` when it needs more.
  package var plainDecimalText: String? {
    for decimals in 0...6
    where (self * GrowthRational(GrowthRational.powerOfTen(decimals))).isInteger {
      return decimalText(decimals: decimals)
    }
    return nil
  }
}

extension GrowthRational: CustomStringConvertible {
  /// The fraction in lowest terms, `p/q`, or `p` when it is whole.
  package var description: String {
    isInteger
      ? numerator.decimalDescription
      : numerator.decimalDescription + "/" + denominator.decimalDescription
  }
}
