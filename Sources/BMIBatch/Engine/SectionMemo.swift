/// The sections of the inputs a file repeats, looked up by their bytes: a file sectioned by
/// sex and age holds a few hundred pairs, and one sectioned by background a few dozen
/// words, read again on millions of rows.
///
/// An entry keeps the bytes of a row's sex (up to 8), age (up to 8) and background (up to
/// 24: `african-caribbean` is 17), whether each is present, and what
/// ``RowEvaluator/fastSection(_:sex:age:background:)`` gave for them, which depends on
/// nothing else. Longer texts are not kept, and are read on every row. Entries go in pairs,
/// the one found last first: two texts of one pair's slot do not put each other out. One
/// memo belongs to one evaluator, on one thread.
final class SectionMemo {
  /// One row's inputs and their section.
  fileprivate struct Entry {
    var sex: UInt64 = 0
    var age: UInt64 = 0
    var background: (UInt64, UInt64, UInt64) = (0, 0, 0)
    /// The lengths (a byte each, 0xFF for a field not present), bit 24 set in an entry
    /// made, then the section from bit 32.
    var shape: UInt64 = 0
  }

  /// 2⁹ pairs of entries of 48 bytes.
  private static let pairBits = 9
  private static let slotCount = 2 << pairBits
  /// The bit of ``Entry/shape`` set in an entry made.
  private static let made: UInt64 = 1 << 24
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
      | UInt64(truncatingIfNeeded: backgroundLength) &<< 16 | Self.made
    var key = Entry(
      sex: Self.word(bytes, sex, from: 0, length: sexLength),
      age: Self.word(bytes, age, from: 0, length: ageLength),
      background: (
        Self.word(bytes, background, from: 0, length: backgroundLength),
        Self.word(bytes, background, from: 8, length: backgroundLength),
        Self.word(bytes, background, from: 16, length: backgroundLength)
      ),
      shape: shape)
    let pair =
      entries
      + FieldWord.slot(
        key: key.sex ^ key.age &* 0x9E37_79B9 ^ key.background.0 ^ key.background.1 &<< 1
          ^ key.background.2 &<< 2,
        tag: shape, bits: Self.pairBits) &<< 1
    if Self.holds(pair, key) { return Int(truncatingIfNeeded: pair.pointee.shape >> 32) }
    if Self.holds(pair + 1, key) { return Int(truncatingIfNeeded: pair[1].shape >> 32) }
    let found = find()
    if found >= 0 {
      key.shape = shape | UInt64(truncatingIfNeeded: found) &<< 32
      Self.remember(key, in: pair)
    }
    return found
  }

  /// Whether an entry is the one of `key`'s fields (`key`'s section not compared).
  @inline(__always)
  private static func holds(_ entry: UnsafePointer<Entry>, _ key: Entry) -> Bool {
    entry.pointee.shape & 0x1FF_FFFF == key.shape && entry.pointee.sex == key.sex
      && entry.pointee.age == key.age && entry.pointee.background.0 == key.background.0
      && entry.pointee.background.1 == key.background.1
      && entry.pointee.background.2 == key.background.2
  }

  /// Puts an entry first in its pair, the first one second.
  @inline(never)
  private static func remember(_ entry: Entry, in pair: UnsafeMutablePointer<Entry>) {
    pair[1] = pair[0]
    pair[0] = entry
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
  /// ``fastSection(_:sex:age:background:)``, through the evaluator's ``SectionMemo``: one
  /// call, with the memo's lookup inside (inlined into the lane's loop, the memo's lookup
  /// was left a call taking a closure, which cost the loop more than it saved).
  @inline(never)
  func rememberedSection(
    _ bytes: UnsafePointer<UInt8>, sex: FieldSpan, age: FieldSpan, background: FieldSpan
  ) -> Int {
    lookUpSection(bytes, sex: sex, age: age, background: background)
  }

  /// ``rememberedSection(_:sex:age:background:)`` for a record of the fast lane whose
  /// fields end at `ends` (`ends[-1]` one before the record), with its sex, age and
  /// background in columns `sex`, `age` and `background` (-1 for none). The fields are
  /// made here: the lane's loop passes two pointers and three numbers, not three fields
  /// on the stack.
  @inline(never)
  func laneSection(
    _ bytes: UnsafePointer<UInt8>, ends: UnsafePointer<Int>, sex: Int, age: Int, background: Int
  ) -> Int {
    lookUpSection(
      bytes, sex: Self.laneField(sex, ends: ends), age: Self.laneField(age, ends: ends),
      background: Self.laneField(background, ends: ends))
  }

  /// The field of a column (none for -1) of a lane's record whose fields end at `ends`.
  @inline(__always)
  private static func laneField(_ column: Int, ends: UnsafePointer<Int>) -> FieldSpan {
    guard column >= 0 else { return FieldSpan() }
    return FieldSpan(start: ends[column &- 1] &+ 1, end: ends[column], isPresent: true)
  }

  /// The memo's lookup, and ``fastSection(_:sex:age:background:)`` when it misses.
  @inline(__always)
  private func lookUpSection(
    _ bytes: UnsafePointer<UInt8>, sex: FieldSpan, age: FieldSpan, background: FieldSpan
  ) -> Int {
    sectionMemo.section(bytes, sex: sex, age: age, background: background) {
      fastSection(bytes, sex: sex, age: age, background: background)
    }
  }
}
