import BMIKit

/// The values a command line gave one command, looked up by option or positional name.
package struct ParsedArguments: Sendable {
  /// The command names from the root, such as `["bmi", "standards", "check"]`.
  package let commandPath: [String]
  /// Option values in the order given, by long name; defaults are included.
  private let optionValues: [String: [String]]
  /// The options the user actually typed (not filled from defaults).
  private let givenOptions: Set<String>
  /// Positional values by positional name.
  private let positionalValues: [String: [String]]

  /// Creates parsed arguments; the parser does this, and tests may too.
  ///
  /// - Parameters:
  ///   - commandPath: The command names from the root.
  ///   - options: Option values by long name; a flag is present with an empty list.
  ///   - given: Names of the options typed on the command line.
  ///   - positionals: Positional values by name.
  package init(
    commandPath: [String], options: [String: [String]], given: Set<String>,
    positionals: [String: [String]]
  ) {
    self.commandPath = commandPath
    self.optionValues = options
    self.givenOptions = given
    self.positionalValues = positionals
  }

  /// The value of an option: the last one given, else its default, else `nil`.
  ///
  /// - Parameter name: The long name without dashes.
  package func value(_ name: String) -> String? { optionValues[name]?.last }

  /// Every value given for an option, in order (`--mark a --mark b`).
  ///
  /// - Parameter name: The long name without dashes.
  package func values(_ name: String) -> [String] { optionValues[name] ?? [] }

  /// Whether a flag or option was typed on the command line.
  ///
  /// - Parameter name: The long name without dashes.
  package func isGiven(_ name: String) -> Bool { givenOptions.contains(name) }

  /// The names of the options given, flags included.
  package var givenOptionNames: Set<String> { givenOptions }

  /// The value of a single positional argument.
  ///
  /// - Parameter name: The positional's name.
  package func positional(_ name: String) -> String? { positionalValues[name]?.first }

  /// Every value of a repeating positional argument.
  ///
  /// - Parameter name: The positional's name.
  package func positionals(_ name: String) -> [String] { positionalValues[name] ?? [] }

  /// The command as typed for help and errors: `bmi standards check`.
  package var commandName: String { commandPath.joined(separator: " ") }
}
