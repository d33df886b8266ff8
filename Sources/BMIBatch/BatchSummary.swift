/// What a batch run found: rows, how many fell in each category, how many were flagged and
/// why.
package struct BatchSummary: Equatable, Sendable {
  /// The standard's category identifiers, in table order.
  package let categoryIDs: [String]
  /// Data rows read (blank lines are not rows).
  package var rows = 0
  /// Rows per category, in table order.
  package var categoryCounts: [Int]
  /// Flagged rows per error code, in the order the codes first appeared.
  package var problemCounts: [(code: String, count: Int)] = []

  /// An empty summary for a standard's categories.
  init(categoryIDs: [String]) {
    self.categoryIDs = categoryIDs
    categoryCounts = Array(repeating: 0, count: categoryIDs.count)
  }

  /// Rows classified.
  package var classifiedRows: Int { categoryCounts.reduce(0, +) }
  /// Rows flagged.
  package var flaggedRows: Int { problemCounts.reduce(0) { $0 + $1.count } }

  /// Counts one flagged row.
  mutating func countProblem(_ code: String) {
    if let index = problemCounts.firstIndex(where: { $0.code == code }) {
      problemCounts[index].count += 1
    } else {
      problemCounts.append((code, 1))
    }
  }

  package static func == (lhs: BatchSummary, rhs: BatchSummary) -> Bool {
    lhs.categoryIDs == rhs.categoryIDs && lhs.rows == rhs.rows
      && lhs.categoryCounts == rhs.categoryCounts
      && lhs.problemCounts.map(\.code) == rhs.problemCounts.map(\.code)
      && lhs.problemCounts.map(\.count) == rhs.problemCounts.map(\.count)
  }
}
