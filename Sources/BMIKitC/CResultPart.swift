import BMIBatch
import BMICore

extension ResultHandle {
  /// The numeric answers, whose numbers a result made in memory keeps.
  static let numericAnswers = [0, 3, 4, 5]

  /// The answers of a run of rows, made by one thread and joined with the others' into one
  /// result.
  struct Part {
    /// Per answer, the rows' texts joined by `\n`, and where each row's text ends.
    var columns = Array(repeating: [UInt8](), count: ResultHandle.answerOrder.count)
    var ends = Array(repeating: [Int](), count: ResultHandle.answerOrder.count)
    /// Per answer, whether any row has a text.
    var written = Array(repeating: false, count: ResultHandle.answerOrder.count)
    var categories: [Int32] = []
    /// The numbers of ``numericAnswers``, in that order.
    var numbers = Array(repeating: [Double](), count: 4)
    var rows = 0

    /// The categories' ids and labels, and the sections' names (none for one section), the
    /// rows are written with.
    private var ids: [[UInt8]] = []
    private var labels: [[UInt8]] = []
    private var sections: [[UInt8]] = []

    /// No rows.
    init() {}

    /// No rows yet, room for `rows`, written with `standard`'s texts in `language`.
    init(reserving rows: Int, standard: Standard, language: String) {
      ids = standard.categories.map { Array($0.id.utf8) }
      labels = standard.categories.map { Array($0.label[language].utf8) }
      sections = standard.sections.count > 1 ? standard.sections.map { Array($0.name.utf8) } : []
      for answer in ends.indices { ends[answer].reserveCapacity(rows) }
      for index in numbers.indices { numbers[index].reserveCapacity(rows) }
      categories.reserveCapacity(rows)
      columns[0].reserveCapacity(rows * 5)
      columns[1].reserveCapacity(rows * 8)
      columns[7].reserveCapacity(rows * 8)
    }

    /// Starts a row: the separator of every answer.
    private mutating func startRow() {
      if rows > 0 {
        for answer in columns.indices { columns[answer].append(UInt8(ascii: "\n")) }
      }
      rows += 1
    }

    /// Ends a row: each answer's end, and the numbers read from the texts.
    private mutating func endRow() {
      for answer in columns.indices {
        let end = columns[answer].count
        let start = rows == 1 ? 0 : ends[answer][rows - 2] + 1
        ends[answer].append(end)
        if end > start { written[answer] = true }
      }
      for (index, answer) in ResultHandle.numericAnswers.enumerated() {
        let end = ends[answer][rows - 1]
        let start = rows == 1 ? 0 : ends[answer][rows - 2] + 1
        numbers[index].append(CNumber.double(columns[answer][start..<end]))
      }
    }

    /// Appends the answers of a row classified by ``ColumnRows``.
    mutating func append(_ answer: ColumnRowAnswer) {
      startRow()
      categories.append(Int32(truncatingIfNeeded: answer.category))
      answer.appendValue(to: &columns[0])
      if answer.category >= 0 {
        columns[1].append(contentsOf: ids[answer.category])
        columns[7].append(contentsOf: labels[answer.category])
        if sections.count > 1 { columns[8].append(contentsOf: sections[answer.section]) }
      } else {
        columns[2].append(contentsOf: answer.errorCode.utf8)
        columns[6].append(contentsOf: answer.errorDetail.utf8)
      }
      columns[3].append(contentsOf: answer.z.utf8)
      columns[4].append(contentsOf: answer.percentile.utf8)
      columns[5].append(contentsOf: answer.percentOfNinetyFifth.utf8)
      columns[9].append(contentsOf: answer.flag.utf8)
      endRow()
    }

    /// Appends row `row` of a result.
    mutating func append(row: Int, of result: ResultHandle) {
      startRow()
      categories.append(result.categories[row])
      for answer in columns.indices {
        columns[answer].append(contentsOf: result.text(answer, row: row))
      }
      endRow()
    }

    /// Appends a row flagged with `code`.
    mutating func appendFlag(code: String, detail: String) {
      startRow()
      categories.append(-1)
      columns[2].append(contentsOf: code.utf8)
      columns[6].append(contentsOf: detail.utf8)
      endRow()
    }
  }

  /// The answers of `rows` rows from the parts of its runs of rows, in order.
  convenience init(rows: Int, parts: [Part]) {
    var columns: [[UInt8]] = []
    var ends: [[Int]] = []
    for answer in ResultHandle.answerOrder.indices {
      guard parts.contains(where: { $0.written[answer] }) else {
        // No row has this answer: `\n` between the rows, and no ends kept.
        columns.append(Array(repeating: UInt8(ascii: "\n"), count: max(rows - 1, 0)))
        ends.append([])
        continue
      }
      var column: [UInt8] = []
      var answerEnds: [Int] = []
      column.reserveCapacity(parts.reduce(0) { $0 + $1.columns[answer].count + 1 })
      answerEnds.reserveCapacity(rows)
      for part in parts where part.rows > 0 {
        if !column.isEmpty || !answerEnds.isEmpty { column.append(UInt8(ascii: "\n")) }
        let offset = column.count
        column.append(contentsOf: part.columns[answer])
        answerEnds.append(contentsOf: part.ends[answer].lazy.map { $0 + offset })
      }
      columns.append(column)
      ends.append(answerEnds)
    }
    var numbers: [Int: [Double]] = [:]
    for (index, answer) in ResultHandle.numericAnswers.enumerated() {
      numbers[answer] = parts.flatMap { $0.numbers[index] }
    }
    self.init(
      rows: rows, columns: columns, ends: ends, categories: parts.flatMap(\.categories),
      numbers: numbers)
  }
}
