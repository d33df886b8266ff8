/// The POSIX calls whose names types of this package also use (`read`, `write`), reached
/// without naming the C library module, so callers need no `#if` of their own.
package enum SystemCall {
  /// `read(2)`: up to `count` bytes into `buffer`; the count read, 0 at the end, -1 on error.
  package static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
    -> Int
  {
    readBytes(descriptor, buffer, count)
  }

  /// `write(2)`: up to `count` bytes from `buffer`; the count written, or -1 on error.
  package static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    writeBytes(descriptor, buffer, count)
  }

  /// Writes every byte, again after a short write or an interruption (EINTR).
  ///
  /// - Returns: `nil` when all was written, else the error number (EIO for a write of
  ///   nothing).
  package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if count > 0 {
        offset += count
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return count < 0 ? errno : EIO
      }
    }
    return nil
  }

  /// The size batch asks a pipe's buffer to have: 1 MiB, the most Linux gives an ordinary
  /// user by default (`/proc/sys/fs/pipe-max-size`).
  package static let pipeBufferSize: Int32 = 1 << 20

  /// Asks a pipe to hold ``pipeBufferSize`` bytes, so that the processes at its two ends
  /// read and write in large pieces, not the 64 KiB of a new pipe, and wake each other
  /// less often. Only Linux can (`F_SETPIPE_SZ`); a descriptor that is not a pipe, or a
  /// refusal, leaves everything as it was.
  package static func widenPipe(_ descriptor: Int32) {
    #if os(Linux)
      var status = stat()
      guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else { return }
      // F_SETPIPE_SZ is F_LINUX_SPECIFIC_BASE (1024) + 7, which Glibc's headers show only
      // to GNU sources.
      let setPipeSize: Int32 = 1031
      _ = fcntl(descriptor, setPipeSize, pipeBufferSize)
    #endif
  }

  /// `close(2)`; 0, or -1 on error.
  @discardableResult
  package static func close(_ descriptor: Int32) -> Int32 { closeDescriptor(descriptor) }
}

private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

private func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}

private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }
