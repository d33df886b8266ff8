/// A stable diagnostic code such as `E014`, documented in `docs/errors.md`.
///
/// Codes never change meaning once published; new problems get new codes.
public struct DiagnosticCode: Hashable, Sendable, CustomStringConvertible {
  /// The code text, such as `E014` or `W001`.
  public let rawValue: String

  /// Creates a code from its text.
  ///
  /// - Parameter rawValue: The code text.
  package init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// The code text.
  public var description: String { rawValue }
}
