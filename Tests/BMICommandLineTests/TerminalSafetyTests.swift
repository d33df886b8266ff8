import BMIKit
import BMISupport
import Foundation
import Testing

@testable import BMICommandLine

/// Every command, fed text from outside that carries each kind of control or invisible
/// character (in standard files, file names, arguments, the environment, CSV and JSON Lines
/// input, typed lines): nothing the run prints holds one raw, and no line of output can be
/// forged by a line feed or carriage return in that text.
struct TerminalSafetyTests {
  /// A character of the matrix, with a readable test name.
  struct Case: Sendable, CustomTestStringConvertible {
    let scalar: Unicode.Scalar
    var testDescription: String { "U+" + String(scalar.value, radix: 16, uppercase: true) }
  }

  /// C0, DEL, C1, the bidirectional controls, and invisible characters, listed from
  /// Unicode's categories rather than from the code under test.
  static let characters: [Unicode.Scalar] =
    (0x00...0x1F).map { Unicode.Scalar(UInt8($0)) } + ["\u{7F}"]
    + (0x80...0x9F).map { Unicode.Scalar(UInt8($0)) }
    + [
      "\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}",
      "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
    ]
    + [
      "\u{00AD}", "\u{200B}", "\u{2028}", "\u{2029}", "\u{2060}", "\u{3164}", "\u{FEFF}",
      "\u{E0001}",
    ]
  /// Every character in the long runs; every day, every third of them and the ones most
  /// often used to forge or hide output (NUL, BEL, BS, LF, CR, ESC, DEL, CSI, RLO, LS, BOM).
  static let cases = characters.enumerated()
    .filter { index, scalar in
      LongTests.enabled || index % 3 == 0
        || [0x00, 0x07, 0x08, 0x0A, 0x0D, 0x1B, 0x7F, 0x9B, 0x202E, 0x2028, 0xFEFF].contains(
          scalar.value)
    }
    .map { Case(scalar: $0.element) }

  /// The start of a line the text tries to forge.
  static let forged = "FORGED"

