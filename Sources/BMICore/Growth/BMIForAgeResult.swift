/// A child's BMI scored in a growth reference: the certified z-score, percentile and
/// % of the 95th percentile, and the value the categories were decided on.
public struct BMIForAgeResult: Sendable {
  /// The scores, as certified quantities (any precision, exact where rational). A result
  /// the fast route settled builds them when asked (each time), not when classifying.
  package var scores: GrowthScores {
    storedScores ?? fastRoute.certifiedScores(reference, sex: sex, age: age)
  }
  /// The reference and conventions used.
  package let reference: BMIForAgeReference
  /// z rounded as the reference's `BMIForAgeReference/zRounding` says, when it rounds:
  /// the value the z cut-offs were compared with.
  package var comparedZ: GrowthRational? { storedComparedZ ?? fastRoute.comparedZ }
  /// The certified scores, when the certified route classified.
  let storedScores: GrowthScores?
  /// The rounded z, when the certified route classified.
  let storedComparedZ: GrowthRational?
  /// What the fast route computed (nothing when the certified route classified).
  let fastRoute: BMIForAgeFastRoute
  /// The class of obesity (1, 2, 3) when the reference declares classes and the child is in
  /// the category they divide; `nil` otherwise.
  public let obesityClass: Int?
  /// The correction made to the length or height the BMI was computed from (WHO 2006's
  /// ±0.7 cm), when a measuring position was given; `nil` otherwise.
  package let lengthAdjustment: GrowthLengthAdjustment?
  /// The sex the child was scored for.
  public let sex: Sex
  /// The age the child was scored at, as given.
  public let age: Age
  /// The score as written for people: 2 decimals, or more to stay in its category.
  let display: (value: ExactDecimal, decimals: Int)
  /// Whether ``display`` is the percentile (a percentile standard's) rather than z.
  let displaysPercentile: Bool

  /// The z-score as a number, from its text rounded to 2 decimals (``zText(decimals:)``), for
  /// programs that compute or plot with it; `nil` only if certified bounds cannot settle
  /// the rounding. Compare categories with the classification, not with this number.
  public var zScore: Double? { (try? zText()).flatMap(Self.hundredths) }

  /// The percentile (0–100) as a number, from ``percentileText(decimals:)``; `nil` as ``zScore``.
  public var percentile: Double? { (try? percentileText()).flatMap(Self.hundredths) }

  /// 100·BMI/P95 as a number, from ``percentOfNinetyFifthText(decimals:)``, for a reference that
  /// reports it (CDC's extended tails); `nil` for the others, or as ``zScore``.
  public var percentOfP95: Double? {
    guard reference.rules.hasPercentOfNinetyFifth else { return nil }
    return (try? percentOfNinetyFifthText()).flatMap(Self.hundredths)
  }

