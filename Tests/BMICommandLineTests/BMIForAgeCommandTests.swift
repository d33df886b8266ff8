import Foundation
import Testing

@testable import BMICommandLine

/// `bmi classify` with the BMI-for-age standards: CDC's worked examples, the age options, and
/// the conventions each result names.
struct BMIForAgeCommandTests {
  /// The JSON object the command printed.
  private func json(_ arguments: [String]) throws -> [String: Any] {
    let result = runInProcess(arguments + ["--format", "json"])
    #expect(result.code == 0, "\(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return try #require(object as? [String: Any])
  }

  private func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

  // CDC, "Extended BMI-for-age growth charts" page, worked examples: a girl of 114.5 months
  // with BMI 21.2 (z 1.42, 92.2nd percentile), and a boy of 50.5 months with BMI 22.6, above
  // P95 (extended percentile 99.77, z 2.83).
  @Test func cdcWorkedExampleBelowTheNinetyFifth() throws {
    let report = try json([
      "--sex", "female", "--age", "114.5mo", "--bmi", "21.2", "--standard",
      "cdc-2000-bmi-for-age",
    ])
    let z = try #require(number(report["z_score"]))
    let percentile = try #require(number(report["percentile"]))
    #expect(abs(z - 1.42) < 0.005)
    #expect(abs(percentile - 92.2) < 0.05)
    let category = try #require(report["category"] as? [String: Any])
    #expect(category["id"] as? String == "overweight")
    let conventions = try #require(report["conventions"] as? [String: Any])
    #expect(conventions["rules"] as? String == "cdc-2000")
    #expect(conventions["tails"] as? String == "cdc-extended")
    #expect(conventions["interpolation"] as? String == "linear")
    #expect(conventions["age"] as? NSNumber == 114.5)
    #expect(number(report["percent_of_p95"]).map { $0 > 0 && $0 < 100 } == true)
  }

  /// `--measured` corrects the height by WHO 2006's rule, and the JSON names the correction:
  /// +0.7 cm for a standing height at 730 days, −0.7 cm for a length at 731, none otherwise.
  @Test(arguments: [
    ("730d", "standing", 0.7), ("730d", "lying", 0), ("731d", "lying", -0.7),
    ("731d", "standing", 0),
  ])
  func measuredPositionCorrectsTheHeight(age: String, measured: String, centimetres: Double)
    throws
  {
    let arguments = [
      "--sex", "female", "--age", age, "--height", "85", "--weight", "12", "--standard",
      "who-2006-bmi-for-age",
    ]
    let report = try json(arguments + ["--measured", measured])
    let conventions = try #require(report["conventions"] as? [String: Any])
    let adjustment = try #require(conventions["length_adjustment"] as? [String: Any])
    #expect(adjustment["measured"] as? String == measured)
    #expect(number(adjustment["centimetres"]) == centimetres)
    let corrected = try json(
      arguments.map { $0 == "85" ? (85 + centimetres).formatted() : $0 })
    #expect(number(report["z_score"]) == number(corrected["z_score"]))
    #expect((corrected["conventions"] as? [String: Any])?["length_adjustment"] == nil)
  }

  @Test func cdcWorkedExampleAboveTheNinetyFifth() throws {
    let report = try json([
      "--sex", "male", "--age", "50.5mo", "--bmi", "22.6", "--standard", "cdc-2000-bmi-for-age",
    ])
    let z = try #require(number(report["z_score"]))
    let percentile = try #require(number(report["percentile"]))
    #expect(abs(z - 2.83) < 0.005)
    #expect(abs(percentile - 99.77) < 0.005)
    #expect(number(report["percent_of_p95"]).map { $0 > 120 } == true)
    let category = try #require(report["category"] as? [String: Any])
    #expect(category["id"] as? String == "obesity")
    // 126.81 % of P95: class 2, severe obesity.
    let obesityClass = try #require(report["obesity_class"] as? [String: Any])
    #expect(obesityClass["class"] as? Int == 2)
    #expect(obesityClass["severe_obesity"] as? Bool == true)
  }

  /// The same child's age written four ways gives the same scores: 9 years 6 months is 114
  /// months, and 3469.875 days.
  @Test(arguments: [["--age", "9y6m"], ["--age", "114mo"], ["--age", "9.5"]])
  func agesInAnyForm(age: [String]) throws {
    let report = try json(
      ["--sex", "male", "--bmi", "18", "--standard", "who-2007-bmi-for-age"] + age)
    let reference = try json(
      ["--sex", "male", "--bmi", "18", "--standard", "who-2007-bmi-for-age", "--age", "114mo"])
    #expect(number(report["z_score"]) == number(reference["z_score"]))
    #expect(number(report["percentile"]) == number(reference["percentile"]))
  }

