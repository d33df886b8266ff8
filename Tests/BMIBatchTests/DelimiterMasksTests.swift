import Testing

@testable import BMIBatch

/// The fast lane's masks say what a look at each byte says: every byte value at every place
/// of a block, every window's offset, and the first quote.
@Suite struct DelimiterMasksTests {
  /// Bit `i` set where byte `offset + i` of `bytes` (0 past the end) is one of `wanted`.
  private func expected(_ bytes: [UInt8], at offset: Int, _ wanted: Set<UInt8>) -> UInt64 {
    var mask: UInt64 = 0
    for index in 0..<64 where offset + index < bytes.count && wanted.contains(bytes[offset + index])
    {
      mask |= 1 << UInt64(index)
    }
    return mask
  }

  /// The masks of `bytes` made from `start` with `limit` bytes of input, the buffer padded
  /// with zeros as the lane's input is.
  private func masks(_ bytes: [UInt8], from start: Int = 0, dialect: TextDialect = .csv)
    -> DelimiterMasks
  {
    let masks = DelimiterMasks()
    let padded = bytes + [UInt8](repeating: 0, count: 64)
    padded.withUnsafeBufferPointer {
      masks.make(
        $0.baseAddress!, from: start, limit: bytes.count, dialect: dialect, generation: 1)
    }
    return masks
  }

  @Test(arguments: [TextDialect.csv, .tsv])
  func everyByteAtEveryPlace(dialect: TextDialect) {
    var mismatches: [(place: Int, byte: Int)] = []
    for place in 0..<64 {
      for value in 0...255 {
        // The place's byte among others that are delimiters, quotes and high bytes.
        var bytes = (0..<128).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 5) }
        bytes[place] = UInt8(value)
        let made = masks(bytes, dialect: dialect)
        if made.window(at: 0) != expected(bytes, at: 0, [dialect.separator, 0x0A]) {
          mismatches.append((place, value))
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test func everyWindowOfRandomText() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("0123456789.,\n\"\r \t".utf8) + [0x80, 0xFF, 0x00]
    for _ in 0..<20 {
      let count = Int.random(in: 64...5_000, using: &generator)
      let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
      let start = Int.random(in: 0..<min(100, count - 63), using: &generator)
      let made = masks(bytes, from: start)
      #expect(made.start == start)
      #expect(made.end >= min(count, start + 64))
      var offset = start
      while offset + 64 <= made.end {
        #expect(made.window(at: offset) == expected(bytes, at: offset, [0x2C, 0x0A]))
        offset += Int.random(in: 1...70, using: &generator)
      }
      let quote = bytes[start...].firstIndex(of: UInt8(ascii: "\""))
      #expect(made.firstQuote == min(quote ?? made.end, made.end))
      // The next quote from any offset: the first at or after it, below the masks' end (the
      // padding after the input holds none).
      for _ in 0..<50 {
        let from = Int.random(in: start...made.end, using: &generator)
        let nextQuote = bytes[min(from, count)...].firstIndex(of: UInt8(ascii: "\""))
        #expect(made.nextQuote(from: from) == min(nextQuote ?? made.end, made.end))
      }
    }
  }

  @Test func aQuoteIsNotLookedForWhenTheDialectHasNone() {
    let bytes = [UInt8](repeating: UInt8(ascii: "\""), count: 200)
    let made = masks(bytes, dialect: .tsv)
    #expect(made.firstQuote == made.end)
    #expect(masks(bytes).firstQuote == 0)
  }

  @Test func theNextQuoteAfterOneTheGeneralPathRead() {
    var bytes = [UInt8](repeating: UInt8(ascii: "1"), count: 1_000)
    for quote in [10, 12, 200, 900] { bytes[quote] = UInt8(ascii: "\"") }
    let made = masks(bytes)
    #expect(made.firstQuote == 10)
    // 1,000 bytes are 16 blocks, the last one past them.
    #expect(made.end == 1_024)
    #expect(made.describe(0, generation: 1) && made.describe(960, generation: 1))
    #expect(!made.describe(961, generation: 1) && !made.describe(0, generation: 2))
    var found: [Int] = []
    for offset in [11, 13, 199, 201, 900, 901, 1_024] {
      made.findQuote(from: offset)
      found.append(made.firstQuote)
    }
    #expect(found == [12, 200, 200, 900, 900, made.end, made.end])
  }

  @Test func noBlockStartsAtOrPastTheLimit() {
    // From the second byte, 4 KiB remain: the most blocks made at once.
    let made = masks([UInt8](repeating: 0x31, count: 4_097), from: 1)
    #expect(made.end == 1 + 64 * DelimiterMasks.blockLimit)
    // 130 bytes: the third block holds two of them and 62 bytes of padding.
    let short = masks([UInt8](repeating: 0x31, count: 130), from: 0)
    #expect(short.end == 192)
  }
}
