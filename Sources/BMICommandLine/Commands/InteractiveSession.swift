import BMIKit
import BMISupport

/// `bmi` with no arguments on a terminal: the seed app's screen as a conversation. Asks for
/// exactly what the standard needs (the height and weight, then a waist, sex, age or
/// background when the standard depends on them; Return moves on), asks again with the
/// reason on bad input, then shows the result; `q` or Ctrl-D ends it.
enum InteractiveSession {
  /// Runs the session, or explains how to call `bmi` when standard input is no terminal.
  ///
  /// - Parameters:
  ///   - context: The run's streams; ``CommandContext/input`` supplies the typed lines.
  ///   - root: The command tree, for the usage line.
  static func start(context: CommandContext, root: CommandSpec) -> ExitCode {
    guard context.terminal.input else {
      BMICommand.report(
        .usage(.noInputGiven), usage: [root, ClassifyCommand.spec], context: context)
      return .usage
    }
    let standard: Standard
    do {
      standard = try StandardResolver.resolve(nil, context: context)
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
      var person = Person()
      var warnings: [MeasurementWarning] = []
      for input in standard.requiredInputs {
        guard
          ask(
            input, of: standard, into: &person, warnings: &warnings, context: context,
            reachedEnd: &reachedEnd)
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
    warnings: inout [MeasurementWarning], context: CommandContext, reachedEnd: inout Bool
  ) -> Bool {
    switch input {
    case .height:
      guard
        let value = ask(
          .promptHeight, context: context, reachedEnd: &reachedEnd,
          read: { (text) throws(MeasurementError) in try Height(parsing: text) })
      else { return false }
      person.height = value
      warnings += [value.warning].compactMap { $0 }
    case .weight:
      guard
        let value = ask(
          .promptWeight, context: context, reachedEnd: &reachedEnd,
          read: { (text) throws(MeasurementError) in try Weight(parsing: text) })
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
      context.output.write(context.text(prompt) + " ")
      context.output.flush()
      guard let line = context.input.readLine() else {
        reachedEnd = true
        return nil
      }
      let answer = line.trimmingSpaces
      // `ㅂ` is what the q key types while a Korean input method is on.
      if ["q", "quit", "exit", "ㅂ"].contains(answer.lowercased()) { return nil }
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
