import BMIKit
import BMISupport

/// The outcome of running one example of a standard file.
struct ExampleRun: Sendable {
  /// The example.
  let example: StandardExample
  /// The classification, when the person could be classified.
  let classification: Classification?
  /// Why the example failed, in words; `nil` when it passed.
  let failure: String?
  /// What came out, in words: the category and section, or the refusal.
  let got: String
  /// How the answer was reached: the value, the rounding applied and the section chosen.
  let why: String

  /// Whether the standard answered as the example expects.
  var passed: Bool { failure == nil }

  /// What the example expects, in words.
  var expected: String {
    var parts = ["category \(example.expect.text)"]
    if let section = example.section { parts.append("section \(section.text)") }
    if let z = example.zScore { parts.append("z \(z) ± \(example.tolerance)") }
    if let percentile = example.percentile {
      parts.append("percentile \(percentile) ± \(example.tolerance)")
    }
    return parts.joined(separator: ", ")
  }

  /// Runs an example against a standard.
  static func run(_ example: StandardExample, standard: Standard) -> ExampleRun {
    let person: Person
    do throws(MeasurementError) {
      person = try Self.person(of: example, standard: standard)
    } catch {
      let refusal = "the example's inputs are refused: " + error.message(for: "en")
      return ExampleRun(
        example: example, classification: nil, failure: refusal, got: refusal, why: "")
    }
    let classification: Classification
    do throws(MeasurementError) {
      classification = try standard.classify(person)
    } catch {
      let refusal = "refused: " + error.message(for: "en")
      return ExampleRun(
        example: example, classification: nil, failure: refusal, got: refusal, why: "")
    }
    return judged(example, classification)
  }

  /// The person an example describes, read with the measurement parser `bmi` uses; an age
  /// without a unit is in the unit of the standard's age input (years by default).
  static func person(of example: StandardExample, standard: Standard) throws(MeasurementError)
    -> Person
  {
    let ageUnit = standard.inputs.first { $0.name == .age }?.ageUnit ?? .years
    var person = Person()
    if let bmi = example.bmi { person.bodyMassIndex = BodyMassIndex(bmi) }
    if let text = example.height?.text { person.height = try Height(parsing: text) }
    if let text = example.weight?.text { person.weight = try Weight(parsing: text) }
    if let text = example.waist?.text { person.waist = try Waist(parsing: text) }
    if let text = example.sex?.text { person.sex = try Sex(parsing: text) }
    if let text = example.age?.text { person.age = try Age(parsing: text, defaultUnit: ageUnit) }
    if let text = example.background?.text {
      person.background = try Background.word(parsing: text)
    }
    return person
  }

  private static func judged(_ example: StandardExample, _ classification: Classification)
    -> ExampleRun
  {
    let section = classification.section
    let sectioned = classification.classifyingStandard.sections.count > 1
    var got = "category \(classification.category.id)"
    if sectioned { got += ", section \(section.name)" }
    var why = "value \(classification.displayValue)"
    if let rounded = classification.roundedValue {
      why += ", rounding (\(section.table.rounding)) gives \(rounded)"
    } else if classification.bmiForAge == nil {
      why += ", compared exactly (rounding none)"
    }
    if sectioned { why += ", section \(section.name) chosen" }
    var failures: [String] = []
    if classification.category.id != example.expect.text {
      failures.append("another category")
    }
    if let expected = example.section?.text, expected != section.name {
      failures.append("another section")
    }
    if let result = classification.bmiForAge {
      let z = try? result.zText()
      let percentile = try? result.percentileText()
      if let z { got += ", z \(z)" }
      if let percentile { got += ", percentile \(percentile)" }
      if let expected = example.zScore {
        if let problem = Self.outside(
          z, expected: expected, tolerance: example.tolerance, what: "z")
        {
          failures.append(problem)
        }
      }
      if let expected = example.percentile {
        if let problem = Self.outside(
          percentile, expected: expected, tolerance: example.tolerance, what: "percentile")
        {
          failures.append(problem)
        }
      }
    } else if example.zScore != nil || example.percentile != nil {
      failures.append("the standard computes no z-score or percentile")
    }
    return ExampleRun(
      example: example, classification: classification,
      failure: failures.isEmpty ? nil : failures.joined(separator: "; "), got: got, why: why)
  }

  private static func outside(
    _ text: String?, expected: ExactDecimal, tolerance: ExactDecimal, what: String
  ) -> String? {
    guard let text, let value = ExactDecimal(text) else {
      return "the \(what) could not be computed"
    }
    let distance = abs(value.millionths - expected.millionths)
    guard distance > tolerance.millionths else { return nil }
    return "\(what) \(text), more than \(tolerance) from \(expected)"
  }
}
