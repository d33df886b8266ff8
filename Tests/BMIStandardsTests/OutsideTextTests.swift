import BMISupport
import Foundation
import Testing

@testable import BMIStandards

/// The characters a text from outside may not carry, each kind listed here from Unicode's
/// own categories rather than from the code under test: C0, DEL, C1, the bidirectional
/// controls, and invisible format, separator, filler and noncharacter code points.
enum UnsafeCharacters {
  static let c0 = (0x00...0x1F).map { Unicode.Scalar(UInt8($0)) }
  static let delete: [Unicode.Scalar] = ["\u{7F}"]
  static let c1 = (0x80...0x9F).map { Unicode.Scalar(UInt8($0)) }
  static let bidirectional: [Unicode.Scalar] = [
    "\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}",
    "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
  ]
  static let invisible: [Unicode.Scalar] = [
    "\u{00AD}", "\u{034F}", "\u{115F}", "\u{1160}", "\u{17B4}", "\u{180E}", "\u{200B}",
    "\u{2028}", "\u{2029}", "\u{2060}", "\u{2061}", "\u{2064}", "\u{3164}", "\u{FEFF}",
    "\u{FFA0}", "\u{FFF9}", "\u{E0001}", "\u{E0041}",
    // Noncharacters, which Swift's literals refuse.
    Unicode.Scalar(0xFFFE)!, Unicode.Scalar(0xFDD0)!,
  ]
  static let all = c0 + delete + c1 + bidirectional + invisible

  /// The YAML double-quoted escape of a character: `\u001B`, `\U000E0001`.
  static func yamlEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return scalar.value > 0xFFFF
      ? "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
      : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }
}

/// A character of the matrix, with a readable test name.
struct UnsafeCase: Sendable, CustomTestStringConvertible {
  let scalar: Unicode.Scalar
  var testDescription: String { "U+" + String(scalar.value, radix: 16, uppercase: true) }
}

/// Text from outside: the escaping rule, the names of characters, and the loader's refusal
/// of control, bidirectional and invisible characters (E049), look-alikes (E050), the YAML
/// mistakes people make (E051–E053) and files that are no standard (E054).
struct OutsideTextTests {
  static let cases = UnsafeCharacters.all.map(UnsafeCase.init)

  // MARK: - VisibleText

  @Test(arguments: cases)
  func everyUnsafeCharacterIsEscapedAsItsCodePoint(_ unsafe: UnsafeCase) {
    let scalar = unsafe.scalar
    #expect(VisibleText.isUnsafe(scalar))
    let text = "a" + String(scalar) + "b"
    let hex = String(scalar.value, radix: 16, uppercase: true)
    #expect(VisibleText.escaped(text) == "a\\u{\(hex)}b")
    #expect(!VisibleText.isSafe(text))
    #expect(VisibleText.escaped(VisibleText.escaped(text)) == VisibleText.escaped(text))
  }

  @Test func ordinaryTextIsLeftAlone() {
    for text in [
      "Obese class I", "비만 1단계", "肥満（1度）", "اضافه\u{200C}وزن", "👩\u{200D}⚕\u{FE0F}",
      "C:\\clinic\\x.yaml", "e\u{301}", "Normal\u{A0}: 18.5",
    ] {
      #expect(VisibleText.escaped(text) == text, "\(text)")
      #expect(VisibleText.isSafe(text))
    }
  }

  @Test func excerptsCutLongTextInOneLine() {
    let long = String(repeating: "\u{043E}", count: 60_000)
    let excerpt = VisibleText.excerpt(long)
    #expect(excerpt == String(repeating: "\u{043E}", count: 100) + "…[60000]")
    #expect(VisibleText.excerpt("short") == "short")
  }

  // MARK: - Names of characters

