import BMIKit

/// `bmi completions bash|zsh|fish`: prints a completion script for the shell.
enum CompletionsCommand {
  static let spec = CommandSpec(
    name: "completions", abstract: .completionsAbstract, discussion: .completionsDiscussion,
    options: [CommonOptions.language],
    positionals: [
      PositionalSpec(
        "shell", help: .argumentShellHelp, allowedValues: Shell.allCases.map(\.rawValue))
    ]
  ) { arguments, context throws(CommandFailure) in
    guard let name = arguments.positional("shell"), let shell = Shell(rawValue: name) else {
      return
    }
    context.output.write(
      CompletionScript.script(for: shell, root: CommandRegistry.root, language: context.language))
  }
}
