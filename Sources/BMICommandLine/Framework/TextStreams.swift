import BMIKit
import BMIPlatform

/// Where a command writes text: standard output, standard error, or a buffer in tests.
package protocol TextSink: AnyObject {
  /// Writes text as UTF-8.
  ///
  /// - Parameter text: The text, newlines included.
  func write(_ text: String)
  /// Pushes buffered text out; returns `false` when writing failed at any point.
  @discardableResult func flush() -> Bool
}

/// Where a command reads lines typed by a person (interactive mode).
package protocol LineSource: AnyObject {
  /// The next line without its line break, or `nil` at the end of input (Ctrl-D).
  func readLine() -> String?
}

/// A buffered writer on a file descriptor. Not thread-safe; one per stream per run.
package final class FileDescriptorSink: TextSink {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var failed = false
  private let capacity = 1 << 16

  /// Creates a writer.
  ///
  /// - Parameter descriptor: An open descriptor, such as `STDOUT_FILENO`.
  package init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(capacity)
  }

  /// Appends text to the buffer, writing it out when the buffer is full.
  package func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= capacity { flush() }
  }

  /// Writes the buffer out, retrying on interruption; `false` if any write failed.
  @discardableResult package func flush() -> Bool {
    var offset = 0
    while offset < buffer.count && !failed {
      let written = buffer.withUnsafeBytes { bytes in
        SystemCall.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        failed = true
      } else {
        offset += written
      }
    }
    buffer.removeAll(keepingCapacity: true)
    return !failed
  }

  deinit { flush() }
}

/// Lines from the process's standard input.
package final class StandardInputLines: LineSource {
  /// Creates a reader of standard input.
  package init() {}

  /// The next line of standard input.
  package func readLine() -> String? { Swift.readLine(strippingNewline: true) }
}

/// Text collected in memory, for tests and for output built before it is written.
package final class TextBuffer: TextSink, LineSource {
  /// Everything written so far.
  package private(set) var text = ""
  private var lines: [String]

  /// Creates a buffer, optionally holding lines to be read back.
  ///
  /// - Parameter lines: Lines ``readLine()`` returns, in order.
  package init(lines: [String] = []) {
    self.lines = lines
  }

  /// Appends text.
  package func write(_ text: String) { self.text += text }

  /// Nothing to push; always succeeds.
  @discardableResult package func flush() -> Bool { true }

  /// The next scripted line, or `nil` when none remain.
  package func readLine() -> String? { lines.isEmpty ? nil : lines.removeFirst() }
}
