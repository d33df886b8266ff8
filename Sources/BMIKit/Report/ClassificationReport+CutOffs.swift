import BMICore

extension ClassificationReport {
  /// The cut-offs a child's BMI was compared with, read from a table by sex and age.
  package struct CutOffs: Codable, Hashable, Sendable {
    /// One cut-off: its column name and its value at the child's age.
    package struct Applied: Codable, Hashable, Sendable {
      /// The column's name, such as `overweight_bmi25`.
      package var name: String
      /// The value, exactly (a fraction between rows).
      package var exact: String
      /// The value as written: exact up to six decimals, else four after `≈`.
      package var display: String
    }
    /// The table file.
    package var table: String
    /// The table's SHA-256.
    package var tableSHA256: String
    /// The rule between rows: `previous-row`, `linear` or `cubic`.
    package var between: String
    /// The age the table was read at, in the table's unit, exactly.
    package var age: ExactNumber
    /// The table's age unit.
    package var ageUnit: String
    /// Each cut-off, lowest first.
    package var values: [Applied]

    enum CodingKeys: String, CodingKey {
      case table
      case tableSHA256 = "table_sha256"
      case between, age
      case ageUnit = "age_unit"
      case values
    }
  }
}
