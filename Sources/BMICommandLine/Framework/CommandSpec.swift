import BMIKit
import BMISupport

/// What a shell should offer when completing a value.
package enum CompletionHint: Hashable, Sendable {
  /// Nothing in particular.
  case none
  /// A path to a file.
  case file
  /// One of these words.
  case values([String])
  /// A built-in standard name, or a path to a standard file.
  case standard

  /// Whether the value names a file or a standard, so that an empty value is a usage
  /// error rather than a file that cannot be opened.
  var namesAFileOrStandard: Bool { self == .file || self == .standard }
}

/// One named option or flag of a command, such as `--height <height>` or `--strict`.
package struct OptionSpec: Hashable, Sendable {
  /// The long name without dashes, such as `height`; parsed values are looked up by it.
  package let name: String
  /// A one-letter name, such as `o` for `-o`.
  package let shortName: Character?
  /// The placeholder shown in help (`<height>`), or `nil` for a flag that takes no value.
  package let valueName: String?
  /// What the option does, for `--help`.
  package let help: Message
  /// The value used when the option is absent, shown in help as `(default: …)`.
  package let defaultValue: String?
  /// The only values accepted, shown in help as `(values: …)`; empty when any is accepted.
  package let allowedValues: [String]
  /// Whether the option must be given.
  package let isRequired: Bool
  /// What a shell completes for the value.
  package let completion: CompletionHint

  /// Declares an option that takes a value.
  ///
  /// - Parameters:
  ///   - name: The long name without dashes.
  ///   - shortName: An optional one-letter name.
  ///   - valueName: The placeholder for help; defaults to the name.
  ///   - help: What it does.
  ///   - defaultValue: The value when absent.
  ///   - allowedValues: The only values accepted, if limited.
  ///   - isRequired: Whether it must be given.
  ///   - completion: What a shell completes; defaults to the allowed values.
  package static func option(
    _ name: String, short shortName: Character? = nil, valueName: String? = nil, help: Message,
    defaultValue: String? = nil, allowedValues: [String] = [], isRequired: Bool = false,
    completion: CompletionHint? = nil
  ) -> OptionSpec {
    OptionSpec(
      name: name, shortName: shortName, valueName: valueName ?? name, help: help,
      defaultValue: defaultValue, allowedValues: allowedValues, isRequired: isRequired,
      completion: completion ?? (allowedValues.isEmpty ? .none : .values(allowedValues)))
  }

  /// Declares a flag: an option that takes no value and is either present or not.
  ///
  /// - Parameters:
  ///   - name: The long name without dashes.
  ///   - shortName: An optional one-letter name.
  ///   - help: What it does.
  package static func flag(_ name: String, short shortName: Character? = nil, help: Message)
    -> OptionSpec
  {
    OptionSpec(
      name: name, shortName: shortName, valueName: nil, help: help, defaultValue: nil,
      allowedValues: [], isRequired: false, completion: .none)
  }

  /// Whether the option is a flag that takes no value.
  package var isFlag: Bool { valueName == nil }

  /// `--height <height>` or `--strict`, as usage lines and error messages write it.
  package var synopsis: String {
    valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
  }
}

/// One positional argument of a command, such as `<file>` or `<files> ...`.
package struct PositionalSpec: Hashable, Sendable {
  /// The name the parsed value is looked up by, and its placeholder in help.
  package let name: String
  /// What the argument is, for `--help`.
  package let help: Message
  /// Whether at least one value must be given.
  package let isRequired: Bool
  /// Whether it collects every remaining value.
  package let isRepeating: Bool
  /// The only values accepted; empty when any is accepted.
  package let allowedValues: [String]
  /// What a shell completes.
  package let completion: CompletionHint

  /// Declares a positional argument.
  ///
  /// - Parameters:
  ///   - name: The name and placeholder.
  ///   - help: What it is.
  ///   - isRequired: Whether it must be given.
  ///   - isRepeating: Whether it takes all remaining values.
  ///   - allowedValues: The only values accepted, if limited.
  ///   - completion: What a shell completes; defaults to the allowed values.
  package init(
    _ name: String, help: Message, isRequired: Bool = true, isRepeating: Bool = false,
    allowedValues: [String] = [], completion: CompletionHint? = nil
  ) {
    self.name = name
    self.help = help
    self.isRequired = isRequired
    self.isRepeating = isRepeating
    self.allowedValues = allowedValues
    self.completion = completion ?? (allowedValues.isEmpty ? .none : .values(allowedValues))
  }

  /// `<file>`, `<files> ...` or `[<files> ...]`, as usage lines write it.
  package var synopsis: String {
    let core = isRepeating ? "<\(name)> ..." : "<\(name)>"
    return isRequired ? core : "[\(core)]"
  }

  /// `<file>`, as help labels and error messages write it.
  package var placeholder: String { "<\(name)>" }
}

/// The body of a command: runs with the parsed arguments, writes through the context, and
/// throws a ``CommandFailure`` for anything but success.
package typealias CommandBody =
  @Sendable (ParsedArguments, CommandContext) throws(CommandFailure) -> Void

/// A command declared as data: its name, help texts, options, positionals and either a
/// body or subcommands. Parsing, help, errors and completions are all derived from it.
package struct CommandSpec: Sendable {
  /// The name typed on the command line, such as `classify`.
  package let name: String
  /// A one-line description for `--help` and the parent's subcommand list.
  package let abstract: Message
  /// Longer help shown below the overview.
  package let discussion: Message?
  /// A hand-written usage line replacing the generated one, without the leading `Usage: `.
  package let usage: String?
  /// The named options and flags.
  package let options: [OptionSpec]
  /// The positional arguments, in order.
  package let positionals: [PositionalSpec]
  /// The commands below this one.
  package let subcommands: [CommandSpec]
  /// The subcommand run when none is named, as `classify` is for `bmi`.
  package let defaultSubcommand: String?
  /// What the command does; `nil` for a group that only holds subcommands.
  package let body: CommandBody?

  /// Declares a command that runs.
  ///
  /// - Parameters:
  ///   - name: The name typed on the command line.
  ///   - abstract: A one-line description.
  ///   - discussion: Longer help.
  ///   - usage: A usage line replacing the generated one.
  ///   - options: Named options and flags.
  ///   - positionals: Positional arguments in order.
  ///   - body: What the command does.
  package init(
    name: String, abstract: Message, discussion: Message? = nil, usage: String? = nil,
    options: [OptionSpec] = [], positionals: [PositionalSpec] = [], body: @escaping CommandBody
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.usage = usage
    self.options = options
    self.positionals = positionals
    self.subcommands = []
    self.defaultSubcommand = nil
    self.body = body
  }

  /// Declares a group of subcommands.
  ///
  /// - Parameters:
  ///   - name: The name typed on the command line.
  ///   - abstract: A one-line description.
  ///   - discussion: Longer help.
  ///   - subcommands: The commands in the group.
  ///   - defaultSubcommand: The name of the one run when none is named.
  package init(
    name: String, abstract: Message, discussion: Message? = nil, subcommands: [CommandSpec],
    defaultSubcommand: String? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.usage = nil
    self.options = []
    self.positionals = []
    self.subcommands = subcommands
    self.defaultSubcommand = defaultSubcommand
    self.body = nil
  }

  /// The subcommand with this name.
  ///
  /// - Parameter name: A subcommand name as typed.
  package func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }

  /// The option with this long name.
  ///
  /// - Parameter name: The long name without dashes.
  package func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }
}
