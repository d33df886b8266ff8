/// A BMI-for-age reference and the rules its body publishes for using it: the age unit and
/// its rounding, interpolation, the age range, and the method for z and percentiles.
public enum GrowthReference: Sendable, Equatable {
  /// WHO Child Growth Standards 2006, BMI-for-age, 0–1826 days.
  ///
  /// Age in whole days (months × 30.4375 rounded half up), the daily row, no interpolation;
  /// restricted z beyond ±3 (WHO `anthro`: `age_to_days`, `round_up`,
  /// `compute_zscore_adjusted`; WHO igrowup macros).
  case who2006
  /// WHO Growth Reference 2007, BMI-for-age, 60–228 months inclusive.
  ///
  /// Age in months unrounded, L, M and S interpolated linearly between the whole months
  /// around it; restricted z beyond ±3 (WHO `anthroplus`: `zscore_indicator`).
  case who2007
  /// CDC 2000 growth charts, BMI-for-age, 24 to under 240 months, with CDC 2022's extension.
  ///
  /// Age in months; L, M and S interpolated linearly between the tabulated ages (24, 24.5,
  /// 25.5, …, 239.5, 240); above P95 the extended method (CDC SAS program for the growth
  /// charts, 2022 revision; `cdcanthro`).
  case cdc2000

  /// The age column a table for this reference must have.
  public var ageColumn: String {
    self == .who2006 ? "age_days" : "age_months"
  }

  /// The unit of the age column, in words: `day` or `month`.
  public var ageUnitName: String { self == .who2006 ? "day" : "month" }

  /// Whether tabulated ages must be whole numbers (days).
  var wholeAges: Bool { self == .who2006 }

  /// The largest allowed step between consecutive tabulated ages of one sex (1 day or 1 month);
  /// a larger step is a gap.
  var maximumStep: GrowthRational { .one }

  /// Whether L, M and S are interpolated between tabulated ages.
  public var interpolates: Bool { self != .who2006 }

  /// The youngest age the body's rules allow, in the table's unit (days or months).
  public var minimumAge: GrowthRational {
    switch self {
    case .who2006: .zero
    case .who2007: GrowthRational(60)
    case .cdc2000: GrowthRational(24)
    }
  }

  /// The oldest age the body's rules allow, in the table's unit.
  public var maximumAge: GrowthRational {
    switch self {
    case .who2006: GrowthRational(1826)
    case .who2007: GrowthRational(228)
    case .cdc2000: GrowthRational(240)
    }
  }

  /// Whether `maximumAge` itself is allowed (WHO 2007: 228 is; CDC: ages are under 240).
  public var includesMaximumAge: Bool { self != .cdc2000 }

  /// The method each body applies to z and the percentile.
  ///
  /// - Parameters:
  ///   - sex: The child's sex (CDC's σ depends on it).
  ///   - ageInMonths: Age in months (CDC's σ depends on it).
  ///   - ninetyFifth: CDC's P95 rule; ignored for WHO.
  public func method(
    sex: GrowthSex, ageInMonths: GrowthRational,
    ninetyFifth: GrowthNinetyFifthRule = .exactQuantile
  ) -> GrowthMethod {
    switch self {
    case .who2006, .who2007: .whoRestricted
    case .cdc2000:
      .cdcExtended(
        sigma: GrowthMethod.cdcSigma(sex: sex, ageInMonths: ageInMonths), ninetyFifth: ninetyFifth)
    }
  }
}

/// A child's age, as a body's software receives it.
public enum GrowthAge: Sendable, Equatable {
  /// Whole days since birth.
  case days(Int)
  /// Months since birth, exactly (114.5, or days / 30.4375).
  case months(GrowthRational)

  /// The average month, 30.4375 = 365.25 / 12 days (WHO `anthro`'s `ANTHRO_DAYS_OF_MONTH`;
  /// `cdcanthro`'s documentation: "If age is in days, divide by 30.4375").
  public static let daysPerMonth = GrowthRational(487, 16)

