/// The one home of the codes and URIs the FHIR records use.
///
/// LOINC codes and the vital-signs category are those of the FHIR R4 vital signs profiles
/// (hl7.org/fhir/R4/observation-vitalsigns.html); the BMI profile is
/// `http://hl7.org/fhir/StructureDefinition/bmi`. URIs this package defines begin with
/// `urn:bmikit:` and are documented in `docs/fhir.md`.
package enum FHIRVocabulary {
  /// LOINC's code system.
  package static let loinc = "http://loinc.org"
  /// UCUM, the unit system of every quantity.
  package static let ucum = "http://unitsofmeasure.org"
  /// LOINC 8302-2, body height.
  package static let bodyHeight = FHIRCodeableConcept(
    coding: [FHIRCoding(system: loinc, code: "8302-2", display: "Body height")],
    text: "Body height")
  /// LOINC 29463-7, body weight.
  package static let bodyWeight = FHIRCodeableConcept(
    coding: [FHIRCoding(system: loinc, code: "29463-7", display: "Body weight")],
    text: "Body weight")
  /// LOINC 39156-5, body mass index.
  package static let bodyMassIndex = FHIRCodeableConcept(
    coding: [FHIRCoding(system: loinc, code: "39156-5", display: "Body mass index (BMI) [Ratio]")],
    text: "BMI")
  /// LOINC 59576-9, a child's BMI percentile per age and sex (US Core's pediatric BMI for
  /// age profile).
  package static let bmiForAgePercentile = FHIRCodeableConcept(
    coding: [
      FHIRCoding(
        system: loinc, code: "59576-9",
        display: "Body mass index (BMI) [Percentile] Per age and sex")
    ],
    text: "BMI-for-age percentile")
  /// US Core's pediatric BMI for age profile, claimed when the record has a subject.
  package static let pediatricBMIForAgeProfile =
    "http://hl7.org/fhir/us/core/StructureDefinition/pediatric-bmi-for-age"
  /// A child's BMI-for-age z-score, as a component of the percentile observation. No LOINC
  /// code for a BMI-for-age z-score is in FHIR's vital-signs BMI value set (39156-5, 41909-3,
  /// 89270-3) nor named by US Core, so the code is this package's, with its text.
  package static let bmiForAgeZ = FHIRCodeableConcept(
    coding: [
      FHIRCoding(
        system: "urn:bmikit:fhir:score", code: "bmi-for-age-z", display: "BMI-for-age z-score")
    ],
    text: "BMI-for-age z-score")
  /// The UCUM unit of a z-score: dimensionless, annotated.
  package static let zScoreUnit = "{z-score}"
  /// The observation category `vital-signs`.
  package static let vitalSignsCategory = FHIRCodeableConcept(
    coding: [
      FHIRCoding(
        system: "http://terminology.hl7.org/CodeSystem/observation-category",
        code: "vital-signs", display: "Vital Signs")
    ],
    text: "Vital Signs")
  /// The profiles of each record, claimed when the record has a subject (the vital signs
  /// profiles require one).
  package static let heightProfile = "http://hl7.org/fhir/StructureDefinition/bodyheight"
  /// The body weight profile.
  package static let weightProfile = "http://hl7.org/fhir/StructureDefinition/bodyweight"
  /// The BMI profile.
  package static let bmiProfile = "http://hl7.org/fhir/StructureDefinition/bmi"
  /// The data-absent reason `error`: a batch row whose value could not be read.
  package static let absentBecauseOfError = FHIRCodeableConcept(
    coding: [
      FHIRCoding(
        system: "http://terminology.hl7.org/CodeSystem/data-absent-reason", code: "error",
        display: "Error")
    ],
    text: "Error")

  /// The extension holding the SHA-256 of the standard's file (64 hex digits).
  package static let standardDigestExtension = "urn:bmikit:fhir:standard-sha256"
  /// The extension holding the BMI as `bmi` displays it (`24.96`).
  package static let displayValueExtension = "urn:bmikit:fhir:display-bmi"
  /// The extension holding the exact BMI: a decimal when it has a finite one (`22.95`), else
  /// the reduced fraction (`6500/289`).
  package static let exactValueExtension = "urn:bmikit:fhir:exact-bmi"
  /// The extension holding the code of the problem of a batch row (`invalid-weight`).
  package static let rowProblemExtension = "urn:bmikit:fhir:batch-row-problem"
  /// The identifier system of batch rows: the value is the row's number, header excluded.
  package static let batchRowSystem = "urn:bmikit:fhir:batch-row"

  /// The code system of a standard's categories: `urn:bmikit:standard:<id>:<version>`,
  /// stable for as long as the standard's id and version are, with any character outside
  /// letters, digits, `-`, `.` and `_` percent-encoded.
  ///
  /// - Parameter identity: The standard's id and version.
  package static func categorySystem(_ identity: StandardIdentity) -> String {
    "urn:bmikit:standard:" + percentEncoded(identity.id) + ":" + percentEncoded(identity.version)
  }

  private static func percentEncoded(_ text: String) -> String {
    let digits = Array("0123456789ABCDEF")
    var encoded = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"):
        encoded.append(Character(Unicode.Scalar(byte)))
      default:
        encoded += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
      }
    }
    return encoded
  }
}
