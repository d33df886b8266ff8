import BMIBatch
import BMICore

extension ResultHandle {
  /// The numeric answers (value, z, percentile, % of P95), whose numbers a caller reads.
  static let numericAnswers = [0, 3, 4, 5]

  /// The answers of a run of rows, made by one thread and joined with the others' into one
  /// result. A row the integer path classified is kept as numbers (its category, section,
  /// value and digits), and its texts are written only when a caller asks for them; any
  /// other row keeps its texts (``TextRows``).
  struct Part {
    /// Each row's category position among the standard's categories; -1 flagged.
    var categories: [Int32] = []
    /// Per row, a row kept as numbers: its value in millionths, with its digits after the
    /// point from bit ``digitsShift`` on; a row kept as texts: -1 - its index in ``texts``.
    var values: [Int64] = []
    /// The rows kept as texts.
    var texts = TextRows()
    /// The rows kept as plain decimals (a child's scores): a row's ``values`` entry is
    /// ``scoredTag`` plus its index here.
    var scored: [ScoredRow] = []
    /// Per answer, whether a row of ``scored`` has a text.
    var scoredWritten = Array(repeating: false, count: ResultHandle.answerOrder.count)
    /// The rows.
    var rows = 0
    /// The texts rows kept as numbers are written with.
    private(set) var names = AnswerNames()

    /// Where a value's digits after the point start in ``values``: above any value kept
    /// as numbers (below 10¹⁵, under 2⁵⁰).
    static let digitsShift: Int64 = 56
    /// Where a row of ``scored`` is marked in ``values``: above any packed value (whose
    /// digits are at most 6, under 2⁵⁹).
    static let scoredTag: Int64 = 1 << 62

    /// No rows.
    init() {}

    /// `rows` rows, each to be set once (``set(_:_:)``, ``set(_:row:of:)``,
    /// ``setFlag(_:code:detail:)``, or by ``ByValue``), written with `standard`'s texts in
    /// `language`.
    init(rows: Int, standard: Standard, language: String) {
      names = AnswerNames(standard: standard, language: language)
      self.rows = rows
      categories = Array(repeating: -1, count: rows)
      values = Array(repeating: -1, count: rows)
    }

    /// The packed value of a row the integer path classified, or `nil` when the row keeps
    /// its texts: only a value of section 0 whose text has at most 15 digits (the number
    /// of its text is then read as ``CNumber`` reads it, see ``number(_:row:)``).
    @inline(__always)
    static func packed(_ row: SettledRow) -> Int64? {
      guard row.section == 0, row.millionths >= 0, row.millionths < 1_000_000_000_000_000,
        row.decimals >= 0, row.decimals <= 6
      else { return nil }
      return row.millionths | Int64(row.decimals) &<< digitsShift
    }

    /// Sets row `index` to the answers of a row classified by ``ColumnRows``.
    mutating func set(_ index: Int, _ answer: ColumnRowAnswer) {
      if answer.category >= 0, answer.display == nil, answer.z.isEmpty,
        answer.percentile.isEmpty, answer.percentOfNinetyFifth.isEmpty, answer.flag.isEmpty,
        let value = Self.packed(
          SettledRow(
            category: answer.category, section: answer.section, millionths: answer.millionths,
            decimals: answer.decimals))
      {
        categories[index] = Int32(truncatingIfNeeded: answer.category)
        values[index] = value
        return
      }
      if answer.errorCode.isEmpty, let row = ScoredRow(answer) {
        setScoredRow(index, row, category: Int32(truncatingIfNeeded: answer.category))
        return
      }
      setTextRow(index, category: Int32(truncatingIfNeeded: answer.category))
      texts.append(answer, names: names)
    }

    /// Sets row `index` to a row kept as plain decimals.
    mutating func setScoredRow(_ index: Int, _ row: ScoredRow, category: Int32) {
      categories[index] = category
      values[index] = Self.scoredTag | Int64(scored.count)
      scored.append(row)
      // The answers such a row writes: the value, the category's id and label, the section
      // (of a standard of several), and the scores and flag it has.
      if !scoredWritten[0] {
        for answer in [0, 1, 7] { scoredWritten[answer] = true }
        scoredWritten[8] = names.sections.count > 1
      }
      if row.z != PackedDecimal.none { scoredWritten[3] = true }
      if row.percentile != PackedDecimal.none { scoredWritten[4] = true }
      if row.percentOfNinetyFifth != PackedDecimal.none { scoredWritten[5] = true }
      if row.flag > 0 { scoredWritten[9] = true }
    }

    /// Sets row `index` to row `row` of a result.
    mutating func set(_ index: Int, row: Int, of result: ResultHandle) {
      setTextRow(index, category: result.categories[row])
      texts.append(row: row, of: result)
    }

