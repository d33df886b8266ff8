/// The texts of the BMIs from 10.0 to 99.9, four bytes each, as
/// `putDecimal(millionths:decimals:)` writes them with one decimal: a classified row's
/// BMI is then one load and one store instead of four divisions by constants.
struct TenthsTexts {
  /// The first BMI in the table, in tenths.
  static let first: Int64 = 100
  /// How many BMIs the table holds: 10.0 to 99.9.
  static let count = 900

  private let words: UnsafeMutablePointer<UInt32>

  /// The table, written by `putDecimal` itself; its owner calls ``deallocate()``.
  init() {
    words = .allocate(capacity: Self.count)
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 32)
    defer { scratch.deallocate() }
    for index in 0..<Self.count {
      var cursor = scratch
      cursor.putDecimal(millionths: (Self.first + Int64(index)) * 100_000, decimals: 1)
      // Every BMI from 10.0 to 99.9 is written in four bytes.
      precondition(scratch.distance(to: cursor) == 4)
      words[index] = UnsafeRawPointer(scratch).loadUnaligned(as: UInt32.self)
    }
  }

  /// Frees the table.
  func deallocate() { words.deallocate() }

  /// Writes a BMI of `tenths` (not negative) with one decimal and moves past it; at most
  /// 26 bytes, as `putDecimal` writes.
  @inline(__always)
  func put(tenths: Int64, at cursor: inout UnsafeMutablePointer<UInt8>) {
    let index = tenths &- Self.first
    guard UInt64(bitPattern: index) < UInt64(Self.count) else {
      cursor = Self.putOutside(tenths: tenths, at: cursor)
      return
    }
    UnsafeMutableRawPointer(cursor).storeBytes(
      of: words[Int(truncatingIfNeeded: index)], as: UInt32.self)
    cursor += 4
  }

  /// Writes a BMI outside the table, out of line: the lookup above stays small enough for
  /// the writer of a row to be inlined into the lane.
  @inline(never)
  private static func putOutside(tenths: Int64, at start: UnsafeMutablePointer<UInt8>)
    -> UnsafeMutablePointer<UInt8>
  {
    var cursor = start
    cursor.putDecimal(millionths: tenths &* 100_000, decimals: 1)
    return cursor
  }
}
