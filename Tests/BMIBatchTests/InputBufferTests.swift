import Testing

@testable import BMIBatch

/// The read buffer's promise to its scanners: the ``InputBuffer/readablePadding`` bytes
/// after the last valid byte are zeros, whatever the buffer held before.
@Suite struct InputBufferTests {
  /// The padding after `buffer`'s valid bytes.
  private func padding(of buffer: InputBuffer) -> [UInt8] {
    Array(
      UnsafeBufferPointer(start: buffer.bytes + buffer.limit, count: InputBuffer.readablePadding))
  }

  /// A refill that keeps a record's tail moves it to the front: the bytes it moved past
  /// must not show through as padding.
  @Test func thePaddingAfterKeptBytesIsZero() throws {
    let text = Array(repeating: UInt8(ascii: "7"), count: 200)
    let buffer = InputBuffer(source: MemoryByteSource(text))
    _ = try buffer.refill(keepingFrom: 0)
    #expect(buffer.limit == 200)
    // Keep the last 10 bytes; the source is at its end, so nothing follows them.
    _ = try buffer.refill(keepingFrom: 190)
    #expect(buffer.limit == 10)
    #expect(padding(of: buffer) == Array(repeating: 0, count: InputBuffer.readablePadding))
  }
}
