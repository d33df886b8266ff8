import BMICore
import BMIPlatform
import BMISupport

/// What a CSV header settles for the records after it.
struct CSVLayout: Sendable {
  /// The header's column names.
  let names: [String]
  /// The columns classified.
  let columns: ColumnSelection
  /// The names as JSON keys, for JSON Lines output.
  let keys: [[UInt8]]
  /// The names the answers are written under.
  let added: [String]
  /// Whether the output is CSV.
  let writesCSV: Bool
  /// The header's line end, written after a last record that has none.
  let lineEnd: [UInt8]
}

extension BatchProcessor {
  /// Reads the CSV header, writes the output's header if it is CSV, and moves to the first
  /// record.
  func startCSV() throws(BatchError) -> CSVLayout {
    if let names = configuration.headerlessColumns { return try startHeaderlessCSV(names) }
    let dialect = configuration.dialect
    var scanner = CSVRecordScanner()
    scanner.dialect = dialect
    let header: Int
    do throws(BatchError) {
      guard let start = try nextCSVRecord(&scanner, recovering: false) else {
        throw .emptyInput(name: configuration.inputName)
      }
      header = start
    } catch {
      // A file whose lines end in CR alone reads as one long header: say what it is.
      if case .recordTooLong = error,
        hasCarriageReturnLineEnd(from: position, to: input.limit, quotesMatter: dialect.hasQuotes)
      {
        throw .carriageReturnLineEnds(name: configuration.inputName, line: line)
      }
      throw error
    }
    if hasCarriageReturnLineEnd(
      from: header, to: scanner.contentEnd, quotesMatter: dialect.hasQuotes)
    {
      throw .carriageReturnLineEnds(name: configuration.inputName, line: line)
    }
    try checkText(from: header, to: scanner.contentEnd)
    try checkColumnCount(scanner.fieldCount)
    let names = CSVFields.split(
      input.bytes, from: header, to: scanner.contentEnd, dialect: dialect
    ).map {
      String(decoding: CSVText.unescaped(input.bytes, $0), as: UTF8.self)
    }
    guard !scanner.isBlankLine else { throw .emptyInput(name: configuration.inputName) }
    let columns = try ColumnSelection(
      names: names, configuration: configuration, standard: standard)
    if scanner.terminatorLength == 2 { lineEnd = Self.crlf }
    let added = appendedNames { name in names.contains { ColumnSelection.matches($0, name) } }
    let writesCSV = configuration.resolvedOutputFormat == .csv
    if writesCSV {
      let content = UnsafeBufferPointer(
        start: input.bytes + header, count: scanner.contentEnd - header)
      try writer.writeCSVHeader(
        (hadByteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(content), names: added,
        lineEnd: lineEnd)
    }
    line += 1 + scanner.embeddedLineBreaks
    position = scanner.next
    return CSVLayout(
      names: names, columns: columns, keys: names.map { Self.jsonKey($0.utf8) }, added: added,
      writesCSV: writesCSV, lineEnd: lineEnd)
  }

  /// Settles the columns of a CSV input without a header row from the names given for it;
  /// nothing is read or written, but a byte order mark, which is kept.
  private func startHeaderlessCSV(_ names: [String]) throws(BatchError) -> CSVLayout {
    try checkColumnCount(names.count)
    let columns = try ColumnSelection(
      names: names, configuration: configuration, standard: standard)
    let added = appendedNames { name in names.contains { ColumnSelection.matches($0, name) } }
    let writesCSV = configuration.resolvedOutputFormat == .csv
    if writesCSV && hadByteOrderMark { try writer.output.append([0xEF, 0xBB, 0xBF]) }
    return CSVLayout(
      names: names, columns: columns, keys: names.map { Self.jsonKey($0.utf8) }, added: added,
      writesCSV: writesCSV, lineEnd: lineEnd)
  }

  /// Processes CSV records from ``position`` on.
  func runCSVRecords(_ layout: CSVLayout, evaluator: RowEvaluator) throws(BatchError) {
    let names = layout.names
    let columns = layout.columns
    let keys = layout.keys
    let writesCSV = layout.writesCSV
    lineEnd = layout.lineEnd
    writer.useJSONNames(layout.added)
    let dialect = configuration.dialect
    var scanner = CSVRecordScanner()
    scanner.slotMap = SlotMap(columns: columns.columns)
    scanner.dialect = dialect
    let columnCount = names.count
    let column = { (slot: Int) -> (name: String?, position: Int?) in
      guard slot >= 0, columns.columns[slot] >= 0 else { return (nil, nil) }
      let index = columns.columns[slot]
      return (names[index], index + 1)
    }
    var detail = RowDetail()
    let fastLane = canUseFastLane(columns)
    let childLane = canUseChildLane(columns, evaluator: evaluator)
    while true {
      if fastLane {
        try runCSVFastLane(
          evaluator: evaluator, slotMap: scanner.slotMap, columnCount: columnCount,
          dialect: dialect)
      } else if childLane {
        try runCSVChildLane(
          evaluator: evaluator, slotMap: scanner.slotMap, columnCount: columnCount,
          dialect: dialect)
      }
      guard let start = try nextCSVRecord(&scanner, recovering: !configuration.isStrict) else {
        break
      }
      if scanner.isBlankLine {
        if writesCSV { try writer.output.append(input.bytes + start, count: scanner.next - start) }
      } else if scanner.isMalformed {
        let outcome = detail.flag(.malformedRecord, slot: -1)
        try count(outcome, detail: detail, column: column)
        try writeMalformedRecord(
          at: start, end: scanner.contentEnd, scanner: scanner, columnCount: columnCount,
          firstKey: keys[0], outcome: outcome, detail: detail, writesCSV: writesCSV)
      } else {
        let outcome: RowOutcome
        if scanner.fieldCount == columnCount {
          outcome = evaluator.evaluate(input.bytes, slots: scanner.slots, detail: &detail)
        } else if scanner.fieldCount > columnCount {
          outcome = detail.flag(
            .extraFields(found: scanner.fieldCount, expected: columnCount), slot: -1)
        } else {
          outcome = detail.flag(
            .fieldCount(found: scanner.fieldCount, expected: columnCount), slot: -1)
        }
        try count(outcome, detail: detail, column: column)
        if writesCSV {
          let crlf =
            scanner.terminatorLength == 2 || (scanner.terminatorLength == 0 && lineEnd.count == 2)
          if scanner.fieldCount > columnCount && !dialect.hasQuotes {
            try writeCSVRowWithExtraFields(
              at: start, end: scanner.contentEnd, columnCount: columnCount, outcome: outcome,
              detail: detail, crlf: crlf)
          } else if scanner.fieldCount > columnCount {
            try writeWholeRecord(
              at: start, end: scanner.contentEnd, columnCount: columnCount, outcome: outcome,
              detail: detail, crlf: crlf)
          } else if dialect.hasQuotes,
            let fields = requotedFields(at: start, end: scanner.contentEnd)
          {
            try writer.writeCSVRow(
              fields: fields + Array(repeating: [], count: columnCount - scanner.fieldCount),
              outcome: outcome, detail: detail, lineEnd: crlf ? Self.crlf : Self.lf)
          } else {
            try writer.writeCSVRow(
              input.bytes, from: start, to: scanner.contentEnd,
              padding: columnCount - scanner.fieldCount, outcome: outcome,
              detail: detail, crlf: crlf)
          }
        } else {
          try writeJSONRow(
            csvRecordAt: start, end: scanner.contentEnd, keys: keys, outcome: outcome,
            detail: detail)
        }
      }
      line += 1 + scanner.embeddedLineBreaks
      position = scanner.next
    }
  }

  /// Scans the next record, reading more input as needed.
  ///
  /// - Parameter recovering: Whether a record that breaks the CSV rules after a closing
  ///   quote is taken to its line end as one malformed record (``CSVRecordScanner/isMalformed``)
  ///   rather than stopping the run. A quote still open at the end of the input stops it
  ///   either way: from that quote on, nothing tells where rows begin.
  /// - Returns: The record's start offset, or `nil` at the end of the input.
  @inline(__always)
  func nextCSVRecord(_ scanner: inout CSVRecordScanner, recovering: Bool) throws(BatchError)
    -> Int?
  {
    while true {
      if scanner.scanPlain(input.bytes, from: position, limit: input.limit) {
        try checkLength(upTo: scanner.next)
        return position
      }
      if position == input.limit {
        guard try readMore(recordIsIncomplete: false) else { return nil }
        continue
      }
      switch scanner.scan(
        input.bytes, from: position, limit: input.limit, atEndOfInput: input.isAtEnd)
      {
      case .record:
        try checkLength(upTo: scanner.next)
        return position
      case .needsMoreInput:
        guard try readMore(recordIsIncomplete: true) else { return nil }
      case .malformed(let offset, let problem):
        if recovering && problem == .characterAfterClosingQuote {
          if scanner.takeMalformed(
            input.bytes, from: position, breakingAt: offset, limit: input.limit,
            atEndOfInput: input.isAtEnd)
          {
            try checkLength(upTo: scanner.next)
            return position
          }
          guard try readMore(recordIsIncomplete: true) else { return nil }
          continue
        }
        let (errorLine, column) = place(of: offset)
        throw .malformedCSV(
          name: configuration.inputName, line: errorLine, column: column, problem: problem)
      }
    }
  }

  /// Whether the bytes hold a carriage return that no line feed follows (outside CSV's
  /// quotes when `quotesMatter`): the line end of a file written with CR alone, as classic
  /// Mac OS wrote them.
  func hasCarriageReturnLineEnd(from start: Int, to end: Int, quotesMatter: Bool) -> Bool {
    var isQuoted = false
    for index in start..<end {
      let byte = input.bytes[index]
      if byte == UInt8(ascii: "\"") && quotesMatter {
        isQuoted.toggle()
      } else if byte == UInt8(ascii: "\r") && !isQuoted
        && (index + 1 == input.limit || input.bytes[index + 1] != UInt8(ascii: "\n"))
      {
        return true
      }
    }
    return false
  }

  /// Writes a tab-separated record with more fields than the header, which has no quotes
  /// to hold it in one field: its first `columnCount` fields unchanged, the answers, then
  /// the fields beyond the header, so that the `error` column holds the code.
  private func writeCSVRowWithExtraFields(
    at start: Int, end: Int, columnCount: Int, outcome: RowOutcome,
    detail: borrowing RowDetail, crlf: Bool
  ) throws(BatchError) {
    var index = 0
    var split = end
    CSVFields.forEach(input.bytes, from: start, to: end, dialect: configuration.dialect) {
      field in
      index += 1
      if index == columnCount { split = field.end }
    }
    try writer.output.append(input.bytes + start, count: split - start)
    try writer.writeCSVTail(
      outcome: outcome, detail: detail,
      lineEnd: Array(UnsafeBufferPointer(start: input.bytes + split, count: end - split))
        + (crlf ? Self.crlf : Self.lf))
  }

  /// Writes a CSV record as one row of the header's width: its whole text, quoted, in the
  /// first column, the other columns empty, then the answers. A record with more fields
  /// than the header, or one that breaks the CSV rules, is kept this way: nothing of it is
  /// lost, and every row has the header's number of fields.
  private func writeWholeRecord(
    at start: Int, end: Int, columnCount: Int, outcome: RowOutcome,
    detail: borrowing RowDetail, crlf: Bool
  ) throws(BatchError) {
    let text = UnsafeBufferPointer(start: input.bytes + start, count: end - start)
    try writer.writeCSVRow(
      fields: [Self.quoted(text)] + Array(repeating: [], count: columnCount - 1),
      outcome: outcome, detail: detail, lineEnd: crlf ? Self.crlf : Self.lf)
  }

  /// The fields of a record as valid CSV writes them when an unquoted field holds a quote
  /// (`5'7"`, read as a character of the field): that field quoted with its quotes
  /// doubled, the others as they are; `nil` when no field needs it, and the record is
  /// copied unchanged.
  private func requotedFields(at start: Int, end: Int) -> [[UInt8]]? {
    let bytes = input.bytes
    let quote = UInt8(ascii: "\"")
    // A quote is most often one around a quoted field (a note with commas in an export),
    // which needs nothing: that is found from the quotes alone, without copying any field.
    guard
      Self.holdsStrayQuote(bytes, from: start, to: end, separator: configuration.dialect.separator)
    else { return nil }
    var fields: [[UInt8]] = []
    CSVFields.forEach(bytes, from: start, to: end, dialect: configuration.dialect) { field in
      if field.isQuoted {
        // As read: the opening quote before `start`, the closing one at `end`.
        fields.append(
          Array(
            UnsafeBufferPointer(start: bytes + field.start - 1, count: field.end - field.start + 2))
        )
      } else {
        let text = UnsafeBufferPointer(start: bytes + field.start, count: field.end - field.start)
        if text.contains(quote) {
          fields.append(Self.quoted(text))
        } else {
          fields.append(Array(text))
        }
      }
    }
    return fields
  }

  /// Whether a well-formed record holds a quote inside an unquoted field (`5'7"`), found by
  /// going from quote to quote: a quote that starts a field opens a quoted field, which is
  /// skipped to its closing quote (doubled quotes inside it skipped too); any other quote
  /// outside a quoted field is a stray one.
  static func holdsStrayQuote(
    _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, separator: UInt8
  ) -> Bool {
    let quote = UInt8(ascii: "\"")
    var position = start
    while position < end {
      guard let found = memchr(bytes + position, Int32(quote), end - position) else {
        return false
      }
      let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - bytes
      guard at == start || bytes[at - 1] == separator else { return true }
      // A quoted field: to the quote that closes it.
      var next = at + 1
      while true {
        guard next < end, let closing = memchr(bytes + next, Int32(quote), end - next) else {
          return false
        }
        let close = UnsafePointer<UInt8>(closing.assumingMemoryBound(to: UInt8.self)) - bytes
        if close + 1 < end && bytes[close + 1] == quote {
          next = close + 2
          continue
        }
        position = close + 1
        break
      }
    }
    return false
  }

  /// Text as one quoted CSV field, its quotes doubled, whatever the separator.
  private static func quoted(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var result: [UInt8] = [UInt8(ascii: "\"")]
    result.reserveCapacity(text.count + 2)
    for byte in text {
      result.append(byte)
      if byte == UInt8(ascii: "\"") { result.append(byte) }
    }
    result.append(UInt8(ascii: "\""))
    return result
  }

  /// Writes a record that breaks the CSV rules as one row: its whole text, quoted, in the
  /// first column (CSV) or under the first name (JSON Lines), and the answers.
  private func writeMalformedRecord(
    at start: Int, end: Int, scanner: CSVRecordScanner, columnCount: Int, firstKey: [UInt8],
    outcome: RowOutcome, detail: borrowing RowDetail, writesCSV: Bool
  ) throws(BatchError) {
    if writesCSV {
      let crlf =
        scanner.terminatorLength == 2 || (scanner.terminatorLength == 0 && lineEnd.count == 2)
      try writeWholeRecord(
        at: start, end: end, columnCount: columnCount, outcome: outcome, detail: detail,
        crlf: crlf)
    } else {
      try writer.output.append([UInt8(ascii: "{")])
      try writer.writeJSONMember(
        key: firstKey, csvField: FieldSpan(start: start, end: end, isPresent: true),
        in: input.bytes, isFirst: true)
      try writer.writeJSONRow(
        prefix: UnsafeBufferPointer(start: nil, count: 0), hasMembers: true, outcome: outcome,
        detail: detail, suffix: UnsafeBufferPointer(start: nil, count: 0), crlf: false)
    }
  }

  /// Writes a CSV record as a JSON object of strings under the header's names.
  private func writeJSONRow(
    csvRecordAt start: Int, end: Int, keys: [[UInt8]], outcome: RowOutcome,
    detail: borrowing RowDetail
  ) throws(BatchError) {
    // Field by field straight to the output, so a record of many fields costs no memory.
    try writer.output.append([UInt8(ascii: "{")])
    var index = 0
    let bytes = input.bytes
    try CSVFields.forEach(bytes, from: start, to: end, dialect: configuration.dialect) {
      (field) throws(BatchError) in
      // Fields beyond the header (a flagged row) are kept under their position.
      let key = index < keys.count ? keys[index] : Self.jsonKey("column \(index + 1)".utf8)
      if field.isPresent {
        try writer.writeJSONMember(key: key, csvField: field, in: bytes, isFirst: index == 0)
      } else {
        // A TSV field of `\N` alone: no value.
        try writer.writeJSONNull(key: key, isFirst: index == 0)
      }
      index += 1
    }
    try writer.writeJSONRow(
      prefix: UnsafeBufferPointer(start: nil, count: 0), hasMembers: index > 0,
      outcome: outcome, detail: detail, suffix: UnsafeBufferPointer(start: nil, count: 0),
      crlf: false)
  }
}
