import BMICore
import BMISupport

/// Writes rows with their answers appended, as CSV (comma- or tab-separated) or JSON Lines,
/// into the output buffer.
final class BatchRowWriter {
  /// The buffer rows go to.
  let output: OutputBuffer

  private let categoryIDsCSV: ByteStrings
  private let labelsCSV: ByteStrings
  private let categoryIDsJSON: ByteStrings
  private let labelsJSON: ByteStrings
  private let sectionsCSV: ByteStrings
  private let sectionsJSON: ByteStrings
  private var jsonNames = ByteStrings([])
  private let includesLabel: Bool
  /// Whether a `section` column follows the others: the standard has several sections.
  private let includesSection: Bool
  private let extras: Extras
  /// Each category's groups as the `groups` column writes them, in CSV and in JSON.
  private let groupsCSV: [[UInt8]]
  private let groupsJSON: [[UInt8]]
  /// The longest appended CSV tail, without an error code or a BMI text from the exact path.
  private let tailReserve: Int
  /// The separator and the text of no value of CSV output.
  private let dialect: TextDialect
  /// The byte between CSV fields: the dialect's separator.
  private let separator: UInt8

  /// The columns that may follow `label` and `section`: a child's scores, what is wrong
  /// with a flagged row, and the category's groups.
  struct Extras {
    /// How many of `z_score`, `percentile` and `percent_of_p95` are written: 0, 2, or 3
    /// for CDC's references.
    let scores: Int
    /// Whether `error_detail` is written.
    let errorDetail: Bool
    /// Whether `groups` is written.
    let groups: Bool
    /// The language of `error_detail`.
    let language: String

    /// The columns a configuration and a standard ask for.
    init(_ configuration: BatchConfiguration, standard: Standard) {
      scores = Self.scoreNames(of: standard).count
      errorDetail = configuration.includesErrorDetail
      groups = configuration.includesGroups
      language = configuration.language
    }

    /// No column.
    static let none = Extras(scores: 0, errorDetail: false, groups: false, language: "en")

    private init(scores: Int, errorDetail: Bool, groups: Bool, language: String) {
      self.scores = scores
      self.errorDetail = errorDetail
      self.groups = groups
      self.language = language
    }

    /// Whether no column is written.
    var isEmpty: Bool { scores == 0 && !errorDetail && !groups }

    /// The names of the score columns a standard's rows get: `z_score` and `percentile`
    /// for a BMI-for-age standard, and `percent_of_p95` for CDC's; none for adults'.
    static func scoreNames(of standard: Standard) -> [String] {
      guard let reference = standard.bmiForAgeReference else { return [] }
      return ["z_score", "percentile"] + (reference.rules == .cdc2000 ? ["percent_of_p95"] : [])
    }
  }

  /// A writer for `standard`'s categories, with labels in `language` when `includesLabel`.
  init(
    output: OutputBuffer, standard: Standard, includesLabel: Bool, language: String,
    extras: Extras = .none, dialect: TextDialect = .csv
  ) {
    self.output = output
    self.dialect = dialect
    separator = dialect.separator
    self.includesLabel = includesLabel
    self.extras = extras
    let categories = standard.categories
    // Categories are numbered across all sections; each takes its own section's groups.
    var groupIDs = Array(repeating: [String](), count: categories.count)
    for (section, part) in standard.sections.enumerated() {
      for index in part.table.categories.indices {
        groupIDs[standard.categoryPosition(ofCategoryAt: index, inSection: section)] =
          part.table.groups(ofCategoryAt: index).map(\.id)
      }
    }
    groupsCSV = groupIDs.map { dialect.field(Array($0.joined(separator: ";").utf8)) }
    groupsJSON = groupIDs.map { ids in
      [UInt8(ascii: "[")]
        + Array(ids.map { JSONText.quoted(Array($0.utf8)) }.joined(separator: [44]))
        + [UInt8(ascii: "]")]
    }
    categoryIDsCSV = ByteStrings(categories.map { dialect.field(Array($0.id.utf8)) })
    labelsCSV = ByteStrings(categories.map { dialect.field(Array($0.label[language].utf8)) })
    categoryIDsJSON = ByteStrings(categories.map { JSONText.quoted(Array($0.id.utf8)) })
    labelsJSON = ByteStrings(categories.map { JSONText.quoted(Array($0.label[language].utf8)) })
    includesSection = standard.sections.count > 1
    sectionsCSV = ByteStrings(standard.sections.map { dialect.field(Array($0.name.utf8)) })
    sectionsJSON = ByteStrings(standard.sections.map { JSONText.quoted(Array($0.name.utf8)) })
    // Five separators, a value of at most 26 bytes, a CRLF, the longest id, label and
    // section, four `\N`, and the 32 bytes a short copy may write past its end.
    tailReserve =
      72 + categoryIDsCSV.longest + (includesLabel ? labelsCSV.longest : 0)
      + (includesSection ? sectionsCSV.longest + 1 : 0)
  }

