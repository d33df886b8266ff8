/// Tables the fast lane reads on every row, laid out on whole cache lines: a table entry
/// that starts on a line boundary is read with the fewest line fills.
enum CacheLines {
  /// 64 bytes: the cache line of x86-64 and of most arm64 cores. (Apple's cores have
  /// 128-byte lines; an entry of 64 bytes on a 64-byte boundary stays within one of those
  /// too.)
  static let length = 64

  /// Room for `count` values of `type`, starting on a cache line; not initialised.
  static func allocate<T>(_ type: T.Type, count: Int) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer.allocate(
      byteCount: MemoryLayout<T>.stride * count,
      alignment: max(length, MemoryLayout<T>.alignment)
    ).bindMemory(to: T.self, capacity: count)
  }

  /// Frees what ``allocate(_:count:)`` gave, its values already deinitialised or trivial.
  static func deallocate<T>(_ pointer: UnsafeMutablePointer<T>) {
    UnsafeMutableRawPointer(pointer).deallocate()
  }
}
