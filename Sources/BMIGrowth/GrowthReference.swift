/// A BMI-for-age reference's rules for using its LMS table: the age unit and its rounding,
/// interpolation, the age range, and the tails beyond the LMS curve.
///
/// The three bodies' rules are named presets (``who2006``, ``who2007``, ``cdc2000``); any other
/// table's rules are declared in its standard file (``init(declaredAgeUnit:ageRounding:interpolates:minimumAge:maximumAge:includesMaximumAge:tails:)``).
package struct GrowthReference: Sendable, Equatable {
  /// How a child's age is rounded before the table is looked up.
  package enum AgeRounding: String, Sendable, Equatable, CaseIterable {
    /// The age is used exactly.
    case none
    /// Whole days, months × 30.4375 rounded half up (WHO `anthro`); the unit must be days.
    case wholeDaysHalfUp = "whole-days-half-up"
  }

  /// The name a standard file gives these rules: `who-2006`, `who-2007`, `cdc-2000`, or
  /// ``declaredName`` for rules a file declares itself.
  package let fileName: String
  /// The unit of the table's age column and of the age range.
  package let ageUnit: AgeUnit
  /// How the age is rounded before lookup.
  package let ageRounding: AgeRounding
  /// Whether L, M and S are interpolated linearly between tabulated ages; without it, the
  /// row at or below the age is used.
  package let interpolates: Bool
  /// The youngest age the rules allow, in ``ageUnit``.
  package let minimumAge: GrowthRational
  /// The oldest age the rules allow, in ``ageUnit``.
  package let maximumAge: GrowthRational
  /// Whether `maximumAge` itself is allowed (WHO 2007: 228 is; CDC: ages are under 240).
  package let includesMaximumAge: Bool
  /// What happens beyond the LMS curve's well-fitted range.
  package let tails: GrowthTails

  /// The name of rules a standard file declares itself: `declared`.
  package static let declaredName = "declared"

  /// Rules a standard file declares for its own table.
  ///
  /// - Parameters:
  ///   - ageUnit: The unit of the age column and range.
  ///   - ageRounding: The age rounding (`wholeDaysHalfUp` only with days).
  ///   - interpolates: Whether L, M and S are interpolated linearly.
  ///   - minimumAge: The youngest age allowed.
  ///   - maximumAge: The oldest age allowed, or the age all ages are below.
  ///   - includesMaximumAge: Whether `maximumAge` itself is allowed.
  ///   - tails: The tails beyond the LMS curve.
  package init(
    declaredAgeUnit ageUnit: AgeUnit, ageRounding: AgeRounding, interpolates: Bool,
    minimumAge: GrowthRational, maximumAge: GrowthRational, includesMaximumAge: Bool,
    tails: GrowthTails
  ) {
    self.init(
      name: Self.declaredName, ageUnit: ageUnit, ageRounding: ageRounding,
      interpolates: interpolates, minimumAge: minimumAge, maximumAge: maximumAge,
      includesMaximumAge: includesMaximumAge, tails: tails)
  }

  private init(
    name: String, ageUnit: AgeUnit, ageRounding: AgeRounding, interpolates: Bool,
    minimumAge: GrowthRational, maximumAge: GrowthRational, includesMaximumAge: Bool,
    tails: GrowthTails
  ) {
    self.fileName = name
    self.ageUnit = ageUnit
    self.ageRounding = ageRounding
    self.interpolates = interpolates
    self.minimumAge = minimumAge
    self.maximumAge = maximumAge
    self.includesMaximumAge = includesMaximumAge
    self.tails = tails
  }

  /// WHO Child Growth Standards 2006, BMI-for-age, 0–1826 days.
  ///
  /// Age in whole days (months × 30.4375 rounded half up), the daily row, no interpolation;
  /// restricted z beyond ±3 (WHO `anthro`: `age_to_days`, `round_up`,
  /// `compute_zscore_adjusted`; WHO igrowup macros).
  package static let who2006 = GrowthReference(
    name: "who-2006", ageUnit: .days, ageRounding: .wholeDaysHalfUp, interpolates: false,
    minimumAge: .zero, maximumAge: GrowthRational(1826), includesMaximumAge: true,
    tails: .whoRestricted)

  /// WHO Growth Reference 2007, BMI-for-age, 60–228 months inclusive.
  ///
  /// Age in months unrounded, L, M and S interpolated linearly between the whole months
  /// around it; restricted z beyond ±3 (WHO `anthroplus`: `zscore_indicator`).
  package static let who2007 = GrowthReference(
    name: "who-2007", ageUnit: .months, ageRounding: .none, interpolates: true,
    minimumAge: GrowthRational(60), maximumAge: GrowthRational(228), includesMaximumAge: true,
    tails: .whoRestricted)

  /// CDC 2000 growth charts, BMI-for-age, 24 to under 240 months, with CDC 2022's extension.
  ///
  /// Age in months; L, M and S interpolated linearly between the tabulated ages (24, 24.5,
  /// 25.5, …, 239.5, 240); above P95 the extended method (CDC SAS program for the growth
  /// charts, 2022 revision; `cdcanthro`).
  package static let cdc2000 = GrowthReference(
    name: "cdc-2000", ageUnit: .months, ageRounding: .none, interpolates: true,
    minimumAge: GrowthRational(24), maximumAge: GrowthRational(240), includesMaximumAge: false,
    tails: .cdcExtended)

  /// Whether the rules define CDC's 95th percentile (tails `cdc-extended`): then a result
  /// has a BMI as a % of P95 and a standard may declare classes of obesity by it.
  public var hasPercentOfNinetyFifth: Bool { tails == .cdcExtended }

  /// Whether these are rules a file declared, not one of the bodies' presets.
  package var isDeclared: Bool { fileName == Self.declaredName }

  /// The age column a table for these rules must have: `age_days`, `age_months` or
  /// `age_years`.
  package var ageColumn: String { "age_" + ageUnit.rawValue }

  /// The unit of the age column, in words: `day`, `month` or `year`.
  package var ageUnitName: String { String(ageUnit.rawValue.dropLast()) }

  /// Whether tabulated ages must be whole numbers (whole days).
  var wholeAges: Bool { ageRounding == .wholeDaysHalfUp }

  /// The largest allowed step between consecutive tabulated ages of one sex (one unit: a day,
  /// a month or a year); a larger step is a gap.
  var maximumStep: GrowthRational { .one }

  /// The method the rules apply to z and the percentile.
  ///
  /// - Parameters:
  ///   - sex: The child's sex (CDC's σ depends on it).
  ///   - ageInMonths: Age in months (CDC's σ depends on it).
  ///   - ninetyFifth: CDC's P95 rule; ignored for other tails.
  package func method(
    sex: Sex, ageInMonths: GrowthRational,
    ninetyFifth: GrowthNinetyFifthRule = .exactQuantile
  ) -> GrowthMethod {
    switch tails {
    case .none: .lms
    case .whoRestricted: .whoRestricted
    case .cdcExtended:
      .cdcExtended(
        sigma: GrowthMethod.cdcSigma(sex: sex, ageInMonths: ageInMonths), ninetyFifth: ninetyFifth)
    }
  }

  /// The age the table is looked up at, in ``ageUnit`` and rounded by ``ageRounding``.
  ///
  /// - Parameter age: The child's age.
  /// - Throws: `GrowthAgeError.negative` for an age below zero.
  package func lookupAge(_ age: GrowthAge) throws(GrowthAgeError) -> GrowthRational {
    let key: GrowthRational
    switch (ageUnit, ageRounding) {
    case (_, .wholeDaysHalfUp): key = GrowthRational(age.inWholeDays)
    case (.days, .none): key = age.inMonths * GrowthAge.daysPerMonth
    case (.months, .none): key = age.inMonths
    case (.years, .none): key = age.inMonths / GrowthRational(12)
    }
    if key.signum < 0 { throw .negative }
    return key
  }

  /// An age in ``ageUnit`` converted to months, exactly (a month is 30.4375 days).
  ///
  /// - Parameter age: The age in ``ageUnit``, such as ``minimumAge``.
  package func inMonths(_ age: GrowthRational) -> GrowthRational {
    switch ageUnit {
    case .days: age / GrowthAge.daysPerMonth
    case .months: age
    case .years: age * GrowthRational(12)
    }
  }

  /// Whether an age in ``ageUnit`` lies in the rules' range.
  ///
  /// - Parameter key: The age as ``lookupAge(_:)`` gives it.
  package func allows(_ key: GrowthRational) -> Bool {
    key >= minimumAge && (includesMaximumAge ? key <= maximumAge : key < maximumAge)
  }

  /// The three bodies' rules, in the order files list them.
  package static let all: [GrowthReference] = [.who2006, .who2007, .cdc2000]
}

/// A child's age, as a body's software receives it.
package enum GrowthAge: Sendable, Equatable {
  /// Whole days since birth.
  case days(Int)
  /// Months since birth, exactly (114.5, or days / 30.4375).
  case months(GrowthRational)

  /// The average month, 30.4375 = 365.25 / 12 days (WHO `anthro`'s `ANTHRO_DAYS_OF_MONTH`;
  /// `cdcanthro`'s documentation: "If age is in days, divide by 30.4375").
  package static let daysPerMonth = GrowthRational(487, 16)

  /// The age in months, exactly.
  package var inMonths: GrowthRational {
    switch self {
    case .days(let days): GrowthRational(days) / Self.daysPerMonth
    case .months(let months): months
    }
  }

  /// The age in whole days: days as given, months × 30.4375 rounded half up (WHO `anthro`).
  package var inWholeDays: GrowthInteger {
    switch self {
    case .days(let days): GrowthInteger(days)
    case .months(let months): (months * Self.daysPerMonth + GrowthRational(1, 2)).floor
    }
  }
}

extension GrowthReference: Hashable {
  /// Hashes every rule, the ages as their fractions in lowest terms (as the enum these rules
  /// once were could be a dictionary key, so can they).
  ///
  /// - Parameter hasher: The hasher.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(fileName)
    hasher.combine(ageUnit)
    hasher.combine(ageRounding)
    hasher.combine(interpolates)
    hasher.combine(includesMaximumAge)
    hasher.combine(tails)
    hasher.combine(minimumAge.description)
    hasher.combine(maximumAge.description)
  }
}
