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
        let kilograms = rules.fastWeight(second),
        let found = MillionthsClassifier.Value(
          heightMillionths: centimetres, weightMillionths: kilograms),
        rules.isPossible(found)
      else { return nil }
      value = found
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
