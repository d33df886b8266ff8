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

  /// The code between the example markers of DocumentationExamples.swift, one level less
  /// indented.
  static func example(named name: String) throws -> String {
    let source = try String(
      contentsOf: LibraryGuideTests.root.appending(
        path: "Tests/BMIKitTests/DocumentationExamples.swift"),
      encoding: .utf8)
    let function = "func " + name.prefix(1).lowercased() + name.dropFirst() + "Example("
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.contains(function) })
    let begin = try #require(lines[start...].firstIndex { $0.contains("// BEGIN EXAMPLE") })
    let end = try #require(lines[begin...].firstIndex { $0.contains("// END EXAMPLE") })
    return lines[(begin + 1)..<end].map {
      $0.hasPrefix("  ") ? String($0.dropFirst(2)) : String($0)
    }.joined(separator: "\n")
  }

  /// The bodies of an article's fenced blocks in one language.
  static func blocks(_ text: String, language: String) -> [String] {
    LibraryGuideTests.fencedBlocks(text).filter { $0.language == language }.map(\.body)
  }

  @Test func everyArticleHasACompiledExample() throws {
    let articles = try Self.articles()
    #expect(articles.count >= 5, "found \(articles.keys.sorted())")
    #expect(Set(articles.keys) == Set(documentationExamples.keys).union(["GettingStarted"]))
  }

  @Test(arguments: documentationExamples.keys.sorted())
  func theArticleShowsItsExampleAndWhatItPrints(_ name: String) throws {
    let article = try #require(try Self.articles()[name], "no article \(name).md")
    let text = try String(contentsOf: article, encoding: .utf8)
    #expect(Self.blocks(text, language: "swift").last == (try Self.example(named: name)))

    var printed: [String] = []
    let example = try #require(documentationExamples[name])
    try example { printed.append($0) }
    #expect(Self.blocks(text, language: "text").first == printed.joined(separator: "\n"))
  }

  @Test func gettingStartedShowsTheGuidesQuickStart() throws {
    let article = try #require(try Self.articles()["GettingStarted"])
    let text = try String(contentsOf: article, encoding: .utf8)
    let (examples, people) = try LibraryGuideTests.examples()
    let quickStart = try #require(examples.first)
    #expect(Self.blocks(text, language: "swift") == [quickStart.source])
    #expect(Self.blocks(text, language: "text") == [String(people.dropLast()), quickStart.output])
  }
}
