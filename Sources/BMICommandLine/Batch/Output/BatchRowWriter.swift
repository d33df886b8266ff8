import BMIKit

/// Writes rows with their answers appended, as CSV or JSON Lines, into the output buffer.
final class BatchRowWriter {
  /// The buffer rows go to.
  let output: OutputBuffer

  private let categoryIDsCSV: ByteStrings
  private let labelsCSV: ByteStrings
  private let categoryIDsJSON: [[UInt8]]
  private let labelsJSON: [[UInt8]]
  private let includesLabel: Bool
  /// The longest appended CSV tail, without an error code or a BMI text from the exact path.
  private let tailReserve: Int

  /// A writer for `standard`'s categories, with labels in `language` when `includesLabel`.
  init(output: OutputBuffer, standard: Standard, includesLabel: Bool, language: String) {
    self.output = output
    self.includesLabel = includesLabel
    let categories = standard.table.categories
    categoryIDsCSV = ByteStrings(categories.map { CSVText.field(Array($0.id.utf8)) })
    labelsCSV = ByteStrings(categories.map { CSVText.field(Array($0.label[language].utf8)) })
    categoryIDsJSON = categories.map { JSONText.quoted(Array($0.id.utf8)) }
    labelsJSON = categories.map { JSONText.quoted(Array($0.label[language].utf8)) }
    // Four commas, a BMI of at most 26 bytes, a CRLF, the longest id and label, and the
    // 32 bytes a short copy may write past its end.
    tailReserve = 64 + categoryIDsCSV.longest + (includesLabel ? labelsCSV.longest : 0)
  }

  // MARK: - CSV

  /// Writes a CSV record's content unchanged, `padding` empty fields, the answers and a
  /// line end (`\n`, or `\r\n` when `crlf`).
  @inline(__always)
  func writeCSVRow(
    _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, padding: Int,
    outcome: RowOutcome, detail: borrowing RowDetail, crlf: Bool
  ) throws(BatchError) {
    let length = end - start
    var needed = length + padding + tailReserve
    switch outcome {
    case .classified: break
    case .classifiedText: needed += detail.display.utf8.count
    case .flagged: needed += detail.problem.code.utf8.count
    }
    var cursor: UnsafeMutablePointer<UInt8>
    if needed <= OutputBuffer.chunkSize {
      cursor = try output.reserve(needed)
      cursor.put(bytes + start, count: length)
    } else {
      try output.append(bytes + start, count: length)
      cursor = try output.reserve(needed - length)
    }
    for _ in 0..<padding { cursor.put(comma) }
    cursor.put(comma)
    switch outcome {
    case .classified(let index, let millionths, let decimals):
      cursor.putDecimal(millionths: millionths, decimals: decimals)
      putCategory(index, at: &cursor)
    case .classifiedText(let index):
      for byte in detail.display.utf8 { cursor.put(byte) }
      putCategory(index, at: &cursor)
    case .flagged:
      cursor.put(comma)
      cursor.put(comma)
      for byte in detail.problem.code.utf8 { cursor.put(byte) }
      if includesLabel { cursor.put(comma) }
    }
    if crlf { cursor.put(UInt8(ascii: "\r")) }
    cursor.put(UInt8(ascii: "\n"))
    output.commit(upTo: cursor)
  }

  /// `,id,` and, with labels, `,label`.
  @inline(__always)
  private func putCategory(_ index: Int, at cursor: inout UnsafeMutablePointer<UInt8>) {
    cursor.put(comma)
    let id = categoryIDsCSV[index]
    cursor.put(id.start, count: id.count)
    cursor.put(comma)
    if includesLabel {
      cursor.put(comma)
      let label = labelsCSV[index]
      cursor.put(label.start, count: label.count)
    }
  }

  /// Writes a CSV record from field texts (each already quoted as CSV needs), the answers
  /// and the line end.
  func writeCSVRow(
    fields: [[UInt8]], outcome: RowOutcome, detail: borrowing RowDetail, lineEnd: [UInt8]
  ) throws(BatchError) {
    var line = Array(fields.joined(separator: [comma]))
    let (bmi, category, error) = texts(outcome, detail)
    line += [comma] + bmi + [comma] + (category.map { categoryIDsCSV.array($0) } ?? [])
    line += [comma] + error
    if includesLabel { line += [comma] + (category.map { labelsCSV.array($0) } ?? []) }
    try output.append(line + lineEnd)
  }

  /// The header of CSV output: the input's header line content, then the appended names.
  func writeCSVHeader(_ content: [UInt8], names: [String], lineEnd: [UInt8]) throws(BatchError) {
    var line = content
    for name in names {
      line.append(comma)
      line += CSVText.field(Array(name.utf8))
    }
    try output.append(line + lineEnd)
  }

  // MARK: - JSON Lines

  /// Writes a JSON object: `prefix` (the input object up to, not including, its closing
  /// brace, or an opening brace and members), the answers under `names` (JSON strings with
  /// a colon), the closing brace, `suffix` and the line end.
  func writeJSONRow(
    prefix: UnsafeBufferPointer<UInt8>, hasMembers: Bool, names: [[UInt8]],
    outcome: RowOutcome, detail: borrowing RowDetail, suffix: UnsafeBufferPointer<UInt8>,
    lineEnd: [UInt8]
  ) throws(BatchError) {
    if let base = prefix.baseAddress { try output.append(base, count: prefix.count) }
    let (bmi, category, error) = texts(outcome, detail)
    var tail: [UInt8] = hasMembers ? [comma] : []
    tail += names[0] + (bmi.isEmpty ? null : bmi) + [comma]
    tail += names[1] + (category.map { categoryIDsJSON[$0] } ?? null) + [comma]
    tail += names[2] + (error.isEmpty ? null : JSONText.quoted(error))
    if includesLabel {
      tail += [comma] + names[3] + (category.map { labelsJSON[$0] } ?? null)
    }
    tail.append(UInt8(ascii: "}"))
    try output.append(tail)
    if let base = suffix.baseAddress { try output.append(base, count: suffix.count) }
    try output.append(lineEnd)
  }

  /// The BMI text, category index and error code of an outcome.
  private func texts(_ outcome: RowOutcome, _ detail: borrowing RowDetail) -> (
    [UInt8], Int?, [UInt8]
  ) {
    switch outcome {
    case .classified(let index, let millionths, let decimals):
      return (Self.decimalText(millionths, decimals), index, [])
    case .classifiedText(let index):
      return (Array(detail.display.utf8), index, [])
    case .flagged:
      return ([], nil, Array(detail.problem.code.utf8))
    }
  }

  /// A decimal of `millionths` with `decimals` digits, as bytes.
  static func decimalText(_ millionths: Int64, _ decimals: Int) -> [UInt8] {
    let whole = Array(String(millionths / 1_000_000).utf8)
    let fraction = Array(String(millionths % 1_000_000 + 1_000_000).utf8.dropFirst())
    return whole + [UInt8(ascii: ".")] + fraction.prefix(decimals)
  }

  private let comma = UInt8(ascii: ",")
  private let null = Array("null".utf8)
}
