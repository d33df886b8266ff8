/// A code from a code system (FHIR `Coding`).
package struct FHIRCoding: Codable, Hashable, Sendable {
  /// The code system's URI (`http://loinc.org`).
  package var system: String?
  /// The version of the code system, when it has versions.
  package var version: String?
  /// The code (`39156-5`).
  package var code: String?
  /// The code's name for people.
  package var display: String?

  /// Creates a coding.
  ///
  /// - Parameters:
  ///   - system: The code system's URI.
  ///   - version: The code system's version.
  ///   - code: The code.
  ///   - display: The code's name for people.
  package init(system: String?, version: String? = nil, code: String?, display: String? = nil) {
    self.system = system
    self.version = version
    self.code = code
    self.display = display
  }
}

/// A concept given by codes and text (FHIR `CodeableConcept`).
package struct FHIRCodeableConcept: Codable, Hashable, Sendable {
  /// The codes, each naming the same concept.
  package var coding: [FHIRCoding]?
  /// The concept in words.
  package var text: String?

  /// Creates a concept.
  ///
  /// - Parameters:
  ///   - coding: The codes.
  ///   - text: The concept in words.
  package init(coding: [FHIRCoding]?, text: String? = nil) {
    self.coding = coding
    self.text = text
  }
}

/// A measured amount with its UCUM unit (FHIR `Quantity`).
package struct FHIRQuantity: Codable, Hashable, Sendable {
  /// The amount, with every digit it was given with.
  package var value: ExactNumber
  /// The unit for people.
  package var unit: String
  /// The unit system: UCUM.
  package var system: String
  /// The UCUM code of the unit (`cm`, `kg`, `kg/m2`).
  package var code: String

  /// A quantity in a UCUM unit, written the same for people and machines.
  ///
  /// - Parameters:
  ///   - value: The amount.
  ///   - ucum: The UCUM code of the unit.
  package init(value: ExactNumber, ucum: String) {
    self.value = value
    self.unit = ucum
    self.system = FHIRVocabulary.ucum
    self.code = ucum
  }
}

/// A link to another resource (FHIR `Reference`).
package struct FHIRReference: Codable, Hashable, Sendable {
  /// The resource's URL: `Patient/123`, or `urn:uuid:…` inside a bundle.
  package var reference: String?
  /// The resource in words.
  package var display: String?

  /// Creates a reference.
  ///
  /// - Parameters:
  ///   - reference: The resource's URL.
  ///   - display: The resource in words.
  package init(reference: String?, display: String? = nil) {
    self.reference = reference
    self.display = display
  }
}

/// An identifier of a record in a system (FHIR `Identifier`).
package struct FHIRIdentifier: Codable, Hashable, Sendable {
  /// The system the value is unique in.
  package var system: String
  /// The identifier.
  package var value: String

  /// Creates an identifier.
  ///
  /// - Parameters:
  ///   - system: The system the value is unique in.
  ///   - value: The identifier.
  package init(system: String, value: String) {
    self.system = system
    self.value = value
  }
}

/// A value FHIR's base resources have no element for (FHIR `Extension`), here always text
/// or a code.
package struct FHIRExtension: Codable, Hashable, Sendable {
  /// The extension's URI, which says what the value means.
  package var url: String
  /// A text value.
  package var valueString: String?
  /// A code value.
  package var valueCode: String?

  /// An extension with a text value.
  ///
  /// - Parameters:
  ///   - url: The extension's URI.
  ///   - string: The text.
  package init(url: String, string: String) {
    self.url = url
    self.valueString = string
  }

  /// An extension with a code value.
  ///
  /// - Parameters:
  ///   - url: The extension's URI.
  ///   - code: The code.
  package init(url: String, code: String) {
    self.url = url
    self.valueCode = code
  }
}

/// A resource's metadata (FHIR `Meta`): the profiles it claims to follow.
package struct FHIRMeta: Codable, Hashable, Sendable {
  /// The canonical URLs of the profiles.
  package var profile: [String]

  /// Metadata claiming `profile`.
  ///
  /// - Parameter profile: The canonical URLs of the profiles.
  package init(profile: [String]) {
    self.profile = profile
  }
}
