// The fast route of `Standard.classifyForAge`: the child's row of the LMS table by direct
// index, z and the percentile in `Double` with proven error bounds (`GrowthFastScores`),
// and every decision the classification makes (category, rounded z, the score as written,
// the class of obesity) taken from them only when the bound settles it. Any decision the
// bound leaves open sends the whole child to the certified route, so the answers and texts
// are the certified route's.

/// What the fast route computed for one child, kept in its `BMIForAgeResult`.
struct BMIForAgeFastRoute: Sendable {
  /// The scores in `Double` with their bounds; `nil` when the certified route classified.
  var scores: GrowthFastScores?
  /// The BMI, to build the certified scores when they are asked for.
  var bmi: Rational?
  /// z rounded to `comparedDecimals` digits, in units of 10^−comparedDecimals, when the
  /// reference compares a rounded z.
  var comparedUnits: Int?
  /// The digits of `comparedUnits`.
  var comparedDecimals = 0

  /// The rounded z as an exact rational.
  var comparedZ: GrowthRational? {
    comparedUnits.map {
      GrowthRational(GrowthInteger($0), GrowthRational.powerOfTen(comparedDecimals))
    }
  }

  /// The certified scores of the child, built again from the BMI, sex and age (the fast
  /// route was taken only for an age inside the reference, so this does not fail).
  func certifiedScores(_ reference: BMIForAgeReference, sex: Sex, age: Age) -> GrowthScores {
    guard let bmi else { preconditionFailure("a fast result keeps its BMI") }
    do throws(GrowthAgeError) {
      return try reference.scores(bmi: GrowthRational(bmi), sex: sex, age: age)
    } catch {
      preconditionFailure("the fast route took an age the reference refuses")
    }
  }
}

extension GrowthFastTable {
  /// Φ⁻¹(0.95) = 1.6448536269514727148…, and a bound on the `Double`'s error.
  static let ninetyFifthQuantile = (1.644_853_626_951_472_7, 1e-15)

  /// The age as the table's key, as `GrowthReference.lookupAge(_:)` gives it (in the rules'
  /// unit; whole days, half up, when the rules round so), and a bound on its error, or `nil`
  /// when the age is not clearly inside the rules' range.
  func key(for age: Age) -> (value: Double, error: Double)? {
    guard let given = Self.given(age) else { return nil }
    let u = Self.u
    let key: Double
    let error: Double
    switch reference.ageRounding {
    case .wholeDaysHalfUp:
      if age.unit == .days && given.isExact {
        key = given.value
      } else if let whole = Self.wholeDaysHalfUp(age) {
        key = whole
      } else {
        // Whole days, half up: months × 30.4375 + ½ (the same days whatever the unit).
        let factor = age.unit.factor(to: .days)
        let days = given.value * Double(factor.numerator) / Double(factor.denominator) + 0.5
        let whole = GrowthDoubleMath.floor(days)
        // 3u relative for the conversion and the given number's bound (1u, or 4u for wide
        // terms), 4u to spare; a value that close to a whole day is left to the certified
        // route.
        let margin = (given.isWide ? 11 * u : 8 * u) * days
        guard days - whole > margin, whole + 1 - days > margin else { return nil }
        key = whole
      }
      error = 0
    case .none:
      (key, error) = Self.converted(given, from: age.unit, to: reference.ageUnit)
    }
    guard key - error >= minimumAge,
      includesMaximumAge ? key + error <= maximumAge : key + error < maximumAge
    else { return nil }
    return (key, error)
  }

  /// floor(days + ½) of an age whose number is a fraction of 64-bit terms, in integers
  /// (`GrowthAge.inWholeDays`): exact, so an age at an exact half day (8 months is 243.5
  /// days) keeps the fast route; `nil` when a product would overflow.
  static func wholeDaysHalfUp(_ age: Age) -> Double? {
    let value = age.value
    guard value.signum >= 0, value.magnitude.high == 0, value.denominatorMagnitude.high == 0,
      value.magnitude.low < 1 << 53, value.denominatorMagnitude.low < 1 << 53
    else { return nil }
    let p = Int64(value.magnitude.low)
    let q = Int64(value.denominatorMagnitude.low)
    // days = (p/q)·(a/b); days + ½ = (2pa + qb) / 2qb, floored by integer division.
    let factor = age.unit.factor(to: .days)
    let (twicePA, overflowA) = p.multipliedReportingOverflow(by: 2 * factor.numerator)
    let (qb, overflowB) = q.multipliedReportingOverflow(by: factor.denominator)
    let (numerator, overflowSum) = twicePA.addingReportingOverflow(qb)
    let (denominator, overflowDouble) = qb.multipliedReportingOverflow(by: 2)
    guard !overflowA, !overflowB, !overflowSum, !overflowDouble, denominator > 0 else {
      return nil
    }
    let whole = numerator / denominator
    return whole < 1 << 53 ? Double(whole) : nil
  }

