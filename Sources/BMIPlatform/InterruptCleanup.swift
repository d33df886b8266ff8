/// The temporary files a terminating signal must remove, kept where a signal handler can
/// reach them: C strings in a fixed table of globals, each read with one load.
nonisolated(unsafe) private let pendingTemporaryFiles = {
  let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
    capacity: InterruptCleanup.slotCount)
  table.initialize(repeating: nil, count: InterruptCleanup.slotCount)
  return table
}()

/// Which slots of the table are taken, and how many outputs are pending; changed under
/// ``watchLock`` only.
nonisolated(unsafe) private var slotsTaken = [Bool](
  repeating: false, count: InterruptCleanup.slotCount)
nonisolated(unsafe) private var pendingOutputs = 0

/// Serialises ``InterruptCleanup/begin()`` and ``InterruptCleanup/end(_:)`` across threads.
nonisolated(unsafe) private let watchLock = {
  let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  pthread_mutex_init(lock, nil)
  return lock
}()

/// The terminating signal that arrived while an output was pending, or 0.
nonisolated(unsafe) private var interruptingSignal: Int32 = 0

/// What each handled signal did before the first pending output, by signal number.
nonisolated(unsafe) private let previousActions = UnsafeMutablePointer<sigaction>.allocate(
  capacity: Int(InterruptCleanup.signalLimit))

/// Whether each signal is handled now, by signal number.
nonisolated(unsafe) private let isHandled = {
  let flags = UnsafeMutablePointer<Bool>.allocate(capacity: Int(InterruptCleanup.signalLimit))
  flags.initialize(repeating: false, count: Int(InterruptCleanup.signalLimit))
  return flags
}()

