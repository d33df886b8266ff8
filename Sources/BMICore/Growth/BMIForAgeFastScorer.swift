/// A child's answer from the fast route alone: the category, the section, the score as
/// written and the scores' texts, without a `Classification`, a `BMIForAgeResult` or any
/// exact fraction. Every text is the one `BMIForAgeResult` writes for the same child (the
/// same decisions, `fastDecisionForAge`, and the same texts of the fast scores).
package struct BMIForAgeFastAnswer: Sendable {
  /// The category's position among the standard's categories (`Standard/categories`).
  package let categoryPosition: Int
  /// The section the child's sex and age chose.
  package let section: Int
  /// The score as `Classification/displayValue` writes it.
  package let display: String
  /// z to `decimals` digits, as `BMIForAgeResult/zText(decimals:)`.
  package let z: String
  /// The percentile to `decimals` digits, as `BMIForAgeResult/percentileText(decimals:)`.
  package let percentile: String
  /// 100·BMI/P95 to `decimals` digits for a reference that reports it, else empty.
  package let percentOfNinetyFifth: String
  /// WHO's flag, as `BMIForAgeResult/isFlagged()`.
  package let isFlagged: Bool
}

/// The fast route of a BMI-for-age standard made ready once for many children: the
/// reference, its `Double` table and the sections' tables taken out of the standard, so a
/// child costs the scores and a few comparisons. A child whose bounds leave any decision
/// or digit open gets no answer here; the caller then classifies it the ordinary way
/// (`Standard/classify`), whose certified route decides.
///
/// A class, so that an evaluator holding one passes a single reference around rather than
/// a standard, a reference and tables, each retained on every copy.
package final class BMIForAgeFastScorer: Sendable {
  /// The standard children are classified by.
  let standard: Standard
  /// Its growth reference.
  let reference: BMIForAgeReference
  /// What the fast route reads of the reference, taken out of it once: passed to each
  /// child's decision rather than the reference, which would be copied for it.
  let fast: BMIForAgeFastContext
  /// What the fast route reads of each section's table.
  let cuts: [BMIForAgeFastCuts]
  /// `cuts` again, unretained (each kept alive by `cuts`, which the scorer never changes): a
  /// child's decision borrows its section's cuts through one rather than retaining and
  /// releasing the one it reads from `cuts` (about 40 instructions a child).
  let unretainedCuts: [Unmanaged<BMIForAgeFastCuts>]
  /// Whether the standard's measure is the percentile.
  let displaysPercentile: Bool
  /// Whether the section depends on the age (an age condition or a population's ages);
  /// when not, the age is not converted for the section's key.
  let sectionReadsAge: Bool
  /// When the section does not depend on the age, each sex's section as the selector finds
  /// it from the sex alone (`nil`: none), found once rather than for every child.
  let sexSections: (female: Int?, male: Int?)

  /// The scorer of `standard`, or `nil` when the standard is not a BMI-for-age standard
  /// scored by z or percentile, its table has no `Double` copy, or it follows cdcanthro's
  /// convention at percentile 100 (left to the ordinary route).
  package init?(_ standard: Standard) {
    guard standard.measure == .bmiForAgeZ || standard.measure == .bmiForAgePercentile,
      !standard.isDelegating, let reference = standard.bmiForAgeReference,
      let fast = reference.fast, reference.zAtPercentile100 == nil
    else { return nil }
    self.standard = standard
    self.reference = reference
    self.fast = fast
    let cuts = standard.sections.map {
      BMIForAgeFastCuts($0.table, classes: reference.obesityClasses)
    }
    self.cuts = cuts
    unretainedCuts = cuts.map { Unmanaged.passUnretained($0) }
    displaysPercentile = standard.measure == .bmiForAgePercentile
    let readsAge = standard.selector.needsAge || standard.selector.populationAges != nil
    sectionReadsAge = readsAge
    sexSections =
      readsAge
      ? (nil, nil)
      : (
        Self.section(standard.selector, sex: .female, age: nil),
        Self.section(standard.selector, sex: .male, age: nil)
      )
  }

  /// The section as `Standard/sectionIndex(for:)` finds it from a sex and an age alone (the
  /// age left out of the key when `nil`), or `nil` when the selector finds none.
  static func section(_ selector: SectionSelector, sex: Sex, age: Age?) -> Int? {
    var key = SectionSelector.Key()
    key.sex = selector.code(of: sex)
    // Without an age condition the selector reads `key.age` nowhere.
    if let age { key.age = selector.ageValue(age) }
    guard case .section(let section) = selector.section(for: key) else { return nil }
    return section
  }

  /// WHO's flag's z to 2 decimals, in units: the decision's rounded z when the reference
  /// compares z at 2 decimals (the same rounding of the same bounded z), else rounded here.
  static func flagUnits(_ decision: BMIForAgeFastDecision) -> Int? {
    if decision.comparedDecimals == 2, let units = decision.comparedUnits { return units }
    let scores = decision.scores
    return GrowthFastScores.roundedUnits(scores.z, error: scores.zError, decimals: 2)
  }

  /// The section a sex and an age give and the fast route's decision for the child there, or
  /// `nil` when no section is found or the bound leaves the decision open; what both the
  /// answer's texts and its units (``units(bmi:bmiError:sex:age:decimals:)``) are made from.
  @inline(__always)
  func decide(bmi: Double, bmiError: Double, sex: Sex, age: Age)
    -> (section: Int, decision: BMIForAgeFastDecision)?
  {
    let found =
      sectionReadsAge
      ? Self.section(standard.selector, sex: sex, age: age)
      : (sex == .female ? sexSections.female : sexSections.male)
    guard let section = found,
      let decision = unretainedCuts[section]._withUnsafeGuaranteedRef({
        standard.fastDecisionForAge(
          bmi: bmi, bmiError: bmiError, cuts: $0, sex: sex, age: age, context: fast)
      })
    else { return nil }
    return (section, decision)
  }

  /// The answer for a child of `sex` and `age` whose BMI is within `bmiError` of `bmi`, with
  /// scores written to `decimals` digits, or `nil` when the section is not found or a bound
  /// leaves a decision or a digit open.
  package func answer(bmi: Double, bmiError: Double, sex: Sex, age: Age, decimals: Int)
    -> BMIForAgeFastAnswer?
  {
    guard decimals <= GrowthFastScores.maximumDecimals,
      let found = decide(bmi: bmi, bmiError: bmiError, sex: sex, age: age)
    else { return nil }
    let (section, decision) = found
    let scores = decision.scores
    guard let z = scores.zText(decimals: decimals),
      let flagUnits = Self.flagUnits(decision)
    else { return nil }
    let percentile: String
    if displaysPercentile && decision.display.decimals == decimals {
      percentile = decision.display.value.formatted(decimals: decimals)
    } else {
      guard let text = scores.percentileText(decimals: decimals) else { return nil }
      percentile = text
    }
    var percentOfNinetyFifth = ""
    if fast.hasPercentOfNinetyFifth {
      guard let text = scores.percentOfNinetyFifthText(decimals: decimals) else { return nil }
      percentOfNinetyFifth = text
    }
    return BMIForAgeFastAnswer(
      categoryPosition: standard.categoryPosition(
        ofCategoryAt: decision.categoryIndex, inSection: section),
      section: section,
      display: Self.text(decision.display),
      z: z, percentile: percentile, percentOfNinetyFifth: percentOfNinetyFifth,
      isFlagged: flagUnits.magnitude > 500)
  }

  /// ``answer(bmi:bmiError:sex:age:decimals:)`` for an exact BMI, taken to `Double` as the
  /// classification's fast route takes it (`Standard/fastClassificationForAge`).
  package func answer(_ bmi: BodyMassIndex, sex: Sex, age: Age, decimals: Int)
    -> BMIForAgeFastAnswer?
  {
    guard let y = Self.double(bmi) else { return nil }
    return answer(
      bmi: y, bmiError: 4 * GrowthFastTable.u * y, sex: sex, age: age, decimals: decimals)
  }

  /// An exact BMI in `Double`, as ``answer(_:sex:age:decimals:)`` takes it (within 4u of it
  /// relative), or `nil` for one whose fraction's terms do not fit 64 bits.
  package static func double(_ bmi: BodyMassIndex) -> Double? {
    let value = bmi.value
    guard value.magnitude.high == 0, value.denominatorMagnitude.high == 0 else { return nil }
    // Numerator and denominator round once each, the quotient once: 3u (4u to spare).
    return Double(value.magnitude.low) / Double(value.denominatorMagnitude.low)
  }

  /// `display` as `ExactDecimal/formatted(decimals:)` writes it, from its whole number of
  /// 10^−decimals units (the fast route's displays have no more digits than they show).
  static func text(_ display: (value: ExactDecimal, decimals: Int)) -> String {
    guard let units = units(display) else {
      return display.value.formatted(decimals: display.decimals)
    }
    return GrowthFastScores.text(units: units, decimals: display.decimals)
  }
}
