import BMIPlatform

/// The layout of the last JSON line read in one pass: the text between its values (each
/// member's lead, `{"id":` or `, "height_cm": `, and the closing `}`) and the slot each
/// member's value fills. Lines written by one program repeat one layout, so a later line is
/// read by checking its leads as whole words at the places its values end, instead of
/// finding its tokens byte by byte.
///
/// A lead was learned from a line ``JSONLineScanner/readCommonLine(_:from:to:)`` read, so
/// it holds only the tokens that reader takes (a brace or a comma, ASCII spaces, a plain
/// key and a colon); a line whose leads are the same bytes has the same keys, in the same
/// order, with the same slots, and the values between them are checked as that reader
/// checks them.
final class JSONLineTemplate {
  /// The most members a layout holds.
  static let memberLimit = 16
  /// The most bytes of a lead.
  static let leadLimit = 32

  /// Lead `i` (the closing lead at `memberCount`) as four little-endian words from
  /// `4 · i`, its bytes past its length zero.
  private let leadWords: UnsafeMutablePointer<UInt64>
  /// Which bytes of those words are the lead's: all ones for a byte it holds, zero past it.
  private let leadMasks: UnsafeMutablePointer<UInt64>
  /// Lead `i`'s length at `i`, and member `i`'s slot (-1 for none) at `memberLimit + 1 + i`.
  private let lengthsAndSlots: UnsafeMutablePointer<Int>
  /// While a line is read: member `i`'s lead's start, its value's start and its slot at
  /// `3 · i`, `3 · i + 1` and `3 · i + 2`.
  let found: UnsafeMutablePointer<Int>
  /// The number of members in the layout; 0 while there is none.
  private(set) var memberCount = 0
  /// The slots the layout's members fill, as bits.
  private(set) var seenSlots = 0

  /// A template that holds no layout yet.
  init() {
    leadWords = .allocate(capacity: (Self.memberLimit + 1) * 4)
    leadWords.initialize(repeating: 0, count: (Self.memberLimit + 1) * 4)
    leadMasks = .allocate(capacity: (Self.memberLimit + 1) * 4)
    leadMasks.initialize(repeating: 0, count: (Self.memberLimit + 1) * 4)
    lengthsAndSlots = .allocate(capacity: 2 * Self.memberLimit + 1)
    lengthsAndSlots.initialize(repeating: 0, count: 2 * Self.memberLimit + 1)
    found = .allocate(capacity: 3 * Self.memberLimit)
    found.initialize(repeating: 0, count: 3 * Self.memberLimit)
  }

  deinit {
    leadWords.deallocate()
    leadMasks.deallocate()
    lengthsAndSlots.deallocate()
    found.deallocate()
  }

  /// Keeps the layout of the line just read, from what was noted in
  /// ``found`` and its closing lead from `closeStart` to `closeEnd`; a line with too many
  /// members, a lead too long or a slot filled twice leaves no layout.
  func learn(
    _ bytes: UnsafePointer<UInt8>, members: Int, closeStart: Int, closeEnd: Int, seen: Int,
    repeated: Int
  ) {
    memberCount = 0
    guard members > 0, members <= Self.memberLimit, repeated == 0,
      closeEnd &- closeStart <= Self.leadLimit
    else { return }
    for member in 0..<members {
      let entry = found + 3 &* member
      let length = entry[1] &- entry[0]
      guard length <= Self.leadLimit else { return }
      keep(lead: member, from: bytes + entry[0], count: length)
      lengthsAndSlots[Self.memberLimit &+ 1 &+ member] = entry[2]
    }
    keep(lead: members, from: bytes + closeStart, count: closeEnd &- closeStart)
    seenSlots = seen
    memberCount = members
  }

  /// Stores lead `index`'s bytes and their mask. The line is readable 32 bytes past the
  /// lead.
  private func keep(lead index: Int, from text: UnsafePointer<UInt8>, count: Int) {
    let line = UnsafeRawPointer(text)
    for word in 0..<4 {
      let held = count &- 8 &* word
      // Little-endian: the lead's first bytes are the word's low ones.
      let mask: UInt64 =
        held >= 8 ? ~0 : held <= 0 ? 0 : ~UInt64(0) &>> UInt64(64 &- 8 &* held)
      leadWords[4 &* index &+ word] =
        UInt64(littleEndian: line.loadUnaligned(fromByteOffset: 8 &* word, as: UInt64.self))
        & mask
      leadMasks[4 &* index &+ word] = mask
    }
    lengthsAndSlots[index] = count
  }

  /// The slot (-1 for none) member `member`'s value fills.
  @inline(__always)
  func slot(ofMember member: Int) -> Int { lengthsAndSlots[Self.memberLimit &+ 1 &+ member] }

  /// The end of lead `index` (the closing one at ``memberCount``) when the bytes at
  /// `position` are it, within `limit`; `nil` otherwise. The line is readable 32 bytes
  /// past `limit`.
  @inline(__always)
  func leadEnd(_ index: Int, _ bytes: UnsafePointer<UInt8>, at position: Int, limit: Int)
    -> Int?
  {
    let count = lengthsAndSlots[index]
    let end = position &+ count
    guard end <= limit else { return nil }
    let line = UnsafeRawPointer(bytes + position)
    let words = leadWords + 4 &* index
    let masks = leadMasks + 4 &* index
    // Whole words, masked: no loop for the lead's length.
    var difference =
      (UInt64(littleEndian: line.loadUnaligned(as: UInt64.self)) & masks[0]) ^ words[0]
    difference |=
      (UInt64(littleEndian: line.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & masks[1])
      ^ words[1]
    if count > 16 {
      difference |=
        (UInt64(littleEndian: line.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
          & masks[2]) ^ words[2]
      difference |=
        (UInt64(littleEndian: line.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
          & masks[3]) ^ words[3]
    }
    return difference == 0 ? end : nil
  }
}