  // MARK: - CSV

  /// Writes a CSV record's content unchanged, `padding` fields of no value, the answers and
  /// a line end (`\n`, or `\r\n` when `crlf`).
  @inline(__always)
  func writeCSVRow(
    _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, padding: Int,
    outcome: RowOutcome, detail: borrowing RowDetail, crlf: Bool
  ) throws(BatchError) {
    let length = end - start
    var needed = length + 3 * padding + tailReserve
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
    for _ in 0..<padding {
      cursor.put(separator)
      putNoValue(at: &cursor)
    }
    cursor.put(separator)
    switch outcome {
    case .classified(let index, let millionths, let decimals, let section):
      cursor.putDecimal(millionths: millionths, decimals: decimals)
      putCategory(index, at: &cursor)
      if includesSection { putSection(section, at: &cursor) }
    case .classifiedText(let index, let section):
      for byte in detail.display.utf8 { cursor.put(byte) }
      putCategory(index, at: &cursor)
      if includesSection { putSection(section, at: &cursor) }
    case .flagged:
      putNoValue(at: &cursor)
      cursor.put(separator)
      putNoValue(at: &cursor)
      cursor.put(separator)
      for byte in detail.problem.code.utf8 { cursor.put(byte) }
      if includesLabel {
        cursor.put(separator)
        putNoValue(at: &cursor)
      }
      if includesSection {
        cursor.put(separator)
        putNoValue(at: &cursor)
      }
    }
    if !extras.isEmpty {
      output.commit(upTo: cursor)
      let lineEnd: [UInt8] = crlf ? [UInt8(ascii: "\r"), UInt8(ascii: "\n")] : [UInt8(ascii: "\n")]
      try output.append(extraCSVFields(outcome, detail) + lineEnd)
      return
    }
    if crlf { cursor.put(UInt8(ascii: "\r")) }
    cursor.put(UInt8(ascii: "\n"))
    output.commit(upTo: cursor)
  }

  /// `,id,` (the error of no value after it) and, with labels, `,label`.
  @inline(__always)
  private func putCategory(_ index: Int, at cursor: inout UnsafeMutablePointer<UInt8>) {
    cursor.put(separator)
    let id = categoryIDsCSV[index]
    cursor.put(id.start, count: id.count)
    cursor.put(separator)
    putNoValue(at: &cursor)
    if includesLabel {
      cursor.put(separator)
      let label = labelsCSV[index]
      cursor.put(label.start, count: label.count)
    }
  }

  /// Nothing in CSV, `\N` in TSV: the text of an answer a row lacks.
  @inline(__always)
  private func putNoValue(at cursor: inout UnsafeMutablePointer<UInt8>) {
    if dialect.hasNullMarker {
      cursor.put(UInt8(ascii: "\\"))
      cursor.put(UInt8(ascii: "N"))
    }
  }

  /// `,section`.
  @inline(__always)
  private func putSection(_ section: Int, at cursor: inout UnsafeMutablePointer<UInt8>) {
    cursor.put(separator)
    let name = sectionsCSV[section]
    cursor.put(name.start, count: name.count)
  }

  /// Writes a CSV record from field texts (each already quoted as CSV needs), the answers
  /// and the line end.
  func writeCSVRow(
    fields: [[UInt8]], outcome: RowOutcome, detail: borrowing RowDetail, lineEnd: [UInt8]
  ) throws(BatchError) {
    let line = Array(fields.joined(separator: [separator])) + tail(outcome, detail)
    try output.append(line + lineEnd)
  }

