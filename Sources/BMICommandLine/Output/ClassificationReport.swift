import BMIKit
import BMISupport

/// One classification as `bmi classify` prints it: text for people, JSON for programs.
struct ClassificationReport {
  /// What was measured or given.
  enum Input {
    case measurements(height: Height, weight: Weight)
    case bodyMassIndex(Rational)
  }

  let input: Input
  let classification: Classification
  let standard: Standard
  let warnings: [MeasurementWarning]

  /// The healthy weight range for the height, when a height was given and the standard
  /// marks a healthy category.
  var healthyRange: ClosedRange<ExactDecimal>? {
    guard case .measurements(let height, _) = input else { return nil }
    return standard.healthyWeightRange(for: height)
  }

  // MARK: - Text

  /// Aligned lines: BMI, category with its interval, groups, standard, healthy weight.
  func text(in language: DisplayLanguage, colour: Bool) -> String {
    let category = classification.category
    var rows: [(Message, String)] = [
      (.labelBMI, Style.bold.apply(classification.displayBMI, when: colour)),
      (
        .labelCategory,
        Style.bold.apply(VisibleText.escaped(category.label[language.tag]), when: colour) + "  "
          + category.interval.description
      ),
    ]
    if !classification.groups.isEmpty {
      rows.append(
        (
          .labelGroups,
          VisibleText.escaped(
            classification.groups.map { $0.label[language.tag] }.joined(separator: ", "))
        )
      )
    }
    rows.append((.labelStandard, Self.standardLine(standard, language)))
    if case .measurements(let height, _) = input, let range = healthyRange {
      rows.append(
        (
          .labelHealthyWeight,
          Message.healthyWeightRange(
            "\(range.lowerBound.formatted(decimals: 1))–\(range.upperBound.formatted(decimals: 1))",
            height: height.centimetres.shortText
          ).text(in: language)
        ))
    }
    let labels = rows.map { $0.0.text(in: language) }
    let width = labels.map { TextLayout.displayWidth($0) }.max() ?? 0
    return zip(labels, rows).map { TextLayout.padded($0, to: width + 2) + $1.1 + "\n" }.joined()
  }

  /// `WHO adult BMI classification — who-2000, version 1.0`.
  static func standardLine(_ standard: Standard, _ language: DisplayLanguage) -> String {
    let identity = standard.identity
    return VisibleText.escaped(standard.name[language.tag]) + " — "
      + Message.standardIdentity(identity.id, version: identity.version).text(in: language)
  }

  // MARK: - JSON

  /// The stable JSON document documented in `docs/cli.md`.
  func json(in language: DisplayLanguage) -> JSONValue {
    let category = classification.category
    let healthy: JSONValue
    if case .measurements(let height, _) = input, let range = healthyRange {
      healthy = .object([
        ("height_cm", .exact(height.centimetres)),
        ("min_kg", .number(range.lowerBound.formatted(decimals: 1))),
        ("max_kg", .number(range.upperBound.formatted(decimals: 1))),
      ])
    } else {
      healthy = .null
    }
    let inputJSON: JSONValue
    switch input {
    case .measurements(let height, let weight):
      inputJSON = .object([
        ("height_cm", .exact(height.centimetres)), ("weight_kg", .exact(weight.kilograms)),
      ])
    case .bodyMassIndex(let value):
      inputJSON = .object([("bmi", .exact(value))])
    }
    return .object([
      ("input", inputJSON),
      (
        "bmi",
        .object([
          ("exact", .string(classification.bmi.value.fractionDescription)),
          ("display", .string(classification.displayBMI)),
        ])
      ),
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
