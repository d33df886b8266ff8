/// Why an output could not be opened or completed: the operation and the `errno` code.
package enum OutputFileError: Error, Equatable, Sendable {
  /// The output, or its temporary file, could not be created or opened.
  case createFailed(code: Int32)
  /// Writing, syncing or renaming failed.
  case writeFailed(code: Int32)
  /// A signal meant to end the process arrived, and the process went on; the output was
  /// not replaced.
  case interrupted(signal: Int32)
}

/// The one writer of output files (`bmi batch -o`, `bmi chart -o`,
/// `BatchClassifier.run(inputPath:outputPath:)`): it looks at the path first and does what
/// each kind of thing there needs.
///
/// - **A regular file, or nothing**: the output goes to a temporary file in the same folder,
///   which replaces the path only when the run succeeds (``commit()``), so a failed or
///   interrupted run leaves an existing file as it was and no partial file behind. Renaming
///   within one folder is atomic (POSIX `rename(2)`): readers see the old file or the new
///   one. An existing file's permission bits, owner and group carry over to the new one;
///   the temporary file is created readable by its owner alone and never gets wider bits
///   than the file it replaces.
/// - **A symbolic link**: followed, link by link; the file it leads to is replaced, and the
///   link stays a link.
/// - **A device, FIFO or socket**, or the process's standard output or error reached as
///   `/dev/stdout`: written to directly, as a stream; nothing is replaced, and what was
///   written before a failure stays written. `/dev/full` fails with `ENOSPC`.
/// - **A folder**: refused (`EISDIR`).
///
/// Where the filesystem has them (Linux: ext4, XFS, Btrfs, tmpfs), the temporary file has
/// no name until the commit (`O_TMPFILE`), so not even SIGKILL leaves it behind; it gets
/// its name with `linkat` at the end. Elsewhere it is a hidden file beside the output,
/// which ``InterruptCleanup`` removes on any terminating signal.
package final class OutputFile {
  /// The path as given.
  package let path: String
  /// What the path named when the output was opened.
  package let destination: OutputDestination
  /// The descriptor to write to.
  package let descriptor: Int32
  /// The hidden temporary file's path, when it has a name; `nil` for an unnamed one or a
  /// stream.
  package private(set) var temporaryPath: String?
  private let finalPath: String?
  /// The output's slot with ``InterruptCleanup``, for a replacement file.
  private let watch: Int?
  private var isOpen = true

  /// Whether the temporary file may be an unnamed one; `BMI_OUTPUT_TEMPORARY=named` in the
  /// environment says no (the tests reach the other way with it).
  static let allowsUnnamedTemporary =
    getenv("BMI_OUTPUT_TEMPORARY").map {
      String(cString: $0) != "named"
    } ?? true

  /// Opens the output at `path`.
  ///
  /// - Throws: ``OutputFileError/createFailed(code:)``.
  package init(path: String) throws(OutputFileError) {
    self.path = path
    destination = try OutputDestination.resolve(path)
    switch destination {
    case .standardStream(let stream):
      let copy = fcntl(stream, F_DUPFD_CLOEXEC, 0)
      guard copy >= 0 else { throw .createFailed(code: errno) }
      descriptor = copy
      finalPath = nil
      watch = nil
    case .device(let device):
      // No O_TRUNC and no O_CREAT: a device or FIFO is written as it is.
      let opened = open(device, O_WRONLY | O_NOCTTY | O_CLOEXEC)
      guard opened >= 0 else { throw .createFailed(code: errno) }
      descriptor = opened
      finalPath = nil
      watch = nil
    case .socket(let socketPath):
      descriptor = try Self.connectToSocket(socketPath)
      finalPath = nil
      watch = nil
    case .newFile(let target):
      let slot = InterruptCleanup.begin()
      do throws(OutputFileError) {
        (descriptor, temporaryPath) = try Self.createTemporary(
          beside: target, permissions: nil, slot: slot)
      } catch {
        InterruptCleanup.end(slot)
        throw error
      }
      finalPath = target
      watch = slot
    case .regularFile(let target, let permissions, let owner, let group):
      let slot = InterruptCleanup.begin()
      do throws(OutputFileError) {
        (descriptor, temporaryPath) = try Self.createTemporary(
          beside: target, permissions: permissions, slot: slot)
      } catch {
        InterruptCleanup.end(slot)
        throw error
      }
      Self.carryOver(descriptor, permissions: permissions, owner: owner, group: group)
      finalPath = target
      watch = slot
    }
  }

  deinit { discard() }

  /// Writes every byte.
  ///
  /// - Throws: ``OutputFileError/writeFailed(code:)``.
  package func write(_ bytes: UnsafeRawBufferPointer) throws(OutputFileError) {
    if let code = SystemCall.writeAll(descriptor, bytes) { throw .writeFailed(code: code) }
  }

  /// Completes the output: a replacement file is made durable and put in place of the
  /// path; a stream is closed.
  ///
  /// - Throws: ``OutputFileError/writeFailed(code:)`` or
  ///   ``OutputFileError/interrupted(signal:)``; the temporary file is then removed and the
  ///   path left as it was.
  package func commit() throws(OutputFileError) {
    guard isOpen else { return }
    guard let finalPath else {
      isOpen = false
      guard SystemCall.close(descriptor) == 0 else { throw .writeFailed(code: errno) }
      return
    }
    if let signal = InterruptCleanup.interruption {
      discard()
      throw .interrupted(signal: signal)
    }
    guard fsync(descriptor) == 0 || errno == EINVAL else {
      let code = errno
      discard()
      throw .writeFailed(code: code)
    }
    if temporaryPath == nil {
      // The unnamed file gets a name: the output's own when nothing is there yet, else a
      // hidden one that is then renamed over the output.
      if case .newFile = destination, Self.link(descriptor, to: finalPath) {
        finish(renamed: true)
        Self.syncFolder(of: finalPath)
        return
      }
      guard let name = Self.linkToHiddenName(descriptor, beside: finalPath, slot: watch) else {
        let code = errno
        discard()
        throw .writeFailed(code: code)
      }
      temporaryPath = name
    }
    guard let temporaryPath, rename(temporaryPath, finalPath) == 0 else {
      let code = errno
      discard()
      throw .writeFailed(code: code)
    }
    finish(renamed: true)
    Self.syncFolder(of: finalPath)
  }

  /// Abandons the output: a temporary file is removed and the path left as it was; a
  /// stream is closed, keeping what was written.
  package func discard() {
    guard isOpen else { return }
    finish(renamed: false)
  }

  private func finish(renamed: Bool) {
    isOpen = false
    SystemCall.close(descriptor)
    if finalPath != nil {
      if !renamed, let temporaryPath { unlink(temporaryPath) }
      InterruptCleanup.end(watch)
    }
  }

  // MARK: - Temporary files

  /// Creates the temporary file in `target`'s folder: unnamed where the filesystem allows,
  /// else hidden beside it. With `permissions` (an existing file's), it starts readable
  /// and writable by its owner at most; without, it gets `0666` less the umask, as any
  /// new file.
  private static func createTemporary(beside target: String, permissions: UInt32?, slot: Int?)
    throws(OutputFileError) -> (Int32, String?)
  {
    let mode = mode_t(permissions.map { $0 & 0o600 } ?? 0o666)
    #if os(Linux)
      if allowsUnnamedTemporary && access("/proc/self/fd", X_OK) == 0 {
        let folder = OutputDestination.folder(of: target)
        let opened = open(folder.isEmpty ? "." : folder, __O_TMPFILE | O_WRONLY | O_CLOEXEC, mode)
        if opened >= 0 { return (opened, nil) }
        // EOPNOTSUPP (or EISDIR from kernels before 3.11): no unnamed files here.
        guard [EOPNOTSUPP, EISDIR, EINVAL].contains(errno) else {
          throw .createFailed(code: errno)
        }
      }
    #endif
    var attempt = 0
    while true {
      let candidate = hiddenName(beside: target, attempt: attempt)
      // Registered before it exists, so no signal can leave it behind.
      InterruptCleanup.remove(onSignal: candidate, slot: slot)
      let opened = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
      if opened >= 0 { return (opened, candidate) }
      let code = errno
      InterruptCleanup.forgetFile(slot: slot)
      guard code == EEXIST, attempt < 100 else { throw .createFailed(code: code) }
      attempt += 1
    }
  }

  /// `.out.csv.bmi-<pid>-<n>.tmp` in the output's folder.
  private static func hiddenName(beside target: String, attempt: Int) -> String {
    OutputDestination.folder(of: target) + "." + OutputDestination.name(of: target)
      + ".bmi-\(getpid())-\(attempt).tmp"
  }

  /// Gives the new file the replaced file's owner, group and permission bits. Where the
  /// process may not give a file away (it is not root), the new file is the process's own
  /// and keeps only the owner's bits, never wider than before.
  private static func carryOver(
    _ descriptor: Int32, permissions: UInt32, owner: UInt32, group: UInt32
  ) {
    var kept = permissions
    if owner != geteuid() || group != getegid() {
      if fchown(descriptor, owner, group) != 0 { kept &= 0o700 }
    }
    fchmod(descriptor, mode_t(kept))
  }

  /// Names an unnamed file `path`; `false` (with `errno`) when that fails.
  private static func link(_ descriptor: Int32, to path: String) -> Bool {
    #if os(Linux)
      linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0
    #else
      false
    #endif
  }

  /// Names an unnamed file with a hidden name beside `target`, removed on a signal.
  private static func linkToHiddenName(_ descriptor: Int32, beside target: String, slot: Int?)
    -> String?
  {
    for attempt in 0..<100 {
      let candidate = hiddenName(beside: target, attempt: attempt)
      InterruptCleanup.remove(onSignal: candidate, slot: slot)
      if link(descriptor, to: candidate) { return candidate }
      let code = errno
      InterruptCleanup.forgetFile(slot: slot)
      guard code == EEXIST else {
        errno = code
        return nil
      }
    }
    return nil
  }

  /// Makes a rename durable; a folder that cannot be synced is left as it is.
  private static func syncFolder(of path: String) {
    let folder = OutputDestination.folder(of: path)
    let opened = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard opened >= 0 else { return }
    fsync(opened)
    SystemCall.close(opened)
  }

  // MARK: - Sockets

  /// A stream connection to the Unix-domain socket at `path`.
  private static func connectToSocket(_ path: String) throws(OutputFileError) -> Int32 {
    #if os(Linux)
      let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    #else
      let kind = SOCK_STREAM
    #endif
    let socketDescriptor = socket(AF_UNIX, kind, 0)
    guard socketDescriptor >= 0 else { throw .createFailed(code: errno) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    guard bytes.count < capacity else {
      SystemCall.close(socketDescriptor)
      throw .createFailed(code: ENAMETOOLONG)
    }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      buffer.copyBytes(from: bytes)
    }
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard connected == 0 else {
      let code = errno
      SystemCall.close(socketDescriptor)
      throw .createFailed(code: code)
    }
    return socketDescriptor
  }
}
