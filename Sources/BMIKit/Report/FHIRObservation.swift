/// A measurement or a finding about a person (FHIR R4 `Observation`), with the elements a
/// body height, body weight or BMI record uses.
public struct FHIRObservation: Codable, Hashable, Sendable {
  /// Always `Observation`.
  package var resourceType = "Observation"
  /// The resource's logical id (1–64 letters, digits, `-` and `.`).
  package var id: String?
  /// The profiles the resource follows.
  package var meta: FHIRMeta?
  /// Values FHIR has no element for: the standard's digest, the BMI as displayed.
  package var `extension`: [FHIRExtension]?
  /// Identifiers of the record (the row of a batch).
  package var identifier: [FHIRIdentifier]?
  /// `final`: the value is complete and verified.
  package var status = "final"
  /// `vital-signs`.
  package var category: [FHIRCodeableConcept]
  /// What was observed: a LOINC code.
  package var code: FHIRCodeableConcept
  /// Who it was observed on.
  package var subject: FHIRReference?
  /// When it was observed.
  package var effectiveDateTime: String?
  /// The value with its UCUM unit.
  package var valueQuantity: FHIRQuantity?
  /// Why there is no value (a batch row that could not be classified).
  package var dataAbsentReason: FHIRCodeableConcept?
  /// What the value means: the category under a standard.
  package var interpretation: [FHIRCodeableConcept]?
  /// How the value was found: a child's growth reference and standard.
  package var method: FHIRCodeableConcept?
  /// The observations the value was computed from.
  package var derivedFrom: [FHIRReference]?
  /// Values observed with this one: a child's BMI-for-age z-score beside the percentile.
  package var component: [FHIRObservationComponent]?

  enum CodingKeys: String, CodingKey {
    case resourceType, id, meta, `extension`, identifier, status, category, code, subject
    case effectiveDateTime, valueQuantity, dataAbsentReason, interpretation, method
    case derivedFrom, component
  }

  /// An observation of `code` in the vital-signs category.
  ///
  /// - Parameters:
  ///   - id: The logical id.
  ///   - code: What was observed.
  ///   - subject: Who it was observed on.
  ///   - effective: When.
  ///   - value: The value.
  package init(
    id: String?, code: FHIRCodeableConcept, subject: FHIRReference?, effective: FHIRDateTime?,
    value: FHIRQuantity?
  ) {
    self.id = id
    self.category = [FHIRVocabulary.vitalSignsCategory]
    self.code = code
    self.subject = subject
    self.effectiveDateTime = effective?.text
    self.valueQuantity = value
  }
}

/// A value observed with another (FHIR R4 `Observation.component`).
package struct FHIRObservationComponent: Codable, Hashable, Sendable {
  /// What was observed.
  package var code: FHIRCodeableConcept
  /// The value with its UCUM unit.
  package var valueQuantity: FHIRQuantity?

  /// A component.
  ///
  /// - Parameters:
  ///   - code: What was observed.
  ///   - value: The value.
  package init(code: FHIRCodeableConcept, value: FHIRQuantity?) {
    self.code = code
    self.valueQuantity = value
  }
}

/// A set of resources sent together (FHIR R4 `Bundle` of type `collection`).
public struct FHIRBundle: Codable, Hashable, Sendable {
  /// One resource of the bundle with its full URL.
  package struct Entry: Codable, Hashable, Sendable {
    /// The resource's absolute URL; `urn:uuid:…` for resources that live only here.
    package var fullUrl: String
    /// The resource.
    package var resource: FHIRObservation

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - fullUrl: The resource's absolute URL.
    ///   - resource: The resource.
    package init(fullUrl: String, resource: FHIRObservation) {
      self.fullUrl = fullUrl
      self.resource = resource
    }
  }

  /// Always `Bundle`.
  package var resourceType = "Bundle"
  /// `collection`: resources that belong together, with no request to a server.
  package var type = "collection"
  /// When the bundle was made.
  package var timestamp: String?
  /// The resources.
  package var entry: [Entry]

  /// A collection of entries.
  ///
  /// - Parameters:
  ///   - timestamp: When the bundle was made.
  ///   - entry: The resources.
  package init(timestamp: FHIRDateTime?, entry: [Entry]) {
    self.timestamp = timestamp?.text
    self.entry = entry
  }
}
