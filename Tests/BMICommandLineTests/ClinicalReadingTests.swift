import Foundation
import Testing

/// Readings of guidelines settled against their sources (docs/standards/*.md, "Reading
/// settled"), each held by the category a BMI at its edge gets.
struct ClinicalReadingTests {
  /// The category id `classify --format json` gives a BMI under a standard.
  static func categoryID(_ standard: String, bmi: String) throws -> String? {
    let result = runInProcess([
      "classify", "--standard", standard, "--bmi", bmi, "--format", "json",
    ])
    let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return ((document as? [String: Any])?["category"] as? [String: Any])?["id"] as? String
  }

  /// Malaysia 2004: one obese category from 27.5; no class at 35 or 40.
  @Test(arguments: [
    ("27.449999", "overweight"), ("27.45", "obese"), ("35", "obese"), ("40", "obese"),
    ("55", "obese"),
  ])
  func malaysiaHasOneObeseCategory(bmi: String, id: String) throws {
    #expect(try Self.categoryID("malaysia-2004", bmi: bmi) == id)
  }

  /// India 2009: obesity from 25.0 after one-decimal rounding ("≥ 25"), not above 25.
  @Test(arguments: [
    ("24.949999", "overweight"), ("24.95", "obesity"), ("25", "obesity"), ("22.95", "overweight"),
  ])
  func indiaHasObesityFrom25(bmi: String, id: String) throws {
    #expect(try Self.categoryID("india-2009", bmi: bmi) == id)
  }

  /// Singapore 2005: the one-decimal reading gives 22.95, between 22.9 and 23.0, a category.
  @Test(arguments: [
    ("22.949999", "low-risk"), ("22.95", "moderate-risk"), ("27.45", "high-risk"),
  ])
  func singaporeRoundsToOneDecimal(bmi: String, id: String) throws {
    #expect(try Self.categoryID("singapore-2005", bmi: bmi) == id)
  }

  /// NICE's ratio needs the waist and the height, not the weight.
  @Test func theWaistToHeightRatioNeedsNoWeight() {
    let result = runInProcess([
      "classify", "--standard", "nice-whtr-2025", "--height", "170", "--waist", "80",
    ])
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Healthy central adiposity"))
    #expect(result.stderr.isEmpty)
  }

  /// With a weight, a BMI of 35 or more gets a note; below 35, none.
  @Test(arguments: [("105", true), ("101.15", true), ("101", false), ("70", false)])
  func aBMIOf35OrMoreIsNotedUnderTheRatio(weight: String, noted: Bool) {
    // 170 cm: 101.15 kg is BMI 35.0, 101 kg is 34.95 (below 35).
    let result = runInProcess([
      "classify", "--standard", "nice-whtr-2025", "--height", "170", "--waist", "90",
      "--weight", weight,
    ])
    #expect(result.code == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains("is for adults with a BMI below 35") == noted, "\(result.stderr)")
  }
}
