/// What a batch run found: rows, how many fell in each category, how many were flagged and
/// why.
struct BatchSummary: Equatable, Sendable {
  /// The standard's category identifiers, in table order.
  let categoryIDs: [String]
  /// Data rows read (blank lines are not rows).
  var rows = 0
  /// Rows per category, in table order.
  var categoryCounts: [Int]
  /// Flagged rows per error code, in the order the codes first appeared.
  var problemCounts: [(code: String, count: Int)] = []

  /// An empty summary for a standard's categories.
  init(categoryIDs: [String]) {
    self.categoryIDs = categoryIDs
    categoryCounts = Array(repeating: 0, count: categoryIDs.count)
  }

  /// Rows classified.
  var classifiedRows: Int { categoryCounts.reduce(0, +) }
  /// Rows flagged.
  var flaggedRows: Int { problemCounts.reduce(0) { $0 + $1.count } }

  /// Counts one flagged row.
  mutating func countProblem(_ code: String) {
    if let index = problemCounts.firstIndex(where: { $0.code == code }) {
      problemCounts[index].count += 1
    } else {
      problemCounts.append((code, 1))
    }
  }

  /// The summary as standard error shows it: a line of totals, then one line per category
  /// and per error code.
  ///
  /// - Parameters:
  ///   - standardName: The standard's identifier, such as `who-2000`.
  ///   - language: The language of the run.
  func rendered(standardName: String, language: DisplayLanguage) -> String {
    var lines = [
      Message.batchSummaryHeading(
        rows: rows, standard: standardName, classified: classifiedRows, flagged: flaggedRows
      ).text(in: language)
    ]
    let width = (categoryIDs + problemCounts.map(\.code)).map(\.count).max() ?? 0
    for (id, count) in zip(categoryIDs, categoryCounts) {
      lines.append("  " + id.padding(to: width) + "  \(count)")
    }
    let marker = Message.batchSummaryErrorMarker.text(in: language)
    for (code, count) in problemCounts {
      lines.append("  " + code.padding(to: width) + "  \(count)  \(marker)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func == (lhs: BatchSummary, rhs: BatchSummary) -> Bool {
    lhs.categoryIDs == rhs.categoryIDs && lhs.rows == rhs.rows
      && lhs.categoryCounts == rhs.categoryCounts
      && lhs.problemCounts.map(\.code) == rhs.problemCounts.map(\.code)
      && lhs.problemCounts.map(\.count) == rhs.problemCounts.map(\.count)
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
