/// One finding about a standard file, in compiler style: where, how bad, a stable code and
/// a message that says what to do next.
public struct Diagnostic: Hashable, Sendable {
  /// How serious a finding is.
  public enum Severity: String, Hashable, Sendable {
    /// The file is refused.
    case error
    /// The file loads, but probably does not say what its author meant.
    case warning
  }

  /// The severity.
  public let severity: Severity
  /// The stable code, such as `E014`; documented in `docs/errors.md`.
  public let code: DiagnosticCode
  /// Where the finding is.
  public let location: FileLocation
  /// The explanation, in English.
  public let message: String

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - severity: Error or warning.
  ///   - code: The stable code.
  ///   - location: Where it is.
  ///   - message: The explanation.
  package init(severity: Severity, code: DiagnosticCode, location: FileLocation, message: String) {
    self.severity = severity
    self.code = code
    self.location = location
    self.message = message
  }
}
