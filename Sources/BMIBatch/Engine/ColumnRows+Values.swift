import BMICore

extension ColumnRows {
  /// The columns (their positions among the columns given) whose values the by-value path
  /// reads: the height's and the weight's, or the BMI's (and -1); `nil` when rows of this
  /// standard and these columns need more than the two values (a section to find, a waist,
  /// a child's age), which only the rows' texts give.
  package var valueColumns: (first: Int, second: Int)? {
    guard !evaluator.findsSection else { return nil }
    switch evaluator.mode {
    case .heightAndWeight: return (slotColumns[Slot.height], slotColumns[Slot.weight])
    case .bodyMassIndex: return (slotColumns[Slot.height], -1)
    default: return nil
    }
  }

  /// The answer for a row of ``valueColumns`` whose values are plain decimals read as
  /// millionths (`first` the height or the BMI, `second` the weight), when the integer
  /// path of ``evaluate(_:starts:ends:)`` settles it: the same steps, in the same order, as
  /// its first branch, so the answer is the one the row's texts get there. `nil` for any
  /// other row (units to convert, an impossible value, a BMI beyond the integer range),
  /// which the caller then evaluates from its texts.
  @inline(__always)
  package func settled(_ first: Int64, _ second: Int64) -> SettledRow? {
    let rules = evaluator.rules
    let value: MillionthsClassifier.Value
    switch evaluator.mode {
    case .heightAndWeight:
      guard let centimetres = rules.fastHeight(first),
        let kilograms = rules.fastWeight(second)
      else { return nil }
      if let planned = planned(centimetres, kilograms) { return planned }
      guard
        let found = MillionthsClassifier.Value(
          heightMillionths: centimetres, weightMillionths: kilograms),
        rules.isPossible(found)
      else { return nil }
      value = found
      learn(centimetres)
    case .bodyMassIndex:
      guard let bmi = rules.fastBMI(first) else { return nil }
      value = MillionthsClassifier.Value(exactMillionths: bmi)
    default:
      return nil
    }
    guard
      case .classified(let index, let millionths, let decimals, let section) =
        evaluator.outcome(value, section: 0)
    else { return nil }
    return SettledRow(
      category: index, section: section, millionths: millionths, decimals: decimals)
  }
}

extension ColumnRows {
  /// The tag of a height's plan here: a height in millionths of a centimetre (its key), not
  /// a field's bytes as in the fast lane (up to 8), in the only section.
  private static let planTag = HeightPlans.tag(length: 15, section: 0)

  /// The answer of a possible height and weight (centimetres and kilograms, in millionths)
  /// from the height's plan, as the fast lane of `bmi batch` finds it: when the height has a
  /// plan, the weight is within it (a possible weight with a possible BMI), and the BMI's
  /// tenths show its category; `nil` otherwise.
  @inline(__always)
  private func planned(_ centimetres: Int64, _ kilograms: Int64) -> SettledRow? {
    let key = UInt64(bitPattern: centimetres)
    let slot = HeightPlans.slot(key: key, tag: Self.planTag)
    guard let plan = evaluator.plans.plan(in: slot, key: key, tag: Self.planTag),
      kilograms >= plan.pointee.lightest, kilograms <= plan.pointee.heaviest
    else { return nil }
    let tenths = HeightPlans.tenths(kilograms, plan.pointee)
    let placement = evaluator.plans.place(kilograms, tenths: tenths, plan: plan)
    let category = evaluator.categoryPosition(of: placement, section: 0)
    guard category >= 0 else { return nil }
    return SettledRow(
      category: category, section: 0, millionths: placement.tenths &* 100_000, decimals: 1)
  }

  /// Notes a possible height whose row the integer path classified: the second time, it
  /// gets a plan.
  @inline(__always)
  private func learn(_ centimetres: Int64) {
    let key = UInt64(bitPattern: centimetres)
    evaluator.plans.learn(
      slot: HeightPlans.slot(key: key, tag: Self.planTag), key: key, tag: Self.planTag,
      heightMillionths: centimetres, section: 0)
  }
}

/// A row the integer path classified: what ``ColumnRowAnswer`` holds of such a row.
package struct SettledRow {
  /// The category's position among the standard's categories.
  package var category: Int
  /// The section's index.
  package var section: Int
  /// The value in millionths, written with ``decimals`` digits.
  package var millionths: Int64
  /// The value's digits after the point.
  package var decimals: Int

  /// A row of these answers.
  package init(category: Int, section: Int, millionths: Int64, decimals: Int) {
    self.category = category
    self.section = section
    self.millionths = millionths
    self.decimals = decimals
  }
}
