/// A reusable write buffer: rows are formatted into it and handed to the sink in large
/// chunks, one `write(2)` per mebibyte rather than per row; or, for the parallel engine,
/// handed whole, block by block, to the chunk they belong to.
final class OutputBuffer {
  /// Bytes gathered before a write.
  static let chunkSize = 1 << 20

  /// Bytes past ``chunkSize`` that may be written and then overwritten: short copies move
  /// whole vectors.
  static let writablePadding = 64

  /// The bytes a block must hold: ``chunkSize`` and the padding.
  static let blockCapacity = chunkSize + writablePadding

  private let sink: (any ByteSink)?
  private let receiver: (any OutputBlockReceiver)?
  @exclusivity(unchecked) private var storage: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private var count = 0
  /// Bytes handed to the sink so far.
  @exclusivity(unchecked) private(set) var bytesWritten = 0

  /// A buffer writing to `sink`.
  init(sink: any ByteSink) {
    self.sink = sink
    receiver = nil
    storage = .allocate(capacity: Self.blockCapacity)
  }

  /// A buffer handing its blocks to `receiver`, starting with `block` (of
  /// ``blockCapacity`` bytes); the receiver owns every block.
  init(receiver: any OutputBlockReceiver, block: UnsafeMutablePointer<UInt8>) {
    sink = nil
    self.receiver = receiver
    storage = block
  }

  deinit { if sink != nil { storage.deallocate() } }

  /// Makes room for `byteCount` bytes, writing what the buffer holds if needed, and gives
  /// where to write them; ``commit(upTo:)`` then says how far was written.
  ///
  /// - Parameter byteCount: At most ``chunkSize``.
  @inline(__always)
  func reserve(_ byteCount: Int) throws(BatchError) -> UnsafeMutablePointer<UInt8> {
    // Both are at most `chunkSize`.
    if count &+ byteCount > Self.chunkSize { try flush() }
    return storage + count
  }

  /// Keeps the bytes written after ``reserve(_:)`` up to `end`.
  @inline(__always)
  func commit(upTo end: UnsafeMutablePointer<UInt8>) {
    count = storage.distance(to: end)
  }

  /// Writes every buffered byte to the sink, or hands the block to the receiver.
  func flush() throws(BatchError) {
    guard count > 0 else { return }
    if let sink {
      try sink.write(UnsafeRawBufferPointer(start: storage, count: count))
    } else if let receiver {
      storage = receiver.receive(storage, count: count)
    }
    bytesWritten += count
    count = 0
  }

  /// Adds bytes of any length, writing through when they do not fit.
  ///
  /// - Parameters:
  ///   - bytes: The first byte.
  ///   - byteCount: How many.
  func append(_ bytes: UnsafePointer<UInt8>, count byteCount: Int) throws(BatchError) {
    guard byteCount > Self.chunkSize else {
      let target = try reserve(byteCount)
      target.update(from: bytes, count: byteCount)
      commit(upTo: target + byteCount)
      return
    }
    try flush()
    guard let sink else {
      // Blocks are a fixed size: fill them in turn.
      var offset = 0
      while offset < byteCount {
        let piece = min(Self.chunkSize, byteCount - offset)
        let target = try reserve(piece)
        target.update(from: bytes + offset, count: piece)
        commit(upTo: target + piece)
        offset += piece
      }
      return
    }
    try sink.write(UnsafeRawBufferPointer(start: bytes, count: byteCount))
    bytesWritten += byteCount
  }

  /// Writes what the buffer holds, then `byteCount` bytes from `bytes` straight to the
  /// sink, without copying them: for blocks the parallel engine's workers formatted.
  func writeThrough(_ bytes: UnsafePointer<UInt8>, count byteCount: Int) throws(BatchError) {
    guard let sink else { return try append(bytes, count: byteCount) }
    try flush()
    try sink.write(UnsafeRawBufferPointer(start: bytes, count: byteCount))
    bytesWritten += byteCount
  }

