import BMICommandLine
import BMIKit
import Foundation
import Testing

private typealias Support = ChartCommandSupport

struct DiffCommandTests {
  /// KSSO 2022 against WHO 2000, derived by hand from the two tables: KSSO rounds to one
  /// decimal half-up, so its categories end at 18.45, 22.95, 24.95, 29.95 and 34.95; WHO's
  /// are half-open at 16, 17, 18.5, 25, 30, 35 and 40. Below 18.45 both say underweight
  /// (WHO's thinness grades are its underweight group). From 40 both have a "class III", but
  /// not the same one: KSSO's starts at 35, WHO's at 40, and their labels differ in every
  /// language, so the range is reported.
  static let kssoAgainstWHO = """
    ksso-2022 and who-2000 disagree on 9 ranges of exact BMI (kg/m²):
    [18.45, 18.5)   ksso-2022 Normal · who-2000 Mild thinness
    [22.95, 24.95)  ksso-2022 Pre-obesity · who-2000 Normal range
    [24.95, 25)     ksso-2022 Class I obesity · who-2000 Normal range
    [25, 29.95)     ksso-2022 Class I obesity · who-2000 Pre-obese
    [29.95, 30)     ksso-2022 Class II obesity · who-2000 Pre-obese
    [30, 34.95)     ksso-2022 Class II obesity · who-2000 Obese class I
    [34.95, 35)     ksso-2022 Class III obesity · who-2000 Obese class I
    [35, 40)        ksso-2022 Class III obesity · who-2000 Obese class II
    [40, ∞)         ksso-2022 Class III obesity · who-2000 Obese class III

    ksso-2022 rounds BMI to 1 decimal (half-up) before classifying, so its ranges end at \
    the rounding midpoints.

    """

  @Test func kssoAgainstWHOInEnglish() {
    let result = Support.run(["standards", "diff", "ksso", "who"])
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output == Self.kssoAgainstWHO)
  }

  @Test func kssoAgainstWHOInKoreanFromTheBuiltExecutable() throws {
    let result = try Support.runExecutable(["standards", "diff", "ksso", "who", "--lang", "ko"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "ksso-2022 · who-2000: 분류가 다른 정확한 BMI 구간 9개 (kg/m²)")
    #expect(lines.contains("[22.95, 24.95)  ksso-2022 비만 전단계 · who-2000 정상 범위 (국제 분류)"))
  }

  @Test func japanAndWHOShareTheirCutOffsButNotTheirNames() {
    // JASSO calls 25 to 30 obesity (grade 1); WHO calls it pre-obese.
    let result = Support.run(["standards", "diff", "jasso", "who"])
    let rows = result.output.split(separator: "\n").dropFirst().map(String.init)
    #expect(rows.first == "[25, 30)  jasso-2022 Obesity grade 1 · who-2000 Pre-obese")
    #expect(rows.count == 4)
  }

  @Test func aStandardAgreesWithItself() {
    let result = Support.run(["standards", "diff", "nice", "nice-2025.yaml"])
    #expect(result.status == 0)
    #expect(result.output == "nice-2025 and nice-2025 agree on every BMI.\n")
  }

  @Test func jsonListsTheDisagreementsAndEveryRange() throws {
    let result = Support.run(["standards", "diff", "who", "ksso", "--format", "json"])
    #expect(result.status == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let first = try #require(document["first"] as? [String: Any])
    #expect(first["id"] as? String == "who-2000")
    #expect(first["rounding"] as? String == "none")
    let second = try #require(document["second"] as? [String: Any])
    let rounding = try #require(second["rounding"] as? [String: Any])
    #expect(rounding["decimals"] as? Int == 1 && rounding["mode"] as? String == "half-up")

    let disagreements = try #require(document["disagreements"] as? [[String: Any]])
    #expect(disagreements.count == 9)
    let sliver = disagreements[0]
    #expect(sliver["interval"] as? String == "[18.45, 18.5)")
    let lower = try #require(sliver["lower"] as? [String: Any])
    #expect((lower["value"] as? NSNumber)?.stringValue == "18.45")
    #expect(lower["inclusive"] as? Bool == true)
    let upper = try #require(sliver["upper"] as? [String: Any])
    #expect(upper["inclusive"] as? Bool == false)
    #expect((sliver["first"] as? [String: Any])?["id"] as? String == "mild-thinness")
    #expect((sliver["second"] as? [String: Any])?["id"] as? String == "normal")

    let ranges = try #require(document["ranges"] as? [[String: Any]])
    #expect(ranges.first?["lower"] is NSNull)
    #expect(ranges.last?["upper"] is NSNull)
    #expect(ranges.filter { $0["agrees"] as? Bool == false }.count == disagreements.count)
  }

  @Test func aUsersFileIsComparedWithItsRounding() throws {
    // Half-even to whole numbers: 24.5 rounds to 24, so "at_most 24" keeps it; the exact
    // boundary is 24.5 inclusive. CDC rounds to one decimal half-up, so its boundaries are
    // 18.45, 24.95, 29.95 … Above 29.95 the clinic has no obesity classes, so each of CDC's
    // three is a range of its own.
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("clinic.yaml")
    try Data(
      """
      format: bmi-standard/1
      id: clinic
      version: "1"
      name: {en: Clinic}
      rounding: {decimals: 0, mode: half-even}
      categories:
        - id: healthy-weight
          label: {en: Healthy weight}
          healthy: true
          at_most: 24
        - id: overweight
          label: {en: Overweight}
          at_least: 25

      """.utf8
    ).write(to: file)
    let result = Support.run(["standards", "diff", file.path, "cdc"])
    #expect(result.status == 0, "\(result.errors)")
    let rows = result.output.split(separator: "\n").map(String.init)
    #expect(
      rows.prefix(6) == [
        "clinic and cdc-adult disagree on 5 ranges of exact BMI (kg/m²):",
        "(0, 18.45)      clinic Healthy weight · cdc-adult Underweight",
        "(24.5, 24.95)   clinic Overweight · cdc-adult Healthy weight",
        "[29.95, 34.95)  clinic Overweight · cdc-adult Class 1 obesity",
        "[34.95, 39.95)  clinic Overweight · cdc-adult Class 2 obesity",
        "[39.95, ∞)      clinic Overweight · cdc-adult Class 3 obesity (severe obesity)",
      ])
  }

  @Test func mistakesGetTheirExitCode() {
    #expect(Support.run(["standards", "diff", "who"]).status == 64)
    #expect(Support.run(["standards", "diff", "who", "nosuch"]).status == 66)
    #expect(Support.run(["standards", "diff", "who", "ksso", "--format", "xml"]).status == 64)
  }
}