  /// The age in months and a bound on its error: the age CDC's σ is taken at
  /// (`GrowthAge.inMonths`, the age as given, never rounded).
  func months(of age: Age) -> (value: Double, error: Double)? {
    Self.given(age).map { Self.converted($0, from: age.unit, to: .months) }
  }

  /// The age's number in `Double`, whether it is exact (a whole number), and whether its
  /// terms are wide: one correctly rounded quotient (u relative) when its terms are below
  /// 2⁵³, ``wideGiven(_:)`` when they are below 2⁶⁴, `nil` otherwise.
  ///
  /// A whole number is read from the remainder, not the denominator: an age from a decimal
  /// column comes as millionths (24 months is 24,000,000/1,000,000), and at a reference's
  /// youngest age a bound of u·24 would leave the key below the range.
  private static func given(_ age: Age) -> (value: Double, isExact: Bool, isWide: Bool)? {
    let value = age.value
    guard
      value.magnitude.high == 0 && value.magnitude.low < 1 << 53
        && value.denominatorMagnitude.high == 0 && value.denominatorMagnitude.low < 1 << 53
    else { return wideGiven(age) }
    let p = value.magnitude.low
    let q = value.denominatorMagnitude.low
    return (Double(p) / Double(q), q != 0 && p % q == 0, false)
  }

  /// The number of an age whose terms are below 2⁶⁴ but not both below 2⁵³ (an age written
  /// with 17 significant digits, as an unrounded float prints): each term rounded to
  /// `Double`, then the quotient, so (1 + u)²/(1 − u) − 1 < 4u relative; never taken as
  /// exact. `nil` for wider terms.
  @inline(never)
  private static func wideGiven(_ age: Age) -> (value: Double, isExact: Bool, isWide: Bool)? {
    let value = age.value
    guard value.magnitude.high == 0 && value.denominatorMagnitude.high == 0,
      value.denominatorMagnitude.low != 0
    else { return nil }
    return (Double(value.magnitude.low) / Double(value.denominatorMagnitude.low), false, true)
  }

  /// A number of `unit`s in `target`s, with a bound on its error: exact for a whole number
  /// in the same unit, u for a quotient (4u for wide terms), 3u more relative after the
  /// unit's exact factor.
  private static func converted(
    _ given: (value: Double, isExact: Bool, isWide: Bool), from unit: AgeUnit,
    to target: AgeUnit
  ) -> (value: Double, error: Double) {
    if unit == target {
      return (given.value, given.isExact ? 0 : (given.isWide ? 4 * u : u) * given.value)
    }
    let factor = unit.factor(to: target)
    let value = given.value * Double(factor.numerator) / Double(factor.denominator)
    return (value, (given.isWide ? 7 * u : 4 * u) * value)
  }

  /// CDC's σ at `months` for `sex` and a bound on its error: the quadratic a + b·t + c·t²
  /// in t = months/12 whose coefficients were recovered exactly from `GrowthMethod.cdcSigma`.
  func sigma(sex: Sex, months: Double, monthsError: Double) -> (Double, Double) {
    let (a, b, c) = sex == .male ? maleSigma : femaleSigma
    let t = months / 12
    let tError = monthsError / 12 + Self.u * t
    let value = a + b * t + c * t * t
    let error =
      8 * Self.u * (a.magnitude + (b * t).magnitude + (c * t * t).magnitude)
      + (b.magnitude + 2 * c.magnitude * t) * tError
    return (value, error)
  }
}

/// Every decision the fast route takes for one child, before a `Classification` is built
/// from them: shared by ``Standard/fastClassificationForAge(_:section:sex:age:reference:lengthAdjustment:)``
/// and `BMIForAgeFastScorer`, so both answer alike.
struct BMIForAgeFastDecision {
  /// The scores in `Double` with their bounds.
  var scores: GrowthFastScores
  /// z rounded to `comparedDecimals` digits, in units, when the reference compares a
  /// rounded z.
  var comparedUnits: Int?
  /// The digits of `comparedUnits`.
  var comparedDecimals = 0
  /// The category's index in the section's table.
  var categoryIndex: Int
  /// The score as written for people.
  var display: (value: ExactDecimal, decimals: Int)
  /// `display` as a whole number of 10^−decimals units, when the decision had it at hand
  /// (its value is those units times 10^(6 − decimals) millionths); `nil` otherwise.
  var displayUnits: Int?
  /// The class of obesity, when the reference declares classes and the category is theirs.
  var obesityClass: Int?
}

