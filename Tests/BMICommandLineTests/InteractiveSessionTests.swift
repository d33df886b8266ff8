import Foundation
import Testing

@testable import BMICommandLine

struct InteractiveSessionTests {
  static let terminal = TerminalState(input: true, output: true, error: true)
  static var environment: [String: String] {
    var environment = plainEnvironment
    environment["NO_COLOR"] = "1"
    return environment
  }

  @Test func asksHeightThenWeightAndShowsTheResult() {
    let result = runInProcess(
      [], environment: Self.environment, lines: ["170", "65", "q"], terminal: Self.terminal)
    #expect(result.code == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        BMI with WHO adult BMI classification (TRS 894, 2000) — who-2000, version 1.1. Type q or press Ctrl-D to quit.
        Height (cm): Weight (kg): BMI             22.5
        Category        Normal range  [18.5, 25)
        Standard        WHO adult BMI classification (TRS 894, 2000) — who-2000, version 1.1
        Healthy weight  53.5–72.2 kg at 170 cm

        Height (cm):\u{20}
        """)
  }

  /// Lines typed at a terminal, echoed into the same buffer as the output, as a terminal
  /// shows them.
  private final class EchoingLines: LineSource {
    let screen: TextBuffer
    var lines: [String]
    init(screen: TextBuffer, lines: [String]) {
      self.screen = screen
      self.lines = lines
    }
    func readLine() -> String? {
      guard !lines.isEmpty else { return nil }
      let line = lines.removeFirst()
      screen.write(line + "\n")
      return line
    }
  }

  @Test func theTranscriptInTheReferenceIsReal() throws {
    let screen = TextBuffer()
    let context = CommandContext(
      environment: Self.environment, output: screen, errors: screen,
      input: EchoingLines(screen: screen, lines: ["1.70", "170", "65", "q"]),
      terminal: Self.terminal)
    #expect(BMICommand.run(arguments: ["bmi"], context: context) == .success)
    let page = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    let section = try #require(
      page.components(separatedBy: "## Interactive mode").dropFirst().first)
    let block = try #require(section.components(separatedBy: "```text\n").dropFirst().first)
    let transcript = try #require(block.components(separatedBy: "```").first)
    #expect(screen.text == transcript)
  }

  @Test func asksAgainOnBadInputWithTheReason() {
    let result = runInProcess(
      [], environment: Self.environment, lines: ["1.70", "", "170", "sixty", "65kg"],
      terminal: Self.terminal)
    #expect(result.code == 0)
    #expect(
      result.stderr == """
        A height of 1.7 cm is not possible for a person (accepted: 20–300 cm). Did you mean '1.70m'?
        Type a value, or q to quit.
        Cannot read 'sixty' as a weight. Type a weight such as 65, 65kg, 143lb or 10st3lb.

        """)
    #expect(result.stdout.components(separatedBy: "Height (cm): ").count == 5)
    #expect(result.stdout.contains("Category        Normal range"))
    // The input ran out (Ctrl-D) at the next height prompt: the session ends cleanly.
    #expect(result.stdout.hasSuffix("Height (cm): \n"))
  }

  @Test func speaksKorean() {
    var environment = Self.environment
    environment["LANG"] = "ko_KR.UTF-8"
    let result = runInProcess(
      [], environment: environment, lines: ["160", "64", "ㅂ", "170"], terminal: Self.terminal)
    #expect(result.stdout.contains("키 (cm): 몸무게 (kg): BMI"))
    // The q key with the Korean input method on ends the session too.
    #expect(result.stdout.hasSuffix("키 (cm): "))
    #expect(result.stdout.contains("끝내려면 q를 입력하거나 Ctrl-D를 누르세요."))
  }

  @Test func usesBMIStandardFromTheEnvironment() {
    var environment = Self.environment
    environment["BMI_STANDARD"] = "ksso"
    let result = runInProcess(
      [], environment: environment, lines: ["160", "64"], terminal: Self.terminal)
    #expect(result.stdout.contains("ksso-2022"))
    #expect(result.stdout.contains("Obesity class 1") || result.stdout.contains("[25, 29.9]"))
  }

  /// The real binary in a pseudo-terminal, driven through util-linux `script`, which every
  /// Debian has (package bsdutils).
  static let hasScript = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

  @Test(.enabled(if: hasScript, "needs script (util-linux, Debian's bsdutils)"))
  func realSessionInAPseudoTerminal() throws {
    let script = "/usr/bin/script"
    let executable = try builtExecutable()
    for (input, ending) in [("170\n65\nq\n", "q"), ("170\n65\n\u{4}", "Ctrl-D")] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: script)
      process.arguments = ["-qec", executable.path, "/dev/null"]
      process.environment = ["LANG": "C", "TERM": "xterm", "PATH": "/usr/bin:/bin"]
      let stdin = Pipe()
      let stdout = Pipe()
      process.standardInput = stdin
      process.standardOutput = stdout
      process.standardError = stdout
      try process.run()
      stdin.fileHandleForWriting.write(Data(input.utf8))
      let output = String(
        decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "ending with \(ending): \(output)")
      #expect(output.contains("Height (cm): Weight (kg): BMI"), "ending with \(ending)")
      // On a terminal, without NO_COLOR, the result is in bold.
      #expect(output.contains("\u{1B}[1m22.5\u{1B}[0m"), "ending with \(ending)")
      #expect(output.contains("Normal range"), "ending with \(ending)")
      try stdin.fileHandleForWriting.close()
    }
  }

  @Test(.enabled(if: hasScript, "needs script (util-linux, Debian's bsdutils)"))
  func noColourInAPseudoTerminalWithNoColor() throws {
    let script = "/usr/bin/script"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: script)
    process.arguments = [
      "-qec", try builtExecutable().path + " --height 170 --weight 65", "/dev/null",
    ]
    process.environment = ["LANG": "C", "TERM": "xterm", "NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
    let stdout = Pipe()
    process.standardInput = Pipe()
    process.standardOutput = stdout
    try process.run()
    let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(output.contains("22.5"))
    #expect(!output.contains("\u{1B}["))
  }
}
