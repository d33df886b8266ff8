/// The growth reference a BMI-for-age standard scores BMIs in, with every convention its
/// file declares: whose rules (age unit and rounding, interpolation, age range, tails), the
/// LMS table and its digest, and whether z is rounded before it is compared.
@usableFromInline package struct BMIForAgeReference: Sendable {
  /// The body's rules the table is used by.
  package let rules: GrowthReference
  /// The LMS table, checked when it was read.
  package let table: GrowthReferenceTable
  /// The table's file name as the standard file gives it, such as
  /// `References/who2007-bmi-for-age-months.csv`.
  package let tableFile: String
  /// The SHA-256 of the table file's bytes, lowercase hex.
  package let tableSHA256: String
  /// The rounding of z before it is compared with the cut-offs (WHO's software compares z
  /// rounded to 2 decimals), or `nil` to compare the exact z.
  package let zRounding: GrowthZRounding?
  /// Which z defines CDC's 95th percentile; `exactQuantile` for WHO, where it is unused.
  package let ninetyFifth: GrowthNinetyFifthRule
  /// The classes of obesity the standard declares (CDC's classes 1–3, severe from class 2),
  /// or `nil` when it declares none.
  package let obesityClasses: GrowthObesityClasses?
  /// cdcanthro's convention, when the standard declares it: the z written when the extended
  /// percentile is 100 in double precision (see ``doublePercentile100``); `nil` otherwise.
  package internal(set) var zAtPercentile100: GrowthRational?
  /// What the fast route reads of the reference, its table's `Double` copy among it, when
  /// the table converts exactly enough.
  let fast: BMIForAgeFastContext?
  /// Whether a preterm infant is scored at the age corrected for gestation.
  package let pretermCorrection: PretermCorrectionRule

  /// Creates a reference from a checked table.
  ///
  /// - Parameters:
  ///   - table: The LMS table; its `reference` gives the rules.
  ///   - tableFile: The file name the standard gives.
  ///   - tableSHA256: The digest of the file's bytes.
  ///   - zRounding: The rounding of z before comparison, if any.
  ///   - ninetyFifth: CDC's P95 rule.
  ///   - obesityClasses: The classes of obesity, if the standard declares them.
  ///   - pretermCorrection: Whether a preterm infant's age is corrected.
  package init(
    table: GrowthReferenceTable, tableFile: String, tableSHA256: String,
    zRounding: GrowthZRounding?, ninetyFifth: GrowthNinetyFifthRule = .exactQuantile,
    obesityClasses: GrowthObesityClasses? = nil, pretermCorrection: PretermCorrectionRule = .none
  ) {
    self.pretermCorrection = pretermCorrection
    self.rules = table.reference
    self.table = table
    self.tableFile = tableFile
    self.tableSHA256 = tableSHA256
    self.zRounding = zRounding
    self.ninetyFifth = ninetyFifth
    self.obesityClasses = obesityClasses
    self.fast = BMIForAgeFastContext(
      table: table, zRounding: zRounding, ninetyFifth: ninetyFifth,
      obesityClasses: obesityClasses)
  }

  /// The unit ages are counted in by the rules: days for WHO 2006, months for WHO 2007 and
  /// CDC, as declared otherwise.
  package var ageUnit: AgeUnit { rules.ageUnit }

  /// The ages the rules accept, as an inequality: `60 ≤ age ≤ 228 months`.
  package var ageRange: String {
    "\(rules.minimumAge.exactDecimalText) ≤ age "
      + (rules.includesMaximumAge ? "≤ " : "< ")
      + "\(rules.maximumAge.exactDecimalText) \(ageUnit.rawValue)"
  }

  /// How the age is rounded before lookup: `whole-days-half-up` (WHO 2006) or `none`.
  package var ageRounding: String { rules.ageRounding.rawValue }

  /// How L, M and S are found between tabulated ages: `linear` or `none`.
  package var interpolation: String { rules.interpolates ? "linear" : "none" }

  /// The z rounding as a file writes it: `2 decimals, half-away-from-zero`, or `none`.
  package var zRoundingDescription: String {
    zRounding.map {
      "\($0.decimals) decimals, " + ($0.ties == .halfEven ? "half-even" : "half-away-from-zero")
    } ?? "none"
  }

  /// The tails beyond the LMS curve the rules apply.
  package var tails: GrowthTails { rules.tails }

  /// The scores of a BMI for a child of this sex and age, by the rules.
  ///
  /// - Parameters:
  ///   - bmi: The BMI in kg/m², above zero.
  ///   - sex: The child's sex.
  ///   - age: The child's age, in any unit (converted exactly).
  /// - Throws: `GrowthAgeError` for an age outside the reference.
  package func scores(bmi: GrowthRational, sex: Sex, age: Age) throws(GrowthAgeError)
    -> GrowthScores
  {
    try table.scores(
      bmi: bmi, sex: sex, age: GrowthAge(age), ninetyFifth: ninetyFifth)
  }
}

