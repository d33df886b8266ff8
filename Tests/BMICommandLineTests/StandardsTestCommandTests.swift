import BMIKit
import Foundation
import Testing

@testable import BMICommandLine

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `bmi standards test`, `bmi standards examples` and the `examples:` of standard files.
struct StandardsTestCommandTests {
  static let clinicPath = repositoryRoot.appendingPathComponent("docs/examples/clinic-low-bmi.yaml")

  /// Writes a file into a fresh directory and returns its path.
  static func written(_ text: String, name: String = "clinic.yaml") throws -> (URL, String) {
    let directory = try temporaryDirectory()
    let file = directory.appendingPathComponent(name)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return (directory, file.path)
  }

  static func clinicText() throws -> String { try String(contentsOf: clinicPath, encoding: .utf8) }

  @Test func clinicExamplesPassWithFullCoverage() {
    let result = runInProcess([
      "standards", "test", "--coverage", "--min-coverage", "100", Self.clinicPath.path,
    ])
    #expect(result.code == 0, "\(result)")
    #expect(result.stdout.contains("20 examples, 20 passed, 0 failed"))
    #expect(result.stdout.contains("coverage 100.00 % (23 of 23"))
  }

  @Test func aCutOffMovedByOneTenthFailsTheExampleAtItsLineAndColumn() throws {
    let text = try Self.clinicText()
    let old = "ko: 저체중}, below: 22}"
    #expect(text.components(separatedBy: old).count == 2)
    let changed = text.replacingOccurrences(of: old, with: "ko: 저체중}, below: 22.1}")
      .replacingOccurrences(of: "at_least: 22, below: 27}", with: "at_least: 22.1, below: 27}")
    let (directory, path) = try Self.written(changed)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = runInProcess(["standards", "test", path])
    #expect(result.code == 1, "\(result)")
    let lines = changed.components(separatedBy: "\n")
    let example = "{sex: male, age: 70, bmi: 22, expect: healthy"
    let line = try #require(lines.firstIndex { $0.contains(example) }) + 1
    let column = try #require(lines[line - 1].range(of: "expect: ")).upperBound
    let columnNumber =
      lines[line - 1].unicodeScalars.distance(
        from: lines[line - 1].unicodeScalars.startIndex,
        to: column.samePosition(in: lines[line - 1].unicodeScalars)!) + 1
    #expect(
      result.stderr.contains(
        "\(path):\(line):\(columnNumber): error[example-failed]: example failed: expected category healthy, "
          + "section men-70-and-over; got category low-bmi, section men-70-and-over"),
      "\(result)")
    #expect(result.stderr.contains("rounding (1 decimal, half-up) gives 22"))
    #expect(result.stdout.contains("20 examples, 19 passed, 1 failed"))
    // `standards check` runs the examples too.
    let check = runInProcess(["standards", "check", path])
    #expect(check.code == 1, "\(check)")
    #expect(check.stdout.contains("1 of its 20 examples failed"))
  }

  @Test func coverageNamesTheSideLeftUncoveredAndFailsBelowTheMinimum() throws {
    let text = try Self.clinicText()
    let removed =
      "  - {sex: female, age: 18, bmi: 24.9, expect: healthy, section: women-under-70}\n"
    #expect(text.contains(removed))
    let (directory, path) = try Self.written(text.replacingOccurrences(of: removed, with: ""))
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = runInProcess(["standards", "test", "--min-coverage", "100", path])
    #expect(result.code == 1, "\(result)")
    #expect(result.stdout.contains("coverage 95.65 % (22 of 23"), "\(result)")
    #expect(
      result.stdout.contains(
        "not covered: cut-off healthy | high-bmi in section women-under-70, side healthy at 24.9"))
    #expect(result.stdout.contains("coverage below the minimum of 100 %"))
    let lower = runInProcess(["standards", "test", "--min-coverage", "95.65", path])
    #expect(lower.code == 0, "\(lower)")
    let higher = runInProcess(["standards", "test", "--min-coverage", "95.66", path])
    #expect(higher.code == 1, "\(higher)")
  }

  @Test(arguments: [(9_999, 10_000, "99.99"), (29_999, 30_000, "99.99"), (1, 3, "33.33")])
  func coverageIsNeverRoundedUp(covered: Int, total: Int, shown: String) {
    let targets = (0..<total).map { ExampleCoverage.Target(name: "\($0)", covered: $0 < covered) }
    let coverage = ExampleCoverage(targets: targets)
    #expect(coverage.percentText == shown)
    #expect(!coverage.reaches(100))
    #expect(coverage.reaches(ExactDecimal(shown)!))
  }

  @Test func exactMinimumCoverage() {
    let targets = (0..<30_000).map { ExampleCoverage.Target(name: "\($0)", covered: $0 < 29_999) }
    let coverage = ExampleCoverage(targets: targets)
    // 29,999 of 30,000 is 99.99666…%: above 99.9966, below 99.9967.
    #expect(coverage.reaches(ExactDecimal("99.9966")!))
    #expect(!coverage.reaches(ExactDecimal("99.9967")!))
  }

  @Test(arguments: ["101", "-1", "all", "99.9999999"])
  func aMinimumCoverageThatIsNotAPercentageIsAUsageError(value: String) {
    let result = runInProcess([
      "standards", "test", "--min-coverage", value, Self.clinicPath.path,
    ])
    #expect(result.code == 64, "\(result)")
  }

  @Test func junitHasOneTestCasePerExample() throws {
    let text = try Self.clinicText().replacingOccurrences(
      of: "bmi: 27, expect: high-bmi, section: men-70-and-over",
      with: "bmi: 26.9, expect: high-bmi, section: men-70-and-over")
    let (directory, path) = try Self.written(text)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = runInProcess(["standards", "test", "--format", "junit", path])
    #expect(result.code == 1)
    let document = try XMLDocument(data: Data(result.stdout.utf8))
    let cases = try document.nodes(forXPath: "/testsuites/testsuite/testcase")
    #expect(cases.count == 20)
    let failures = try document.nodes(forXPath: "//testcase/failure")
    #expect(failures.count == 1)
    let root = try #require(document.rootElement())
    #expect(root.attribute(forName: "tests")?.stringValue == "20")
    #expect(root.attribute(forName: "failures")?.stringValue == "1")
  }

  @Test func printedExamplesCoverEveryCutOffAndSection() throws {
    let text = try Self.clinicText()
    let start = try #require(text.range(of: "examples:\n")).lowerBound
    let table = String(text[..<start])
    let (directory, path) = try Self.written(table)
    defer { try? FileManager.default.removeItem(at: directory) }
    let printed = runInProcess(["standards", "examples", path])
    #expect(printed.code == 0, "\(printed)")
    try (table + printed.stdout).write(toFile: path, atomically: true, encoding: .utf8)
    let result = runInProcess(["standards", "test", "--min-coverage", "100", path])
    #expect(result.code == 0, "\(result)")
    #expect(result.stdout.contains("16 examples, 16 passed"), "\(result)")
  }

  @Test func anAgeWithoutAUnitIsInTheUnitOfTheFilesAgeInput() throws {
    let text = """
      format: bmi-standard/2
      id: months-clinic
      version: "1"
      name: {en: Months}
      inputs:
        age: {at_least: 24, unit: months}
      rounding: none
      sections:
        - id: children
          when: {age: {below: 240}}
          categories:
            - {id: low, label: {en: Low}, below: 15}
            - {id: ok, label: {en: OK}, at_least: 15}
        - id: adults
          when: {age: {at_least: 240}}
          categories:
            - {id: low, label: {en: Low}, below: 20}
            - {id: ok, label: {en: OK}, at_least: 20}
      examples:
        - {age: 30, bmi: 16, expect: ok, section: children}
        - {age: 30 years, bmi: 16, expect: low, section: adults}

      """
    let (directory, path) = try Self.written(text)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = runInProcess(["standards", "test", path])
    #expect(result.code == 0, "\(result)")
    #expect(result.stdout.contains("2 examples, 2 passed, 0 failed"), "\(result)")
  }

  static let builtInFiles =
    (try? FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("Standards").path))?.filter {
      $0.hasSuffix(".yaml")
    }
    .sorted() ?? []

  @Test func thereAre35BuiltInFiles() {
    #expect(Self.builtInFiles.count == 35)
  }

  @Test(arguments: builtInFiles)
  func builtInExamplesPassWithFullCoverage(name: String) {
    let path = repositoryRoot.appendingPathComponent("Standards/\(name)").path
    let result = runInProcess(["standards", "test", "--min-coverage", "100", path])
    #expect(result.code == 0, "\(result)")
    #expect(result.stdout.contains("coverage 100.00 %"), "\(result)")
  }

  @Test func examplesAreCheckedByTheLoaderAtTheirPlace() throws {
    let text = try Self.clinicText()
      .replacingOccurrences(
        of: "bmi: 27, expect: high-bmi, section: men-70-and-over}",
        with: "bmi: 27, expect: high-bmi, section: men-70-and-over, colour: red}"
      )
      .replacingOccurrences(
        of: "bmi: 22, expect: healthy, section: men-70-and-over}",
        with: "bmi: 22, expect: very-high, section: men-70-and-over}")
    let (directory, path) = try Self.written(text)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = runInProcess(["standards", "check", path])
    #expect(result.code == 78, "\(result)")
    let lines = text.components(separatedBy: "\n")
    let line = try #require(lines.firstIndex { $0.contains("colour: red") }) + 1
    #expect(result.stderr.contains("\(path):\(line):"), "\(result)")
    #expect(result.stderr.contains("colour"))
    #expect(result.stderr.contains("very-high"))
  }
}

