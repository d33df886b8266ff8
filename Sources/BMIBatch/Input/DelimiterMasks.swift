/// Where the separators, line feeds and quotes of a stretch of input are, one bit a byte
/// (quotes only in the blocks that hold one), found 64 bytes at a time before the fast lane
/// reads the stretch's records; and where its first quote is.
///
/// Finding a record's fields from these masks needs no branch that depends on where the
/// delimiters fall: the 64 bits from the record's first byte (``window(at:)``) give its
/// fields' ends at once, the last of them its line feed. Scanning the input word by word
/// as records are read instead asks, for every word, whether it holds a delimiter, which
/// no branch predictor can guess for fields of varying length.
///
/// The masks are made sixteen bytes at a time with Swift's `SIMD16<UInt8>`: on x86-64 a
/// comparison of two vectors compiles to one SSE2 `pcmpeqb`, which sets each equal byte to
/// 0xFF, and ``LaneBits`` gathers those bytes into sixteen bits (SSE2's `pmovmskb`).
///
/// One set of masks belongs to one processor, on one thread.
final class DelimiterMasks {
  /// The bytes one word of the mask describes.
  static let blockLength = 64
  /// The most blocks made at once: 4 KiB of input.
  static let blockLimit = 64

  /// Bit `i` of block `b`: whether byte `start + 64·b + i` is a separator or a line feed.
  private let delimiters: UnsafeMutablePointer<UInt64>
  /// Bit `i` of block `b`: whether byte `start + 64·b + i` is a quote; set only for the
  /// blocks ``quoteBlocks`` marks.
  private let quotes: UnsafeMutablePointer<UInt64>
  /// The offset of the first block's first byte.
  private(set) var start = 0
  /// The offset past the last byte the masks describe.
  private(set) var end = 0
  /// The offset of the first quote among the bytes described, at or after the offset last
  /// asked about (``start`` after ``make(_:from:limit:dialect:generation:)``), or ``end``
  /// when there is none (or the dialect has no quotes).
  private(set) var firstQuote = 0
  /// Bit `b` set when block `b` holds a quote: ``nextQuote(from:)`` looks for one only in
  /// such blocks, so a file without quotes pays nothing for them.
  private var quoteBlocks: UInt64 = 0
  /// The ``InputBuffer/generation`` of the bytes described.
  private var generation = -1

  /// Empty masks.
  init() {
    // One block more than is made: a window reads the block after its own.
    delimiters = .allocate(capacity: Self.blockLimit + 1)
    delimiters.initialize(repeating: 0, count: Self.blockLimit + 1)
    quotes = .allocate(capacity: Self.blockLimit)
    quotes.initialize(repeating: 0, count: Self.blockLimit)
  }

  deinit {
    delimiters.deallocate()
    quotes.deallocate()
  }

  /// Whether the masks describe the 64 bytes from `offset` of the bytes of `generation`.
  @inline(__always)
  func describe(_ offset: Int, generation: Int) -> Bool {
    self.generation == generation && offset >= start && offset &+ 64 <= end
  }

  /// Makes the masks of the blocks from `start` up to ``blockLimit`` blocks, and no block
  /// that starts at or after `limit`: every block read lies within `limit` and the 64
  /// readable bytes of padding after it.
  ///
  /// - Parameters:
  ///   - bytes: The buffer.
  ///   - start: The first byte to describe, below `limit`.
  ///   - limit: The offset past the input's last byte.
  ///   - dialect: The separator, and whether quotes are looked for.
  ///   - generation: The buffer's ``InputBuffer/generation``.
  func make(
    _ bytes: UnsafePointer<UInt8>, from start: Int, limit: Int, dialect: TextDialect,
    generation: Int
  ) {
    let separator = SIMD16<UInt8>(repeating: dialect.separator)
    let blocks = min(
      Self.blockLimit, (limit &- start &+ Self.blockLength &- 1) / Self.blockLength)
    var quoteBlocks: UInt64 = 0
    for block in 0..<blocks {
      let first = bytes + (start &+ block &* Self.blockLength)
      let mask = Self.mask(first, separator: separator, checksQuotes: dialect.hasQuotes)
      delimiters[block] = mask.delimiters
      if mask.quotes != 0 {
        quotes[block] = mask.quotes
        quoteBlocks |= 1 &<< UInt64(truncatingIfNeeded: block)
      }
    }
    delimiters[blocks] = 0
    self.start = start
    end = start &+ blocks &* Self.blockLength
    self.quoteBlocks = quoteBlocks
    self.generation = generation
    findQuote(from: start)
  }

