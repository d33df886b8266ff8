import Foundation
import Testing

@testable import BMICommandLine

struct StandardsCommandTests {
  @Test func listAsJSONHasAliasesAndDigests() throws {
    let result = runInProcess(["standards", "list", "--format", "json"])
    #expect(result.code == 0)
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let ksso = try #require(entries.first { $0["id"] as? String == "ksso-2022" })
    #expect(ksso["aliases"] as? [String] == ["ksso"])
    #expect((ksso["sha256"] as? String)?.count == 64)
    #expect(Set(ksso.keys) == ["id", "name", "version", "year", "aliases", "sha256"])
  }

  @Test func showAsJSONHasTheTable() throws {
    let result = runInProcess(["standards", "show", "ksso", "--format", "json"])
    #expect(result.code == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let rounding = try #require(object["rounding"] as? [String: Any])
    #expect(rounding["decimals"] as? Int == 1)
    #expect(rounding["mode"] as? String == "half-up")
    let categories = try #require(object["categories"] as? [[String: Any]])
    #expect(
      categories.map { $0["interval"] as? String } == [
        "(0, 18.5)", "[18.5, 22.9]", "[23, 24.9]", "[25, 29.9]", "[30, 34.9]", "[35, ∞)",
      ])
    #expect(categories.filter { $0["healthy"] as? Bool == true }.count == 1)
  }

  @Test func showTakesAFileAndReportsItsDiagnostics() throws {
    let directory = try CommandLineFixtures.examplesDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let valid = runInProcess(
      ["standards", "show", directory.appendingPathComponent("acme-clinic.yaml").path])
    #expect(valid.code == 0)
    #expect(valid.stdout.contains("  [27.25, ∞)   high  High\n"))
    let invalid = runInProcess(
      ["standards", "show", directory.appendingPathComponent("clinic-gap.yaml").path])
    #expect(invalid.code == 78)
    #expect(invalid.stderr.contains("error[E014]: gap"))
  }

  @Test func checkInKorean() throws {
    let directory = try CommandLineFixtures.examplesDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("clinic-gap.yaml").path
    let result = runInProcess(["standards", "check", path, "--lang", "ko"])
    #expect(result.code == 78)
    #expect(result.stdout == "\(path): 올바르지 않음 (오류 1개)\n")
  }

  @Test func aRealFileWithALookAlikeNameIsUsedWithAWarning() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("kss\u{043E}.yaml")
    try StandardResolutionTests.clinicFile.write(to: file, atomically: true, encoding: .utf8)
    let result = runInProcess(["--height", "170", "--weight", "80", "--standard", file.path])
    #expect(result.code == 0)
    #expect(result.stdout.contains("acme-clinic"))
    #expect(
      result.stderr
        == "Warning: Using the file '\(file.path)'; its name contains look-alike, invisible or control characters: U+043E CYRILLIC SMALL LETTER O.\n"
    )
  }
}