    /// Sets row `index` to a row flagged with `code`.
    mutating func setFlag(_ index: Int, code: String, detail: String) {
      setTextRow(index, category: -1)
      texts.appendFlag(code: code, detail: detail)
    }

    /// Marks row `index` as the next row of ``texts``, of category `category`.
    private mutating func setTextRow(_ index: Int, category: Int32) {
      categories[index] = category
      values[index] = -1 - Int64(texts.rows)
    }

    /// Appends the text of answer `answer` of row `row`.
    func appendText(_ answer: Int, row: Int, to bytes: inout [UInt8]) {
      let value = values[row]
      guard value >= 0 else {
        bytes.append(contentsOf: texts.text(answer, row: Int(-1 - value)))
        return
      }
      let category = Int(categories[row])
      if value >= Self.scoredTag {
        scored[Int(value - Self.scoredTag)].appendText(
          answer, category: category, names: names, to: &bytes)
        return
      }
      switch answer {
      case 0:
        var written = ColumnRowAnswer()
        written.category = category
        written.millionths = value & (1 &<< Self.digitsShift - 1)
        written.decimals = Int(value &>> Self.digitsShift)
        written.appendValue(to: &bytes)
      case 1: bytes.append(contentsOf: names.ids[category])
      case 7: bytes.append(contentsOf: names.labels[category])
      case 8:
        if names.sections.count > 1 { bytes.append(contentsOf: names.sections[0]) }
      default: break
      }
    }

    /// The number of answer `answer` (one of ``numericAnswers``) of row `row`: the number
    /// ``CNumber`` reads from its text; NaN for none.
    @inline(__always)
    func number(_ answer: Int, row: Int) -> Double {
      let value = values[row]
      guard value >= 0 else { return texts.number(answer, row: Int(-1 - value)) }
      if value >= Self.scoredTag {
        return PackedDecimal.number(scored[Int(value - Self.scoredTag)].packed(answer))
      }
      guard answer == 0 else { return .nan }
      // The text's digits (the value is a multiple of 10⁻ᵈ, written with d digits after
      // the point): at most 15, which CNumber reads as one correctly rounded division of
      // two exact doubles.
      let digits = Int(value &>> Self.digitsShift)
      let units = (value & (1 &<< Self.digitsShift - 1)) / AnswerNames.scales[digits]
      return Double(units) / AnswerNames.powers[digits]
    }

    /// Writes ``number(_:row:)`` of every row at `out`: the rows kept as scored rows (a
    /// child's) read in place, their digits' powers of ten taken once, not per row.
    func writeNumbers(_ answer: Int, to out: UnsafeMutablePointer<Double>) {
      let powers = AnswerNames.powers
      values.withUnsafeBufferPointer { values in
        scored.withUnsafeBufferPointer { scored in
          powers.withUnsafeBufferPointer { powers in
            for row in 0..<rows {
              let value = values[row]
              guard value >= Self.scoredTag else {
                out[row] = number(answer, row: row)
                continue
              }
              out[row] = PackedDecimal.number(
                scored[Int(value - Self.scoredTag)].packed(answer), powers: powers)
            }
          }
        }
      }
    }

    /// Whether any row has a text for answer `answer`.
    func hasText(_ answer: Int) -> Bool {
      if texts.written[answer] || scoredWritten[answer] { return true }
      // Rows kept as numbers by the integer path: a value, a category and a section.
      guard texts.rows + scored.count < rows else { return false }
      switch answer {
      case 0, 1, 7: return true
      case 8: return names.sections.count > 1
      default: return false
      }
    }
  }

  /// The categories' ids and labels, and the sections' names (none for one section), the
  /// rows kept as numbers are written with.
  struct AnswerNames {
    /// The categories' ids, in the standard's order.
    var ids: [[UInt8]] = []
    /// The categories' labels in the language asked for.
    var labels: [[UInt8]] = []
    /// The sections' names; none for a standard of one section.
    var sections: [[UInt8]] = []

    /// No names.
    init() {}

    /// `standard`'s names in `language`.
    init(standard: Standard, language: String) {
      ids = standard.categories.map { Array($0.id.utf8) }
      labels = standard.categories.map { Array($0.label[language].utf8) }
      sections = Self.sections(of: standard)
    }

    /// The names of `standard`'s sections, in its order, as a row's section answer writes
    /// them; none for a standard of one section (whose rows write none).
    static func sections(of standard: Standard) -> [[UInt8]] {
      standard.sections.count > 1 ? standard.sections.map { Array($0.name.utf8) } : []
    }

