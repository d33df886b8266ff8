import BMICore

/// Which lines a BMI-for-age chart draws, and where its bands end, read from the standard.
///
/// A band ends where the value the standard compares changes category. For a standard that
/// compares z rounded to 2 decimals (WHO's), that is half a unit of the last decimal beyond
/// the cut-off: `< −3` holds for rounded z ≤ −3.01, so for z below −3.005, and `≤ +1` holds
/// up to z 1.005. The reference lines themselves are drawn at the cut-offs as written.
enum GrowthLevels {
  /// Where each band but the last ends, in ascending order.
  static func bandEdges(
    of table: ClassificationTable, measure: Measure, zRounding: GrowthZRounding?
  )
    -> [GrowthCurve.Level]
  {
    table.categories.dropLast().compactMap { category in
      guard let bound = category.interval.upper.value else { return nil }
      let cutOff = GrowthRational(Rational(bound))
      guard measure == .bmiForAgeZ else { return .percentile(cutOff) }
      guard let zRounding else { return .z(cutOff) }
      // Half a unit of the last decimal kept; a rounding keeps at most 6 decimals.
      var units = 2
      for _ in 0..<zRounding.decimals { units *= 10 }
      let halfUnit = GrowthRational(1, units)
      return .z(category.interval.upper.isInclusive ? cutOff + halfUnit : cutOff - halfUnit)
    }
  }

  /// The reference lines: z from −3 to +3 for a z standard; for a percentile standard, its
  /// cut-offs and the median, and CDC's severe-obesity line where the rules are CDC's.
  static func referenceLines(
    of table: ClassificationTable, measure: Measure, reference: BMIForAgeReference
  ) -> [GrowthCurve.Level] {
    if measure == .bmiForAgeZ { return (-3...3).map { .z(GrowthRational($0)) } }
    var percentiles = table.categories.dropLast().compactMap { category in
      category.interval.upper.value.map { GrowthRational(Rational($0)) }
    }
    if !percentiles.contains(GrowthRational(50)) { percentiles.append(GrowthRational(50)) }
    var levels = percentiles.sorted { $0 < $1 }.map { GrowthCurve.Level.percentile($0) }
    if reference.tails == .cdcExtended { levels.append(severeObesity) }
    return levels
  }

  /// CDC and AAP's severe obesity: BMI at least 120 % of the 95th percentile, or at least 35
  /// (Hampl SE et al., Pediatrics 2023;151:e2022060640; CDC's child and teen BMI categories).
  static let severeObesity = GrowthCurve.Level.severeObesity(
    percent: GrowthRational(120), bmi: GrowthRational(35))
}
