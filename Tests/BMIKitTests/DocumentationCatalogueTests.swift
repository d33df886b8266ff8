import Foundation
import Testing

/// Keeps the DocC articles true: each article's Swift listing is its compiled example in
/// DocumentationExamples.swift (or LibraryGuideExample.swift), and its `text` listing is what
/// that example prints.
struct DocumentationCatalogueTests {
  /// Every article (a catalogue page that is not a module's landing page), by file name.
  static func articles() throws -> [String: URL] {
    let sources = LibraryGuideTests.root.appending(path: "Sources")
    var found: [String: URL] = [:]
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      let catalogue = file.deletingLastPathComponent()
      guard catalogue.pathExtension == "docc", file.pathExtension == "md" else { continue }
      let name = file.deletingPathExtension().lastPathComponent
      if name != catalogue.deletingPathExtension().lastPathComponent { found[name] = file }
    }
    return found
  }

  /// The code between the example markers of a source file, one level less indented.
  static func example(named name: String) throws -> String {
    let file =
      name == "GettingStarted" ? "LibraryGuideExample.swift" : "DocumentationExamples.swift"
    let source = try String(
      contentsOf: LibraryGuideTests.root.appending(path: "Tests/BMIKitTests/\(file)"),
      encoding: .utf8)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.contains("func \(lowercasedFirst(name))") })
    let begin = try #require(lines[start...].firstIndex { $0.contains("// BEGIN EXAMPLE") })
    let end = try #require(lines[begin...].firstIndex { $0.contains("// END EXAMPLE") })
    return lines[(begin + 1)..<end].map {
      $0.hasPrefix("  ") ? String($0.dropFirst(2)) : String($0)
    }.joined(separator: "\n")
  }

  private static func lowercasedFirst(_ name: String) -> String {
    name == "GettingStarted"
      ? "libraryGuideExample" : name.prefix(1).lowercased() + name.dropFirst() + "Example"
  }

  @Test func everyArticleHasACompiledExample() throws {
    let articles = try Self.articles()
    #expect(articles.count >= 4, "found \(articles.keys.sorted())")
    #expect(Set(articles.keys) == Set(documentationExamples.keys))
  }

  @Test(arguments: documentationExamples.keys.sorted())
  func theArticleShowsItsExampleAndWhatItPrints(_ name: String) throws {
    let article = try #require(try Self.articles()[name], "no article \(name).md")
    let text = try String(contentsOf: article, encoding: .utf8)
    var code = try Self.example(named: name)
    if name == "GettingStarted" { code = "import BMIKit\n\n" + code }
    #expect(LibraryGuideTests.fencedBlocks(text, language: "swift").last == code)

    var printed: [String] = []
    let example = try #require(documentationExamples[name])
    try example { printed.append($0) }
    #expect(
      LibraryGuideTests.fencedBlocks(text, language: "text").first
        == printed.joined(separator: "\n"))
  }
}
