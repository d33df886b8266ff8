import BMIKit
import BMIPlatform
import BMISupport

/// The progress line on a terminal's standard error: rows, rows per second and, for a
/// file, the share read. It appears only once a run has taken a second, is redrawn four
/// times a second at most, and is erased at the end.
final class BatchProgress {
  private let errors: any TextSink
  private let language: DisplayLanguage
  private let totalBytes: Int64?
  private let delay: Double
  private let start = BatchProgress.now()
  private var lastDrawn = 0.0
  private var isShown = false

  /// A progress line for an input of `totalBytes` bytes, if known, shown once the run has
  /// taken `delay` seconds.
  init(errors: any TextSink, language: DisplayLanguage, totalBytes: Int64?, delay: Double = 1) {
    self.errors = errors
    self.language = language
    self.totalBytes = totalBytes
    self.delay = delay
  }

  /// Redraws the line if it is time to.
  func update(rows: Int, bytesRead: Int64) {
    let now = Self.now()
    let elapsed = now - start
    guard elapsed >= delay, now - lastDrawn >= 0.25 else { return }
    lastDrawn = now
    let percent = totalBytes.flatMap { total in
      total > 0 ? Int(min(100, bytesRead * 100 / total)) : nil
    }
    let text = Message.batchProgress(
      rows: rows, rowsPerSecond: Int(Double(rows) / elapsed), percent: percent
    ).text(in: language)
    errors.write("\r\u{1B}[K" + text)
    errors.flush()
    isShown = true
  }

  /// Erases the line.
  func finish() {
    guard isShown else { return }
    errors.write("\r\u{1B}[K")
    errors.flush()
    isShown = false
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
