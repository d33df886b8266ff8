/// The table of cut-offs by age a standard of measure ``Measure/bmiForAgeCutOffs`` compares
/// BMIs with, and the file it was read from.
///
/// The standard's categories are bounded by the table's cut-offs by position: a category
/// bound `k` is the `k`-th cut-off, counting from 1 in the order of ``CutOffTable/names``,
/// so the categories are the bands between cut-offs (see ``CutOffTable/band(of:sex:age:)``).
package struct CutOffReference: Equatable, Sendable {
  /// The table, with its reading between rows.
  package let table: CutOffTable
  /// The table file's name, relative to the standard file.
  package let tableFile: String
  /// The SHA-256 of the table file's bytes, in lowercase hex.
  package let tableSHA256: String

  /// Creates a reference to a table read and checked.
  ///
  /// - Parameters:
  ///   - table: The table.
  ///   - tableFile: Its file name.
  ///   - tableSHA256: The digest of its bytes.
  package init(table: CutOffTable, tableFile: String, tableSHA256: String) {
    self.table = table
    self.tableFile = tableFile
    self.tableSHA256 = tableSHA256
  }
}

/// The cut-offs a child's BMI was compared with: each cut-off's name and exact value at the
/// child's sex and age.
package struct CutOffsApplied: Sendable, Equatable {
  /// The cut-offs' names, lowest first.
  package let names: [String]
  /// Each cut-off's exact value at the child's age, in kg/m².
  package let values: [GrowthRational]
  /// The sex whose rows were read.
  package let sex: Sex
  /// The age the cut-offs were read at.
  package let age: Age
  /// The rule between rows the table declares.
  package let reading: CutOffReading
  /// The BMI as written for people: the fewest decimals (at least one) at which, rounded
  /// half up, it is on the same side of every cut-off.
  package let display: (value: ExactDecimal, decimals: Int)

  /// Records the cut-offs read for a child.
  ///
  /// - Parameters:
  ///   - names: The cut-offs' names.
  ///   - values: Their values at the child's age.
  ///   - sex: The sex read.
  ///   - age: The age read at.
  ///   - reading: The rule between rows.
  ///   - display: The BMI as written.
  package init(
    names: [String], values: [GrowthRational], sex: Sex, age: Age, reading: CutOffReading,
    display: (value: ExactDecimal, decimals: Int)
  ) {
    self.names = names
    self.values = values
    self.sex = sex
    self.age = age
    self.reading = reading
    self.display = display
  }

  /// Whether two records name the same cut-offs, values, child and written BMI.
  package static func == (lhs: CutOffsApplied, rhs: CutOffsApplied) -> Bool {
    lhs.names == rhs.names && lhs.values == rhs.values && lhs.sex == rhs.sex
      && lhs.age == rhs.age && lhs.reading == rhs.reading
      && lhs.display.value == rhs.display.value && lhs.display.decimals == rhs.display.decimals
  }

  /// Each cut-off's value as a decimal of `decimals` places, half up (such as `19.84`).
  ///
  /// - Parameter decimals: The places written.
  package func texts(decimals: Int) -> [String] {
    values.map {
      GrowthTieRule.halfAwayFromZero.round($0, toDecimals: decimals).decimalText(
        decimals: decimals)
    }
  }
}
