/// Whether a BMI-for-age standard scores a preterm infant at the age corrected for
/// gestation, as its file declares (`preterm_correction:` in `reference:`).
package enum PretermCorrectionRule: String, Sendable, CaseIterable {
  /// The chronological age is used whatever the gestation.
  case none
  /// The Royal College of Paediatrics and Child Health's rule for the UK-WHO charts: an
  /// infant born before 37 weeks is scored at the age counted from the due date (40 weeks)
  /// until 1 year of age when born at 32 to 36 weeks, until 2 years when born before 32
  /// weeks (as RCPCH's `rcpchgrowth` computes `corrected_decimal_age`: corrected while the
  /// chronological age is at most 1 or 2 years).
  case rcpch
}

/// A gestational age at birth in completed weeks and days, such as 32+4.
public struct GestationalAge: Hashable, Sendable {
  /// Completed weeks.
  public let weeks: Int
  /// Days beyond the weeks, 0 to 6.
  public let days: Int

  /// The shortest and longest gestations accepted, in weeks: 22+0 to 44+6.
  package static let weekRange = 22...44

  /// A gestation of `weeks`+`days`.
  ///
  /// - Parameters:
  ///   - weeks: Completed weeks, 22 to 44.
  ///   - days: Days beyond them, 0 to 6.
  /// - Returns: `nil` outside those ranges.
  public init?(weeks: Int, days: Int) {
    guard Self.weekRange.contains(weeks), (0...6).contains(days) else { return nil }
    self.weeks = weeks
    self.days = days
  }

  /// The gestation in days.
  package var totalDays: Int { weeks * 7 + days }

  /// How many days before the due date (40+0) the infant was born; 0 at term or later.
  package var daysEarly: Int { max(0, 280 - totalDays) }

  /// `32+4`.
  package var text: String { "\(weeks)+\(days)" }

  /// The age a rule scores an infant of this gestation at, or `nil` when the rule leaves
  /// the chronological age as it is (no rule, born at 37 weeks or later, or past the age
  /// correction stops at).
  ///
  /// - Parameters:
  ///   - age: The chronological age.
  ///   - rule: The standard's rule.
  /// - Returns: The corrected age in days, which may be negative before the due date.
  package func correctedDays(for age: Age, rule: PretermCorrectionRule) -> Rational? {
    guard rule == .rcpch, totalDays < 37 * 7 else { return nil }
    let limitYears = totalDays < 32 * 7 ? 2 : 1
    let days = age.value(in: .days)
    guard days <= Rational(limitYears * 1461, 4) else { return nil }
    return days - Rational(daysEarly)
  }
}

/// The correction of a preterm infant's age that a classification used.
public struct PretermAgeCorrection: Hashable, Sendable {
  /// The gestation at birth.
  public let gestation: GestationalAge
  /// The age given, counted from birth.
  public let chronologicalAge: Age
  /// The age scored, counted from the due date.
  public let correctedAge: Age

  /// Creates a record of a correction.
  ///
  /// - Parameters:
  ///   - gestation: The gestation at birth.
  ///   - chronologicalAge: The age from birth.
  ///   - correctedAge: The age from the due date.
  package init(gestation: GestationalAge, chronologicalAge: Age, correctedAge: Age) {
    self.gestation = gestation
    self.chronologicalAge = chronologicalAge
    self.correctedAge = correctedAge
  }
}
