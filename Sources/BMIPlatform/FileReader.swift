/// Why a file could not be read.
package enum FileReadProblem: Error, Hashable {
  /// No such file or directory.
  case notFound
  /// The file exists but may not be read.
  case permissionDenied
  /// The path is a directory.
  case isDirectory
  /// The path is a FIFO, a device or a socket, named in words ("a named pipe (FIFO)").
  case notRegularFile(kind: String)
  /// The path is a file of a kernel file system such as `/proc` or `/sys`, whose reads can
  /// wait for data forever.
  case kernelFile
  /// Any other failure, with the system's description.
  case other(String)

}

/// Reads small files whole, with POSIX calls (no Foundation at start-up).
///
/// Opening never blocks: files are opened with `O_NONBLOCK`, so a FIFO with no writer or a
/// terminal device returns at once, and anything but a regular file of an ordinary file
/// system is refused before a byte is read.
package enum FileReader {
  /// Whether a regular file or a link to one exists at the path.
  ///
  /// - Parameter path: A file path.
  package static func isFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }

  /// Whether anything but a directory exists at the path (a file, a FIFO, a device, a
  /// broken link), so that it is opened, and refused with its reason, rather than taken
  /// for a name.
  ///
  /// - Parameter path: A file path.
  package static func exists(_ path: String) -> Bool {
    var status = stat()
    if stat(path, &status) == 0 { return (status.st_mode & S_IFMT) != S_IFDIR }
    return lstat(path, &status) == 0
  }

  /// The names in a folder equal to `name` when ASCII letters are compared without case,
  /// directories left out: `Ksso.yaml` for `ksso.yaml`.
  ///
  /// - Parameters:
  ///   - name: A file name without `/`.
  ///   - folder: The folder to look in; the current one by default.
  package static func names(equalIgnoringCase name: String, in folder: String = ".") -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    let wanted = asciiLowercased(name)
    var found: [String] = []
    while let entry = readdir(directory) {
      // Compared as bytes in place: a folder such as /tmp holds thousands of names, and
      // making each a `String` first cost more than the rest of a small batch run.
      let entryName: String? = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        let bytes = raw.prefix { $0 != 0 }
        guard bytes.count == wanted.count,
          zip(bytes, wanted).allSatisfy({ asciiLowercased($0) == $1 })
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
      }
      guard let entryName else { continue }
      var status = stat()
      let path = folder == "." ? entryName : folder + "/" + entryName
      if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR { continue }
      found.append(entryName)
    }
    return found.sorted()
  }

  /// Reads at most `limit` bytes of a regular file; a longer file is cut there, so a
  /// caller that enforces a size limit can pass one more byte than it allows and see the
  /// excess.
  ///
  /// - Parameters:
  ///   - path: The file path.
  ///   - limit: The most bytes read.
  package static func read(_ path: String, limit: Int) throws(FileReadProblem) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw problem(errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw problem(errno) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw .isDirectory
    case S_IFIFO: throw .notRegularFile(kind: "a named pipe (FIFO)")
    case S_IFCHR: throw .notRegularFile(kind: "a character device")
    case S_IFBLK: throw .notRegularFile(kind: "a block device")
    case S_IFSOCK: throw .notRegularFile(kind: "a socket")
    default: throw .notRegularFile(kind: "not a regular file")
    }
    if isOnKernelFileSystem(descriptor) { throw .kernelFile }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < limit {
      let wanted = min(chunk.count, limit - bytes.count)
      let count = chunk.withUnsafeMutableBytes {
        SystemCall.read(descriptor, $0.baseAddress, wanted)
      }
      if count < 0 {
        if errno == EINTR { continue }
        // A regular file never asks to wait; one that does is no ordinary file.
        if errno == EAGAIN || errno == EWOULDBLOCK { throw .kernelFile }
        throw problem(errno)
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[..<count])
    }
    return bytes
  }

  /// Whether an open file lives on a kernel file system, `/proc` or `/sys`, whose files
  /// report a size of 0 and whose reads may wait for data forever (`/proc/kmsg`). The path
  /// is the one the descriptor was opened at, as the kernel reports it, so a link to such a
  /// file is caught too.
  private static func isOnKernelFileSystem(_ descriptor: Int32) -> Bool {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: 4096)
      let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
      guard count > 0 else { return false }
      let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      return ["/proc/", "/sys/"].contains { path.hasPrefix($0) } || path == "/proc"
        || path == "/sys"
    #else
      return false
    #endif
  }

  private static func problem(_ code: Int32) -> FileReadProblem {
    switch code {
    case ENOENT, ENOTDIR: .notFound
    case EACCES, EPERM: .permissionDenied
    case EISDIR: .isDirectory
    case ENXIO: .notRegularFile(kind: "a socket or a device with nothing behind it")
    default: .other(String(cString: strerror(code)))
    }
  }

  private static func asciiLowercased(_ text: String) -> [UInt8] {
    text.utf8.map(asciiLowercased)
  }

  /// One byte with an ASCII capital letter made small.
  private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
  }
}
