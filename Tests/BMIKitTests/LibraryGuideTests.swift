import Foundation
import Testing

/// Keeps docs/library.md true: every example in it is built as the `main.swift` of a real
/// client package that depends on this one by path, run, and its output compared with the
/// block the guide shows after it.
struct LibraryGuideTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// One example: its source and the output the guide shows.
  struct Example {
    let source: String
    let output: String
  }

  /// The fenced blocks of a Markdown text, with their language.
  static func fencedBlocks(_ text: String) -> [(language: String, body: String)] {
    var blocks: [(String, String)] = []
    var current: (language: String, lines: [String])?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.hasPrefix("```") {
        current = (String(line.dropFirst(3)), [])
      } else if let open = current, line == "```" {
        blocks.append((open.language, open.lines.joined(separator: "\n")))
        current = nil
      } else {
        current?.lines.append(String(line))
      }
    }
    return blocks
  }

  /// Every Swift block that is a program, with the text block that follows it; and the
  /// `people.csv` the quick start reads (the text block before the first program).
  static func examples() throws -> (examples: [Example], peopleCSV: String) {
    let guide = try String(
      contentsOf: root.appending(path: "docs/library.md"), encoding: .utf8)
    let blocks = fencedBlocks(guide)
    var examples: [Example] = []
    var people = ""
    for (index, block) in blocks.enumerated()
    where block.language == "swift" && block.body.hasPrefix("import BMIKit") {
      if examples.isEmpty, index > 0, blocks[index - 1].language == "text" {
        people = blocks[index - 1].body + "\n"
      }
      guard index + 1 < blocks.count, blocks[index + 1].language == "text" else { continue }
      examples.append(Example(source: block.body, output: blocks[index + 1].body))
    }
    return (examples, people)
  }

  @Test func theGuideHasItsExamples() throws {
    let (examples, people) = try Self.examples()
    #expect(examples.count == 5)
    #expect(people.hasPrefix("id,height_cm,weight_kg\n"))
    // The quick start is the issue's call sites as written.
    #expect(examples.first?.source.contains("BatchClassifier(standard: ksso).run(") == true)
  }

  /// Whether the client package is built: `BMI_CLIENT_BUILD_TESTS=yes`, or, when that is
  /// unset, `CI=true` (`.ci/run` runs it in its step "install tests"). It compiles the whole
  /// library again in a package of its own, so the everyday `swift test` skips it.
  static let clientBuildRequested: Bool = {
    let environment = ProcessInfo.processInfo.environment
    switch environment["BMI_CLIENT_BUILD_TESTS"] {
    case "yes": return true
    case nil: return environment["CI"] == "true"
    default: return false
    }
  }()

  @Test(
    .timeLimit(.minutes(20)),
    .enabled(
      if: clientBuildRequested,
      "builds a client package: BMI_CLIENT_BUILD_TESTS=yes runs it (CI=true does too)"))
  func everyExampleBuildsAndRunsAsAClientPackage() throws {
    let (examples, people) = try Self.examples()
    try #require(!examples.isEmpty)
    let client = Self.root.appending(path: ".build/guide-client")
    let fileManager = FileManager.default
    try? fileManager.removeItem(at: client.appending(path: "Sources"))
    try fileManager.createDirectory(at: client, withIntermediateDirectories: true)
    // A path dependency's package is named after its folder, whatever the clone is called.
    let identity = Self.root.lastPathComponent
    var targets: [String] = []
    for (index, example) in examples.enumerated() {
      let name = "guide-\(index + 1)"
      let folder = client.appending(path: "Sources/\(name)")
      try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data((example.source + "\n").utf8).write(to: folder.appending(path: "main.swift"))
      targets.append(
        "    .executableTarget(name: \"\(name)\", dependencies: [.product(name: \"BMIKit\", package: \(String(reflecting: identity)))]),"
      )
    }
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "GuideClient",
        platforms: [.macOS(.v12), .iOS(.v15)],
        dependencies: [.package(path: \(String(reflecting: Self.root.path)))],
        targets: [
      \(targets.joined(separator: "\n"))
        ]
      )

      """
    try Data(manifest.utf8).write(to: client.appending(path: "Package.swift"))
    let build = try Self.run(
      "/usr/bin/env", ["swift", "build", "--package-path", client.path], in: client)
    try #require(build.status == 0, "swift build failed:\n\(build.output)")
    let work = client.appending(path: "run")
    try? fileManager.removeItem(at: work)
    try fileManager.createDirectory(at: work, withIntermediateDirectories: true)
    try Data(people.utf8).write(to: work.appending(path: "people.csv"))
    for (index, example) in examples.enumerated() {
      let binary = client.appending(path: ".build/debug/guide-\(index + 1)")
      let result = try Self.run(binary.path, [], in: work)
      #expect(result.status == 0, "guide-\(index + 1): \(result.output)")
      #expect(result.output == example.output + "\n", "guide-\(index + 1)")
    }
    let written = try String(contentsOf: work.appending(path: "out.csv"), encoding: .utf8)
    #expect(written.hasSuffix("3,170,abc,,,invalid-weight\n"))
  }

  /// Runs a program to the end, giving its status and standard output (standard error
  /// goes with it only when the program fails).
  static func run(_ path: String, _ arguments: [String], in folder: URL) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    // Standard error goes to a file, so a chatty build cannot fill a pipe nobody reads.
    let errorFile = folder.appending(path: ".stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    let text = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let printed = String(decoding: text, as: UTF8.self)
    guard process.terminationStatus != 0 else { return (0, printed) }
    let errorText = (try? Data(contentsOf: errorFile)) ?? Data()
    return (process.terminationStatus, printed + String(decoding: errorText, as: UTF8.self))
  }
}
