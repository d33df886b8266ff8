/// A unit ages are counted in: standards for adults use years, growth references for
/// children months or days.
///
/// This is the one home of the package's age factors. A year is 365.25 days and a month a
/// twelfth of it, 30.4375 days, the convention of the WHO Child Growth Standards' software
/// (WHO Anthro for personal computers, manual, 2011, section 3.3.1 "Age"), so every
/// conversion is an exact fraction.
public enum AgeUnit: String, Hashable, Sendable, CaseIterable {
  /// Years.
  case years
  /// Months: a twelfth of a year.
  case months
  /// Days.
  case days

  /// The unit's length as `numerator / denominator` quarter days: a year is 1461 of them.
  private var quarterDays: (numerator: Int64, denominator: Int64) {
    switch self {
    case .years: (1461, 1)
    case .months: (1461, 12)
    case .days: (4, 1)
    }
  }

  /// How many of `other` one of this unit is, as `numerator / denominator` in lowest terms:
  /// a year is 12/1 months, a month 487/16 days.
  ///
  /// - Parameter other: The unit converted to.
  package func factor(to other: AgeUnit) -> (numerator: Int64, denominator: Int64) {
    let from = quarterDays
    let to = other.quarterDays
    // (a/b) / (c/d) = (a·d) / (b·c)
    var numerator = from.numerator * to.denominator
    var denominator = from.denominator * to.numerator
    var (x, y) = (numerator, denominator)
    while y != 0 { (x, y) = (y, x % y) }
    numerator /= x
    denominator /= x
    return (numerator, denominator)
  }
}
