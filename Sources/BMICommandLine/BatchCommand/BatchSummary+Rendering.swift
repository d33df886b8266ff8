import BMIKit
import BMISupport

extension BatchSummary {
  /// The summary as standard error shows it: a line of totals, then one line per category
  /// (its id, count and label in the run's language) and per error code.
  ///
  /// - Parameters:
  ///   - standard: The standard of the run.
  ///   - language: The language of the run.
  func rendered(standard: Standard, language: DisplayLanguage) -> String {
    var lines = [
      Message.batchSummaryHeading(
        rows: rowsRead, standard: standard.identity.id, classified: rowsClassified,
        flagged: rowsFlagged
      ).text(in: language)
    ]
    let width = (categoryIDs + flagCounts.map(\.code)).map(\.count).max() ?? 0
    let countWidth = (categoryCounts + flagCounts.map(\.count)).map { String($0).count }.max() ?? 1
    func count(_ value: Int) -> String {
      String(repeating: " ", count: max(0, countWidth - String(value).count)) + String(value)
    }
    let categories = standard.table.categories
    for (index, (id, number)) in zip(categoryIDs, categoryCounts).enumerated() {
      let label = index < categories.count ? categories[index].label[language.tag] : id
      lines.append(
        "  " + id.padding(to: width) + "  " + count(number) + "  " + VisibleText.escaped(label))
    }
    let marker = Message.batchSummaryErrorMarker.text(in: language)
    for flag in flagCounts {
      lines.append("  " + flag.code.padding(to: width) + "  " + count(flag.count) + "  \(marker)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
