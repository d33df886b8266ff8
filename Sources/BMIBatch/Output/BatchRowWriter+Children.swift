import BMICore

/// The CSV row of a child the fast route settled, written from its answer's units alone.
extension BatchRowWriter {
  /// Whether a child's row is written as its record, the answers and the score columns
  /// alone: no `error_detail` and no `groups` after them, as
  /// ``writeChildCSVRow(_:from:to:units:crlf:)`` writes it.
  var writesChildScoresOnly: Bool { extras.scores > 0 && !extras.errorDetail && !extras.groups }

  /// Writes a CSV record's content unchanged and the answers of a child settled by the fast
  /// route in units: what ``writeCSVRow(_:from:to:padding:outcome:detail:crlf:)`` writes for
  /// the row's `.classifiedText` outcome with the units in its detail, when
  /// ``writesChildScoresOnly`` (the same pieces in the same order), without a `RowDetail`.
  @inline(__always)
  func writeChildCSVRow(
    _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, units: BMIForAgeFastUnits,
    crlf: Bool
  ) throws(BatchError) {
    let answers = tailReserve &+ Self.unitsRoom &+ extras.scores &* (1 &+ Self.unitsRoom)
    var cursor = try copyRecord(bytes, from: start, to: end, answers: answers)
    cursor.put(separator)
    Self.put(units: units.display, decimals: units.displayDecimals, at: &cursor)
    putCategory(units.categoryPosition, at: &cursor)
    if includesSection { putSection(units.section, at: &cursor) }
    putScores(units, at: &cursor)
    if crlf { cursor.put(UInt8(ascii: "\r")) }
    cursor.put(UInt8(ascii: "\n"))
    output.commit(upTo: cursor)
  }
}
