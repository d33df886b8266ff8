import BMIKit
import Testing

/// A child's FHIR records: US Core's pediatric BMI-for-age percentile (LOINC 59576-9) with
/// the z-score beside it, derived from the BMI, height and weight. The records are validated
/// against the FHIR R4B models in `Tests/FHIR`.
struct FHIRChildrenTests {
  @Test func aChildsBundleAddsTheBMIForAgePercentile() throws {
    let standard = try BuiltInStandards.named("cdc-2000-bmi-for-age")
    let height = try Height(parsing: "130")
    let weight = try Weight(parsing: "28")
    let person = Person(
      height: height, weight: weight, sex: try Sex(parsing: "female"),
      age: try Age(parsing: "114.5mo"))
    let result = try standard.classify(person)
    let scores = try #require(result.bmiForAge)
    let records = FHIRClassification(
      result, height: height, weight: weight,
      options: FHIRClassification.Options(patientID: "child-7"))
    let child = try #require(records.bmiForAgePercentile)
    #expect(child.code.coding?.first?.code == "59576-9")
    #expect(child.valueQuantity?.code == "%")
    #expect(child.valueQuantity?.value.description == (try scores.percentileText(decimals: 4)))
    #expect(
      child.component?.first?.valueQuantity?.value.description == (try scores.zText(decimals: 4)))
    #expect(
      child.meta?.profile == [
        "http://hl7.org/fhir/us/core/StructureDefinition/pediatric-bmi-for-age"
      ])
    #expect(child.method?.text?.contains("cdc-2000-bmi-for-age") == true)
    let urls = records.bundle.entry.map(\.fullUrl)
    #expect(urls.count == 4)
    #expect(child.derivedFrom?.map(\.reference) == [urls[2], urls[0], urls[1]])
  }

  @Test func anAdultsBundleHasNoPercentile() throws {
    let standard = try BuiltInStandards.named("who")
    let result = try standard.classify(
      height: Height(parsing: "170"), weight: Weight(parsing: "65"))
    let records = FHIRClassification(result)
    #expect(records.bmiForAgePercentile == nil)
    #expect(records.bundle.entry.count == 1)
  }
}