  @Test func controlCharactersAreNamedByTheirAlias() {
    #expect(UnicodeNames.describe("\u{1B}") == "U+001B ESCAPE")
    #expect(UnicodeNames.describe("\u{0}") == "U+0000 NULL")
    #expect(UnicodeNames.describe("\u{9B}") == "U+009B CONTROL SEQUENCE INTRODUCER")
    #expect(UnicodeNames.describe("\u{7F}") == "U+007F DELETE")
    #expect(UnicodeNames.describe("\u{43E}") == "U+043E CYRILLIC SMALL LETTER O")
    #expect(UnicodeNames.describe("\u{1D40A}") == "U+1D40A MATHEMATICAL BOLD CAPITAL K")
    #expect(UnicodeNames.describe("\u{FFFE}") == "U+FFFE NONCHARACTER")
    #expect(UnicodeNames.describe("\u{E000}") == "U+E000 PRIVATE USE CHARACTER")
    for scalar in UnsafeCharacters.all {
      #expect(!UnicodeNames.name(of: scalar).contains("UNNAMED"))
    }
  }

  /// A perl whose `charnames` module loads (it reads Unicode's NameAliases.txt).
  static let perl: String? = ["/usr/bin/perl", "/bin/perl"].first { path in
    guard FileManager.default.isExecutableFile(atPath: path) else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["-Mcharnames=:full", "-e", "1"]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  /// Perl's `charnames` reads Unicode's NameAliases.txt: an independent source for the
  /// names of the 65 control characters.
  @Test(.enabled(if: perl != nil, "needs perl, whose charnames module carries NameAliases.txt"))
  func controlAliasesAgreeWithUnicodesNameAliases() throws {
    let codes = UnsafeCharacters.c0 + UnsafeCharacters.delete + UnsafeCharacters.c1
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.perl))
    let list = codes.map { String($0.value) }.joined(separator: ",")
    process.arguments = [
      "-Mcharnames=:full", "-e", "print charnames::viacode($_), \"\\n\" for (\(list))",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let names = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    #expect(names == codes.map { UnicodeNames.name(of: $0) })
  }

  // MARK: - E049: control and invisible characters in every text

  /// The lines of a valid clinic file.
  static let clinicLines = [
    "format: bmi-standard/1", "id: clinic", "version: \"1.0\"", "name: {en: Clinic}",
    "rounding: none", "categories:", "  - {id: low, label: {en: Low}, below: 20}",
    "  - {id: ok, label: {en: OK}, healthy: true, at_least: 20, below: 27}",
    "  - {id: high, label: {en: High}, at_least: 27}", "groups:",
    "  - {id: some, label: {en: Some}, members: [low]}",
  ]

  /// The clinic file with its line `number` (from 1) replaced by `line`, or with `line`
  /// inserted as line 5 when `number` is `nil`.
  static func clinic(replacing number: Int?, with line: String) -> String {
    var lines = clinicLines
    if let number { lines[number - 1] = line } else { lines.insert(line, at: 4) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line per text of the format, `@` standing where the character goes, and the line
  /// of the clinic file it replaces.
  static let fields: [(name: String, replacing: Int?, line: String, isProse: Bool)] = [
    ("version", 3, "version: \"1.0@\"", false),
    ("name", 4, "name: {en: \"Clinic@\"}", false),
    ("language tag", 4, "name: {en: Clinic, \"ko@\": 클리닉}", false),
    (
      "citation", nil, "source: {citation: \"Someone@ 2020.\", url: \"https://example.org/\"}", true
    ),
    ("url", nil, "source: {citation: Someone, url: \"https://example.org/@\"}", false),
    ("note", nil, "population: {min_age: 18, note: {en: \"Adults@\"}}", true),
    ("label", 7, "  - {id: low, label: {en: \"Low@\"}, below: 20}", false),
    ("key", 7, "  - {id: low, \"label@\": {en: Low}, below: 20}", false),
    ("id", 7, "  - {id: \"low@\", label: {en: Low}, below: 20}", false),
    ("member", 11, "  - {id: some, label: {en: Some}, members: [\"low@\"]}", false),
  ]

  @Test(arguments: cases)
  func everyTextRefusesTheCharacterWrittenAsAnEscape(_ unsafe: UnsafeCase) throws {
    for field in Self.fields where !(field.isProse && unsafe.scalar == "\n") {
      let text = Self.clinic(replacing: field.replacing, with: field.line)
      let lineNumber = try #require(text.split(separator: "\n").firstIndex { $0.contains("@") }) + 1
      let line = String(text.split(separator: "\n")[lineNumber - 1])
      let column = line.unicodeScalars.firstIndex(of: "@").map {
        line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: $0) + 1
      }
      let file = text.replacingOccurrences(
        of: "@", with: UnsafeCharacters.yamlEscape(unsafe.scalar))
      let error = try #require(refusal(Array(file.utf8)), "\(field.name) loads")
      #expect(summary(error.diagnostics) == ["E049 \(lineNumber):\(column ?? 0)"], "\(field.name)")
      #expect(error.diagnostics[0].message.contains(UnicodeNames.describe(unsafe.scalar)))
      #expect(
        VisibleText.isSafe(error.renderedDiagnostics.replacingOccurrences(of: "\n", with: "")))
    }
  }

