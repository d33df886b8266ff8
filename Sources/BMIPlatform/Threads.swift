/// A POSIX mutex with one condition variable: the lock the parallel batch engine guards its
/// shared state with, and waits on. (The standard library's `Mutex` needs iOS 18 and
/// macOS 15, above the package's floor.)
package final class ConditionLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let condition: UnsafeMutablePointer<pthread_cond_t>

  /// A new, unlocked lock.
  package init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    condition = .allocate(capacity: 1)
    condition.initialize(to: pthread_cond_t())
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  /// Runs `body` holding the lock.
  @inline(__always)
  package func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result)
    throws(Failure) -> Result
  {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }

  /// Releases the lock until another thread calls ``broadcast()``, then takes it again;
  /// call only while holding the lock, and check the awaited state again on return.
  package func wait() {
    pthread_cond_wait(condition, mutex)
  }

  /// Wakes every thread waiting in ``wait()``.
  package func broadcast() {
    pthread_cond_broadcast(condition)
  }
}

/// A thread started to run one closure, joined before its owner goes on.
package final class WorkerThread {
  private final class Body {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }

  #if canImport(Darwin)
    private var thread: pthread_t?
  #else
    private var thread = pthread_t()
  #endif
  private var isJoined = false

  /// Starts a thread running `body`.
  ///
  /// - Returns: `nil` when the system refuses a new thread; the caller then does the work
  ///   itself.
  package init?(_ body: @escaping @Sendable () -> Void) {
    let context = Unmanaged.passRetained(Body(body)).toOpaque()
    let started = pthread_create(
      &thread, nil,
      { context in
        #if canImport(Darwin)
          Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
        #else
          Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
        #endif
        return nil
      }, context)
    guard started == 0 else {
      Unmanaged<Body>.fromOpaque(context).release()
      return nil
    }
  }

  /// Waits for the thread to finish.
  package func join() {
    guard !isJoined else { return }
    isJoined = true
    #if canImport(Darwin)
      if let thread { pthread_join(thread, nil) }
    #else
      pthread_join(thread, nil)
    #endif
  }

  deinit { join() }

  /// The processors the system lets this process run on, at least 1.
  package static var availableProcessors: Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }
}
