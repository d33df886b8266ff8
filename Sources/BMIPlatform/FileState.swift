/// What `fstat(2)` says of a regular file that tells whether it changed: its device and
/// inode (which file), its size and its modification time. A file cut shorter, rewritten
/// in place or grown has another size or time; a file renamed over the path has another
/// inode.
package struct FileState: Equatable, Sendable {
  let device: UInt64
  let inode: UInt64
  /// The size in bytes.
  package let size: Int64
  let modifiedSeconds: Int64
  let modifiedNanoseconds: Int64

  /// The state of the regular file open at `descriptor`; `nil` for anything else (a pipe,
  /// a terminal, a device) or when `fstat` fails.
  package init?(descriptor: Int32) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The state of the regular file at `path`, following links; `nil` when there is none.
  package init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }

  private init?(_ status: stat) {
    guard status.st_mode & S_IFMT == S_IFREG else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    #if canImport(Darwin)
      modifiedSeconds = Int64(status.st_mtimespec.tv_sec)
      modifiedNanoseconds = Int64(status.st_mtimespec.tv_nsec)
    #else
      modifiedSeconds = Int64(status.st_mtim.tv_sec)
      modifiedNanoseconds = Int64(status.st_mtim.tv_nsec)
    #endif
  }
}