extension BMIForAgeReference {
  /// The correction the rules make to a length or height measured in `position` at `age`:
  /// WHO 2006's ±0.7 cm (see `GrowthMeasurement.whoAdjustment`); `nil` under other rules,
  /// when no position is given, or for an age outside whole days' reach.
  ///
  /// - Parameters:
  ///   - position: How the length or height was measured.
  ///   - age: The child's age.
  package func lengthAdjustment(measured position: GrowthMeasurementPosition?, age: Age)
    -> GrowthLengthAdjustment?
  {
    guard rules == .who2006, let position,
      let days = GrowthRational(GrowthAge(age).inWholeDays).integerValue
    else { return nil }
    return GrowthLengthAdjustment(
      position: position,
      centimetres: GrowthMeasurement.whoAdjustmentCentimetres(measured: position, ageInDays: days))
  }
}

extension BMIForAgeReference: Equatable {
  /// Whether two references are the same rules, table bytes and comparison conventions.
  @usableFromInline package static func == (lhs: BMIForAgeReference, rhs: BMIForAgeReference)
    -> Bool
  {
    lhs.rules == rhs.rules && lhs.tableFile == rhs.tableFile
      && lhs.tableSHA256 == rhs.tableSHA256 && lhs.zRounding == rhs.zRounding
      && lhs.ninetyFifth == rhs.ninetyFifth && lhs.obesityClasses == rhs.obesityClasses
      && lhs.zAtPercentile100 == rhs.zAtPercentile100
      && lhs.pretermCorrection == rhs.pretermCorrection
  }
}

/// z rounded to a number of decimals before it is compared with the cut-offs.
package struct GrowthZRounding: Sendable, Equatable {
  /// Digits after the decimal point.
  package let decimals: Int
  /// How a value exactly halfway is resolved.
  package let ties: GrowthTieRule

  /// Creates a rounding.
  ///
  /// - Parameters:
  ///   - decimals: Digits after the decimal point, 0 to 6.
  ///   - ties: The tie rule.
  package init(decimals: Int, ties: GrowthTieRule) {
    self.decimals = decimals
    self.ties = ties
  }
}

extension GrowthAge {
  /// A person's age as the growth rules take it: whole days when given in whole days,
  /// otherwise months, exactly.
  ///
  /// - Parameter age: The age in any unit.
  package init(_ age: Age) {
    if age.unit == .days, let days = GrowthRational(age.value).integerValue {
      self = .days(days)
    } else {
      self = .months(GrowthRational(age.value(in: .months)))
    }
  }
}

extension GrowthRational {
  /// The same number as an exact `Rational`.
  ///
  /// - Parameter value: Any rational.
  package init(_ value: Rational) {
    func integer(_ word: WideUInt) -> GrowthInteger {
      GrowthInteger(negative: false, limbs: [word.low, word.high])
    }
    var numerator = integer(value.magnitude)
    if value.isNegative { numerator = -numerator }
    self.init(numerator, integer(value.denominatorMagnitude))
  }

  /// The value as an `Int` when it is whole and fits.
  var integerValue: Int? { isInteger ? numerator.intValue : nil }

  /// The value as a plain decimal when it has at most six decimals (`24`, `2.5`), else as
  /// a fraction (`1/3`).
  package var exactDecimalText: String { plainDecimalText ?? description }
}
