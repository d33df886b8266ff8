import Testing

@testable import BMIStandards

/// Lines and columns as libyaml counts them, and the checks made before libyaml runs.
struct SourceTextTests {
  private func problem(_ bytes: [UInt8]) -> SourceText.EncodingProblem? {
    SourceText.firstEncodingProblem(in: bytes)
  }

  @Test func validTextHasNoProblem() {
    #expect(problem(Array("a: 정상\r\nb: \t😀\n".utf8)) == nil)
    #expect(problem([0xEF, 0xBB, 0xBF] + Array("a: b".utf8)) == nil)
    #expect(problem([]) == nil)
  }

  @Test(arguments: [
    ("\n", 3, 2), ("\r\n", 3, 2), ("\r", 3, 2), ("\u{85}", 3, 2), ("\u{2028}", 3, 2),
    ("\u{2029}", 3, 2), ("\r\r", 5, 2), ("\n\r", 5, 2),
  ])
  func everyYAMLLineBreakStartsALine(lineBreak: String, line: Int, column: Int) {
    let bytes = Array("a\(lineBreak)b\(lineBreak)c".utf8) + [0xFF]
    #expect(
      problem(bytes) == .invalidUTF8(byte: 0xFF, at: TextPosition(line: line, column: column)))
  }

  @Test func columnsCountUnicodeScalarsAndSkipTheByteOrderMark() {
    let bytes = [0xEF, 0xBB, 0xBF] + Array("정상😀é".utf8) + [0x00]
    #expect(problem(bytes) == .forbiddenCharacter("\u{0}", at: TextPosition(line: 1, column: 5)))
  }

  @Test(arguments: [0x01, 0x08, 0x0B, 0x0C, 0x1B, 0x1F, 0x7F] as [UInt32])
  func controlCharactersAreForbidden(value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    var text = "ab"
    text.unicodeScalars.append(scalar)
    #expect(
      problem(Array(text.utf8)) == .forbiddenCharacter(scalar, at: TextPosition(line: 1, column: 3))
    )
  }

  @Test func otherCharactersYAMLForbids() {
    for value: UInt32 in [0x80, 0x9F, 0xFFFE, 0xFFFF] {
      let scalar = Unicode.Scalar(value)!
      var text = ""
      text.unicodeScalars.append(scalar)
      #expect(problem(Array(text.utf8)) == .forbiddenCharacter(scalar, at: .start), "\(value)")
    }
    #expect(problem(Array("\u{85}\u{A0}\u{FEFF}\u{10FFFF}".utf8)) == nil)
  }

  @Test func linesAreShownWithoutTheirBreaks() {
    let lines = SourceText.Lines(
      [0xEF, 0xBB, 0xBF] + Array("one\r\ntwo\rthree\u{2028}four\n".utf8))
    #expect(lines.text(ofLine: 1) == "one")
    #expect(lines.text(ofLine: 2) == "two")
    #expect(lines.text(ofLine: 3) == "three")
    #expect(lines.text(ofLine: 4) == "four")
    #expect(lines.text(ofLine: 5) == "")
    #expect(lines.text(ofLine: 6) == nil)
    #expect(lines.text(ofLine: 0) == nil)
  }

  @Test func byteOffsetsBecomePositions() {
    let bytes = Array("ab\r\n정상: x\n".utf8)
    #expect(SourceText.position(ofByteOffset: 0, in: bytes) == TextPosition(line: 1, column: 1))
    #expect(SourceText.position(ofByteOffset: 4, in: bytes) == TextPosition(line: 2, column: 1))
    #expect(SourceText.position(ofByteOffset: 10, in: bytes) == TextPosition(line: 2, column: 3))
  }
}
