import BMIKit
import BMISupport

/// `bmi standards examples STANDARD`: prints, as YAML to paste under a file's `examples:`,
/// examples that cover every category, every section and both sides of every cut-off,
/// computed from the standard's table (see ``ExampleCoverage`` for the grid). Each printed
/// example is run first; one that does not pass as computed (a section its inputs miss) is
/// preceded by a comment saying so, for review.
enum StandardsExamplesCommand {
  static let spec = CommandSpec(
    name: "examples", abstract: .standardsExamplesAbstract,
    options: [CommonOptions.language],
    positionals: [
      PositionalSpec(
        "standard", help: .argumentStandardHelp, isRequired: true, completion: .standard)
    ]
  ) { arguments, context throws(CommandFailure) in
    guard let path = arguments.positional("standard") else { return }
    var failure: ExitCode?
    guard let file = StandardFileReading.read(path, context: context, failure: &failure) else {
      throw .silent(failure ?? .invalidStandard)
    }
    let loaded: LoadedStandard
    do throws(StandardLoadError) {
      loaded = try StandardLoader.load(
        bytes: file.bytes, fileName: path, referenceFiles: file.referenceFiles,
        delegates: .builtIns)
    } catch {
      context.errors.write(error.renderedDiagnostics)
      throw .silent(.invalidStandard)
    }
    context.output.write(ExampleGenerator.yaml(for: loaded.standard))
  }
}

