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
    let reading = WebPersonReading.read(request, standard: standard, problems: &problems)
    guard let standard, let reading, problems.isEmpty else { return failure(problems) }
    // The front door: a standard that needs what the request lacks (the sex, the age, the
    // waist) is refused with what it needs, never trapped on.
    let classification: Classification
    do throws(MeasurementError) {
      classification = try standard.classify(reading.person)
    } catch {
      return failure([WebProblem(error, language: language)])
    }
    return success(classification, reading, standard, request)
  }

  static func failure(_ problems: [WebProblem]) -> JSONValue {
    .object([("ok", .bool(false)), ("problems", .array(problems.map { $0.json }))])
  }

  static func success(
    _ classification: Classification, _ reading: WebPersonReading, _ standard: Standard,
    _ request: WebRequest
  ) -> JSONValue {
    let tag = request.language.tag
    let category = classification.category
    let person = reading.person
    var members: [(String, JSONValue)] = [("ok", .bool(true))]
    var input: [(String, JSONValue)] = []
    if let height = person.height {
      input.append(("height_cm", .string(height.centimetres.description)))
      input.append(("height_cm_short", .string(height.centimetres.shortText)))
    }
    if let weight = person.weight {
      input.append(("weight_kg", .string(weight.kilograms.description)))
    }
    if let bmi = person.bodyMassIndex { input.append(("bmi", .string(bmi.value.description))) }
    if let waist = person.waist {
      input.append(("waist_cm", .string(waist.centimetres.description)))
    }
    if let sex = person.sex { input.append(("sex", .string(sex.rawValue))) }
    if let age = person.age {
      input.append(("age_months", .string(age.value(in: .months).description)))
    }
    if let background = person.background { input.append(("background", .string(background))) }
    members += [
      ("input", .object(input)),
      ("measure", .string(standard.measure.rawValue)),
      ("display_units", .string(request.displayUnits.rawValue)),
      ("value", .string(classification.displayValue)),
      ("growth", growth(classification)),
      ("corrected_age", correctedAge(classification, request.language)),

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
          // For cut-offs that move with age, the interval at the child's age.
          ("interval", .string(classification.intervalAtAge ?? category.interval.description)),
          ("healthy", .bool(category.isHealthy)),
          ("index", .number(String(classification.categoryIndex))),
          ("place", .string(place(of: classification))),
        ])
      ),
      (
        "groups",
        .array(
          classification.groups.map {
            .object([("id", .string($0.id)), ("label", .string($0.label.text(for: tag)))])
          })
      ),
      ("healthy_weight", healthyWeight(standard, person.height, classification)),
      ("standard", WebCatalogue.identity(standard, language: request.language)),
      ("language", .string(tag)),
      (
        "warnings",
        .array(
          reading.warnings.map {
            .object([
              ("code", .string($0.code)),
              ("message", .string($0.message(for: request.language.messages.rawValue))),
            ])
          })
      ),
    ]
    if request.wantsChart, let chart = WebChart.svg(classification, reading, standard, request) {
      members.append(("chart", .string(chart)))
    }
    return .object(members)
  }

  /// The healthy weights at the height, in steps of 0.1 kg, or `null`; in pounds too (the
  /// range's ends rounded inwards to 0.1 lb), with the height in inches, for a person who
  /// typed in inches and pounds.
  static func healthyWeight(
    _ standard: Standard, _ height: Height?, _ classification: Classification
  ) -> JSONValue {
    guard let height, let range = standard.healthyWeightRange(for: height, in: classification)
    else { return .null }
    let pound = Rational(45_359_237, 100_000_000)
    let lowest = Rational(range.lowerBound) / pound
    let highest = Rational(range.upperBound) / pound
    return .object([
      ("height_cm", .string(height.centimetres.description)),
      ("min_kg", .string(range.lowerBound.formatted(decimals: 1))),
      ("max_kg", .string(range.upperBound.formatted(decimals: 1))),
      ("height_in", .string(tenthOfInch(height.centimetres))),
      ("min_lb", .string(tenthAtOrAbove(lowest).formatted(decimals: 1))),
      ("max_lb", .string(tenthAtOrBelow(highest).formatted(decimals: 1))),
    ])
  }

  /// Where the category lies against the healthy one of its table: `healthy`, `below`,
  /// `above`, or `none` when the table names no healthy category.
  static func place(of classification: Classification) -> String {
    guard let healthy = classification.section.table.healthyIndex else { return "none" }
    let index = classification.categoryIndex
    return index == healthy ? "healthy" : index < healthy ? "below" : "above"
  }

  /// A length in centimetres as inches to 0.1 in, rounded half up from its exact value.
  static func tenthOfInch(_ centimetres: Rational) -> String {
    (centimetres / Rational(254, 100)).rounded(toDecimals: 1, mode: .halfUp).formatted(decimals: 1)
  }

  /// A preterm infant's age as the standard's rule corrected it, said as `bmi classify`
  /// says it (`21.3125 days (born at 30+0 weeks; 3 months from birth)`), or `null` when
  /// the age was scored as given.
  static func correctedAge(_ classification: Classification, _ language: DisplayLanguage)
    -> JSONValue
  {
    .optional(classification.pretermCorrection?.message.text(in: language))
  }

  /// The largest multiple of 0.1 at or below a positive value.
  static func tenthAtOrBelow(_ value: Rational) -> ExactDecimal {
    (value - Rational(5, 100)).rounded(toDecimals: 1, mode: .halfUp)
  }

  /// The smallest multiple of 0.1 at or above a positive value.
  static func tenthAtOrAbove(_ value: Rational) -> ExactDecimal {
    let below = tenthAtOrBelow(value)
    return Rational(below) == value ? below : tenthAtOrBelow(value + Rational(1, 10))
  }
}

extension WebClassification {
  /// A child's scores under a BMI-for-age standard: the z-score and percentile to two
  /// decimals and, under CDC's extended tails, the BMI as a percentage of the 95th percentile; `null`
  /// under any other standard.
  static func growth(_ classification: Classification) -> JSONValue {
    guard let result = classification.bmiForAge else { return .null }
    let percentOfP95: JSONValue =
      result.reference.rules.hasPercentOfNinetyFifth
      ? .optional(try? result.percentOfNinetyFifthText()) : .null
    return .object([
      ("z", .optional(try? result.zText())),
      ("percentile", .optional(try? result.percentileText())),
      ("percent_of_p95", percentOfP95),
      ("obesity_class", result.obesityClass.map { .number(String($0)) } ?? .null),
    ])
  }
}