    /// 10⁶⁻ᵈ for d digits after the point, 0 to 6: millionths a digit.
    static let scales: [Int64] = [1_000_000, 100_000, 10_000, 1_000, 100, 10, 1]
    /// 10ᵈ, exact in `Double`.
    static let powers: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]
  }

  /// The answers of rows kept as texts: per answer, the rows' texts joined by `\n`, and
  /// where each row's text ends.
  struct TextRows {
    /// Per answer, the rows' texts joined by `\n`.
    var columns = Array(repeating: [UInt8](), count: ResultHandle.answerOrder.count)
    /// Per answer, where each row's text ends in its column.
    var ends = Array(repeating: [Int](), count: ResultHandle.answerOrder.count)
    /// Per answer, whether any row has a text.
    var written = Array(repeating: false, count: ResultHandle.answerOrder.count)
    /// The rows.
    var rows = 0

    /// Starts a row: the separator of every answer.
    private mutating func startRow() {
      if rows > 0 {
        for answer in columns.indices { columns[answer].append(UInt8(ascii: "\n")) }
      }
      rows += 1
    }

    /// Ends a row: each answer's end.
    private mutating func endRow() {
      for answer in columns.indices {
        let end = columns[answer].count
        let start = rows == 1 ? 0 : ends[answer][rows - 2] + 1
        ends[answer].append(end)
        if end > start { written[answer] = true }
      }
    }

    /// Appends the answers of a row classified by ``ColumnRows``.
    mutating func append(_ answer: ColumnRowAnswer, names: AnswerNames) {
      startRow()
      answer.appendValue(to: &columns[0])
      if answer.category >= 0 {
        columns[1].append(contentsOf: names.ids[answer.category])
        columns[7].append(contentsOf: names.labels[answer.category])
        if names.sections.count > 1 {
          columns[8].append(contentsOf: names.sections[answer.section])
        }
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
      for answer in columns.indices {
        columns[answer].append(contentsOf: result.text(answer, row: row))
      }
      endRow()
    }

    /// Appends a row flagged with `code`.
    mutating func appendFlag(code: String, detail: String) {
      startRow()
      columns[2].append(contentsOf: code.utf8)
      columns[6].append(contentsOf: detail.utf8)
      endRow()
    }

    /// The text of answer `answer` of row `row`.
    func text(_ answer: Int, row: Int) -> ArraySlice<UInt8> {
      let start = row == 0 ? 0 : ends[answer][row - 1] + 1
      return columns[answer][start..<ends[answer][row]]
    }

    /// The number of answer `answer` of row `row`, read from its text.
    func number(_ answer: Int, row: Int) -> Double { CNumber.double(text(answer, row: row)) }
  }
}

extension ResultHandle {
  /// The part holding row `row`, and the row's place in it.
  func locate(_ row: Int) -> (part: Int, row: Int) {
    var low = 0
    var high = partStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if partStarts[middle] <= row { low = middle } else { high = middle - 1 }
    }
    return (low, row - partStarts[low])
  }

  /// Answer `answer`'s texts of every row of the parts, joined by `\n`, then a NUL, at an
  /// address that stays put.
  func joinedColumn(_ answer: Int) -> UnsafeMutableBufferPointer<UInt8> {
    var column: [UInt8] = []
    if parts.contains(where: { $0.hasText(answer) }) {
      column.reserveCapacity(rows * 8)
      var first = true
      for part in parts {
        for row in 0..<part.rows {
          if !first { column.append(UInt8(ascii: "\n")) }
          first = false
          part.appendText(answer, row: row, to: &column)
        }
      }
    } else {
      // No row has this answer: `\n` between the rows.
      column = Array(repeating: UInt8(ascii: "\n"), count: max(rows - 1, 0))
    }
    column.append(0)
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: column.count)
    _ = copy.initialize(from: column)
    return copy
  }

  /// Writes each row's category position at `out`; `false` for a result not made of parts,
  /// which keeps them in ``categories``.
  func writeCategories(to out: UnsafeMutablePointer<Int32>) -> Bool {
    guard !parts.isEmpty else { return false }
    for (index, part) in parts.enumerated() {
      part.categories.withUnsafeBufferPointer { categories in
        guard let base = categories.baseAddress else { return }
        (out + partStarts[index]).update(from: base, count: part.rows)
      }
    }
    return true
  }

  /// Writes the number of answer `answer` (one of ``numericAnswers``) of every row at
  /// `out`; `false` for a result not made of parts, whose numbers are read from its texts.
  func writeNumbers(_ answer: Int, to out: UnsafeMutablePointer<Double>) -> Bool {
    guard !parts.isEmpty else { return false }
    for (index, part) in parts.enumerated() {
      part.writeNumbers(answer, to: out + partStarts[index])
    }
    return true
  }
}
