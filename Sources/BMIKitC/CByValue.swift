import BMIBatch
import CBMIKit

/// The by-value path of a row whose measure is read from number columns alone (a height
/// and a weight, or a BMI): each double's shortest decimal found as millionths
/// (``CDecimal/millionths(_:)``, the number batch reads from the text the row would have),
/// classified by the integer path of ``ColumnRows``; a row either leaves unsettled takes
/// the row's texts.
struct ByValue {
  /// The columns of the height (or BMI) and of the weight (`nil` for a BMI).
  let first: UnsafePointer<Double>
  let second: UnsafePointer<Double>?

  /// The path for these columns, or `nil` when their rows need more than two numbers
  /// (``ColumnRows/valueColumns``) or a value is given as text.
  init?(_ evaluator: ColumnRows, _ present: [(index: Int, column: bmikit_column)]) {
    // Only the value columns, so that a value this path reads makes its row plain (see
    // ``LanePart/isPlain(_:_:)``): no other column could send the row to the records.
    guard let columns = evaluator.valueColumns, columns.first >= 0,
      present.count == (columns.second >= 0 ? 2 : 1),
      let first = present[columns.first].column.numbers
    else { return nil }
    self.first = first
    if columns.second >= 0 {
      guard let second = present[columns.second].column.numbers else { return nil }
      self.second = second
    } else {
      second = nil
    }
  }

  /// Sets each row of `rows` the integer path settles in `part` (row `rows.lowerBound`
  /// is its first), and gives the others, in order.
  func settle(_ rows: Range<Int>, _ evaluator: ColumnRows, into part: inout ResultHandle.Part)
    -> [Int]
  {
    var others: [Int] = []
    let firstMemo = CDecimalMemo()
    let secondMemo = CDecimalMemo()
    part.categories.withUnsafeMutableBufferPointer { categories in
      part.values.withUnsafeMutableBufferPointer { values in
        var index = 0
        for row in rows {
          if let settled = settled(row, evaluator, firstMemo, secondMemo),
            let value = ResultHandle.Part.packed(settled)
          {
            categories[index] = Int32(truncatingIfNeeded: settled.category)
            values[index] = value
          } else {
            others.append(row)
          }
          index += 1
        }
      }
    }
    return others
  }

  /// Row `row`'s answer, when the integer path settles it.
  @inline(__always)
  func settled(
    _ row: Int, _ evaluator: ColumnRows, _ firstMemo: borrowing CDecimalMemo,
    _ secondMemo: borrowing CDecimalMemo
  ) -> SettledRow? {
    guard let height = firstMemo.millionths(first[row]) else { return nil }
    var weight: Int64 = 0
    if let second {
      guard let value = secondMemo.millionths(second[row]) else { return nil }
      weight = value
    }
    return evaluator.settled(height, weight)
  }
}
