import BMIKit

extension BatchProcessor {
  /// Processes JSON Lines input: one object per line, the keys found on the first line.
  func runJSONLines() throws(BatchError) {
    var scanner = JSONLineScanner()
    scanner.collectsMembers = true
    let writesCSV = configuration.resolvedOutputFormat == .csv
    // The first object names the columns; it is then scanned again as a row.
    var firstKeys: [[UInt8]] = []
    var keyColumns: [[UInt8]: Int] = [:]
    var evaluator: RowEvaluator?
    var keyOfSlot: [String] = []
    var csvNames: [[UInt8]] = []
    var watchedCount = 0
    var detail = RowDetail()
    while let start = try nextJSONLine(&scanner) {
      if start < 0 {
        if !writesCSV {
          try writer.output.append(input.bytes - start - 1, count: scanner.next + start + 1)
        }
        line += 1
        position = scanner.next
        continue
      }
      guard let evaluator else {
        try checkText(from: start, to: scanner.contentEnd)
        try checkColumnCount(scanner.members.count)
        // A key repeated on the first line names one column; the row itself is flagged.
        for member in scanner.members {
          let key = JSONText.unescapedKey(input.bytes, member.key)
          if keyColumns[key] == nil {
            keyColumns[key] = firstKeys.count
            firstKeys.append(key)
          }
        }
        let names = firstKeys.map { String(decoding: $0, as: UTF8.self) }
        let columns = try ColumnSelection(names: names, configuration: configuration)
        evaluator = RowEvaluator(standard: standard, rules: rules, mode: columns.mode)
        keyOfSlot = [names[columns.first]] + (columns.second >= 0 ? [names[columns.second]] : [])
        scanner.slotKeys = (
          firstKeys[columns.first], columns.second >= 0 ? firstKeys[columns.second] : [], []
        )
        let added = appendedNames { name in names.contains(name) }
        if writesCSV {
          try writer.writeCSVHeader(
            Array(
              names.map { CSVText.field(Array($0.utf8)) }.joined(separator: [UInt8(ascii: ",")])),
            names: added, lineEnd: lineEnd)
          csvNames = added.map { Self.jsonKey($0.utf8) }
        } else {
          let bases = ["bmi", "category", "error"] + (configuration.includesLabel ? ["label"] : [])
          scanner.watchedNames = (bases + bases.map { $0 + ".1" }).map { Array($0.utf8) }
          watchedCount = bases.count
          scanner.collectsMembers = false
        }
        continue
      }
      let outcome: RowOutcome
      if scanner.slotCounts.0 > 1 || scanner.slotCounts.1 > 1 {
        let key = scanner.slotCounts.0 > 1 ? keyOfSlot[0] : keyOfSlot[1]
        outcome = detail.flag(
          .duplicateKey(key),
          slot: scanner.slotCounts.0 > 1 ? 0 : 1)
      } else {
        outcome = evaluator.evaluate(
          input.bytes, first: scanner.slots.0, second: scanner.slots.1, detail: &detail)
      }
      try count(outcome, detail: detail) { slot in (slot >= 0 ? keyOfSlot[slot] : nil, nil) }
      if writesCSV {
        try writeCSVRow(
          jsonLineAt: start, scanner: scanner, columns: keyColumns, columnCount: firstKeys.count,
          outcome: outcome, detail: detail)
      } else {
        let names = (0..<watchedCount).map { index -> [UInt8] in
          let base = scanner.watchedNames[index]
          var name = base
          if scanner.presentNames & (1 << index) != 0 {
            name += Array(
              (scanner.presentNames & (1 << (index + watchedCount)) != 0 ? ".2" : ".1").utf8)
          }
          return Self.jsonKey(name)
        }
        let bytes = UnsafeBufferPointer(start: input.bytes, count: input.limit)
        try writer.writeJSONRow(
          prefix: UnsafeBufferPointer(rebasing: bytes[start..<scanner.closingBrace]),
          hasMembers: scanner.hasMembers, names: names, outcome: outcome, detail: detail,
          suffix: UnsafeBufferPointer(
            rebasing: bytes[(scanner.closingBrace + 1)..<scanner.contentEnd]),
          lineEnd: scanner.terminatorLength == 2 ? Self.crlf : Self.lf)
      }
      _ = csvNames
      line += 1
      position = scanner.next
    }
    if evaluator == nil && writesCSV { throw .emptyInput(name: configuration.inputName) }
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
      switch scanner.scan(
        input.bytes, from: position, limit: input.limit, atEndOfInput: input.isAtEnd)
      {
      case .record:
        try checkLength(upTo: scanner.next)
        return position
      case .blankLine: return -1 - position
      case .needsMoreInput:
        guard try readMore(recordIsIncomplete: true) else { return nil }
      case .malformed(let offset, let problem):
        let (errorLine, column) = place(of: offset)
        throw .malformedJSON(
          name: configuration.inputName, line: errorLine, column: column,
          problem: problem)
      }
    }
  }

  /// Writes a JSON line as a CSV record under the first line's keys.
  private func writeCSVRow(
    jsonLineAt start: Int, scanner: JSONLineScanner, columns: [[UInt8]: Int], columnCount: Int,
    outcome: RowOutcome, detail: borrowing RowDetail
  ) throws(BatchError) {
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