  /// The age in months, exactly.
  public var inMonths: GrowthRational {
    switch self {
    case .days(let days): GrowthRational(days) / Self.daysPerMonth
    case .months(let months): months
    }
  }

  /// The age in whole days: days as given, months × 30.4375 rounded half up (WHO `anthro`).
  public var inWholeDays: GrowthInteger {
    switch self {
    case .days(let days): GrowthInteger(days)
    case .months(let months): (months * Self.daysPerMonth + GrowthRational(1, 2)).floor
    }
  }
}

/// How a length or height was measured.
public enum GrowthMeasurementPosition: String, Sendable, Equatable, CaseIterable {
  /// Lying down (recumbent length).
  case recumbent = "lying"
  /// Standing (height).
  case standing
}

/// The correction WHO's 2006 rules made to a child's length or height before the BMI was
/// computed, and how it was measured.
public struct GrowthLengthAdjustment: Sendable, Equatable {
  /// How the length or height was measured.
  public let position: GrowthMeasurementPosition
  /// The centimetres added: +0.7, −0.7 or 0.
  public let centimetres: Rational

  /// Creates an adjustment record.
  ///
  /// - Parameters:
  ///   - position: How it was measured.
  ///   - centimetres: The centimetres added.
  public init(position: GrowthMeasurementPosition, centimetres: Rational) {
    self.position = position
    self.centimetres = centimetres
  }
}

/// BMI from weight and length or height, with WHO's length/height convention for 0–5 years.
public enum GrowthMeasurement {
  /// The difference between recumbent length and standing height WHO assumes, 0.7 cm.
  public static let lengthHeightDifferenceCentimetres = Rational(7, 10)
  /// The same difference as a `GrowthRational`.
  public static let lengthHeightDifference = GrowthRational(lengthHeightDifferenceCentimetres)
  /// The first age in days at which WHO's 2006 standards expect a standing height, 731.
  public static let firstStandingDay = 731

  /// The centimetres WHO's 2006 standards add to a length or height: recumbent length to 730
  /// days and standing height from 731 days, so a standing height before 731 days gets
  /// +0.7 cm and a length from 731 days −0.7 cm (WHO `anthro`: `adjust_lenhei`; igrowup
  /// macros). With no position given nothing is added, as in WHO's software.
  ///
  /// - Parameters:
  ///   - position: How it was measured, or `nil` when that is not known.
  ///   - ageInDays: Age in whole days.
  public static func whoAdjustment(
    measured position: GrowthMeasurementPosition?, ageInDays: Int
  ) -> Rational {
    switch (position, ageInDays < firstStandingDay) {
    case (.standing, true): lengthHeightDifferenceCentimetres
    case (.recumbent, false): .zero - lengthHeightDifferenceCentimetres
    default: .zero
    }
  }

  /// The length or height WHO's 2006 standards use (see ``whoAdjustment(measured:ageInDays:)``).
  ///
  /// - Parameters:
  ///   - centimetres: The measured length or height.
  ///   - position: How it was measured, or `nil` when that is not known.
  ///   - ageInDays: Age in whole days.
  public static func whoAdjustedLength(
    _ centimetres: GrowthRational, measured position: GrowthMeasurementPosition?, ageInDays: Int
  ) -> GrowthRational {
    centimetres + GrowthRational(whoAdjustment(measured: position, ageInDays: ageInDays))
  }

  /// Weight / height², kg/m², exactly.
  ///
  /// - Parameters:
  ///   - weightKilograms: The weight, above zero.
  ///   - heightCentimetres: The length or height, above zero.
  public static func bodyMassIndex(
    weightKilograms: GrowthRational, heightCentimetres: GrowthRational
  ) -> GrowthRational {
    let metres = heightCentimetres / GrowthRational(100)
    return weightKilograms / (metres * metres)
  }
}
