import BMICore

/// The sexes of the texts a file's sex column repeats, looked up by their bytes and read
/// once each by the general path's own parser (``BatchValueRules/sex(_:)``, that is
/// `Sex(parsing:)`): `female`, `Female`, `FEMALE`, `girl`, `여`, ` male ` and every other
/// spelling it reads cost the fast routes what `female` costs, and the spellings taken here
/// are exactly those the general path takes, whatever it learns to read.
///
/// A slot keeps one text of up to 16 bytes (its length and its bytes as two words) and what
/// the parser made of it: female, male, or not read (no sex, only spaces, empty). A text
/// may be in either slot of a pair; one in neither is read and takes the first, whose text
/// moves to the second. A longer text, or one with escapes,
/// is not looked up: the caller leaves its row to the general path. One memo belongs to one
/// evaluator, on one thread.
final class SexMemo {
  /// One text and its reading.
  private struct Slot {
    /// The text's bytes as ``SexMemo/key(_:length:)`` packs them.
    var first: UInt64 = 0
    var second: UInt64 = 0
    /// The text's length, then from bit 8 the reading: 1 female, 2 male, 3 not read; 0 for
    /// an empty slot.
    var tag: UInt64 = 0
  }

  /// The longest text looked up.
  static let longest = 16
  /// 2⁶ slots (32 pairs): a sex column holds a handful of spellings.
  private static let slotBits = 6
  private static let slotCount = 1 << slotBits
  private let slots: UnsafeMutablePointer<Slot>

  /// An empty memo.
  init() {
    slots = CacheLines.allocate(Slot.self, count: Self.slotCount)
    slots.initialize(repeating: Slot(), count: Self.slotCount)
  }

  deinit { CacheLines.deallocate(slots) }

  /// The sex the general path reads from `field`, or `nil` when it reads none (the caller's
  /// row then goes to the general path, which reports what it must) or the field is not
  /// looked up here (escaped, empty, longer than ``longest``).
  @inline(__always)
  func sex(
    _ bytes: UnsafePointer<UInt8>, _ field: FieldSpan, read: (String) -> Result<Sex, RowProblem>
  ) -> Sex? {
    let length = field.end &- field.start
    guard !field.hasEscapes, length > 0, length <= Self.longest else { return nil }
    let key = Self.key(bytes + field.start, length: length)
    let tag = UInt64(truncatingIfNeeded: length)
    // Two slots a text may be in, so that the two spellings of a column stay in the memo
    // even when they fall on the same pair (each would otherwise push the other out).
    let slot =
      slots + FieldWord.slot(key: key.0 ^ key.1 &<< 1, tag: tag, bits: Self.slotBits &- 1) &<< 1
    var reading = slot.pointee.tag
    if !Self.holds(slot, key, tag) {
      reading = (slot + 1).pointee.tag
      if !Self.holds(slot + 1, key, tag) {
        reading = tag | Self.reading(RowEvaluator.text(bytes, field), read) &<< 8
        (slot + 1).pointee = slot.pointee
        slot.pointee = Slot(first: key.0, second: key.1, tag: reading)
      }
    }
    switch reading &>> 8 {
    case 1: return .female
    case 2: return .male
    default: return nil
    }
  }

  /// Whether `slot` holds the text of `key` and `tag` (its length).
  @inline(__always)
  private static func holds(
    _ slot: UnsafeMutablePointer<Slot>, _ key: (UInt64, UInt64), _ tag: UInt64
  )
    -> Bool
  {
    slot.pointee.tag & 0xFF == tag && slot.pointee.first == key.0 && slot.pointee.second == key.1
  }

  /// The reading of a text as a slot keeps it: what `read` gives, 3 for none (and for a
  /// text of only spaces, which the general path reads as no sex given).
  @inline(never)
  private static func reading(_ text: String, _ read: (String) -> Result<Sex, RowProblem>)
    -> UInt64
  {
    guard text.contains(where: { $0 != " " }) else { return 3 }
    switch read(text) {
    case .success(.female): return 1
    case .success(.male): return 2
    default: return 3
    }
  }

  /// The `length` bytes from `start` (1 to 16) as two words that, with the length, tell
  /// every such text apart; read without a byte past the last, so that it serves buffers
  /// with no padding after a field (the C library's columns). Two overlapping loads cover
  /// 4 to 8 bytes (and 9 to 16); 1 to 3 bytes are the first, middle and last.
  @inline(__always)
  static func key(_ start: UnsafePointer<UInt8>, length: Int) -> (UInt64, UInt64) {
    let raw = UnsafeRawPointer(start)
    if length >= 8 {
      return (
        raw.loadUnaligned(as: UInt64.self),
        raw.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
      )
    }
    if length >= 4 {
      let low = UInt64(raw.loadUnaligned(as: UInt32.self))
      let high = UInt64(raw.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self))
      return (low | high &<< 32, 0)
    }
    let first = UInt64(start[0])
    let middle = UInt64(start[length &>> 1])
    let last = UInt64(start[length &- 1])
    return (first | middle &<< 8 | last &<< 16, 0)
  }
}
