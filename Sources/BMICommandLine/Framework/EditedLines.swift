import BMIPlatform
internal import CLibEdit

/// Lines typed at a terminal with the system's libedit: ← and → move in the line, ↑ and ↓
/// recall earlier answers, and the prompt is redrawn as the line changes.
///
/// Only made when the package was built with libedit (Debian's `libedit-dev`); elsewhere
/// ``make()`` gives `nil` and the session reads plain lines.
final class EditedLines {
  private init() {
    bmi_line_editing_begin()
  }

  /// Whether the package was built with libedit.
  static var isAvailable: Bool { bmi_line_editing_available() == 1 }

  /// An editor, or `nil` when libedit was not found at build time.
  static func make() -> EditedLines? {
    isAvailable ? EditedLines() : nil
  }

  /// The next line, edited after `prompt`, or `nil` at Ctrl-D.
  func readLine(prompt: String) -> String? {
    guard let line = bmi_read_edited_line(prompt) else { return nil }
    defer { free(line) }
    return String(decoding: UnsafeRawBufferPointer(start: line, count: strlen(line)), as: UTF8.self)
  }

  /// Keeps an answer for ↑ to recall.
  func remember(_ line: String) {
    bmi_remember_line(line)
  }
}
