import BMIKit
import BMISupport

/// `bmi chart`: the height–weight chart of a standard as SVG, optionally with a person
/// marked on it.
enum ChartCommand {
  static let mark = OptionSpec.option("mark", valueName: "height,weight", help: .optionMarkHelp)
  static let units = OptionSpec.option(
    "units", help: .optionUnitsHelp, defaultValue: ChartUnits.metric.rawValue,
    allowedValues: ChartUnits.allCases.map(\.rawValue))
  static let output = OptionSpec.option(
    "output", short: "o", valueName: "file", help: .optionChartOutputHelp, completion: .file)

  static let spec = CommandSpec(
    name: "chart", abstract: .chartAbstract, discussion: .chartDiscussion,
    options: [CommonOptions.standard, CommonOptions.language, mark, units, output]
      + PersonInput.details
  ) { arguments, context throws(CommandFailure) in
    let details = try PersonInput.read(arguments)
    let standard = try CommonOptions.standard(arguments, context: context)
    guard standard.measure == .bmi else {
      throw .dataError(.chartNeedsBMI(standard.identity.id, standard.measure.rawValue))
    }
    let section = try chosenSection(of: standard, for: details)
    var chartMark: ChartMark?
    if let typed = arguments.value(mark.name) {
      chartMark = try readMark(typed, context: context)
    }
    let chartUnits = arguments.value(units.name).flatMap(ChartUnits.init(rawValue:)) ?? .metric
    let svg = BMIChart(
      standard: standard, language: context.language.tag, units: chartUnits, mark: chartMark,
      section: section
    ).svg()
    if let path = arguments.value(output.name), path != "-" {
      if let reason = ChartFileWriter.save(svg, to: path) {
        throw .ioError(.chartCannotWrite(path, reason: reason))
      }
    } else {
      context.output.write(svg)
    }
  }

  /// The section `--sex`, `--age`, `--background` or `--waist` choose; 0 for a standard
  /// without sections.
  static func chosenSection(of standard: Standard, for details: PersonInput)
    throws(CommandFailure) -> Int
  {
    guard standard.isSectioned else { return 0 }
    do throws(InputError) {
      return try standard.sectionIndex(for: details.person.inputValues)
    } catch {
      var message = Message(
        MeasurementError(error, person: details.person, standard: standard).message)
      if case .missing(let input) = error {
        message = Message.chartNeedsInput(
          standard.identity.id, "--" + PersonInput.optionName(for: input))
      }
      throw .dataError(message)
    }
  }

  /// Reads `HEIGHT,WEIGHT` as `classify` reads `--height` and `--weight`: same units, same
  /// limits, same warnings.
  static func readMark(_ typed: String, context: CommandContext) throws(CommandFailure)
    -> ChartMark
  {
    let parts = typed.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2 else { throw .dataError(.markNeedsOneComma(typed)) }
    do throws(MeasurementError) {
      let height = try Height(parsing: parts[0])
      let weight = try Weight(parsing: parts[1])
      let mark = try ChartMark(height: height, weight: weight)
      let warnings = [
        height.warning, weight.warning,
        Plausibility.warning(bodyMassIndex: mark.bodyMassIndex.value),
      ].compactMap { $0 }
      for warning in warnings { context.warn(Message(warning.message)) }
      return mark
    } catch {
      throw .dataError(Message(error.message))
    }
  }
}
