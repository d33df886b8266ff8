import BMIKit
import BMISupport

extension BatchSummary {
  /// The summary as standard error shows it: a line of totals, then one line per category
  /// and per error code.
  ///
  /// - Parameters:
  ///   - standardName: The standard's identifier, such as `who-2000`.
  ///   - language: The language of the run.
  func rendered(standardName: String, language: DisplayLanguage) -> String {
    var lines = [
      Message.batchSummaryHeading(
        rows: rowsRead, standard: standardName, classified: rowsClassified, flagged: rowsFlagged
      ).text(in: language)
    ]
    let width = (categoryIDs + flagCounts.map(\.code)).map(\.count).max() ?? 0
    for (id, count) in zip(categoryIDs, categoryCounts) {
      lines.append("  " + id.padding(to: width) + "  \(count)")
    }
    let marker = Message.batchSummaryErrorMarker.text(in: language)
    for flag in flagCounts {
      lines.append("  " + flag.code.padding(to: width) + "  \(flag.count)  \(marker)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
