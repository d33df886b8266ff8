/// What the fast lane writes after a classified row's content when the row's BMI in tenths
/// settles its category: for each section and each BMI from 0.0 to 102.3, the answers as
/// text (`,21.7,normal,` and the section, when there are sections) and the category's
/// position in the standard. One load then replaces finding the category, its position
/// and its texts, and writing the BMI.
///
/// An entry comes from the same two places the longer way does: ``TenthsCategories``
/// decides whether the tenths settle the category, and
/// ``BatchRowWriter/putClassifiedTail(tenths:categoryPosition:section:at:)`` writes the
/// text. Tenths that do not settle a category, and answers longer than ``textLimit``
/// (long labels), have no entry, and the lane takes the longer way for them.
///
/// Every section's entries are made at once, 64 KiB a section (none for a standard of
/// more than ``sectionLimit`` sections); one table belongs to one processor, on one thread.
final class SettledTails {
  /// Entries for BMIs from 0.0 to 102.3.
  static let count = 1_024
  /// The bytes of an entry: the text, then the position and the text's length. A cache
  /// line: room for a section's name after the answers (`,25.2,overweight,,lower-thresholds`
  /// is 34 bytes).
  static let entryLength = 64
  /// The longest text an entry holds.
  static let textLimit = 60
  /// Where an entry's category position (two bytes) and text length (one byte) are.
  private static let positionOffset = 60
  private static let lengthOffset = 62

  /// The most sections a standard may have for its entries to be made.
  static let sectionLimit = 64

  /// Each section's entries, `nil` for a section whose categories are not of the form
  /// plans take; valid while the table lives.
  let tables: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>
  private let sectionCount: Int

  /// The entries of the rows `evaluator` classifies and `writer` writes.
  init(evaluator: RowEvaluator, writer: BatchRowWriter) {
    sectionCount = evaluator.classifiers.count
    tables = .allocate(capacity: sectionCount)
    tables.initialize(repeating: nil, count: sectionCount)
    guard sectionCount <= Self.sectionLimit else { return }
    for section in 0..<sectionCount {
      tables[section] = Self.makeTable(section, evaluator: evaluator, writer: writer)
    }
  }

  deinit {
    for section in 0..<sectionCount {
      if let table = tables[section] { CacheLines.deallocate(table) }
    }
    tables.deallocate()
  }

  /// The entry of a BMI of `tenths` in `section` of `tables`, if the tenths settle the
  /// category. (A static function of the raw tables: the lane's loop then holds no
  /// reference to retain.)
  @inline(__always)
  static func entry(
    in tables: UnsafePointer<UnsafeMutablePointer<UInt8>?>, tenths: Int64, section: Int
  ) -> UnsafePointer<UInt8>? {
    guard let table = tables[section] else { return nil }
    return entry(in: UnsafePointer(table), tenths: tenths)
  }

  /// The entry of a BMI of `tenths` in one section's table, if the tenths settle the
  /// category.
  @inline(__always)
  static func entry(in table: UnsafePointer<UInt8>, tenths: Int64) -> UnsafePointer<UInt8>? {
    guard UInt64(bitPattern: tenths) < UInt64(count) else { return nil }
    let entry = table + Int(truncatingIfNeeded: tenths) &* entryLength
    return entry[lengthOffset] == 0 ? nil : entry
  }

  /// The standard-wide position of an entry's category.
  @inline(__always)
  static func position(of entry: UnsafePointer<UInt8>) -> Int {
    Int(UnsafeRawPointer(entry + positionOffset).loadUnaligned(as: UInt16.self))
  }

  /// The length of an entry's text.
  @inline(__always)
  static func textLength(of entry: UnsafePointer<UInt8>) -> Int {
    Int(entry[lengthOffset])
  }

  /// Makes a section's entries; `nil` when its categories are not of the form plans take.
  private static func makeTable(_ section: Int, evaluator: RowEvaluator, writer: BatchRowWriter)
    -> UnsafeMutablePointer<UInt8>?
  {
    let classifier = evaluator.classifiers[section]
    guard let thresholds = classifier.categoryThresholds else { return nil }
    let table = CacheLines.allocate(UInt8.self, count: count * entryLength)
    table.initialize(repeating: 0, count: count * entryLength)
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: writer.tailReserve)
    defer { scratch.deallocate() }
    for tenths in 0..<count {
      let index = TenthsCategories.category(
        ofTenths: Int64(tenths), thresholds: thresholds, classifier: classifier)
      guard index >= 0 else { continue }
      let position = evaluator.positions[evaluator.firstPositions[section] + index]
      guard position <= Int(UInt16.max) else { continue }
      var cursor = scratch
      writer.putClassifiedTail(
        tenths: Int64(tenths), categoryPosition: position, section: section, at: &cursor)
      let length = scratch.distance(to: cursor)
      guard length > 0, length <= textLimit else { continue }
      let entry = table + tenths * entryLength
      entry.update(from: scratch, count: length)
      UnsafeMutableRawPointer(entry + positionOffset).storeBytes(
        of: UInt16(position), as: UInt16.self)
      entry[lengthOffset] = UInt8(length)
    }
    return table
  }
}
