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
  /// The other columns given (a sex for a standard that does not read it, say): the row's
  /// answer does not depend on them, but one a CSV record would have to quote or leave
  /// empty sends the row to the records (``LanePart/isPlain(_:_:)``), as on the texts path.
  let extras: [(index: Int, column: bmikit_column)]

  /// The path for these columns, or `nil` when their rows need more than two numbers
  /// (``ColumnRows/valueColumns``) or a value is given as text.
  init?(_ evaluator: ColumnRows, _ present: [(index: Int, column: bmikit_column)]) {
    guard let columns = evaluator.valueColumns, columns.first >= 0,
      let first = present[columns.first].column.numbers
    else { return nil }
    self.first = first
    if columns.second >= 0 {
      guard let second = present[columns.second].column.numbers else { return nil }
      self.second = second
    } else {
      second = nil
    }
    extras = present.indices.filter { $0 != columns.first && $0 != columns.second }
      .map { present[$0] }
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
          // A value this path reads is plain itself (0.001 to 10⁹); the others are checked.
          if let settled = settled(row, evaluator, firstMemo, secondMemo),
            let value = ResultHandle.Part.packed(settled),
            extras.isEmpty || LanePart.isPlain(row, extras)
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
