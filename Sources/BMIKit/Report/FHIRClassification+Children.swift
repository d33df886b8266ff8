import BMICore

extension FHIRClassification {
  /// A child's BMI-for-age percentile as US Core's pediatric BMI for age observation
  /// (LOINC 59576-9, UCUM `%`), the percentile and z to 4 decimals: z as a component, the
  /// reference and standard named in `method`, and the category as the interpretation.
  ///
  /// - Parameters:
  ///   - id: The logical id.
  ///   - percentile: The percentile, 0–100, as written (4 decimals), or `nil` when there is
  ///     none (a batch row that could not be scored).
  ///   - z: The z-score as written, or `nil`.
  ///   - categoryIndex: The category's position in the standard's table.
  ///   - standard: The BMI-for-age standard that classified.
  ///   - options: When, of whom, and in which language.
  package static func bmiForAgePercentileObservation(
    id: String, percentile: ExactNumber?, z: ExactNumber?, categoryIndex: Int?,
    standard: Standard, options: Options
  ) -> FHIRObservation {
    var observation = FHIRObservation(
      id: id, code: FHIRVocabulary.bmiForAgePercentile, subject: options.subject,
      effective: options.effective, value: percentile.map { FHIRQuantity(value: $0, ucum: "%") })
    if options.patientID != nil {
      observation.meta = FHIRMeta(profile: [FHIRVocabulary.pediatricBMIForAgeProfile])
    }
    if let sha256 = standard.identity.sha256 {
      observation.extension = [
        FHIRExtension(url: FHIRVocabulary.standardDigestExtension, string: sha256)
      ]
    }
    observation.method = FHIRCodeableConcept(
      coding: nil, text: referenceName(of: standard, language: options.language))
    if let z {
      observation.component = [
        FHIRObservationComponent(
          code: FHIRVocabulary.bmiForAgeZ,
          value: FHIRQuantity(value: z, ucum: FHIRVocabulary.zScoreUnit))
      ]
    }
    observation.interpret(
      categoryIndex: categoryIndex, of: standard, language: options.language)
    return observation
  }

  /// The growth reference and standard, as `method` names them: `WHO Growth Reference
  /// 2007: BMI-for-age, 5–19 years (who-2007-bmi-for-age 1.0; rules who-2007, table
  /// References/who2007-bmi-for-age-months.csv)`.
  static func referenceName(of standard: Standard, language: String) -> String {
    let name = standard.name.text(for: ClassificationReport.primaryTag(language))
    var detail = "\(standard.identity.id) \(standard.identity.version)"
    if let reference = standard.bmiForAgeReference {
      detail += "; rules \(reference.rules.fileName), table \(reference.tableFile)"
    }
    return "\(name) (\(detail))"
  }

  /// The percentile observation of a classification scored for age, derived from the BMI
  /// (and the height and weight it came from).
  static func bmiForAgePercentile(
    of classification: Classification, id: String, derivedFrom: [FHIRReference],
    options: Options
  ) -> FHIRObservation? {
    guard let result = classification.bmiForAge else { return nil }
    let decimals = BMIForAgeResult.researchDecimals
    var observation = bmiForAgePercentileObservation(
      id: id,
      percentile: (try? result.percentileText(decimals: decimals)).map(
        ExactNumber.init(decimalText:)),
      z: (try? result.zText(decimals: decimals)).map(ExactNumber.init(decimalText:)),
      categoryIndex: classification.categoryIndex, standard: classification.classifyingStandard,
      options: options)
    observation.derivedFrom = derivedFrom
    return observation
  }
}
