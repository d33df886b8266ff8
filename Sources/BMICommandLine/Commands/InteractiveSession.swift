import BMIKit
import BMISupport

/// `bmi` with no measurements on a terminal: the seed app's screen as a conversation. Asks
/// for the height, then the weight (Return moves on), asks again with the reason on bad
/// input, then shows the BMI and category; `q` or Ctrl-D ends it. Lines are edited with
/// libedit where the package was built with it (← → move, ↑ ↓ recall earlier answers).
enum InteractiveSession {
  /// What the session is started with: `bmi --standard ksso --lang ko --age 40`.
  struct Settings {
    /// The standard's name as given, or `nil` for `BMI_STANDARD` or the default.
    var standardName: String?
    /// The person's age, for the standard's population warning.
    var age: Int?
  }

  /// The options a session takes; `--sex` joins them with the standards that use it.
  static let optionNames: Set<String> = [
    CommonOptions.standard.name, CommonOptions.language.name, ClassifyCommand.age.name,
  ]

  /// The settings of `bmi` run with only session options on a terminal, or `nil` when the
  /// command line asks for something else (measurements, another format, a subcommand).
  ///
  /// - Parameters:
  ///   - words: The command line without the program name.
  ///   - path: The command the parser chose.
  ///   - arguments: What it parsed.
  ///   - context: Whether standard input is a terminal.
  static func settings(
    words: [String], path: [CommandSpec], arguments: ParsedArguments, context: CommandContext
  ) throws(CommandFailure) -> Settings? {
    guard context.terminal.input, path.count == 1 || path.last?.name == ClassifyCommand.spec.name,
      words.first != ClassifyCommand.spec.name,
      !arguments.givenOptionNames.isEmpty, arguments.givenOptionNames.isSubset(of: optionNames)
    else { return nil }
    return Settings(
      standardName: arguments.value(CommonOptions.standard.name),
      age: try ClassifyCommand.readAge(arguments))
  }

  /// Runs the session, or explains how to call `bmi` when standard input is no terminal.
  ///
  /// - Parameters:
  ///   - context: The run's streams; ``CommandContext/input`` supplies the typed lines.
  ///   - root: The command tree, for the usage line.
  ///   - settings: The options it was started with.
  static func start(context: CommandContext, root: CommandSpec, settings: Settings = Settings())
    -> ExitCode
  {
    guard context.terminal.input else {
      BMICommand.report(
        .usage(.noInputGiven), usage: [root, ClassifyCommand.spec], context: context)
      return .usage
    }
    let standard: Standard
    do {
      standard = try StandardResolver.resolve(settings.standardName, context: context)
    } catch {
      BMICommand.report(error, usage: nil, context: context)
      return error.exitCode
    }
    let output = context.output
    output.write(
      context.text(
        .interactiveBanner(ClassificationOutput.standardLine(standard, context.language)))
        + "\n")
    if let age = settings.age {
      ClassifyCommand.warnAboutPopulation(standard, age: age, context: context)
      context.errors.flush()
    }
    var reachedEnd = false
    while true {
      guard
        let height = ask(
          .promptHeight, context: context, reachedEnd: &reachedEnd,
          read: { (text) throws(MeasurementError) in try Height(parsing: text) })
      else { break }
      guard
        let weight = ask(
          .promptWeight, context: context, reachedEnd: &reachedEnd,
          read: { (text) throws(MeasurementError) in try Weight(parsing: text) })
      else { break }
      let bmi: BodyMassIndex
      do throws(MeasurementError) {
        bmi = try bodyMassIndex(height: height, weight: weight)
      } catch {
        context.errors.write(context.text(Message(error.message)) + "\n")
        context.errors.flush()
        continue
      }
      let warnings = [
        height.warning, weight.warning, Plausibility.warning(bodyMassIndex: bmi.value),
      ].compactMap { $0 }
      for warning in warnings { context.warn(Message(warning.message)) }
      context.errors.flush()
      let report = ClassificationOutput(
        input: .measurements(height: height, weight: weight),
        classification: standard.classify(bmi), standard: standard, warnings: warnings)
      output.write(report.text(in: context.language, colour: context.colorsOutput) + "\n")
    }
    // Ctrl-D leaves the cursor after the prompt; `q` and Return already ended the line.
    if reachedEnd { output.write("\n") }
    return .success
  }

  /// Asks until the answer reads, or returns `nil` for `q` or the end of input (and then
  /// sets `reachedEnd`).
  private static func ask<Value>(
    _ prompt: Message, context: CommandContext, reachedEnd: inout Bool,
    read: (String) throws(MeasurementError) -> Value
  ) -> Value? {
    while true {
      let promptText = context.text(prompt) + " "
      if !context.input.showsPrompt { context.output.write(promptText) }
      context.output.flush()
      guard let line = context.input.readLine(prompt: promptText) else {
        reachedEnd = true
        return nil
      }
      let answer = line.trimmingSpaces
      // `ㅂ` is what the q key types while a Korean input method is on.
      if ["q", "quit", "exit", "ㅂ"].contains(answer.lowercased()) { return nil }
      if !answer.isEmpty { context.input.remember(answer) }
      if answer.isEmpty {
        context.errors.write(context.text(.interactiveEmpty) + "\n")
        context.errors.flush()
        continue
      }
      do throws(MeasurementError) {
        return try read(answer)
      } catch {
        context.errors.write(context.text(Message(error.message)) + "\n")
        context.errors.flush()
      }
    }
  }
}
