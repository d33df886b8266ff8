/// A range of exact BMIs that two tables each put in one category throughout.
package struct ComparedRange: Hashable, Sendable {
  /// The exact BMIs of the range, such as `[23, 25)` or `[22.95, 24.95)`.
  package let interval: Interval
  /// The position, in the first table, of the category every BMI of the range gets there.
  package let firstCategoryIndex: Int
  /// The position, in the second table, of the category every BMI of the range gets there.
  package let secondCategoryIndex: Int
  /// The first table's category for the range.
  package let firstCategory: BMICategory
  /// The second table's category for the range.
  package let secondCategory: BMICategory
  /// Whether the two categories name the same class (see `StandardComparison`).
  package let agrees: Bool

  /// Creates a compared range.
  ///
  /// - Parameters:
  ///   - interval: The exact BMIs of the range.
  ///   - firstCategoryIndex: The first table's category position.
  ///   - secondCategoryIndex: The second table's category position.
  ///   - firstCategory: The first table's category.
  ///   - secondCategory: The second table's category.
  ///   - agrees: Whether the categories name the same class.
  package init(
    interval: Interval, firstCategoryIndex: Int, secondCategoryIndex: Int,
    firstCategory: BMICategory, secondCategory: BMICategory, agrees: Bool
  ) {
    self.interval = interval
    self.firstCategoryIndex = firstCategoryIndex
    self.secondCategoryIndex = secondCategoryIndex
    self.firstCategory = firstCategory
    self.secondCategory = secondCategory
    self.agrees = agrees
  }
}
