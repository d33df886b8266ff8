import Foundation
import Testing

/// The built `bmi` binary run as a separate process: stdout, stderr and exit code for each
/// promise of the command-line issue.
struct EndToEndTests {
  @Test func classifyIsTheDefaultSubcommand() throws {
    let implicit = try runProcess(["--height", "170", "--weight", "65"])
    let explicit = try runProcess(["classify", "--height=170", "--weight=65"])
    #expect(implicit.code == 0)
    #expect(implicit.stdout == explicit.stdout)
    #expect(
      implicit.stdout.hasPrefix("BMI             22.5\nCategory        Normal range  [18.5, 25)\n"))
    #expect(implicit.stderr == "")
  }

  @Test func unitsAndDecimalCommas() throws {
    let metric = try runProcess(["calc", "--height", "170,18", "--weight", "64,86370891"])
    let imperial = try runProcess(["calc", "--height", "5'7\"", "--weight", "10st3lb"])
    #expect(imperial.code == 0)
    #expect(imperial.stdout == "22.4\n")
    #expect(metric.code == 65, "eight decimals are more than a decimal accepts")
    #expect(metric.stderr.contains("too many digits"))
  }

  @Test func jsonOutputParses() throws {
    let result = try runProcess(
      ["--height", "160", "--weight", "64", "--standard", "ksso", "--format", "json"])
    #expect(result.code == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let category = try #require(object["category"] as? [String: Any])
    #expect(category["id"] as? String == "obesity-class-1")
    #expect(category["interval"] as? String == "[25, 29.9]")
  }

  @Test func exitCodesForEachKindOfProblem() throws {
    #expect(try runProcess(["--height", "170"]).code == 64)
    #expect(try runProcess(["--height", "17m", "--weight", "65"]).code == 65)
    #expect(try runProcess(["--height", "170", "--weight", "65", "--standard", "kso"]).code == 66)
    #expect(
      try runProcess(["--height", "170", "--weight", "65", "--standard", "kss\u{043E}.yaml"]).code
        == 66)
    let directory = try CommandLineFixtures.examplesDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let invalid = try runProcess(
      ["--height", "170", "--weight", "65", "--standard", "clinic-gap.yaml"],
      workingDirectory: directory)
    #expect(invalid.code == 78)
    #expect(invalid.stderr.contains("clinic-gap.yaml:"))
  }

  static let hasFullDevice = FileManager.default.isWritableFile(atPath: "/dev/full")

  @Test(.enabled(if: hasFullDevice, "needs /dev/full"))
  func writeFailureIsExit74() throws {
    let process = Process()
    process.executableURL = try builtExecutable()
    process.arguments = ["standards", "list"]
    process.environment = plainEnvironment
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 74)
    #expect(String(decoding: message, as: UTF8.self).hasPrefix("Error: Could not write the output"))
  }

  @Test func standardsCheck() throws {
    let directory = try CommandLineFixtures.examplesDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let valid = try runProcess(
      ["standards", "check", "acme-clinic.yaml"], workingDirectory: directory)
    #expect(valid.code == 0)
    #expect(
      valid.stdout
        == "acme-clinic.yaml: valid (acme-clinic, version 1.0, 3 categories, 0 warnings)\n")
    #expect(valid.stderr == "")
    let mixed = try runProcess(
      ["standards", "check", "acme-clinic.yaml", "clinic-gap.yaml", "missing.yaml"],
      workingDirectory: directory)
    #expect(mixed.code == 78)
    #expect(mixed.stdout.contains("clinic-gap.yaml: invalid (1 error)"))
    #expect(mixed.stderr.contains("clinic-gap.yaml:"))
    #expect(mixed.stderr.contains("^\n"))
    #expect(mixed.stderr.contains("Error: No such file: 'missing.yaml'."))
  }

  @Test func everyBuiltInChecksCleanByName() throws {
    let list = try runProcess(["standards", "list", "--format", "json"])
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
    let ids = entries.compactMap { $0["id"] as? String }
    #expect(ids.count == 35)
    let check = try runProcess(["standards", "check"] + ids)
    #expect(check.code == 0)
    #expect(check.stderr == "", "a built-in has warnings: \(check.stderr)")
  }

  @Test func standardsShowInKorean() throws {
    let result = try runProcess(
      ["standards", "show", "ksso"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(result.code == 0)
    #expect(result.stdout.contains("  [23, 24.9]    pre-obesity      비만 전단계\n"))
    #expect(result.stdout.contains("반올림   분류 전에 소수 1자리로 반올림 (half-up)"))
  }

  @Test func helpVersionAndTerminator() throws {
    let version = try runProcess(["--version"])
    #expect(version.stdout == "0.1.0\n")
    #expect(version.code == 0)
    let help = try runProcess(["help", "standards", "check"])
    #expect(help.stdout.hasPrefix("OVERVIEW: Check standard files and print their diagnostics.\n"))
    #expect(help.stdout.contains("USAGE: bmi standards check [--lang <lang>] <files> ...\n"))
    // After `--`, `--help` is a value: a file name that does not exist.
    let terminated = try runProcess(["standards", "check", "--", "--help"])
    #expect(terminated.code == 66)
    #expect(terminated.stderr == "Error: No such file: '--help'.\n")
  }

  @Test func noArgumentsWithoutATerminalIsUsage() throws {
    let result = try runProcess([], stdin: "170\n65\n")
    #expect(result.code == 64)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: No height and weight given."))
    #expect(result.stderr.contains("\nUsage: bmi classify "))
  }
}