  /// Sets ``firstQuote`` to the first quote at or after `offset` (from ``start`` on, below
  /// ``end``): the general path may have read the one found before.
  ///
  /// Kept out of line: inlined into the fast lane, its loop costs the lane's records
  /// registers (about 6 instructions a row of the benchmark file).
  @inline(never)
  func findQuote(from offset: Int) {
    firstQuote = nextQuote(from: offset)
  }

  /// The offset of the first quote at or after `offset` (at or after ``start``), or ``end``
  /// when there is none below it.
  @inline(__always)
  func nextQuote(from offset: Int) -> Int {
    firstBit(of: quotes, in: quoteBlocks, from: offset)
  }

  /// The offset of the first byte at or after `offset` (at or after ``start``) whose bit is
  /// set in `words`, looked for only in the blocks `blocks` marks; ``end`` when none is.
  @inline(__always)
  private func firstBit(of words: UnsafeMutablePointer<UInt64>, in blocks: UInt64, from offset: Int)
    -> Int
  {
    guard offset < end else { return end }
    let relative = offset &- start
    let block = relative &>> 6
    // The blocks from the one holding `offset` on; in that one, the bits from `offset` on.
    var candidates = blocks & (~0 &<< UInt64(truncatingIfNeeded: block))
    let fromOffset = ~0 as UInt64 &<< UInt64(truncatingIfNeeded: relative & 63)
    while candidates != 0 {
      let found = candidates.trailingZeroBitCount
      var word = words[found]
      if found == block { word &= fromOffset }
      if word != 0 {
        return start &+ found &* Self.blockLength &+ word.trailingZeroBitCount
      }
      candidates &= candidates &- 1
    }
    return end
  }

  /// The 64 bits of the mask from `offset` on (``start`` ≤ `offset` ≤ ``end`` − 64): bit
  /// `i` tells whether byte `offset + i` is a separator or a line feed.
  @inline(__always)
  func window(at offset: Int) -> UInt64 {
    let relative = offset &- start
    let block = relative &>> 6
    let shift = UInt64(truncatingIfNeeded: relative & 63)
    // The next block's bits above this one's; none when the window is one whole block.
    return delimiters[block] &>> shift | (delimiters[block &+ 1] &<< 1) &<< (63 &- shift)
  }

  /// The masks of the 64 bytes from `first`, all readable: separators and line feeds, and
  /// quotes (none when `checksQuotes` is false).
  @inline(__always)
  static func mask(
    _ first: UnsafePointer<UInt8>, separator: SIMD16<UInt8>, checksQuotes: Bool
  ) -> (delimiters: UInt64, quotes: UInt64) {
    let raw = UnsafeRawPointer(first)
    // Vectors on both sides: comparing with a scalar compiles to a loop over the lanes.
    let lineFeed = SIMD16<UInt8>(repeating: UInt8(ascii: "\n"))
    let quote = SIMD16<UInt8>(repeating: UInt8(ascii: "\""))
    var delimiters: UInt64 = 0
    var anyQuote = SIMDMask<SIMD16<Int8>>()
    for part in 0..<4 {
      let vector = raw.loadUnaligned(fromByteOffset: part &* 16, as: SIMD16<UInt8>.self)
      let shift = UInt64(truncatingIfNeeded: part &* 16)
      delimiters |= LaneBits.bits(of: (vector .== lineFeed) .| (vector .== separator)) &<< shift
      if checksQuotes { anyQuote = anyQuote .| (vector .== quote) }
    }
    // The quotes' own bits only for a block that holds one: a file without quotes, or with
    // a quoted note a record, pays little for them.
    guard LaneBits.bits(of: anyQuote) != 0 else { return (delimiters, 0) }
    var quotes: UInt64 = 0
    for part in 0..<4 {
      let vector = raw.loadUnaligned(fromByteOffset: part &* 16, as: SIMD16<UInt8>.self)
      quotes |= LaneBits.bits(of: vector .== quote) &<< UInt64(truncatingIfNeeded: part &* 16)
    }
    return (delimiters, quotes)
  }
}
