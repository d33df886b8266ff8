import Foundation
import Testing

/// `bmi` with a standard of cut-offs by age (`iotf-2000`, Cole et al. 2000): one child end
/// to end, in text and JSON, and a file of that grammar refused with positions.
struct CutOffStandardCommandTests {
  @Test func aBoyOfTenIsClassifiedAndTheCutOffsAreNamed() {
    let result = runInProcess([
      "classify", "--standard", "iotf-2000", "--sex", "male", "--age", "10", "--bmi", "19.84",
    ])
    #expect(result.code == 0, "\(result)")
    #expect(result.stdout.contains("Overweight  [19.84, 24)"), "\(result)")
    #expect(
      result.stdout.contains(
        "overweight_bmi25 19.84, obesity_bmi30 24 (male, 10 years; cubic between rows)"),
      "\(result)")
  }

  @Test func theJSONNamesTheCutOffsAtTheChildsAge() throws {
    // 10.25 years: the cubic through 9.5, 10, 10.5 and 11 gives boys 20.021875 and 24.29.
    let result = runInProcess([
      "classify", "--standard", "iotf-2000", "--sex", "male", "--age", "123mo", "--bmi",
      "20.021875", "--format", "json",
    ])
    #expect(result.code == 0, "\(result)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let category = try #require(object["category"] as? [String: Any])
    #expect(category["id"] as? String == "overweight")
    let cutOffs = try #require(object["cut_offs"] as? [String: Any])
    #expect(cutOffs["between"] as? String == "cubic")
    #expect(cutOffs["age_unit"] as? String == "years")
    let values = try #require(cutOffs["values"] as? [[String: Any]])
    #expect(values.map { $0["name"] as? String } == ["overweight_bmi25", "obesity_bmi30"])
    #expect(values.map { $0["display"] as? String } == ["20.021875", "24.29"])
    #expect(object["measure"] as? String == "bmi_for_age_cut_offs")
  }

  @Test func aChildOutsideTheTableOrWithoutASexIsRefused() {
    let young = runInProcess([
      "classify", "--standard", "iotf-2000", "--sex", "female", "--age", "1", "--bmi", "19",
    ])
    #expect(young.code == 65)
    #expect(young.stderr.contains("2 ≤ age ≤ 18"), "\(young)")
    let noSex = runInProcess(["classify", "--standard", "iotf-2000", "--age", "10", "--bmi", "19"])
    #expect(noSex.code == 65)
    #expect(noSex.stderr.contains("--sex"), "\(noSex)")
  }

  @Test func diffRefusesCutOffsThatMoveWithAge() {
    // Its bounds are positions among the table's columns, not BMIs to compare.
    let result = runInProcess(["standards", "diff", "iotf-2000", "iotf-2000"])
    #expect(result.code == 65, "\(result)")
    #expect(result.stderr.contains("reference or table"), "\(result)")
  }

  @Test func aBoundThatNamesNoColumnIsRefusedAtItsPlace() throws {
    let directory = FileManager.default.temporaryDirectory.appending(
      path: "cut-off-standard-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let table =
      "sex,age_years,overweight,obesity\nM,2,18.41,20.09\nM,3,17.89,19.57\n"
      + "F,2,18.02,19.81\nF,3,17.56,19.36\n"
    try Data(table.utf8).write(to: directory.appending(path: "cut-offs.csv"))
    let file = """
      format: bmi-standard/2
      id: clinic
      version: "1.0"
      name: {en: Clinic}
      inputs:
        sex: {values: [female, male]}
        age: {at_least: 2, at_most: 3}
      measure: bmi_for_age_cut_offs
      cut_offs:
        table: cut-offs.csv
        sha256: a6c32a6a93e33e3c7ba0bb6b8d2fed0b8de44da8f9c29d16a5b3f0d4a9d2e2e0
        columns: [overweight, obesity]
        between: quadratic
      rounding: none
      sections:
        - when: {sex: female, age: {at_least: 2, at_most: 3}}
          categories:
            - {id: low, label: {en: Low}, below: overwieght}
            - {id: high, label: {en: High}, at_least: overweight}
        - when: {sex: male, age: {at_least: 2, at_most: 3}}
          categories:
            - {id: low, label: {en: Low}, below: overweight}
            - {id: high, label: {en: High}, at_least: overweight}

      """
    let path = directory.appending(path: "clinic.yaml").path
    try Data(file.utf8).write(to: URL(fileURLWithPath: path))
    let result = runInProcess(["standards", "check", path])
    #expect(result.code == 78)
    // The rule between rows, then the misspelt column, each at its line and column.
    #expect(result.stderr.contains("clinic.yaml:13:12: error[E045]"), "\(result)")
    #expect(result.stderr.contains("'quadratic'"), "\(result)")
    #expect(result.stderr.contains("clinic.yaml:18:44: error[E045]"), "\(result)")
    #expect(result.stderr.contains("did you mean 'overweight'?"), "\(result)")
  }
}
