import BMIKit
import BMISupport

/// `bmi` with no measurements on a terminal: the seed app's screen as a conversation. Asks
/// for exactly what the standard needs (the height and weight, then a waist, sex, age or
/// background when the standard depends on them and no option gave it; Return moves on),
/// asks again with the reason on bad input, then shows the result; `q` or Ctrl-D ends it.
/// Lines are edited with libedit where the package was built with it (← → move, ↑ ↓
/// recall earlier answers).
enum InteractiveSession {
  /// What the session is started with: `bmi --standard ksso --lang ko --sex female`.
  struct Settings {
    /// The standard's name as given, or `nil` for `BMI_STANDARD` or the default.
    var standardName: String?
    /// What the options said of the person (sex, age, background), not asked again.
    var person = Person()
  }

  /// The options a session takes.
  static let optionNames: Set<String> = [
    CommonOptions.standard.name, CommonOptions.language.name, PersonInput.sex.name,
    PersonInput.age.name, PersonInput.background.name,
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
      person: try PersonInput.read(arguments).person)
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
    var reachedEnd = false
    session: while true {
      var person = settings.person
      var warnings: [MeasurementWarning] = []
      var typed: [InputName: String] = [:]
      for input in standard.requiredInputs where !person.has(input) {
        guard
          ask(
            input, of: standard, into: &person, warnings: &warnings, typed: &typed,
            context: context, reachedEnd: &reachedEnd)
        else { break session }
      }
      if let height = person.height, let weight = person.weight {
        do throws(MeasurementError) {
          let bmi = try bodyMassIndex(height: height, weight: weight)
          warnings += [Plausibility.warning(bodyMassIndex: bmi.value)].compactMap { $0 }
        } catch {
          context.errors.write(context.text(Message(error.message)) + "\n")
          context.errors.flush()
          continue
        }
      }
      let classification: Classification
      do throws(MeasurementError) {
        classification = try standard.classify(person)
      } catch {
        context.errors.write(context.text(Message(error.message)) + "\n")
        context.errors.flush()
        continue
      }
      if let height = typed[.height], let weight = typed[.weight],
        let note = WeightUnitGuess.note(height: height, weight: weight)
      {
        context.warn(note)
      }
      // A child under a BMI-for-age standard gets WHO's flag, not the adult limits.
      warnings = MeasurementWarning.adjusted(warnings, for: classification)
      for warning in warnings { context.warn(Message(warning.message)) }
      context.errors.flush()
      let report = ClassificationOutput(
        person: person, classification: classification, standard: standard, warnings: warnings)
      output.write(report.text(in: context.language, colour: context.colorsOutput) + "\n")
    }
    // Ctrl-D leaves the cursor after the prompt; `q` and Return already ended the line.
    if reachedEnd { output.write("\n") }
    return .success
  }

  /// Asks for one input and stores it in `person`; `false` for `q` or the end of input.
  private static func ask(
    _ input: InputName, of standard: Standard, into person: inout Person,
    warnings: inout [MeasurementWarning], typed: inout [InputName: String],
    context: CommandContext, reachedEnd: inout Bool
  ) -> Bool {
    switch input {
    case .height:
      guard
        let value = ask(
          .promptHeight, context: context, reachedEnd: &reachedEnd,
          read: { (text) throws(MeasurementError) in
            typed[.height] = text
            return try Height(parsing: text)
          })
      else { return false }
      person.height = value
      warnings += [value.warning].compactMap { $0 }
    case .weight:
      guard
        let value = ask(
          .promptWeight, context: context, reachedEnd: &reachedEnd,
          read: { (text) throws(MeasurementError) in
            typed[.weight] = text
            return try Weight(parsing: text)
          })
      else { return false }
      person.weight = value
      warnings += [value.warning].compactMap { $0 }
    case .waist:
      guard
        let value = ask(
          .promptWaist, context: context, reachedEnd: &reachedEnd,
          read: { (text) throws(MeasurementError) in try Waist(parsing: text) })
      else { return false }
      person.waist = value
      warnings += [value.warning].compactMap { $0 }
    case .sex:
      guard
        let value = ask(
          .promptSex, context: context, reachedEnd: &reachedEnd,
          read: { (text) throws(MeasurementError) in try Sex(parsing: text) })
      else { return false }
      person.sex = value
    case .age:
      guard
        let value = ask(
          .promptAge, context: context, reachedEnd: &reachedEnd,
          read: { (text) throws(MeasurementError) in try Age(parsing: text) })
      else { return false }
      person.age = value
    case .background:
      var values: [String] = []
      if case .values(let declared)? = standard.inputs.first(where: { $0.name == .background })?
        .domain
      {
        values = declared
      }
      guard
        let value = ask(
          .promptBackground(values), context: context, reachedEnd: &reachedEnd,
          read: { (text) throws(MeasurementError) in try Background.word(parsing: text) })
      else { return false }
      person.background = value
    }
    return true
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

extension Person {
  /// Whether the person already has `input`, given as an option when the session started.
  fileprivate func has(_ input: InputName) -> Bool {
    switch input {
    case .height: height != nil
    case .weight: weight != nil
    case .waist: waist != nil
    case .sex: sex != nil
    case .age: age != nil
    case .background: background != nil
    }
  }
}
