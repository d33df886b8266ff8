/// The millionths of the doubles a column has met (``CDecimal/millionths(_:)``), kept in a
/// small table indexed by a hash of their bits: a column of measurements repeats a few
/// hundred values (one decimal of a centimetre or a kilogram), and a value met again costs
/// one comparison instead of the divisions that find its decimal. A value the table does not
/// hold is worked out and takes its slot. One memo belongs to one thread.
struct CDecimalMemo: ~Copyable {
  /// One slot: a double's bits, and its millionths, or -1 when it has no short decimal.
  private struct Slot {
    var bits: UInt64
    var millionths: Int64
  }

  /// 2¹² slots, 64 KiB: the hash's top 12 bits choose one.
  private static let shift: UInt64 = 64 - 12
  /// The slots, allocated with the memo.
  private let slots: UnsafeMutablePointer<Slot>

  /// An empty memo. A slot starts with the bits of a NaN and no decimal, which is that
  /// NaN's answer too.
  init() {
    slots = .allocate(capacity: 1 << (64 - Self.shift))
    slots.initialize(
      repeating: Slot(bits: UInt64.max, millionths: -1), count: 1 << (64 - Self.shift))
  }

  deinit { slots.deallocate() }

  /// ``CDecimal/millionths(_:)`` of `value`.
  @inline(__always)
  func millionths(_ value: Double) -> Int64? {
    let bits = value.bitPattern
    let slot = slots + Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) &>> Self.shift)
    if slot.pointee.bits == bits {
      let known = slot.pointee.millionths
      return known >= 0 ? known : nil
    }
    let found = CDecimal.millionths(value)
    slot.pointee = Slot(bits: bits, millionths: found ?? -1)
    return found
  }
}
