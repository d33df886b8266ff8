import BMIPlatform

/// Which slot the key of each member of a JSON line fills, by the member's place: lines
/// written by one program give their keys in one order, so each key is looked up among the
/// wanted ones once, and on later lines only checked to be the same bytes.
final class JSONKeyOrder {
  /// The most members remembered; a longer line's later keys are not.
  static let memberLimit = 32
  /// The most bytes of a key remembered.
  static let keyLimit = 48

  /// Member `i`'s key, in `keyLimit` bytes from `i · keyLimit`, padded with zeros.
  private let texts: UnsafeMutablePointer<UInt8>
  /// Member `i`'s key's length (-1 while none is remembered) at `i`, and its slot (-1 when
  /// its key fills none) at `memberLimit + i`: memory of its own, which a class's arrays
  /// are not (each use of one is checked for exclusive access as the program runs).
  private let lengthsAndSlots: UnsafeMutablePointer<Int>

  /// An order that remembers no key yet.
  init() {
    texts = .allocate(capacity: Self.memberLimit * Self.keyLimit + 16)
    texts.initialize(repeating: 0, count: Self.memberLimit * Self.keyLimit + 16)
    lengthsAndSlots = .allocate(capacity: 2 * Self.memberLimit)
    lengthsAndSlots.initialize(repeating: -1, count: 2 * Self.memberLimit)
  }

  deinit {
    texts.deallocate()
    lengthsAndSlots.deallocate()
  }

  /// What ``knownSlot(ofMember:key:available:)`` gives for a key not remembered.
  static let unknown = -2

  /// The slot (-1 for none) of member `member`'s remembered key when the bytes at `key`
  /// are that key and its closing quote, within `available` bytes; ``unknown`` otherwise.
  /// The remembered key was found plain (no escape) when it was learned, so its bytes
  /// followed by a quote are the same string.
  @inline(__always)
  func knownSlot(ofMember member: Int, key: UnsafePointer<UInt8>, available: Int) -> Int {
    guard member < Self.memberLimit else { return Self.unknown }
    let length = lengthsAndSlots[member]
    guard length >= 0, length < available, key[length] == UInt8(ascii: "\""),
      Self.same(key, UnsafePointer(texts + member &* Self.keyLimit), count: length)
    else { return Self.unknown }
    return lengthsAndSlots[Self.memberLimit &+ member]
  }

  /// The length of member `member`'s remembered key.
  @inline(__always)
  func keyLength(ofMember member: Int) -> Int { lengthsAndSlots[member] }

  /// The slot (-1 for none) of a key found plain, looked up among `keys` (the slots'
  /// keys, then the watched names) as the full scanner matches keys, and remembered for
  /// member `member`; `nil` when it names a watched name or more than one slot, which the
  /// full scanner reports, or cannot be remembered.
  func learn(member: Int, key: UnsafePointer<UInt8>, count: Int, keys: ByteStrings) -> Int? {
    guard member < Self.memberLimit, count <= Self.keyLimit else { return nil }
    var slot = -1
    if count > 0 {
      for index in 0..<keys.count {
        let (name, length) = keys[index]
        guard length == count, memcmp(name, key, count) == 0 else { continue }
        guard index < Slot.count, slot < 0 else { return nil }
        slot = index
      }
    }
    let text = texts + member &* Self.keyLimit
    text.update(repeating: 0, count: Self.keyLimit)
    text.update(from: key, count: count)
    lengthsAndSlots[member] = count
    lengthsAndSlots[Self.memberLimit + member] = slot
    return slot
  }

  /// Whether the `count` bytes at `line` are those at `remembered`; both readable 16 bytes
  /// on, so a key of up to 16 bytes is compared as two words.
  @inline(__always)
  private static func same(
    _ line: UnsafePointer<UInt8>, _ remembered: UnsafePointer<UInt8>, count: Int
  )
    -> Bool
  {
    guard count <= 16 else { return memcmp(line, remembered, count) == 0 }
    guard count > 0 else { return true }
    let lineWords = (
      UInt64(littleEndian: UnsafeRawPointer(line).loadUnaligned(as: UInt64.self)),
      UInt64(littleEndian: UnsafeRawPointer(line + 8).loadUnaligned(as: UInt64.self))
    )
    let rememberedWords = (
      UInt64(littleEndian: UnsafeRawPointer(remembered).loadUnaligned(as: UInt64.self)),
      UInt64(littleEndian: UnsafeRawPointer(remembered + 8).loadUnaligned(as: UInt64.self))
    )
    // The bytes past the key are masked off (little-endian: the low bytes come first).
    let low = count >= 8 ? ~UInt64(0) : ~UInt64(0) &>> UInt64(64 &- 8 &* count)
    let high = count <= 8 ? 0 : ~UInt64(0) &>> UInt64(128 &- 8 &* count)
    return (lineWords.0 ^ rememberedWords.0) & low == 0
      && (lineWords.1 ^ rememberedWords.1) & high == 0
  }
}

/// The tokens of a JSON line that the common kind of line holds, found without the parser.
enum JSONTokens {
  /// The offset of the quote that closes a string from `start`, when every byte before it
  /// is one the parser takes as itself: no escape, no control character, nothing from
  /// 0xEF up (where noncharacters start); otherwise `nil`.
  @inline(never)
  static func plainStringEnd(
    _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int
  ) -> Int? {
    var position = start
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") { return position }
      guard byte >= 0x20, byte < 0xEF, byte != UInt8(ascii: "\\") else { return nil }
      position &+= 1
    }
    return nil
  }

  /// The end of a number from `start` that follows JSON's grammar as the parser reads it
  /// (`-`, then `0` or digits not starting with 0, then a fraction and an exponent, each
  /// with at least one digit); `nil` for anything else.
  @inline(__always)
  static func numberEnd(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int)
    -> Int?
  {
    var position = start
    let digits = { (from: Int) -> Int in
      var index = from
      while index < end && bytes[index] &- UInt8(ascii: "0") < 10 { index &+= 1 }
      return index
    }
    if bytes[position] == UInt8(ascii: "-") { position &+= 1 }
    guard position < end else { return nil }
    if bytes[position] == UInt8(ascii: "0") {
      position &+= 1
    } else {
      let after = digits(position)
      guard after > position else { return nil }
      position = after
    }
    if position < end && bytes[position] == UInt8(ascii: ".") {
      let after = digits(position &+ 1)
      guard after > position &+ 1 else { return nil }
      position = after
    }
    if position < end && bytes[position] | 0x20 == UInt8(ascii: "e") {
      position &+= 1
      if position < end
        && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"))
      {
        position &+= 1
      }
      let after = digits(position)
      guard after > position else { return nil }
      position = after
    }
    return position
  }

  /// The end of `true`, `false` or `null` from `start`; `nil` for anything else.
  @inline(__always)
  static func literalEnd(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int)
    -> Int?
  {
    // The four bytes as one little-endian word: `true`, `null`, and `fals` then `e`.
    guard end &- start >= 4 else { return nil }
    let word = UInt32(
      littleEndian: UnsafeRawPointer(bytes + start).loadUnaligned(as: UInt32.self))
    if word == 0x6575_7274 || word == 0x6C6C_756E { return start &+ 4 }
    if word == 0x736C_6166 && end &- start >= 5 && bytes[start &+ 4] == UInt8(ascii: "e") {
      return start &+ 5
    }
    return nil
  }

}
