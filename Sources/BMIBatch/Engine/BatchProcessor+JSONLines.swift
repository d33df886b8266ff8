import BMICore
import BMIPlatform
import BMISupport

/// What the first object of a JSON Lines input settles for the whole run.
struct JSONLinesLayout: Sendable {
  /// The first line's keys, once each, in order.
  var keys: [[UInt8]] = []
  /// The position of each key among them.
  var positions: [[UInt8]: Int] = [:]
  /// The key of each slot (empty for none), for messages.
  var slotNames: [String] = []
  /// The keys whose values fill the scanner's slots.
  var slotKeys: [[UInt8]] = []
  /// The answer names watched on each line of JSON Lines output: settled by the first
  /// line, so a later line that uses one is refused (`answer-key-taken`).
  var watchedNames: [[UInt8]] = []
  /// The names the answers are written under, settled by the first line.
  var answerNames: [String] = []
  /// The columns classified.
  var selection: ColumnSelection
  /// Whether the output is CSV.
  var writesCSV = false
}

extension BatchProcessor {
  /// Reads JSON Lines input up to its first object, whose keys name the columns, and
  /// settles them; ``position`` is left at that object, which is also the first row.
  func startJSONLines() throws(BatchError) -> BatchLayout {
    var scanner = JSONLineScanner()
    scanner.collectsMembers = true
    let writesCSV = configuration.resolvedOutputFormat == .csv
    while let start = try nextJSONLine(&scanner) {
      if start < 0 {
        try passBlankLine(start, scanner: scanner, writesCSV: writesCSV)
      } else {
        return .jsonLines(try settleColumns(at: start, scanner, writesCSV: writesCSV))
      }
    }
    if writesCSV { throw .emptyInput(name: configuration.inputName) }
    return .finished
  }

  /// Processes JSON lines from ``position`` on.
  func runJSONRows(_ columns: JSONLinesLayout, evaluator: RowEvaluator) throws(BatchError) {
    var scanner = JSONLineScanner()
    scanner.look(forSlots: columns.slotKeys, watching: columns.watchedNames)
    scanner.collectsMembers = columns.writesCSV
    scanner.readsCommonLines = configuration.allowsFastLane
    if !columns.writesCSV { writer.useJSONNames(columns.answerNames) }
    let writesCSV = columns.writesCSV
    var detail = RowDetail()
    // Heights and weights in the units plans hold are classified as the CSV lane does.
    let metric =
      configuration.allowsFastLane && configuration.heightUnit == .centimetres
      && configuration.weightUnit == .kilograms
    while let start = try nextJSONLine(&scanner) {
      if start < 0 {
        try passBlankLine(start, scanner: scanner, writesCSV: writesCSV)
        continue
      }
      if !writesCSV && scanner.presentNames != 0 {
        throw .answerKeyTaken(
          name: configuration.inputName, line: line,
          key: columns.answerNames[scanner.presentNames.trailingZeroBitCount])
      }
      let outcome: RowOutcome
      if let character = scanner.invalidCharacter {
        outcome = detail.flag(.invalidCharacter(Self.describe(character)), slot: -1)
      } else if scanner.repeatedSlots != 0 {
        let slot = scanner.repeatedSlots.trailingZeroBitCount
        outcome = detail.flag(.duplicateKey(columns.slotNames[slot]), slot: slot)
      } else if let planned = evaluator.plannedOutcome(
        input.bytes, slots: scanner.slots, metric: metric)
      {
        outcome = planned
      } else {
        outcome = evaluator.evaluate(input.bytes, slots: scanner.slots, detail: &detail)
      }
      try count(outcome, detail: detail) { slot in
        (slot >= 0 && !columns.slotNames[slot].isEmpty ? columns.slotNames[slot] : nil, nil)
      }
      if writesCSV {
        try writeCSVRow(
          jsonLineAt: start, scanner: scanner, keys: columns.keys, columns: columns.positions,
          outcome: outcome, detail: detail)
      } else {
        let bytes = UnsafeBufferPointer(start: input.bytes, count: input.limit)
        let prefix = UnsafeBufferPointer(rebasing: bytes[start..<scanner.closingBrace])
        let suffix = UnsafeBufferPointer(
          rebasing: bytes[(scanner.closingBrace + 1)..<scanner.contentEnd])
        let crlf = scanner.terminatorLength == 2
        // The common row first, without the detail: passing it copies it.
        if try !writer.writeCommonJSONRow(
          prefix: prefix, hasMembers: scanner.hasMembers, outcome: outcome, suffix: suffix,
          crlf: crlf)
        {
          try writer.writeOtherJSONRow(
            prefix: prefix, hasMembers: scanner.hasMembers, outcome: outcome, detail: detail,
            suffix: suffix, crlf: crlf)
        }
      }
      line += 1
      position = scanner.next
    }
  }

