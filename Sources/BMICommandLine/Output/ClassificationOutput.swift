import BMIKit
import BMISupport

/// One classification as `bmi classify` prints it: text for people, JSON for programs.
struct ClassificationOutput {
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

  /// The record `--format json` writes: the library's ``ClassificationReport``, encoded with
  /// its keys in order.
  func json(in language: DisplayLanguage) -> JSONValue {
    let report: ClassificationReport
    switch input {
    case .measurements(let height, let weight):
      report = ClassificationReport(
        classification, height: height, weight: weight, warnings: warnings,
        language: language.tag)
    case .bodyMassIndex:
      report = ClassificationReport(classification, warnings: warnings, language: language.tag)
    }
    // Encoding a report of strings, numbers and booleans cannot fail.
    return (try? JSONValueEncoder.encode(report)) ?? .null
  }

  /// The FHIR R4 `Bundle` `--format fhir` writes: the library's ``FHIRClassification``.
  func fhir(options: FHIRClassification.Options) -> JSONValue {
    let records: FHIRClassification
    switch input {
    case .measurements(let height, let weight):
      records = FHIRClassification(classification, height: height, weight: weight, options: options)
    case .bodyMassIndex:
      records = FHIRClassification(classification, options: options)
    }
    // Encoding a bundle of strings, numbers and codes cannot fail.
    return (try? JSONValueEncoder.encode(records.bundle)) ?? .null
  }

  /// `{"id", "version", "sha256", "name"}`, as every result names its standard.
  static func standardJSON(_ standard: Standard, _ language: DisplayLanguage) -> JSONValue {
    (try? JSONValueEncoder.encode(
      ClassificationReport.StandardInfo(standard, language: language.tag))) ?? .null
  }
}
