/// What the fast route of a BMI-for-age standard reads from one section's table: the
/// categories' upper bounds and which category the reference's classes of obesity divide.
///
/// A class made once per section, so that a child costs one reference to it rather than a
/// copy of the section's `ClassificationTable` (a retain and a release of each of its
/// arrays: about 440 instructions a child, as much as the LMS z).
final class BMIForAgeFastCuts: Sendable {
  /// Each category's upper bound but the last's, in millionths, as the table keeps them.
  let upperMillionths: [Int64]
  /// Whether each of those bounds admits a value equal to it.
  let upperInclusive: [Bool]
  /// Whether the category at each position is the one the classes of obesity divide.
  let dividedByObesityClasses: [Bool]

  /// The cuts of `table`, for a reference whose classes of obesity are `classes`.
  init(_ table: ClassificationTable, classes: GrowthObesityClasses?) {
    upperMillionths = table.upperMillionths
    upperInclusive = table.upperInclusive
    dividedByObesityClasses = table.categories.map { $0.id == classes?.category }
  }

  /// The position of the category of a value already rounded as the table says, as
  /// `ClassificationTable/categoryIndex(forClassifiedValue:)` finds it (the same search).
  func categoryIndex(forClassifiedValue value: Rational) -> Int {
    ClassificationTable.categoryIndex(
      forClassifiedValue: value, upperMillionths: upperMillionths,
      upperInclusive: upperInclusive)
  }
}
