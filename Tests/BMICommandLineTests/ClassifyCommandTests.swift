import Foundation
import Testing

@testable import BMICommandLine

struct ClassifyCommandTests {
  @Test func textShowsBMICategoryStandardAndHealthyRange() {
    let result = runInProcess(["--height", "170", "--weight", "65"])
    #expect(result.code == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        BMI             22.5
        Category        Normal range  [18.5, 25)
        Standard        WHO adult BMI classification (TRS 894, 2000) — who-2000, version 1.1
        Healthy weight  53.5–72.2 kg at 170 cm

        """)
  }

  @Test func theExactCutOffLandsInTheUpperCategory() {
    // 160 cm / 64 kg is exactly 25; floating point gives 24.999999999999996.
    let result = runInProcess(["classify", "--height", "160", "--weight", "64", "--format", "json"])
    #expect(result.stdout.contains("\"exact\": \"25\""))
    #expect(result.stdout.contains("\"interval\": \"[25, 30)\""))
  }

  @Test func koreanLabelsAndMessages() {
    let result = runInProcess(
      ["--height", "160", "--weight", "64", "--standard", "ksso", "--lang", "ko"])
    #expect(result.code == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "BMI        25.0")
    #expect(lines.contains { $0.hasPrefix("분류       1단계 비만") })
    #expect(lines.contains { $0.hasPrefix("그룹       비만") })
    #expect(lines.contains { $0.hasPrefix("건강 체중  ") && $0.hasSuffix("kg (키 160 cm)") })
  }

  @Test func koreanFromTheEnvironment() {
    var environment = plainEnvironment
    environment["LANG"] = "ko_KR.UTF-8"
    let result = runInProcess(["--height", "160", "--weight", "64"], environment: environment)
    #expect(result.stdout.contains("분류       전비만 (국제 분류)  [25, 30)"))
    #expect(result.stdout.contains("WHO 성인 체질량지수 분류"))
  }

  @Test func aLabelWithoutKoreanFallsBackToEnglish() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("clinic.yaml")
    try StandardResolutionTests.clinicFile.write(to: file, atomically: true, encoding: .utf8)
    let result = runInProcess(
      ["--height", "170", "--weight", "80", "--standard", file.path, "--lang", "ko"])
    #expect(result.code == 0)
    #expect(result.stdout.contains("분류       High  [27.25, ∞)"), "\(result.stdout)")
    #expect(result.stdout.contains("기준       ACME 클리닉 기준 — acme-clinic, 버전 1.0"))
  }

  @Test func japaneseLabelsComeFromJASSO() {
    let result = runInProcess(
      ["--height", "170", "--weight", "65", "--standard", "jasso", "--lang", "ja"])
    #expect(result.code == 0)
    #expect(result.stdout.contains("Category"), "messages stay English for ja")
    #expect(result.stdout.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) })
  }

  @Test func aGivenBMIIsClassifiedWithoutAHealthyRange() {
    let result = runInProcess(["--bmi", "22.95", "--standard", "ksso", "--format", "json"])
    #expect(result.code == 0)
    #expect(result.stdout.contains("\"classified_value\": \"23\""), "one-decimal half-up rounding")
    #expect(result.stdout.contains("\"healthy_weight\": null"))
    #expect(result.stdout.contains("\"bmi\": 22.95"))
  }

  @Test func jsonHasEveryDocumentedKey() throws {
    let result = runInProcess(["--height", "5ft7in", "--weight", "143lb", "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(
      Set(object.keys) == [
        "input", "bmi", "classified_value", "category", "groups", "healthy_weight", "standard",
        "language", "warnings",
      ])
    let bmi = try #require(object["bmi"] as? [String: Any])
    #expect(bmi["exact"] as? String == "6486370891/289612324")
    let standard = try #require(object["standard"] as? [String: Any])
    #expect((standard["sha256"] as? String)?.count == 64)
    let input = try #require(object["input"] as? [String: Any])
    #expect((input["height_cm"] as? NSNumber)?.doubleValue == 170.18)
  }

  @Test func badMeasurementIsExit65WithWhatToType() {
    let result = runInProcess(["--height", "1.70", "--weight", "65"])
    #expect(result.code == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "Error: A height of 1.7 cm is not possible for a person (accepted: 20–300 cm). Did you mean '1.70m'?\n"
    )
  }

  @Test func rareValuesWarnOnStandardError() {
    let result = runInProcess(["--height", "95", "--weight", "20"])
    #expect(result.code == 0)
    #expect(result.stderr.contains("Warning: A height of 95 cm is rare"))
    #expect(result.stdout.contains("BMI"))
  }

  /// A format 1 standard's population is its domain once the age is known: outside it the
  /// person is refused, never classified.
  @Test func anAgeOutsideThePopulationIsRefused() {
    let result = runInProcess(["--height", "150", "--weight", "40", "--age", "12"])
    #expect(result.code == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "Error: The standard who-2000 is for age ≥ 18 years; this person's age, 12 years, "
        + "is outside it, so the person is not classified. Check the value, or choose a standard "
        + "meant for this person. For children, use a BMI-for-age standard with --sex: "
        + "--standard who-2007-bmi-for-age (5–19 years), cdc-2000-bmi-for-age (2–19 years) or "
        + "who-2006-bmi-for-age (0–5 years).\n")
    let adult = runInProcess(["--height", "150", "--weight", "40", "--age", "40"])
    #expect(adult.code == 0)
    #expect(adult.stderr == "")
    let months = runInProcess(["--height", "150", "--weight", "40", "--age", "215mo"])
    #expect(months.code == 65)
    #expect(runInProcess(["--height", "150", "--weight", "40", "--age", "216mo"]).code == 0)
  }

  @Test func calcPrintsTheBMIAlone() {
    #expect(runInProcess(["calc", "--height", "160", "--weight", "64"]).stdout == "25.0\n")
    #expect(runInProcess(["calc", "--height", "170", "--weight", "65"]).stdout == "22.5\n")
    let missing = runInProcess(["calc", "--weight", "64"])
    #expect(missing.code == 64)
    #expect(missing.stderr.hasPrefix("Error: Missing expected argument '--height <height>'\n"))
  }

  @Test func colourOnlyOnATerminalAndNeverWithNoColor() {
    let terminal = TerminalState(input: false, output: true, error: true)
    var environment = plainEnvironment
    environment["TERM"] = "xterm"
    let coloured = runInProcess(
      ["--height", "170", "--weight", "65"], environment: environment, terminal: terminal)
    #expect(coloured.stdout.contains("\u{1B}["))
    environment["NO_COLOR"] = "1"
    let plain = runInProcess(
      ["--height", "170", "--weight", "65"], environment: environment, terminal: terminal)
    #expect(!plain.stdout.contains("\u{1B}["))
    #expect(!runInProcess(["--height", "170", "--weight", "65"]).stdout.contains("\u{1B}["))
  }
}