  /// A text with exactly two decimals (`-1.42`) as the nearest `Double`: the whole count of
  /// hundredths divided by 100, which rounds once (no `strtod` in the engine).
  static func hundredths(_ text: String) -> Double? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1].count == 2, let value = Int(parts[0] + parts[1]) else {
      return nil
    }
    return Double(value) / 100
  }

  /// Whether the child's class of obesity is a severe one (CDC: class 2 or 3).
  public var isSevereObesity: Bool {
    (obesityClass ?? 0) >= GrowthObesityClasses.firstSevereClass
  }

  /// The digits the terminal writes a score with.
  public static let displayDecimals = 2
  /// The digits `--format json`, batch output and FHIR write a score with: enough to
  /// compare with research software that prints 4 (cdcanthro).
  package static let researchDecimals = 4

  /// The z-score rounded to `decimals` (half away from zero), correctly from certified
  /// bounds. At 2 decimals it is the z the bodies publish, and for a reference that rounds z
  /// before comparing it, the z the cut-offs were compared with; at more decimals it is the
  /// unrounded z, rounded only for writing. Under cdcanthro's convention (see
  /// `BMIForAgeReference/zAtPercentile100`) a percentile that is 100 in double precision
  /// gives its declared z.
  ///
  /// - Parameter decimals: Digits after the decimal point, 0 to 12.
  /// - Throws: `GrowthComputationError` only if certified bounds cannot settle the rounding
  ///   within the precision limit.
  public func zText(decimals: Int = displayDecimals) throws(GrowthComputationError) -> String {
    if let cap = reference.zAtPercentile100,
      try scores.percentile.side(of: BMIForAgeReference.doublePercentile100) != .below
    {
      return try GrowthQuantity(exactly: cap).decimalText(decimals: decimals)
    }
    if decimals <= GrowthFastScores.maximumDecimals,
      let text = fastRoute.scores?.zText(decimals: decimals)
    {
      return text
    }
    if decimals == 2, let comparedZ, let rounding = reference.zRounding, rounding.decimals == 2 {
      return comparedZ.decimalText(decimals: 2)
    }
    return try scores.z.decimalText(decimals: decimals)
  }

  /// The percentile rounded to `decimals` (half away from zero).
  ///
  /// - Parameter decimals: Digits after the decimal point, 0 to 12.
  /// - Throws: `GrowthComputationError`, as ``zText(decimals:)``.
  public func percentileText(decimals: Int = displayDecimals) throws(GrowthComputationError)
    -> String
  {
    // The display is the percentile rounded the same way: a batch of children pays for
    // the certified rounding once.
    if displaysPercentile && display.decimals == decimals {
      return display.value.formatted(decimals: decimals)
    }
    if decimals <= GrowthFastScores.maximumDecimals,
      let text = fastRoute.scores?.percentileText(decimals: decimals)
    {
      return text
    }
    return try scores.percentile.decimalText(decimals: decimals)
  }

  /// 100·BMI/P95 rounded to `decimals` (half away from zero).
  ///
  /// - Parameter decimals: Digits after the decimal point, 0 to 12.
  /// - Throws: `GrowthComputationError`, as ``zText(decimals:)``.
  public func percentOfNinetyFifthText(decimals: Int = displayDecimals)
    throws(GrowthComputationError) -> String
  {
    if decimals <= GrowthFastScores.maximumDecimals,
      let text = fastRoute.scores?.percentOfNinetyFifthText(decimals: decimals)
    {
      return text
    }
    return try scores.percentOfNinetyFifth.decimalText(decimals: decimals)
  }
}

extension Standard {
  /// Classifies a child's BMI under a BMI-for-age standard: finds the child's section by
  /// sex, scores the BMI in the growth reference at the child's age, and decides every
  /// cut-off from certified bounds, so a BMI a millionth either side of a cut-off lands on
  /// its side.
  ///
  /// - Parameters:
  ///   - bmi: The child's BMI.
  ///   - inputs: The child's sex and age (in any unit).
  ///   - lengthAdjustment: The correction already made to the length or height the BMI
  ///     was computed from, recorded with the result (see
  ///     `BMIForAgeReference/lengthAdjustment(measured:age:)`).
  /// - Returns: The classification; ``Classification/bmiForAge`` holds the scores.
  /// - Throws: ``ClassificationError``: `.input` for a missing sex or age, `.age` for an age
  ///   the reference cannot score, `.computation` when certified bounds do not settle, and
  ///   `.notBMIForAge` for a standard of another measure.
  package func classifyForAge(
    _ bmi: BodyMassIndex, inputs: InputValues, lengthAdjustment: GrowthLengthAdjustment? = nil
  ) throws(ClassificationError) -> Classification {
    try classifyForAge(bmi, inputs: inputs, lengthAdjustment: lengthAdjustment, fastRoute: true)
  }

