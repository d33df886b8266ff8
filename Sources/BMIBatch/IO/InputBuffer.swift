/// A reusable read buffer: large `read(2)`s into one allocation, with the unread tail of a
/// record moved to the front before the next read; or, for the parallel engine, a view of
/// one chunk of the input that is never refilled.
final class InputBuffer {
  /// The longest record (line, or lines of a quoted field) accepted: 1 MiB.
  static let maximumRecordLength = 1 << 20

  /// The buffer's size: a record of the longest length plus room for large reads.
  static let capacity = 4 << 20

  /// Bytes past ``capacity`` that may be read but are never used: scanners read whole
  /// words, and the writer copies short records in whole vectors.
  static let readablePadding = 64

  private let source: (any ByteSource)?
  /// The buffer's first byte.
  @exclusivity(unchecked) private(set) var bytes: UnsafeMutablePointer<UInt8>
  /// Offset just past the last valid byte.
  @exclusivity(unchecked) private(set) var limit = 0
  /// Whether the source has no more bytes.
  @exclusivity(unchecked) private(set) var isAtEnd = false
  /// Bytes read from the source so far.
  @exclusivity(unchecked) private(set) var bytesRead: Int64 = 0
  /// How many times the bytes have changed (a refill, a chunk shown): what was worked out
  /// from them before holds while this stays the same.
  @exclusivity(unchecked) private(set) var generation = 0

  /// A buffer reading from `source`; nothing is read until ``refill(keepingFrom:)``.
  init(source: any ByteSource) {
    self.source = source
    owned = .allocate(capacity: Self.capacity + Self.readablePadding)
    // Only the padding after the bytes read is ever looked at before it is written:
    // zeroing the whole buffer would cost 1,024 page faults a run before the first read.
    owned.initialize(repeating: 0, count: Self.readablePadding)
    bytes = owned
  }

  /// A view of chunks handed over with ``show(_:count:isLast:)``, each read whole; it owns
  /// no bytes but a zeroed placeholder until the first chunk.
  init() {
    source = nil
    owned = .allocate(capacity: Self.readablePadding)
    owned.initialize(repeating: 0, count: Self.readablePadding)
    bytes = owned
  }

  /// The allocation this buffer made: the read buffer, or the placeholder.
  private let owned: UnsafeMutablePointer<UInt8>

  deinit { owned.deallocate() }

  /// Whether the buffer reads from a source, rather than showing chunks.
  var canRefill: Bool { source != nil }

  /// The descriptor the buffer reads, when its source is one: the parallel engine maps a
  /// regular file rather than reading it (``ParallelBatch``).
  var descriptor: Int32? { (source as? DescriptorByteSource)?.descriptor }

  /// Shows a chunk of `count` bytes at `chunk`, readable for ``readablePadding`` bytes more.
  ///
  /// - Parameter isLast: Whether no input follows the chunk.
  func show(_ chunk: UnsafeMutablePointer<UInt8>, count: Int, isLast: Bool) {
    bytes = chunk
    limit = count
    isAtEnd = isLast
    generation &+= 1
    bytesRead += Int64(count)
  }

  /// Moves the bytes from `offset` on to the front and reads more after them.
  ///
  /// - Parameter offset: The first byte still needed.
  /// - Returns: How far the kept bytes moved (subtract it from kept offsets).
  /// - Throws: ``BatchError/readFailed(name:code:)``.
  func refill(keepingFrom offset: Int) throws(BatchError) -> Int {
    let kept = limit - offset
    if offset > 0 && kept > 0 { bytes.update(from: bytes + offset, count: kept) }
    limit = kept
    generation &+= 1
    guard let source else { return offset }
    while limit < Self.capacity && !isAtEnd {
      let count = try source.read(
        into: UnsafeMutableRawBufferPointer(start: bytes + limit, count: Self.capacity - limit))
      if count == 0 {
        isAtEnd = true
      } else {
        limit += count
        bytesRead += Int64(count)
        // One read per refill keeps the first rows flowing from a slow pipe.
        break
      }
    }
    (bytes + limit).update(repeating: 0, count: Self.readablePadding)
    return offset
  }

  /// Copies up to `count` bytes to `target` for the parallel engine: first those still in
  /// the buffer from `offset` on, moving `offset` past them, then, once they are used up,
  /// bytes read from the source straight into `target`.
  ///
  /// - Returns: How many bytes were copied; 0 at the end of the input.
  /// - Throws: ``BatchError/readFailed(name:code:)``.
  func take(from offset: inout Int, into target: UnsafeMutablePointer<UInt8>, count: Int)
    throws(BatchError) -> Int
  {
    if offset < limit {
      let taken = min(count, limit - offset)
      target.update(from: bytes + offset, count: taken)
      offset += taken
      return taken
    }
    guard let source, !isAtEnd, count > 0 else { return 0 }
    let taken = try source.read(into: UnsafeMutableRawBufferPointer(start: target, count: count))
    if taken == 0 { isAtEnd = true }
    bytesRead += Int64(taken)
    return taken
  }
}
