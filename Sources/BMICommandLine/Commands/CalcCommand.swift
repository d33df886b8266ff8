import BMIKit
import BMISupport

/// `bmi calc`: the BMI alone, as the seed app's 계산 button shows it.
///
/// The number is the classification's display form under the standard, so it never reads
/// as a neighbouring category (22.96 under a cut-off at 23 prints as 22.96, not 23.0). Under
/// a standard with sections, the person's section decides, so its inputs are needed too;
/// under a standard that classifies something else, the BMI is written to one decimal.
enum CalcCommand {
  static let spec = CommandSpec(
    name: "calc", abstract: .calcAbstract,
    usage:
      "bmi calc --height <height> --weight <weight> [--standard <standard>] [--format <format>]",
    options: [PersonInput.height, PersonInput.weight] + PersonInput.details + [
      CommonOptions.standard, CommonOptions.language, CommonOptions.format,
    ]
  ) { arguments, context throws(CommandFailure) in
    let input = try PersonInput.read(arguments)
    let standard = try CommonOptions.standard(arguments, context: context)
    guard let height = input.person.height, let weight = input.person.weight else {
      throw .usage(
        .missingArgument(
          input.person.height == nil ? PersonInput.height.synopsis : PersonInput.weight.synopsis))
    }
    let bmi = try PersonInput.measured { () throws(MeasurementError) in
      try BMIMeasurement.bodyMassIndex(height: height, weight: weight)
    }
    let display: String
    if standard.measure == .bmi, !standard.isDelegating {
      display = try input.classify(by: standard).displayValue
    } else {
      display = bmi.value.rounded(toDecimals: 1, mode: .halfUp).formatted(decimals: 1)
    }
    for warning in input.warnings { context.warn(Message(warning.message)) }
    if CommonOptions.wantsJSON(arguments) {
      let document = JSONValue.object([
        ("exact", .string(bmi.value.fractionDescription)),
        ("display", .string(display)),
        ("standard", .string(standard.identity.id)),
      ])
      context.output.write(document.rendered)
    } else {
      context.output.write(display + "\n")
    }
  }
}
