import BMICore

/// Rows given as fields already apart (the columns of a caller in memory, not a file's
/// records), each evaluated by the row evaluator of `bmi batch`, so that a row gets the
/// answer a record of the same field texts gets there.
///
/// One value evaluates on one thread at a time: its evaluator keeps caches. Make one for
/// each thread.
package final class ColumnRows {
  /// The evaluator of records with the columns given.
  let evaluator: RowEvaluator
  /// For each slot, the column that fills it; -1 for none.
  let slotColumns: [Int]
  /// The language of error details.
  private let language: String

  /// Rows of the columns `configuration.headerlessColumns`, in that order, under
  /// `standard`, read with the configuration's units and language.
  ///
  /// - Throws: ``BatchError`` when the standard needs a column the names lack, or a name
  ///   is given twice: what `bmi batch` says of such a header.
  package init(standard: Standard, configuration: BatchConfiguration) throws(BatchError) {
    let names = configuration.headerlessColumns ?? []
    let columns = try ColumnSelection(
      names: names, configuration: configuration, standard: standard)
    let rules = BatchValueRules(
      heightUnit: configuration.heightUnit, weightUnit: configuration.weightUnit)
    evaluator = RowEvaluator(standard: standard, rules: rules, columns: columns)
    slotColumns = columns.columns
    language = configuration.language
  }

  /// The answer for one row, whose field `c` is the bytes `starts[c]..<ends[c]` of
  /// `bytes`: each a field as a CSV record would hold it unquoted (no quote, comma or line
  /// end inside, not empty).
  package func evaluate(
    _ bytes: UnsafePointer<UInt8>, starts: UnsafePointer<Int>, ends: UnsafePointer<Int>
  ) -> ColumnRowAnswer {
    var slots = FieldSlots()
    for slot in 0..<Slot.count {
      let column = slotColumns[slot]
      if column >= 0 {
        slots[slot] = FieldSpan(start: starts[column], end: ends[column], isPresent: true)
      }
    }
    var detail = RowDetail()
    let outcome = evaluator.evaluate(bytes, slots: slots, detail: &detail)
    var answer = ColumnRowAnswer()
    switch outcome {
    case .classified(let index, let millionths, let decimals, let section):
      answer.category = index
      answer.section = section
      answer.millionths = millionths
      answer.decimals = decimals
    case .classifiedText(let index, let section):
      answer.category = index
      answer.section = section
      answer.display = detail.display
      answer.z = detail.scores.z
      answer.percentile = detail.scores.percentile
      answer.percentOfNinetyFifth = detail.scores.percentOfNinetyFifth
      answer.flag = detail.scores.flag
    case .flagged:
      answer.errorCode = detail.problem.code
      answer.errorDetail = detail.problem.message.text(for: language)
    }
    return answer
  }
}

/// One row's answer from ``ColumnRows``, as `bmi batch` writes it.
package struct ColumnRowAnswer {
  /// The category's position among the standard's categories; -1 for a flagged row.
  package var category = -1
  /// The section's index.
  package var section = 0
  /// The value in millionths, written with ``decimals`` digits, when ``display`` is `nil`.
  package var millionths: Int64 = 0
  /// The value's digits after the point.
  package var decimals = 0
  /// The value's text, when the exact path wrote it.
  package var display: String?
  /// A child's z-score, percentile, % of the 95th percentile and WHO's flag, as written.
  package var z = ""
  package var percentile = ""
  package var percentOfNinetyFifth = ""
  package var flag = ""
  /// A flagged row's code and what to do, in the language asked for.
  package var errorCode = ""
  package var errorDetail = ""

  /// A flagged row with no texts, to be filled in.
  package init() {}

  /// Appends the value's text (none for a flagged row), as `bmi batch` writes it.
  package func appendValue(to bytes: inout [UInt8]) {
    guard category >= 0 else { return }
    if let display {
      bytes.append(contentsOf: display.utf8)
      return
    }
    guard millionths >= 0 else {
      bytes.append(contentsOf: BatchRowWriter.decimalText(millionths, decimals))
      return
    }
    // `BatchRowWriter.decimalText`'s digits, without its arrays.
    let whole = millionths / 1_000_000
    var divisor: Int64 = 1
    while divisor <= whole / 10 { divisor &*= 10 }
    while divisor > 0 {
      bytes.append(UInt8(truncatingIfNeeded: 48 &+ whole / divisor % 10))
      divisor /= 10
    }
    bytes.append(UInt8(ascii: "."))
    let fraction = millionths % 1_000_000
    var scale: Int64 = 100_000
    for _ in 0..<min(max(decimals, 0), 6) {
      bytes.append(UInt8(truncatingIfNeeded: 48 &+ fraction / scale % 10))
      scale /= 10
    }
  }
}
