/// A child's answer from the fast route as whole units rather than texts: each number is a
/// count of 10^−decimals, the one whose text (`GrowthFastScores.text(units:decimals:)`) is
/// the text of ``BMIForAgeFastAnswer`` for the same child.
package struct BMIForAgeFastUnits: Sendable {
  /// The category's position among the standard's categories.
  package let categoryPosition: Int
  /// The section the child's sex and age chose.
  package let section: Int
  /// The score as written, in units of 10^−``displayDecimals``.
  package let display: Int
  /// The digits the score is written with.
  package let displayDecimals: Int
  /// z, the percentile and 100·BMI/P95 (`nil` for a reference without it), in units of
  /// 10^−decimals of the call.
  package let z: Int
  package let percentile: Int
  package let percentOfNinetyFifth: Int?
  /// WHO's flag, as `BMIForAgeResult/isFlagged()`.
  package let isFlagged: Bool
}

extension BMIForAgeFastScorer {
  /// ``answer(bmi:bmiError:sex:age:decimals:)`` as whole units: the same decisions, and the
  /// units its texts are written from; `nil` where it gives `nil`, and for a score whose
  /// display has more digits than it shows (which that answer writes another way).
  package func units(bmi: Double, bmiError: Double, sex: Sex, age: Age, decimals: Int)
    -> BMIForAgeFastUnits?
  {
    guard decimals <= GrowthFastScores.maximumDecimals,
      let found = decide(bmi: bmi, bmiError: bmiError, sex: sex, age: age)
    else { return nil }
    let (section, decision) = found
    let scores = decision.scores
    // The decision's own units of the display when it had them, else divided out.
    guard let display = decision.displayUnits ?? Self.units(decision.display),
      let z = GrowthFastScores.roundedUnits(scores.z, error: scores.zError, decimals: decimals),
      let flagUnits = Self.flagUnits(decision)
    else { return nil }
    let percentile: Int
    if displaysPercentile && decision.display.decimals == decimals {
      // The answer writes the display's value here; its units when it has no more digits.
      guard let units = decision.displayUnits ?? Self.units((decision.display.value, decimals))
      else { return nil }
      percentile = units
    } else {
      guard
        let units = GrowthFastScores.roundedUnits(
          scores.percentile, error: scores.percentileError, decimals: decimals)
      else { return nil }
      percentile = units
    }
    var percentOfNinetyFifth: Int?
    if fast.hasPercentOfNinetyFifth {
      guard
        let units = GrowthFastScores.roundedUnits(
          scores.percentOfNinetyFifth, error: scores.percentOfNinetyFifthError,
          decimals: decimals)
      else { return nil }
      percentOfNinetyFifth = units
    }
    return BMIForAgeFastUnits(
      categoryPosition: standard.categoryPosition(
        ofCategoryAt: decision.categoryIndex, inSection: section),
      section: section, display: display, displayDecimals: decision.display.decimals,
      z: z, percentile: percentile, percentOfNinetyFifth: percentOfNinetyFifth,
      isFlagged: flagUnits.magnitude > 500)
  }

  /// `display`'s whole number of 10^−decimals units, or `nil` when it has more digits
  /// (``text(_:)`` then writes it by `ExactDecimal/formatted(decimals:)`).
  static func units(_ display: (value: ExactDecimal, decimals: Int)) -> Int? {
    var scale: Int64 = 1
    for _ in display.decimals..<ExactDecimal.maximumFractionDigits { scale *= 10 }
    guard display.value.millionths % scale == 0 else { return nil }
    return Int(display.value.millionths / scale)
  }
}
