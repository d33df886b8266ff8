import BMIKit

/// The few ANSI styles the command uses; applied only when the stream is a terminal and
/// colour is allowed (see ``CommandContext/colorsOutput``).
enum Style: String {
  case bold = "1"
  case error = "1;31"
  case warning = "1;33"
  case dim = "2"

  /// The text wrapped in this style's escape codes, or unchanged when `enabled` is false.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - enabled: Whether colour is allowed on the stream.
  func apply(_ text: String, when enabled: Bool) -> String {
    enabled ? "\u{1B}[\(rawValue)m\(text)\u{1B}[0m" : text
  }
}
