import Foundation
import Testing

/// Keeps docs/library.md true: its example is the compiled example, and its output is what
/// the example prints.
struct LibraryGuideTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func fencedBlocks(_ text: String, language: String) -> [String] {
    var blocks: [String] = []
    var current: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```\(language)" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(String(line))
      }
    }
    return blocks
  }

  @Test func guideShowsTheCompiledExample() throws {
    let guide = try String(
      contentsOf: Self.root.appending(path: "docs/library.md"), encoding: .utf8)
    let source = try String(
      contentsOf: Self.root.appending(path: "Tests/BMIKitTests/LibraryGuideExample.swift"),
      encoding: .utf8)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let begin = try #require(lines.firstIndex { $0.contains("// BEGIN EXAMPLE") })
    let end = try #require(lines.firstIndex { $0.contains("// END EXAMPLE") })
    // The guide shows the body one level less indented, after `import BMIKit`.
    let body = lines[(begin + 1)..<end].map {
      $0.hasPrefix("  ") ? String($0.dropFirst(2)) : String($0)
    }
    let expected = "import BMIKit\n\n" + body.joined(separator: "\n")
    #expect(Self.fencedBlocks(guide, language: "swift").first == expected)
  }

  @Test func guideShowsTheExamplesOutput() throws {
    var printed: [String] = []
    try libraryGuideExample { printed.append($0) }
    let guide = try String(
      contentsOf: Self.root.appending(path: "docs/library.md"), encoding: .utf8)
    #expect(Self.fencedBlocks(guide, language: "text").first == printed.joined(separator: "\n"))
  }
}
