/// The sections of the inputs a file repeats, looked up by their bytes: a file sectioned by
/// sex and age holds a few hundred pairs, and one sectioned by background a few dozen
/// words, read again on millions of rows.
///
/// An entry keeps the bytes of a row's sex (up to 8), age (up to 8) and background (up to
/// 24: `african-caribbean` is 17), whether each is present, and what ``RowEvaluator/fastSection(_:sex:age:background:)``
/// gave for them, which depends on nothing else. Longer texts are not kept, and are read
/// on every row. One memo belongs to one evaluator, on one thread.
final class SectionMemo {
  /// One row's inputs and their section, in one cache line.
  private struct Entry {
    var sex: UInt64 = 0
    var age: UInt64 = 0
    var background: (UInt64, UInt64, UInt64) = (0, 0, 0)
    /// The lengths (a byte each, 0xFF for a field not present), then the section plus one
    /// from bit 32 (0 for an empty entry).
    var shape: UInt64 = 0
  }

  /// 2¹⁰ entries of 48 bytes.
  private static let slotBits = 10
  private static let slotCount = 1 << slotBits
  private let entries: UnsafeMutablePointer<Entry>

  /// An empty memo.
  init() {
    entries = CacheLines.allocate(Entry.self, count: Self.slotCount)
    entries.initialize(repeating: Entry(), count: Self.slotCount)
  }

  deinit { CacheLines.deallocate(entries) }

  /// The section `find` gives for these fields, from the memo when it holds them.
  @inline(__always)
  func section(
    _ bytes: UnsafePointer<UInt8>, sex: FieldSpan, age: FieldSpan, background: FieldSpan,
    find: () -> Int
  ) -> Int {
    let sexLength = Self.length(sex, limit: 8)
    let ageLength = Self.length(age, limit: 8)
    let backgroundLength = Self.length(background, limit: 24)
    guard sexLength | ageLength | backgroundLength >= 0 else { return find() }
    let shape =
      UInt64(truncatingIfNeeded: sexLength) | UInt64(truncatingIfNeeded: ageLength) &<< 8
      | UInt64(truncatingIfNeeded: backgroundLength) &<< 16
    let sexKey = Self.word(bytes, sex, from: 0, length: sexLength)
    let ageKey = Self.word(bytes, age, from: 0, length: ageLength)
    let backgroundKey = (
      Self.word(bytes, background, from: 0, length: backgroundLength),
      Self.word(bytes, background, from: 8, length: backgroundLength),
      Self.word(bytes, background, from: 16, length: backgroundLength)
    )
    let slot = FieldWord.slot(
      key: sexKey ^ ageKey &* 0x9E37_79B9 ^ backgroundKey.0 ^ backgroundKey.1 &<< 1
        ^ backgroundKey.2 &<< 2,
      tag: shape, bits: Self.slotBits)
    let entry = entries + slot
    if entry.pointee.shape & 0xFF_FFFF == shape, entry.pointee.shape >> 32 != 0,
      entry.pointee.sex == sexKey, entry.pointee.age == ageKey,
      entry.pointee.background.0 == backgroundKey.0,
      entry.pointee.background.1 == backgroundKey.1,
      entry.pointee.background.2 == backgroundKey.2
    {
      return Int(truncatingIfNeeded: entry.pointee.shape >> 32) &- 1
    }
    let found = find()
    if found >= 0 {
      entry.pointee = Entry(
        sex: sexKey, age: ageKey, background: backgroundKey,
        shape: shape | UInt64(truncatingIfNeeded: found &+ 1) &<< 32)
    }
    return found
  }

  /// A field's length, 0xFF when it is not present, -1 when it is longer than `limit` or
  /// has escapes.
  @inline(__always)
  private static func length(_ field: FieldSpan, limit: Int) -> Int {
    guard field.isPresent else { return 0xFF }
    let length = field.end &- field.start
    return length <= limit && !field.hasEscapes ? length : -1
  }

  /// The field's bytes from `offset` on, up to 8 of them, as one word; zero past its end.
  @inline(__always)
  private static func word(
    _ bytes: UnsafePointer<UInt8>, _ field: FieldSpan, from offset: Int, length: Int
  ) -> UInt64 {
    let count = length == 0xFF ? 0 : min(length &- offset, 8)
    guard count > 0 else { return 0 }
    return FieldWord.key(bytes + (field.start &+ offset), length: count)
  }
}

extension RowEvaluator {
  /// ``fastSection(_:sex:age:background:)``, through the evaluator's ``SectionMemo``.
  @inline(__always)
  func rememberedSection(
    _ bytes: UnsafePointer<UInt8>, sex: FieldSpan, age: FieldSpan, background: FieldSpan
  ) -> Int {
    sectionMemo.section(bytes, sex: sex, age: age, background: background) {
      fastSection(bytes, sex: sex, age: age, background: background)
    }
  }
}
