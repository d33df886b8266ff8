import BMIKit
import BMISupport

/// Which standard streams are connected to a terminal.
package struct TerminalState: Hashable, Sendable {
  /// Whether standard input is a terminal (interactive mode is possible).
  package let input: Bool
  /// Whether standard output is a terminal (colour and tables for people).
  package let output: Bool
  /// Whether standard error is a terminal (colour and progress lines).
  package let error: Bool

  /// Creates a terminal state.
  ///
  /// - Parameters:
  ///   - input: Whether standard input is a terminal.
  ///   - output: Whether standard output is a terminal.
  ///   - error: Whether standard error is a terminal.
  package init(input: Bool, output: Bool, error: Bool) {
    self.input = input
    self.output = output
    self.error = error
  }

  /// No terminal anywhere: pipes and files, as in scripts and tests.
  package static let none = TerminalState(input: false, output: false, error: false)
}

/// Everything a command may touch besides its arguments: streams, environment, language.
///
/// Commands write data to ``output`` and diagnostics to ``errors``, never to the process's
/// streams directly, so tests can run them in-process.
package struct CommandContext {
  /// The environment variables (`BMI_STANDARD`, `NO_COLOR`, `LANG`, …).
  package let environment: [String: String]
  /// Standard output: data only.
  package let output: any TextSink
  /// Standard error: errors, warnings, summaries and progress.
  package let errors: any TextSink
  /// Lines typed by a person, for interactive mode.
  package let input: any LineSource
  /// Which streams are terminals.
  package let terminal: TerminalState
  /// The language of labels and messages for this run.
  package let language: DisplayLanguage

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - environment: The environment variables.
  ///   - output: Standard output.
  ///   - errors: Standard error.
  ///   - input: Standard input as lines.
  ///   - terminal: Which streams are terminals.
  ///   - language: The language of the run; defaults to the environment's.
  package init(
    environment: [String: String], output: any TextSink, errors: any TextSink,
    input: any LineSource, terminal: TerminalState, language: DisplayLanguage? = nil
  ) {
    self.environment = environment
    self.output = output
    self.errors = errors
    self.input = input
    self.terminal = terminal
    self.language = language ?? DisplayLanguage.fromEnvironment(environment)
  }

  /// The same context in another language.
  ///
  /// - Parameter language: The language to use.
  package func with(language: DisplayLanguage) -> CommandContext {
    CommandContext(
      environment: environment, output: output, errors: errors, input: input,
      terminal: terminal, language: language)
  }

  /// Whether to colour standard output: only on a terminal, never with `NO_COLOR` set to
  /// anything non-empty (no-color.org) or with `TERM=dumb`.
  package var colorsOutput: Bool { terminal.output && allowsColour }

  /// Whether to colour standard error, by the same rules.
  package var colorsErrors: Bool { terminal.error && allowsColour }

  private var allowsColour: Bool {
    (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
  }

  /// The text of a message in this run's language.
  ///
  /// - Parameter message: A catalogue message.
  package func text(_ message: Message) -> String { message.text(in: language) }

  /// Writes `Warning: <message>` to standard error.
  ///
  /// - Parameter message: What the user should know; the run goes on.
  package func warn(_ message: Message) {
    let prefix = Style.warning.apply(text(.warningPrefix), when: colorsErrors)
    errors.write(prefix + " " + text(message) + "\n")
  }
}
