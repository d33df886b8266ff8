import Testing

@testable import BMICommandLine

/// Full error texts of the real `bmi` tree, compared whole, as swift-argument-parser's
/// `expectFullErrorMessage` does.
struct ErrorMessageTests {
  static let classifyUsage =
    "Usage: bmi classify (--height <height> --weight <weight> | --bmi <bmi>) [--waist <waist>] [--sex <sex>] [--age <age> | --birth-date <date> --date <date>] [--measured <measured>] [--gestation <gestation>] [--background <background>] [--standard <standard>] [--lang <lang>] [--format <format>]\n"
    + "  See 'bmi classify --help' for more information.\n"

  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let stderr: String
    let code: Int32
    var testDescription: String { "bmi " + arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(
      arguments: ["--formt", "json"],
      stderr: "Error: Unknown option '--formt'. Did you mean '--format'?\n" + classifyUsage,
      code: 64),
    Case(
      arguments: ["classify", "--height"],
      stderr: "Error: Missing value for '--height <height>'\n" + classifyUsage, code: 64),
    Case(
      arguments: ["--height", "170", "--format", "png"],
      stderr:
        "Error: The value 'png' is invalid for '--format <format>'. Please provide one of 'text', 'json' or 'fhir'.\n"
        + classifyUsage, code: 64),
    Case(
      arguments: ["--height", "170"],
      stderr: "Error: Missing expected argument '--weight <weight>'\n" + classifyUsage, code: 64),
    Case(
      arguments: ["--lang", "en"],
      stderr:
        "Error: Missing one of: '--height <height> --weight <weight>', '--bmi <bmi>'\n"
        + classifyUsage, code: 64),
    Case(
      arguments: ["--height", "170", "--weight", "65", "--bmi", "22"],
      stderr: "Error: Give either --bmi, or --height and --weight, not both.\n" + classifyUsage,
      code: 64),
    Case(
      arguments: ["--bmi", "22", "--age", "old"],
      stderr:
        "Error: Cannot read 'old' as an age. Type an age in years such as 42, or with a unit: 30mo, 400d.\n",
      code: 65),
    Case(
      arguments: ["standard", "list"],
      stderr:
        "Error: 2 unexpected arguments: 'standard', 'list'. Did you mean 'standards'?\n"
        + classifyUsage, code: 64),
    Case(
      arguments: ["standards"],
      stderr:
        "Error: Missing required subcommand.\nUsage: bmi standards <subcommand>\n  See 'bmi standards --help' for more information.\n",
      code: 64),
    Case(
      arguments: ["completions", "tcsh"],
      stderr:
        "Error: The value 'tcsh' is invalid for '<shell>'. Please provide one of 'bash', 'zsh' or 'fish'.\nUsage: bmi completions [--lang <lang>] <shell>\n  See 'bmi completions --help' for more information.\n",
      code: 64),
    Case(
      arguments: ["--lang", "ko", "--formt", "json"],
      stderr:
        "오류: 알 수 없는 옵션 '--formt'. 혹시 '--format'을 뜻하셨나요?\n사용법: bmi classify (--height <height> --weight <weight> | --bmi <bmi>) [--waist <waist>] [--sex <sex>] [--age <age> | --birth-date <date> --date <date>] [--measured <measured>] [--gestation <gestation>] [--background <background>] [--standard <standard>] [--lang <lang>] [--format <format>]\n  자세한 내용은 'bmi classify --help'를 보세요.\n",
      code: 64),
  ]

  @Test(arguments: cases)
  func fullErrorText(_ testCase: Case) {
    let result = runInProcess(testCase.arguments)
    #expect(result.stderr == testCase.stderr)
    #expect(result.stdout == "")
    #expect(result.code == testCase.code)
  }

  @Test func everyExitCodeIsDistinctAndDocumented() throws {
    let codes = ExitCode.all.map(\.rawValue)
    #expect(codes == [0, 1, 64, 65, 66, 74, 78])
    let reference = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    for code in codes where code != 1 {
      #expect(reference.contains("| \(code) "), "docs/cli.md does not document exit code \(code)")
    }
  }
}
