/// A reusable read buffer: large `read(2)`s into one allocation, with the unread tail of a
/// record moved to the front before the next read.
final class InputBuffer {
  /// The longest record (line, or lines of a quoted field) accepted: 1 MiB.
  static let maximumRecordLength = 1 << 20

  /// The buffer's size: a record of the longest length plus room for large reads.
  static let capacity = 4 << 20

  /// Bytes past ``capacity`` that may be read but are never used: scanners read whole
  /// words, and the writer copies short records in whole vectors.
  static let readablePadding = 64

  private let source: any ByteSource
  /// The buffer's first byte.
  let bytes: UnsafeMutablePointer<UInt8>
  /// Offset just past the last valid byte.
  @exclusivity(unchecked) private(set) var limit = 0
  /// Whether the source has no more bytes.
  @exclusivity(unchecked) private(set) var isAtEnd = false
  /// Bytes read from the source so far.
  @exclusivity(unchecked) private(set) var bytesRead: Int64 = 0

  /// A buffer reading from `source`; nothing is read until ``refill(keepingFrom:)``.
  init(source: any ByteSource) {
    self.source = source
    bytes = .allocate(capacity: Self.capacity + Self.readablePadding)
    bytes.initialize(repeating: 0, count: Self.capacity + Self.readablePadding)
  }

  deinit { bytes.deallocate() }

  /// Moves the bytes from `offset` on to the front and reads more after them.
  ///
  /// - Parameter offset: The first byte still needed.
  /// - Returns: How far the kept bytes moved (subtract it from kept offsets).
  /// - Throws: ``BatchError/readFailed(name:code:)``.
  func refill(keepingFrom offset: Int) throws(BatchError) -> Int {
    let kept = limit - offset
    if offset > 0 && kept > 0 { bytes.update(from: bytes + offset, count: kept) }
    limit = kept
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
    return offset
  }
}
