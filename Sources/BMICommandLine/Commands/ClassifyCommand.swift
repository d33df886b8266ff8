import BMIKit
import BMISupport

/// `bmi classify`: the category of a person or of a BMI under a standard.
enum ClassifyCommand {
  /// `--format`: text, JSON, or a FHIR R4 Bundle.
  static let format = OptionSpec.option(
    "format", help: .optionClassifyFormatHelp, defaultValue: "text",
    allowedValues: ["text", "json", "fhir"])

  static let spec = CommandSpec(
    name: "classify", abstract: .classifyAbstract, discussion: .classifyDiscussion,
    usage:
      "bmi classify (--height <height> --weight <weight> | --bmi <bmi>) [--waist <waist>] [--sex <sex>] [--age <age> | --birth-date <date> --date <date>] [--measured <measured>] [--gestation <gestation>] [--background <background>] [--standard <standard>] [--lang <lang>] [--format <format>]",
    options: [PersonInput.height, PersonInput.weight, PersonInput.bmi]
      + PersonInput.classifyDetails + [
        PersonInput.measured, PersonInput.gestation, CommonOptions.standard, CommonOptions.language,
        format,
        FHIROptions.patient,
      ]
  ) { arguments, context throws(CommandFailure) in
    let wantsFHIR = arguments.value(format.name) == "fhir"
    // `--date` (PersonInput.date) is also the FHIR observation's time.
    let input = try PersonInput.read(arguments, dateMayStandAlone: wantsFHIR)
    if !wantsFHIR { try FHIROptions.requireFHIR(arguments, format: "fhir") }
    let fhirOptions = wantsFHIR ? try FHIROptions.read(arguments, context: context) : nil
    let standard = try CommonOptions.standard(arguments, context: context)
    try input.requireMeasurements(for: standard)
    let classification = try input.classify(by: standard)
    // A child under a BMI-for-age standard gets WHO's flag, not the adult limits.
    let warnings = MeasurementWarning.adjusted(input.warnings, for: classification)
    let report = ClassificationOutput(
      person: input.person, classification: classification, standard: standard,
      warnings: warnings)
    for note in input.notes { context.warn(note) }
    if let note = BMIScopeNote.note(classification, standard) { context.warn(note) }
    for warning in warnings { context.warn(Message(warning.message)) }
    if let fhirOptions {
      context.output.write(report.fhir(options: fhirOptions).rendered)
    } else if CommonOptions.wantsJSON(arguments) {
      context.output.write(report.json(in: context.language).rendered)
    } else {
      context.output.write(report.text(in: context.language, colour: context.colorsOutput))
    }
  }
}
