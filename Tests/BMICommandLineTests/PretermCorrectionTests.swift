import Foundation
import Testing

@testable import BMICommandLine

/// `--gestation`: a preterm infant is scored at the age from the due date under a standard
/// that declares RCPCH's correction, and the result shows both ages.
struct PretermCorrectionTests {
  static let infant = [
    "--standard", "who-2006-bmi-for-age", "--sex", "female", "--height", "55", "--weight", "4.2",
  ]

  private func json(_ arguments: [String]) throws -> [String: Any] {
    let result = runInProcess(arguments + ["--format", "json"])
    #expect(result.code == 0, "\(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return try #require(object as? [String: Any])
  }

  @Test func aGirlBornAt30WeeksIsScoredTenWeeksYounger() throws {
    let corrected = try json(Self.infant + ["--age", "3mo", "--gestation", "30+0"])
    // 3 months = 91.3125 days; born 70 days before the due date: scored at 21.3125 days,
    // which WHO 2006 rounds to 21 whole days.
    let atTwentyOneDays = try json(Self.infant + ["--age", "21d"])
    let chronological = try json(Self.infant + ["--age", "3mo"])
    #expect(corrected["z_score"] as? NSNumber == atTwentyOneDays["z_score"] as? NSNumber)
    #expect(corrected["z_score"] as? NSNumber != chronological["z_score"] as? NSNumber)
    let correction = try #require(corrected["preterm_correction"] as? [String: Any])
    #expect(correction["gestation"] as? String == "30+0")
    #expect(correction["rule"] as? String == "rcpch")
    let given = try #require(correction["chronological_age"] as? [String: Any])
    #expect(given["unit"] as? String == "months")
    let scored = try #require(correction["corrected_age"] as? [String: Any])
    #expect((scored["value"] as? NSNumber)?.doubleValue == 21.3125)
    let input = try #require(corrected["input"] as? [String: Any])
    let age = try #require(input["age"] as? [String: Any])
    #expect(age["unit"] as? String == "months")
  }

  /// RCPCH corrects until 1 year for 32–36 weeks and until 2 years below 32; not at term.
  @Test(arguments: [
    ("36+6", "365d", true), ("36+6", "366d", false), ("31+6", "730d", true),
    ("31+6", "731d", false), ("37+0", "30d", false),
  ])
  func correctionStopsWhereRCPCHStopsIt(gestation: String, age: String, corrects: Bool) throws {
    let report = try json(Self.infant + ["--age", age, "--gestation", gestation])
    #expect((report["preterm_correction"] != nil) == corrects)
  }

  @Test(arguments: [
    ("32+9", "gestation-days-out-of-range"), ("50+0", "gestation-weeks-out-of-range"),
    ("32-4", "gestation-malformed"),
  ])
  func aGestationThatIsNotOneIsRefused(text: String, code: String) {
    let result = runInProcess(Self.infant + ["--age", "3mo", "--gestation", text])
    #expect(result.code == 65)
    #expect(result.stderr.contains(code))
    let korean = runInProcess(Self.infant + ["--age", "3mo", "--gestation", text, "--lang", "ko"])
    #expect(korean.stderr.contains("재태 기간"))
  }

  @Test func aGestationWithoutAnAgeIsRefused() {
    let result = runInProcess(Self.infant + ["--gestation", "30+0"])
    #expect(result.code == 65)
    #expect(result.stderr.contains("gestation-without-age"))
  }

  @Test func aStandardWithoutTheRuleUsesTheChronologicalAge() throws {
    let report = try json([
      "--standard", "who-2007-bmi-for-age", "--sex", "male", "--age", "6", "--height", "115",
      "--weight", "20", "--gestation", "30+0",
    ])
    #expect(report["preterm_correction"] == nil)
  }
}

/// A delegating standard (`who-all-ages`) on the command line: classify names the standard
/// that decided; the commands that do not follow hand-overs refuse it instead of using the
/// named standards' tables as if they were its own.
struct DelegatingStandardCommandTests {
  @Test func classifyNamesTheStandardThatDecided() throws {
    let child = runInProcess([
      "--standard", "who-all-ages", "--sex", "male", "--age", "10", "--height", "140",
      "--weight", "40", "--lang", "ko",
    ])
    #expect(child.code == 0)
    #expect(child.stdout.contains("판정 기준"))
    #expect(child.stdout.contains("who-2007-bmi-for-age"))
    let adult = runInProcess([
      "--standard", "who-all-ages", "--age", "30", "--height", "170", "--weight", "70",
      "--format", "json",
    ])
    let object = try JSONSerialization.jsonObject(with: Data(adult.stdout.utf8))
    let report = try #require(object as? [String: Any])
    let decided = try #require(report["decided_by"] as? [String: Any])
    #expect(decided["id"] as? String == "who-2000")
    let asked = try #require(report["standard"] as? [String: Any])
    #expect(asked["id"] as? String == "who-all-ages")
  }

  @Test(arguments: [
    ["batch", "--standard", "who-all-ages"], ["chart", "--standard", "who-all-ages", "-o", "-"],
    ["standards", "diff", "who-all-ages", "who-2000"],
  ])
  func commandsThatDoNotFollowHandOversRefuse(arguments: [String]) {
    let result = runInProcess(arguments)
    #expect(result.code == 64)
    #expect(result.stderr.contains("delegating-standard"))
  }

  @Test func calcPrintsTheBMI() {
    let result = runInProcess([
      "calc", "--standard", "who-all-ages", "--height", "140", "--weight", "40",
    ])
    #expect(result.stdout == "20.4\n")
  }
}

/// The `gestation` column of `bmi batch`: each row as `bmi classify --gestation` gives it.
struct BatchGestationTests {
  @Test func aGestationColumnCorrectsEachRowsAge() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bmi-gestation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("infants.csv")
    try Data(
      "sex,age_days,height,weight,gestation\nfemale,91,55,4.2,30+0\nfemale,91,55,4.2,\nfemale,91,55,4.2,32+9\n"
        .utf8
    ).write(to: input)
    let result = runInProcess(["batch", input.path, "--standard", "who-2006-bmi-for-age"])
    let rows = result.stdout.split(separator: "\n").map(String.init)
    #expect(rows.count == 4)
    #expect(rows[1].contains(",-0.05,normal,"))
    #expect(rows[2].contains(",-1.76,normal,"))
    #expect(rows[3].contains("gestation-days-out-of-range"))
  }
}
