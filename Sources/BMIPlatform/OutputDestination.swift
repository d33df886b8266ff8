/// What an output path names, looked at (`lstat`) before anything is written, so that the
/// output goes where the path leads and nothing at the path is replaced by mistake.
package enum OutputDestination: Equatable, Sendable {
  /// Nothing yet: a new regular file is created at `path`, the end of any symbolic links.
  case newFile(path: String)
  /// A regular file at `path` (the end of any symbolic links), replaced as a whole; the new
  /// file gets its permission bits, owner and group.
  case regularFile(path: String, permissions: UInt32, owner: UInt32, group: UInt32)
  /// A character or block device, or a FIFO: opened and written to directly (`/dev/null`,
  /// `/dev/tty`, a named pipe), never replaced.
  case device(path: String)
  /// A Unix-domain socket: connected to and written to.
  case socket(path: String)
  /// The process's own standard output or error (`/dev/stdout`, `/dev/fd/2`): written
  /// through that descriptor, whatever it is.
  case standardStream(descriptor: Int32)

  /// The most symbolic links followed from one path, as Linux's `MAXSYMLINKS`.
  static let linkLimit = 40

  /// Looks at what `path` names.
  ///
  /// - Throws: ``OutputFileError/createFailed(code:)`` with `EISDIR` for a folder, `ELOOP`
  ///   for too many links, or the code of the failed `lstat` or `readlink`.
  package static func resolve(_ path: String) throws(OutputFileError) -> OutputDestination {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      guard errno == ENOENT else { throw .createFailed(code: errno) }
      return .newFile(path: path)
    }
    if kind(status) == S_IFLNK {
      // `/dev/stdout` and its kin lead to an open descriptor, which may be a pipe or a
      // socket no path can reopen: write through the descriptor itself.
      var target = stat()
      if stat(path, &target) == 0 {
        for descriptor in [STDOUT_FILENO, STDERR_FILENO] {
          var open = stat()
          if fstat(descriptor, &open) == 0 && open.st_dev == target.st_dev
            && open.st_ino == target.st_ino
          {
            return .standardStream(descriptor: descriptor)
          }
        }
      }
    }
    var current = path
    for _ in 0...linkLimit {
      guard lstat(current, &status) == 0 else {
        // A link to nothing: the file is created where the link points, as a shell's `>`
        // would.
        guard errno == ENOENT else { throw .createFailed(code: errno) }
        return .newFile(path: current)
      }
      switch kind(status) {
      case S_IFLNK: current = try linkTarget(current)
      case S_IFREG:
        return .regularFile(
          path: current, permissions: UInt32(status.st_mode) & 0o777, owner: status.st_uid,
          group: status.st_gid)
      case S_IFDIR: throw .createFailed(code: EISDIR)
      case S_IFSOCK: return .socket(path: current)
      default: return .device(path: current)
      }
    }
    throw .createFailed(code: ELOOP)
  }

  /// The path a symbolic link points to, relative ones taken from the link's folder.
  private static func linkTarget(_ link: String) throws(OutputFileError) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(link, &buffer, buffer.count - 1)
    guard count >= 0 else { throw .createFailed(code: errno) }
    let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if target.hasPrefix("/") { return target }
    return folder(of: link) + target
  }

  /// The folder part of a path, with its final slash; empty for a bare name.
  static func folder(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
  }

  /// The last part of a path.
  static func name(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }

  private static func kind(_ status: stat) -> mode_t { status.st_mode & S_IFMT }
}
