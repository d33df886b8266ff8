/// The values of the short plain decimals a file repeats, looked up by their bytes: a file
/// of weights to one decimal holds a few thousand texts, read again on millions of rows.
///
/// A slot keeps one text of up to eight bytes and its value as ``PlainDecimal`` reads it;
/// a text that is not in its slot is read and takes the slot. One memo belongs to one
/// evaluator, on one thread.
final class DecimalMemo {
  /// One text and its value, side by side, so that a lookup reads one cache line.
  private struct Slot {
    /// The text as a ``FieldWord`` key.
    var key: UInt64 = 0
    /// The value in millionths shifted up a byte, the text's length in that byte; 0 for an
    /// empty slot.
    var value: Int64 = 0
  }

  /// 2¹² slots of 16 bytes: 64 KiB.
  private static let slotBits = 12
  private static let slotCount = 1 << slotBits
  private let slots: UnsafeMutablePointer<Slot>

  /// An empty memo.
  init() {
    slots = CacheLines.allocate(Slot.self, count: Self.slotCount)
    slots.initialize(repeating: Slot(), count: Self.slotCount)
  }

  deinit { CacheLines.deallocate(slots) }

  /// ``PlainDecimal/unpaddedMillionths(_:from:to:)`` of a field that is not empty and has
  /// no space at either end.
  @inline(__always)
  func unpaddedMillionths(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int64? {
    let length = end &- start
    guard length <= 8 else { return Self.readLong(bytes, from: start, to: end) }
    let key = FieldWord.key(bytes + start, length: length)
    let slot = FieldWord.slot(
      key: key, tag: UInt64(truncatingIfNeeded: length), bits: Self.slotBits)
    let found = slots[slot]
    if found.key == key && found.value & 0xFF == Int64(truncatingIfNeeded: length) {
      return found.value &>> 8
    }
    return read(bytes, from: start, to: end, key: key, slot: slot)
  }

  /// Reads a text missing from its slot and puts it there: kept out of line, so that the
  /// lookup above is small enough to be inlined where it is used.
  @inline(never)
  private func read(
    _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, key: UInt64, slot: Int
  ) -> Int64? {
    let length = end &- start
    guard let read = PlainDecimal.unpaddedMillionths(bytes, from: start, to: end) else {
      return nil
    }
    // Eight bytes of a plain decimal are below 10⁸ · 10⁶ < 2⁵⁵.
    slots[slot] = Slot(key: key, value: read &<< 8 | Int64(truncatingIfNeeded: length))
    return read
  }

  /// Reads a text too long for a slot, out of line as ``read(_:from:to:key:slot:)`` is.
  @inline(never)
  private static func readLong(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int)
    -> Int64?
  {
    PlainDecimal.unpaddedMillionths(bytes, from: start, to: end)
  }
}