  /// `classifyForAge(_:inputs:lengthAdjustment:)`, with the fast route allowed or not (the
  /// certified route alone is the reference the fast one is tested against).
  package func classifyForAge(
    _ bmi: BodyMassIndex, inputs: InputValues, lengthAdjustment: GrowthLengthAdjustment?,
    fastRoute: Bool
  ) throws(ClassificationError) -> Classification {
    guard let reference = bmiForAgeReference else {
      throw .notBMIForAge(standard: identity.id, measure: measure)
    }
    let section: Int
    do throws(InputError) {
      section = try sectionIndex(for: inputs)
    } catch {
      throw .input(error)
    }
    guard let sex = inputs.sex else { throw .input(.missing(.sex)) }
    guard let age = inputs.age else { throw .input(.missing(.age)) }
    if fastRoute,
      let fast = fastClassificationForAge(
        bmi, section: section, sex: sex, age: age, reference: reference,
        lengthAdjustment: lengthAdjustment)
    {
      return fast
    }
    let scores: GrowthScores
    do throws(GrowthAgeError) {
      scores = try reference.scores(bmi: GrowthRational(bmi.value), sex: sex, age: age)
    } catch {
      throw .age(error)
    }
    do throws(GrowthComputationError) {
      var comparedZ: GrowthRational?
      if measure == .bmiForAgeZ, let rounding = reference.zRounding {
        comparedZ = try scores.z.rounded(toDecimals: rounding.decimals, ties: rounding.ties)
      }
      let table = sections[section].table
      let index = try Self.categoryIndex(
        of: scores, comparedZ: comparedZ, measure: measure, in: table)
      let display = try Self.displayForm(
        of: measure == .bmiForAgeZ ? scores.z : scores.percentile, comparedZ: comparedZ,
        categoryIndex: index, in: table)
      var obesityClass: Int?
      if let classes = reference.obesityClasses, table.categories[index].id == classes.category {
        obesityClass = try classes.obesityClass(of: scores)
      }
      return Classification(
        measurement: MeasuredValue(bmi), bmi: bmi, sectionIndex: section, categoryIndex: index,
        standard: self,
        bmiForAge: BMIForAgeResult(
          reference: reference, storedScores: scores, storedComparedZ: comparedZ,
          fastRoute: BMIForAgeFastRoute(),
          obesityClass: obesityClass, lengthAdjustment: lengthAdjustment, sex: sex, age: age,
          display: display,
          displaysPercentile: measure == .bmiForAgePercentile))
    } catch {
      throw .computation(error)
    }
  }

  /// The first category whose upper bound admits the score, each bound decided exactly.
  static func categoryIndex(
    of scores: GrowthScores, comparedZ: GrowthRational?, measure: Measure,
    in table: ClassificationTable
  ) throws(GrowthComputationError) -> Int {
    for (index, category) in table.categories.enumerated().dropLast() {
      guard let bound = category.interval.upper.value else { return index }
      let cutoff = GrowthRational(Rational(bound))
      let side: GrowthSide
      if let comparedZ {
        side = GrowthSide(comparedZ.compare(to: cutoff))
      } else if measure == .bmiForAgeZ {
        side = try scores.side(of: .z(cutoff))
      } else {
        side = try scores.side(of: .percentile(cutoff))
      }
      switch side {
      case .below: return index
      case .equal: if category.interval.upper.isInclusive { return index }
      case .above: continue
      }
    }
    return table.categories.count - 1
  }

  /// The score written with 2 decimals, or as many more (up to 6) as it takes to stay in
  /// its category: a percentile of 84.996 is written `84.996`, not `85.00`, which would read
  /// as the next category. A rounded z compared as such is written as compared.
  static func displayForm(
    of score: GrowthQuantity, comparedZ: GrowthRational?, categoryIndex: Int,
    in table: ClassificationTable
  ) throws(GrowthComputationError) -> (value: ExactDecimal, decimals: Int) {
    func decimal(_ value: GrowthRational) -> ExactDecimal? {
      let millionths = value * GrowthRational(1_000_000)
      guard millionths.isInteger, let whole = millionths.numerator.intValue else { return nil }
      return ExactDecimal(millionths: Int64(whole))
    }
    if let comparedZ, let value = decimal(comparedZ) {
      return (value, Swift.max(2, value.fractionDigits))
    }
    var last: ExactDecimal = .zero
    for decimals in 2...ExactDecimal.maximumFractionDigits {
      guard let value = decimal(try score.rounded(toDecimals: decimals)) else { break }
      last = value
      if table.categoryIndex(forClassifiedValue: Rational(value)) == categoryIndex {
        return (value, decimals)
      }
    }
    return (last, ExactDecimal.maximumFractionDigits)
  }
}