extension Standard {
  /// The classification of a child by the fast route, or `nil` when its bounds leave any
  /// decision open (then the certified route classifies).
  func fastClassificationForAge(
    _ bmi: BodyMassIndex, section: Int, sex: Sex, age: Age, reference: BMIForAgeReference,
    lengthAdjustment: GrowthLengthAdjustment?
  ) -> Classification? {
    let value = bmi.value
    guard value.magnitude.high == 0, value.denominatorMagnitude.high == 0 else { return nil }
    // Numerator and denominator round once each, the quotient once: 3u (4u to spare).
    let y = Double(value.magnitude.low) / Double(value.denominatorMagnitude.low)
    guard let context = reference.fast else { return nil }
    let cuts = BMIForAgeFastCuts(sections[section].table, classes: reference.obesityClasses)
    guard
      let decision = fastDecisionForAge(
        bmi: y, bmiError: 4 * GrowthFastTable.u * y, cuts: cuts, sex: sex, age: age,
        context: context)
    else { return nil }
    var route = BMIForAgeFastRoute(scores: decision.scores, bmi: value)
    route.comparedUnits = decision.comparedUnits
    route.comparedDecimals = decision.comparedDecimals
    return Classification(
      measurement: MeasuredValue(bmi), bmi: bmi, sectionIndex: section,
      categoryIndex: decision.categoryIndex, standard: self,
      bmiForAge: BMIForAgeResult(
        reference: reference, storedScores: nil, storedComparedZ: nil, fastRoute: route,
        obesityClass: decision.obesityClass, lengthAdjustment: lengthAdjustment, sex: sex,
        age: age, display: decision.display,
        displaysPercentile: measure == .bmiForAgePercentile))
  }

  /// Every decision of the fast route for a BMI `y` (within `bmiError` of the exact one) in
  /// the section whose table's cuts are `cuts`, with what the fast route reads of the
  /// reference in `context`, or `nil` when a bound leaves one open.
  @inline(__always)
  func fastDecisionForAge(
    bmi y: Double, bmiError yError: Double, cuts: BMIForAgeFastCuts,
    sex: Sex, age: Age, context: BMIForAgeFastContext
  ) -> BMIForAgeFastDecision? {
    // The table is read where the context keeps it: a local copy of it would copy its
    // rules and retain its arrays for every child.
    guard let key = context.table.key(for: age),
      let parameters = context.table.parameters(sex: sex, key: key.value, keyError: key.error),
      let ninetyFifthZ = context.ninetyFifthZ
    else { return nil }
    var sigma = (0.0, 0.0)
    // A pattern rather than `==`, which reaches the enum's `Equatable` through its witness
    // table from this module (a generic call for every child).
    if case .cdcExtended = context.tails {
      guard let months = context.table.months(of: age) else { return nil }
      sigma = context.table.sigma(sex: sex, months: months.value, monthsError: months.error)
    }
    guard
      let scores = GrowthFastScores(
        bmi: y, bmiError: yError, parameters: parameters, tails: context.tails,
        sigma: sigma, ninetyFifthZ: ninetyFifthZ)
    else { return nil }
    var comparedUnits: Int?
    var comparedDecimals = 0
    let index: Int
    let display: (value: ExactDecimal, decimals: Int)
    var displayUnits: Int?
    if measure == .bmiForAgeZ, let roundingDecimals = context.zRoundingDecimals {
      guard roundingDecimals <= ExactDecimal.maximumFractionDigits,
        let units = GrowthFastScores.roundedUnits(
          scores.z, error: scores.zError, decimals: roundingDecimals)
      else { return nil }
      comparedUnits = units
      comparedDecimals = roundingDecimals
      var scale: Int64 = 1
      for _ in roundingDecimals..<ExactDecimal.maximumFractionDigits { scale *= 10 }
      let compared = ExactDecimal(millionths: Int64(units) * scale)
      index = cuts.categoryIndex(ofMillionths: compared.millionths)
      // A value of at most 2 digits is written with 2 (its digits need not be counted).
      let digits = roundingDecimals <= 2 ? 2 : Swift.max(2, compared.fractionDigits)
      display = (compared, digits)
      if digits == roundingDecimals { displayUnits = units }
    } else {
      let isZ = measure == .bmiForAgeZ
      let score = isZ ? scores.z : scores.percentile
      let error = isZ ? scores.zError : scores.percentileError
      guard let found = Self.fastCategoryIndex(score, error: error, in: cuts),
        let written = Self.fastDisplayForm(score, error: error, categoryIndex: found, in: cuts)
      else { return nil }
      index = found
      display = (written.value, written.decimals)
      displayUnits = written.units
    }
    var obesityClass: Int?
    if context.obesityClasses != nil, cuts.dividedByObesityClasses[index] {
      guard let cutoffs = context.obesityCutoffs,
        let found = Self.fastObesityClass(cutoffs, bmi: y, bmiError: yError, scores: scores)
      else { return nil }
      obesityClass = found
    }
    return BMIForAgeFastDecision(
      scores: scores, comparedUnits: comparedUnits, comparedDecimals: comparedDecimals,
      categoryIndex: index, display: display, displayUnits: displayUnits,
      obesityClass: obesityClass)
  }

