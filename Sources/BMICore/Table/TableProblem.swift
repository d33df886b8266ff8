/// A reason a set of categories does not form a valid table, found while building it.
///
/// Every problem names the categories involved by position (0-based, in the order given)
/// and identifier, so a loader can point at the right lines of a file.
public enum TableProblem: Hashable, Sendable {
  /// Fewer than two categories.
  case tooFewCategories(count: Int)
  /// Rounding to more decimals than `RoundingPolicy/maximumDecimals`, or fewer than 0.
  case unsupportedRounding(decimals: Int)
  /// The first category has a lower bound; it must reach down to zero.
  case firstCategoryHasLowerBound(category: Int, id: String)
  /// The last category has an upper bound; it must reach up without limit.
  case lastCategoryHasUpperBound(category: Int, id: String)
  /// A category after the first has no lower bound.
  case missingLowerBound(category: Int, id: String)
  /// A category before the last has no upper bound.
  case missingUpperBound(category: Int, id: String)
  /// A bound is zero or negative.
  case nonPositiveBound(category: Int, id: String, value: ExactDecimal)
  /// A category's interval contains no value that can be classified.
  case emptyInterval(category: Int, id: String, interval: Interval)
  /// A category starts below the category before it.
  case outOfOrder(category: Int, id: String, previous: Int, previousID: String)
  /// Values between two neighbouring categories belong to neither.
  case gap(before: Int, beforeID: String, after: Int, afterID: String, uncovered: Interval)
  /// Values belong to two neighbouring categories.
  case overlap(first: Int, firstID: String, second: Int, secondID: String, shared: Interval)
  /// Two categories share an identifier.
  case duplicateCategoryID(id: String, first: Int, second: Int)
  /// Two groups share an identifier.
  case duplicateGroupID(id: String, first: Int, second: Int)
  /// A group names a category the table does not have.
  case unknownGroupMember(group: Int, groupID: String, member: String)
  /// More than one category is marked healthy.
  case multipleHealthyCategories(first: Int, firstID: String, second: Int, secondID: String)
}

extension TableProblem: CustomStringConvertible {
  /// A one-line English explanation naming the categories and values involved.
  public var description: String {
    switch self {
    case .tooFewCategories(let count):
      return "a table needs at least 2 categories, found \(count)"
    case .unsupportedRounding(let decimals):
      return
        "rounding to \(decimals) decimals is not supported; use 0 to \(RoundingPolicy.maximumDecimals)"
    case .firstCategoryHasLowerBound(_, let id):
      return
        "the first category '\(id)' must have no lower bound, so that it covers every BMI down to 0"
    case .lastCategoryHasUpperBound(_, let id):
      return
        "the last category '\(id)' must have no upper bound, so that it covers every BMI above it"
    case .missingLowerBound(_, let id):
      return "category '\(id)' has no lower bound; only the first category may omit it"
    case .missingUpperBound(_, let id):
      return "category '\(id)' has no upper bound; only the last category may omit it"
    case .nonPositiveBound(_, let id, let value):
      return "category '\(id)' has the bound \(value); bounds must be greater than 0"
    case .emptyInterval(_, let id, let interval):
      return "category '\(id)' covers no value: its interval \(interval) is empty"
    case .outOfOrder(_, let id, _, let previousID):
      return
        "category '\(id)' starts below '\(previousID)', which comes before it; list categories in ascending order"
    case .gap(_, let beforeID, _, let afterID, let uncovered):
      return
        "gap: no category covers \(uncovered.inequality), between '\(beforeID)' and '\(afterID)'"
    case .overlap(_, let firstID, _, let secondID, let shared):
      return "overlap: \(shared.inequality) is in both '\(firstID)' and '\(secondID)'"
    case .duplicateCategoryID(let id, _, _):
      return "two categories have the id '\(id)'"
    case .duplicateGroupID(let id, _, _):
      return "two groups have the id '\(id)'"
    case .unknownGroupMember(_, let groupID, let member):
      return "group '\(groupID)' names '\(member)', which is not a category of this table"
    case .multipleHealthyCategories(_, let firstID, _, let secondID):
      return "both '\(firstID)' and '\(secondID)' are marked healthy; mark at most one"
    }
  }
}

/// A valid table's feature that is probably not what its author meant.
public enum TableWarning: Hashable, Sendable {
  /// A bound has more decimals than the rounding keeps, so values rounded first can never
  /// equal it; e.g. 22.95 with one-decimal rounding.
  case boundFinerThanRounding(category: Int, id: String, value: ExactDecimal, decimals: Int)
}

extension TableWarning: CustomStringConvertible {
  /// A one-line English explanation.
  public var description: String {
    switch self {
    case .boundFinerThanRounding(_, let id, let value, let decimals):
      return
        "category '\(id)' has the bound \(value), but BMI is rounded to \(decimals) decimal\(decimals == 1 ? "" : "s") first, so no classified value equals it; write the bound with at most \(decimals) decimal\(decimals == 1 ? "" : "s")"
    }
  }
}

/// The error thrown when categories do not form a valid table; it lists every problem.
public struct TableError: Error, Hashable, Sendable, CustomStringConvertible {
  /// All problems found, in the order of the categories.
  public let problems: [TableProblem]

  /// Creates an error from the problems found.
  ///
  /// - Parameter problems: At least one problem.
  public init(problems: [TableProblem]) {
    self.problems = problems
  }

  /// Every problem, one per line.
  public var description: String { problems.map { $0.description }.joined(separator: "\n") }
}
