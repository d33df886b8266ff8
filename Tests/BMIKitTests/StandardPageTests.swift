import BMIKit
import Foundation
import Testing

/// Keeps the figures in `docs/standards/*.md` and `docs/standard-format.md` true: every row
/// of a checked table is classified again with the file the table names, and the examples
/// in `docs/examples/` load as the format guide says.
struct StandardPageTests {
  static let root = BuiltInCatalogueTests.root

  /// One cell of a checked table: a BMI, the value it is looked up as (when the table
  /// shows it), and the category the named file gives it.
  struct Row: Sendable, CustomTestStringConvertible {
    let page: String
    let file: String
    let bmi: String
    let lookedUpAs: String?
    let category: String
    var testDescription: String { "\(page): \(file) \(bmi) is \(category)" }
  }

  static var pages: [URL] {
    let standards = root.appending(path: "docs/standards")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: standards.path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted().map { standards.appending(path: $0) }
      + [root.appending(path: "docs/standard-format.md")]
  }

  /// The first `identifier` in backquotes in a table cell, or the whole cell.
  static func categoryID(in cell: String) -> String {
    let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
    return parts.count >= 3 ? String(parts[1]) : cell
  }

  /// Every row of the checked tables of the pages. Two kinds of table are checked:
  ///
  /// - after `<!-- checked against FILE -->`: `| BMI | looked up as | `category` … |`;
  /// - after `<!-- checked columns: id | id … -->`: `| BMI | `category` | `category` … |`,
  ///   one column per built-in standard.
  ///
  /// Both end at `<!-- end checked -->`.
  static func rows() -> [Row] {
    var rows: [Row] = []
    for page in pages {
      guard let text = try? String(contentsOf: page, encoding: .utf8) else { continue }
      var file: String?
      var columns: [String] = []
      for line in text.split(separator: "\n").map(String.init) {
        let marker = line.replacingOccurrences(of: "-->", with: "")
        if line.hasPrefix("<!-- checked against ") {
          file = marker.dropFirst("<!-- checked against ".count)
            .trimmingCharacters(in: .whitespaces)
        } else if line.hasPrefix("<!-- checked columns: ") {
          columns = marker.dropFirst("<!-- checked columns: ".count).split(separator: "|")
            .map { "Standards/\($0.trimmingCharacters(in: .whitespaces)).yaml" }
        } else if line.hasPrefix("<!-- end checked") {
          file = nil
          columns = []
        } else if line.hasPrefix("| "), !line.hasPrefix("| BMI"), !line.hasPrefix("| ---") {
          let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
          if let file {
            rows.append(
              Row(
                page: page.lastPathComponent, file: file, bmi: cells[0], lookedUpAs: cells[1],
                category: categoryID(in: cells[2])))
          }
          for (column, cell) in zip(columns, cells.dropFirst()) {
            rows.append(
              Row(
                page: page.lastPathComponent, file: column, bmi: cells[0], lookedUpAs: nil,
                category: categoryID(in: cell)))
          }
        }
      }
    }
    return rows
  }

  static func load(_ file: String) throws -> Standard {
    let bytes = [UInt8](try Data(contentsOf: root.appending(path: file)))
    return try StandardLoader.load(bytes: bytes, fileName: file).standard
  }

  @Test func everyStandardPageHasACheckedTable() {
    let people = (try? SectionedFormatPageTests.rows().map(\.page)) ?? []
    let checkedPages = Set(Self.rows().map(\.page) + people)
    for id in adultIDs {
      #expect(checkedPages.contains("\(id).md"), "docs/standards/\(id).md has no checked table")
    }
    #expect(checkedPages.contains("standard-format.md"))
    #expect(checkedPages.contains("README.md"))
  }

  @Test(arguments: rows())
  func rowIsWhatTheFileGives(row: Row) throws {
    let standard = try Self.load(row.file)
    let decimal = try #require(ExactDecimal(row.bmi))
    let result = try standard.classify(try #require(BodyMassIndex(decimal)))
    #expect(result.category.id == row.category)
    if let text = row.lookedUpAs {
      let lookedUpAs = try #require(ExactDecimal(text))
      #expect(result.classifiedValue.compare(to: lookedUpAs) == 0)
    }
  }

  @Test(arguments: ["acme-clinic", "one-decimal-ranges", "above-at-most"])
  func exampleLoadsWithoutWarnings(name: String) throws {
    let bytes = [UInt8](
      try Data(contentsOf: Self.root.appending(path: "docs/examples/\(name).yaml")))
    let loaded = try StandardLoader.load(bytes: bytes, fileName: "\(name).yaml")
    #expect(loaded.warnings.isEmpty, "\(loaded.warnings.map(\.message))")
  }

  /// The format guide's point: one-decimal closed ranges leave 22.9 < BMI < 23 uncovered
  /// unless BMI is rounded first.
  @Test func oneDecimalRangesWithoutRoundingAreRefused() throws {
    let path = Self.root.appending(path: "docs/examples/one-decimal-ranges.yaml")
    let text = try String(contentsOf: path, encoding: .utf8)
    let rounding = "rounding: {decimals: 1, mode: half-up}"
    #expect(text.contains(rounding))
    let unrounded = text.replacingOccurrences(of: rounding, with: "rounding: none")
    let error = #expect(throws: StandardLoadError.self) {
      try StandardLoader.load(bytes: Array(unrounded.utf8), fileName: "one-decimal-ranges.yaml")
    }
    let messages = error?.diagnostics.filter { $0.severity == .error }.map(\.message) ?? []
    #expect(messages.contains { $0.contains("22.9 < BMI < 23") }, "\(messages)")
    #expect(error?.renderedDiagnostics == (try Self.renderedBlock()))
  }

  /// The fenced block after `<!-- rendered by … -->` in the format guide.
  static func renderedBlock() throws -> String {
    let guide = try String(
      contentsOf: root.appending(path: "docs/standard-format.md"), encoding: .utf8)
    let lines = guide.split(separator: "\n", omittingEmptySubsequences: false)
    let marker = try #require(lines.firstIndex { $0.hasPrefix("<!-- rendered by ") })
    let start = marker + 2
    let end = try #require(lines[start...].firstIndex { $0 == "```" })
    return lines[start..<end].map { $0 + "\n" }.joined()
  }
}
