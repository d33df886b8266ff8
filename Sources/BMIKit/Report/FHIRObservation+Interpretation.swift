extension FHIRObservation {
  /// Records what the value means under `standard`: its category (code, label in
  /// `language`) as the interpretation when the value was classified, or no value and the
  /// data-absent reason `error` when it was not.
  ///
  /// - Parameters:
  ///   - categoryIndex: The category within the standard's first table, when classified.
  ///   - standard: The standard whose categories the code names.
  ///   - language: The language of the category's label (`en`, `ko`, …).
  mutating func interpret(categoryIndex: Int?, of standard: Standard, language: String) {
    guard let categoryIndex, valueQuantity != nil else {
      valueQuantity = nil
      dataAbsentReason = FHIRVocabulary.absentBecauseOfError
      return
    }
    let category = standard.table.categories[categoryIndex]
    let label = category.label.text(for: ClassificationReport.primaryTag(language))
    interpretation = [
      FHIRCodeableConcept(
        coding: [
          FHIRCoding(
            system: FHIRVocabulary.categorySystem(standard.identity),
            version: standard.identity.version, code: category.id, display: label)
        ],
        text: label)
    ]
  }
}