/// Computes the examples of ``StandardsExamplesCommand`` from a standard's table.
enum ExampleGenerator {
  /// The `examples:` block for a standard, with a comment before each cut-off.
  static func yaml(for standard: Standard) -> String {
    var lines = ["examples:"]
    let sectioned = standard.sections.count > 1
    for (index, section) in standard.sections.enumerated() {
      let inputs = sectionInputs(standard, section: section)
      let step = ExampleCoverage.step(of: section, standard: standard)
      let categories = section.table.categories
      for boundary in 1..<max(categories.count, 1) {
        let cutOff =
          categories[boundary].interval.lower.value ?? categories[boundary - 1].interval.upper.value
        let named = standard.cutOffReference.map { $0.table.names[boundary - 1] }
        lines.append(
          "  # \(standard.measure.rawValue) cut-off \(named ?? cutOff.map { "\($0)" } ?? "?")"
            + (sectioned ? ", section \(section.name)" : ""))
        for side in ExampleCoverage.sides(
          below: categories[boundary - 1], above: categories[boundary], step: step)
        {
          var fields = inputs
          if standard.bmiForAgeReference != nil {
            guard
              let found = bmiForAge(
                standard, inputs: inputs, section: index, boundary: boundary, side: side)
            else {
              lines.append("  # no BMI found for \(side.category.id) at this cut-off")
              continue
            }
            fields += found
          } else if let reference = standard.cutOffReference {
            guard
              let bmi = cutOffBMI(
                reference, section: section, standard: standard, boundary: boundary,
                above: side.isAbove)
            else {
              lines.append("  # no cut-off in the table at this section's age")
              continue
            }
            fields.append(("bmi", "\(bmi)"))
          } else {
            fields += measureFields(standard.measure, value: side.value)
          }
          fields.append(("expect", side.category.id))
          if sectioned { fields.append(("section", quoted(section.name))) }
          let run = ExampleRun.run(example(from: fields), standard: standard)
          if !run.passed {
            lines.append("  # does not pass as computed, review it: got \(run.got)")
          }
          lines.append("  - {" + fields.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The inputs of a person in a section: the first value or the lowest number it allows.
  static func sectionInputs(_ standard: Standard, section: StandardSection) -> [(String, String)] {
    var fields: [(String, String)] = []
    for input in standard.inputs {
      let domain = section.condition.allowed(for: input.name) ?? input.domain
      switch domain {
      case .values(let values):
        guard let first = values.first else { continue }
        switch input.name {
        case .sex: fields.append(("sex", first))
        case .background: fields.append(("background", first))
        default: continue
        }
      case .interval(let interval):
        let number = representative(interval)
        switch input.name {
        case .age: fields.append(("age", quoted("\(number) \(input.ageUnit.rawValue)")))
        case .waist: fields.append(("waist", quoted("\(number) cm")))
        default: continue
        }
      }
    }
    if standard.bmiForAgeReference != nil, !fields.contains(where: { $0.0 == "age" }) {
      fields.append(
        (
          "age",
          quoted(
            standard.bmiForAgeReference?.ageRange.contains("days") == true
              ? "730 days" : "120 months")
        ))
    }
    return fields
  }

  /// A number inside an interval: its lower bound, one above an exclusive one, or one below
  /// an upper bound when there is no lower one.
  static func representative(_ interval: Interval) -> ExactDecimal {
    switch (interval.lower, interval.upper) {
    case (.atLeast(let value), _): return value
    case (.above(let value), .none):
      return ExactDecimal(millionths: value.millionths + ExactDecimal.scale)
    case (.above(let low), .below(let high)), (.above(let low), .atMost(let high)):
      return ExactDecimal(millionths: (low.millionths + high.millionths) / 2)
    case (.none, .below(let value)):
      return ExactDecimal(millionths: max(0, value.millionths - ExactDecimal.scale))
    case (.none, .atMost(let value)): return value
    case (.none, .none): return 40
    }
  }

  /// The BMI (to a millionth) nearest a cut-off that moves with age, on the side asked, at
  /// the section's first sex and the age ``sectionInputs(_:section:)`` gives.
  static func cutOffBMI(
    _ reference: CutOffReference, section: StandardSection, standard: Standard, boundary: Int,
    above: Bool
  ) -> ExactDecimal? {
    guard case .values(let sexes)? = section.condition.allowed(for: .sex),
      let sex = sexes.first.flatMap(Sex.init(rawValue:)),
      let input = standard.inputs.first(where: { $0.name == .age }),
      case .interval(let interval) =
        section.condition.allowed(for: .age) ?? input.domain,
      let age = Age(representative(interval), input.ageUnit),
      let values = reference.table.cutOffs(sex: sex, age: age),
      values.indices.contains(boundary - 1)
    else { return nil }
    let scaled = values[boundary - 1] * GrowthRational(1_000_000)
    // The smallest millionth at or above the cut-off, and the largest below it.
    guard let ceiling = Int64(exactly: scaled.ceiling.intValue ?? -1), ceiling > 0 else {
      return nil
    }
    let millionths = above ? ceiling : ceiling - 1
    return ExactDecimal(millionths: millionths)
  }

  /// The fields giving a measure's value: a BMI, a waist, or a waist and a height of 100 cm.
  static func measureFields(_ measure: Measure, value: ExactDecimal) -> [(String, String)] {
    switch measure {
    case .waist: return [("waist", quoted("\(value) cm"))]
    case .waistToHeight:
      return [
        ("height", quoted("100 cm")),
        ("waist", quoted("\(ExactDecimal(millionths: value.millionths * 100)) cm")),
      ]
    default: return [("bmi", "\(value)")]
    }
  }

  /// The BMI (to a millionth) nearest a BMI-for-age cut-off on the side asked, with the
  /// score it gives, found by bisection over the BMI at the section's age and sex.
  static func bmiForAge(
    _ standard: Standard, inputs: [(String, String)], section: Int, boundary: Int,
    side: ExampleCoverage.Side
  ) -> [(String, String)]? {
    func classified(_ millionths: Int64) -> Classification? {
      let fields = inputs + [("bmi", "\(ExactDecimal(millionths: millionths))"), ("expect", "x")]
      return ExampleRun.run(example(from: fields), standard: standard).classification
    }
    // The smallest BMI in the category above the cut-off.
    var low: Int64 = 5 * ExactDecimal.scale
    var high: Int64 = 90 * ExactDecimal.scale
    guard let bottom = classified(low), let top = classified(high), bottom.sectionIndex == section,
      bottom.categoryIndex < boundary, top.categoryIndex >= boundary
    else { return nil }
    while high - low > 1 {
      let middle = low + (high - low) / 2
      guard let found = classified(middle) else { return nil }
      if found.categoryIndex >= boundary { high = middle } else { low = middle }
    }
    let bmi = side.isAbove ? high : low
    guard let found = classified(bmi), let result = found.bmiForAge else { return nil }
    var fields = [("bmi", "\(ExactDecimal(millionths: bmi))")]
    if standard.measure == .bmiForAgePercentile, let text = try? result.percentileText() {
      fields.append(("percentile", text))
    } else if let text = try? result.zText() {
      fields.append(("z", text))
    }
    fields.append(("tolerance", "0.01"))
    return fields
  }

  /// The example that printed fields describe, as the loader would read it.
  static func example(from fields: [(String, String)]) -> StandardExample {
    func written(_ value: String) -> StandardExample.Written {
      let text = value.hasPrefix("\"") ? String(value.dropFirst().dropLast()) : value
      return StandardExample.Written(text: text, line: 0, column: 0)
    }
    let expect = fields.first { $0.0 == "expect" }.map { written($0.1) }
    var example = StandardExample(
      line: 0, column: 0, expect: expect ?? .init(text: "", line: 0, column: 0))
    for (key, value) in fields {
      switch key {
      case "bmi": example.bmi = ExactDecimal(value)
      case "height": example.height = written(value)
      case "weight": example.weight = written(value)
      case "waist": example.waist = written(value)
      case "sex": example.sex = written(value)
      case "age": example.age = written(value)
      case "background": example.background = written(value)
      case "section": example.section = written(value)
      case "z": example.zScore = ExactDecimal(value)
      case "percentile": example.percentile = ExactDecimal(value)
      case "tolerance": example.tolerance = ExactDecimal(value) ?? 0
      default: break
      }
    }
    return example
  }

  /// A YAML double-quoted scalar.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      if character == "\\" || character == "\"" { result.append("\\") }
      result.append(character)
    }
    return result + "\""
  }
}
