import BMIKit
import BMISupport

/// The growth reference of a BMI-for-age standard as `bmi standards show` prints it: the
/// rules, the table and its digest, and every convention.
enum ReferenceFacts {
  /// Labelled lines, in the order of the file's `reference:` keys.
  static func lines(_ reference: BMIForAgeReference, _ language: DisplayLanguage)
    -> [(Message, [String])]
  {
    [
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
  }

  /// The same facts for programs.
  static func json(_ reference: BMIForAgeReference) -> JSONValue {
    .object([
      ("rules", .string(reference.rules.fileName)),
      ("table", .string(reference.tableFile)),
      ("table_sha256", .string(reference.tableSHA256)),
      ("age_unit", .string(reference.ageUnit.rawValue)),
      ("age_range", .string(reference.ageRange)),
      ("age_rounding", .string(reference.ageRounding)),
      ("interpolation", .string(reference.interpolation)),
      ("tails", .string(reference.tails.rawValue)),
      ("z_rounding", .string(reference.zRoundingDescription)),
    ])
  }
}
