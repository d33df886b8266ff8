/// One thing wrong with an LMS reference table, with its position in the file.
///
/// Positions are 1-based; the column is the byte column where the offending field starts.
/// The text of the field is not kept: callers show the position and, if they wish, the line
/// from their own copy of the file, escaped for the terminal.
package struct GrowthTableProblem: Sendable, Equatable {
  /// What is wrong, as a stable code.
  package let code: Code
  /// The 1-based line.
  package let line: Int
  /// The 1-based byte column where the field starts.
  package let column: Int

  /// Creates a problem record.
  package init(code: Code, line: Int, column: Int) {
    self.code = code
    self.line = line
    self.column = column
  }

  /// The kinds of problem, each with a stable identifier.
  package enum Code: String, Sendable, Equatable {
    /// The file has no header line.
    case empty = "growth-table.empty"
    /// A header column is not the one required there (`sex`, the age column, `L`, `M`, `S`).
    case header = "growth-table.header"
    /// A row has a different number of fields from the header.
    case fieldCount = "growth-table.field-count"
    /// The sex is not `M` or `F`.
    case sex = "growth-table.sex"
    /// A field that must be a plain decimal is not one.
    case number = "growth-table.number"
    /// An age is negative.
    case negativeAge = "growth-table.negative-age"
    /// An age in days is not a whole number.
    case fractionalAge = "growth-table.fractional-age"
    /// M is zero or negative.
    case medianNotPositive = "growth-table.median-not-positive"
    /// S is zero or negative.
    case variationNotPositive = "growth-table.variation-not-positive"
    /// An age is below the previous age of the same sex.
    case outOfOrder = "growth-table.out-of-order"
    /// An age repeats the previous age of the same sex.
    case duplicateAge = "growth-table.duplicate-age"
    /// Consecutive ages of one sex are further apart than the table's spacing (1 day or month).
    case ageGap = "growth-table.age-gap"
    /// One sex has no rows at all (reported at the header).
    case missingSex = "growth-table.missing-sex"
  }
}

/// An LMS reference table that could not be read, with every problem found (up to a limit).
package struct GrowthTableError: Error, Sendable, Equatable {
  /// The problems, in file order.
  package let problems: [GrowthTableProblem]
  /// The most problems recorded before reading stops.
  package static let problemLimit = 50
}

/// An age the reference cannot score.
public enum GrowthAgeError: Error, Sendable, Equatable {
  /// The age is below zero.
  case negative
  /// The age is outside the range the body's rules or the table's rows cover.
  case outsideReference

  /// A stable identifier for messages and logs.
  public var code: String {
    switch self {
    case .negative: "growth-age.negative"
    case .outsideReference: "growth-age.outside-reference"
    }
  }
}
