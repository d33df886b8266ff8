/// What the fast route of a BMI-for-age standard reads from one section's table: the
/// categories' upper bounds and which category the reference's classes of obesity divide.
///
/// A class made once per section, so that a child costs one reference to it rather than a
/// copy of the section's `ClassificationTable` (a retain and a release of each of its
/// arrays: about 440 instructions a child, as much as the LMS z).
package final class BMIForAgeFastCuts: Sendable {
  /// Each category's upper bound but the last's, in millionths, as the table keeps them.
  let upperMillionths: [Int64]
  /// Whether each of those bounds admits a value equal to it.
  let upperInclusive: [Bool]
  /// Whether the category at each position is the one the classes of obesity divide.
  let dividedByObesityClasses: [Bool]

  /// The cuts of `table`, for a reference whose classes of obesity are `classes`.
  package init(_ table: ClassificationTable, classes: GrowthObesityClasses?) {
    upperMillionths = table.upperMillionths
    upperInclusive = table.upperInclusive
    dividedByObesityClasses = table.categories.map { $0.id == classes?.category }
  }

  /// The position of the category of a value already rounded as the table says, given as
  /// a whole number of millionths: what `ClassificationTable/categoryIndex(forClassifiedValue:)`
  /// finds for `Rational(ExactDecimal(millionths:))` (the same search), with the bounds,
  /// millionths too, compared as integers rather than as fractions.
  package func categoryIndex(ofMillionths value: Int64) -> Int {
    ClassificationTable.firstAdmitting(upperInclusive: upperInclusive) {
      let bound = upperMillionths[$0]
      return value < bound ? -1 : (value == bound ? 0 : 1)
    }
  }
}
