import BMIKit
import BMISupport

/// One classification as `bmi classify` prints it: text for people, JSON for programs.
struct ClassificationOutput {
  let person: Person
  let classification: Classification
  let standard: Standard
  let warnings: [MeasurementWarning]

  /// The standard that decided: the one asked, or the one a delegating standard handed the
  /// person to (`who-all-ages` hands a child of 10 to `who-2007-bmi-for-age`).
  var scoring: Standard {
    classification.delegatingStandard == nil ? standard : classification.decidingStandard
  }

  /// The healthy weight range for the height in the person's section, when a height and
  /// weight were given and the standard classifies BMI and marks a healthy category.
  var healthyRange: ClosedRange<ExactDecimal>? {
    guard person.bodyMassIndex == nil, let height = person.height, person.weight != nil else {
      return nil
    }
    return scoring.healthyWeightRange(for: height, in: classification)
  }

  /// The BMI as written when the standard classifies something else: one decimal.
  private var plainBMI: String? {
    classification.bmi.map { $0.value.rounded(toDecimals: 1, mode: .halfUp).formatted(decimals: 1) }
  }

  /// The classified value with its unit, for a standard that does not classify BMI.
  private var valueText: String {
    classification.displayValue + (scoring.measure == .waist ? " cm" : "")
  }

  // MARK: - Text

  /// Aligned lines: BMI (and the measured value of a standard of another measure), category
  /// with its interval, groups, section, standard, healthy weight.
  func text(in language: DisplayLanguage, colour: Bool) -> String {
    let category = classification.category
    var rows: [(Message, String)] = []
    if scoring.measure.classifiesBMI {
      rows.append((.labelBMI, Style.bold.apply(classification.displayValue, when: colour)))
      if let applied = classification.cutOffsApplied {
        rows.append((.labelCutOffs, Self.cutOffsLine(applied, language)))
      }
    } else {
      if let plainBMI { rows.append((.labelBMI, plainBMI)) }
      rows.append((.label(for: scoring.measure), Style.bold.apply(valueText, when: colour)))
      if let result = classification.bmiForAge {
        rows += Self.scoreRows(result, scoring)
        if let correction = classification.pretermCorrection {
          rows.append((.labelCorrectedAge, Self.correctedAge(correction, language)))
        }
        if let adjustment = result.lengthAdjustment, let height = person.height {
          rows.append((.labelHeightUsed, Self.heightUsed(height, adjustment)))
        }
      }
    }
    rows.append(
      (
        .labelCategory,
        Style.bold.apply(VisibleText.escaped(category.label[language.tag]), when: colour) + "  "
          + (classification.intervalAtAge ?? scoring.notation(of: category.interval))
      ))
    if let result = classification.bmiForAge, let number = result.obesityClass {
      let text = Message.obesityClass(number, severe: result.isSevereObesity).text(in: language)
      rows.append((.labelObesityClass, Style.bold.apply(text, when: colour)))
    }
    if !classification.groups.isEmpty {
      rows.append(
        (
          .labelGroups,
          VisibleText.escaped(
            classification.groups.map { $0.label[language.tag] }.joined(separator: ", "))
        )
      )
    }
    if scoring.sections.count > 1 {
      rows.append(
        (.labelSection, Self.sectionLine(classification.section, scoring, language)))
    }
    rows.append((.labelStandard, Self.standardLine(standard, language)))
    if classification.delegatingStandard != nil {
      rows.append((.labelDecidedBy, Self.standardLine(scoring, language)))
    }
    if let height = person.height, let range = healthyRange {
      let lightest = range.lowerBound.formatted(decimals: 1)
      let heightText = height.centimetres.shortText
      let text =
        ClassificationReport.isUnbounded(range)
        ? Message.weightFrom(lightest, height: heightText)
        : Message.healthyWeightRange(
          "\(lightest)–\(range.upperBound.formatted(decimals: 1))", height: heightText)
      rows.append((.labelHealthyWeight, text.text(in: language)))
    }
    let labels = rows.map { $0.0.text(in: language) }
    let width = labels.map { TextLayout.displayWidth($0) }.max() ?? 0
    return zip(labels, rows).map { TextLayout.padded($0, to: width + 2) + $1.1 + "\n" }.joined()
  }

