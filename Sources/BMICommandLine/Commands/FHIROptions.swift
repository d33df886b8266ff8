import BMIKit
import BMISupport

/// The options of FHIR output, shared by `classify --format fhir` and
/// `batch --format fhir-ndjson`: when the measurements were taken, and of whom.
enum FHIROptions {
  /// `--date <date>`: a FHIR date or date-time; by default now.
  static let date = OptionSpec.option("date", help: .optionFHIRDateHelp)
  /// `--patient <id>`: the patient's FHIR id, written as the subject.
  static let patient = OptionSpec.option("patient", valueName: "id", help: .optionPatientHelp)

  /// The FHIR options of a run.
  ///
  /// - Parameters:
  ///   - arguments: The parsed arguments of a command that declares ``date`` (and perhaps
  ///     ``patient``).
  ///   - context: The run's language.
  /// - Throws: A usage error for a date that is no FHIR `dateTime` or an id that is no FHIR
  ///   id.
  static func read(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure)
    -> FHIRClassification.Options
  {
    var options = FHIRClassification.Options(language: context.language.tag)
    if let text = arguments.value(date.name) {
      guard let value = FHIRDateTime(text.trimmingSpaces) else {
        throw .usage(.invalidFHIRDate(text))
      }
      options.effective = value
    }
    if let text = arguments.value(patient.name) {
      guard FHIRClassification.isValidID(text) else { throw .usage(.invalidPatientID(text)) }
      options.patientID = text
    }
    return options
  }

  /// Refuses `--date` and `--patient` when the output is not FHIR, where they would be lost.
  ///
  /// - Parameters:
  ///   - arguments: The parsed arguments.
  ///   - format: The format the FHIR output is asked for with.
  static func requireFHIR(_ arguments: ParsedArguments, format: String) throws(CommandFailure) {
    // `classify --birth-date … --date …` uses the date for the age, FHIR or not.
    let dateGivesAge = arguments.isGiven(PersonInput.birthDate.name)
    for option in [date, patient]
    where arguments.isGiven(option.name) && !(option.name == date.name && dateGivesAge) {
      throw .usage(.optionNeedsFHIR(option.name, format: format))
    }
  }
}
