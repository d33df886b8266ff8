import BMIKit
import Foundation
import Testing

/// Keeps the table in docs/boundary-semantics.md true: every cell is classified again.
struct BoundaryDocumentTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let bmi: String
    let expected: [(standard: String, category: String)]
    var testDescription: String { "BMI \(bmi)" }
  }

  static func rows() throws -> [Row] {
    let url = LibraryGuideTests.root.appending(path: "docs/boundary-semantics.md")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    guard let marker = lines.firstIndex(where: { $0.hasPrefix("<!-- checked by") }),
      let end = lines.firstIndex(where: { $0.hasPrefix("<!-- end checked") })
    else { return [] }
    // The marker names the columns: "BMI | who-2000 | ksso-2022 | …".
    let header = lines[marker].split(separator: ":").last!.replacingOccurrences(of: "-->", with: "")
    let standards = header.split(separator: "|").dropFirst().map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    return lines[(marker + 3)..<end].map { line in
      let cells = line.split(separator: "|").map {
        $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(
          in: CharacterSet(charactersIn: "`"))
      }
      return Row(bmi: cells[0], expected: Array(zip(standards, cells.dropFirst())))
    }
  }

  @Test func theTableHasRows() throws {
    #expect(try Self.rows().count >= 10)
  }

  @Test(arguments: try rows())
  func everyCellIsWhatTheStandardSays(row: Row) throws {
    let decimal = try #require(ExactDecimal(row.bmi))
    let bmi = try #require(BodyMassIndex(decimal))
    for (id, category) in row.expected {
      let standard = try #require(BuiltInStandards.standard(id: id))
      #expect(try standard.classify(bmi).category.id == category, "\(id) at \(row.bmi)")
    }
  }
}
