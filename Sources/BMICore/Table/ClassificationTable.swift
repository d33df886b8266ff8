/// Categories in ascending order that together cover every positive BMI exactly once,
/// with the rounding applied before lookup.
///
/// A table can only be built valid: ``init(categories:groups:rounding:allowsNegativeBounds:)`` checks order,
/// bounds, gaps, overlaps, empty intervals, identifiers, groups and the healthy mark, and
/// reports every problem at once.
public struct ClassificationTable: Sendable {
  /// The categories, in ascending order of BMI.
  public let categories: [BMICategory]
  /// Named sets of categories.
  public let groups: [CategoryGroup]
  /// The rounding applied to a BMI before lookup.
  public let rounding: RoundingPolicy
  /// The position of the healthy category, if one is marked.
  public let healthyIndex: Int?
  /// Things that are valid but probably not meant, such as bounds rounding cannot reach.
  public let warnings: [TableWarning]

  // The upper bound of every category but the last, for binary search.
  @usableFromInline let upperMillionths: [Int64]
  @usableFromInline let upperInclusive: [Bool]
  // For each category, the positions of the groups it belongs to.
  private let groupsByCategory: [[Int]]
  /// The same table in integers, which classifies every BMI within its range.
  @usableFromInline let classifier: MillionthsClassifier

  /// Builds a table, checking that it is complete and unambiguous.
  ///
  /// - Parameters:
  ///   - categories: At least two categories in ascending order; the first without a
  ///     lower bound, the last without an upper bound.
  ///   - groups: Named sets of categories, by category identifier.
  ///   - rounding: The rounding applied before lookup. With rounding to `d` decimals the
  ///     table only needs to cover the values with `d` decimals.
  ///   - allowsNegativeBounds: Whether bounds may be zero or negative, as the cut-offs of a
  ///     z-score are (`-3`, `-2`); a BMI, a waist or a percentile has positive bounds.
  /// - Throws: ``TableError`` listing every problem found.
  public init(
    categories: [BMICategory], groups: [CategoryGroup] = [], rounding: RoundingPolicy = .none,
    allowsNegativeBounds: Bool = false
  ) throws(TableError) {
    let problems = TableValidator(
      categories: categories, groups: groups, rounding: rounding,
      allowsNegativeBounds: allowsNegativeBounds
    )
    .problems()
    guard problems.isEmpty else { throw TableError(problems: problems) }
    self.init(
      validatedCategories: categories, groups: groups, rounding: rounding,
      warnings: TableValidator.warnings(categories: categories, rounding: rounding))
  }

  /// Builds a table that has already been checked, such as a built-in standard compiled
  /// into the package after the loader validated it at build time.
  ///
  /// - Parameters:
  ///   - categories: Categories that passed ``init(categories:groups:rounding:allowsNegativeBounds:)``.
  ///   - groups: Their groups.
  ///   - rounding: Their rounding.
  ///   - warnings: The warnings validation found.
  package init(
    validatedCategories categories: [BMICategory], groups: [CategoryGroup],
    rounding: RoundingPolicy, warnings: [TableWarning] = []
  ) {
    self.categories = categories
    self.groups = groups
    self.rounding = rounding
    self.healthyIndex = categories.firstIndex { $0.isHealthy }
    self.warnings = warnings
    var millionths: [Int64] = []
    var inclusive: [Bool] = []
    for category in categories.dropLast() {
      // Validation guarantees every category but the last has an upper bound.
      millionths.append(category.interval.upper.value?.millionths ?? Int64.max)
      inclusive.append(category.interval.upper.isInclusive)
    }
    self.upperMillionths = millionths
    self.upperInclusive = inclusive
    // A loop, not Dictionary(_:uniquingKeysWith:), whose rethrowing closure Embedded
    // Swift cannot compile.
    var indexByID: [String: Int] = [:]
    for (index, category) in categories.enumerated() where indexByID[category.id] == nil {
      indexByID[category.id] = index
    }
    var byCategory = Array(repeating: [Int](), count: categories.count)
    for (groupIndex, group) in groups.enumerated() {
      for member in group.memberIDs {
        if let index = indexByID[member], !byCategory[index].contains(groupIndex) {
          byCategory[index].append(groupIndex)
        }
      }
    }
    self.groupsByCategory = byCategory
    self.classifier = MillionthsClassifier(categories: categories, rounding: rounding)
  }

  /// The position of the category a BMI falls in, after the table's rounding.
  ///
  /// - Parameter bmi: The exact BMI.
  /// - Complexity: O(log n) comparisons for n categories.
  @inlinable
  public func categoryIndex(for bmi: BodyMassIndex) -> Int {
    if let millionths = bmi.millionths { return classifier.categoryIndex(of: millionths) }
    return categoryIndex(forClassifiedValue: rounding.valueToClassify(bmi.value))
  }

  /// The position of the category of a value that has already been rounded as the table
  /// says (or is exact, when the table does not round), found with exact fractions: the
  /// reference the integer classifier is held to.
  ///
  /// - Parameter value: The value to look up.
  /// - Complexity: O(log n) comparisons for n categories.
  @inlinable
  package func categoryIndex(forClassifiedValue value: Rational) -> Int {
    Self.categoryIndex(
      forClassifiedValue: value, upperMillionths: upperMillionths,
      upperInclusive: upperInclusive)
  }

  /// ``categoryIndex(forClassifiedValue:)`` over a table's upper bounds alone (for the
  /// BMI-for-age fast route, which keeps only those).
  @inlinable
  static func categoryIndex(
    forClassifiedValue value: Rational, upperMillionths: [Int64], upperInclusive: [Bool]
  ) -> Int {
    firstAdmitting(upperInclusive: upperInclusive) {
      value.compare(to: ExactDecimal(millionths: upperMillionths[$0]))
    }
  }

  /// The first category whose upper bound admits a value, by binary search, the last one
  /// when none does; `order(i)` is the value's order (−1, 0, 1) against upper bound `i`.
  @inlinable
  static func firstAdmitting(upperInclusive: [Bool], order: (Int) -> Int) -> Int {
    var low = 0
    var high = upperInclusive.count
    while low < high {
      let middle = (low + high) / 2
      let comparison = order(middle)
      let admitted = comparison < 0 || (comparison == 0 && upperInclusive[middle])
      if admitted { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The groups the category at `index` belongs to, in the order the table lists them.
  ///
  /// - Parameter index: A category position.
  public func groups(ofCategoryAt index: Int) -> [CategoryGroup] {
    groupsByCategory[index].map { groups[$0] }
  }

  /// The category with this identifier, if any.
  ///
  /// - Parameter id: A category identifier.
  public func category(withID id: String) -> BMICategory? {
    categories.first { $0.id == id }
  }
}

extension ClassificationTable: Equatable {
  /// Whether two tables have the same categories, groups and rounding (and so classify
  /// every BMI alike).
  public static func == (lhs: ClassificationTable, rhs: ClassificationTable) -> Bool {
    lhs.categories == rhs.categories && lhs.groups == rhs.groups && lhs.rounding == rhs.rounding
  }
}
