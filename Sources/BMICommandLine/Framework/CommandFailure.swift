import BMIKit
import BMISupport

/// Why a command stopped without success: the exit code, and what to tell the user.
///
/// Commands throw it; ``BMICommand`` renders it in one place: `Error: <message>` on
/// standard error, plus the usage lines for usage errors.
package struct CommandFailure: Error, Sendable {
  /// The status to exit with.
  package let exitCode: ExitCode
  /// The error text, or `nil` when the command has already reported everything.
  package let message: Message?
  /// Whether the usage line and a pointer to `--help` follow the message.
  package let showsUsage: Bool

  /// Creates a failure.
  ///
  /// - Parameters:
  ///   - exitCode: The status to exit with.
  ///   - message: The error text, or `nil` when already reported.
  ///   - showsUsage: Whether the usage lines follow.
  package init(exitCode: ExitCode, message: Message?, showsUsage: Bool = false) {
    self.exitCode = exitCode
    self.message = message
    self.showsUsage = showsUsage
  }

  /// A mistake in how the command was called (exit 64), shown with the usage line.
  ///
  /// - Parameter message: What is wrong and what to type instead.
  package static func usage(_ message: Message) -> CommandFailure {
    CommandFailure(exitCode: .usage, message: message, showsUsage: true)
  }

  /// A measurement or input that is malformed, ambiguous or impossible (exit 65).
  ///
  /// - Parameter message: What is wrong and how to write it.
  package static func dataError(_ message: Message) -> CommandFailure {
    CommandFailure(exitCode: .dataError, message: message)
  }

  /// A standard or file that was not found or cannot be opened (exit 66).
  ///
  /// - Parameter message: What was not found and what exists instead.
  package static func notFound(_ message: Message) -> CommandFailure {
    CommandFailure(exitCode: .notFound, message: message)
  }

  /// Reading or writing failed (exit 74).
  ///
  /// - Parameter message: What failed.
  package static func ioError(_ message: Message) -> CommandFailure {
    CommandFailure(exitCode: .ioError, message: message)
  }

  /// Stops with a code after the command has reported the problem itself.
  ///
  /// - Parameter exitCode: The status to exit with.
  package static func silent(_ exitCode: ExitCode) -> CommandFailure {
    CommandFailure(exitCode: exitCode, message: nil)
  }
}
