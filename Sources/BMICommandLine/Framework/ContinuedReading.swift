import BMIPlatform

/// Reads a plain line from a terminal, noticing when the process was stopped (Ctrl-Z) and
/// continued while it waited.
///
/// While it reads, SIGCONT has a handler that does nothing but interrupt the read (no
/// `SA_RESTART`); the read then ends with `EINTR`, `redraw` runs, and the read starts again.
/// The handler before is put back afterwards, so nothing else sees interrupted calls. The
/// line is read with `read(2)`, which a terminal in canonical mode answers one line at a
/// time, so nothing beyond the line is taken from standard input.
enum ContinuedReading {
  /// The next line of standard input without its line end, or `nil` at its end.
  ///
  /// - Parameter redraw: What to do when the process is continued during the read: draw the
  ///   prompt again.
  static func readLine(redraw: () -> Void) -> String? {
    var action = sigaction()
    #if os(Linux)
      action.__sigaction_handler.sa_handler = { _ in }
    #else
      action.__sigaction_u.__sa_handler = { _ in }
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var previous = sigaction()
    sigaction(SIGCONT, &action, &previous)
    defer { sigaction(SIGCONT, &previous, nil) }
    var line: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        SystemCall.read(STDIN_FILENO, $0.baseAddress, $0.count)
      }
      if count > 0 {
        line += buffer[..<count]
        if line.last == UInt8(ascii: "\n") { return text(of: line.dropLast()) }
      } else if count < 0 && errno == EINTR {
        // Stopping the process dropped what was typed on the line; the prompt again shows
        // the empty line that is read.
        if line.isEmpty { redraw() }
      } else {
        return line.isEmpty ? nil : text(of: line[...])
      }
    }
  }

  private static func text(of bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes, as: UTF8.self)
  }
}
