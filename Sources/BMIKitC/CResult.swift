import BMICore
import BMIPlatform

/// The object behind a `bmikit_result *`: each answer's texts for every row, kept as one
/// buffer a column (rows separated by `\n`, NUL after the last) and the rows' categories;
/// immutable once made. A result classified in memory keeps its runs of rows (``Part``)
/// instead, and writes an answer's buffer the first time it is asked for.
final class ResultHandle {
  /// The rows.
  let rows: Int
  /// Per answer (`bmikit_answer`), the texts of all rows joined by `\n`, then a NUL.
  private(set) var columns: [[UInt8]]
  /// Per answer, where each row's text ends in its column.
  private(set) var ends: [[Int]]
  /// Each row's category position among the standard's categories; -1 flagged. (Empty
  /// for a result made of parts, which keep them.)
  private(set) var categories: [Int32]

  /// The `bmikit_answer` order of the names batch writes its answers under.
  static let answerOrder = [
    "value", "category", "error", "z_score", "percentile", "percent_of_p95", "error_detail",
    "label", "section", "bmi_for_age_flag",
  ]

  /// The names of the standard's sections a row's section answer is one of; none for a
  /// standard of one section (``AnswerNames/sections(of:)``).
  let sectionNames: [[UInt8]]

  /// The runs of rows of a result classified in memory; its texts are written from them
  /// when asked for (``columnPointer(_:length:)``). Empty for any other result.
  private(set) var parts: [Part] = []
  /// The row each of ``parts`` starts at.
  private(set) var partStarts: [Int] = []

  /// The answers of `rows` rows from the parts of its runs of rows, in order.
  init(rows: Int, parts: [Part]) {
    self.rows = rows
    columns = []
    ends = []
    // The categories stay in the parts (``writeCategories(to:)``).
    categories = []
    var start = 0
    for part in parts {
      partStarts.append(start)
      start += part.rows
    }
    self.parts = parts
    sectionNames = parts.first?.names.sections ?? []
    frozen = Array(repeating: nil, count: Self.answerOrder.count)
  }

  /// Empty answers for `rows` rows, to be filled row by row.
  init(rows: Int, names: [String], standard: Standard) {
    self.rows = rows
    columns = Array(repeating: [], count: Self.answerOrder.count)
    ends = Array(repeating: [], count: Self.answerOrder.count)
    categories = Array(repeating: -1, count: rows)
    sectionNames = AnswerNames.sections(of: standard)
    filledByRow = true
    prepareRows()
  }

  /// Whether the texts are kept per row, in ``rowTexts``, until ``finish()``.
  private var filledByRow = false
  /// Per answer, per row, the text of a result filled row by row.
  private var rowTexts: [[String]] = []

  /// The answers read from batch's output for `rows` headerless records of `inputFields`
  /// fields each followed by the answers `names`; `nil` when the output does not have
  /// that shape.
  init?(output: [UInt8], rows: Int, inputFields: Int, names: [String], standard: Standard) {
    self.rows = rows
    var slots = names.map { name -> Int in
      Self.answerOrder.firstIndex(of: name) ?? 0
    }
    slots[0] = 0
    self.columns = []
    self.ends = []
    self.categories = []
    sectionNames = AnswerNames.sections(of: standard)
    var positions: [String: Int32] = [:]
    for (index, category) in standard.categories.enumerated() {
      positions[category.id] = Int32(index)
    }
    let fieldCount = inputFields + names.count
    // Local arrays, assigned once at the end: a class's stored arrays would be checked for
    // exclusive access at every append.
    var columns = Array(repeating: [UInt8](), count: Self.answerOrder.count)
    var ends = Array(repeating: [Int](), count: Self.answerOrder.count)
    var categories: [Int32] = []
    categories.reserveCapacity(rows)
    for answer in ends.indices { ends[answer].reserveCapacity(rows) }
    let parsed: Bool = output.withUnsafeBufferPointer { bytes in
      var scanner = CSVScanner(bytes: bytes)
      var field: [UInt8] = []
      var row = 0
      var lastCategory: (text: [UInt8], position: Int32) = ([], -1)
      while !scanner.isAtEnd {
        if row == rows { return false }
        var seen = 0
        var categoryText: [UInt8] = []
        var recordEnded = false
        while !recordEnded {
          recordEnded = scanner.nextField(into: &field)
          if seen >= inputFields && seen < fieldCount {
            let answer = slots[seen - inputFields]
            if row > 0 { columns[answer].append(UInt8(ascii: "\n")) }
            columns[answer].append(contentsOf: field)
            ends[answer].append(columns[answer].count)
            if answer == 1 { categoryText = field }
          }
          seen += 1
        }
        guard seen == fieldCount else { return false }
        for answer in columns.indices where ends[answer].count < row + 1 {
          if row > 0 { columns[answer].append(UInt8(ascii: "\n")) }
          ends[answer].append(columns[answer].count)
        }
        if categoryText.isEmpty {
          categories.append(-1)
        } else if categoryText == lastCategory.text {
          categories.append(lastCategory.position)
        } else {
          let position = positions[String(decoding: categoryText, as: UTF8.self)] ?? -1
          lastCategory = (categoryText, position)
          categories.append(position)
        }
        row += 1
      }
      return row == rows
    }
    guard parsed else { return nil }
    for answer in columns.indices { columns[answer].append(0) }
    self.columns = columns
    self.ends = ends
    self.categories = categories
    freeze()
  }

