/// The temporary file an interrupting signal must remove, kept where a signal handler can
/// reach it: a C string in a global, read with one load.
nonisolated(unsafe) private var pendingTemporaryFile: UnsafeMutablePointer<CChar>?

/// Removes the temporary output file when SIGINT, SIGTERM or SIGHUP ends the run, then lets
/// the signal end the process as it would have (exit status 128 + the signal's number).
///
/// A signal the process was started with ignored stays ignored (`nohup` ignores SIGHUP);
/// the others are handled and unblocked, since a mask inherited from a parent's thread
/// would otherwise hold them back for the whole run. The handler only calls `unlink`,
/// `signal` and `raise`, which POSIX lists as safe in a signal handler.
package enum InterruptCleanup {
  private static let signals = [SIGINT, SIGTERM, SIGHUP]

  /// Makes `path` the file to remove on a signal, installing the handlers.
  package static func register(_ path: String) {
    let copy = strdup(path)
    let previous = pendingTemporaryFile
    pendingTemporaryFile = copy
    free(previous)
    var handled = sigset_t()
    sigemptyset(&handled)
    for number in signals {
      let disposition = signal(number, handleSignal)
      if disposition.map({ unsafeBitCast($0, to: Int.self) }) == ignored {
        signal(number, SIG_IGN)
      } else {
        sigaddset(&handled, number)
      }
    }
    sigprocmask(SIG_UNBLOCK, &handled, nil)
  }

  /// Forgets the file (renamed or removed) and restores the default handling of the
  /// signals that were handled.
  package static func unregister() {
    for number in signals {
      let disposition = signal(number, SIG_DFL)
      if disposition.map({ unsafeBitCast($0, to: Int.self) }) == ignored {
        signal(number, SIG_IGN)
      }
    }
    let previous = pendingTemporaryFile
    pendingTemporaryFile = nil
    free(previous)
  }

  /// `SIG_IGN`'s value, which Swift cannot compare as a function.
  private static let ignored = 1
}

private func handleSignal(_ number: Int32) {
  if let path = pendingTemporaryFile { unlink(path) }
  signal(number, SIG_DFL)
  raise(number)
}
