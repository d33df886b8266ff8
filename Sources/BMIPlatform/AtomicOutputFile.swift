/// The file of `--output`: written as a temporary file in the same folder and renamed over
/// the destination only when the run succeeds, so a failed or interrupted run leaves an
/// existing file untouched and no partial file behind.
///
/// Renaming within one folder is atomic (POSIX `rename(2)`): readers see the old file or
/// the new one, never a mixture. An interrupting signal removes the temporary file through
/// ``InterruptCleanup`` before the process ends.
/// Why an output file could not be created or completed: the operation and the `errno` code.
package enum OutputFileError: Error, Equatable, Sendable {
  /// The temporary file could not be created.
  case createFailed(code: Int32)
  /// Writing, syncing or renaming failed.
  case writeFailed(code: Int32)
}

package final class AtomicOutputFile {
  /// The destination path, as the user gave it.
  package let path: String
  /// The temporary file beside it.
  package let temporaryPath: String
  /// The temporary file's open descriptor.
  package let descriptor: Int32
  private var isOpen = true

  /// Creates the temporary file beside `path`.
  ///
  /// - Throws: ``OutputFileError/createFailed(code:)``.
  package init(path: String) throws(OutputFileError) {
    self.path = path
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var attempt = 0
    while true {
      let candidate = "\(folder).\(name).bmi-batch-\(getpid())-\(attempt).tmp"
      // Registered before it exists, so no signal can leave it behind.
      InterruptCleanup.register(candidate)
      let opened = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if opened >= 0 {
        temporaryPath = candidate
        descriptor = opened
        return
      }
      let code = errno
      InterruptCleanup.unregister()
      guard code == EEXIST, attempt < 100 else { throw .createFailed(code: code) }
      attempt += 1
    }
  }

  deinit { discard() }

  /// Makes the written bytes durable and renames the temporary file over the destination.
  ///
  /// - Throws: ``OutputFileError/writeFailed(code:)``; the temporary file is then removed.
  package func commit() throws(OutputFileError) {
    guard isOpen else { return }
    isOpen = false
    let synced = fsync(descriptor) == 0 || errno == EINVAL
    let syncError = errno
    close(descriptor)
    guard synced else {
      unlink(temporaryPath)
      InterruptCleanup.unregister()
      throw .writeFailed(code: syncError)
    }
    guard rename(temporaryPath, path) == 0 else {
      let code = errno
      unlink(temporaryPath)
      InterruptCleanup.unregister()
      throw .writeFailed(code: code)
    }
    InterruptCleanup.unregister()
  }

  /// Removes the temporary file; the destination is left as it was.
  package func discard() {
    guard isOpen else { return }
    isOpen = false
    close(descriptor)
    unlink(temporaryPath)
    InterruptCleanup.unregister()
  }
}
