import Foundation
import Testing

@testable import BMIStandards

/// `docs/errors.md` documents every code with an example file and the diagnostics BMIKit
/// prints for it; this test loads each example and compares, so the page stays true.
struct ErrorCatalogueTests {
  /// One `### CODE: title` section of the page.
  struct Section: Sendable, CustomTestStringConvertible {
    let code: String
    /// The example file, with `\xHH` written for raw bytes; `nil` for a generated example.
    let example: String?
    /// The text block: what BMIKit prints for the example.
    let output: String?
    /// The csv block: the LMS table `clinic-lms.csv`, or the table of cut-offs
    /// `clinic-cut-offs.csv`, beside the example, if any.
    var table: String? = nil
    /// The `yaml clinic-child.yaml` block: a standard file a `use:` of the example names.
    var child: String? = nil
    var testDescription: String { code }
  }

  static let page = TestFiles.packageRoot.appending(path: "docs/errors.md")

  static func sections() throws -> [Section] {
    let text = try String(contentsOf: page, encoding: .utf8)
    let parts = text.components(separatedBy: "\n### ").dropFirst()
    return parts.map { whole in
      // A section ends where the next `### ` or `## ` heading starts.
      let part = whole.components(separatedBy: "\n## ")[0]
      let code = String(part.prefix { $0 != ":" })
      return Section(
        code: code, example: block("yaml", in: part), output: block("text", in: part),
        table: block("csv", in: part), child: block("yaml clinic-child.yaml", in: part))
    }
  }

  /// The contents of the first fenced block of a kind, with its final newline.
  private static func block(_ kind: String, in text: String) -> String? {
    guard let start = text.range(of: "```\(kind)\n") else { return nil }
    guard let end = text.range(of: "```\n", range: start.upperBound..<text.endIndex) else {
      return nil
    }
    return String(text[start.upperBound..<end.lowerBound])
  }

  /// The example's bytes: `\xHH` becomes the byte, the rest is UTF-8. The two examples too
  /// large to print are generated as the page describes them.
  static func bytes(of section: Section) -> [UInt8] {
    guard let example = section.example else {
      if section.code == DiagnosticCode.tooManyProblems.rawValue {
        let extra = (1...101).map { "extra-\($0): 1\n" }.joined()
        return Array((documentedClinic + extra).utf8)
      }
      return Array(repeating: UInt8(ascii: "#"), count: StandardLoader.maximumFileSize + 1)
    }
    var bytes: [UInt8] = []
    var rest = Substring(example)
    while let escape = rest.range(of: "\\x") {
      bytes += Array(rest[..<escape.lowerBound].utf8)
      let digits = rest[escape.upperBound...].prefix(2)
      bytes.append(UInt8(digits, radix: 16) ?? 0)
      rest = rest[escape.upperBound...].dropFirst(2)
    }
    return bytes + Array(rest.utf8)
  }

  /// The valid `clinic.yaml` the generated E048 example starts from, as the page shows it.
  static let documentedClinic = """
    format: bmi-standard/1
    id: clinic
    version: "1.0"
    name: {en: Clinic}
    rounding: none
    categories:
      - {id: low, label: {en: Low}, below: 20}
      - {id: ok, label: {en: OK}, healthy: true, at_least: 20, below: 27}
      - {id: high, label: {en: High}, at_least: 27}

    """

  /// What BMIKit prints for the example: every diagnostic, rendered; for a generated
  /// example, only the last one, which is the one the section is about.
  static func rendered(_ section: Section) -> String {
    let bytes = bytes(of: section)
    // The file is `clinic.yaml` unless the output names another (`clinic.txt` for E054).
    let fileName = section.output.map { String($0.prefix { $0 != ":" }) } ?? "clinic.yaml"
    let table = section.table.map { Array($0.utf8) }
    let child = section.child.map { Array($0.utf8) }
    let diagnostics: [Diagnostic]
    do {
      // No built-in is known here: a `use:` of a built-in's id is unknown (E080).
      diagnostics = try StandardLoader.load(
        bytes: bytes, fileName: fileName,
        referenceFiles: { name in
          switch name {
          case "clinic-lms.csv", "clinic-cut-offs.csv": table
          case "clinic-child.yaml": child
          case "clinic.yaml": bytes
          default: nil
          }
        },
        delegates: DelegateResolver(builtIn: { _ in nil })
      ).warnings
    } catch {
      // A diagnostic in the table is shown with the table's line.
      if section.example != nil { return error.renderedDiagnostics }
      diagnostics = error.diagnostics
    }
    let shown = section.example == nil ? Array(diagnostics.suffix(1)) : diagnostics
    return Diagnostic.rendered(shown, source: bytes)
  }

  @Test func everyCodeIsDocumentedInOrder() throws {
    #expect(try Self.sections().map(\.code) == DiagnosticCode.all.map(\.rawValue))
  }

  @Test(arguments: try sections())
  func theExampleGivesWhatThePageShows(section: Section) throws {
    let output = try #require(section.output, "no text block for \(section.code)")
    #expect(Self.rendered(section) == output)
    // A cycle is found in the file that closes it, which is refused in the file that named
    // it: E081 is shown inside that file's E083.
    #expect(
      output.contains("[\(section.code)]: ")
        || (section.code == DiagnosticCode.delegateCycle.rawValue
          && output.contains("(\(section.code): "))
    )
  }
}
