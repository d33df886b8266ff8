import Foundation
import Testing

@testable import BMICommandLine

/// A child under a BMI-for-age standard gets WHO's flag for a BMI-for-age z beyond ±5
/// (`implausible-bmi-for-age`), not the adult "rare value" warnings.
struct ChildPlausibilityTests {
  private func warningCodes(_ json: String) throws -> [String] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let report = try #require(object as? [String: Any])
    let warnings = try #require(report["warnings"] as? [[String: Any]])
    return warnings.compactMap { $0["code"] as? String }
  }

  @Test func anOrdinaryToddlerGetsNoAdultWarning() throws {
    let arguments = [
      "--sex", "female", "--age", "700d", "--height", "80", "--weight", "11", "--standard",
      "who-2006-bmi-for-age",
    ]
    let text = runInProcess(arguments)
    #expect(text.code == 0, "\(text.stderr)")
    #expect(text.stderr.isEmpty, "\(text.stderr)")
    #expect(try warningCodes(runInProcess(arguments + ["--format", "json"]).stdout).isEmpty)
    // The same measurements under an adult standard still warn.
    let adult = runInProcess(["--height", "80", "--weight", "11", "--standard", "who-2000"])
    #expect(adult.stderr.contains("rare"), "\(adult.stderr)")
  }

  /// A boy of 10 with BMI 40 (z above +5 under WHO 2007) and with BMI 9 (below −5).
  @Test(arguments: ["40", "9"])
  func zBeyondFiveIsFlagged(_ bmi: String) throws {
    let arguments = [
      "--sex", "male", "--age", "10", "--bmi", bmi, "--standard", "who-2007-bmi-for-age",
    ]
    let json = runInProcess(arguments + ["--format", "json"])
    #expect(json.code == 0, "\(json.stderr)")
    #expect(try warningCodes(json.stdout) == ["implausible-bmi-for-age"])
    let z = try #require(ResearchPrecisionTests.numberText(json.stdout, key: "z_score"))
    #expect(abs(try #require(Double(z))) > 5)
    let english = runInProcess(arguments)
    #expect(english.stderr.contains("beyond ±5"), "\(english.stderr)")
    #expect(english.stderr.contains("WHO"), "\(english.stderr)")
    let korean = runInProcess(arguments + ["--lang", "ko"])
    #expect(korean.stderr.contains("±5를 벗어나"), "\(korean.stderr)")
  }

  @Test func aZWithinFiveIsNotFlagged() throws {
    let json = runInProcess([
      "--sex", "male", "--age", "10", "--bmi", "30", "--standard", "who-2007-bmi-for-age",
      "--format", "json",
    ])
    let z = try #require(ResearchPrecisionTests.numberText(json.stdout, key: "z_score"))
    #expect(abs(try #require(Double(z))) <= 5, "\(z)")
    #expect(try warningCodes(json.stdout).isEmpty)
  }

  @Test func batchWritesTheFlagColumn() {
    let input = "sex,age,bmi\nmale,10,40\nmale,10,17\nmale,10,9\n"
    let run = runBatchBytes(
      Array(input.utf8), standard: BatchStandards.builtIn("who-2007-bmi-for-age"), threads: 1)
    #expect(run.error == nil)
    let text = String(decoding: run.output, as: UTF8.self)
    #expect(
      text.hasPrefix(
        "sex,age,bmi,bmi_for_age_z,category,error,section,z_score,percentile,bmi_for_age_flag\n"),
      "\(text)")
    let flags = BatchBMIForAgeTests.records(run.output).map { $0.last ?? "" }
    #expect(flags == ["1", "0", "1"], "\(text)")
  }

  /// The interactive mode asks the sex and age and warns the same way.
  @Test func theInteractiveModeGivesNoAdultWarningForAToddler() {
    var environment = InteractiveSessionTests.environment
    environment["BMI_STANDARD"] = "who-2006-bmi-for-age"
    let result = runInProcess(
      [], environment: environment, lines: ["80", "11", "female", "700d", "q"],
      terminal: InteractiveSessionTests.terminal)
    #expect(result.code == 0)
    #expect(!result.stderr.contains("rare"), "\(result.stderr)")
    #expect(result.stdout.contains("BMI-for-age z"), "\(result.stdout)")
  }
}
