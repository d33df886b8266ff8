import BMIKit
import Foundation
import Testing

/// The table of `docs/standards/bmi-for-age.md` is what the standards give: every row's z,
/// percentile and category, classified again.
struct BMIForAgePageTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let cells: [String]
    var testDescription: String { cells.joined(separator: " ") }
  }

  static func rows() throws -> [Row] {
    let page = BuiltInCatalogueTests.root.appending(path: "docs/standards/bmi-for-age.md")
    let text = try String(contentsOf: page, encoding: .utf8)
    var inside = false
    var rows: [Row] = []
    for line in text.split(separator: "\n") {
      if line.hasPrefix("<!-- checked bmi-for-age") {
        inside = true
      } else if line.hasPrefix("<!-- end checked") {
        inside = false
      } else if inside, line.hasPrefix("| "), !line.hasPrefix("| ---"),
        !line.hasPrefix("| Standard")
      {
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        rows.append(Row(cells: cells.map { $0.replacingOccurrences(of: "`", with: "") }))
      }
    }
    return rows
  }

  @Test func thePageHasRowsForEveryStandard() throws {
    let standards = Set(try Self.rows().map { $0.cells[0] })
    #expect(standards == ["who-2006-bmi-for-age", "who-2007-bmi-for-age", "cdc-2000-bmi-for-age"])
  }

  @Test(arguments: try rows())
  func rowIsWhatTheStandardGives(row: Row) throws {
    let cells = row.cells
    let standard = try BuiltInStandards.named(cells[0])
    let person = Person(
      bodyMassIndex: BodyMassIndex(try #require(ExactDecimal(cells[3]))),
      sex: try Sex(parsing: cells[1]), age: try Age(parsing: cells[2]))
    let result = try standard.classify(person)
    let scores = try #require(result.bmiForAge)
    #expect(try scores.zText() == cells[4])
    #expect(try scores.percentileText() == cells[5])
    #expect(result.category.id == cells[6])
  }
}
