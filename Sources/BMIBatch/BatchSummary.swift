/// What a batch run found: rows, how many fell in each category, how many were flagged and
/// why.
public struct BatchSummary: Equatable, Sendable {
  /// How many rows were flagged with one code.
  public struct FlagCount: Equatable, Sendable {
    /// The code written in the `error` column, such as `invalid-height`.
    public let code: String
    /// The rows flagged with it.
    public var count: Int
  }

  /// The standard's category identifiers, in table order.
  public let categoryIDs: [String]
  /// Data rows read (blank lines are not rows).
  public var rowsRead = 0
  /// Rows per category, in table order.
  public var categoryCounts: [Int]
  /// Flagged rows per error code, in the order the codes first appeared.
  public var flagCounts: [FlagCount] = []

  /// An empty summary for a standard's categories.
  init(categoryIDs: [String]) {
    self.categoryIDs = categoryIDs
    categoryCounts = Array(repeating: 0, count: categoryIDs.count)
  }

  /// Rows classified.
  public var rowsClassified: Int { categoryCounts.reduce(0, +) }
  /// Rows flagged.
  public var rowsFlagged: Int { flagCounts.reduce(0) { $0 + $1.count } }

  /// Counts flagged rows, one unless `count` says more.
  mutating func countProblem(_ code: String, count: Int = 1) {
    if let index = flagCounts.firstIndex(where: { $0.code == code }) {
      flagCounts[index].count += count
    } else {
      flagCounts.append(FlagCount(code: code, count: count))
    }
  }
}
