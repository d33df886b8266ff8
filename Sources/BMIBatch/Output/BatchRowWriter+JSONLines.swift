import BMICore
import BMISupport

/// JSON Lines rows: members copied from the input, then the answers.
extension BatchRowWriter {
  /// Sets the names JSON output gives the answers, in order: those of `bmi`, `category`,
  /// `error` (and `label`), as the header or first line settled them.
  func useJSONNames(_ names: [String]) {
    jsonNames = ByteStrings(names.map { JSONText.quoted(Array($0.utf8)) + [UInt8(ascii: ":")] })
    // Texts under other names are of no use now.
    jsonAnswers.removeAll()
  }

  /// Writes `"key":null` (after a comma unless `isFirst`): a TSV field of `\N` alone.
  func writeJSONNull(key: [UInt8], isFirst: Bool) throws(BatchError) {
    try output.append((isFirst ? [] : [UInt8(ascii: ",")]) + key + null)
  }

  /// Writes `"key":"text"` (after a comma unless `isFirst`) for a CSV field, its doubled
  /// quotes made single and the text escaped as JSON needs.
  func writeJSONMember(
    key: [UInt8], csvField field: FieldSpan, in bytes: UnsafePointer<UInt8>, isFirst: Bool
  ) throws(BatchError) {
    let length = field.end - field.start
    // Six bytes at most per byte of text (`\u001f`), plus quotes and the separator.
    guard key.count + 6 * length + 4 <= OutputBuffer.chunkSize else {
      var member: [UInt8] = isFirst ? [] : [comma]
      member += key + JSONText.quoted(CSVText.unescaped(bytes, field))
      try output.append(member)
      return
    }
    var cursor = try output.reserve(key.count + 6 * length + 4)
    if !isFirst { cursor.put(comma) }
    cursor.putAll(key)
    cursor.put(UInt8(ascii: "\""))
    var position = field.start
    while position < field.end {
      let byte = bytes[position]
      position += 1
      if byte == UInt8(ascii: "\"") && field.hasEscapes { position += 1 }
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        cursor.put(UInt8(ascii: "\\"))
        cursor.put(byte)
      case 0x0A:
        cursor.put(UInt8(ascii: "\\"))
        cursor.put(UInt8(ascii: "n"))
      case 0x0D:
        cursor.put(UInt8(ascii: "\\"))
        cursor.put(UInt8(ascii: "r"))
      case 0x09:
        cursor.put(UInt8(ascii: "\\"))
        cursor.put(UInt8(ascii: "t"))
      case 0..<0x20:
        let digits = Array("0123456789abcdef".utf8)
        for escaped in [
          UInt8(ascii: "\\"), UInt8(ascii: "u"), 48, 48, digits[Int(byte >> 4)],
          digits[Int(byte & 15)],
        ] {
          cursor.put(escaped)
        }
      default:
        cursor.put(byte)
      }
    }
    cursor.put(UInt8(ascii: "\""))
    output.commit(upTo: cursor)
  }

  /// Writes a JSON object: `prefix` (the input object up to, not including, its closing
  /// brace, or an opening brace and members), the answers under the names set by
  /// ``useJSONNames(_:)``, the closing brace, `suffix` and a line end. `prefix` and
  /// `suffix` are in the input buffer (readable 64 bytes past their end), or empty.
  func writeJSONRow(
    prefix: UnsafeBufferPointer<UInt8>, hasMembers: Bool, outcome: RowOutcome,
    detail: borrowing RowDetail, suffix: UnsafeBufferPointer<UInt8>, crlf: Bool
  ) throws(BatchError) {
    if try writeCommonJSONRow(
      prefix: prefix, hasMembers: hasMembers, outcome: outcome, suffix: suffix, crlf: crlf)
    {
      return
    }
    try writeOtherJSONRow(
      prefix: prefix, hasMembers: hasMembers, outcome: outcome, detail: detail, suffix: suffix,
      crlf: crlf)
  }

  /// Writes the row as ``writeJSONRow(prefix:hasMembers:outcome:detail:suffix:crlf:)`` does
  /// when it is the common row, classified with a BMI whose answers' text was made before
  /// for the same category, and gives whether it was; it needs no ``RowDetail``, so a
  /// caller whose detail is a variable need not copy it for the call on most rows.
  @inline(__always)
  func writeCommonJSONRow(
    prefix: UnsafeBufferPointer<UInt8>, hasMembers: Bool, outcome: RowOutcome,
    suffix: UnsafeBufferPointer<UInt8>, crlf: Bool
  ) throws(BatchError) -> Bool {
    // The common row: its answers' text was made before, for the same BMI and category.
    if case .classified(let index, let millionths, let decimals, let section) = outcome,
      decimals == 1, millionths % 100_000 == 0, extras.isEmpty, keepsJSONAnswers,
      let entry = jsonAnswers.madeEntry(
        tenths: millionths / 100_000, position: index, section: section)
        ?? makeJSONAnswers(outcome, tenths: millionths / 100_000, position: index, section: section),
      prefix.count &+ suffix.count <= OutputBuffer.chunkSize &- 128
    {
      // The line's bytes, the entry's 64 and the line end; short copies may write 32
      // bytes past their end, into the buffer's padding.
      var cursor = try output.reserve(prefix.count &+ suffix.count &+ 67)
      // A line of up to 64 bytes is copied as four vectors: the input buffer is readable
      // and the output writable that far.
      // (A CSV record written as JSON has its members written already, and no prefix.)
      if let prefixStart = prefix.baseAddress, prefix.count > 0 {
        if prefix.count <= 64 {
          Self.copy64(from: UnsafeRawPointer(prefixStart), to: UnsafeMutableRawPointer(cursor))
          cursor += prefix.count
        } else {
          cursor.put(prefixStart, count: prefix.count)
        }
      }
      if hasMembers { cursor.put(comma) }
      Self.copy64(from: UnsafeRawPointer(entry), to: UnsafeMutableRawPointer(cursor))
      cursor += JSONAnswerTexts.textLength(of: entry)
      if let suffixStart = suffix.baseAddress, suffix.count > 0 {
        cursor.put(suffixStart, count: suffix.count)
      }
      if crlf { cursor.put(UInt8(ascii: "\r")) }
      cursor.put(UInt8(ascii: "\n"))
      output.commit(upTo: cursor)
      return true
    }
    return false
  }

  /// Writes any other row for ``writeJSONRow(prefix:hasMembers:outcome:detail:suffix:crlf:)``:
  /// its answers in full.
  func writeOtherJSONRow(
    prefix: UnsafeBufferPointer<UInt8>, hasMembers: Bool, outcome: RowOutcome,
    detail: borrowing RowDetail, suffix: UnsafeBufferPointer<UInt8>, crlf: Bool
  ) throws(BatchError) {
    if let base = prefix.baseAddress, prefix.count > 0 {
      try output.append(base, count: prefix.count)
    }
    var rare: [UInt8] = []
    var units: BMIForAgeFastUnits? = nil
    switch outcome {
    case .classified: break
    case .classifiedText:
      // A child the fast route settled: its digits go straight into the output.
      units = detail.childUnits
      if units == nil { rare = Array(detail.display.utf8) }
    case .flagged: rare = JSONText.quoted(Array(detail.problem.code.utf8))
    }
    let extrasRoom = extras.isEmpty ? 0 : inPlaceExtrasRoom(outcome, detail)
    // The answers, the extras, the closing brace and a line end.
    var cursor = try output.reserve(
      answersReserve(rare: units == nil ? rare.count : Self.unitsRoom) + (extrasRoom ?? 0) + 3)
    if hasMembers { cursor.put(comma) }
    putJSONAnswers(outcome, rare: rare, units: units, at: &cursor)
    if extrasRoom != nil {
      if !extras.isEmpty { putExtraJSONMembers(outcome, detail, at: &cursor) }
      cursor.put(UInt8(ascii: "}"))
      guard suffix.count > 0 else {
        // No text after the object (the common line): the line end goes in the same room.
        if crlf { cursor.put(UInt8(ascii: "\r")) }
        cursor.put(UInt8(ascii: "\n"))
        output.commit(upTo: cursor)
        return
      }
      output.commit(upTo: cursor)
    } else {
      output.commit(upTo: cursor)
      try output.append(extraJSONMembers(outcome, detail) + [UInt8(ascii: "}")])
    }
    if let base = suffix.baseAddress, suffix.count > 0 {
      try output.append(base, count: suffix.count)
    }
    try output.append(crlf ? [UInt8(ascii: "\r"), UInt8(ascii: "\n")] : [UInt8(ascii: "\n")])
  }

  /// The entry of ``jsonAnswers`` for a classified row, made now when it is missing; `nil`
  /// when there can be none. Out of line: its closure holds the writer, which the common
  /// row, whose entry is made, then neither retains nor releases.
  @inline(never)
  private func makeJSONAnswers(
    _ outcome: RowOutcome, tenths: Int64, position: Int, section: Int
  ) -> UnsafePointer<UInt8>? {
    jsonAnswers.entry(
      tenths: tenths, position: position, section: section,
      capacity: answersReserve(rare: 0),
      make: { cursor in
        putJSONAnswers(outcome, rare: [], at: &cursor)
        cursor.put(UInt8(ascii: "}"))
      })
  }

  /// Copies 64 bytes as four 16-byte vectors.
  @inline(__always)
  private static func copy64(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer) {
    for offset in stride(from: 0, to: 64, by: 16) {
      (target + offset).storeBytes(
        of: (source + offset).loadUnaligned(as: SIMD16<UInt8>.self), as: SIMD16<UInt8>.self)
    }
  }

  /// The room ``putJSONAnswers(_:rare:units:at:)`` needs, for a rare text of `rare` bytes.
  private func answersReserve(rare: Int) -> Int {
    112 + 5 * jsonNames.longest + categoryIDsJSON.longest + labelsJSON.longest
      + sectionsJSON.longest + rare
  }

  /// Writes the answers of a row, each under its name and after a comma but the first:
  /// the BMI, the category, the error, the label when asked for and the section when there
  /// are several; `rare` is the BMI's text from the exact path, or a flagged row's quoted
  /// error code; `units` a child's answer from the fast route, whose display is written
  /// from its digits instead.
  func putJSONAnswers(
    _ outcome: RowOutcome, rare: [UInt8], units: BMIForAgeFastUnits? = nil,
    at cursor: inout UnsafeMutablePointer<UInt8>
  ) {
    func name(_ index: Int) {
      let (start, count) = jsonNames[index]
      cursor.put(start, count: count)
    }
    func null() {
      for byte in "null".utf8 { cursor.put(byte) }
    }
    name(0)
    switch outcome {
    case .classified(_, let millionths, let decimals, _):
      cursor.putDecimal(millionths: millionths, decimals: decimals)
    case .classifiedText:
      if let units {
        Self.put(units: units.display, decimals: units.displayDecimals, at: &cursor)
      } else {
        cursor.putAll(rare)
      }
    case .flagged: null()
    }
    cursor.put(comma)
    name(1)
    switch outcome {
    case .classified(let index, _, _, _), .classifiedText(let index, _):
      let (start, count) = categoryIDsJSON[index]
      cursor.put(start, count: count)
    case .flagged: null()
    }
    cursor.put(comma)
    name(2)
    if case .flagged = outcome { cursor.putAll(rare) } else { null() }
    if includesLabel {
      cursor.put(comma)
      name(3)
      switch outcome {
      case .classified(let index, _, _, _), .classifiedText(let index, _):
        let (start, count) = labelsJSON[index]
        cursor.put(start, count: count)
      case .flagged: null()
      }
    }
    if includesSection {
      cursor.put(comma)
      name(includesLabel ? 4 : 3)
      switch outcome {
      case .classified(_, _, _, let section), .classifiedText(_, let section):
        let (start, count) = sectionsJSON[section]
        cursor.put(start, count: count)
      case .flagged: null()
      }
    }
  }
}
