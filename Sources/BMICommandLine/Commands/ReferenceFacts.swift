import BMIKit
import BMISupport

/// The growth reference of a BMI-for-age standard as `bmi standards show` prints it: the
/// rules, the table and its digest, and every convention.
enum ReferenceFacts {
  /// Labelled lines, in the order of the file's `reference:` keys.
  static func lines(_ reference: BMIForAgeReference, _ language: DisplayLanguage)
    -> [(Message, [String])]
  {
    var lines: [(Message, [String])] = [
      (
        .labelReference,
        [
          reference.rules.fileName + ": " + VisibleText.escaped(reference.tableFile),
          "sha256 " + reference.tableSHA256,
        ]
      ),
      (
        .labelReferenceAge,
        [
          reference.ageRange,
          Message.referenceAgeConventions(
            rounding: reference.ageRounding, interpolation: reference.interpolation
          ).text(in: language),
        ]
      ),
      (.labelReferenceTails, [Message.referenceTails(reference.tails).text(in: language)]),
      (
        .labelReferenceCompared,
        [Message.referenceZRounding(reference.zRoundingDescription).text(in: language)]
      ),
    ]
    if let classes = reference.obesityClasses {
      let first = Message.referenceObesityClasses(within: VisibleText.escaped(classes.category))
      let thresholds = classes.thresholds.enumerated().map { index, threshold in
        Message.referenceObesityClass(
          index + 2, percent: text(threshold.percentOfNinetyFifth), bmi: text(threshold.bmi))
      }
      lines.append(
        (.labelReferenceObesityClasses, ([first] + thresholds).map { $0.text(in: language) }))
    }
    return lines
  }

  /// A threshold as the file wrote it (at most six decimals).
  private static func text(_ value: GrowthRational) -> String {
    value.plainDecimalText ?? value.description
  }

  /// The same facts for programs.
  static func json(_ reference: BMIForAgeReference) -> JSONValue {
    .object(
      [
        ("rules", .string(reference.rules.fileName)),
        ("table", .string(reference.tableFile)),
        ("table_sha256", .string(reference.tableSHA256)),
        ("age_unit", .string(reference.ageUnit.rawValue)),
        ("age_range", .string(reference.ageRange)),
        ("age_rounding", .string(reference.ageRounding)),
        ("interpolation", .string(reference.interpolation)),
        ("tails", .string(reference.tails.rawValue)),
        ("z_rounding", .string(reference.zRoundingDescription)),
      ] + (reference.obesityClasses.map { [("obesity_classes", obesityClassesJSON($0))] } ?? []))
  }

  /// The classes of obesity: the category they divide and each class's thresholds.
  private static func obesityClassesJSON(_ classes: GrowthObesityClasses) -> JSONValue {
    .object([
      ("within", .string(classes.category)),
      ("severe_from_class", .number(String(GrowthObesityClasses.firstSevereClass))),
      (
        "classes",
        .array(
          classes.thresholds.enumerated().map { index, threshold in
            .object([
              ("class", .number(String(index + 2))),
              ("at_least_percent_of_p95", .number(text(threshold.percentOfNinetyFifth))),
              ("or_bmi_at_least", .number(text(threshold.bmi))),
            ])
          })
      ),
    ])
  }
}
