import BMIKit
import Foundation
import Testing

/// Keeps the format 2 part of `docs/standard-format.md` true: the people of its checked
/// tables are classified again with the files they name, and each broken file it shows gives
/// the diagnostics the page prints.
struct SectionedFormatPageTests {
  static let page = BuiltInCatalogueTests.root.appending(path: "docs/standard-format.md")

  /// One row of a `<!-- checked people against FILE -->` table.
  struct Row: Sendable, CustomTestStringConvertible {
    let file: String
    let cells: [String]
    var testDescription: String { "\(file): \(cells.joined(separator: " | "))" }
  }

  static func rows() throws -> [Row] {
    let text = try String(contentsOf: page, encoding: .utf8)
    var rows: [Row] = []
    var file: String?
    for line in text.split(separator: "\n").map(String.init) {
      if line.hasPrefix("<!-- checked people against ") {
        file = line.dropFirst("<!-- checked people against ".count)
          .replacingOccurrences(of: "-->", with: "").trimmingCharacters(in: .whitespaces)
      } else if line.hasPrefix("<!-- end checked") {
        file = nil
      } else if let file, line.hasPrefix("|"), !line.hasPrefix("| sex"), !line.hasPrefix("| ---") {
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
          .dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
        rows.append(Row(file: file, cells: cells))
      }
    }
    return rows
  }

  @Test func thePageHasCheckedPeopleForBothExamples() throws {
    let files = Set(try Self.rows().map(\.file))
    #expect(files == ["docs/examples/clinic-waist.yaml", "docs/examples/clinic-age-bands.yaml"])
  }

  /// `| sex | age | waist | BMI | section | category or code |`.
  @Test(arguments: try rows())
  func thePersonIsClassifiedAsThePageSays(row: Row) throws {
    let standard = try StandardPageTests.load(row.file)
    var person = Person()
    if !row.cells[0].isEmpty { person.sex = try Sex(parsing: row.cells[0]) }
    if !row.cells[1].isEmpty { person.age = try Age(parsing: row.cells[1]) }
    if !row.cells[2].isEmpty { person.waist = try Waist(parsing: row.cells[2]) }
    if !row.cells[3].isEmpty {
      person.bodyMassIndex = BodyMassIndex(try #require(ExactDecimal(row.cells[3])))
    }
    let expected = StandardPageTests.categoryID(in: row.cells[5])
    do throws(MeasurementError) {
      let result = try standard.classify(person)
      #expect(result.category.id == expected)
      #expect(result.section.name == row.cells[4])
    } catch {
      #expect(error.code == expected)
      #expect(row.cells[4].isEmpty)
    }
  }

  /// A `<!-- rendered from the yaml block below, as NAME -->` example: the file, and what
  /// `bmi standards check` prints for it.
  struct Rendered: Sendable, CustomTestStringConvertible {
    let name: String
    let yaml: String
    let text: String
    var testDescription: String { name }
  }

  static func renderedExamples() throws -> [Rendered] {
    let text = try String(contentsOf: page, encoding: .utf8)
    let marker = "<!-- rendered from the yaml block below, as "
    return text.components(separatedBy: marker).dropFirst().compactMap { part in
      let name = String(part.prefix { $0 != " " })
      guard let yamlStart = part.range(of: "```yaml\n"),
        let yamlEnd = part.range(of: "```\n", range: yamlStart.upperBound..<part.endIndex),
        let textStart = part.range(of: "```text\n", range: yamlEnd.upperBound..<part.endIndex),
        let textEnd = part.range(of: "```\n", range: textStart.upperBound..<part.endIndex)
      else { return nil }
      return Rendered(
        name: name, yaml: String(part[yamlStart.upperBound..<yamlEnd.lowerBound]),
        text: String(part[textStart.upperBound..<textEnd.lowerBound]))
    }
  }

  @Test func thePageShowsAGapAndAnOverlap() throws {
    let codes = try Self.renderedExamples().map(\.text).joined()
    #expect(codes.contains("error[E065]: gap: no section covers sex = female, age ≥ 70"))
    #expect(codes.contains("error[E066]: overlap: "))
  }

  @Test(arguments: try renderedExamples())
  func theBrokenFileGivesWhatThePageShows(example: Rendered) {
    let bytes = Array(example.yaml.utf8)
    do {
      _ = try StandardLoader.load(bytes: bytes, fileName: example.name)
      Issue.record("\(example.name) loaded")
    } catch {
      #expect(error.renderedDiagnostics == example.text)
    }
  }

  /// The two examples are the files of the issue, as written, after the schema line.
  @Test(arguments: ["clinic-waist", "clinic-age-bands"])
  func theExamplesLoadWithoutWarnings(name: String) throws {
    let loaded = try StandardLoader.load(
      bytes: [UInt8](
        try Data(
          contentsOf: BuiltInCatalogueTests.root.appending(path: "docs/examples/\(name).yaml"))),
      fileName: name + ".yaml")
    #expect(loaded.warnings.isEmpty)
    #expect(loaded.standard.sections.count == 2)
  }
}
