import Foundation
import Testing

/// Keeps `README.md`, every page under `docs/` and the man page's examples true: every
/// `console` block's commands are run with the built binary, and their output must be what
/// the page shows; each command of the man page's EXAMPLES must succeed.
///
/// Conventions of the page: a line starting with `$ ` is a command (optionally preceded by
/// `NAME=value` settings and followed by `# exit N` for the expected status); the lines
/// after it, up to the next command, are its standard output followed by its standard
/// error. `…` in an expected line stands for any text (a digest that changes with the file).
/// Commands run against a copy of `docs/examples/`: README's and the man page's from the
/// top of the repository, the pages' under `docs/` from `docs/examples`.
struct CommandLineDocumentTests {
  struct Example: Sendable, CustomTestStringConvertible {
    let document: String
    let line: Int
    let command: String
    let expected: [String]
    var testDescription: String { "\(document):\(line): \(command)" }
  }

  /// The pages whose console examples are checked: README and every Markdown page under
  /// `docs/`.
  static let documents: [String] = {
    var found = ["README.md"]
    let docs = repositoryRoot.appendingPathComponent("docs")
    let walker = FileManager.default.enumerator(atPath: docs.path)
    while let path = walker?.nextObject() as? String {
      if path.hasSuffix(".md") { found.append("docs/" + path) }
    }
    return found.sorted()
  }()

  /// Where a page's commands run, relative to the copy of the repository's files.
  static func workingFolder(of document: String) -> String {
    document.hasPrefix("docs/") ? "docs/examples" : "."
  }

  static func examples() throws -> [Example] {
    try documents.flatMap { try examples(in: $0) }
  }

  static func examples(in document: String) throws -> [Example] {
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent(document), encoding: .utf8)
    var examples: [Example] = []
    var inConsole = false
    var current: (line: Int, command: String, output: [String])?
    func finish() {
      if let current {
        examples.append(
          Example(
            document: document, line: current.line, command: current.command,
            expected: current.output))
      }
      current = nil
    }
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      if line.hasPrefix("```") {
        if inConsole { finish() }
        inConsole = line == "```console"
        continue
      }
      guard inConsole else { continue }
      if line.hasPrefix("$ ") {
        finish()
        current = (index + 1, String(line.dropFirst(2)), [])
      } else {
        current?.output.append(line)
      }
    }
    return examples
  }

  @Test func thePageHasExamples() throws {
    #expect(try Self.examples(in: "docs/cli.md").count >= 20)
    #expect(try Self.examples(in: "README.md").count >= 5)
    #expect(try Self.examples(in: "docs/getting-started.md").count >= 5)
    #expect(try Self.examples(in: "docs/standards/bmi-for-age.md").count >= 3)
    #expect(Self.documents.contains("docs/standards/who-2000.md"))
    #expect(try Self.manualPageExamples().count >= 4)
  }

  @Test(arguments: try examples())
  func exampleOutputIsReal(_ example: Example) throws {
    let (environment, arguments, exitCode) = try Self.parse(example.command)
    let copy = try CommandLineFixtures.documentationDirectory()
    defer { try? FileManager.default.removeItem(at: copy) }
    let directory = copy.appendingPathComponent(Self.workingFolder(of: example.document))
    var fullEnvironment = plainEnvironment
    fullEnvironment.merge(environment) { $1 }
    let result = try runProcess(
      arguments, environment: fullEnvironment, workingDirectory: directory)
    #expect(result.code == exitCode, "\(result)")
    var actual = (result.stdout + result.stderr).components(separatedBy: "\n")
    if actual.last == "" { actual.removeLast() }
    #expect(actual.count == example.expected.count, "\(result)")
    for (expected, line) in zip(example.expected, actual) {
      #expect(Self.matches(line, expected), "expected: \(expected)\nactual:   \(line)")
    }
  }

  /// The commands of the man page's EXAMPLES section (between `.nf` and `.fi`), with
  /// troff's `\-` read as a hyphen.
  static func manualPageExamples() throws -> [String] {
    let page = try ManualPageTests.page()
    let lines = page.components(separatedBy: "\n")
    guard let section = lines.firstIndex(of: ".SH EXAMPLES") else { return [] }
    var commands: [String] = []
    var inExample = false
    for line in lines[(section + 1)...] {
      if line.hasPrefix(".SH") { break }
      if line == ".nf" {
        inExample = true
      } else if line == ".fi" {
        inExample = false
      } else if inExample {
        commands.append(line.replacingOccurrences(of: "\\-", with: "-"))
      }
    }
    return commands
  }

  @Test(arguments: try manualPageExamples())
  func manualPageExampleRuns(_ command: String) throws {
    let (environment, arguments, exitCode) = try Self.parse(command)
    let copy = try CommandLineFixtures.documentationDirectory()
    defer { try? FileManager.default.removeItem(at: copy) }
    var fullEnvironment = plainEnvironment
    fullEnvironment.merge(environment) { $1 }
    let result = try runProcess(arguments, environment: fullEnvironment, workingDirectory: copy)
    #expect(result.code == exitCode, "\(result)")
    #expect(!result.stdout.isEmpty, "\(result)")
    #expect(result.stderr == "", "\(result)")
  }

  /// `LANG=ko_KR.UTF-8 bmi standards show ksso  # exit 0` → environment, arguments, status.
  static func parse(_ command: String) throws -> ([String: String], [String], Int32) {
    var text = command
    var exitCode: Int32 = 0
    if let marker = text.range(of: "  # exit ") {
      exitCode = try #require(Int32(text[marker.upperBound...]))
      text = String(text[..<marker.lowerBound])
    }
    var words = try shellWords(text)
    var environment: [String: String] = [:]
    while let first = words.first, first.contains("="), first.first?.isUppercase == true {
      let parts = first.split(separator: "=", maxSplits: 1)
      environment[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
      words.removeFirst()
    }
    try #require(words.first == "bmi", "a documented command must start with bmi")
    return (environment, Array(words.dropFirst()), exitCode)
  }

  /// Splits a command line as a POSIX shell would, for single quotes, double quotes and
  /// backslashes (enough for the page's examples).
  static func shellWords(_ text: String) throws -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in text {
      if escaped {
        word.append(character)
        escaped = false
      } else if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
        } else {
          word.append(character)
        }
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == "\\" {
        escaped = true
        inWord = true
      } else if character == " " {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(character)
        inWord = true
      }
    }
    try #require(quote == nil, "unclosed quote in \(text)")
    if inWord { words.append(word) }
    return words
  }

  /// Whether an output line matches an expected line, `…` matching any text.
  static func matches(_ line: String, _ expected: String) -> Bool {
    let pieces = expected.components(separatedBy: "…")
    guard pieces.count > 1 else { return line == expected }
    guard line.hasPrefix(pieces[0]) else { return false }
    var rest = line.dropFirst(pieces[0].count)
    for piece in pieces.dropFirst().dropLast() {
      guard let range = rest.range(of: piece) else { return false }
      rest = rest[range.upperBound...]
    }
    return rest.hasSuffix(pieces[pieces.count - 1])
  }
}
