import BMIKit
import BMIPlatform
import BMISupport

/// The `bmi` command: parses the command line, runs one command, reports errors in one
/// place, and returns the exit code.
package enum BMICommand {
  /// The version `bmi --version` prints (``BMIKitVersion``).
  package static let version = BMIKitVersion.string

  /// Runs the command in this process, on the process's streams and environment.
  ///
  /// - Parameter arguments: `CommandLine.arguments`, program name first.
  /// - Returns: The exit status.
  package static func main(arguments: [String], environment: [String: String]) -> Int32 {
    InterruptCleanup.letQuitEndTheProcess()
    let output = FileDescriptorSink(descriptor: STDOUT_FILENO)
    let errors = FileDescriptorSink(descriptor: STDERR_FILENO)
    let terminal = TerminalState(
      input: isatty(STDIN_FILENO) == 1, output: isatty(STDOUT_FILENO) == 1,
      error: isatty(STDERR_FILENO) == 1)
    let input = StandardInputLines(
      allowsEditing: terminal.input && terminal.output && environment["TERM"] != "dumb")
    let context = CommandContext(
      environment: environment, output: output, errors: errors, input: input,
      terminal: terminal)
    return run(arguments: arguments, context: context).rawValue
  }

  /// Runs the command with the given streams; what tests call.
  ///
  /// - Parameters:
  ///   - arguments: The command line, program name first.
  ///   - context: Streams, environment and terminal state.
  /// - Returns: The exit status.
  package static func run(arguments: [String], context: CommandContext) -> ExitCode {
    let words = Array(arguments.dropFirst())
    let context = context.with(language: requestedLanguage(in: words) ?? context.language)
    var code = dispatch(words, context: context)
    if !context.output.flush() {
      code = .ioError
      report(.ioError(.outputFailed), usage: nil, context: context)
    }
    context.errors.flush()
    return code
  }

  private static func dispatch(_ words: [String], context: CommandContext) -> ExitCode {
    let root = CommandRegistry.root
    if words.isEmpty {
      return InteractiveSession.start(context: context, root: root)
    }
    switch CommandParser.parse(words, root: root) {
    case .help(let path):
      context.output.write(HelpGenerator.help(for: path, language: context.language))
      return .success
    case .version:
      context.output.write(version + "\n")
      return .success
    case .failure(let error, let path):
      report(.usage(error.message), usage: path, context: context)
      return .usage
    case .run(let path, let arguments):
      do {
        if let settings = try InteractiveSession.settings(
          words: words, path: path, arguments: arguments, context: context)
        {
          return InteractiveSession.start(context: context, root: root, settings: settings)
        }
      } catch {
        report(error, usage: path, context: context)
        return error.exitCode
      }
      guard let body = path.last?.body else {
        report(.usage(.missingSubcommand), usage: path, context: context)
        return .usage
      }
      do {
        try body(arguments, context)
        return .success
      } catch {
        report(error, usage: path, context: context)
        return error.exitCode
      }
    }
  }

  /// Writes a failure to standard error: `Error: …`, then for usage errors the usage line
  /// and where to find help, as swift-argument-parser does.
  static func report(_ failure: CommandFailure, usage path: [CommandSpec]?, context: CommandContext)
  {
    guard let message = failure.message else { return }
    let prefix = Style.error.apply(context.text(.errorPrefix), when: context.colorsErrors)
    var text = prefix + " " + context.text(message) + "\n"
    if failure.showsUsage, let path {
      text += context.text(.usagePrefix) + " " + HelpGenerator.usage(for: path) + "\n"
      text += "  " + context.text(.seeHelp(path.map(\.name).joined(separator: " "))) + "\n"
    }
    context.errors.write(text)
  }

  /// The language `--lang` asks for, read before parsing so that parse errors are already
  /// in it; `nil` when absent or not supported (the parser then reports it).
  private static func requestedLanguage(in words: [String]) -> DisplayLanguage? {
    var requested: String?
    var index = 0
    while index < words.count, words[index] != "--" {
      if words[index] == "--lang", index + 1 < words.count {
        requested = words[index + 1]
        index += 1
      } else if words[index].hasPrefix("--lang=") {
        requested = String(words[index].dropFirst("--lang=".count))
      }
      index += 1
    }
    guard let requested, DisplayLanguage.supportedTags.contains(requested) else { return nil }
    return DisplayLanguage(tag: requested)
  }
}
