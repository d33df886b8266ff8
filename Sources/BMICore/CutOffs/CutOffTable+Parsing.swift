// Reading a table of cut-offs by age from CSV text, checked with positions.

/// One thing wrong with a table of cut-offs by age, with its position in the file.
///
/// Positions are 1-based; the column is the byte column where the offending field starts.
/// The field's text is not kept: callers show the position and their own escaped line.
package struct CutOffTableProblem: Sendable, Equatable {
  /// What is wrong, as a stable code.
  package let code: Code
  /// The 1-based line.
  package let line: Int
  /// The 1-based byte column where the field starts.
  package let column: Int

  /// Creates a problem record.
  ///
  /// - Parameters:
  ///   - code: What is wrong.
  ///   - line: The 1-based line.
  ///   - column: The 1-based byte column.
  package init(code: Code, line: Int, column: Int) {
    self.code = code
    self.line = line
    self.column = column
  }

  /// The kinds of problem, each with a stable identifier.
  package enum Code: String, Sendable, Equatable, CaseIterable {
    /// The file has no header line.
    case empty = "cutoff-table.empty"
    /// The first two columns are not `sex` and `age_years`, `age_months` or `age_days`.
    case header = "cutoff-table.header"
    /// A cut-off the standard names is not a column of the header (reported at the header).
    case missingColumn = "cutoff-table.missing-column"
    /// A header column is neither `sex`, the age nor a cut-off the standard names.
    case extraColumn = "cutoff-table.extra-column"
    /// A row has a different number of fields from the header.
    case fieldCount = "cutoff-table.field-count"
    /// The sex is not `M` or `F`.
    case sex = "cutoff-table.sex"
    /// A field that must be a plain decimal is not one.
    case number = "cutoff-table.number"
    /// An age is negative.
    case negativeAge = "cutoff-table.negative-age"
    /// An age is below the previous age of the same sex.
    case outOfOrder = "cutoff-table.out-of-order"
    /// An age repeats the previous age of the same sex.
    case duplicateAge = "cutoff-table.duplicate-age"
    /// A cut-off is not above the one before it in the standard's order, lowest first.
    case cutOffsOutOfOrder = "cutoff-table.cut-offs-out-of-order"
    /// A sex has fewer than two rows, so no age lies between rows (reported at the header).
    case tooFewRows = "cutoff-table.too-few-rows"
  }
}

/// A table of cut-offs that could not be read, with every problem found (up to a limit).
package struct CutOffTableError: Error, Sendable, Equatable {
  /// The problems, in file order.
  package let problems: [CutOffTableProblem]
  /// The most problems recorded before reading stops.
  package static let problemLimit = 50
}

extension CutOffTable {
  /// Reads a table in the layout `sex,age_<unit>,<cut-off>,…`: one row per sex and age,
  /// one column per cut-off, the columns named as the standard names its cut-offs.
  ///
  /// Checks: the header (the unit from the age column's name; every named cut-off present,
  /// no other column); the field count of each row; `M`/`F`; plain decimals; ages not
  /// negative and, for each sex, strictly rising; cut-offs rising in the order named; at
  /// least two rows per sex. Empty lines are skipped; CR before LF is allowed.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - names: The cut-offs' column names, lowest first.
  ///   - reading: How the table is read between rows.
  /// - Throws: `CutOffTableError` with every problem found, up to its limit.
  package init(parsing text: String, names: [String], reading: CutOffReading)
    throws(CutOffTableError)
  {
    var reader = CutOffTableReader(names: names)
    TextLines.forEach(in: text, until: { reader.problems.count >= CutOffTableError.problemLimit }) {
      reader.read($0, lineNumber: $1)
    }
    reader.finish()
    guard reader.problems.isEmpty else {
      throw CutOffTableError(
        problems: Array(reader.problems.prefix(CutOffTableError.problemLimit)))
    }
    self.init(
      names: names, unit: reader.unit, reading: reading, female: reader.female,
      male: reader.male)
  }
}