/// Keeps a terminating signal from leaving an output's temporary file behind, or from
/// letting a run that a signal was meant to end replace its output.
///
/// While an output is pending (from ``begin()`` to ``end(_:)``), every signal whose default
/// action ends the process is caught: SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2,
/// SIGALRM, SIGPIPE, SIGXFSZ, SIGXCPU, SIGVTALRM, SIGPROF, SIGPOLL, SIGSYS, the real-time
/// signals, and the crash signals (SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGTRAP). The
/// handler removes the temporary file, if one has a name, and hands the signal on to what
/// handled it before: by default the process ends, with exit status 128 + the signal's
/// number. A fault the kernel raised (a crash) is handed on by returning, so the Swift
/// runtime's backtrace still shows where it happened.
///
/// If the process goes on after the signal (a handler the program installed, or the Swift
/// runtime's crash handler, which on Linux prints a backtrace for a SIGQUIT and returns),
/// ``interruption`` tells, and the output is not committed: a signal meant to end a run
/// never lets it replace the file. SIGQUIT and signals whose default ends the process count;
/// a signal the program handles itself (say, SIGUSR1 to reopen logs) does not.
///
/// A signal the process was started with ignored stays ignored (`nohup` ignores SIGHUP).
/// The handler calls only `unlink`, `sigaction` and `raise`, which POSIX lists as safe in a
/// signal handler.
package enum InterruptCleanup {
  /// One more than the highest signal number handled.
  static let signalLimit: Int32 = 65

  /// The signals caught while an output is pending.
  static let signals: [Int32] = {
    var numbers =
      [
        SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXFSZ, SIGXCPU,
        SIGVTALRM, SIGPROF, SIGSYS,
      ] + crashSignals
    #if os(Linux)
      numbers += [SIGPOLL, SIGPWR, SIGSTKFLT]
      numbers += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    #endif
    return numbers.filter { $0 < signalLimit }
  }()

  /// The signals the kernel raises for a fault in the running code.
  static let crashSignals = [SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGTRAP]

  /// The most outputs whose temporary files are watched at once; more still run, without
  /// removal on a signal of a named temporary file.
  static let slotCount = 32

  /// Starts watching for terminating signals for one output; call ``end(_:)`` with the
  /// slot returned when the output is committed or discarded. Outputs may be pending on
  /// several threads at once: the handlers are installed by the first and removed after
  /// the last.
  ///
  /// - Returns: The output's slot in the table of temporary files, or `nil` when every slot
  ///   is taken.
  package static func begin() -> Int? {
    pthread_mutex_lock(watchLock)
    defer { pthread_mutex_unlock(watchLock) }
    pendingOutputs += 1
    if pendingOutputs == 1 { installHandlers() }
    guard let slot = slotsTaken.firstIndex(of: false) else { return nil }
    slotsTaken[slot] = true
    return slot
  }

  /// Makes `path` the file to remove on a signal for the output in `slot` (its temporary
  /// file has a name now).
  package static func remove(onSignal path: String, slot: Int?) {
    guard let slot else { return }
    let copy = strdup(path)
    let previous = pendingTemporaryFiles[slot]
    pendingTemporaryFiles[slot] = copy
    free(previous)
  }

  /// Forgets the named temporary file of the output in `slot` (renamed or removed).
  package static func forgetFile(slot: Int?) {
    guard let slot else { return }
    let previous = pendingTemporaryFiles[slot]
    pendingTemporaryFiles[slot] = nil
    free(previous)
  }

  /// Ends the watch for the output in `slot`; after the last pending output, every signal
  /// gets back the handling it had before.
  package static func end(_ slot: Int?) {
    forgetFile(slot: slot)
    pthread_mutex_lock(watchLock)
    defer { pthread_mutex_unlock(watchLock) }
    if let slot { slotsTaken[slot] = false }
    pendingOutputs -= 1
    guard pendingOutputs == 0 else { return }
    for number in signals where isHandled[Int(number)] {
      sigaction(number, previousActions + Int(number), nil)
      isHandled[Int(number)] = false
    }
  }

  private static func installHandlers() {
    interruptingSignal = 0
    var handled = sigset_t()
    sigemptyset(&handled)
    for number in signals {
      var current = sigaction()
      guard sigaction(number, nil, &current) == 0, !isIgnored(current) else { continue }
      var action = sigaction()
      setHandler(&action)
      sigfillset(&action.sa_mask)
      guard sigaction(number, &action, previousActions + Int(number)) == 0 else { continue }
      isHandled[Int(number)] = true
      sigaddset(&handled, number)
    }
    // A mask inherited from a parent's thread would otherwise hold the signals back for the
    // whole run.
    sigprocmask(SIG_UNBLOCK, &handled, nil)
  }

  /// Gives SIGQUIT (Ctrl-\\) its default action back, unless the process was started with
  /// it ignored: the process then ends when asked to quit.
  ///
  /// On Linux the Swift runtime catches SIGQUIT as a crash, prints a backtrace and lets the
  /// process go on (its handler returns, which ends a fault but not a signal sent by
  /// another process); a command-line tool should stop instead. Other programs using the
  /// library keep their own handling.
  package static func letQuitEndTheProcess() {
    var current = sigaction()
    guard sigaction(SIGQUIT, nil, &current) == 0, !isIgnored(current) else { return }
    signal(SIGQUIT, SIG_DFL)
  }

  /// The terminating signal that arrived since ``begin()`` while the process went on, if
  /// any.
  package static var interruption: Int32? { interruptingSignal == 0 ? nil : interruptingSignal }

  private static func isIgnored(_ action: sigaction) -> Bool {
    #if os(Linux)
      unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 1
    #else
      unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self) == 1
    #endif
  }

  private static func setHandler(_ action: inout sigaction) {
    #if os(Linux)
      action.__sigaction_handler.sa_sigaction = handleSignal
    #else
      action.__sigaction_u.__sa_sigaction = handleSignal
    #endif
    action.sa_flags = SA_SIGINFO
  }

  /// Whether the action was the default one, under which the signal ends the process.
  fileprivate static func isDefault(_ action: sigaction) -> Bool {
    #if os(Linux)
      action.__sigaction_handler.sa_handler == nil
    #else
      action.__sigaction_u.__sa_handler == nil
    #endif
  }
}

private func handleSignal(
  _ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  for slot in 0..<InterruptCleanup.slotCount {
    if let path = pendingTemporaryFiles[slot] { unlink(path) }
  }
  let previous = previousActions + Int(number)
  let isCrashSignal = isCrash(number)
  if InterruptCleanup.isDefault(previous.pointee) || number == SIGQUIT || isCrashSignal {
    interruptingSignal = number
  }
  sigaction(number, previous, nil)
  isHandled[Int(number)] = false
  // A fault the kernel raised comes back when the instruction runs again, now to the
  // previous handler; a signal sent by a process (`kill`) is sent again.
  let isFault = (info?.pointee.si_code ?? 0) > 0 && isCrashSignal
  if !isFault { raise(number) }
}

/// Whether a signal is one of ``InterruptCleanup/crashSignals``, without touching an array
/// in the handler.
private func isCrash(_ number: Int32) -> Bool {
  switch number {
  case SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGTRAP: true
  default: false
  }
}
