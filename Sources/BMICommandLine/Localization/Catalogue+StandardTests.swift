import BMIKit
import BMISupport

// Messages of `bmi standards test`, `bmi standards examples` and `bmi standards init`.

// MARK: - bmi standards test and examples

extension Message {
  static let standardsTestAbstract = Message(
    en: "Run the examples of standard files, with their coverage.",
    ko: "기준 파일의 예시를 실행하고 그 범위를 보고합니다.")
  static let standardsExamplesAbstract = Message(
    en: "Print examples covering every cut-off and section of a standard, as YAML.",
    ko: "기준의 모든 경계값과 구간을 덮는 예시를 YAML로 출력합니다.")
  static let optionCoverageHelp = Message(
    en: "Report the categories, sections and cut-off sides the examples cover.",
    ko: "예시가 덮는 분류, 구간, 경계값의 양쪽을 보고합니다.")
  static let optionMinimumCoverageHelp = Message(
    en: "Fail when the examples cover less than this percentage (compared exactly).",
    ko: "예시의 범위가 이 백분율보다 작으면 실패합니다 (정확히 비교).")
  static let optionTestFormatHelp = Message(
    en: "The report: text, or junit for JUnit XML.",
    ko: "보고 형식: text, 또는 JUnit XML인 junit.")
  static func checkFailedExamples(_ path: String, failed: Int, of total: Int) -> Message {
    let path = VisibleText.excerpt(path, limit: 400)
    return Message(
      en:
        "\(path): valid, but \(failed) of its \(total) examples failed (see above; bmi standards test FILE reports them)",
      ko:
        "\(path): 형식은 올바르지만 예시 \(total)개 중 \(failed)개가 실패했습니다 (위 참고; bmi standards test FILE로 확인하세요)"
    )
  }
  static let argumentTestFilesHelp = Message(
    en: "Standard files (or built-in names) whose examples to run.",
    ko: "예시를 실행할 기준 파일 (또는 내장 기준 이름).")
  static func testSummary(_ path: String, examples: Int, failed: Int) -> Message {
    let path = VisibleText.excerpt(path, limit: 400)
    let passed = examples - failed
    let none =
      examples == 0
      ? " (the file has no examples: add them under examples:, or print some with bmi standards examples FILE)"
      : ""
    let noneKorean =
      examples == 0
      ? " (예시가 없습니다: examples: 아래에 추가하거나 bmi standards examples FILE로 출력하세요)" : ""
    return Message(
      en:
        "\(path): \(examples) example\(examples == 1 ? "" : "s"), \(passed) passed, \(failed) failed\(none)",
      ko: "\(path): 예시 \(examples)개, 통과 \(passed)개, 실패 \(failed)개\(noneKorean)")
  }
  static func testCoverage(_ percent: String, covered: Int, targets: Int) -> Message {
    Message(
      en:
        "coverage \(percent) % (\(covered) of \(targets): categories, sections and both sides of every cut-off)",
      ko: "범위 \(percent) % (\(targets)개 중 \(covered)개: 분류, 구간, 모든 경계값의 양쪽)")
  }
  static func testNotCovered(_ target: String) -> Message {
    let target = VisibleText.excerpt(target, limit: 400)
    return Message(en: "not covered: \(target)", ko: "덮이지 않음: \(target)")
  }
  static func testBelowMinimum(_ minimum: String) -> Message {
    Message(
      en: "coverage below the minimum of \(minimum) %; add examples for what is not covered",
      ko: "범위가 최소 \(minimum) %보다 작습니다. 덮이지 않은 곳에 예시를 추가하세요")
  }
  static func invalidMinimumCoverage(_ text: String) -> Message {
    let shown = VisibleText.excerpt(text)
    return Message(
      en: "--min-coverage takes a percentage from 0 to 100 such as 100 or 99.5, not '\(shown)'.",
      ko: "--min-coverage에는 100이나 99.5처럼 0부터 100까지의 백분율을 주세요. '\(shown)'은 쓸 수 없습니다.")
  }
}

// MARK: - bmi standards init

extension Message {
  static let standardsInitAbstract = Message(
    en: "Print a built-in standard as a file to edit, with its examples.",
    ko: "내장 기준을 예시와 함께 편집할 수 있는 파일로 출력합니다.")
  static let optionInitFromHelp = Message(
    en: "The built-in standard to start from, such as ksso.",
    ko: "시작할 내장 기준 (예: ksso).")
  static let optionInitIDHelp = Message(
    en: "The new file's id (default: my- and the built-in's id).",
    ko: "새 파일의 id (기본값: my-와 내장 기준의 id).")
  static func initNotBuiltIn(_ name: String) -> Message {
    let shown = VisibleText.excerpt(name)
    return Message(
      en: "'\(shown)' is not a built-in standard; bmi standards list shows them.",
      ko: "내장 기준에 없는 이름입니다: '\(shown)'. bmi standards list로 목록을 확인하세요.")
  }
  static func initNeedsReferenceTable(_ id: String) -> Message {
    Message(
      en:
        "\(id) reads a table file (an LMS table or a table of cut-offs) that a copy would have to carry beside it; copy Standards/\(id).yaml and its References/ table from BMIKit instead.",
      ko:
        "\(id)는 표 파일(LMS 표 또는 기준값 표)이 함께 있어야 합니다. BMIKit의 Standards/\(id).yaml과 References/ 표를 함께 복사하세요."
    )
  }
  static func initInvalidID(_ id: String) -> Message {
    let shown = VisibleText.excerpt(id)
    return Message(
      en:
        "--id takes lowercase ASCII letters and digits in parts joined by single '-', such as my-clinic, not '\(shown)'.",
      ko: "--id에는 my-clinic처럼 소문자 ASCII 글자와 숫자를 '-' 하나로 이어 주세요. '\(shown)'은 쓸 수 없습니다.")
  }
}
