import BMIKit
import BMISupport

/// What `classify`, `calc` and the chart's mark are told about a person: `--height` with
/// `--weight`, or `--bmi`, and `--waist`, `--sex`, `--age`, `--background`; each read,
/// checked for plausibility, and turned into a ``Person``.
struct PersonInput {
  let person: Person
  let warnings: [MeasurementWarning]
  /// What the reading of the values assumed, said on standard error: a weight without a
  /// unit beside a height in feet and inches is read as kilograms.
  var notes: [Message] = []

  static let height = OptionSpec.option("height", help: .optionHeightHelp)
  static let weight = OptionSpec.option("weight", help: .optionWeightHelp)
  static let bmi = OptionSpec.option("bmi", help: .optionBMIHelp)
  static let waist = OptionSpec.option("waist", help: .optionWaistHelp)
  static let sex = OptionSpec.option("sex", help: .optionSexHelp)
  static let age = OptionSpec.option("age", help: .optionAgeHelp)
  static let background = OptionSpec.option("background", help: .optionBackgroundHelp)
  static let birthDate = OptionSpec.option("birth-date", help: .optionBirthDateHelp)
  static let date = OptionSpec.option("date", help: .optionDateHelp)
  /// `--date` of `classify`, which is also the time of its FHIR observations.
  static let dateOrObservationTime = OptionSpec.option("date", help: .optionClassifyDateHelp)
  /// `--measured lying|standing`: how the height was measured, for WHO's 2006 standards.
  static let measured = OptionSpec.option(
    "measured", help: .optionMeasuredHelp,
    allowedValues: GrowthMeasurementPosition.allCases.map(\.rawValue))
  /// `--gestation 32+4`: the gestation at birth of an infant born early.
  static let gestation = OptionSpec.option("gestation", help: .optionGestationHelp)

  /// The options that describe a person beyond height and weight.
  static let details = [waist, sex, age, birthDate, date, background]
  /// ``details`` as `classify` takes them, `--date` being also the FHIR observations' time.
  static let classifyDetails = [waist, sex, age, birthDate, dateOrObservationTime, background]

