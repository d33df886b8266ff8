import Testing

@testable import BMIStandards

/// Inputs too large or too deep to keep as files, generated here; each must be refused
/// with a position, never crash.
struct HostileInputTests {
  /// A nesting 20,000 levels deep, in each way YAML can nest, and where the 33rd level
  /// starts: one past ``YAMLParser/maximumDepth``.
  static let deepNestings: [(name: String, bytes: [UInt8], column: Int)] = [
    ("flow lists", Array(repeating: UInt8(ascii: "["), count: 20_000), 33),
    ("flow mappings", Array(String(repeating: "{a: ", count: 20_000).utf8), 1 + 32 * 4),
    ("block lists", Array((String(repeating: "- ", count: 20_000) + "x\n").utf8), 1 + 32 * 2),
  ]

  @Test(arguments: deepNestings.indices)
  func deepNestingIsRefusedAtTheFirstLevelTooMany(index: Int) throws {
    let nesting = Self.deepNestings[index]
    let error = try #require(refusal(nesting.bytes))
    #expect(summary(error.diagnostics) == ["E010 1:\(nesting.column)"], "\(nesting.name)")
  }

  @Test func deeplyIndentedBlockMappingsAreRefused() throws {
    // 1,000 levels take half a mebibyte of indentation, within the size limit.
    var text = ""
    for level in 0..<1_000 { text += String(repeating: " ", count: level) + "a:\n" }
    #expect(text.utf8.count < StandardLoader.maximumFileSize)
    let error = try #require(refusal(Array(text.utf8)))
    #expect(summary(error.diagnostics) == ["E010 33:33"])
  }

  @Test func aFiveMegabyteFileIsRefusedBeforeParsing() throws {
    let bytes = Array(String(repeating: "# padding\n", count: 524_288).utf8)
    #expect(bytes.count == 5 * 1024 * 1024)
    let error = try #require(refusal(bytes, fileName: "big.yaml"))
    #expect(summary(error.diagnostics) == ["E001 1:1"])
    #expect(
      error.diagnostics.first?.message
        == "the file is larger than 1048576 bytes (1 MiB), the most a standard file may have; "
        + "a standard takes a few kilobytes, so check that this is the right file")
  }

  @Test func theSizeLimitIsInclusive() throws {
    var text = validStandardText
    text += String(repeating: "#", count: StandardLoader.maximumFileSize - text.utf8.count)
    #expect(text.utf8.count == StandardLoader.maximumFileSize)
    #expect(throws: Never.self) { try StandardLoader.load(bytes: Array(text.utf8), fileName: "a") }
    text += "#"
    #expect(summary(refusal(Array(text.utf8))?.diagnostics ?? []) == ["E001 1:1"])
  }

  @Test func aliasesAreRefusedBeforeAnyExpansion() throws {
    // Thirty levels of nine-fold aliases would expand to 9^30 nodes.
    var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for level in 1...30 {
      let alias = "*a\(level - 1)"
      text += "a\(level): &a\(level) [" + Array(repeating: alias, count: 9).joined(separator: ", ")
      text += "]\n"
    }
    let error = try #require(refusal(Array(text.utf8)))
    #expect(summary(error.diagnostics) == ["E007 1:5"])
  }

  @Test func manyUnknownGroupMembersArePointedAtOneByOne() throws {
    let members = Array(repeating: "nobody", count: 3)
    let text =
      validStandardText
      + "groups:\n  - id: none\n    label: {en: None}\n    members: [\(members.joined(separator: ", "))]\n"
    let error = try #require(refusal(Array(text.utf8)))
    #expect(summary(error.diagnostics) == ["E022 21:15", "E022 21:23", "E022 21:31"])
  }

  @Test(arguments: [
    [UInt8](), [0xEF, 0xBB, 0xBF], [0x0A], [0x20], [0x2D, 0x2D, 0x2D], [0x7E], [0x23, 0x0A],
  ])
  func emptyDocumentsAreRefusedAsEmpty(bytes: [UInt8]) throws {
    let error = try #require(refusal(bytes))
    #expect(summary(error.diagnostics) == ["E002 1:1"])
  }

  @Test(arguments: [
    [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF8], [0x80], [0xE2, 0x82],
    [0xFF, 0xFE],
  ])
  func malformedUTF8IsRefusedAtItsFirstByte(sequence: [UInt8]) throws {
    let bytes = Array("id: a\nname: x".utf8) + sequence + Array("y\n".utf8)
    let error = try #require(refusal(bytes))
    #expect(summary(error.diagnostics) == ["E003 2:8"])
  }

  @Test func aFileWithManyProblemsReportsTheFirstHundredAndSaysMoreFollow() throws {
    let extra = (1...150).map { "extra-\($0): 1\n" }.joined()
    let error = try #require(refusal(Array((validStandardText + extra).utf8)))
    #expect(error.diagnostics.count == StandardLoader.maximumDiagnostics + 1)
    #expect(error.diagnostics.dropLast().allSatisfy { $0.code == .unknownKey })
    // The 100 shown are the first in the file, on lines 18 to 117; the next is on line 118.
    #expect(error.diagnostics.first?.location.line == 18)
    #expect(error.diagnostics.dropLast().last?.location.line == 117)
    #expect(summary(error.diagnostics.suffix(1)) == ["E048 118:1"])
  }
}
