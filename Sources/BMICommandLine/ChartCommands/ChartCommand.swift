import BMIKit
import BMIPlatform
import BMISupport

/// `bmi chart`: the height–weight chart of a standard as SVG, optionally with a person
/// marked on it; for a BMI-for-age standard, its growth chart (``BMIForAgeChartCommand``).
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
      + [PersonInput.height, PersonInput.weight, PersonInput.bmi] + PersonInput.details
  ) { arguments, context throws(CommandFailure) in
    // Some 30 KB of SVG scroll past unread on a terminal; `-o -` asks for it anyway.
    guard arguments.value(output.name) != nil || !context.terminal.output else {
      throw .usage(.chartNotToTerminal)
    }
    let details = try PersonInput.read(arguments)
    let standard = try CommonOptions.standard(arguments, context: context)
    if standard.isDelegating {
      throw .usage(.delegatingNotFollowed(standard, command: "bmi chart"))
    }
    if standard.measure.isBMIForAge {
      let chart = try BMIForAgeChartCommand.chart(
        of: standard, details: details, arguments: arguments, context: context)
      try write(chart.svg(), arguments: arguments, context: context)
      return
    }
    let person = details.person
    guard person.height == nil && person.weight == nil && person.bodyMassIndex == nil else {
      throw .usage(.chartMeasurementsNeedBMIForAge)
    }
    guard standard.measure == .bmi else {
      throw .dataError(.chartNeedsBMI(standard.identity.id, standard.measure.rawValue))
    }
    let section = try chosenSection(of: standard, for: details)
    var chartMark: ChartMark?
    if let typed = arguments.value(mark.name) {
      chartMark = try readMark(typed, context: context)
    }
    let chartUnits = arguments.value(units.name).flatMap(ChartUnits.init(rawValue:)) ?? .metric
    let chart: BMIChart
    do throws(BMIChartError) {
      chart = try BMIChart(
        standard: standard, language: context.language.tag, units: chartUnits, mark: chartMark,
        section: section)
    } catch {
      // The measure and the section were checked above; this keeps the words if not.
      throw .dataError(Message(en: error.message(for: "en"), ko: error.message(for: "ko")))
    }
    let svg = chart.svg()
    try write(svg, arguments: arguments, context: context)
  }

  /// Writes the SVG to the file `--output` names, or to standard output for `-o -` or none.
  static func write(_ svg: String, arguments: ParsedArguments, context: CommandContext)
    throws(CommandFailure)
  {
    if let path = arguments.value(output.name), path != "-" {
      try save(svg, to: path)
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

  /// Writes the chart with the one output writer `batch -o` uses too: a file replaced
  /// whole, a device or FIFO written to directly.
  static func save(_ svg: String, to path: String) throws(CommandFailure) {
    do throws(OutputFileError) {
      let file = try OutputFile(path: path)
      let failure = Array(svg.utf8).withUnsafeBytes { buffer -> OutputFileError? in
        do throws(OutputFileError) {
          try file.write(buffer)
          return nil
        } catch {
          return error
        }
      }
      do throws(OutputFileError) {
        if let failure { throw failure }
        try file.commit()
      } catch {
        file.discard()
        throw error
      }
    } catch {
      throw .ioError(.chartCannotWrite(path, reason: reason(error)))
    }
  }

  /// The system's words for why an output failed.
  private static func reason(_ error: OutputFileError) -> String {
    let code: Int32
    switch error {
    case .createFailed(let failed), .writeFailed(let failed): code = failed
    case .interrupted: code = EINTR
    }
    return strerror(code).map { String(cString: $0) } ?? "error \(code)"
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
