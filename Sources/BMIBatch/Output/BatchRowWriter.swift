import BMICore
import BMISupport

/// Writes rows with their answers appended, as CSV (comma- or tab-separated) or JSON Lines,
/// into the output buffer.
final class BatchRowWriter {
  /// The buffer rows go to.
  let output: OutputBuffer

  private let categoryIDsCSV: ByteStrings
  /// What follows a classified row's BMI in CSV, by category: `,id,` (the error of no
  /// value) and, with labels, `,label`.
  private let classifiedTailsCSV: ByteStrings
  private let labelsCSV: ByteStrings
  let categoryIDsJSON: ByteStrings
  let labelsJSON: ByteStrings
  private let sectionsCSV: ByteStrings
  let sectionsJSON: ByteStrings
  var jsonNames = ByteStrings([])
  /// The answers of JSON rows classified with their BMI in tenths, by value, under the
  /// names ``useJSONNames(_:)`` set; not used when extra members follow the answers.
  let jsonAnswers: JSONAnswerTexts
  /// Whether ``jsonAnswers`` is used: off to compare with writing every answer in full.
  var keepsJSONAnswers = true
  let includesLabel: Bool
  /// Whether a `section` column follows the others: the standard has several sections.
  let includesSection: Bool
  let extras: Extras
  /// Each category's groups as the `groups` column writes them, in CSV and in JSON.
  let groupsCSV: [[UInt8]]
  let groupsJSON: [[UInt8]]
  /// The longest groups' text in either form, for the room the `groups` column takes.
  let groupsRoom: Int
  /// The longest appended CSV tail, without an error code or a BMI text from the exact path.
  let tailReserve: Int
  /// The separator and the text of no value of CSV output.
  let dialect: TextDialect
  /// The byte between CSV fields: the dialect's separator.
  let separator: UInt8
  /// The BMIs a classified row most often has, as text.
  private let tenthsTexts = TenthsTexts()

  /// The columns that may follow `label` and `section`: a child's scores, what is wrong
  /// with a flagged row, and the category's groups.
  struct Extras {
    /// How many of `z_score`, `percentile`, `percent_of_p95` and `bmi_for_age_flag` are
    /// written: 0, 3, or 4 for CDC's references.
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
    /// for a BMI-for-age standard, `percent_of_p95` for CDC's, then `bmi_for_age_flag`
    /// (WHO's flag, 1 or 0); none for adults'.
    static func scoreNames(of standard: Standard) -> [String] {
      guard let reference = standard.bmiForAgeReference else { return [] }
      return ["z_score", "percentile"]
        + (reference.rules.hasPercentOfNinetyFifth ? ["percent_of_p95"] : [])
        + ["bmi_for_age_flag"]
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
    groupsRoom = (groupsCSV + groupsJSON).map(\.count).max() ?? 0
    categoryIDsCSV = ByteStrings(categories.map { dialect.field(Array($0.id.utf8)) })
    labelsCSV = ByteStrings(categories.map { dialect.field(Array($0.label[language].utf8)) })
    classifiedTailsCSV = ByteStrings(
      categories.map { category in
        [dialect.separator] + dialect.field(Array(category.id.utf8)) + [dialect.separator]
          + dialect.noValue
          + (includesLabel
            ? [dialect.separator] + dialect.field(Array(category.label[language].utf8)) : [])
      })
    categoryIDsJSON = ByteStrings(categories.map { JSONText.quoted(Array($0.id.utf8)) })
    labelsJSON = ByteStrings(categories.map { JSONText.quoted(Array($0.label[language].utf8)) })
    includesSection = standard.sections.count > 1
    sectionsCSV = ByteStrings(standard.sections.map { dialect.field(Array($0.name.utf8)) })
    sectionsJSON = ByteStrings(standard.sections.map { JSONText.quoted(Array($0.name.utf8)) })
    jsonAnswers = JSONAnswerTexts(sectionCount: standard.sections.count)
    // Five separators, a value of at most 26 bytes, a CRLF, the longest id, label and
    // section, four `\N`, and the 32 bytes a short copy may write past its end.
    tailReserve =
      72 + categoryIDsCSV.longest + (includesLabel ? labelsCSV.longest : 0)
      + (includesSection ? sectionsCSV.longest + 1 : 0)
  }

  deinit { tenthsTexts.deallocate() }

  // MARK: - CSV

  /// Writes a CSV record's content unchanged, `padding` fields of no value, the answers and
  /// a line end (`\n`, or `\r\n` when `crlf`).
  @inline(__always)
  func writeCSVRow(
    _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, padding: Int,
    outcome: RowOutcome, detail: borrowing RowDetail, crlf: Bool
  ) throws(BatchError) {
    var answers = 3 * padding + tailReserve
    switch outcome {
    case .classified: break
    case .classifiedText:
      answers += detail.childUnits == nil ? detail.display.utf8.count : Self.unitsRoom
    case .flagged: answers += detail.problem.code.utf8.count
    }
    // The extra columns go straight into the record's room, as the general
    // `extraCSVFields` would write them, but for a flagged row's error detail.
    let extrasRoom = extras.isEmpty ? nil : inPlaceExtrasRoom(outcome, detail)
    if let extrasRoom { answers += extrasRoom }
    var cursor = try copyRecord(bytes, from: start, to: end, answers: answers)
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
      if let units = detail.childUnits {
        Self.put(units: units.display, decimals: units.displayDecimals, at: &cursor)
      } else {
        for byte in detail.display.utf8 { cursor.put(byte) }
      }
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
    if extrasRoom != nil {
      putExtraCSVFields(outcome, detail, at: &cursor)
    } else if !extras.isEmpty {
      output.commit(upTo: cursor)
      let lineEnd: [UInt8] = crlf ? [UInt8(ascii: "\r"), UInt8(ascii: "\n")] : [UInt8(ascii: "\n")]
      try output.append(extraCSVFields(outcome, detail) + lineEnd)
      return
    }
    if crlf { cursor.put(UInt8(ascii: "\r")) }
    cursor.put(UInt8(ascii: "\n"))
    output.commit(upTo: cursor)
  }

