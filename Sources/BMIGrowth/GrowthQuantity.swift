/// A real number — a z-score, a percentile, a % of the 95th percentile, a BMI at a z — known
/// through certified bounds that narrow as precision grows, and exactly when it is rational.
///
/// Comparisons and roundings refine until the bounds separate. They always terminate within
/// `precisionLimit` bits, and are always right when they answer:
/// - When the number is rational (for example L = 1, or a BMI equal to M, or a BMI exactly at
///   a rational cut-off), the exact value decides, so equality is reported exactly.
/// - A z-score, a WHO restricted z-score, a BMI at a rational z and a % of a rational-z
///   percentile are otherwise irrational (see `LMSParameters.exactZ`, `GrowthMethod`), so they
///   differ from every rational cut-off and refinement separates them.
/// - A percentile 100·Φ(z) with z ≠ 0 is Φ at an algebraic non-zero point; whether that can
///   ever be rational is an open problem in transcendence theory. Refinement separates it from a
///   cut-off unless the two agree to `precisionLimit` bits, which is then reported as
///   `GrowthComputationError.precisionLimitReached` rather than guessed.
package struct GrowthQuantity: Sendable {
  let formula: GrowthFormula

  init(_ formula: GrowthFormula) { self.formula = formula }

  /// Creates the quantity equal to an exact rational.
  package init(exactly value: GrowthRational) { self.formula = .constant(value) }

  /// The first precision tried, in fractional bits.
  static let initialBits = 32
  /// The default most fractional bits a decision may use (about 4,900 decimal digits).
  package static let defaultPrecisionLimit = 16_384

  /// Bounds on the value at `bits` fractional bits, or `nil` when that precision cannot yet show
  /// the quantity is defined.
  ///
  /// - Parameter bits: Fractional bits of the bounds, at least 8.
  package func bounds(bits: Int) -> GrowthBounds? {
    precondition(bits >= 8, "bounds need at least 8 fractional bits")
    guard let interval = formula.enclosure(bits: bits) else { return nil }
    return GrowthBounds(lower: interval.lowerValue, upper: interval.upperValue)
  }

  /// The value when it is provably rational, otherwise `nil`.
  package var exactValue: GrowthRational? {
    formula.exactValue(precisionLimit: Self.defaultPrecisionLimit)
  }

  /// Which side of `cutoff` the value lies on, decided exactly.
  ///
  /// - Parameters:
  ///   - cutoff: The value to compare with.
  ///   - precisionLimit: The most fractional bits to refine to.
  /// - Throws: `GrowthComputationError.precisionLimitReached` when the bounds still contain
  ///   `cutoff` at `precisionLimit` bits and the value is not known to be rational.
  package func side(
    of cutoff: GrowthRational, precisionLimit: Int = defaultPrecisionLimit
  ) throws(GrowthComputationError) -> GrowthSide {
    var bits = Self.initialBits
    var triedExact = false
    while bits <= precisionLimit {
      if let interval = formula.enclosure(bits: bits) {
        if let side = interval.side(of: cutoff) { return side > 0 ? .above : .below }
        if !triedExact {
          triedExact = true
          if let exact = formula.exactValue(precisionLimit: precisionLimit) {
            return GrowthSide(exact.compare(to: cutoff))
          }
        }
      }
      bits *= 2
    }
    throw .precisionLimitReached(bits: precisionLimit)
  }

  /// The value rounded to `decimals` fractional digits, correctly (from certified bounds).
  ///
  /// - Parameters:
  ///   - decimals: Digits after the decimal point, 0 or more.
  ///   - ties: How an exactly halfway value is resolved (only a rational value can be halfway).
  ///   - precisionLimit: The most fractional bits to refine to.
  /// - Throws: `GrowthComputationError.precisionLimitReached` when the bounds still straddle a
  ///   rounding boundary at `precisionLimit` bits.
  package func rounded(
    toDecimals decimals: Int, ties: GrowthTieRule = .halfAwayFromZero,
    precisionLimit: Int = defaultPrecisionLimit
  ) throws(GrowthComputationError) -> GrowthRational {
    precondition(decimals >= 0, "decimals must not be negative")
    var bits = Self.initialBits
    var triedExact = false
    while bits <= precisionLimit {
      if let interval = formula.enclosure(bits: bits) {
        let low = ties.roundedUnits(interval.lower, bits: bits, decimals: decimals)
        if low == ties.roundedUnits(interval.upper, bits: bits, decimals: decimals) {
          return GrowthRational(low, GrowthRational.powerOfTen(decimals))
        }
        if !triedExact {
          triedExact = true
          if let exact = formula.exactValue(precisionLimit: precisionLimit) {
            return ties.round(exact, toDecimals: decimals)
          }
        }
      }
      bits *= 2
    }
    throw .precisionLimitReached(bits: precisionLimit)
  }

  /// The value rounded to `decimals` digits, written as a plain decimal such as `-1.42`.
  ///
  /// - Parameters:
  ///   - decimals: Digits after the decimal point, 0 or more; all are written.
  ///   - ties: How an exactly halfway value is resolved.
  /// - Throws: `GrowthComputationError.precisionLimitReached`, as `rounded(toDecimals:)`.
  package func decimalText(decimals: Int, ties: GrowthTieRule = .halfAwayFromZero)
    throws(GrowthComputationError) -> String
  {
    try rounded(toDecimals: decimals, ties: ties).decimalText(decimals: decimals)
  }

  /// Whether the value rounded to `decimals` digits is below, at or above `cutoff` — the
  /// comparison WHO's software makes with z rounded to two decimals.
  ///
  /// - Parameters:
  ///   - decimals: Digits the value is rounded to first.
  ///   - ties: How an exactly halfway value is resolved.
  ///   - cutoff: The value the rounded value is compared with.
  /// - Throws: `GrowthComputationError.precisionLimitReached`, as `rounded(toDecimals:)`.
  package func sideAfterRounding(
    toDecimals decimals: Int, ties: GrowthTieRule = .halfAwayFromZero, of cutoff: GrowthRational
  ) throws(GrowthComputationError) -> GrowthSide {
    GrowthSide(try rounded(toDecimals: decimals, ties: ties).compare(to: cutoff))
  }
}

/// Certified lower and upper bounds on a real number.
package struct GrowthBounds: Sendable, Equatable {
  /// A value the number is not below.
  package let lower: GrowthRational
  /// A value the number is not above.
  package let upper: GrowthRational
}

/// Where a value lies relative to a cut-off.
package enum GrowthSide: Sendable, Equatable {
  /// Strictly below the cut-off.
  case below
  /// Exactly equal to the cut-off.
  case equal
  /// Strictly above the cut-off.
  case above

  package init(_ order: Int) { self = order < 0 ? .below : (order == 0 ? .equal : .above) }
}

/// A computation that could not be finished within its precision budget.
public enum GrowthComputationError: Error, Sendable, Equatable {
  /// The bounds still did not decide at this many fractional bits.
  case precisionLimitReached(bits: Int)

  /// A stable identifier for messages and logs.
  public var code: String {
    switch self {
    case .precisionLimitReached: "growth.precision-limit"
    }
  }
}
