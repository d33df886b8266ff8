/// A field of one to eight bytes read as one word, to look it up by its bytes.
enum FieldWord {
  /// `length` bytes from `start` (1 to 8), the first in the lowest byte and zero past the
  /// last; the buffer has readable padding past every field, so one load reads them.
  @inline(__always)
  static func key(_ start: UnsafePointer<UInt8>, length: Int) -> UInt64 {
    let word = UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt64.self))
    let unused = UInt64(truncatingIfNeeded: 64 &- 8 &* length)
    return length >= 8 ? word : word & (~UInt64(0) &>> unused)
  }

  /// A slot of a table of 2^`bits` for a key and what else tells fields apart (their
  /// length, a section).
  @inline(__always)
  static func slot(key: UInt64, tag: UInt64, bits: Int) -> Int {
    let mixed = (key ^ tag &* 0xD6E8_FEB8_6659_FD93) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed &>> UInt64(truncatingIfNeeded: 64 &- bits))
  }
}
