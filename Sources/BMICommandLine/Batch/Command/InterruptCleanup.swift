#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary file an interrupting signal must remove, kept where a signal handler can
/// reach it: a C string in a global, read with one load.
nonisolated(unsafe) private var pendingTemporaryFile: UnsafeMutablePointer<CChar>?

/// Removes the temporary output file when SIGINT, SIGTERM or SIGHUP ends the run, then lets
/// the signal end the process as it would have (exit status 128 + the signal's number).
///
/// The handler only calls `unlink`, `signal` and `raise`, which POSIX lists as safe in a
/// signal handler.
enum InterruptCleanup {
  private static let signals = [SIGINT, SIGTERM, SIGHUP]

  /// Makes `path` the file to remove on a signal, installing the handlers.
  static func register(_ path: String) {
    let copy = strdup(path)
    let previous = pendingTemporaryFile
    pendingTemporaryFile = copy
    free(previous)
    for number in signals { signal(number, handleSignal) }
  }

  /// Forgets the file (renamed or removed) and restores the default signal handling.
  static func unregister() {
    for number in signals { signal(number, SIG_DFL) }
    let previous = pendingTemporaryFile
    pendingTemporaryFile = nil
    free(previous)
  }
}

private func handleSignal(_ number: Int32) {
  if let path = pendingTemporaryFile { unlink(path) }
  signal(number, SIG_DFL)
  raise(number)
}
