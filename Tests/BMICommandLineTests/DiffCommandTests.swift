import BMICommandLine
import BMIKit
import Foundation
import Testing

private typealias Support = ChartCommandSupport

struct DiffCommandTests {
  /// KSSO 2022 against WHO 2000, derived by hand from the two tables: KSSO rounds to one
  /// decimal half-up, so its cut-offs are at 18.45, 22.95, 24.95, 29.95 and 34.95; WHO's
  /// are at 16, 17, 18.5, 25, 30, 35 and 40. No cut-off is shared, so no category of one
  /// corresponds to a category of the other, whatever their names. Six of the thirteen
  /// ranges differ only by rounding: both tables write 18.5, 25, 30 and 35.
  static let kssoAgainstWHOStart = """
    ksso-2022 and who-2000 decide differently: 12 cut-offs differ, and 7 ranges of exact \
    BMI (kg/m²) fall in categories that do not correspond; 6 more ranges differ only by \
    rounding (the tables write the same cut-offs).

    Cut-offs (exact BMI; '< v ≤' puts v itself in the category above, '≤ v <' in the one \
    below):
      only who-2000   < 16 ≤
      only who-2000   < 17 ≤
      only ksso-2022  < 18.45 ≤  (written 18.5)
      only who-2000   < 18.5 ≤
      only ksso-2022  < 22.95 ≤  (written 23)
    """