/// The state of one pass over a cut-off table's lines.
private struct CutOffTableReader {
  let names: [String]
  var problems: [CutOffTableProblem] = []
  var fieldCount: Int?
  var headerLine = 1
  var unit = AgeUnit.years
  /// For each named cut-off, its field position; `nil` until the header is read.
  var positions: [Int] = []
  var female: [CutOffTable.Row] = []
  var male: [CutOffTable.Row] = []

  init(names: [String]) { self.names = names }

  mutating func read(_ line: [UInt8], lineNumber: Int) {
    let fields = Self.fields(of: line)
    guard let expected = fieldCount else {
      readHeader(fields, lineNumber: lineNumber)
      return
    }
    // A header that could not be read was reported; its rows cannot be.
    guard positions.count == names.count else { return }
    guard fields.count == expected else {
      let column = fields.count < expected ? line.count + 1 : fields[expected].column
      report(.fieldCount, lineNumber, column)
      return
    }
    readRow(fields, lineNumber: lineNumber)
  }

  mutating func readHeader(_ fields: [Field], lineNumber: Int) {
    headerLine = lineNumber
    fieldCount = fields.count
    let texts = fields.map { String(decoding: $0.bytes, as: UTF8.self) }
    guard texts.count >= 2, texts[0] == "sex",
      let found = AgeUnit.allCases.first(where: { "age_" + $0.rawValue == texts[1] })
    else {
      report(
        .header, lineNumber, fields[texts.first == "sex" ? min(1, fields.count - 1) : 0].column)
      return
    }
    unit = found
    var positions: [Int] = []
    for name in names {
      guard let position = texts.indices.dropFirst(2).first(where: { texts[$0] == name }) else {
        report(.missingColumn, lineNumber, 1)
        continue
      }
      positions.append(position)
    }
    for index in texts.indices.dropFirst(2) where !positions.contains(index) {
      report(.extraColumn, lineNumber, fields[index].column)
    }
    if positions.count == names.count && problems.isEmpty { self.positions = positions }
  }

  mutating func readRow(_ fields: [Field], lineNumber: Int) {
    let sexField = fields[0]
    let isFemale: Bool
    switch sexField.bytes {
    case [UInt8(ascii: "M")]: isFemale = false
    case [UInt8(ascii: "F")]: isFemale = true
    default: return report(.sex, lineNumber, sexField.column)
    }
    var numbers: [GrowthRational] = []
    for index in [1] + positions {
      guard
        let value = GrowthRational(decimalBytes: fields[index].bytes)
      else { return report(.number, lineNumber, fields[index].column) }
      numbers.append(value)
    }
    let age = numbers[0]
    let values = Array(numbers.dropFirst())
    let ageColumn = fields[1].column
    if age.signum < 0 { return report(.negativeAge, lineNumber, ageColumn) }
    for index in values.indices.dropFirst() where values[index] <= values[index - 1] {
      return report(.cutOffsOutOfOrder, lineNumber, fields[positions[index]].column)
    }
    if let previous = isFemale ? female.last : male.last {
      let order = age.compare(to: previous.age)
      if order < 0 { return report(.outOfOrder, lineNumber, ageColumn) }
      if order == 0 { return report(.duplicateAge, lineNumber, ageColumn) }
    }
    let row = CutOffTable.Row(age: age, values: values)
    if isFemale { female.append(row) } else { male.append(row) }
  }

  mutating func report(_ code: CutOffTableProblem.Code, _ line: Int, _ column: Int) {
    problems.append(CutOffTableProblem(code: code, line: line, column: column))
  }

  mutating func finish() {
    guard fieldCount != nil else { return report(.empty, 1, 1) }
    if problems.isEmpty && (female.count < 2 || male.count < 2) {
      report(.tooFewRows, headerLine, 1)
    }
  }

  /// A comma-separated field: its bytes and 1-based start column.
  struct Field {
    var bytes: [UInt8]
    var column: Int
  }

  static func fields(of line: [UInt8]) -> [Field] {
    var fields: [Field] = []
    var current = Field(bytes: [], column: 1)
    for (offset, byte) in line.enumerated() {
      if byte == UInt8(ascii: ",") {
        fields.append(current)
        current = Field(bytes: [], column: offset + 2)
      } else {
        current.bytes.append(byte)
      }
    }
    fields.append(current)
    return fields
  }
}