  /// What YAML lets a file hold raw: tab, the bidirectional controls and the invisible
  /// characters (not the other C0 and C1 codes, which are E004, nor the line breaks).
  static let rawCases = (["\t"] + UnsafeCharacters.bidirectional + UnsafeCharacters.invisible)
    .filter {
      !["\u{2028}", "\u{2029}", "\u{FEFF}"].contains($0) && $0.value != 0xFFFE && $0.value != 0xFDD0
    }
    .map(UnsafeCase.init)

  @Test(arguments: rawCases)
  func everyTextRefusesTheCharacterWrittenRaw(_ unsafe: UnsafeCase) throws {
    for field in Self.fields {
      let text = Self.clinic(replacing: field.replacing, with: field.line)
      let file = text.replacingOccurrences(of: "@", with: String(unsafe.scalar))
      let error = try #require(refusal(Array(file.utf8)), "\(field.name) loads")
      #expect(error.diagnostics.map(\.code) == [.unsafeCharacter], "\(field.name)")
      #expect(
        VisibleText.isSafe(error.renderedDiagnostics.replacingOccurrences(of: "\n", with: "")))
    }
  }

  @Test func rawControlCharactersAreNamedByAlias() throws {
    let file = Self.clinic(replacing: 4, with: "name: {en: \"Clinic\u{1B}\"}")
    let error = try #require(refusal(Array(file.utf8)))
    #expect(
      error.diagnostics[0].message
        == "the character U+001B ESCAPE (a control character) is not allowed in a YAML file; "
        + "remove it")
    #expect(error.renderedDiagnostics.contains("name: {en: \"Clinic\\u{1B}\"}\n"))
  }

  @Test func proseMayHoldLineFeedsAndShowsThemNowhereRaw() throws {
    let file = """
      format: bmi-standard/1
      id: clinic
      version: "1.0"
      name: {en: Clinic}
      source:
        citation: >
          First paragraph.

          Second paragraph.
      population:
        note:
          en: |
            Adults of working age.
            Both sexes.
      rounding: none
      categories:
        - {id: low, label: {en: Low}, below: 20}
        - {id: high, label: {en: High}, at_least: 20}

      """
    let loaded = try StandardLoader.load(bytes: Array(file.utf8), fileName: "clinic.yaml")
    #expect(loaded.standard.source?.citation == "First paragraph.\nSecond paragraph.\n")
    #expect(loaded.standard.population?.note?["en"] == "Adults of working age.\nBoth sexes.\n")
    let label = file.replacingOccurrences(of: "label: {en: Low}", with: "label: {en: \"Low\\n\"}")
    #expect(refusal(Array(label.utf8)).map { summary($0.diagnostics) } == ["E049 17:31"])
  }

  @Test func aForgedLineInAKeyStaysInsideItsDiagnostic() throws {
    let key = "\\n\\e[1A\\e[2Kclinic.yaml: valid (clinic, version 1.0, 3 categories, 0 warnings)"
    let file = Self.clinic(replacing: 7, with: "  - {id: low, \"\(key)\": {en: Low}, below: 20}")
    let error = try #require(refusal(Array(file.utf8), fileName: "clinic.yaml"))
    let lines = error.renderedDiagnostics.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(!lines.contains { $0.hasPrefix("clinic.yaml: valid") })
    #expect(VisibleText.isSafe(lines.joined()))
  }

  @Test func aFileNameCannotForgeALine() throws {
    let error = try #require(refusal(Array("format: x\n".utf8), fileName: "a\nb\u{1B}[2J.yaml"))
    #expect(error.renderedDiagnostics.hasPrefix("a\\u{A}b\\u{1B}[2J.yaml:1:9: error[E034]"))
  }

  // MARK: - E050: look-alikes in keys, ids, members, words and numbers

  struct LookAlikeCase: Sendable, CustomTestStringConvertible {
    let name: String
    let replacing: Int
    let line: String
    let expected: String
    var testDescription: String { name }
  }

  static let lookAlikes: [LookAlikeCase] = [
    LookAlikeCase(
      name: "Cyrillic һ in a category id", replacing: 9,
      line: "  - {id: hig\u{04BB}, label: {en: High}, at_least: 27}",
      expected: "U+04BB CYRILLIC SMALL LETTER SHHA looks like 'h'; write 'high'"),
    LookAlikeCase(
      name: "Cyrillic е in a key", replacing: 9,
      line: "  - {id: high, label: {en: High}, at_l\u{0435}ast: 27}",
      expected: "'at_l\u{0435}ast' (a key in category 'high') is not plain ASCII: U+0435 CYRILLIC "
        + "SMALL LETTER IE looks like 'e'; write 'at_least'"),
    LookAlikeCase(
      name: "Cyrillic о in a group member", replacing: 11,
      line: "  - {id: some, label: {en: Some}, members: [l\u{043E}w]}",
      expected: "'l\u{043E}w' (a member of group 'some') is not plain ASCII: U+043E CYRILLIC "
        + "SMALL LETTER O looks like 'o'; write 'low'"),
    LookAlikeCase(
      name: "full-width digits", replacing: 9,
      line: "  - {id: high, label: {en: High}, at_least: \u{FF12}\u{FF17}}",
      expected: "U+FF12 FULLWIDTH DIGIT TWO looks like '2', U+FF17 FULLWIDTH DIGIT SEVEN looks "
        + "like '7'; write '27'"),
    LookAlikeCase(
      name: "no-break space after a number", replacing: 9,
      line: "  - {id: high, label: {en: High}, at_least: 27.0\u{A0}}",
      expected: "U+00A0 NO-BREAK SPACE looks like ' '; write '27.0'"),
    LookAlikeCase(
      name: "Cyrillic О for a zero", replacing: 9,
      line: "  - {id: high, label: {en: High}, at_least: 2\u{041E}}",
      expected: "U+041E CYRILLIC CAPITAL LETTER O looks like '0'; write '20'"),
    LookAlikeCase(
      name: "hyphen look-alike in a rounding mode", replacing: 5,
      line: "rounding: {decimals: 1, mode: half\u{2010}up}",
      expected: "U+2010 HYPHEN looks like '-'; write 'half-up'"),
    LookAlikeCase(
      name: "Cyrillic е in a language tag", replacing: 4,
      line: "name: {\u{0435}n: Clinic}",
      expected: "U+0435 CYRILLIC SMALL LETTER IE looks like 'e'; write 'en'"),
    LookAlikeCase(
      name: "en dash in the format", replacing: 1,
      line: "format: bmi\u{2013}standard/1",
      expected: "U+2013 EN DASH looks like '-'; write 'bmi-standard/1'"),
  ]

  @Test(arguments: lookAlikes)
  func lookAlikesAreNamedWithTheASCIITheyImitate(_ testCase: LookAlikeCase) throws {
    let file = Self.clinic(replacing: testCase.replacing, with: testCase.line)
    let error = try #require(refusal(Array(file.utf8)))
    let messages = error.diagnostics.filter { $0.code == .lookAlikeCharacter }.map(\.message)
    #expect(messages.count == 1, "\(error.diagnostics)")
    #expect(messages.first?.contains(testCase.expected) == true, "\(messages)")
  }

  @Test func aHostileNumberOfLookAlikesNamesAFew() throws {
    let number = String(repeating: "\u{FF11}\u{FF12}\u{FF13}\u{FF14}\u{FF15}", count: 20_000)
    let error = try #require(
      refusal(
        Array(
          Self.clinic(replacing: 9, with: "  - {id: high, label: {en: High}, at_least: \(number)}")
            .utf8)))
    let message = try #require(error.diagnostics.first?.message)
    #expect(message.components(separatedBy: " looks like ").count == 4)
    #expect(message.contains("(and 2 more)"))
    #expect(message.utf8.count < 600)
  }

  // MARK: - E051–E053: YAML mistakes at the line to fix

  static let block = """
    format: bmi-standard/1
    id: clinic
    version: "1.0"
    name: {en: Clinic}
    rounding: none
    categories:
      - id: low
        label: {en: Low}
        below: 20
      - id: high
        label: {en: High}
        at_least: 20

    """

  @Test(arguments: [
    ("    below:20", "E051 9:10", "the key 'below' runs into its value"),
    ("    below\u{FF1A}20", "E051 9:10", "U+FF1A FULLWIDTH COLON, which looks like ':'"),
    ("    below\u{FF1A} 20", "E051 9:10", "write 'below: 20'"),
    ("\u{A0}\u{A0}\u{A0}\u{A0}below: 20", "E052 9:1", "U+00A0 NO-BREAK SPACE"),
    ("  \u{3000}below: 20", "E052 9:3", "U+3000 IDEOGRAPHIC SPACE"),
  ])
  func syntaxMistakesAreExplainedAtTheirLine(line: String, expected: String, words: String)
    throws
  {
    let file = Self.block.replacingOccurrences(of: "    below: 20", with: line)
    let error = try #require(refusal(Array(file.utf8)))
    #expect(summary(error.diagnostics) == [expected])
    #expect(error.diagnostics.first?.message.contains(words) == true, "\(error)")
  }

  @Test func aKeyRunIntoItsValueInAFlowMappingIsExplained() throws {
    let file = Self.clinic(replacing: 9, with: "  - {id: high, label: {en: High}, at_least:27}")
    let error = try #require(refusal(Array(file.utf8)))
    #expect(summary(error.diagnostics) == ["E051 9:43"])
  }

  @Test(arguments: [("   - id: high", 3), (" - id: high", 1)])
  func aMisalignedListItemIsNamedWithItsSibling(item: String, spaces: Int) throws {
    let file = Self.block.replacingOccurrences(of: "  - id: high", with: item)
    let error = try #require(refusal(Array(file.utf8)))
    #expect(summary(error.diagnostics) == ["E053 10:\(spaces + 1)"])
    #expect(
      error.diagnostics[0].message.hasPrefix(
        "this list item is indented \(spaces) space\(spaces == 1 ? "" : "s"), but the item on "
          + "line 7 is indented 2 spaces"))
  }

  @Test func nestedListsAreNotMisaligned() throws {
    let file =
      Self.block + """
        groups:
          - id: all
            label: {en: All}
            members:
              - low
              - high
          - id: some
            label: {en: Some}
            members: [low]

        """
    #expect(refusal(Array(file.utf8))?.description == nil)
  }

  // MARK: - E054: a file that is no standard is not quoted

  @Test func aPrivateFileIsRefusedWithoutAWordOfIt() throws {
    let secret = "root:$6$Zq0aSecretHash$QWERTY:19000:0:99999:7:::\nuser:$6$Other$SECRET2:1::\n"
    let error = try #require(refusal(Array(secret.utf8), fileName: "/etc/shadow"))
    #expect(summary(error.diagnostics) == ["E054 1:1"])
    #expect(!error.renderedDiagnostics.contains("Secret"))
    #expect(!error.renderedDiagnostics.contains("root"))
    // The same text under a .yaml name is taken for a standard and explained in full.
    let named = try #require(refusal(Array(secret.utf8), fileName: "clinic.yaml"))
    #expect(named.diagnostics.first?.code != .notAStandardFile)
  }

  @Test func aStandardUnderAnotherNameStillLoads() throws {
    #expect(refusal(Array(validStandardText.utf8), fileName: "clinic.txt")?.description == nil)
  }
}
