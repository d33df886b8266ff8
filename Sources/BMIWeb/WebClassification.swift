import BMIBuiltIns
import BMIChart
import BMICore
import BMIMeasurement
import BMISupport

/// The page's answer for one request, as JSON: the result as `bmi classify` gives it (display
/// BMI, category and interval, groups, healthy weight range, standard and citation, warnings)
/// and the chart if asked for; or every problem found, each with `bmi`'s code and message.
///
/// Every number is a string with its exact digits (`"170.18"`, or a fraction `"6500/289"`),
/// never a JavaScript float.
package enum WebClassification {
  /// The answer to a request.
  ///
  /// - Parameter request: What the page asks.
  /// - Returns: `{"ok": true, …}` with the result, or `{"ok": false, "problems": […]}`.
  package static func answer(_ request: WebRequest) -> JSONValue {
    let language = request.language
    var problems: [WebProblem] = []
    let standard: Standard?
    do throws(StandardNameError) {
      standard = try WebCatalogue.standard(named: request.standardName)
    } catch {
      standard = nil
      problems.append(WebProblem(error, language: language))
    }
    let input = measurements(request, problems: &problems)
    guard let standard, let input, problems.isEmpty else { return failure(problems) }
    // The front door: a standard that needs more than the page's fields (the sex, the age,
    // the waist) is refused with what it needs, never trapped on.
    let person = Person(
      height: input.height, weight: input.weight,
      bodyMassIndex: input.height == nil ? input.bodyMassIndex : nil)
    let classification: Classification
    do throws(MeasurementError) {
      classification = try standard.classify(person)
    } catch {
      return failure([WebProblem(error, language: language)])
    }
    return success(classification, input, standard, request)
  }

  /// What was measured: a height and a weight, or a BMI given directly.
  struct Input {
    let height: Height?
    let weight: Weight?
    let bodyMassIndex: BodyMassIndex
    let warnings: [MeasurementWarning]
  }

  /// Reads the measurements as `bmi classify` does, recording each refusal (a height and a
  /// weight are both read, so the page can mark both fields at once).
  static func measurements(_ request: WebRequest, problems: inout [WebProblem]) -> Input? {
    let language = request.language
    func read<T>(_ body: () throws(MeasurementError) -> T) -> T? {
      do throws(MeasurementError) {
        return try body()
      } catch {
        problems.append(WebProblem(error, language: language))
        return nil
      }
    }
    if let text = request.bodyMassIndex {
      guard request.height == nil && request.weight == nil else {
        let both = WebProblem.bothBMIAndMeasurements
        problems.append(
          WebProblem(field: "bmi", code: both.code, message: both.message, language: language))
        return nil
      }
      let value = read { () throws(MeasurementError) in try MeasurementParser.bodyMassIndex(text) }
      // A possible BMI is positive, so it always makes a BodyMassIndex.
      guard let value, let bmi = BodyMassIndex(value) else { return nil }
      let warnings = [Plausibility.warning(bodyMassIndex: value)].compactMap { $0 }
      return Input(height: nil, weight: nil, bodyMassIndex: bmi, warnings: warnings)
    }
    let height = read { () throws(MeasurementError) in
      try Height(parsing: request.height ?? "", defaultUnit: request.heightUnit)
    }
    let weight = read { () throws(MeasurementError) in
      try Weight(parsing: request.weight ?? "", defaultUnit: request.weightUnit)
    }
    guard let height, let weight else { return nil }
    let bmi = read { () throws(MeasurementError) in
      try BMIMeasurement.bodyMassIndex(height: height, weight: weight)
    }
    guard let bmi else { return nil }
    let warnings = [
      height.warning, weight.warning, Plausibility.warning(bodyMassIndex: bmi.value),
    ].compactMap { $0 }
    return Input(height: height, weight: weight, bodyMassIndex: bmi, warnings: warnings)
  }

  static func failure(_ problems: [WebProblem]) -> JSONValue {
    .object([("ok", .bool(false)), ("problems", .array(problems.map { $0.json }))])
  }

  static func success(
    _ classification: Classification, _ input: Input, _ standard: Standard, _ request: WebRequest
  ) -> JSONValue {
    let tag = request.language.tag
    let category = classification.category
    var members: [(String, JSONValue)] = [("ok", .bool(true))]
    if let height = input.height, let weight = input.weight {
      members.append(
        (
          "input",
          .object([
            ("height_cm", .string(height.centimetres.description)),
            ("weight_kg", .string(weight.kilograms.description)),
            ("height_cm_short", .string(height.centimetres.shortText)),
          ])
        ))
    } else {
      members.append(("input", .object([("bmi", .string(input.bodyMassIndex.value.description))])))
    }
    members += [
      (
        "bmi",
        .object([
          ("exact", .string(classification.measurement.value.fractionDescription)),
          ("display", .string(classification.displayBMI)),
        ])
      ),
      ("classified_value", .string(classification.classifiedValue.description)),
      (
        "category",
        .object([
          ("id", .string(category.id)), ("label", .string(category.label.text(for: tag))),
          ("interval", .string(category.interval.description)),
          ("healthy", .bool(category.isHealthy)),
          ("index", .number(String(classification.categoryIndex))),
        ])
      ),
      (
        "groups",
        .array(
          classification.groups.map {
            .object([("id", .string($0.id)), ("label", .string($0.label.text(for: tag)))])
          })
      ),
      ("healthy_weight", healthyWeight(standard, input.height, classification)),
      ("standard", WebCatalogue.identity(standard, language: request.language)),
      ("language", .string(tag)),
      (
        "warnings",
        .array(
          input.warnings.map {
            .object([
              ("code", .string($0.code)),
              ("message", .string($0.message(for: request.language.messages.rawValue))),
            ])
          })
      ),
    ]
    if request.wantsChart, let height = input.height, let weight = input.weight {
      // The measurements were checked together above, so the mark is always made.
      let mark = try? ChartMark(height: height, weight: weight)
      // A standard of another measure than BMI has no height–weight chart: no chart member.
      if let chart = try? BMIChart(
        standard: standard, language: tag, units: request.units, mark: mark,
        section: classification.sectionIndex)
      {
        members.append(("chart", .string(chart.svg())))
      }
    }
    return .object(members)
  }

  /// The healthy weights at the height, in steps of 0.1 kg, or `null`.
  static func healthyWeight(
    _ standard: Standard, _ height: Height?, _ classification: Classification
  ) -> JSONValue {
    guard let height, let range = standard.healthyWeightRange(for: height, in: classification)
    else { return .null }
    return .object([
      ("height_cm", .string(height.centimetres.description)),
      ("min_kg", .string(range.lowerBound.formatted(decimals: 1))),
      ("max_kg", .string(range.upperBound.formatted(decimals: 1))),
    ])
  }
}