  /// Reads every option given, each checked on its own.
  ///
  /// - Parameters:
  ///   - arguments: The parsed command line.
  ///   - dateMayStandAlone: Whether `--date` has a use without `--birth-date` (the time of
  ///     a FHIR observation); otherwise it is refused alone.
  /// - Throws: A usage error (64) for `--bmi` with `--height` or `--weight`, a data error
  ///   (65) for a value that is malformed, ambiguous or impossible.
  static func read(_ arguments: ParsedArguments, dateMayStandAlone: Bool = false)
    throws(CommandFailure) -> PersonInput
  {
    let heightText = arguments.value(height.name)
    let weightText = arguments.value(weight.name)
    var person = Person()
    var warnings: [MeasurementWarning] = []
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
      person.bodyMassIndex = bodyMassIndex
      warnings += [Plausibility.warning(bodyMassIndex: value)].compactMap { $0 }
    }
    if let heightText {
      let value = try measured { () throws(MeasurementError) in try Height(parsing: heightText) }
      person.height = value
      warnings += [value.warning].compactMap { $0 }
    }
    if let weightText {
      let value = try measured { () throws(MeasurementError) in try Weight(parsing: weightText) }
      person.weight = value
      warnings += [value.warning].compactMap { $0 }
    }
    var notes: [Message] = []
    if let heightText, let weightText,
      let note = WeightUnitGuess.note(height: heightText, weight: weightText)
    {
      notes.append(note)
    }
    if let height = person.height, let weight = person.weight {
      let bmi = try measured { () throws(MeasurementError) in
        try BMIMeasurement.bodyMassIndex(height: height, weight: weight)
      }
      warnings += [Plausibility.warning(bodyMassIndex: bmi.value)].compactMap { $0 }
    }
    if let text = arguments.value(waist.name) {
      let value = try measured { () throws(MeasurementError) in try Waist(parsing: text) }
      person.waist = value
      warnings += [value.warning].compactMap { $0 }
    }
    if let text = arguments.value(sex.name) {
      person.sex = try measured { () throws(MeasurementError) in try Sex(parsing: text) }
    }
    if let text = arguments.value(age.name) {
      guard arguments.value(birthDate.name) == nil else {
        throw .usage(.conflictingOptions(age.synopsis, birthDate.synopsis))
      }
      person.age = try measured { () throws(MeasurementError) in try Age(parsing: text) }
    }
    switch (arguments.value(birthDate.name), arguments.value(date.name)) {
    case (let born?, let measuredOn?):
      person.age = try measured { () throws(MeasurementError) in
        // A FHIR date-time's date is the day of the measurement.
        try Age(birthDate: born, date: String(measuredOn.prefix { $0 != "T" }))
      }
    case (_?, nil): throw .usage(.missingArgument(date.synopsis))
    case (nil, _?):
      if !dateMayStandAlone { throw .usage(.missingArgument(birthDate.synopsis)) }
    case (nil, nil): break
    }
    if let text = arguments.value(measured.name) {
      person.heightPosition = GrowthMeasurementPosition(rawValue: text)
    }
    if let text = arguments.value(gestation.name) {
      do throws(GestationError) {
        person.gestation = try GestationalAge(parsing: text)
        if person.age == nil {
          throw GestationError(text: text, position: 1, reason: .withoutAge)
        }
      } catch {
        throw .dataError(
          Message(en: error.message(for: "en"), ko: error.message(for: "ko"))
            .appending(Message(en: "(\(error.code))", ko: "(\(error.code))")))
      }
    }
    if let text = arguments.value(background.name) {
      person.background = try measured { () throws(MeasurementError) in
        try Background.word(parsing: text)
      }
    }
    return PersonInput(person: person, warnings: warnings, notes: notes)
  }

  /// Checks that the measurements the standard's measure is made from were given, as a
  /// usage error (64): they are what the command is for. Inputs a section needs, and values
  /// outside the standard, are refused by ``classify(by:)`` instead, with exit 65.
  ///
  /// - Parameters:
  ///   - standard: The standard.
  ///   - allowsBMI: Whether the command also takes `--bmi` (for the missing-option message).
  func requireMeasurements(for standard: Standard, allowsBMI: Bool = true) throws(CommandFailure) {
    let hasHeight = person.height != nil
    let hasWeight = person.weight != nil
    switch standard.measure {
    case .bmi, .bmiForAgeZ, .bmiForAgePercentile, .bmiForAgeCutOffs:
      if hasHeight != hasWeight {
        throw .usage(
          .missingArgument(hasHeight ? Self.weight.synopsis : Self.height.synopsis))
      }
      guard !hasHeight && person.bodyMassIndex == nil else { return }
      if allowsBMI {
        throw .usage(
          .missingOneOf(["\(Self.height.synopsis) \(Self.weight.synopsis)", Self.bmi.synopsis]))
      }
      throw .usage(.missingArgument(Self.height.synopsis))
    case .waist:
      if person.waist == nil { throw .usage(.missingArgument(Self.waist.synopsis)) }
    case .waistToHeight:
      // The ratio needs no weight; a weight gives the BMI, for the note on the BMI the
      // ratio's guideline is meant for (BMIScopeNote).
      if hasWeight && !hasHeight { throw .usage(.missingArgument(Self.height.synopsis)) }
      if person.waist == nil { throw .usage(.missingArgument(Self.waist.synopsis)) }
      if !hasHeight { throw .usage(.missingArgument(Self.height.synopsis)) }
    }
  }

  /// Classifies the person, refusing one the standard cannot classify with exit 65.
  ///
  /// - Parameter standard: The standard.
  func classify(by standard: Standard) throws(CommandFailure) -> Classification {
    do throws(MeasurementError) {
      return try standard.classify(person)
    } catch {
      var message = Message(error.message)
      if case .missing(let kind, _) = error, let option = Self.option(for: kind) {
        message = message.appending(.giveItWith(option.synopsis))
      }
      if case .outsideStandard(.age, _, _, _) = error, isBelowAdultAges(standard) {
        message = message.appending(.childrenStandards)
      }
      throw .dataError(message)
    }
  }

  /// Whether the person is younger than an adult standard's population: a child, for whom
  /// the BMI-for-age standards are meant.
  private func isBelowAdultAges(_ standard: Standard) -> Bool {
    guard standard.bmiForAgeReference == nil, standard.cutOffReference == nil,
      let age = person.age,
      let minimum = standard.population?.minimumAge
    else { return false }
    return age.value(in: .years) < Rational(minimum)
  }

  /// The name of the option that gives an input: `sex`, `waist`.
  static func optionName(for input: InputName) -> String {
    option(for: MeasurementKind(input))?.name ?? input.rawValue
  }

  /// The option that gives a kind of value.
  private static func option(for kind: MeasurementKind) -> OptionSpec? {
    switch kind {
    case .height: height
    case .weight: weight
    case .bmi: bmi
    case .waist: waist
    case .sex: sex
    case .age: age
    case .background: background
    }
  }

  /// Runs a measurement reading, turning its error into exit 65.
  static func measured<T>(_ body: () throws(MeasurementError) -> T) throws(CommandFailure) -> T {
    do throws(MeasurementError) {
      return try body()
    } catch {
      throw .dataError(Message(error.message))
    }
  }
}