/// `bmi standards init --from STANDARD`.
struct StandardsInitCommandTests {
  @Test func initFromKSSOWithItsPrintedExamplesPassesAtFullCoverage() throws {
    let copy = runInProcess(["standards", "init", "--from", "ksso"])
    #expect(copy.code == 0, "\(copy)")
    #expect(copy.stdout.contains("\nid: my-ksso-2022\n"))
    #expect(copy.stdout.contains("\n# source:\n#   citation: >-\n"))
    #expect(copy.stdout.hasPrefix("# yaml-language-server: $schema=bmi-standard.schema.json\n"))
    let printed = runInProcess(["standards", "examples", "ksso"])
    #expect(printed.code == 0)
    // Pasted under the copy's own examples: (without a second `examples:` line).
    let pasted = printed.stdout.split(separator: "\n").dropFirst().joined(separator: "\n")
    let (directory, path) = try StandardsTestCommandTests.written(
      copy.stdout + "\n" + pasted + "\n")
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(runInProcess(["standards", "check", path]).code == 0)
    let result = runInProcess(["standards", "test", "--min-coverage", "100", path])
    #expect(result.code == 0, "\(result)")
    #expect(result.stdout.contains("21 examples, 21 passed, 0 failed"), "\(result)")
  }

  static let adultStandards = StandardsTestCommandTests.builtInFiles.map {
    String($0.dropLast(".yaml".count))
  }.filter {
    BuiltInStandards.standard(id: $0)?.bmiForAgeReference == nil
      && BuiltInStandards.standard(id: $0)?.cutOffReference == nil
  }

  @Test(arguments: adultStandards)
  func everyCopyPassesAsWritten(id: String) throws {
    let copy = runInProcess(["standards", "init", "--from", id, "--id", "clinic"])
    #expect(copy.code == 0, "\(copy)")
    let (directory, path) = try StandardsTestCommandTests.written(copy.stdout)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = runInProcess(["standards", "test", "--min-coverage", "100", path])
    #expect(result.code == 0, "\(result)")
    let check = runInProcess(["standards", "check", path])
    #expect(check.code == 0, "\(check)")
    #expect(check.stdout.contains("valid (clinic, version"), "\(check)")
  }

  @Test func refusals() {
    #expect(runInProcess(["standards", "init", "--from", "nope"]).code == 66)
    #expect(runInProcess(["standards", "init", "--from", "who-2007-bmi-for-age"]).code == 65)
    #expect(runInProcess(["standards", "init", "--from", "ksso", "--id", "My Clinic"]).code == 64)
  }
}
