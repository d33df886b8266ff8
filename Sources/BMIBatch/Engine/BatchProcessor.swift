import BMICore
import BMISupport

/// Reads a table in one pass, classifies every row, and writes each row back unchanged with
/// its answers, in constant memory.
///
/// Input arrives through large reads into one reusable buffer; records are found and values
/// read as bytes; answers are formatted into one reusable output buffer. Nothing is kept per
/// row but the counts of the summary.
///
/// A run has two steps: the start of the input (a byte order mark, the header or the first
/// JSON object) settles a ``BatchLayout``; the records after it are then read with that
/// layout alone. With more than one thread, ``ParallelBatch`` gives the records to one
/// processor per thread, chunk by chunk, and writes their output in input order.
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
  /// Where each field of the fast lane's current record ends, after one slot for the offset
  /// before the record (``runCSVFastLane(evaluator:slotMap:columnCount:dialect:)``).
  let fieldEnds: UnsafeMutablePointer<Int>
  /// The fast lane's masks of the separators and line feeds ahead of it.
  let delimiterMasks = DelimiterMasks()
  /// The fast lane's answers for rows whose tenths settle the category, made when the lane
  /// first runs: they depend on the standard and the output alone, so every evaluator of
  /// this processor shares them.
  private var settledTailsTable: SettledTails?
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
  package convenience init(
    standard: Standard, configuration: BatchConfiguration, source: any ByteSource,
    sink: any ByteSink, progress: ProgressHandler? = nil
  ) {
    self.init(
      standard: standard, configuration: configuration, input: InputBuffer(source: source),
      output: OutputBuffer(sink: sink), progress: progress)
  }

  /// A processor for the records of chunks shown in its ``input``, writing blocks to
  /// `receiver`, starting with `block`.
  convenience init(
    standard: Standard, configuration: BatchConfiguration, receiver: any OutputBlockReceiver,
    block: UnsafeMutablePointer<UInt8>
  ) {
    self.init(
      standard: standard, configuration: configuration, input: InputBuffer(),
      output: OutputBuffer(receiver: receiver, block: block), progress: nil)
  }

  private init(
    standard: Standard, configuration: BatchConfiguration, input: InputBuffer,
    output: OutputBuffer, progress: ProgressHandler?
  ) {
    self.standard = standard
    self.configuration = configuration
    self.progress = progress
    self.input = input
    writer = BatchRowWriter(
      output: output, standard: standard, includesLabel: configuration.includesLabel,
      language: configuration.language,
      extras: BatchRowWriter.Extras(configuration, standard: standard),
      dialect: configuration.dialect)
    writer.keepsJSONAnswers = configuration.allowsFastLane
    rules = BatchValueRules(
      heightUnit: configuration.heightUnit, weightUnit: configuration.weightUnit)
    problems = BatchSummary(categoryIDs: standard.categories.map(\.id))
    categoryCounts = .allocate(capacity: standard.categories.count)
    categoryCounts.initialize(repeating: 0, count: standard.categories.count)
    fieldEnds = .allocate(capacity: Self.fastLaneFieldLimit + 1)
    fieldEnds.initialize(repeating: 0, count: Self.fastLaneFieldLimit + 1)
  }

  deinit {
    categoryCounts.deallocate()
    fieldEnds.deallocate()
  }

  /// The fast lane's ``SettledTails``, made the first time they are asked for; out of
  /// line, which keeps the lane's loop as it was compiled without them.
  @inline(never)
  func settledTails(for evaluator: RowEvaluator) -> SettledTails {
    if let made = settledTailsTable { return made }
    let made = SettledTails(evaluator: evaluator, writer: writer)
    settledTailsTable = made
    return made
  }

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
    do throws(BatchError) {
      let layout = try start()
      if let parallel = ParallelBatch(head: self, layout: layout) {
        try parallel.run()
      } else {
        try runRecords(layout)
      }
    } catch {
      // The rows before the problem are complete: let them out, as a stream would.
      try? writer.output.flush()
      throw error
    }
    try writer.output.flush()
    return summary
  }

  /// Reads the start of the input, writes a CSV header when one is due, and gives what
  /// it settles; ``position`` is then at the first record.
  func start() throws(BatchError) -> BatchLayout {
    _ = try input.refill(keepingFrom: 0)
    while input.limit < 3 && !input.isAtEnd { _ = try input.refill(keepingFrom: 0) }
    if input.limit >= 3 && input.bytes[0] == 0xEF && input.bytes[1] == 0xBB
      && input.bytes[2] == 0xBF
    {
      hadByteOrderMark = true
      position = 3
    }
    switch configuration.inputFormat {
    case .csv: return .csv(try startCSV())
    case .jsonl: return try startJSONLines()
    }
  }

  /// Processes the records from ``position`` to the end of the input, or, for a chunk, to
  /// the last whole record in it.
  func runRecords(_ layout: BatchLayout) throws(BatchError) {
    switch layout {
    case .csv(let csv):
      try runCSVRecords(csv, evaluator: evaluator(csv.columns))
    case .jsonLines(let json):
      try runJSONRows(json, evaluator: evaluator(json.selection))
    case .finished: break
    }
  }

  /// An evaluator of this run's standard and value rules.
  func evaluator(_ columns: ColumnSelection) -> RowEvaluator {
    RowEvaluator(standard: standard, rules: rules, columns: columns)
  }

  /// Processes the records of a chunk, with counts and line numbers from its start; the
  /// caller then flushes the output.
  ///
  /// - Parameters:
  ///   - chunk: The chunk's bytes, readable for ``InputBuffer/readablePadding`` more.
  ///   - count: Its length.
  ///   - isLast: Whether the input ends with it.
  /// - Returns: The counts, where the chunk stopped (before a record its end cut), and the
  ///   error that stopped it, if any.
  func runChunk(
    _ chunk: UnsafeMutablePointer<UInt8>, count: Int, isLast: Bool, layout: BatchLayout,
    evaluator: RowEvaluator
  ) -> ChunkResult {
    input.show(chunk, count: count, isLast: isLast)
    position = 0
    line = 1
    rows = 0
    let categories = problems.categoryIDs.count
    categoryCounts.update(repeating: 0, count: categories)
    problems = BatchSummary(categoryIDs: problems.categoryIDs)
    var result = ChunkResult()
    do throws(BatchError) {
      switch layout {
      case .csv(let csv): try runCSVRecords(csv, evaluator: evaluator)
      case .jsonLines(let json): try runJSONRows(json, evaluator: evaluator)
      case .finished: break
      }
    } catch {
      result.error = error
    }
    result.rows = rows
    result.categoryCounts = (0..<categories).map { categoryCounts[$0] }
    result.flagCounts = problems.flagCounts
    result.lines = line - 1
    result.end = position
    return result
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
    // A chunk ends here: its last record, if cut, starts the next chunk.
    guard !input.isAtEnd, input.canRefill else { return false }
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
  /// `section` for a standard with several, a child's scores for a BMI-for-age standard
  /// (`z_score`, `percentile`, and CDC's `percent_of_p95`), then `error_detail` and `groups`
  /// when asked for.
  var answerNames: [String] {
    [standard.measure.rawValue, "category", "error"]
      + (configuration.includesLabel ? ["label"] : [])
      + (standard.sections.count > 1 ? ["section"] : [])
      + BatchRowWriter.Extras.scoreNames(of: standard)
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

/// What the start of the input settles for every record after it.
enum BatchLayout: Sendable {
  /// CSV records under this header.
  case csv(CSVLayout)
  /// JSON lines with the first object's keys.
  case jsonLines(JSONLinesLayout)
  /// No record follows: a JSON Lines input without an object.
  case finished

  /// The columns classified; `nil` when no record follows.
  var columns: ColumnSelection? {
    switch self {
    case .csv(let csv): csv.columns
    case .jsonLines(let json): json.selection
    case .finished: nil
    }
  }
}
