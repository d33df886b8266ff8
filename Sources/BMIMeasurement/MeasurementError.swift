import BMICore
import BMISupport

/// Why a typed height, weight or BMI was refused, with a stable code for scripts and batch
/// output, and a message that says what to type instead.
///
/// Codes (documented in `docs/cli.md`): `invalid-height`, `invalid-weight`, `invalid-bmi`
/// (not a measurement, or an unknown unit), `ambiguous-number` (`1,700`: thousands or a
/// decimal comma?), `ambiguous-unit` (a bare number that is impossible in the default unit
/// but possible in another, such as `1.70` cm), `implausible-height`, `implausible-weight`,
/// `implausible-bmi` (outside ``Plausibility``'s limits for any person).
public struct MeasurementError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The stable code, such as `implausible-height`.
  public let code: String
  /// The explanation in English, ending with what to do next.
  public let message: String
  /// The explanation in every language the command speaks.
  package let localizedMessage: Message

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: The stable code.
  ///   - message: The explanation in each language.
  package init(code: String, message: Message) {
    self.code = code
    self.message = message.english
    self.localizedMessage = message
  }

  /// `code: message`.
  public var description: String { "\(code): \(message)" }
}

/// A measurement that was accepted but is rare enough to deserve a second look.
///
/// Codes: `rare-height`, `rare-weight`, `rare-bmi`.
public struct MeasurementWarning: Hashable, Sendable, CustomStringConvertible {
  /// The stable code, such as `rare-height`.
  public let code: String
  /// The explanation in English.
  public let message: String
  /// The explanation in every language the command speaks.
  package let localizedMessage: Message

  /// Creates a warning.
  ///
  /// - Parameters:
  ///   - code: The stable code.
  ///   - message: The explanation in each language.
  package init(code: String, message: Message) {
    self.code = code
    self.message = message.english
    self.localizedMessage = message
  }

  /// `code: message`.
  public var description: String { "\(code): \(message)" }
}
