/// A code from a code system (FHIR `Coding`).
public struct FHIRCoding: Codable, Hashable, Sendable {
  /// The code system's URI (`http://loinc.org`).
  public var system: String?
  /// The version of the code system, when it has versions.
  public var version: String?
  /// The code (`39156-5`).
  public var code: String?
  /// The code's name for people.
  public var display: String?

  /// Creates a coding.
  ///
  /// - Parameters:
  ///   - system: The code system's URI.
  ///   - version: The code system's version.
  ///   - code: The code.
  ///   - display: The code's name for people.
  public init(system: String?, version: String? = nil, code: String?, display: String? = nil) {
    self.system = system
    self.version = version
    self.code = code
    self.display = display
  }
}

/// A concept given by codes and text (FHIR `CodeableConcept`).
public struct FHIRCodeableConcept: Codable, Hashable, Sendable {
  /// The codes, each naming the same concept.
  public var coding: [FHIRCoding]?
  /// The concept in words.
  public var text: String?

  /// Creates a concept.
  ///
  /// - Parameters:
  ///   - coding: The codes.
  ///   - text: The concept in words.
  public init(coding: [FHIRCoding]?, text: String? = nil) {
    self.coding = coding
    self.text = text
  }
}

/// A measured amount with its UCUM unit (FHIR `Quantity`).
public struct FHIRQuantity: Codable, Hashable, Sendable {
  /// The amount, with every digit it was given with.
  public var value: ExactNumber
  /// The unit for people.
  public var unit: String
  /// The unit system: UCUM.
  public var system: String
  /// The UCUM code of the unit (`cm`, `kg`, `kg/m2`).
  public var code: String

  /// A quantity in a UCUM unit, written the same for people and machines.
  ///
  /// - Parameters:
  ///   - value: The amount.
  ///   - ucum: The UCUM code of the unit.
  public init(value: ExactNumber, ucum: String) {
    self.value = value
    self.unit = ucum
    self.system = FHIRVocabulary.ucum
    self.code = ucum
  }
}

/// A link to another resource (FHIR `Reference`).
public struct FHIRReference: Codable, Hashable, Sendable {
  /// The resource's URL: `Patient/123`, or `urn:uuid:…` inside a bundle.
  public var reference: String?
  /// The resource in words.
  public var display: String?

  /// Creates a reference.
  ///
  /// - Parameters:
  ///   - reference: The resource's URL.
  ///   - display: The resource in words.
  public init(reference: String?, display: String? = nil) {
    self.reference = reference
    self.display = display
  }
}

/// An identifier of a record in a system (FHIR `Identifier`).
public struct FHIRIdentifier: Codable, Hashable, Sendable {
  /// The system the value is unique in.
  public var system: String
  /// The identifier.
  public var value: String

  /// Creates an identifier.
  ///
  /// - Parameters:
  ///   - system: The system the value is unique in.
  ///   - value: The identifier.
  public init(system: String, value: String) {
    self.system = system
    self.value = value
  }
}

/// A value FHIR's base resources have no element for (FHIR `Extension`), here always text
/// or a code.
public struct FHIRExtension: Codable, Hashable, Sendable {
  /// The extension's URI, which says what the value means.
  public var url: String
  /// A text value.
  public var valueString: String?
  /// A code value.
  public var valueCode: String?

  /// An extension with a text value.
  ///
  /// - Parameters:
  ///   - url: The extension's URI.
  ///   - string: The text.
  public init(url: String, string: String) {
    self.url = url
    self.valueString = string
  }

  /// An extension with a code value.
  ///
  /// - Parameters:
  ///   - url: The extension's URI.
  ///   - code: The code.
  public init(url: String, code: String) {
    self.url = url
    self.valueCode = code
  }
}

/// A resource's metadata (FHIR `Meta`): the profiles it claims to follow.
public struct FHIRMeta: Codable, Hashable, Sendable {
  /// The canonical URLs of the profiles.
  public var profile: [String]

  /// Metadata claiming `profile`.
  ///
  /// - Parameter profile: The canonical URLs of the profiles.
  public init(profile: [String]) {
    self.profile = profile
  }
}