  /// Copies of ``columns`` at addresses that stay put, for `bmikit_result_column`; for a
  /// result made of parts, each made the first time it is asked for.
  private var frozen: [UnsafeMutableBufferPointer<UInt8>?] = []
  /// Guards the making of ``frozen``'s columns: callers may share a result between threads.
  private let freezing = ConditionLock()

  /// Makes ``frozen``.
  private func freeze() {
    frozen = columns.map { column in
      let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: column.count)
      _ = copy.initialize(from: column)
      return copy
    }
  }

  deinit {
    for copy in frozen { copy?.deallocate() }
  }

  /// The address of an answer's column, and its length without the NUL.
  func columnPointer(_ answer: Int, length: UnsafeMutablePointer<Int>?) -> UnsafePointer<CChar>? {
    let copy = freezing.withLock { () -> UnsafeMutableBufferPointer<UInt8> in
      if let copy = frozen[answer] { return copy }
      let copy = joinedColumn(answer)
      frozen[answer] = copy
      return copy
    }
    length?.pointee = copy.count - 1
    return copy.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
  }

  /// The handle as the C pointer the caller keeps.
  func retained() -> OpaquePointer { OpaquePointer(Unmanaged.passRetained(self).toOpaque()) }

  /// The handle behind a pointer, or `nil` for NULL.
  static func from(_ pointer: OpaquePointer?) -> ResultHandle? {
    guard let pointer else { return nil }
    return Unmanaged<ResultHandle>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
  }

  /// The text of one answer of one row.
  func text(_ answer: Int, row: Int) -> ArraySlice<UInt8> {
    if filledByRow { return ArraySlice(rowTexts[answer][row].utf8) }
    if !parts.isEmpty {
      let (part, local) = locate(row)
      var text: [UInt8] = []
      parts[part].appendText(answer, row: local, to: &text)
      return text[...]
    }
    if ends[answer].isEmpty { return [] }
    let start = row == 0 ? 0 : ends[answer][row - 1] + 1
    return columns[answer][start..<ends[answer][row]]
  }

  /// Sets row `row` to the answers of the one row of `other`.
  func copyRow(_ row: Int, from other: ResultHandle) {
    prepareRows()
    for answer in columns.indices {
      rowTexts[answer][row] = String(decoding: other.text(answer, row: 0), as: UTF8.self)
    }
    categories[row] = other.categories[0]
  }

  /// Flags row `row` with `code`.
  func flag(_ row: Int, code: String, detail: String) {
    prepareRows()
    for answer in columns.indices { rowTexts[answer][row] = "" }
    rowTexts[2][row] = code
    rowTexts[6][row] = detail
    categories[row] = -1
  }

  private func prepareRows() {
    if rowTexts.isEmpty {
      rowTexts = Array(
        repeating: Array(repeating: "", count: rows), count: Self.answerOrder.count)
    }
  }

  /// Joins the texts filled row by row into the columns.
  func finish() {
    guard filledByRow else { return }
    for answer in columns.indices {
      var column: [UInt8] = []
      var answerEnds: [Int] = []
      for row in 0..<rows {
        if row > 0 { column.append(UInt8(ascii: "\n")) }
        column.append(contentsOf: rowTexts.isEmpty ? [] : Array(rowTexts[answer][row].utf8))
        answerEnds.append(column.count)
      }
      column.append(0)
      columns[answer] = column
      ends[answer] = answerEnds
    }
    rowTexts = []
    filledByRow = false
    freeze()
  }
}

/// Reads the fields of RFC 4180 records.
struct CSVScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  var isAtEnd: Bool { position >= bytes.count }

  /// Reads the next field into `field`; `true` when it ended its record.
  mutating func nextField(into field: inout [UInt8]) -> Bool {
    field.removeAll(keepingCapacity: true)
    if position < bytes.count && bytes[position] == UInt8(ascii: "\"") {
      position += 1
      while position < bytes.count {
        let byte = bytes[position]
        position += 1
        if byte == UInt8(ascii: "\"") {
          if position < bytes.count && bytes[position] == UInt8(ascii: "\"") {
            field.append(byte)
            position += 1
          } else {
            break
          }
        } else {
          field.append(byte)
        }
      }
    }
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      switch byte {
      case UInt8(ascii: ","): return false
      case 10: return true
      case 13:
        if position < bytes.count && bytes[position] == 10 { position += 1 }
        return true
      default: field.append(byte)
      }
    }
    return true
  }
}
