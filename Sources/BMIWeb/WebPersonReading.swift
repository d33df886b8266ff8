import BMICore
import BMIMeasurement
import BMISupport

/// What was measured and said about a person, read from a request as `bmi classify` reads
/// its options: the height, weight or BMI, the waist, sex, age (or dates) and background.
struct WebPersonReading {
  /// The person as far as the request tells.
  var person = Person()
  /// The BMI, from the height and weight or given directly, when known.
  var bodyMassIndex: BodyMassIndex?
  /// Rare but possible values.
  var warnings: [MeasurementWarning] = []

  /// Reads every field given, recording each refusal under its field, so the page can mark
  /// them all at once. A height and a weight are read even when empty if the standard's
  /// measure is made from them, so an empty one is said to be empty.
  ///
  /// - Parameters:
  ///   - request: What the page asks.
  ///   - standard: The standard named, when there is one.
  ///   - problems: Where refusals are recorded.
  /// - Returns: The reading, or `nil` when a value was refused.
  static func read(
    _ request: WebRequest, standard: Standard?, problems: inout [WebProblem]
  ) -> WebPersonReading? {
    let language = request.language
    let before = problems.count
    func read<T>(_ body: () throws(MeasurementError) -> T) -> T? {
      do throws(MeasurementError) {
        return try body()
      } catch {
        problems.append(WebProblem(error, language: language))
        return nil
      }
    }
    var reading = WebPersonReading()
    let needs = standard?.requiredInputs ?? [.height, .weight]
    if let text = request.bodyMassIndex {
      guard request.height == nil && request.weight == nil else {
        let both = WebProblem.bothBMIAndMeasurements
        problems.append(
          WebProblem(field: "bmi", code: both.code, message: both.message, language: language))
        return nil
      }
      let value = read { () throws(MeasurementError) in try MeasurementParser.bodyMassIndex(text) }
      // A possible BMI is positive, so it always makes a BodyMassIndex.
      if let value, let bmi = BodyMassIndex(value) {
        reading.person.bodyMassIndex = bmi
        reading.bodyMassIndex = bmi
        reading.warnings += [Plausibility.warning(bodyMassIndex: value)].compactMap { $0 }
      }
    } else {
      let measuresBMI = standard.map { $0.measure != .waist && $0.measure != .waistToHeight }
      if request.height != nil || needs.contains(.height) {
        reading.person.height = read { () throws(MeasurementError) in
          try Height(parsing: request.height ?? "", defaultUnit: request.heightUnit)
        }
      }
      if request.weight != nil || measuresBMI ?? true {
        reading.person.weight = read { () throws(MeasurementError) in
          try Weight(parsing: request.weight ?? "", defaultUnit: request.weightUnit)
        }
      }
      if let height = reading.person.height, let weight = reading.person.weight {
        reading.bodyMassIndex = read { () throws(MeasurementError) in
          try BMIMeasurement.bodyMassIndex(height: height, weight: weight)
        }
      }
      reading.warnings += [
        reading.person.height?.warning, reading.person.weight?.warning,
        reading.bodyMassIndex.flatMap { Plausibility.warning(bodyMassIndex: $0.value) },
      ].compactMap { $0 }
    }
    reading.readDetails(request, problems: &problems)
    return problems.count == before ? reading : nil
  }

  /// The waist, sex, age and background, each when given.
  private mutating func readDetails(_ request: WebRequest, problems: inout [WebProblem]) {
    let language = request.language
    func read(_ body: () throws(MeasurementError) -> Void) {
      do throws(MeasurementError) {
        try body()
      } catch {
        problems.append(WebProblem(error, language: language))
      }
    }
    if let text = request.waist {
      read { () throws(MeasurementError) in
        let waist = try Waist(parsing: text, defaultUnit: request.waistUnit)
        person.waist = waist
        warnings += [waist.warning].compactMap { $0 }
      }
    }
    if let text = request.sex {
      read { () throws(MeasurementError) in person.sex = try Sex(parsing: text) }
    }
    switch (request.age, request.birthDate, request.date) {
    case (_?, _?, _):
      let both = WebProblem.bothAgeAndBirthDate
      problems.append(
        WebProblem(field: "age", code: both.code, message: both.message, language: language))
    case (let text?, nil, _):
      read { () throws(MeasurementError) in person.age = try Age(parsing: text) }
    case (nil, let born?, let measured?):
      read { () throws(MeasurementError) in
        person.age = try Age(birthDate: born, date: measured)
      }
    case (nil, _?, nil), (nil, nil, _?):
      let missing = WebProblem.bothDatesNeeded
      problems.append(
        WebProblem(field: "age", code: missing.code, message: missing.message, language: language))
    case (nil, nil, nil): break
    }
    if let text = request.background {
      read { () throws(MeasurementError) in
        person.background = try Background.word(parsing: text)
      }
    }
    if let text = request.gestation {
      // As `bmi classify --gestation` reads it; a standard without preterm correction
      // scores the age as given.
      do throws(GestationError) {
        person.gestation = try GestationalAge(parsing: text)
      } catch {
        problems.append(WebProblem(error, language: language))
      }
    }
  }
}