  /// Whole days between the dates: 2015-03-01 to 2024-09-15 is 3486 days (2 leap days,
  /// 2016 and 2020, and 2024's).
  @Test func birthDateAndDateGiveWholeDays() throws {
    let report = try json([
      "--sex", "female", "--bmi", "17", "--birth-date", "2015-03-01", "--date", "2024-09-15",
      "--standard", "cdc-2000-bmi-for-age",
    ])
    let input = try #require(report["input"] as? [String: Any])
    let age = try #require(input["age"] as? [String: Any])
    #expect(age["value"] as? NSNumber == 3486)
    #expect(age["unit"] as? String == "days")
    let days = try json([
      "--sex", "female", "--bmi", "17", "--age", "3486d", "--standard", "cdc-2000-bmi-for-age",
    ])
    #expect(number(report["z_score"]) == number(days["z_score"]))
  }

  @Test func aDateBeforeTheBirthIsRefused() {
    let result = runInProcess([
      "--sex", "female", "--bmi", "17", "--birth-date", "2015-03-01", "--date", "2014-09-15",
      "--standard", "cdc-2000-bmi-for-age",
    ])
    #expect(result.code == 65)
    #expect(result.stdout == "")
  }

  @Test func aBirthDateNeedsTheDate() {
    let result = runInProcess([
      "--sex", "female", "--bmi", "17", "--birth-date", "2015-03-01",
      "--standard", "cdc-2000-bmi-for-age",
    ])
    #expect(result.code == 64)
    #expect(result.stderr.contains("--date"))
  }

  @Test func whoConventionsAreNamed() throws {
    let report = try json([
      "--sex", "male", "--bmi", "16", "--age", "1802d", "--standard", "who-2006-bmi-for-age",
    ])
    let conventions = try #require(report["conventions"] as? [String: Any])
    #expect(conventions["age_rounding"] as? String == "whole-days-half-up")
    #expect(conventions["interpolation"] as? String == "none")
    #expect(conventions["z_rounding"] as? String == "2 decimals, half-away-from-zero")
    #expect(conventions["age"] as? NSNumber == 1802)
    #expect(report["percent_of_p95"] == nil)
  }

  @Test func anAgeOutsideTheReferenceIsRefused() {
    let result = runInProcess([
      "--sex", "male", "--bmi", "16", "--age", "4", "--standard", "who-2007-bmi-for-age",
    ])
    #expect(result.code == 65)
    #expect(result.stderr.contains("60 ≤ age ≤ 228 months"), "\(result.stderr)")
  }

  @Test func theSexIsRequired() {
    let result = runInProcess(["--bmi", "16", "--age", "9", "--standard", "who-2007-bmi-for-age"])
    #expect(result.code == 65)
    #expect(result.stderr.contains("--sex"), "\(result.stderr)")
  }

  @Test func showNamesEveryConvention() {
    let result = runInProcess(["standards", "show", "who-2007-bmi-for-age"])
    #expect(result.code == 0)
    for line in [
      "who-2007: References/who2007-bmi-for-age-months.csv", "60 ≤ age ≤ 228 months",
      "age rounding: none; L, M and S interpolated: linear", "who-restricted",
      "z rounded to 2 decimals, half-away-from-zero", "(-∞, -3)",
    ] {
      #expect(result.stdout.contains(line), "\(line)")
    }
  }
}

/// The interactive mode asks a BMI-for-age standard's sex and age after the height and weight.
struct BMIForAgeInteractiveTests {
  @Test func asksForSexAndAge() {
    var environment = InteractiveSessionTests.environment
    environment["BMI_STANDARD"] = "who-2007-bmi-for-age"
    let result = runInProcess(
      [], environment: environment, lines: ["130", "25", "male", "9y6m", "q"],
      terminal: InteractiveSessionTests.terminal)
    #expect(result.code == 0)
    #expect(result.stderr == "", "\(result.stderr)")
    #expect(result.stdout.contains("Sex"), "\(result.stdout)")
    #expect(result.stdout.contains("Age"), "\(result.stdout)")
    #expect(result.stdout.contains("BMI-for-age z           -0.98"), "\(result.stdout)")
    #expect(result.stdout.contains("Normal  [-2, 1]"), "\(result.stdout)")
  }
}
