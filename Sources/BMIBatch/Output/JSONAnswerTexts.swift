/// The answers JSON Lines output writes after a row classified with its BMI in tenths,
/// kept by value: for each section and each BMI from 0.0 to 102.3, the text of the last
/// category written with it (`"bmi":21.7,"category":"normal","error":null}`), so that a
/// row whose BMI and category were written before is finished with one copy.
///
/// An entry's text is made by the writer's own
/// ``BatchRowWriter/putJSONAnswers(_:rare:units:at:)``, the first time its BMI, category and
/// section are met, so it is the text the longer way writes. A BMI outside the range and a
/// text longer than ``textLimit`` (long labels) have no entry. One table belongs to one
/// writer, on one thread.
final class JSONAnswerTexts {
  /// Entries for BMIs from 0.0 to 102.3.
  static let count = 1_024
  /// The bytes of an entry: the text, then the category's position plus one (two bytes)
  /// and the text's length. Writing a text copies the whole entry as four 16-byte vectors.
  static let entryLength = 64
  /// The longest text an entry holds.
  static let textLimit = 60
  private static let positionOffset = 60
  private static let lengthOffset = 62

  /// Each section's entries, made when the section's first row is written: memory of its
  /// own, which a class's arrays are not (each use of one is checked for exclusive access
  /// as the program runs).
  private let tables: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>
  private let sectionCount: Int

  /// An empty table for a standard of `sectionCount` sections.
  init(sectionCount: Int) {
    self.sectionCount = sectionCount
    tables = .allocate(capacity: sectionCount)
    tables.initialize(repeating: nil, count: sectionCount)
  }

  deinit {
    removeAll()
    tables.deallocate()
  }

  /// Forgets every entry: for texts under other names.
  func removeAll() {
    for section in 0..<sectionCount {
      if let table = tables[section] { CacheLines.deallocate(table) }
      tables[section] = nil
    }
  }

  /// The entry of a BMI of `tenths` in `section` written under the category at
  /// `position`, made with `make` (which writes at most `capacity` bytes and moves the
  /// cursor past them) when it is missing; `nil` when there can be none.
  @inline(__always)
  func entry(
    tenths: Int64, position: Int, section: Int, capacity: Int,
    make: (inout UnsafeMutablePointer<UInt8>) -> Void
  ) -> UnsafePointer<UInt8>? {
    guard UInt64(bitPattern: tenths) < UInt64(Self.count), position < Int(UInt16.max) else {
      return nil
    }
    let table = tables[section] ?? makeTable(section)
    let entry = table + Int(truncatingIfNeeded: tenths) &* Self.entryLength
    let stored = UnsafeRawPointer(entry + Self.positionOffset).loadUnaligned(as: UInt16.self)
    if stored == UInt16(truncatingIfNeeded: position &+ 1) {
      return entry[Self.lengthOffset] == 0 ? nil : UnsafePointer(entry)
    }
    return fill(entry, position: position, capacity: capacity, make: make)
  }

  /// The entry of a BMI of `tenths` in `section` written under the category at `position`
  /// when it is made and holds a text; `nil` otherwise (``entry(tenths:position:section:capacity:make:)``
  /// then makes it, or tells there can be none). Takes no closure: a closure that calls the
  /// writer holds the writer, retained and released on every row.
  @inline(__always)
  func madeEntry(tenths: Int64, position: Int, section: Int) -> UnsafePointer<UInt8>? {
    guard UInt64(bitPattern: tenths) < UInt64(Self.count), position < Int(UInt16.max),
      let table = tables[section]
    else { return nil }
    let entry = table + Int(truncatingIfNeeded: tenths) &* Self.entryLength
    let stored = UnsafeRawPointer(entry + Self.positionOffset).loadUnaligned(as: UInt16.self)
    guard stored == UInt16(truncatingIfNeeded: position &+ 1), entry[Self.lengthOffset] != 0
    else { return nil }
    return UnsafePointer(entry)
  }

  /// The length of an entry's text.
  @inline(__always)
  static func textLength(of entry: UnsafePointer<UInt8>) -> Int {
    Int(entry[lengthOffset])
  }

  /// Writes an entry's text, or marks it as having none when it is too long.
  @inline(never)
  private func fill(
    _ entry: UnsafeMutablePointer<UInt8>, position: Int, capacity: Int,
    make: (inout UnsafeMutablePointer<UInt8>) -> Void
  ) -> UnsafePointer<UInt8>? {
    // Room for any text `make` writes, and the 32 bytes a short copy may write past it.
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + 32)
    defer { scratch.deallocate() }
    var cursor = scratch
    make(&cursor)
    let length = scratch.distance(to: cursor)
    UnsafeMutableRawPointer(entry + Self.positionOffset).storeBytes(
      of: UInt16(truncatingIfNeeded: position &+ 1), as: UInt16.self)
    guard length <= Self.textLimit else {
      entry[Self.lengthOffset] = 0
      return nil
    }
    entry.update(from: scratch, count: length)
    entry[Self.lengthOffset] = UInt8(length)
    return UnsafePointer(entry)
  }

  /// Allocates a section's entries, none made yet.
  private func makeTable(_ section: Int) -> UnsafeMutablePointer<UInt8> {
    let table = CacheLines.allocate(UInt8.self, count: Self.count * Self.entryLength)
    table.initialize(repeating: 0, count: Self.count * Self.entryLength)
    tables[section] = table
    return table
  }
}