  /// Writes a JSON value as a CSV field (after a separator unless `isFirst`): a string's text,
  /// another value's JSON text, nothing for `null`; quoted when CSV needs it.
  func writeCSVField(jsonValue value: FieldSpan, in bytes: UnsafePointer<UInt8>, isFirst: Bool)
    throws(BatchError)
  {
    let length = value.isPresent ? value.end - value.start : 0
    var plain = !value.hasEscapes && length <= OutputBuffer.chunkSize - 1
    if plain && length > 0 {
      let first = bytes[value.start]
      let last = bytes[value.end - 1]
      plain = first != UInt8(ascii: " ") && last != UInt8(ascii: " ")
      var position = value.start
      while plain && position < value.end {
        let byte = bytes[position]
        plain = byte != separator && byte != UInt8(ascii: "\"") && byte != 0x0A && byte != 0x0D
        position += 1
      }
    }
    guard plain else {
      let text =
        value.isQuoted
        ? JSONText.unescaped(bytes, value)
        : Array(UnsafeBufferPointer(start: bytes + value.start, count: length))
      try output.append((isFirst ? [] : [separator]) + CSVText.field(text))
      return
    }
    var cursor = try output.reserve(length + 1)
    if !isFirst { cursor.put(separator) }
    if length > 0 {
      (cursor).update(from: bytes + value.start, count: length)
      cursor += length
    }
    output.commit(upTo: cursor)
  }

  /// Writes the answers of a CSV record whose fields are already written, and the line end.
  func writeCSVTail(outcome: RowOutcome, detail: borrowing RowDetail, lineEnd: [UInt8])
    throws(BatchError)
  {
    try output.append(tail(outcome, detail) + lineEnd)
  }

  /// The answers of a CSV record, each after a separator.
  private func tail(_ outcome: RowOutcome, _ detail: borrowing RowDetail) -> [UInt8] {
    let (bmi, category, error, section) = texts(outcome, detail)
    let none = dialect.noValue
    var line: [UInt8] = [separator] + (bmi.isEmpty ? none : bmi) + [separator]
    line += category.map { categoryIDsCSV.array($0) } ?? none
    line += [separator] + (error.isEmpty ? none : error)
    if includesLabel { line += [separator] + (category.map { labelsCSV.array($0) } ?? none) }
    if includesSection { line += [separator] + (section.map { sectionsCSV.array($0) } ?? none) }
    return line + extraCSVFields(outcome, detail)
  }

  /// The header of CSV output: the input's header line content, then the appended names.
  func writeCSVHeader(_ content: [UInt8], names: [String], lineEnd: [UInt8]) throws(BatchError) {
    var line = content
    for name in names {
      line.append(separator)
      line += dialect.field(Array(name.utf8))
    }
    try output.append(line + lineEnd)
  }

  // MARK: - JSON Lines

