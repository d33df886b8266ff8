import BMICore

extension ResultHandle {
  /// The answer `BMIKIT_SECTION`, whose number (``writeSections(to:)``) is the row's
  /// section's position rather than a number of its text.
  static let sectionAnswer = 8

  /// Writes each row's section as its position among the standard's sections (the
  /// `section` lines of `bmikit_standard_info`, ``sectionNames``) at `out`; NaN for a row
  /// that has no section (a flagged row, a standard of one section). A caller makes the
  /// section column from these positions and the names, with no text a row.
  func writeSections(to out: UnsafeMutablePointer<Double>) {
    guard parts.isEmpty else {
      for (index, part) in parts.enumerated() {
        let start = out + partStarts[index]
        for row in 0..<part.rows { start[row] = part.sectionPosition(row: row) }
      }
      return
    }
    for row in 0..<rows {
      out[row] = Self.position(of: text(Self.sectionAnswer, row: row), among: sectionNames)
    }
  }

  /// The position of a row's section text among `names`; NaN for no text (or one not
  /// among them, which no row writes).
  static func position(of text: ArraySlice<UInt8>, among names: [[UInt8]]) -> Double {
    guard !text.isEmpty, let index = names.firstIndex(where: { $0.elementsEqual(text) }) else {
      return .nan
    }
    return Double(index)
  }
}

extension ResultHandle.Part {
  /// The position of row `row`'s section among the standard's sections: the section a
  /// row kept as numbers holds (section 0 for the integer path's rows, see
  /// ``packed(_:)``), or the one a row kept as texts names; NaN for none, as
  /// ``appendText(_:row:to:)`` writes no section text for it.
  func sectionPosition(row: Int) -> Double {
    guard names.sections.count > 1 else { return .nan }
    let value = values[row]
    guard value >= 0 else {
      return ResultHandle.position(
        of: texts.text(ResultHandle.sectionAnswer, row: Int(-1 - value)), among: names.sections)
    }
    if value >= Self.scoredTag { return Double(scored[Int(value - Self.scoredTag)].section) }
    return 0
  }
}
