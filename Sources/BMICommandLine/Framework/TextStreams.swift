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
  /// Whether the source draws the prompt itself (a line editor), so the caller must not
  /// write it.
  var showsPrompt: Bool { get }
  /// The next line after `prompt`, which the source draws when ``showsPrompt``.
  func readLine(prompt: String) -> String?
  /// Keeps an answer for the source to offer again (history), where it can.
  func remember(_ line: String)
}

extension LineSource {
  /// Plain sources leave the prompt to the caller.
  package var showsPrompt: Bool { false }
  /// Reads a line; a plain source ignores the prompt, which the caller has written.
  package func readLine(prompt: String) -> String? { readLine() }
  /// Plain sources keep no history.
  package func remember(_ line: String) {}
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

/// Lines from the process's standard input: edited with libedit when standard input and
/// output are a terminal and the package was built with it, else read plainly.
package final class StandardInputLines: LineSource {
  private let allowsEditing: Bool
  /// Made on first use, so that only an interactive session sets up the editor.
  private lazy var editor: EditedLines? = allowsEditing ? EditedLines.make() : nil

  /// Creates a reader of standard input.
  ///
  /// - Parameter allowsEditing: Whether a person types at a terminal that can show editing
  ///   (standard input and output are terminals, and `TERM` is not `dumb`).
  package init(allowsEditing: Bool = false) {
    self.allowsEditing = allowsEditing
  }

  /// Whether lines are edited, with the editor drawing the prompt.
  package var showsPrompt: Bool { editor != nil }

  /// The next line of standard input.
  package func readLine() -> String? { readLine(prompt: "") }

  /// The next line, edited after `prompt` when editing is on.
  ///
  /// A plain read at a terminal draws `prompt` again when the process is continued after
  /// Ctrl-Z: the terminal drops what was typed on the line when it stops the process, so
  /// the screen then shows the empty line that is read rather than the dropped text.
  package func readLine(prompt: String) -> String? {
    if let editor { return editor.readLine(prompt: prompt) }
    guard !prompt.isEmpty, isatty(STDIN_FILENO) == 1 else {
      return Swift.readLine(strippingNewline: true)
    }
    return ContinuedReading.readLine { FileDescriptorSink(descriptor: STDOUT_FILENO).write(prompt) }
  }

  /// Keeps an answer for ↑ when editing is on.
  package func remember(_ line: String) { editor?.remember(line) }
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
