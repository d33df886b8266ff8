import BMIBatch
import BMICore
import CBMIKit

/// The by-value path of a child's row: its age, height and weight (or BMI) read from number
/// columns as their shortest decimals' millionths (``CDecimalMemo``), its sex read once per
/// distinct text (the texts of a column come as the addresses of its distinct texts), and
/// the fast route's decisions taken as whole units (``ColumnRows/settledChild(sex:age:first:second:)``)
/// straight into a ``ResultHandle/ScoredRow``, with no text written or read. A row it does
/// not settle takes the row's texts.
struct ChildByValue {
  /// The columns of the age, the height (or BMI) and the weight (`nil` for a BMI).
  let age: UnsafePointer<Double>
  let first: UnsafePointer<Double>
  let second: UnsafePointer<Double>?
  /// The sex column's texts.
  let sex: UnsafePointer<UnsafePointer<CChar>?>
  /// The other columns given, as ``ByValue/extras``.
  let extras: [(index: Int, column: bmikit_column)]

  /// The path for these columns, or `nil` when the rows are not children's the fast route
  /// scores from these columns alone (``ColumnRows/childColumns``), or a number is given
  /// as text or the sex as a number.
  init?(_ evaluator: ColumnRows, _ present: [(index: Int, column: bmikit_column)]) {
    guard let columns = evaluator.childColumns,
      let age = present[columns.age].column.numbers,
      let first = present[columns.first].column.numbers,
      let sex = present[columns.sex].column.texts
    else { return nil }
    self.age = age
    self.first = first
    self.sex = sex
    if columns.second >= 0 {
      guard let second = present[columns.second].column.numbers else { return nil }
      self.second = second
    } else {
      second = nil
    }
    let used = [columns.age, columns.sex, columns.first, columns.second]
    extras = present.indices.filter { !used.contains($0) }.map { present[$0] }
  }

  /// Sets each row of `rows` the fast route settles in `part` (row `rows.lowerBound` is
  /// its first), and gives the others, in order.
  func settle(_ rows: Range<Int>, _ evaluator: ColumnRows, into part: inout ResultHandle.Part)
    -> [Int]
  {
    var others: [Int] = []
    // Most rows are kept as scored rows: room for all of them at once, not grown row by row.
    part.scored.reserveCapacity(part.scored.count + rows.count)
    let ageMemo = CDecimalMemo()
    let firstMemo = CDecimalMemo()
    let secondMemo = CDecimalMemo()
    // The last two texts met and their sexes: a column's equal texts share one address,
    // and its rows mostly alternate between two texts.
    var texts: (UnsafePointer<CChar>?, UnsafePointer<CChar>?) = (nil, nil)
    var sexes: (Sex?, Sex?) = (nil, nil)
    var index = 0
    for row in rows {
      defer { index += 1 }
      guard let text = sex[row] else {
        others.append(row)
        continue
      }
      let childSex: Sex?
      if text == texts.0 {
        childSex = sexes.0
      } else if text == texts.1 {
        childSex = sexes.1
      } else {
        childSex = Self.sex(text)
        texts = (text, texts.0)
        sexes = (childSex, sexes.0)
      }
      // The values read are plain themselves (0.001 to 10⁹), and so is a sex read.
      var secondValue: Int64? = 0
      if let second { secondValue = secondMemo.millionths(second[row]) }
      guard let childSex, let ageValue = ageMemo.millionths(age[row]),
        let firstValue = firstMemo.millionths(first[row]), let secondValue,
        let units = evaluator.settledChild(
          sex: childSex, age: ageValue, first: firstValue, second: secondValue),
        let scored = ResultHandle.ScoredRow(units),
        extras.isEmpty || LanePart.isPlain(row, extras)
      else {
        others.append(row)
        continue
      }
      part.setScoredRow(index, scored, category: Int32(truncatingIfNeeded: units.categoryPosition))
    }
    return others
  }

  /// The sex of `female`, `male`, `f`, `m`, `F` or `M`, as the parser reads them; `nil` for
  /// any other text, whose row is evaluated from its texts (where batch's fast route reads
  /// every other spelling through ``SexMemo``).
  static func sex(_ text: UnsafePointer<CChar>) -> Sex? {
    var length = 0
    while length < 7, text[length] != 0 { length += 1 }
    func matches(_ word: StaticString) -> Bool {
      guard word.utf8CodeUnitCount == length else { return false }
      for offset in 0..<length where word.utf8Start[offset] != UInt8(bitPattern: text[offset]) {
        return false
      }
      return true
    }
    if matches("female") || matches("f") || matches("F") { return .female }
    if matches("male") || matches("m") || matches("M") { return .male }
    return nil
  }
}
