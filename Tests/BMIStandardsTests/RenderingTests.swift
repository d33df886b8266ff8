import Testing

@testable import BMIStandards

/// The full text of rendered diagnostics: first line, source line, caret.
struct RenderingTests {
  private func rendered(corpusFile file: String) throws -> String {
    let bytes = try TestFiles.bytes(at: TestFiles.corpus.appending(path: file))
    return try #require(refusal(bytes, fileName: file)).renderedDiagnostics
  }

  @Test func gapIsExplainedAtTheLaterCategorysLowerBound() throws {
    #expect(
      try rendered(corpusFile: "gap.yaml") == """
        gap.yaml:17:5: error[E014]: gap: no category covers 27 ≤ BMI < 27.5, between 'ok' \
        (ends below 27) and 'high' (starts at 27.5); to close it, make 'high' start with \
        at_least: 27
            at_least: 27.5
            ^

        """)
  }

  @Test func gapAfterRoundingNamesTheRoundedValues() throws {
    #expect(
      try rendered(corpusFile: "rounded-gap.yaml") == """
        rounded-gap.yaml:17:5: error[E014]: gap: no category covers BMI = 26.9 (BMI rounded to \
        1 decimal), between 'ok' (ends at 26.8) and 'high' (starts at 27); to close it, make \
        'high' start with at_least: 26.9
            at_least: 27
            ^

        """)
  }

  @Test func everyProblemOfAFileIsRenderedInFileOrder() throws {
    #expect(
      try rendered(corpusFile: "many-problems.yaml") == """
        many-problems.yaml:2:5: error[E036]: 'Acme Clinic' is not a valid standard id: write \
        lowercase ASCII letters, digits and '-', starting with a letter or digit, such as \
        'acme-clinic'
        id: Acme Clinic
            ^
        many-problems.yaml:3:10: warning[W002]: '1.0' is read as text, but YAML readers that \
        guess types take it as a number; put it in quotes ("1.0") so that every reader agrees
        version: 1.0
                 ^
        many-problems.yaml:4:7: error[E044]: 'name' has no English text; add en: …, the name \
        shown when no other language is asked for
        name: {ko: 클리닉}
              ^
        many-problems.yaml:5:31: error[E045]: 'half_up' is not allowed for 'mode'; write \
        half-up or half-even (did you mean 'half-up'?)
        rounding: {decimals: 1, mode: half_up}
                                      ^
        many-problems.yaml:9:12: error[E038]: 'below' of category 'low' must be a number, but \
        "18.5" is in quotes, which makes it text; remove the quotes
            below: "18.5"
                   ^
        many-problems.yaml:11:12: error[E030]: the label of category 'ok' must be a mapping of \
        language tags to text, such as {en: Normal}, but this is a list
            label: [OK]
                   ^
        many-problems.yaml:12:14: error[E041]: 'yes' is not a boolean; write true or false \
        (YAML 1.1 readers take 'yes' as true, YAML 1.2 readers as text)
            healthy: yes
                     ^
        many-problems.yaml:18:5: error[E031]: unknown key 'colour' in category 'high'; the keys \
        allowed here are id, label, healthy, at_least, above, below, at_most
            colour: red
            ^

        """)
  }

  @Test func caretsUnderWideCharactersUseIdeographicSpaces() throws {
    // Three Hangul syllables before the column: each is two cells wide in a terminal, so the
    // caret line has an ideographic space (also two cells) under each.
    let expected =
      "wide-characters.yaml:7:49: error[E037]: '0x14' is not a plain decimal number, which "
      + "'below' of category 'low' must be; hexadecimal is not allowed; write the number in "
      + "decimal\n"
      + "  - {id: low, label: {ko: 저체중, en: Low}, below: 0x14}\n"
      + String(repeating: " ", count: 26) + String(repeating: "\u{3000}", count: 3)
      + String(repeating: " ", count: 19) + "^\n"
    #expect(try rendered(corpusFile: "wide-characters.yaml") == expected)
  }

  @Test func controlCharactersAreShownEscapedWithTheCaretUnderThem() throws {
    #expect(
      try rendered(corpusFile: "nul-byte.yaml") == """
        nul-byte.yaml:8:19: error[E004]: the character U+0000 NULL (a control character) is \
        not allowed in a YAML file; remove it
            label: {en: Lo\\u{0}w}
                          ^

        """)
  }

  @Test func tabsAreShownEscapedAndTheCaretStaysUnderTheRightCharacter() throws {
    let expected =
      "tab-indentation.yaml:12:1: error[E006]: a tab is used for indentation, but YAML indents "
      + "with spaces only; replace the tab with spaces\n\\u{9}healthy: true\n^\n"
    #expect(try rendered(corpusFile: "tab-indentation.yaml") == expected)
    // A caret after an escaped character moves by the escape's width.
    let bytes = Array("format: bmi-standard/1\nid: \"a\u{1B}b\"\n".utf8)
    let text = Diagnostic.rendered(
      [
        Diagnostic(
          severity: .error, code: .unsafeCharacter,
          location: FileLocation(file: "x.yaml", line: 2, column: 8), message: "m")
      ], source: bytes)
    #expect(
      text == "x.yaml:2:8: error[E049]: m\nid: \"a\\u{1B}b\"\n" + String(repeating: " ", count: 12)
        + "^\n")
  }

  @Test func invalidBytesAreShownAsReplacementCharacters() throws {
    #expect(
      try rendered(corpusFile: "invalid-utf8.yaml") == """
        invalid-utf8.yaml:11:20: error[E003]: the byte 0xE9 is not valid UTF-8; save the file \
        with UTF-8 encoding
            label: {en: Caf�}
                           ^

        """)
  }

  @Test func fileLevelProblemsShowNoSourceLine() throws {
    let error = try #require(refusal([], fileName: "empty.yaml"))
    #expect(
      error.renderedDiagnostics == """
        empty.yaml:1:1: error[E002]: the file is empty; a standard file starts with \
        'format: bmi-standard/1' (see docs/standard-format.md)

        """)
  }

  @Test func longLinesAreCutAroundTheColumn() throws {
    let text = "a: [" + String(repeating: "1, ", count: 100) + "&x 2]\n"
    let error = try #require(refusal(Array(text.utf8)))
    let lines = error.renderedDiagnostics.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix("test.yaml:1:305: error[E007]: the anchor '&x' is not allowed"))
    // The last 120 characters of the 309, after an ellipsis; the caret under the '&'.
    #expect(lines[1] == "…" + String(repeating: "1, ", count: 100).suffix(115) + "&x 2]")
    #expect(lines[2] == String(repeating: " ", count: 116) + "^")
  }

  @Test func theFirstLineIsTheDescription() throws {
    let diagnostic = Diagnostic(
      severity: .warning, code: .boundFinerThanRounding,
      location: FileLocation(file: "a.yaml", line: 3, column: 7), message: "m")
    #expect(diagnostic.description == "a.yaml:3:7: warning[W001]: m")
    #expect(
      diagnostic.rendered(source: Array("x\ny\nabcdefgh\n".utf8))
        == "a.yaml:3:7: warning[W001]: m\nabcdefgh\n      ^\n")
    #expect(diagnostic.rendered(source: []) == "a.yaml:3:7: warning[W001]: m\n")
  }

  @Test func severalDiagnosticsRenderAsEachAlone() throws {
    let bytes = try TestFiles.bytes(at: TestFiles.corpus.appending(path: "many-problems.yaml"))
    let error = try #require(refusal(bytes, fileName: "many-problems.yaml"))
    #expect(
      Diagnostic.rendered(error.diagnostics, source: bytes)
        == error.diagnostics.map { $0.rendered(source: bytes) }.joined())
    #expect(error.description == error.diagnostics.map(\.description).joined(separator: "\n"))
  }
}
