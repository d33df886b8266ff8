import BMIGrowth
import Testing

/// `TextLines` splits a table's text as a plain split at LF does: a CR before the LF
/// dropped, empty lines skipped with their numbers counted, a last line without LF read.
struct TextLinesTests {
  /// The lines of `text` with their numbers, by splitting the bytes at every LF.
  static func splitLines(_ text: String) -> [([UInt8], Int)] {
    let pieces = Array(text.utf8).split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    var lines: [([UInt8], Int)] = []
    for (index, piece) in pieces.enumerated() {
      var line = Array(piece)
      if line.last == UInt8(ascii: "\r") { line.removeLast() }
      if !line.isEmpty { lines.append((line, index + 1)) }
    }
    return lines
  }

  /// The lines `TextLines` gives, stopping after `limit` lines (read or empty) when given.
  static func textLines(_ text: String, limit: Int = .max) -> [([UInt8], Int)] {
    var lines: [([UInt8], Int)] = []
    var seen = 0
    TextLines.forEach(
      in: text,
      until: {
        seen += 1
        return seen >= limit
      }
    ) { lines.append(($0, $1)) }
    return lines
  }

  @Test func randomTextsSplitAsAtEveryLineFeed() {
    var random = GrowthRandom(state: 11)
    let alphabet: [Character] = ["a", "1", ",", ".", "\r", "\n", "\n"]
    for _ in 0..<2_000 {
      // A CR and LF drawn apart, so lone CRs, CR LF and CR CR LF all occur.
      let text = String((0..<random.below(40)).map { _ in alphabet[random.below(alphabet.count)] })
      let expected = Self.splitLines(text)
      let lines = Self.textLines(text)
      #expect(lines.map(\.0) == expected.map(\.0), "\(Array(text.utf8))")
      #expect(lines.map(\.1) == expected.map(\.1), "\(Array(text.utf8))")
    }
  }

  @Test func readingStopsWhenAsked() {
    let text = "a\n\nb\r\nc\nd"
    #expect(Self.textLines(text, limit: 3).map(\.1) == [1, 3])
    #expect(Self.textLines(text).map(\.1) == [1, 3, 4, 5])
    #expect(Self.textLines("").isEmpty && Self.textLines("\r\n\n").isEmpty)
  }
}