  /// Reads the first object's keys, finds the columns, and writes a CSV header if one is
  /// due.
  private func settleColumns(at start: Int, _ scanner: JSONLineScanner, writesCSV: Bool)
    throws(BatchError) -> JSONLinesLayout
  {
    try checkText(from: start, to: scanner.contentEnd)
    try checkColumnCount(scanner.members.count)
    var keys: [[UInt8]] = []
    var positions: [[UInt8]: Int] = [:]
    // A key repeated on the first line names one column; the row itself is flagged.
    for member in scanner.members {
      let key = JSONText.unescapedKey(input.bytes, member.key)
      if positions[key] == nil {
        positions[key] = keys.count
        keys.append(key)
      }
    }
    let names = keys.map { String(decoding: $0, as: UTF8.self) }
    let selection = try ColumnSelection(
      names: names, configuration: configuration, standard: standard)
    var columns = JSONLinesLayout(
      keys: keys, positions: positions, selection: selection, writesCSV: writesCSV)
    columns.slotNames = selection.columns.map { $0 >= 0 ? names[$0] : "" }
    columns.slotKeys = selection.columns.map { $0 >= 0 ? columns.keys[$0] : [] }
    // The answers' names are settled here, as a CSV header settles them: the same on
    // every line, whatever keys later lines have.
    let added = appendedNames { name in names.contains(name) }
    columns.answerNames = added
    if writesCSV {
      let header = names.map { CSVText.field(Array($0.utf8)) }
      try writer.writeCSVHeader(
        Array(header.joined(separator: [UInt8(ascii: ",")])), names: added, lineEnd: lineEnd)
    } else {
      columns.watchedNames = added.map { Array($0.utf8) }
    }
    return columns
  }

  /// A character a JSON line may not hold, for a message: `U+FFFE NONCHARACTER`, or the
  /// escape of a surrogate without its pair.
  static func describe(_ character: UInt32) -> String {
    guard let scalar = Unicode.Scalar(character) else {
      let hex = String(character, radix: 16, uppercase: true)
      return "the escape \\u\(hex), a surrogate without its pair"
    }
    return UnicodeNames.describe(scalar)
  }

  /// Copies a blank line (given as `-1 - start`) to JSON Lines output and moves past it.
  private func passBlankLine(_ encodedStart: Int, scanner: JSONLineScanner, writesCSV: Bool)
    throws(BatchError)
  {
    let start = -1 - encodedStart
    if !writesCSV { try writer.output.append(input.bytes + start, count: scanner.next - start) }
    line += 1
    position = scanner.next
  }

  /// Scans the next line, reading more input as needed.
  ///
  /// - Returns: The line's start offset; `-1 - start` for a blank line; `nil` at the end.
  private func nextJSONLine(_ scanner: inout JSONLineScanner) throws(BatchError) -> Int? {
    while true {
      if position == input.limit {
        guard try readMore(recordIsIncomplete: false) else { return nil }
        continue
      }
      if scanner.readsByTemplate(input.bytes, from: position, limit: input.limit) {
        try checkLength(upTo: scanner.next)
        return position
      }
      switch scanner.scan(
        input.bytes, from: position, limit: input.limit, atEndOfInput: input.isAtEnd)
      {
      case .record:
        try checkLength(upTo: scanner.next)
        return position
      case .blankLine: return -1 - position
      case .needsMoreInput:
        do throws(BatchError) {
          guard try readMore(recordIsIncomplete: true) else { return nil }
        } catch {
          // Lines ending in CR alone read as one line too long: say what they are.
          if case .recordTooLong = error,
            hasCarriageReturnLineEnd(from: position, to: input.limit, quotesMatter: false)
          {
            throw .carriageReturnLineEnds(name: configuration.inputName, line: line)
          }
          throw error
        }
      case .malformed(let offset, let problem):
        // `{…}` CR `{…}`: the parser reads the CR as a space and stops at the next object.
        if offset > position && input.bytes[offset - 1] == UInt8(ascii: "\r") {
          throw .carriageReturnLineEnds(name: configuration.inputName, line: line)
        }
        let (errorLine, column) = place(of: offset)
        throw .malformedJSON(
          name: configuration.inputName, line: errorLine, column: column, problem: problem)
      }
    }
  }

  /// Writes a JSON line as a CSV record under the first line's keys.
  private func writeCSVRow(
    jsonLineAt start: Int, scanner: JSONLineScanner, keys: [[UInt8]], columns: [[UInt8]: Int],
    outcome: RowOutcome, detail: borrowing RowDetail
  ) throws(BatchError) {
    // Most lines give the first line's keys in the same order: their values are written
    // straight out, in place.
    if scanner.members.count == keys.count
      && zip(scanner.members, keys).allSatisfy({ member, key in
        !member.key.hasEscapes && member.key.end - member.key.start == key.count
          && key.withUnsafeBufferPointer {
            memcmp(input.bytes + member.key.start, $0.baseAddress!, key.count) == 0
          }
      })
    {
      for (index, member) in scanner.members.enumerated() {
        try writer.writeCSVField(jsonValue: member.value, in: input.bytes, isFirst: index == 0)
      }
      try writer.writeCSVTail(outcome: outcome, detail: detail, lineEnd: lineEnd)
      return
    }
    let columnCount = keys.count
    var fields = Array(repeating: [UInt8](), count: columnCount)
    for member in scanner.members {
      let key = JSONText.unescapedKey(input.bytes, member.key)
      guard let index = columns[key] else {
        throw .unexpectedKey(
          name: configuration.inputName, line: line, key: String(decoding: key, as: UTF8.self))
      }
      let value = member.value
      if !value.isPresent {
        fields[index] = []
      } else if value.isQuoted {
        fields[index] = CSVText.field(JSONText.unescaped(input.bytes, value))
      } else {
        fields[index] = CSVText.field(
          UnsafeBufferPointer(start: input.bytes + value.start, count: value.end - value.start))
      }
    }
    try writer.writeCSVRow(fields: fields, outcome: outcome, detail: detail, lineEnd: lineEnd)
  }
}

extension JSONText {
  /// A key's text as UTF-8, escapes resolved.
  static func unescapedKey(_ bytes: UnsafePointer<UInt8>, _ key: FieldSpan) -> [UInt8] {
    key.hasEscapes
      ? unescaped(bytes, key)
      : Array(UnsafeBufferPointer(start: bytes + key.start, count: key.end - key.start))
  }
}
