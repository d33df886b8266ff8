/// A fixed list of short byte strings in one allocation, such as the category identifiers a
/// row ends with, so writing one is a copy from a pointer rather than an array access.
final class ByteStrings {
  private let storage: UnsafeMutablePointer<UInt8>
  private let offsets: UnsafeMutablePointer<Int>
  /// The number of strings.
  let count: Int
  /// The length of the longest string.
  let longest: Int

  /// Stores `strings`.
  init(_ strings: [[UInt8]]) {
    count = strings.count
    longest = strings.map(\.count).max() ?? 0
    let total = strings.reduce(0) { $0 + $1.count }
    // Padded so that a short string can be copied as a whole 32-byte vector.
    storage = .allocate(capacity: total + 32)
    (storage + total).initialize(repeating: 0, count: 32)
    offsets = .allocate(capacity: strings.count + 1)
    var offset = 0
    for (index, string) in strings.enumerated() {
      offsets[index] = offset
      (storage + offset).initialize(from: string, count: string.count)
      offset += string.count
    }
    offsets[strings.count] = offset
  }

  deinit {
    storage.deallocate()
    offsets.deallocate()
  }

  /// The first byte and the length of string `index`.
  @inline(__always)
  subscript(index: Int) -> (start: UnsafePointer<UInt8>, count: Int) {
    // Offsets are below the storage's size, so neither can overflow.
    (UnsafePointer(storage + offsets[index]), offsets[index &+ 1] &- offsets[index])
  }

  /// String `index` as an array.
  func array(_ index: Int) -> [UInt8] {
    let (start, count) = self[index]
    return Array(UnsafeBufferPointer(start: start, count: count))
  }
}
