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

  /// How many of `other` one of this unit is, as `numerator / denominator` in lowest terms:
  /// a year is 12/1 months (1,461 quarter days), a month 487/16 days (1,461/12 quarter days),
  /// a day 4 quarter days.
  ///
  /// Written out rather than reduced on each call: a child's age is converted on every row.
  ///
  /// - Parameter other: The unit converted to.
  package func factor(to other: AgeUnit) -> (numerator: Int64, denominator: Int64) {
    switch (self, other) {
    case (.years, .years), (.months, .months), (.days, .days): (1, 1)
    case (.years, .months): (12, 1)
    case (.months, .years): (1, 12)
    case (.years, .days): (1461, 4)
    case (.days, .years): (4, 1461)
    case (.months, .days): (487, 16)
    case (.days, .months): (16, 487)
    }
  }
}
