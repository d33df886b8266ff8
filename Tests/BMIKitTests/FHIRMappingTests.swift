import BMIKit
import Foundation
import Testing

/// The FHIR mapping as a library gives it: dates, ids, the classified value and the codes.
/// The records themselves are validated against the FHIR R4B models in `Tests/FHIR`.
struct FHIRMappingTests {
  @Test(arguments: [
    "2026", "2026-03", "2026-03-14", "2024-02-29", "2026-03-14T09:30:00+09:00",
    "2026-03-14T00:30:00Z", "2026-03-14T23:59:60.125Z", "2026-03-14T09:30:00-14:00",
  ])
  func fhirDateTimesAreRead(text: String) {
    #expect(FHIRDateTime(text)?.text == text)
  }

  @Test(arguments: [
    "", "26", "0000", "2026-3", "2026-13", "2026-02-29", "2026-04-31", "2026-03-14T09:30",
    "2026-03-14T09:30:00", "2026-03-14T24:00:00Z", "2026-03-14T09:30:00+14:30",
    "2026-03-14 09:30:00Z", "2026-03-14T09:30:00.Z", "２０２６",
  ])
  func otherTextIsNoFHIRDateTime(text: String) {
    #expect(FHIRDateTime(text) == nil)
  }

  @Test(arguments: [
    (0.0, "1970-01-01T00:00:00Z"), (951_782_400.0, "2000-02-29T00:00:00Z"),
    (1_773_448_200.5, "2026-03-14T00:30:00Z"), (-1.0, "1969-12-31T23:59:59Z"),
  ])
  func momentsAreWrittenInUTC(seconds: Double, text: String) {
    #expect(FHIRDateTime(Date(timeIntervalSince1970: seconds)).text == text)
  }

  @Test(arguments: [("123", true), ("pat-7.a", true), ("", false), ("a b", false), ("환자", false)])
  func patientIDs(text: String, valid: Bool) {
    #expect(FHIRClassification.isValidID(text) == valid)
    #expect(FHIRClassification.isValidID(String(repeating: "a", count: 65)) == false)
  }

  /// 170 cm and 65 kg is 6500/289 = 22.4913494…: WHO does not round, so the six-decimal
  /// value is given; KSSO rounds to one decimal, so its rounded value is.
  @Test(arguments: [("who", "22.491349"), ("ksso", "22.5")])
  func theValueIsWhatTheStandardClassified(name: String, expected: String) throws {
    let standard = try BuiltInStandards.named(name)
    let result = try standard.classify(
      height: Height(parsing: "170"), weight: Weight(parsing: "65"))
    #expect(FHIRClassification.classifiedValue(of: result).description == expected)
  }

  /// Just above an exclusive cut-off, the six-decimal value cut short would land on the cut-off
  /// and in the category below, so the value one millionth up is given.
  @Test func aValueJustAboveAnExclusiveCutOffStaysAbove() throws {
    let table = try ClassificationTable(categories: [
      BMICategory(
        id: "low", label: LocalizedText(["en": "Low"]),
        interval: Interval(lower: .none, upper: .atMost(25))),
      BMICategory(
        id: "high", label: LocalizedText(["en": "High"]),
        interval: Interval(lower: .above(25), upper: .none)),
    ])
    let standard = Standard(
      identity: StandardIdentity(id: "edge", version: "1"), name: LocalizedText(["en": "Edge"]),
      table: table)
    // 25 + 1/3·10⁻⁶, a hair above the cut-off.
    let bmi = try #require(BodyMassIndex(Rational(75_000_001, 3_000_000)))
    let result = try standard.classify(bmi)
    #expect(result.category.id == "high")
    #expect(FHIRClassification.classifiedValue(of: result).description == "25.000001")
  }

  @Test func theBundleLinksTheBMIToItsMeasurements() throws {
    let ksso = try BuiltInStandards.named("ksso")
    let height = try Height(parsing: "170")
    let weight = try Weight(parsing: "65")
    let result = try ksso.classify(height: height, weight: weight)
    let records = FHIRClassification(
      result, height: height, weight: weight,
      options: .init(
        effective: try #require(FHIRDateTime("2026-03-14")), patientID: "p1", language: "ko_KR"))
    #expect(records.bundle.type == "collection")
    #expect(records.bundle.entry.count == 3)
    let links = records.bodyMassIndex.derivedFrom?.compactMap(\.reference) ?? []
    #expect(links == records.bundle.entry.prefix(2).map(\.fullUrl))
    let coding = try #require(records.bodyMassIndex.interpretation?.first?.coding?.first)
    #expect(coding.system == "urn:bmikit:standard:ksso-2022:1.0")
    #expect(coding.code == "normal")
    #expect(coding.display == "정상")
    #expect(records.bodyMassIndex.subject?.reference == "Patient/p1")
    #expect(records.height?.valueQuantity?.code == "cm")
    #expect(records.weight?.valueQuantity?.code == "kg")
  }

  @Test func categorySystemsEncodeWhatAURIDoesNotAllow() {
    let identity = StandardIdentity(id: "clinic", version: "2 (draft)")
    #expect(FHIRVocabulary.categorySystem(identity) == "urn:bmikit:standard:clinic:2%20%28draft%29")
  }
}
