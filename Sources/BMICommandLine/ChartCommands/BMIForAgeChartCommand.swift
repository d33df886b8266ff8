import BMIKit
import BMISupport

/// `bmi chart` for a BMI-for-age standard: the reference's curves by age for `--sex` (both
/// sexes without it), and the child given by `--age` with `--bmi`, `--height` and
/// `--weight`, or `--mark HEIGHT,WEIGHT`.
enum BMIForAgeChartCommand {
  /// Lays out the chart the command line asks for, refusing what it cannot draw.
  static func chart(
    of standard: Standard, details: PersonInput, arguments: ParsedArguments,
    context: CommandContext
  ) throws(CommandFailure) -> BMIForAgeChart {
    var person = details.person
    if let typed = arguments.value(ChartCommand.mark.name) {
      if person.bodyMassIndex != nil || person.height != nil || person.weight != nil {
        throw .usage(.chartMarkTwice)
      }
      let measured = try ChartCommand.readMark(typed, context: context)
      person.height = measured.height
      person.weight = measured.weight
    } else {
      for warning in details.warnings { context.warn(Message(warning.message)) }
    }
    var mark: BMIForAgeChartMark?
    let measured = person.bodyMassIndex != nil || person.height != nil || person.weight != nil
    if measured || person.age != nil {
      guard let age = person.age else { throw .usage(.chartChildNeedsAge) }
      guard let sex = person.sex else { throw .usage(.chartChildNeedsSex) }
      let input = PersonInput(person: person, warnings: [])
      try input.requireMeasurements(for: standard)
      // The category, and every refusal of the child (an age outside the reference), as
      // classify gives them.
      let classification = try input.classify(by: standard)
      if let height = person.height, let weight = person.weight {
        mark = try PersonInput.measured { () throws(MeasurementError) in
          try BMIForAgeChartMark(sex: sex, age: age, height: height, weight: weight)
        }
      } else if let bmi = person.bodyMassIndex ?? classification.bmi {
        mark = BMIForAgeChartMark(sex: sex, age: age, bodyMassIndex: bmi)
      }
    }
    do throws(BMIForAgeChartError) {
      return try BMIForAgeChart(
        standard: standard, language: context.language.tag, sex: person.sex, mark: mark)
    } catch {
      throw .dataError(.chartNotDrawn(standard.identity.id, code: error.code))
    }
  }
}
