// Reading an LMS reference table from CSV text, checked with positions.

extension GrowthReferenceTable {
  /// Reads a table in the layout `sex,<age column>,L,M,S` followed by any further columns
  /// (the CDC file's P3…P97), one row per sex and age.
  ///
  /// Checks: the header; the field count of each row; `M`/`F`; plain decimals; ages not
  /// negative (whole days for WHO 2006); M and S above zero; for each sex, ages strictly rising
  /// (a repeat is a duplicate, a fall is out of order) with no step above one day or month;
  /// both sexes present. Empty lines are skipped; CR before LF is allowed.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - reference: The reference whose rules the table follows.
  /// - Throws: `GrowthTableError` with every problem found, up to `GrowthTableError.problemLimit`.
  package init(parsing text: String, reference: GrowthReference) throws(GrowthTableError) {
    var reader = TableReader(reference: reference)
    // Half the lines for each sex, so the rows (eight fractions each) are not moved as their
    // arrays grow; a table with more of one sex only grows that array as before.
    var lineCount = 1
    _ = text.utf8.withContiguousStorageIfAvailable { bytes in
      for byte in bytes where byte == UInt8(ascii: "\n") { lineCount += 1 }
    }
    reader.males.reserveCapacity(lineCount / 2)
    reader.females.reserveCapacity(lineCount / 2)
    TextLines.forEach(in: text, until: { reader.problems.count >= GrowthTableError.problemLimit }) {
      reader.read($0, lineNumber: $1)
    }
    guard let table = reader.finish() else {
      throw GrowthTableError(problems: Array(reader.problems.prefix(GrowthTableError.problemLimit)))
    }
    self = table
  }
}

/// The state of one pass over a table's lines.
private struct TableReader {
  let reference: GrowthReference
  var problems: [GrowthTableProblem] = []
  var fieldCount: Int?
  var headerLine = 1
  var males: [GrowthTableRow] = []
  var females: [GrowthTableRow] = []

  init(reference: GrowthReference) { self.reference = reference }

  mutating func read(_ line: [UInt8], lineNumber: Int) {
    let fields = Self.fields(of: line)
    guard let expected = fieldCount else {
      readHeader(fields, lineNumber: lineNumber)
      return
    }
    // A header without the five required columns was reported; its rows cannot be read.
    guard expected >= 5 else { return }
    guard fields.count == expected else {
      // Too few: where the next field should start; too many: the first extra field.
      let column = fields.count < expected ? line.count + 1 : fields[expected].column
      report(.fieldCount, lineNumber, column)
      return
    }
    readRow(fields, lineNumber: lineNumber)
  }

  mutating func readHeader(_ fields: [Field], lineNumber: Int) {
    headerLine = lineNumber
    fieldCount = fields.count
    let required = ["sex", reference.ageColumn, "L", "M", "S"]
    for (index, name) in required.enumerated() {
      guard index < fields.count else {
        report(.header, lineNumber, (fields.last?.end ?? 0) + 1)
        return
      }
      if !fields[index].bytes.elementsEqual(name.utf8) {
        report(.header, lineNumber, fields[index].column)
      }
    }
  }

  mutating func readRow(_ fields: [Field], lineNumber: Int) {
    let sexField = fields[0]
    let sex: Sex
    switch sexField.bytes {
    case [UInt8(ascii: "M")]: sex = .male
    case [UInt8(ascii: "F")]: sex = .female
    default:
      report(.sex, lineNumber, sexField.column)
      return
    }
    // The four numbers read in place: no array of them for every row.
    var firstBad: Field?
    func number(_ field: Field) -> GrowthRational {
      if let value = GrowthRational(decimalBytes: field.bytes) { return value }
      if firstBad == nil { firstBad = field }
      return .zero
    }
    let (age, l, m, s) = (
      number(fields[1]), number(fields[2]), number(fields[3]), number(fields[4])
    )
    if let firstBad { return report(.number, lineNumber, firstBad.column) }
    let ageColumn = fields[1].column
    if age.signum < 0 { return report(.negativeAge, lineNumber, ageColumn) }
    if reference.wholeAges && !age.isInteger {
      return report(.fractionalAge, lineNumber, ageColumn)
    }
    if m.signum <= 0 { return report(.medianNotPositive, lineNumber, fields[3].column) }
    if s.signum <= 0 { return report(.variationNotPositive, lineNumber, fields[4].column) }
    // Only the previous age: a whole row (eight fractions) is not copied to read it.
    let previousAge = sex == .male ? males.last?.age : females.last?.age
    if let previousAge {
      let order = age.compare(to: previousAge)
      if order < 0 { return report(.outOfOrder, lineNumber, ageColumn) }
      if order == 0 { return report(.duplicateAge, lineNumber, ageColumn) }
      if age - previousAge > reference.maximumStep {
        return report(.ageGap, lineNumber, ageColumn)
      }
    }
    let row = GrowthTableRow(age: age, parameters: LMSParameters(l: l, m: m, s: s))
    if sex == .male { males.append(row) } else { females.append(row) }
  }

  mutating func report(_ code: GrowthTableProblem.Code, _ line: Int, _ column: Int) {
    problems.append(GrowthTableProblem(code: code, line: line, column: column))
  }

  mutating func finish() -> GrowthReferenceTable? {
    if fieldCount == nil { report(.empty, 1, 1) }
    if fieldCount != nil && (males.isEmpty || females.isEmpty) {
      report(.missingSex, headerLine, 1)
    }
    guard problems.isEmpty else { return nil }
    return GrowthReferenceTable(reference: reference, males: males, females: females)
  }

  /// A comma-separated field: its bytes (a slice of the line, not a copy) and 1-based start
  /// and end columns.
  struct Field {
    var bytes: ArraySlice<UInt8>
    var column: Int
    var end: Int
  }

  static func fields(of line: [UInt8]) -> [Field] {
    var fields: [Field] = []
    // An LMS table's rows have five to a dozen fields: one allocation for most lines.
    fields.reserveCapacity(16)
    var start = 0
    for offset in line.indices where line[offset] == UInt8(ascii: ",") {
      fields.append(Field(bytes: line[start..<offset], column: start + 1, end: offset))
      start = offset + 1
    }
    fields.append(Field(bytes: line[start...], column: start + 1, end: line.count))
    return fields
  }
}
