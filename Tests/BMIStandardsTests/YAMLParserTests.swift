import Testing

@testable import BMIStandards

/// The node tree: text, style, order and position of everything, with no types guessed.
struct YAMLParserTests {
  private func parse(_ text: String) throws -> YAMLNode {
    try #require(try YAMLParser.parse(Array(text.utf8)))
  }

  @Test func nodesKeepTheirPositionsInOrder() throws {
    let root = try parse("a: 1\nlist:\n  - x: NO\n    y: '010'\n  - [1.10, \"z\"]\n")
    guard case .mapping(let pairs) = root.content else {
      Issue.record("not a mapping")
      return
    }
    #expect(pairs.map { $0.key.scalar?.text } == ["a", "list"])
    #expect(
      pairs.map(\.key.position) == [
        TextPosition(line: 1, column: 1), TextPosition(line: 2, column: 1),
      ])
    guard case .sequence(let items) = pairs[1].value.content else {
      Issue.record("not a list")
      return
    }
    #expect(pairs[1].value.position == TextPosition(line: 3, column: 3))
    #expect(items[0].position == TextPosition(line: 3, column: 5))
    guard case .mapping(let inner) = items[0].content, case .sequence(let flow) = items[1].content
    else {
      Issue.record("unexpected shape")
      return
    }
    #expect(inner[0].value.scalar?.text == "NO")
    #expect(inner[0].value.scalar?.style == .plain)
    #expect(inner[1].value.scalar?.text == "010")
    #expect(inner[1].value.scalar?.style == .singleQuoted)
    #expect(inner[1].value.position == TextPosition(line: 4, column: 8))
    #expect(items[1].position == TextPosition(line: 5, column: 5))
    #expect(flow.map { $0.scalar?.text } == ["1.10", "z"])
    #expect(flow.map { $0.scalar?.style } == [.plain, .doubleQuoted])
    #expect(flow[1].position == TextPosition(line: 5, column: 12))
  }

  @Test func blockScalarsKeepTheirText() throws {
    let root = try parse("a: |\n  one\n  two\nb: >-\n  three\n  four\n")
    guard case .mapping(let pairs) = root.content else {
      Issue.record("not a mapping")
      return
    }
    #expect(pairs[0].value.scalar?.text == "one\ntwo\n")
    #expect(pairs[0].value.scalar?.style == .literal)
    #expect(pairs[1].value.scalar?.text == "three four")
    #expect(pairs[1].value.scalar?.isQuoted == true)
  }

  @Test func duplicateKeysReachTheDecoder() throws {
    let root = try parse("a: 1\na: 2\n")
    guard case .mapping(let pairs) = root.content else {
      Issue.record("not a mapping")
      return
    }
    #expect(pairs.count == 2)
  }

  @Test func nullsAreRecognisedOnlyWhenPlain() throws {
    let root = try parse("a:\nb: ~\nc: null\nd: ''\ne: 'null'\n")
    guard case .mapping(let pairs) = root.content else {
      Issue.record("not a mapping")
      return
    }
    #expect(pairs.map { $0.value.scalar?.isNull } == [true, true, true, false, false])
  }

  @Test func aFileWithoutADocumentHasNoRoot() throws {
    #expect(try YAMLParser.parse(Array("# only a comment\n".utf8)) == nil)
    #expect(try YAMLParser.parse([]) == nil)
  }

  @Test func nestingUpToTheLimitIsAccepted() throws {
    let depth = YAMLParser.maximumDepth
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(throws: Never.self) { try YAMLParser.parse(Array(text.utf8)) }
    let deeper = "[" + text + "]"
    #expect(throws: Finding.self) { try YAMLParser.parse(Array(deeper.utf8)) }
  }
}
