import BMIKit
import BMISupport

/// One classification as `bmi classify` prints it: text for people, JSON for programs.
struct ClassificationReport {
  let person: Person
  let classification: Classification
  let standard: Standard
  let warnings: [MeasurementWarning]

  /// The healthy weight range for the height in the person's section, when a height was
  /// given and the standard classifies BMI and marks a healthy category.
  var healthyRange: ClosedRange<ExactDecimal>? {
    guard person.bodyMassIndex == nil, let height = person.height, person.weight != nil else {
      return nil
    }
    return standard.healthyWeightRange(for: height, in: classification)
  }

  /// Whether the standard has more to say than a format 1 standard: another measure, or
  /// sections; the JSON then has `measure`, `value` and `section`.
  var isExtended: Bool { standard.measure != .bmi || standard.isSectioned }

  /// The BMI as written when the standard classifies something else: one decimal.
  private var plainBMI: String? {
    classification.bmi.map { $0.value.rounded(toDecimals: 1, mode: .halfUp).formatted(decimals: 1) }
  }

  /// The classified value with its unit, for a standard that does not classify BMI.
  private var valueText: String {
    classification.displayValue + (standard.measure == .waist ? " cm" : "")
  }

  // MARK: - Text

  /// Aligned lines: BMI, category with its interval, groups, standard, healthy weight.
  func text(in language: DisplayLanguage, colour: Bool) -> String {
    let category = classification.category
    var rows: [(Message, String)] = []
    if standard.measure == .bmi {
      rows.append((.labelBMI, Style.bold.apply(classification.displayValue, when: colour)))
    } else {
      if let plainBMI { rows.append((.labelBMI, plainBMI)) }
      rows.append((.label(for: standard.measure), Style.bold.apply(valueText, when: colour)))
    }
    rows.append(
      (
        .labelCategory,
        Style.bold.apply(category.label[language.tag], when: colour) + "  "
          + category.interval.description
      ))
    if !classification.groups.isEmpty {
      rows.append(
        (.labelGroups, classification.groups.map { $0.label[language.tag] }.joined(separator: ", "))
      )
    }
    if standard.sections.count > 1 {
      rows.append((.labelSection, Self.sectionLine(classification.section)))
    }
    rows.append((.labelStandard, Self.standardLine(standard, language)))
    if let height = person.height, let range = healthyRange {
      let lightest = range.lowerBound.formatted(decimals: 1)
      let heightText = height.centimetres.shortText
      let text =
        Self.isUnbounded(range)
        ? Message.weightFrom(lightest, height: heightText)
        : Message.healthyWeightRange(
          "\(lightest)–\(range.upperBound.formatted(decimals: 1))", height: heightText)
      rows.append((.labelHealthyWeight, text.text(in: language)))
    }
    let labels = rows.map { $0.0.text(in: language) }
    let width = labels.map { TextLayout.displayWidth($0) }.max() ?? 0
    return zip(labels, rows).map { TextLayout.padded($0, to: width + 2) + $1.1 + "\n" }.joined()
  }

  /// Whether a healthy range has no upper end: its category is the last of its table, and
  /// the search stops at its limit.
  static func isUnbounded(_ range: ClosedRange<ExactDecimal>) -> Bool {
    range.upperBound >= ExactDecimal(100_000)
  }

  /// `sex = male, age ≥ 70`, or the section's own id and then its condition.
  static func sectionLine(_ section: StandardSection) -> String {
    let condition = section.condition.description
    return section.name == section.condition.compactText
      ? condition : "\(section.name) (\(condition))"
  }

  /// `WHO adult BMI classification — who-2000, version 1.0`.
  static func standardLine(_ standard: Standard, _ language: DisplayLanguage) -> String {
    let identity = standard.identity
    return standard.name[language.tag] + " — "
      + Message.standardIdentity(identity.id, version: identity.version).text(in: language)
  }

  // MARK: - JSON

  /// The stable JSON document documented in `docs/cli.md`.
  func json(in language: DisplayLanguage) -> JSONValue {
    let category = classification.category
    let healthy: JSONValue
    if let height = person.height, let range = healthyRange {
      healthy = .object([
        ("height_cm", .exact(height.centimetres)),
        ("min_kg", .number(range.lowerBound.formatted(decimals: 1))),
        (
          "max_kg",
          Self.isUnbounded(range) ? .null : .number(range.upperBound.formatted(decimals: 1))
        ),
      ])
    } else {
      healthy = .null
    }
    var members: [(String, JSONValue)] = [("input", inputJSON)]
    if standard.measure == .bmi {
      members.append(
        (
          "bmi",
          .object([
            ("exact", .string(classification.measurement.value.fractionDescription)),
            ("display", .string(classification.displayValue)),
          ])
        ))
    } else {
      members.append(
        (
          "bmi",
          classification.bmi.map { bmi in
            .object([
              ("exact", .string(bmi.value.fractionDescription)),
              ("display", .string(plainBMI ?? "")),
            ])
          } ?? .null
        ))
    }
    if isExtended {
      let section = classification.section
      members += [
        ("measure", .string(standard.measure.rawValue)),
        (
          "value",
          .object([
            ("exact", .string(classification.measurement.value.fractionDescription)),
            ("display", .string(classification.displayValue)),
          ])
        ),
        (
          "section",
          .object([
            ("index", .number(String(classification.sectionIndex))),
            ("name", .string(section.name)),
            ("condition", .string(section.condition.description)),
          ])
        ),
      ]
    }
    return .object(
      members + [
        ("classified_value", .string(classification.classifiedValue.description)),
        (
          "category",
          .object([
            ("id", .string(category.id)),
            ("label", .string(category.label[language.tag])),
            ("interval", .string(category.interval.description)),
            ("healthy", .bool(category.isHealthy)),
          ])
        ),
        (
          "groups",
          .array(
            classification.groups.map { group in
              .object([("id", .string(group.id)), ("label", .string(group.label[language.tag]))])
            })
        ),
        ("healthy_weight", healthy),
        ("standard", Self.standardJSON(standard, language)),
        ("language", .string(language.tag)),
        (
          "warnings",
          .array(
            warnings.map { warning in
              .object([
                ("code", .string(warning.code)),
                ("message", .string(Message(warning.message).text(in: language))),
              ])
            })
        ),
      ])
  }

  /// What was given: the height and weight or the BMI, then any other input.
  private var inputJSON: JSONValue {
    var members: [(String, JSONValue)] = []
    if let bmi = person.bodyMassIndex {
      members.append(("bmi", .exact(bmi.value)))
    }
    if let height = person.height { members.append(("height_cm", .exact(height.centimetres))) }
    if let weight = person.weight { members.append(("weight_kg", .exact(weight.kilograms))) }
    if let waist = person.waist { members.append(("waist_cm", .exact(waist.centimetres))) }
    if let sex = person.sex { members.append(("sex", .string(sex.rawValue))) }
    if let age = person.age {
      members.append(
        ("age", .object([("value", .exact(age.value)), ("unit", .string(age.unit.rawValue))])))
    }
    if let background = person.background { members.append(("background", .string(background))) }
    return .object(members)
  }

  /// `{"id", "version", "sha256", "name"}`.
  static func standardJSON(_ standard: Standard, _ language: DisplayLanguage) -> JSONValue {
    .object([
      ("id", .string(standard.identity.id)),
      ("version", .string(standard.identity.version)),
      ("sha256", .optional(standard.identity.sha256)),
      ("name", .string(standard.name[language.tag])),
    ])
  }
}