  /// Whether the CSV columns after a classified row's BMI are its category's and section's
  /// alone, as ``writeClassifiedCSVRow(_:from:to:tenths:categoryPosition:section:crlf:)``
  /// writes them.
  var writesPlainTails: Bool { extras.isEmpty }

  /// Writes a CSV record's content unchanged and the answers of a row classified with its
  /// BMI written in tenths, as ``writeCSVRow(_:from:to:padding:outcome:detail:crlf:)``
  /// writes them when ``writesPlainTails``.
  @inline(__always)
  func writeClassifiedCSVRow(
    _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, tenths: Int64,
    categoryPosition: Int, section: Int, crlf: Bool
  ) throws(BatchError) {
    var cursor = try copyRecord(bytes, from: start, to: end, answers: tailReserve)
    putClassifiedTail(
      tenths: tenths, categoryPosition: categoryPosition, section: section, at: &cursor)
    if crlf { cursor.put(UInt8(ascii: "\r")) }
    cursor.put(UInt8(ascii: "\n"))
    output.commit(upTo: cursor)
  }

  /// Writes a CSV record's content unchanged and an entry of ``SettledTails`` as its
  /// answers: what ``writeClassifiedCSVRow(_:from:to:tenths:categoryPosition:section:crlf:)``
  /// writes for the entry's row.
  @inline(__always)
  func writeSettledCSVRow(
    _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, entry: UnsafePointer<UInt8>,
    crlf: Bool
  ) throws(BatchError) {
    var cursor = try copyRecord(bytes, from: start, to: end, answers: tailReserve)
    let length = SettledTails.textLength(of: entry)
    if length > 32 {
      // A text with a section's name: the whole entry, 64 readable bytes, fits in the
      // answers' reserve (at least 72), and is copied without a call.
      let source = UnsafeRawPointer(entry)
      let target = UnsafeMutableRawPointer(cursor)
      for offset in stride(from: 0, to: SettledTails.entryLength, by: 16) {
        target.storeBytes(
          of: source.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self),
          toByteOffset: offset, as: SIMD16<UInt8>.self)
      }
      cursor += length
    } else {
      cursor.put(entry, count: length)
    }
    if crlf { cursor.put(UInt8(ascii: "\r")) }
    cursor.put(UInt8(ascii: "\n"))
    output.commit(upTo: cursor)
  }

  /// The answers of a row classified with its BMI written in tenths, each after a
  /// separator, without the line end: the BMI, the category's id, no error, the label
  /// when asked for, and the section when there are several.
  @inline(__always)
  func putClassifiedTail(
    tenths: Int64, categoryPosition: Int, section: Int, at cursor: inout UnsafeMutablePointer<UInt8>
  ) {
    cursor.put(separator)
    tenthsTexts.put(tenths: tenths, at: &cursor)
    putCategory(categoryPosition, at: &cursor)
    if includesSection { putSection(section, at: &cursor) }
  }

  /// Copies a CSV record's content into the output, and gives where its answers go, with
  /// `answers` bytes of room there.
  @inline(__always)
  func copyRecord(
    _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, answers: Int
  ) throws(BatchError) -> UnsafeMutablePointer<UInt8> {
    let length = end &- start
    guard length &+ answers <= OutputBuffer.chunkSize else {
      try output.append(bytes + start, count: length)
      return try output.reserve(answers)
    }
    var cursor = try output.reserve(length &+ answers)
    cursor.put(bytes + start, count: length)
    return cursor
  }

  /// `,id,` (the error of no value after it) and, with labels, `,label`.
  @inline(__always)
  func putCategory(_ index: Int, at cursor: inout UnsafeMutablePointer<UInt8>) {
    let tail = classifiedTailsCSV[index]
    cursor.put(tail.start, count: tail.count)
  }

  /// Nothing in CSV, `\N` in TSV: the text of an answer a row lacks.
  @inline(__always)
  func putNoValue(at cursor: inout UnsafeMutablePointer<UInt8>) {
    if dialect.hasNullMarker {
      cursor.put(UInt8(ascii: "\\"))
      cursor.put(UInt8(ascii: "N"))
    }
  }

  /// `,section`.
  @inline(__always)
  func putSection(_ section: Int, at cursor: inout UnsafeMutablePointer<UInt8>) {
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
    // A child the fast route settled: its answers' digits go straight into the output,
    // the bytes `tail(_:_:)` makes for it.
    if case .classifiedText(let index, let section) = outcome, let units = detail.childUnits,
      let extrasRoom = extras.isEmpty ? 0 : inPlaceExtrasRoom(outcome, detail)
    {
      var cursor = try output.reserve(tailReserve + Self.unitsRoom + extrasRoom)
      cursor.put(separator)
      Self.put(units: units.display, decimals: units.displayDecimals, at: &cursor)
      putCategory(index, at: &cursor)
      if includesSection { putSection(section, at: &cursor) }
      if !extras.isEmpty { putExtraCSVFields(outcome, detail, at: &cursor) }
      cursor.putAll(lineEnd)
      output.commit(upTo: cursor)
      return
    }
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

  let comma = UInt8(ascii: ",")
  let null = Array("null".utf8)
}
