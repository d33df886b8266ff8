import BMIKit
import BMISupport
import Foundation
import Testing

@testable import BMICommandLine
@testable import BMISupport

struct StandardResolutionTests {
  static let person = ["--height", "170", "--weight", "65"]

  @Test(arguments: ["ksso", "KSSO", "ksso.yaml", "ksso-2022", "ksso-2022.yaml"])
  func aliasesMeanTheBuiltIn(_ name: String) {
    let result = runInProcess(Self.person + ["--standard", name, "--format", "json"])
    #expect(result.code == 0, "\(result)")
    #expect(result.stdout.contains("\"id\": \"ksso-2022\""))
  }

  @Test func defaultIsWHOAndEnvironmentOverridesIt() {
    #expect(runInProcess(Self.person).stdout.contains("who-2000, version"))
    var environment = plainEnvironment
    environment["BMI_STANDARD"] = "jasso"
    #expect(runInProcess(Self.person, environment: environment).stdout.contains("jasso-2022"))
    // An explicit --standard wins over the environment.
    let explicit = runInProcess(Self.person + ["--standard", "cdc"], environment: environment)
    #expect(explicit.stdout.contains("cdc-adult"))
  }

  @Test func unknownNameSuggestsTheNearest() {
    let result = runInProcess(Self.person + ["--standard", "kso"])
    #expect(result.code == 66)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasPrefix(
        "Error: No built-in standard or file named 'kso'. Did you mean 'ksso'?\nBuilt-in standards: who-2000, ksso-2022,"
      ), "\(result.stderr)")
  }

  @Test func unknownNameFromTheEnvironmentSaysSo() {
    var environment = plainEnvironment
    environment["BMI_STANDARD"] = "whoo"
    let result = runInProcess(Self.person, environment: environment)
    #expect(result.code == 66)
    #expect(result.stderr.contains("named 'whoo' (from BMI_STANDARD). Did you mean 'who'?"))
  }

  struct LookAlike: Sendable, CustomTestStringConvertible {
    let typed: String
    let character: String
    let position: Int
    let suggestion: String
    var testDescription: String {
      typed.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    }
  }

  static let lookAlikes: [LookAlike] = [
    LookAlike(
      typed: "kss\u{043E}.yaml", character: "U+043E CYRILLIC SMALL LETTER O", position: 4,
      suggestion: "Did you mean 'ksso.yaml' (the built-in ksso-2022)?"),
    LookAlike(
      typed: "wh\u{03BF}", character: "U+03BF GREEK SMALL LETTER OMICRON", position: 3,
      suggestion: "Did you mean 'who' (the built-in who-2000)?"),
    LookAlike(
      typed: "\u{FF4A}asso", character: "U+FF4A FULLWIDTH LATIN SMALL LETTER J", position: 1,
      suggestion: "Did you mean 'jasso' (the built-in jasso-2022)?"),
    LookAlike(
      typed: "nice\u{2013}ethnic", character: "U+2013 EN DASH", position: 5,
      suggestion: "Did you mean 'nice-ethnic' (the built-in nice-ethnic-2025)?"),
    LookAlike(
      typed: "\u{0441}lin\u{0456}c.yaml", character: "U+0441 CYRILLIC SMALL LETTER ES",
      position: 1, suggestion: "Did you mean 'clinic.yaml'?"),
  ]

  @Test(arguments: lookAlikes)
  func lookAlikeLettersAreNamedNeverSubstituted(_ testCase: LookAlike) {
    let result = runInProcess(Self.person + ["--standard", testCase.typed])
    #expect(result.code == 66)
    #expect(result.stdout == "")
    #expect(
      result.stderr.contains(
        "  \(testCase.character) at position \(testCase.position), which looks like"),
      "\(result.stderr)")
    #expect(result.stderr.contains(testCase.suggestion), "\(result.stderr)")
  }

  @Test func koreanLookAlikeMessage() {
    let result = runInProcess(Self.person + ["--standard", "kss\u{043E}", "--lang", "ko"])
    #expect(result.code == 66)
    #expect(result.stderr.hasPrefix("오류: 기준 이름 'kssо'에 ASCII 문자처럼 보이기만 하는 문자가 있습니다:"))
    #expect(result.stderr.contains("4번째 문자 U+043E CYRILLIC SMALL LETTER O: 'o'처럼 보임"))
  }

  @Test func aStandardFileIsLoadedByPath() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("clinic.yaml")
    try Self.clinicFile.write(to: file, atomically: true, encoding: .utf8)
    let result = runInProcess(
      ["--height", "170", "--weight", "80", "--standard", file.path, "--format", "json"])
    #expect(result.code == 0, "\(result)")
    #expect(result.stdout.contains("\"id\": \"high\""))
    #expect(result.stdout.contains("\"id\": \"acme-clinic\""))
  }

  @Test func aMissingFileIsExit66() {
    let result = runInProcess(Self.person + ["--standard", "./nowhere/clinic.yaml"])
    #expect(result.code == 66)
    #expect(result.stderr == "Error: No such file: './nowhere/clinic.yaml'.\n")
  }

  @Test func anInvalidFileIsExit78WithDiagnostics() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("broken.yaml")
    let broken = Self.clinicFile.replacingOccurrences(of: "at_least: 27.25", with: "at_least: 27.5")
    try broken.write(to: file, atomically: true, encoding: .utf8)
    let result = runInProcess(Self.person + ["--standard", file.path])
    #expect(result.code == 78)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("broken.yaml:"))
    #expect(result.stderr.contains("error[E"))
    #expect(result.stderr.contains("is not a valid standard file (1 error above)"))
  }

  static let clinicFile = """
    format: bmi-standard/1
    id: acme-clinic
    version: "1.0"
    name: {en: ACME clinic cut-offs, ko: ACME 클리닉 기준}
    rounding: none
    categories:
      - id: low
        label: {en: Low, ko: 낮음}
        below: 20
      - id: ok
        label: {en: OK}
        healthy: true
        at_least: 20
        below: 27.25
      - id: high
        label: {en: High}
        at_least: 27.25

    """

  @Test func lookAlikeTableReadsAsASCII() {
    #expect(LookAlikes.asciiReading(of: "kss\u{043E}") == "ksso")
    #expect(LookAlikes.asciiReading(of: "\u{FF57}\u{FF48}\u{FF4F}") == "who")
    #expect(LookAlikes.findings(in: "ksso", limit: 9).total == 0)
    #expect(LookAlikes.findings(in: "비만.yaml", limit: 9).total == 0)
  }
}
