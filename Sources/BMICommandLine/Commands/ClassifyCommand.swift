import BMIKit
import BMISupport

/// `bmi classify`: the category of a person or of a BMI under a standard.
enum ClassifyCommand {
  static let age = OptionSpec.option("age", help: .optionAgeHelp)
  static let format = OptionSpec.option(
    "format", help: .optionClassifyFormatHelp, defaultValue: "text",
    allowedValues: ["text", "json", "fhir"])

  static let spec = CommandSpec(
    name: "classify", abstract: .classifyAbstract, discussion: .classifyDiscussion,
    usage:
      "bmi classify (--height <height> --weight <weight> | --bmi <bmi>) [--standard <standard>] [--age <age>] [--lang <lang>] [--format <format>]",
    options: [
      PersonInput.height, PersonInput.weight, PersonInput.bmi, CommonOptions.standard, age,
      CommonOptions.language, format, FHIROptions.date, FHIROptions.patient,
    ]
  ) { arguments, context throws(CommandFailure) in
    let person = try PersonInput.read(arguments)
    let wantsFHIR = arguments.value(format.name) == "fhir"
    if !wantsFHIR { try FHIROptions.requireFHIR(arguments, format: "fhir") }
    let fhirOptions = wantsFHIR ? try FHIROptions.read(arguments, context: context) : nil
    let ageInYears = try readAge(arguments)
    let standard = try CommonOptions.standard(arguments, context: context)
    let classification = standard.classify(person.bodyMassIndex)
    let report = ClassificationOutput(
      input: person.input, classification: classification, standard: standard,
      warnings: person.warnings)
    for warning in person.warnings { context.warn(Message(warning.message)) }
    if let ageInYears { warnAboutPopulation(standard, age: ageInYears, context: context) }
    if let fhirOptions {
      context.output.write(report.fhir(options: fhirOptions).rendered)
    } else if CommonOptions.wantsJSON(arguments) {
      context.output.write(report.json(in: context.language).rendered)
    } else {
      context.output.write(report.text(in: context.language, colour: context.colorsOutput))
    }
  }

  /// `--age`, whole years from 0 to 150.
  static func readAge(_ arguments: ParsedArguments) throws(CommandFailure) -> Int? {
    guard let text = arguments.value(age.name) else { return nil }
    guard let years = Int(text.trimmingSpaces), (0...150).contains(years) else {
      throw .usage(.invalidAge(text))
    }
    return years
  }

  /// Warns when the standard's population leaves out a person of this age.
  static func warnAboutPopulation(_ standard: Standard, age: Int, context: CommandContext) {
    guard let population = standard.population, !population.includes(age: age) else { return }
    let ages = Message.ageRange(minimum: population.minimumAge, maximum: population.maximumAge)
    context.warn(.ageOutsidePopulation(standard.identity.id, ages: ages, age: age))
  }
}