  @Test func kssoAgainstWHOInEnglish() {
    let result = Support.run(["standards", "diff", "ksso", "who"])
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output.hasPrefix(Self.kssoAgainstWHOStart))
    #expect(
      result.output.contains("\n  [22.95, 24.95)  ksso-2022 Pre-obesity · who-2000 Normal range\n"))
    #expect(result.output.contains("\n  [22.95, 24.95)  healthy under who-2000 only\n"))
    #expect(
      result.output.hasSuffix(
        "\n\nksso-2022 rounds BMI to 1 decimal (half-up) before classifying, so its ranges end "
          + "at the rounding midpoints.\n"))
  }

  @Test func kssoAgainstWHOInKoreanFromTheBuiltExecutable() throws {
    let result = try Support.runExecutable(["standards", "diff", "ksso", "who", "--lang", "ko"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    let verdict =
      "ksso-2022 · who-2000: 판정이 다릅니다. 경계값 12개가 다르고, 정확한 BMI 구간 7개(kg/m²)가 "
      + "서로 대응하지 않는 분류에 듭니다. 구간 6개는 반올림만 다릅니다(표에 적힌 경계값은 같습니다)."
    #expect(lines.first.map(String.init) == verdict)
    #expect(lines.contains("  [22.95, 24.95)  ksso-2022 비만 전단계 · who-2000 정상 범위 (국제 분류)"))
  }

  @Test func japanAndWHODifferOnlyBelow18Point5AndInTheirGroups() {
    // JASSO calls 25 to 30 obesity (grade 1) where WHO says pre-obese: a name, so no
    // difference; WHO's thinness grades are cut-offs JASSO does not have.
    let result = Support.run(["standards", "diff", "jasso", "who"])
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("  only who-2000  < 16 ≤"))
    #expect(lines.contains("  only who-2000  < 17 ≤"))
    #expect(!result.output.contains("[25, 30)"))
    #expect(lines.contains("  [17, 18.5)  jasso-2022 Underweight · who-2000 Mild thinness"))
  }

  @Test func aStandardDecidesLikeItself() {
    let result = Support.run(["standards", "diff", "nice", "nice-2025.yaml", "--exit-code"])
    #expect(result.status == 0)
    #expect(
      result.output
        == "nice and nice-2025.yaml decide alike: the same 5 cut-offs on the same sides, the "
        + "same healthy range and the same groups.\n")
  }

  /// A copy of KSSO with one label renamed decides alike (exit 0 under --exit-code); with
  /// --labels the renaming is reported and counts; moving one bound exits 1 and names it.
  @Test func aRenamedLabelIsNoDifferenceButAMovedBoundIs() throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Standards/ksso-2022.yaml"),
      encoding: .utf8)
    let renamedText = original.replacingOccurrences(
      of: "label: {en: Normal, ko: 정상}", with: "label: {en: Healthy weight, ko: 정상}")
    #expect(renamedText != original)
    let renamed = folder.appendingPathComponent("copy-of-ksso.yaml")
    try Data(renamedText.utf8).write(to: renamed)

    let alike = Support.run(["standards", "diff", "ksso", renamed.path, "--exit-code"])
    #expect(alike.status == 0, "\(alike.errors)")
    #expect(alike.output.contains("decide alike: the same 5 cut-offs on the same sides"))
    #expect(!alike.output.contains("Cut-offs"))

    let labelled = Support.run([
      "standards", "diff", "ksso", renamed.path, "--labels", "--exit-code",
    ])
    #expect(labelled.status == 1)
    #expect(labelled.output.contains("\n  category normal: en: 'Normal' · 'Healthy weight'\n"))

    let movedText = original.replacingOccurrences(of: "at_least: 25\n", with: "at_least: 25.5\n")
      .replacingOccurrences(of: "at_most: 24.9\n", with: "at_most: 25.4\n")
    #expect(movedText != original)
    let moved = folder.appendingPathComponent("moved.yaml")
    try Data(movedText.utf8).write(to: moved)
    let different = Support.run(["standards", "diff", "ksso", moved.path, "--exit-code"])
    #expect(different.status == 1, "\(different.errors)")
    #expect(different.errors.isEmpty)
    #expect(different.output.contains("\n  moved  < 24.95 ≤  →  < 25.45 ≤  (written 25 → 25.5)\n"))
    #expect(different.output.contains("\n  [24.95, 25.45)  ksso "))
    // Without --exit-code the report is the same and the status 0.
    #expect(Support.run(["standards", "diff", "ksso", moved.path]).status == 0)
  }

  @Test func jsonListsTheCutOffsAndEveryRange() throws {
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
    #expect(document["differs"] as? Bool == true)

    let cutOffs = try #require(document["cut_offs"] as? [[String: Any]])
    #expect(cutOffs.count == 12)
    let ksso2295 = try #require(
      cutOffs.first { ($0["second"] as? [String: Any])?["written"] as? Int == 23 })
    #expect(ksso2295["change"] as? String == "second-only")
    let value = try #require(ksso2295["second"] as? [String: Any])
    #expect((value["value"] as? NSNumber)?.stringValue == "22.95")
    #expect(value["belongs"] as? String == "above")

    let disagreements = try #require(document["disagreements"] as? [[String: Any]])
    #expect(disagreements.count == 13)
    let sliver = disagreements[3]
    #expect(sliver["interval"] as? String == "[18.45, 18.5)")
    let lower = try #require(sliver["lower"] as? [String: Any])
    #expect((lower["value"] as? NSNumber)?.stringValue == "18.45")
    #expect(lower["inclusive"] as? Bool == true)
    #expect((sliver["first"] as? [String: Any])?["id"] as? String == "mild-thinness")
    #expect((sliver["second"] as? [String: Any])?["id"] as? String == "normal")

    let ranges = try #require(document["ranges"] as? [[String: Any]])
    #expect(ranges.first?["lower"] is NSNull)
    #expect(ranges.last?["upper"] is NSNull)
    #expect(ranges.filter { $0["agrees"] as? Bool == false }.count == disagreements.count)
    #expect((document["healthy_differences"] as? [Any])?.count == 3)
  }

  @Test func aUsersFileIsComparedWithItsRounding() throws {
    // Half-even to whole numbers: 24.5 rounds to 24, so "at_most 24" keeps it; the exact
    // cut-off is 24.5, itself below. CDC rounds to one decimal half-up, so its cut-offs are
    // 18.45, 24.95, 29.95 …
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
    #expect(rows.contains("  only clinic     ≤ 24.5 <  (written 25)"))
    #expect(rows.contains("  only cdc-adult  < 24.95 ≤  (written 25)"))
    // Both tables write 25: the range between the two exact cut-offs is rounding's alone.
    let rounding = try #require(
      rows.firstIndex { $0.hasPrefix("Ranges put in different categories only by rounding") })
    #expect(rows[rounding + 1] == "  (24.5, 24.95)  clinic Overweight · cdc-adult Healthy weight")
    #expect(rows.contains("  (24.5, 24.95)  healthy under cdc-adult only"))
  }

  @Test func mistakesGetTheirExitCode() {
    #expect(Support.run(["standards", "diff", "who"]).status == 64)
    #expect(Support.run(["standards", "diff", "who", "nosuch"]).status == 66)
    #expect(Support.run(["standards", "diff", "who", "ksso", "--format", "xml"]).status == 64)
  }
}
