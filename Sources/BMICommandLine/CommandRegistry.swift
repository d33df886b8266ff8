import BMIKit
import BMISupport

// The commands of `bmi`, in the order `bmi --help` lists them.
//
// How to add a command:
//   1. Write one file (under your folder, e.g. `Batch/BatchCommand.swift`) with
//        enum BatchCommand {
//          static let spec = CommandSpec(
//            name: "batch", abstract: .batchAbstract,          // a `Message` (English + Korean)
//            options: [.option("output", short: "o", help: …), CommonOptions.standard, …],
//            positionals: [PositionalSpec("file", help: …, isRequired: false)]
//          ) { arguments, context throws(CommandFailure) in
//            … arguments.value("output"), arguments.positional("file") …
//            context.output.write(…)   // data;  context.warn(…) / context.errors for the rest
//            throw .dataError(…)       // or .usage / .notFound / .ioError / CommandFailure(…)
//          }
//        }
//      Help, usage errors, completions and the man page's option list come from the spec.
//      Put your messages in a `Message` extension next to your command (both languages).
//   2. Add one line to `commands` (or to `standardsSubcommands` for `bmi standards …`).

/// Every command `bmi` knows, in one place.
enum CommandRegistry {
  /// The top-level commands; `classify` runs when none is named.
  static let commands: [CommandSpec] = [
    ClassifyCommand.spec,
    CalcCommand.spec,
    StandardsCommand.spec,
    ChartCommand.spec,
    BatchCommand.spec,
    CompletionsCommand.spec,
  ]

  /// The commands under `bmi standards`.
  static let standardsSubcommands: [CommandSpec] = [
    StandardsListCommand.spec,
    StandardsShowCommand.spec,
    StandardsCheckCommand.spec,
    StandardsTestCommand.spec,
    StandardsExamplesCommand.spec,
    StandardsInitCommand.spec,
    StandardsDiffCommand.spec,
  ]

  /// `bmi` itself.
  static let root = CommandSpec(
    name: "bmi", abstract: .rootAbstract, discussion: .rootDiscussion, subcommands: commands,
    defaultSubcommand: ClassifyCommand.spec.name)
}