  /// `overweight_bmi25 19.84, obesity_bmi30 24 (male, 10 years; cubic between rows)`: the
  /// cut-offs a child's BMI was compared with.
  static func cutOffsLine(_ applied: CutOffsApplied, _ language: DisplayLanguage) -> String {
    let values = zip(applied.names, applied.values).map {
      VisibleText.escaped($0) + " " + CutOffsApplied.text(of: $1)
    }.joined(separator: ", ")
    let age = applied.age.message.text(in: language)
    let sex = Message(en: applied.sex.rawValue, ko: Sex.koreanName(of: applied.sex.rawValue))
    return values + " ("
      + Message.cutOffsAt(sex.text(in: language), age, reading: applied.reading.rawValue).text(
        in: language) + ")"
  }

  /// The scores besides the classified one: the percentile of a z standard, the z of a
  /// percentile standard, and CDC's % of the 95th percentile.
  static func scoreRows(_ result: BMIForAgeResult, _ standard: Standard) -> [(Message, String)] {
    var rows: [(Message, String)] = []
    if standard.measure == .bmiForAgeZ, let text = try? result.percentileText() {
      rows.append((.label(for: .bmiForAgePercentile), text))
    }
    if standard.measure == .bmiForAgePercentile, let text = try? result.zText() {
      rows.append((.label(for: .bmiForAgeZ), text))
    }
    if result.reference.rules.hasPercentOfNinetyFifth,
      let text = try? result.percentOfNinetyFifthText()
    {
      rows.append((.labelPercentOfNinetyFifth, text + " %"))
    }
    return rows
  }

  /// `80.7 cm (standing, +0.7 cm)`: the length or height the BMI was computed from.
  static func heightUsed(_ height: Height, _ adjustment: GrowthLengthAdjustment) -> String {
    let change = adjustment.centimetres
    let sign = change.signum > 0 ? "+" : ""
    return (height.centimetres + change).shortText + " cm (\(adjustment.position.rawValue), "
      + sign + change.shortText + " cm)"
  }

  /// `sex = male, age ≥ 70` (`남성, 70세 이상`), or the section's own id and then its
  /// condition; escaped.
  static func sectionLine(
    _ section: StandardSection, _ standard: Standard, _ language: DisplayLanguage
  ) -> String {
    let ageUnit = standard.inputs.first { $0.name == .age }?.ageUnit ?? .years
    let condition = section.condition.message(ageUnit: ageUnit).text(in: language)
    let line =
      section.name == section.condition.compactText
      ? condition : "\(section.name) (\(condition))"
    return VisibleText.escaped(line)
  }

  /// `WHO adult BMI classification — who-2000, version 1.0`.
  /// `21.3125 days (born at 30+0 weeks; 3 months from birth)`.
  static func correctedAge(_ correction: PretermAgeCorrection, _ language: DisplayLanguage)
    -> String
  {
    correction.message.text(in: language)
  }

  static func standardLine(_ standard: Standard, _ language: DisplayLanguage) -> String {
    let identity = standard.identity
    return VisibleText.escaped(standard.name[language.tag]) + " — "
      + Message.standardIdentity(identity.id, version: identity.version).text(in: language)
  }

  // MARK: - JSON

  /// The record `--format json` writes: the library's ``ClassificationReport``, encoded with
  /// its keys in order.
  func json(in language: DisplayLanguage) -> JSONValue {
    let report = ClassificationReport(
      classification, person: person, warnings: warnings, language: language.tag)
    // Encoding a report of strings, numbers and booleans cannot fail.
    return (try? JSONValueEncoder.encode(report)) ?? .null
  }

  /// The FHIR R4 `Bundle` `--format fhir` writes: the library's ``FHIRClassification``.
  func fhir(options: FHIRClassification.Options) -> JSONValue {
    let records: FHIRClassification
    if let height = person.height, let weight = person.weight {
      records = FHIRClassification(classification, height: height, weight: weight, options: options)
    } else {
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
