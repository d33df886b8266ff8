/// A regular file's bytes mapped into memory, read-only, from an open descriptor: the
/// parallel batch engine hands out chunks of it without copying them first, where
/// `read(2)` would copy every byte from the page cache into a buffer.
///
/// A mapping shows the file as it is: bytes that another process changes while it is
/// mapped may show, and a file cut shorter makes reading past its new end fail (SIGBUS).
/// Batch maps only the bytes present when it starts, and reads the rest with `read(2)`.
package final class FileMapping {
  /// The file's first byte.
  package let bytes: UnsafePointer<UInt8>
  /// The bytes mapped: the file's size when it was mapped.
  package let count: Int
  /// The descriptor's offset when the file was mapped: the bytes read from it so far.
  package let descriptorOffset: Int

  /// Maps the file open at `descriptor`; `nil` when it is not a regular file, is smaller
  /// than `minimumSize` bytes, or cannot be mapped (the caller then reads it).
  package init?(descriptor: Int32, minimumSize: Int) {
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_size >= minimumSize, status.st_size > 0
    else { return nil }
    let offset = lseek(descriptor, 0, SEEK_CUR)
    guard offset >= 0, offset <= status.st_size else { return nil }
    let size = Int(status.st_size)
    // `MAP_FAILED` is `(void *) -1`, a macro Swift does not import.
    guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0),
      mapped != UnsafeMutableRawPointer(bitPattern: -1)
    else { return nil }
    // Read once, front to back.
    _ = madvise(mapped, size, MADV_SEQUENTIAL)
    bytes = UnsafePointer(mapped.assumingMemoryBound(to: UInt8.self))
    count = size
    descriptorOffset = Int(offset)
  }

  deinit { _ = munmap(UnsafeMutableRawPointer(mutating: bytes), count) }

  /// The bytes before this offset are no longer mapped in, or are about to be.
  private var releasedOffset = 0

  /// Lets the pages before `offset` go from this process's memory (they stay in the file
  /// system's cache, and would be read in again if touched): the file's bytes once read
  /// do not add up in the resident size. Pages are let go at least a mebibyte at a time,
  /// each time a call to the kernel.
  package func release(upTo offset: Int) {
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let end = min(offset, count) / page * page
    guard end - releasedOffset >= Self.releaseBatch else { return }
    _ = madvise(
      UnsafeMutableRawPointer(mutating: bytes + releasedOffset), end - releasedOffset,
      MADV_DONTNEED)
    releasedOffset = end
  }

  /// The fewest bytes let go at a time: with 8 threads, a run of 10 million rows peaked at
  /// about 56 MiB with 1 MiB, 59.5 MiB with 4 MiB (`/usr/bin/time -f %M`).
  private static let releaseBatch = 1 << 20

  /// Moves `descriptor`'s offset to `offset`, where reading with `read(2)` goes on.
  ///
  /// - Returns: Whether it moved.
  package static func seek(_ descriptor: Int32, to offset: Int) -> Bool {
    lseek(descriptor, off_t(offset), SEEK_SET) == off_t(offset)
  }
}
