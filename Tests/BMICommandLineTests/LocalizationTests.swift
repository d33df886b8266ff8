import Testing

@testable import BMICommandLine
@testable import BMISupport

struct LocalizationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let environment: [String: String]
    let tag: String
    var testDescription: String { "\(environment) → \(tag)" }
  }

  static let cases: [Case] = [
    Case(environment: [:], tag: "en"),
    Case(environment: ["LANG": "ko_KR.UTF-8"], tag: "ko"),
    Case(environment: ["LANG": "C"], tag: "en"),
    Case(environment: ["LANG": "ko_KR.UTF-8", "LC_MESSAGES": "en_US.UTF-8"], tag: "en"),
    Case(environment: ["LANG": "en_US.UTF-8", "LC_MESSAGES": "ko_KR"], tag: "ko"),
    Case(environment: ["LC_ALL": "ja_JP.UTF-8", "LC_MESSAGES": "ko_KR"], tag: "ja"),
    Case(environment: ["LC_ALL": "", "LANG": "ko"], tag: "ko"),
    Case(environment: ["LANG": "fr_FR.UTF-8"], tag: "en"),
    Case(environment: ["LANG": "zh_CN.UTF-8@pinyin"], tag: "zh"),
  ]

  @Test(arguments: cases)
  func languageFromEnvironment(_ testCase: Case) {
    #expect(DisplayLanguage.fromEnvironment(testCase.environment).tag == testCase.tag)
  }

  @Test func messagesAreKoreanOnlyForKorean() {
    #expect(DisplayLanguage(tag: "ko").messages == .korean)
    #expect(DisplayLanguage(tag: "ko-KR").tag == "ko")
    #expect(DisplayLanguage(tag: "ja").messages == .english)
  }

  @Test func helpScreensAreKoreanWithLangKo() {
    let result = runInProcess(["classify", "--help", "--lang", "ko"])
    #expect(result.stdout.hasPrefix("개요: 키와 몸무게, 또는 BMI로 비만도를 분류합니다."))
    #expect(result.stdout.contains("\n옵션:\n"))
    #expect(result.stdout.contains("도움말을 보여 줍니다."))
  }

  @Test func displayWidthCountsHangulAsTwoColumns() {
    #expect(TextLayout.displayWidth("분류") == 4)
    #expect(TextLayout.displayWidth("BMI") == 3)
    #expect(TextLayout.padded("분류", to: 6) == "분류  ")
  }
}
