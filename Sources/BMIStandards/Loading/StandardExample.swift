package import BMICore

/// One example of a standard file's `examples:` list: the inputs of a person, as written,
/// and what the standard must answer for them. `bmi standards test` runs it.
///
/// ```yaml
/// examples:
///   - {bmi: 22.9, expect: normal}
///   - {height: 160 cm, weight: 64 kg, expect: obesity-class-1}
///   - {sex: male, age: 10 years, bmi: 17, expect: normal, z: 0.26, tolerance: 0.01}
/// ```
///
/// Measurements are kept as written (`5 ft 9 in`, `141 lb`): the file format checks their
/// shape, and the measurement parser reads them when the example is run.
package struct StandardExample: Hashable, Sendable {
  /// A value as written in the file, with its line and column.
  package struct Written: Hashable, Sendable {
    /// The text of the value, such as `160 cm`.
    package let text: String
    /// The 1-based line of the value.
    package let line: Int
    /// The 1-based column of the value, in Unicode scalars.
    package let column: Int

    /// Creates a written value.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - line: The line.
    ///   - column: The column.
    package init(text: String, line: Int, column: Int) {
      self.text = text
      self.line = line
      self.column = column
    }
  }

  /// The 1-based line of the example (its first key).
  package let line: Int
  /// The 1-based column of the example.
  package let column: Int
  /// The BMI, instead of a height and a weight.
  package var bmi: ExactDecimal?
  /// The height, as written.
  package var height: Written?
  /// The weight, as written.
  package var weight: Written?
  /// The waist circumference, as written.
  package var waist: Written?
  /// The sex, as written.
  package var sex: Written?
  /// The age, as written.
  package var age: Written?
  /// The family background.
  package var background: Written?
  /// The id of the category that must come out.
  package var expect: Written
  /// The section that must be chosen: its name as output writes it.
  package var section: Written?
  /// The BMI-for-age z-score that must come out.
  package var zScore: ExactDecimal?
  /// The BMI-for-age percentile that must come out.
  package var percentile: ExactDecimal?
  /// How far the z-score or percentile may be from the one given.
  package var tolerance: ExactDecimal

  /// Creates an example.
  ///
  /// - Parameters:
  ///   - line: The example's line.
  ///   - column: The example's column.
  ///   - expect: The category id that must come out.
  package init(line: Int, column: Int, expect: Written) {
    self.line = line
    self.column = column
    self.expect = expect
    self.tolerance = 0
  }
}