  /// The first category whose upper bound admits `score`, when its bound settles every
  /// comparison (a score is never exactly at a cut-off when it is farther than its bound).
  static func fastCategoryIndex(_ score: Double, error: Double, in table: BMIForAgeFastCuts)
    -> Int?
  {
    for (index, millionths) in table.upperMillionths.enumerated() {
      guard let side = GrowthFastScores.side(score, error: error, of: Double(millionths) / 1e6)
      else { return nil }
      if side < 0 { return index }
    }
    return table.upperMillionths.count
  }

  /// The score written with 2 decimals, or as many more (up to 6) as it takes to stay in
  /// its category, as `displayForm(of:comparedZ:categoryIndex:in:)` writes it, when the
  /// bound settles every rounding it tries; with its whole number of 10^−decimals units.
  static func fastDisplayForm(
    _ score: Double, error: Double, categoryIndex: Int, in table: BMIForAgeFastCuts
  ) -> (value: ExactDecimal, decimals: Int, units: Int)? {
    var last: ExactDecimal = .zero
    var lastUnits = 0
    var scale: Int64 = 10_000
    for decimals in 2...ExactDecimal.maximumFractionDigits {
      guard let units = GrowthFastScores.roundedUnits(score, error: error, decimals: decimals)
      else { return nil }
      let (millionths, overflow) = Int64(units).multipliedReportingOverflow(by: scale)
      guard !overflow else { return nil }
      last = ExactDecimal(millionths: millionths)
      lastUnits = units
      if table.categoryIndex(ofMillionths: millionths) == categoryIndex {
        return (last, decimals, units)
      }
      scale /= 10
    }
    return (last, ExactDecimal.maximumFractionDigits, lastUnits)
  }

  /// The class of obesity, as `GrowthObesityClasses.obesityClass(of:)` decides it from the
  /// classes' thresholds in `Double` (``BMIForAgeFastContext/obesityCutoffs``), when the
  /// bounds settle every comparison.
  static func fastObesityClass(
    _ cutoffs: [(bmi: Double, percentOfNinetyFifth: Double)], bmi: Double, bmiError: Double,
    scores: GrowthFastScores
  ) -> Int? {
    for (index, cutoff) in cutoffs.enumerated().reversed() {
      let (bmiCutoff, percentCutoff) = cutoff
      guard let bmiSide = GrowthFastScores.side(bmi, error: bmiError, of: bmiCutoff)
      else { return nil }
      if bmiSide > 0 { return index + 2 }
      guard
        let percentSide = GrowthFastScores.side(
          scores.percentOfNinetyFifth, error: scores.percentOfNinetyFifthError, of: percentCutoff)
      else { return nil }
      if percentSide > 0 { return index + 2 }
    }
    return 1
  }
}

extension BMIForAgeResult {
  /// Whether the fast route settled this result (for tests and measurements).
  package var settledByFastRoute: Bool { fastRoute.scores != nil }

  /// The fast route's values and error bounds, when it settled this result: z, the
  /// percentile and 100·BMI/P95 (`nan` with an infinite bound for WHO).
  package var fastRouteBounds:
    (
      z: Double, zError: Double, percentile: Double, percentileError: Double,
      percentOfNinetyFifth: Double, percentOfNinetyFifthError: Double
    )?
  {
    fastRoute.scores.map {
      (
        $0.z, $0.zError, $0.percentile, $0.percentileError, $0.percentOfNinetyFifth,
        $0.percentOfNinetyFifthError
      )
    }
  }
}