  /// Checks one run: no unsafe character but the line feed on standard error (and on
  /// standard output unless it carries data), and no line starting with the forged text.
  static func expectClean(
    _ result: RunResult, _ what: String, stdoutIsData: Bool = false,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    var streams = [("stderr", result.stderr)]
    if !stdoutIsData { streams.append(("stdout", result.stdout)) }
    for (name, text) in streams {
      let raw = text.unicodeScalars.filter { $0 != "\n" && VisibleText.isUnsafe($0) }
      #expect(
        raw.isEmpty, "\(what): \(name) holds \(raw.map(UnicodeNames.describe))\n\(result)",
        sourceLocation: sourceLocation)
      let forgedLines = text.split(separator: "\n").filter { $0.hasPrefix(forged) }
      #expect(
        forgedLines.isEmpty, "\(what): \(name) has a forged line\n\(result)",
        sourceLocation: sourceLocation)
    }
  }

  /// The YAML double-quoted escape of a character.
  static func yamlEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return scalar.value > 0xFFFF
      ? "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
      : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }

  /// A valid clinic file, its line `number` replaced.
  static func clinic(replacing number: Int? = nil, with line: String = "") -> String {
    var lines = [
      "format: bmi-standard/1", "id: clinic", "version: \"1.0\"", "name: {en: Clinic}",
      "rounding: none", "categories:", "  - {id: low, label: {en: Low}, below: 20}",
      "  - {id: ok, label: {en: OK}, healthy: true, at_least: 20, below: 27}",
      "  - {id: high, label: {en: High}, at_least: 27}", "groups:",
      "  - {id: some, label: {en: Some}, members: [low]}",
    ]
    if let number { lines[number - 1] = line }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Each text of a standard file, `@` where the character goes (followed by a forged
  /// line, and in YAML's escapes).
  static let fields: [(name: String, replacing: Int, line: String)] = [
    ("version", 3, "version: \"1.0@\""),
    ("name", 4, "name: {en: \"Clinic@\"}"),
    ("citation", 5, "source: {citation: \"Someone@\"}"),
    ("note", 5, "population: {min_age: 18, note: {en: \"Adults@\"}}"),
    ("label", 7, "  - {id: low, label: {en: \"Low@\"}, below: 20}"),
    ("key", 7, "  - {id: low, \"label@\": {en: Low}, below: 20}"),
    ("id", 7, "  - {id: \"low@\", label: {en: Low}, below: 20}"),
    ("member", 11, "  - {id: some, label: {en: Some}, members: [\"low@\"]}"),
  ]

  @Test(arguments: cases)
  func noCommandPrintsTheCharacterRawNorAForgedLine(_ testCase: Case) throws {
    let character = String(testCase.scalar)
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let csv = directory.appendingPathComponent("people.csv")
    try "height_cm,weight_kg\n170,65\n".write(to: csv, atomically: true, encoding: .utf8)

    // Standard files carrying the character, escaped, in every text, then a forged line.
    let payload = Self.yamlEscape(testCase.scalar) + "\\n\(Self.forged):1:1: error[E999]: forged"
    var standards: [(String, URL)] = []
    for field in Self.fields {
      let file = directory.appendingPathComponent("\(field.name).yaml")
      let line = field.line.replacingOccurrences(of: "@", with: payload)
      try Self.clinic(replacing: field.replacing, with: line).write(
        to: file, atomically: true, encoding: .utf8)
      standards.append((field.name, file))
    }
    // The character raw in a label (refused as E004 or E049, with the line shown).
    let rawFile = directory.appendingPathComponent("raw.yaml")
    try Data(
      Self.clinic(replacing: 7, with: "  - {id: low, label: {en: \"Lo\(character)w\"}, below: 20}")
        .utf8
    ).write(to: rawFile)
    standards.append(("raw label", rawFile))
    for (name, file) in standards {
      let path = file.path
      for arguments in [
        ["classify", "--bmi", "22", "--standard", path], ["standards", "check", path],
        ["standards", "show", path], ["standards", "diff", path, "who"],
        ["chart", "--standard", path], ["batch", "--standard", path, csv.path],
      ] {
        Self.expectClean(runInProcess(arguments), "\(arguments[0]) with the \(name)")
      }
    }

    // A valid file whose name holds the character and a forged line (a name holds any
    // byte but NUL and '/').
    if testCase.scalar != "\u{0}" {
      let named = directory.appendingPathComponent("clinic\(character)\n\(Self.forged).yaml")
      try Self.clinic().write(to: named, atomically: true, encoding: .utf8)
      for arguments in [
        ["standards", "check", named.path], ["standards", "show", named.path],
        ["classify", "--bmi", "22", "--standard", named.path],
        ["standards", "check", named.path + "-missing"],
        ["batch", named.path],
      ] {
        Self.expectClean(runInProcess(arguments), "\(arguments) on a named file")
      }
    }

    // Arguments and the environment.
    let typed = "17\(character)0\n\(Self.forged)\r\(Self.forged)"
    for arguments in [
      ["classify", "--height", typed, "--weight", "65"],
      ["classify", "--height", "170", "--weight", typed],
      ["classify", "--bmi", typed], ["calc", "--bmi", typed],
      ["classify", "--bmi", "22", "--age", typed],
      ["classify", "--bmi", "22", "--lang", typed],
      ["classify", "--bmi", "22", "--format", typed],
      ["classify", "--bmi", "22", "--standard", "ksso" + typed],
      ["classify", "--bmi", "22", "--standard", "./" + typed],
      ["classify", "--he\(character)ight", "170"], ["classify", "--bmi", "22", typed],
      ["standards", "show", "who" + typed], ["standards", typed], [typed],
      ["chart", "--mark", "170\(character),65"], ["chart", "--mark", typed + ",65"],
      ["batch", "--height-column", typed, csv.path],
      ["batch", "--height-column", typed, "--weight-column", typed, csv.path],
      ["standards", "diff", "who", "ksso" + typed],
      ["completions", typed],
    ] {
      Self.expectClean(
        runInProcess(arguments), "\(arguments)", stdoutIsData: arguments[0] == "batch")
    }
    var environment = plainEnvironment
    environment["BMI_STANDARD"] = "who" + typed
    Self.expectClean(
      runInProcess(["classify", "--bmi", "22"], environment: environment), "BMI_STANDARD")

    // CSV and JSON Lines input: column names and values holding the character. The rows
    // themselves are data, written back unchanged; only the messages are checked.
    let inputs: [(String, String, [String])] = [
      ("header.csv", "height_cm,\"weight\(character)\n\(Self.forged)\"\n170,65\n", []),
      ("value.csv", "height_cm,weight_kg\n\"\(typed)\",65\n", ["--strict"]),
      ("value.jsonl", "{\"height_cm\": \"17\(character)0\", \"weight_kg\": 65}\n", ["--strict"]),
      ("key.jsonl", "{\"height_cm\": 170, \"weight_kg\": 65, \"k\(character)\": 1}\n", []),
    ]
    for (name, content, options) in inputs {
      let file = directory.appendingPathComponent(name)
      try Data(content.utf8).write(to: file)
      Self.expectClean(
        runInProcess(["batch", file.path] + options), "batch \(name)", stdoutIsData: true)
    }

    // Typed lines in the interactive mode, such as the ← key's ESC [ D.
    let terminal = TerminalState(input: true, output: false, error: false)
    Self.expectClean(
      runInProcess(
        [], lines: ["170\(character)[D", typed, "170", "6\(character)5", "q"], terminal: terminal),
      "interactive")
  }

  @Test func anArrowKeyInTheInteractiveModeIsNamedEscape() {
    let terminal = TerminalState(input: true, output: false, error: false)
    let result = runInProcess([], lines: ["170\u{1B}[D", "q"], terminal: terminal)
    #expect(
      result.stderr.contains(
        "'170\\u{1B}[D' is not a height: '\\u{1B}' (U+001B ESCAPE) is not part of a number or unit"),
      "\(result)")
  }

  @Test func aLabelCannotShowAnotherCategoryThanTheOneComputed() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("clinic.yaml")
    try Self.clinic(
      replacing: 9,
      with: "  - {id: high, label: {en: \"Obese\\b\\b\\b\\b\\bNormal\"}, at_least: 27}"
    ).write(to: file, atomically: true, encoding: .utf8)
    let result = runInProcess(["classify", "--bmi", "30", "--standard", file.path])
    #expect(result.code == 78)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("error[E049]"))
    #expect(result.stderr.contains("U+0008 BACKSPACE"))
  }
}
