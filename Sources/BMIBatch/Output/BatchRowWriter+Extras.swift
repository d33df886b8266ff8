import BMICore
import BMISupport

/// The answers some runs add: the error's detail, the category's groups, a child's scores.
extension BatchRowWriter {
  /// The category of a classified outcome.
  private func categoryIndex(_ outcome: RowOutcome) -> Int? {
    switch outcome {
    case .classified(let index, _, _, _), .classifiedText(let index, _): index
    case .flagged: nil
    }
  }

  /// What is wrong with a flagged row, in the run's language; empty for the others.
  func errorDetail(_ outcome: RowOutcome, _ detail: borrowing RowDetail) -> String? {
    guard case .flagged = outcome else { return nil }
    return detail.problem.message.text(for: extras.language)
  }

  /// A child's scores, `,error_detail` and `,groups`, each when asked for.
  func extraCSVFields(_ outcome: RowOutcome, _ detail: borrowing RowDetail) -> [UInt8] {
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
  func extraJSONMembers(
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

  /// The most bytes ``putExtraCSVFields(_:_:at:)`` or ``putExtraJSONMembers(_:_:at:)``
  /// writes for a row, when they write its extra columns in place: all but a flagged row's
  /// error detail (a message made as text for it, which ``extraCSVFields(_:_:)`` and
  /// ``extraJSONMembers(_:_:)`` write); `nil` for that row, and for extras too long for one
  /// reserve.
  @inline(__always)
  func inPlaceExtrasRoom(_ outcome: RowOutcome, _ detail: borrowing RowDetail) -> Int? {
    if extras.errorDetail, case .flagged = outcome { return nil }
    // A separator, a name and `null` (or `\N`) for each column.
    let each = 6 &+ jsonNames.longest
    var room = 32
    if extras.scores > 0 { room &+= scoreRoom(detail) &+ extras.scores &* each }
    if extras.errorDetail { room &+= each }
    if extras.groups { room &+= each &+ groupsRoom }
    return room <= OutputBuffer.chunkSize / 4 ? room : nil
  }

  /// Writes the extra CSV columns at `cursor`, as ``extraCSVFields(_:_:)`` writes them, for
  /// a row ``inPlaceExtrasRoom(_:_:)`` gives room for: the scores, no error detail, and the
  /// category's groups.
  @inline(__always)
  func putExtraCSVFields(
    _ outcome: RowOutcome, _ detail: borrowing RowDetail,
    at cursor: inout UnsafeMutablePointer<UInt8>
  ) {
    if extras.scores > 0 { putScores(outcome, detail, at: &cursor) }
    if extras.errorDetail {
      cursor.put(separator)
      putNoValue(at: &cursor)
    }
    if extras.groups {
      cursor.put(separator)
      if let index = categoryIndex(outcome) {
        cursor.putAll(groupsCSV[index])
      } else {
        putNoValue(at: &cursor)
      }
    }
  }

  /// Writes the extra JSON members at `cursor`, as ``extraJSONMembers(_:_:)`` writes them,
  /// for a row ``inPlaceExtrasRoom(_:_:)`` gives room for: a child's scores written from
  /// their units when the row has them (``putScores(_:at:)``'s digits), `error_detail`'s
  /// `null`, and the category's groups.
  @inline(__always)
  func putExtraJSONMembers(
    _ outcome: RowOutcome, _ detail: borrowing RowDetail,
    at cursor: inout UnsafeMutablePointer<UInt8>
  ) {
    var nameIndex = (includesLabel ? 4 : 3) + (includesSection ? 1 : 0)
    func name() {
      cursor.put(comma)
      let (start, count) = jsonNames[nameIndex]
      cursor.put(start, count: count)
      nameIndex &+= 1
    }
    func null() {
      for byte in "null".utf8 { cursor.put(byte) }
    }
    // A score is a JSON number, as `bmi classify --format json` writes it; `null` when empty.
    func put(_ text: String) {
      name()
      guard !text.isEmpty else { return null() }
      var text = text
      text.withUTF8 { buffer in
        cursor.update(from: buffer.baseAddress!, count: buffer.count)
        cursor += buffer.count
      }
    }
    if extras.scores > 0 {
      if case .classifiedText = outcome, let units = detail.childUnits {
        let decimals = BMIForAgeResult.researchDecimals
        name()
        Self.put(units: units.z, decimals: decimals, at: &cursor)
        name()
        Self.put(units: units.percentile, decimals: decimals, at: &cursor)
        if extras.scores == 4 {
          name()
          if let percent = units.percentOfNinetyFifth {
            Self.put(units: percent, decimals: decimals, at: &cursor)
          } else {
            null()
          }
        }
        name()
        cursor.put(units.isFlagged ? UInt8(ascii: "1") : UInt8(ascii: "0"))
      } else if case .classifiedText = outcome {
        let scores = detail.scores
        put(scores.z)
        put(scores.percentile)
        if extras.scores == 4 { put(scores.percentOfNinetyFifth) }
        put(scores.flag)
      } else {
        for _ in 0..<extras.scores { put("") }
      }
    }
    if extras.errorDetail {
      name()
      null()
    }
    if extras.groups {
      name()
      if let index = categoryIndex(outcome) { cursor.putAll(groupsJSON[index]) } else { null() }
    }
  }

  /// The most bytes ``putScores(_:_:at:)`` writes for `detail`: each score column's
  /// separator and text, or no value (`\N`) for an empty one.
  @inline(__always)
  func scoreRoom(_ detail: borrowing RowDetail) -> Int {
    if detail.childUnits != nil { return extras.scores * (1 + Self.unitsRoom) }
    let scores = detail.scores
    return 3 * extras.scores + scores.z.utf8.count + scores.percentile.utf8.count
      + scores.percentOfNinetyFifth.utf8.count + scores.flag.utf8.count
  }

  /// Writes the score columns at `cursor`, as ``extraCSVFields(_:_:)`` writes them when no
  /// other extra column is asked for: `,text` for each score, or no value for an empty one
  /// and for every column of a row that is not a classified child.
  @inline(__always)
  func putScores(
    _ outcome: RowOutcome, _ detail: borrowing RowDetail,
    at cursor: inout UnsafeMutablePointer<UInt8>
  ) {
    let noValue = dialect.noValue
    func put(_ text: String) {
      cursor.put(separator)
      if text.isEmpty {
        for byte in noValue { cursor.put(byte) }
      } else {
        // One copy of the bytes (not `put(_:count:)`, which reads 32 bytes from a source
        // that may be a 16-byte small string).
        var text = text
        text.withUTF8 { buffer in
          cursor.update(from: buffer.baseAddress!, count: buffer.count)
          cursor += buffer.count
        }
      }
    }
    guard case .classifiedText = outcome else {
      for _ in 0..<extras.scores { put("") }
      return
    }
    if let units = detail.childUnits {
      putScores(units, at: &cursor)
      return
    }
    let scores = detail.scores
    put(scores.z)
    put(scores.percentile)
    if extras.scores == 4 { put(scores.percentOfNinetyFifth) }
    put(scores.flag)
  }

  /// Writes the score columns of a child's fast answer in units at `cursor`: the digits of
  /// the same texts (`BMIForAgeScoreTexts.init(_:)`), with no string made, as
  /// ``putScores(_:_:at:)`` writes them for its row.
  @inline(__always)
  func putScores(_ units: BMIForAgeFastUnits, at cursor: inout UnsafeMutablePointer<UInt8>) {
    let decimals = BMIForAgeResult.researchDecimals
    cursor.put(separator)
    Self.put(units: units.z, decimals: decimals, at: &cursor)
    cursor.put(separator)
    Self.put(units: units.percentile, decimals: decimals, at: &cursor)
    if extras.scores == 4 {
      cursor.put(separator)
      if let percent = units.percentOfNinetyFifth {
        Self.put(units: percent, decimals: decimals, at: &cursor)
      } else {
        putNoValue(at: &cursor)
      }
    }
    cursor.put(separator)
    cursor.put(units.isFlagged ? UInt8(ascii: "1") : UInt8(ascii: "0"))
  }

  /// The most bytes a text of units takes (`GrowthFastScores.write(units:decimals:to:)`).
  static var unitsRoom: Int { GrowthFastScores.maximumTextCount }

  /// Writes k·10^−decimals at `cursor` as `GrowthFastScores.text(units:decimals:)` writes it.
  @inline(__always)
  static func put(units: Int, decimals: Int, at cursor: inout UnsafeMutablePointer<UInt8>) {
    ScoreDigits.put(units: units, decimals: decimals, at: &cursor)
  }

  /// The texts of the score columns: a classified child's scores, empty for a flagged row.
  private func scoreTexts(_ outcome: RowOutcome, _ detail: borrowing RowDetail) -> [[UInt8]] {
    guard extras.scores > 0 else { return [] }
    guard case .classifiedText = outcome else {
      return Array(repeating: [], count: extras.scores)
    }
    let scores = detail.scores
    // z, percentile, CDC's % of P95 when its column is written, then the flag.
    let percent = extras.scores == 4 ? [Array(scores.percentOfNinetyFifth.utf8)] : []
    return [Array(scores.z.utf8), Array(scores.percentile.utf8)] + percent + [
      Array(scores.flag.utf8)
    ]
  }

  /// The value's text, category index, error code and section of an outcome.
  func texts(_ outcome: RowOutcome, _ detail: borrowing RowDetail) -> (
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
}
