/// Why a file could not be read.
package enum FileReadProblem: Error, Hashable {
  /// No such file or directory.
  case notFound
  /// The file exists but may not be read.
  case permissionDenied
  /// The path is a directory.
  case isDirectory
  /// Any other failure, with the system's description.
  case other(String)
}

/// Reads small files whole, with POSIX calls (no Foundation at start-up).
package enum FileReader {
  /// Whether a regular file or a link to one exists at the path.
  ///
  /// - Parameter path: A file path.
  package static func isFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }

  /// Reads at most `limit` bytes of a file; a longer file is cut there, so a caller that
  /// enforces a size limit can pass one more byte than it allows and see the excess.
  ///
  /// - Parameters:
  ///   - path: The file path.
  ///   - limit: The most bytes read.
  package static func read(_ path: String, limit: Int) throws(FileReadProblem) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw problem(errno) }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      throw .isDirectory
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < limit {
      let wanted = min(chunk.count, limit - bytes.count)
      let count = chunk.withUnsafeMutableBytes {
        SystemCall.read(descriptor, $0.baseAddress, wanted)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw problem(errno)
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[..<count])
    }
    return bytes
  }

  private static func problem(_ code: Int32) -> FileReadProblem {
    switch code {
    case ENOENT, ENOTDIR: .notFound
    case EACCES, EPERM: .permissionDenied
    case EISDIR: .isDirectory
    default: .other(String(cString: strerror(code)))
    }
  }
}