  /// Sets the names JSON output gives the answers, in order: those of `bmi`, `category`,
  /// `error` (and `label`), as the header or first line settled them.
  func useJSONNames(_ names: [String]) {
    jsonNames = ByteStrings(names.map { JSONText.quoted(Array($0.utf8)) + [UInt8(ascii: ":")] })
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
  /// ``useJSONNames(_:)``, the closing brace, `suffix` and a line end.
  func writeJSONRow(
    prefix: UnsafeBufferPointer<UInt8>, hasMembers: Bool, outcome: RowOutcome,
    detail: borrowing RowDetail, suffix: UnsafeBufferPointer<UInt8>, crlf: Bool
  ) throws(BatchError) {
    if let base = prefix.baseAddress, prefix.count > 0 {
      try output.append(base, count: prefix.count)
    }
    var rare: [UInt8] = []
    switch outcome {
    case .classified: break
    case .classifiedText: rare = Array(detail.display.utf8)
    case .flagged: rare = JSONText.quoted(Array(detail.problem.code.utf8))
    }
    var cursor = try output.reserve(
      112 + 5 * jsonNames.longest + categoryIDsJSON.longest + labelsJSON.longest
        + sectionsJSON.longest + rare.count)
    func name(_ index: Int) {
      let (start, count) = jsonNames[index]
      cursor.put(start, count: count)
    }
    func null() {
      for byte in "null".utf8 { cursor.put(byte) }
    }
    if hasMembers { cursor.put(comma) }
    name(0)
    switch outcome {
    case .classified(_, let millionths, let decimals, _):
      cursor.putDecimal(millionths: millionths, decimals: decimals)
    case .classifiedText: cursor.putAll(rare)
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
    if extras.isEmpty {
      cursor.put(UInt8(ascii: "}"))
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

  // MARK: - Error detail and groups

  /// The category of a classified outcome.
  private func categoryIndex(_ outcome: RowOutcome) -> Int? {
    switch outcome {
    case .classified(let index, _, _, _), .classifiedText(let index, _): index
    case .flagged: nil
    }
  }

  /// What is wrong with a flagged row, in the run's language; empty for the others.
  private func errorDetail(_ outcome: RowOutcome, _ detail: borrowing RowDetail) -> String? {
    guard case .flagged = outcome else { return nil }
    return detail.problem.message.text(for: extras.language)
  }

  /// A child's scores, `,error_detail` and `,groups`, each when asked for.
  private func extraCSVFields(_ outcome: RowOutcome, _ detail: borrowing RowDetail) -> [UInt8] {
    var bytes: [UInt8] = []
    for text in scoreTexts(outcome, detail) {
      bytes.append(separator)
      bytes += text.isEmpty ? dialect.noValue : text
    }
    if extras.errorDetail {
      bytes.append(separator)
      bytes += errorDetail(outcome, detail).map { dialect.field(Array($0.utf8)) } ?? dialect.noValue
    }
    if extras.groups {
      bytes.append(separator)
      bytes += categoryIndex(outcome).map { groupsCSV[$0] } ?? dialect.noValue
    }
    return bytes
  }

  /// `,"error_detail":…` and `,"groups":[…]`, each when asked for, under the names set by
  /// ``useJSONNames(_:)``.
  private func extraJSONMembers(
    _ outcome: RowOutcome, _ detail: borrowing RowDetail
  ) -> [UInt8] {
    var bytes: [UInt8] = []
    var nameIndex = (includesLabel ? 4 : 3) + (includesSection ? 1 : 0)
    func name() -> [UInt8] {
      defer { nameIndex += 1 }
      return jsonNames.array(nameIndex)
    }
    for text in scoreTexts(outcome, detail) {
      bytes += [comma] + name()
      // A score is a JSON number, as `bmi classify --format json` writes it.
      bytes += text.isEmpty ? null : text
    }
    if extras.errorDetail {
      bytes += [comma] + name()
      bytes += errorDetail(outcome, detail).map { JSONText.quoted(Array($0.utf8)) } ?? null
    }
    if extras.groups {
      bytes += [comma] + name()
      bytes += categoryIndex(outcome).map { groupsJSON[$0] } ?? null
    }
    return bytes
  }

  /// The texts of the score columns: a classified child's scores, empty for a flagged row.
  private func scoreTexts(_ outcome: RowOutcome, _ detail: borrowing RowDetail) -> [[UInt8]] {
    guard extras.scores > 0 else { return [] }
    guard case .classifiedText = outcome else {
      return Array(repeating: [], count: extras.scores)
    }
    let scores = detail.scores
    return [
      Array(scores.z.utf8), Array(scores.percentile.utf8), Array(scores.percentOfNinetyFifth.utf8),
    ]
    .prefix(extras.scores).map { $0 }
  }

  /// The value's text, category index, error code and section of an outcome.
  private func texts(_ outcome: RowOutcome, _ detail: borrowing RowDetail) -> (
    [UInt8], Int?, [UInt8], Int?
  ) {
    switch outcome {
    case .classified(let index, let millionths, let decimals, let section):
      return (Self.decimalText(millionths, decimals), index, [], section)
    case .classifiedText(let index, let section):
      return (Array(detail.display.utf8), index, [], section)
    case .flagged:
      return ([], nil, Array(detail.problem.code.utf8), nil)
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
