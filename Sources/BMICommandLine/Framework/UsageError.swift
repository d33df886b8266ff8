import BMIKit
import BMISupport

/// A mistake on the command line, found before a command runs; always exit 64.
///
/// Cases carry data, not text: ``message`` turns each into the wording
/// swift-argument-parser uses, in the run's language.
enum UsageError: Error, Hashable, Sendable {
  /// `--foo` is no option of the command.
  case unknownOption(String, suggestion: String?)
  /// An option that takes a value was last, or followed by another option.
  case missingValue(synopsis: String)
  /// A flag was given a value with `=`.
  case flagTakesNoValue(String, value: String)
  /// Values no positional argument takes.
  case unexpectedArguments([String], suggestion: String?)
  /// A value outside the option's allowed values.
  case invalidValue(String, synopsis: String, allowed: [String])
  /// A required option or positional was not given.
  case missingArgument(synopsis: String)
  /// None of several alternatives was given.
  case missingOneOf([String])
  /// A group was named without one of its subcommands.
  case missingSubcommand
  /// `bmi help x` names no command.
  case unknownSubcommand(String, suggestion: String?)
  /// An empty file name or standard name (`--output ""`).
  case emptyName(synopsis: String)
  /// A command's own check of its arguments failed.
  case invalid(Message)

  /// The sentence after `Error: `.
  var message: Message {
    switch self {
    case .unknownOption(let name, let suggestion):
      Message.unknownOption(name, suggestion: suggestion)
    case .missingValue(let synopsis): Message.missingValue(synopsis)
    case .flagTakesNoValue(let name, let value): Message.flagTakesNoValue(name, value: value)
    case .unexpectedArguments(let values, let suggestion):
      Message.unexpectedArguments(values, suggestion: suggestion)
    case .invalidValue(let value, let synopsis, let allowed):
      Message.invalidValue(value, synopsis: synopsis, allowed: allowed)
    case .missingArgument(let synopsis): Message.missingArgument(synopsis)
    case .missingOneOf(let synopses): Message.missingOneOf(synopses)
    case .missingSubcommand: Message.missingSubcommand
    case .unknownSubcommand(let name, let suggestion):
      Message.unknownSubcommand(name, suggestion: suggestion)
    case .emptyName(let synopsis): Message.emptyName(synopsis)
    case .invalid(let message): message
    }
  }
}
