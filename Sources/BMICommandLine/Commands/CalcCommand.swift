import BMIKit
import BMISupport

/// `bmi calc`: the BMI alone, as the seed app's 계산 button shows it.
///
/// The number is the classification's display form under the standard, so it never reads
/// as a neighbouring category (22.96 under a cut-off at 23 prints as 22.96, not 23.0).
enum CalcCommand {
  static let spec = CommandSpec(
    name: "calc", abstract: .calcAbstract,
    usage:
      "bmi calc --height <height> --weight <weight> [--standard <standard>] [--format <format>]",
    options: [
      PersonInput.height, PersonInput.weight, CommonOptions.standard, CommonOptions.language,
      CommonOptions.format,
    ]
  ) { arguments, context throws(CommandFailure) in
    let person = try PersonInput.read(arguments, allowsBMI: false)
    let standard = try CommonOptions.standard(arguments, context: context)
    let classification = standard.classify(person.bodyMassIndex)
    for warning in person.warnings { context.warn(Message(warning.message)) }
    if CommonOptions.wantsJSON(arguments) {
      let document = JSONValue.object([
        ("exact", .string(person.bodyMassIndex.value.fractionDescription)),
        ("display", .string(classification.displayBMI)),
        ("standard", .string(standard.identity.id)),
      ])
      context.output.write(document.rendered)
    } else {
      context.output.write(classification.displayBMI + "\n")
    }
  }
}
