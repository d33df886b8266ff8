import BMICore
import BMISupport

/// Reads a table in one pass, classifies every row, and writes each row back unchanged with
/// its answers, in constant memory.
///
/// Input arrives through large reads into one reusable buffer; records are found and values
/// read as bytes; answers are formatted into one reusable output buffer. Nothing is kept per
/// row but the counts of the summary.
package final class BatchProcessor {
  /// Called as input is read, with the rows so far and the bytes read so far.
  package typealias ProgressHandler = (_ rows: Int, _ bytesRead: Int64) -> Void

  let configuration: BatchConfiguration
  let standard: Standard
  let progress: ProgressHandler?
  let input: InputBuffer
  let writer: BatchRowWriter
  let rules: BatchValueRules

  /// The offset of the next record in the input buffer.
  @exclusivity(unchecked) var position = 0
  /// The line the next record starts on.
  @exclusivity(unchecked) var line = 1
  /// Rows so far.
  @exclusivity(unchecked) var rows = 0
  /// Rows so far per category, in the order of the standard's categories.
  let categoryCounts: UnsafeMutablePointer<Int>
  /// Flagged rows so far, by code.
  var problems: BatchSummary
  /// The line end written after the header and after a last record that has none.
  var lineEnd = lf
  /// Whether the input began with a UTF-8 byte order mark, which CSV output keeps.
  var hadByteOrderMark = false

  /// A line feed.
  static let lf: [UInt8] = [UInt8(ascii: "\n")]
  /// A carriage return and a line feed.
  static let crlf: [UInt8] = [UInt8(ascii: "\r"), UInt8(ascii: "\n")]

  /// A processor reading `source` and writing `sink`.
  package init(
    standard: Standard, configuration: BatchConfiguration, source: any ByteSource,
    sink: any ByteSink, progress: ProgressHandler? = nil
  ) {
    self.standard = standard
    self.configuration = configuration
    self.progress = progress
    input = InputBuffer(source: source)
    writer = BatchRowWriter(
      output: OutputBuffer(sink: sink), standard: standard,
      includesLabel: configuration.includesLabel, language: configuration.language,
      extras: BatchRowWriter.Extras(configuration))
    rules = BatchValueRules(
      heightUnit: configuration.heightUnit, weightUnit: configuration.weightUnit)
    problems = BatchSummary(categoryIDs: standard.categories.map(\.id))
    categoryCounts = .allocate(capacity: standard.categories.count)
    categoryCounts.initialize(repeating: 0, count: standard.categories.count)
  }

  deinit { categoryCounts.deallocate() }

  /// The counts so far.
  var summary: BatchSummary {
    var summary = problems
    summary.rowsRead = rows
    summary.categoryCounts = (0..<summary.categoryIDs.count).map { categoryCounts[$0] }
    return summary
  }

  /// Processes the whole input.
  ///
  /// - Returns: The counts of rows, categories and problems.
  /// - Throws: ``BatchError`` for input that is not a table of the expected shape, for I/O
  ///   failures, and with `--strict` for the first bad row. Rows written before the error
  ///   stay written.
  package func run() throws(BatchError) -> BatchSummary {
    _ = try input.refill(keepingFrom: 0)
    while input.limit < 3 && !input.isAtEnd { _ = try input.refill(keepingFrom: 0) }
    if input.limit >= 3 && input.bytes[0] == 0xEF && input.bytes[1] == 0xBB
      && input.bytes[2] == 0xBF
    {
      hadByteOrderMark = true
      position = 3
    }
    do throws(BatchError) {
      switch configuration.inputFormat {
      case .csv: try runCSV()
      case .jsonl: try runJSONLines()
      }
    } catch {
      // The rows before the problem are complete: let them out, as a stream would.
      try? writer.output.flush()
      throw error
    }
    try writer.output.flush()
    return summary
  }

  // MARK: - Shared steps

  /// Makes more input available after `position`.
  ///
  /// - Parameter recordIsIncomplete: Whether a record from `position` is waiting for bytes.
  /// - Returns: `false` at the end of the input.
  func readMore(recordIsIncomplete: Bool) throws(BatchError) -> Bool {
    if recordIsIncomplete && input.limit - position >= InputBuffer.maximumRecordLength {
      throw .recordTooLong(
        name: configuration.inputName, line: line, limit: InputBuffer.maximumRecordLength)
    }
    guard !input.isAtEnd else { return false }
    position -= try input.refill(keepingFrom: position)
    progress?(rows, input.bytesRead)
    return true
  }

  /// Fails when the record from ``position`` to `end` is longer than the limit; the
  /// general scanners find only records that fit the buffer, which holds a little more.
  @inline(__always)
  func checkLength(upTo end: Int) throws(BatchError) {
    if end &- position > InputBuffer.maximumRecordLength {
      throw .recordTooLong(
        name: configuration.inputName, line: line, limit: InputBuffer.maximumRecordLength)
    }
  }

  /// The most columns a header may name.
  static let maximumColumns = 65_536

  /// Fails when a header names more columns than batch keeps names for.
  func checkColumnCount(_ count: Int) throws(BatchError) {
    if count > Self.maximumColumns {
      throw .tooManyColumns(name: configuration.inputName, count: count, limit: Self.maximumColumns)
    }
  }

  /// Counts a row's outcome and, with `--strict`, stops at a flagged one.
  ///
  /// - Parameters:
  ///   - outcome: The row's answer.
  ///   - column: The name and 1-based position of the column in a slot, for messages.
  @inline(__always)
  func count(
    _ outcome: RowOutcome, detail: borrowing RowDetail,
    column: (Int) -> (name: String?, position: Int?)
  ) throws(BatchError) {
    rows &+= 1
    switch outcome {
    case .classified(let index, _, _, _), .classifiedText(let index, _):
      categoryCounts[index] &+= 1
    case .flagged(let slot):
      try countProblem(detail.problem, column: column(slot))
    }
  }

  /// Counts a flagged row and, with `--strict`, stops.
  private func countProblem(_ problem: RowProblem, column: (name: String?, position: Int?))
    throws(BatchError)
  {
    problems.countProblem(problem.code)
    if configuration.isStrict {
      throw .rowRejected(
        name: configuration.inputName, line: line, column: column.name,
        position: column.position, problem: problem)
    }
  }

  /// The line and column (in characters) of a byte offset of the current record.
  func place(of offset: Int) -> (line: Int, column: Int) {
    var lineNumber = line
    var lineStart = position
    for index in position..<offset where input.bytes[index] == UInt8(ascii: "\n") {
      lineNumber += 1
      lineStart = index + 1
    }
    let prefix = UnsafeBufferPointer(start: input.bytes + lineStart, count: offset - lineStart)
    return (lineNumber, String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1)
  }

  /// Fails when a first line holds a NUL or is not UTF-8: the input is not a text table.
  func checkText(from start: Int, to end: Int) throws(BatchError) {
    let bytes = UnsafeBufferPointer(start: input.bytes + start, count: end - start)
    guard !bytes.contains(0), String(validating: bytes, as: UTF8.self) != nil else {
      throw .notText(name: configuration.inputName, line: line)
    }
  }

  /// The names the answers are written under, before any `.1`: the measure's (`bmi`,
  /// `waist_cm`, `waist_to_height`), `category`, `error`, `label` with labels, and
  /// `section` for a standard with several, then `error_detail` and `groups` when asked for.
  var answerNames: [String] {
    [standard.measure.rawValue, "category", "error"]
      + (configuration.includesLabel ? ["label"] : [])
      + (standard.sections.count > 1 ? ["section"] : [])
      + (configuration.includesErrorDetail ? ["error_detail"] : [])
      + (configuration.includesGroups ? ["groups"] : [])
  }

  /// The names the answers are written under (``answerNames``), or with `.1` (then `.2`,
  /// `.3`…) added when the header or first line already uses the name.
  func appendedNames(avoiding taken: (String) -> Bool) -> [String] {
    answerNames.map { base in
      var name = base
      var suffix = 0
      while taken(name) {
        suffix += 1
        name = "\(base).\(suffix)"
      }
      return name
    }
  }

  /// A name as a JSON key followed by a colon.
  static func jsonKey<C: Collection>(_ name: C) -> [UInt8] where C.Element == UInt8 {
    JSONText.quoted(name) + [UInt8(ascii: ":")]
  }
}
