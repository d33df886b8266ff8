import BMIKit
import BMISupport

/// The measurements of `classify` and `calc`: `--height` with `--weight`, or `--bmi`,
/// read, checked for plausibility, and turned into an exact BMI.
struct PersonInput {
  let input: ClassificationOutput.Input
  let bodyMassIndex: BodyMassIndex
  let warnings: [MeasurementWarning]

  static let height = OptionSpec.option("height", help: .optionHeightHelp)
  static let weight = OptionSpec.option("weight", help: .optionWeightHelp)
  static let bmi = OptionSpec.option("bmi", help: .optionBMIHelp)

  /// Reads the measurements.
  ///
  /// - Parameters:
  ///   - arguments: The parsed command line.
  ///   - allowsBMI: Whether the command also takes `--bmi` (for the missing-option message).
  /// - Throws: A usage error (64) when the options do not fit together, a data error (65)
  ///   for a value that is malformed, ambiguous or impossible.
  static func read(_ arguments: ParsedArguments, allowsBMI: Bool = true) throws(CommandFailure)
    -> PersonInput
  {
    let heightText = arguments.value(height.name)
    let weightText = arguments.value(weight.name)
    if let bmiText = arguments.value(bmi.name) {
      guard heightText == nil && weightText == nil else {
        throw .usage(.bothBMIAndMeasurements)
      }
      let value = try measured { () throws(MeasurementError) in
        try MeasurementParser.bodyMassIndex(bmiText)
      }
      // A possible BMI is positive, so it always makes a BodyMassIndex.
      guard let bodyMassIndex = BodyMassIndex(value) else {
        throw .dataError(Message(MeasurementError.impossible(.bmi, value: value).message))
      }
      let warnings = [Plausibility.warning(bodyMassIndex: value)].compactMap { $0 }
      return PersonInput(
        input: .bodyMassIndex(value), bodyMassIndex: bodyMassIndex, warnings: warnings)
    }
    guard let heightText, let weightText else {
      if heightText == nil && weightText == nil && allowsBMI {
        throw .usage(.missingOneOf(["\(height.synopsis) \(weight.synopsis)", bmi.synopsis]))
      }
      throw .usage(.missingArgument(heightText == nil ? height.synopsis : weight.synopsis))
    }
    let height = try measured { () throws(MeasurementError) in try Height(parsing: heightText) }
    let weight = try measured { () throws(MeasurementError) in try Weight(parsing: weightText) }
    let bmi = try measured { () throws(MeasurementError) in
      try BMIMeasurement.bodyMassIndex(height: height, weight: weight)
    }
    let warnings = [
      height.warning, weight.warning, Plausibility.warning(bodyMassIndex: bmi.value),
    ].compactMap { $0 }
    return PersonInput(
      input: .measurements(height: height, weight: weight), bodyMassIndex: bmi,
      warnings: warnings)
  }

  /// Runs a measurement reading, turning its error into exit 65.
  private static func measured<T>(_ body: () throws(MeasurementError) -> T) throws(CommandFailure)
    -> T
  {
    do throws(MeasurementError) {
      return try body()
    } catch {
      throw .dataError(Message(error.message))
    }
  }
}
