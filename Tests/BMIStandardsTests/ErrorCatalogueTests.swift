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
    var testDescription: String { code }
  }

  static let page = TestFiles.packageRoot.appending(path: "docs/errors.md")

  static func sections() throws -> [Section] {
    let text = try String(contentsOf: page, encoding: .utf8)
    let parts = text.components(separatedBy: "\n### ").dropFirst()
    return parts.map { part in
      let code = String(part.prefix { $0 != ":" })
      return Section(
        code: code, example: block("yaml", in: part), output: block("text", in: part))
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

  /// The example's bytes: `\xHH` becomes the byte, the rest is UTF-8. Without an example,
  /// the one example too large to print: 1 MiB and one byte.
  static func bytes(of section: Section) -> [UInt8] {
    guard let example = section.example else {
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

  /// What BMIKit prints for the example: every diagnostic, rendered.
  static func rendered(_ section: Section) -> String {
    let bytes = bytes(of: section)
    do {
      let loaded = try StandardLoader.load(bytes: bytes, fileName: "clinic.yaml")
      return loaded.warnings.map { $0.rendered(source: bytes) }.joined()
    } catch {
      return error.renderedDiagnostics
    }
  }

  @Test func everyCodeIsDocumentedInOrder() throws {
    #expect(try Self.sections().map(\.code) == DiagnosticCode.all.map(\.rawValue))
  }

  @Test(arguments: try sections())
  func theExampleGivesWhatThePageShows(section: Section) throws {
    let output = try #require(section.output, "no text block for \(section.code)")
    #expect(Self.rendered(section) == output)
    #expect(output.contains("[\(section.code)]: "))
  }
}
