import BMIKit
import BMISupport

/// `bmi` with no arguments on a terminal: the seed app's screen as a conversation. Asks for
/// the height, then the weight (Return moves on), asks again with the reason on bad input,
/// then shows the BMI and category; `q` or Ctrl-D ends it.
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
