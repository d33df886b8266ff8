/// What the fast route reads of a BMI-for-age reference, taken out of it once: its `Double`
/// table, its tails, the z of CDC's 95th percentile as a `Double`, the digits z is rounded to
/// before it is compared, and its classes of obesity.
///
/// A class, kept by the reference (`BMIForAgeReference/fast`), so that a child's decision
/// (`Standard/fastDecisionForAge(bmi:bmiError:cuts:sex:age:context:)`) reads one reference
/// to it rather than a copy of the reference and of the table (about 250 instructions of
/// copying and a few retains a child).
final class BMIForAgeFastContext: Sendable {
  /// The table's `Double` copy.
  let table: GrowthFastTable
  /// The reference's tails (CDC's extended ones need σ).
  let tails: GrowthTails
  /// The z of P95 and a bound on its error: Φ⁻¹(0.95), or for CDC's extended tails the
  /// rational z the reference declares; `nil` when that z does not convert with one rounding
  /// (the fast route then answers no child of such tails).
  let ninetyFifthZ: (Double, Double)?
  /// The digits z is rounded to before it is compared, when the reference rounds it.
  let zRoundingDecimals: Int?
  /// The classes of obesity, when the reference declares them.
  let obesityClasses: GrowthObesityClasses?
  /// Their thresholds (BMI, 100·BMI/P95) in `Double`, converted once rather than for every
  /// child of a divided category; `nil` without classes or when a threshold does not convert
  /// with one rounding (the fast route then answers no child of the divided category).
  let obesityCutoffs: [(bmi: Double, percentOfNinetyFifth: Double)]?
  /// Whether the reference reports 100·BMI/P95 (CDC's extended tails).
  let hasPercentOfNinetyFifth: Bool

  /// The context of a reference with these conventions, or `nil` when its table has no
  /// `Double` copy.
  init?(
    table: GrowthReferenceTable, zRounding: GrowthZRounding?, ninetyFifth: GrowthNinetyFifthRule,
    obesityClasses: GrowthObesityClasses?
  ) {
    guard let fastTable = GrowthFastTable(table) else { return nil }
    self.table = fastTable
    let rules = table.reference
    tails = rules.tails
    var z: (Double, Double)? = GrowthFastTable.ninetyFifthQuantile
    if rules.tails == .cdcExtended, case .z(let rational) = ninetyFifth {
      z = GrowthFastTable.double(rational).map { ($0, GrowthFastTable.u * $0.magnitude) }
    }
    ninetyFifthZ = z
    zRoundingDecimals = zRounding?.decimals
    self.obesityClasses = obesityClasses
    var cutoffs: [(bmi: Double, percentOfNinetyFifth: Double)]? = []
    for threshold in obesityClasses?.thresholds ?? [] {
      guard let bmi = GrowthFastTable.double(threshold.bmi),
        let percent = GrowthFastTable.double(threshold.percentOfNinetyFifth)
      else {
        cutoffs = nil
        break
      }
      cutoffs?.append((bmi, percent))
    }
    obesityCutoffs = obesityClasses == nil ? nil : cutoffs
    hasPercentOfNinetyFifth = rules.hasPercentOfNinetyFifth
  }
}
