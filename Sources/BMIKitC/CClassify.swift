import BMIBatch
import BMICore
import CBMIKit

/// Classifying columns: the rows are written as the CSV records `bmi batch` would read,
/// classified by the batch engine, and its answers read back, so every row gets the answer
/// `bmi batch` gives the same values.
enum ColumnClassifier {
  /// The CSV column of each `bmikit_input`, in its order.
  static let columnNames = [
    "height_cm", "weight_kg", "bmi", "sex", "age", "age_days", "age_months", "waist_cm",
    "background", "birth_date", "date",
  ]

  /// The answers of the given rows, or the code and message of a problem no row can
  /// escape (a column the standard needs is absent).
  static func classify(
    _ standard: Standard, rows: Int, columns: UnsafePointer<bmikit_column>, language: String
  ) -> Result<ResultHandle, BatchError> {
    var present: [(index: Int, column: bmikit_column)] = []
    for index in columnNames.indices {
      let column = columns[index]
      if column.numbers != nil || column.texts != nil { present.append((index, column)) }
    }
    var configuration = BatchConfiguration()
    configuration.headerlessColumns = present.map { columnNames[$0.index] }
    configuration.includesLabel = true
    configuration.includesErrorDetail = true
    configuration.language = language
    configuration.inputName = "the columns"
    let inputs = ColumnLane.Inputs(
      standard: standard, present: present, configuration: configuration,
      names: configuration.headerlessColumns ?? [], language: language)
    if let handle = ColumnLane.classify(inputs, rows: rows) { return .success(handle) }
    // A few rows are classified on the calling thread; many, on one thread per processor.
    if rows < 50_000 { configuration.threadCount = 1 }
    do throws(BatchError) {
      return .success(
        try classifyRecords(
          standard, rows: Array(0..<rows), present: present, configuration: configuration,
          language: language))
    } catch {
      return .failure(error)
    }
  }

  /// The answers of the rows `rowList` (in that order), written as the CSV records `bmi
  /// batch` reads and classified there; throws only a problem no row can escape.
  static func classifyRecords(
    _ standard: Standard, rows rowList: [Int], present: [(index: Int, column: bmikit_column)],
    configuration: BatchConfiguration, language: String
  ) throws(BatchError) -> ResultHandle {
    let rows = rowList.count
    let names = answerNames(standard)
    let classifier = BatchClassifier(standard: standard, configuration: configuration)

    var input: [UInt8] = []
    input.reserveCapacity(rows * 8 * max(present.count, 1))
    for row in rowList { appendRecord(row, present, to: &input) }
    do throws(BatchError) {
      let (output, _) = try classifier.run(input)
      if let handle = ResultHandle(
        output: output, rows: rows, inputFields: present.count, names: names, standard: standard)
      {
        return handle
      }
    } catch {
      if error.code == "missing-columns" || error.code == "duplicate-column" {
        throw error
      }
    }
    // A record the engine refused as a whole: each row alone, so that only that row is
    // flagged, with the engine's code.
    let handle = ResultHandle(rows: rows, names: names, standard: standard)
    for (index, row) in rowList.enumerated() {
      var record: [UInt8] = []
      appendRecord(row, present, to: &record)
      do throws(BatchError) {
        let (output, _) = try classifier.run(record)
        if let one = ResultHandle(
          output: output, rows: 1, inputFields: present.count, names: names, standard: standard)
        {
          handle.copyRow(index, from: one)
        } else {
          handle.flag(index, code: "unreadable-row", detail: "")
        }
      } catch {
        if error.code == "missing-columns" { throw error }
        handle.flag(index, code: error.code, detail: error.message.text(for: language))
      }
    }
    handle.finish()
    return handle
  }

  /// The names of the answers batch appends to each record, in its order.
  static func answerNames(_ standard: Standard) -> [String] {
    var names = [standard.measure.rawValue, "category", "error", "label"]
    if standard.sections.count > 1 { names.append("section") }
    if let reference = standard.bmiForAgeReference {
      names += ["z_score", "percentile"]
      if reference.rules.hasPercentOfNinetyFifth { names.append("percent_of_p95") }
      names.append("bmi_for_age_flag")
    }
    names.append("error_detail")
    return names
  }

  /// Appends row `row` as one CSV record: numbers as their shortest decimal, texts quoted
  /// when they hold a comma, a quote or a line end, and an empty field as `""` so that a
  /// record is never a blank line.
  static func appendRecord(
    _ row: Int, _ present: [(index: Int, column: bmikit_column)], to bytes: inout [UInt8]
  ) {
    for (position, entry) in present.enumerated() {
      if position > 0 { bytes.append(UInt8(ascii: ",")) }
      var text: String?
      if let numbers = entry.column.numbers {
        text = CText.decimal(numbers[row])
      } else if let texts = entry.column.texts, let pointer = texts[row] {
        text = String(cString: pointer)
      }
      appendField(text ?? "", to: &bytes)
    }
    bytes.append(UInt8(ascii: "\n"))
  }

  /// One field, quoted when it must be.
  static func appendField(_ text: String, to bytes: inout [UInt8]) {
    let utf8 = text.utf8
    let needsQuotes =
      utf8.isEmpty
      || utf8.contains {
        $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 10 || $0 == 13
      }
    guard needsQuotes else {
      bytes.append(contentsOf: utf8)
      return
    }
    bytes.append(UInt8(ascii: "\""))
    for byte in utf8 {
      if byte == UInt8(ascii: "\"") { bytes.append(byte) }
      bytes.append(byte)
    }
    bytes.append(UInt8(ascii: "\""))
  }
}

/// Classifies columns into a result.
@_cdecl("bmikit_classify")
public func bmikitClassify(
  _ standard: OpaquePointer?, _ rows: Int, _ columns: UnsafePointer<bmikit_column>?,
  _ language: UnsafePointer<CChar>?, _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> OpaquePointer? {
  guard let handle = StandardHandle.from(standard) else {
    CText.report(
      CText.errorLine(code: "no-standard", message: "the standard is NULL"), to: errorOut)
    return nil
  }
  guard let columns, rows >= 0 else {
    CText.report(
      CText.errorLine(code: "no-columns", message: "the columns are NULL or the count negative"),
      to: errorOut)
    return nil
  }
  let language = CText.read(language, or: "en")
  switch ColumnClassifier.classify(
    handle.standard, rows: rows, columns: columns, language: language)
  {
  case .success(let result): return result.retained()
  case .failure(let problem):
    CText.report(
      CText.errorLine(code: problem.code, message: problem.message.text(for: language)),
      to: errorOut)
    return nil
  }
}