  /// Adds the bytes of an array of any length.
  func append(_ bytes: [UInt8]) throws(BatchError) {
    try bytes.withUnsafeBufferPointer { (buffer) throws(BatchError) in
      guard let base = buffer.baseAddress else { return }
      try append(base, count: buffer.count)
    }
  }
}

/// Where the parallel engine's workers hand the output blocks of a chunk.
protocol OutputBlockReceiver: AnyObject {
  /// Takes the `count` bytes written at `block`, and gives the block to write into next
  /// (``OutputBuffer/blockCapacity`` bytes).
  func receive(_ block: UnsafeMutablePointer<UInt8>, count: Int) -> UnsafeMutablePointer<UInt8>
}

/// Writing into reserved output space by moving a pointer.
extension UnsafeMutablePointer<UInt8> {
  /// Copies `count` bytes and moves past them. When `count` is at most 32, copies 32 bytes
  /// in two vectors: both sides must be readable and writable that far.
  @inline(__always)
  mutating func put(_ bytes: UnsafePointer<UInt8>, count: Int) {
    if count <= 32 {
      let source = UnsafeRawPointer(bytes)
      let target = UnsafeMutableRawPointer(self)
      target.storeBytes(of: source.loadUnaligned(as: SIMD16<UInt8>.self), as: SIMD16<UInt8>.self)
      (target + 16).storeBytes(
        of: (source + 16).loadUnaligned(as: SIMD16<UInt8>.self), as: SIMD16<UInt8>.self)
    } else {
      update(from: bytes, count: count)
    }
    self += count
  }

  /// Copies an array of any length there is room for and moves past it.
  @inline(__always)
  mutating func putAll(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      if let base = buffer.baseAddress { update(from: base, count: buffer.count) }
    }
    self += bytes.count
  }

  /// Writes one byte and moves past it.
  @inline(__always)
  mutating func put(_ byte: UInt8) {
    pointee = byte
    self += 1
  }

  /// Writes a non-negative decimal of `millionths` with `decimals` fractional digits (1 to
  /// 6), such as `25.0` or `22.96`, and moves past it; at most 26 bytes.
  @inline(__always)
  mutating func putDecimal(millionths: Int64, decimals: Int) {
    // Most BMIs are written with one decimal and two whole digits.
    if decimals == 1 && millionths >= 10_000_000 && millionths < 100_000_000 {
      let tenths = UInt32(truncatingIfNeeded: millionths) / 100_000
      let whole = tenths / 10
      self[0] = UInt8(truncatingIfNeeded: whole / 10) &+ 48
      self[1] = UInt8(truncatingIfNeeded: whole % 10) &+ 48
      self[2] = UInt8(ascii: ".")
      self[3] = UInt8(truncatingIfNeeded: tenths % 10) &+ 48
      self += 4
      return
    }
    // The value in units of the last digit written: 21.7 with one decimal is 217.
    var digits: UInt64
    switch decimals {
    case 1: digits = UInt64(millionths) / 100_000
    case 2: digits = UInt64(millionths) / 10_000
    case 3: digits = UInt64(millionths) / 1_000
    case 4: digits = UInt64(millionths) / 100
    case 5: digits = UInt64(millionths) / 10
    default: digits = UInt64(millionths)
    }
    var whole = UInt64(millionths) / 1_000_000
    var wholeDigits = 1
    while whole >= 10 {
      whole /= 10
      wholeDigits += 1
    }
    var position = self + (wholeDigits + 1 + decimals)
    let end = position
    for _ in 0..<decimals {
      position -= 1
      position.pointee = UInt8(truncatingIfNeeded: digits % 10) &+ 48
      digits /= 10
    }
    position -= 1
    position.pointee = UInt8(ascii: ".")
    repeat {
      position -= 1
      position.pointee = UInt8(truncatingIfNeeded: digits % 10) &+ 48
      digits /= 10
    } while position > self
    self = end
  }
}
