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
  /// Debian has (package bsdutils); ended with q and with Ctrl-D.
  @Test(.enabled(if: PseudoTerminalRun.isAvailable, "util-linux script (bsdutils) not installed"))
  func realSessionInAPseudoTerminal() throws {
    for (quit, ending) in [("q\r", "q"), ("\u{4}", "Ctrl-D")] {
      let run = try PseudoTerminalRun(
        arguments: [], environment: ["LANG": "C", "TERM": "xterm", "PATH": "/usr/bin:/bin"])
      run.type("170\r", after: "Height (cm): ")
      run.type("65\r", after: "Weight (kg): ")
      run.type(quit, after: "Height (cm): ")
      let status = run.finish()
      let output = run.output
      #expect(status == 0, "ending with \(ending): \(output)")
      // On a terminal, without NO_COLOR, the result is in bold.
      #expect(output.contains("\u{1B}[1m22.5\u{1B}[0m"), "ending with \(ending)")
      #expect(output.contains("Normal range"), "ending with \(ending)")
    }
  }

  @Test(.enabled(if: PseudoTerminalRun.isAvailable, "needs script (util-linux, Debian's bsdutils)"))
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

  /// `bmi --standard ksso --lang ko` in a pseudo-terminal: asks in Korean, classifies under
  /// KSSO, and edits lines. "70", ← ←, "1" makes 170 (a plain read would get the escape
  /// sequences and refuse them); ↑ ↑ at the next height recalls 170, ↑ at the weight recalls
  /// that 170, so the second answer is 170 cm and 170 kg.
  @Test(
    .enabled(if: PseudoTerminalRun.isAvailable, "util-linux script (bsdutils) not installed"),
    .enabled(if: EditedLines.isAvailable, "built without libedit (libedit-dev)"))
  func optionsAndLineEditingInAPseudoTerminal() throws {
    let (left, up) = ("\u{1B}[D", "\u{1B}[A")
    let run = try PseudoTerminalRun(
      arguments: ["--standard", "ksso", "--lang", "ko"],
      environment: ["LANG": "C.UTF-8", "TERM": "xterm", "NO_COLOR": "1", "PATH": "/usr/bin:/bin"])
    run.type("70\(left)\(left)1\r", after: "키 (cm): ")
    run.type("65\r", after: "몸무게 (kg): ")
    run.type("\(up)\(up)\r", after: "키 (cm): ")
    run.type("\(up)\r", after: "몸무게 (kg): ")
    run.type("q\r", after: "키 (cm): ")
    let status = run.finish()
    let output = run.output
    #expect(status == 0, "\(output)")
    #expect(output.contains("ksso-2022, 버전 1.0 기준 BMI. 끝내려면 q를 입력하거나 Ctrl-D를 누르세요."))
    let results = output.components(separatedBy: "BMI        ").dropFirst().map {
      String($0.prefix { !$0.isNewline })
    }
    #expect(results == ["22.5", "58.8"], "\(output)")
    #expect(output.contains("정상  [18.5, 22.9]"))
    #expect(output.contains("3단계 비만  [35, ∞)"))
    // Every answer was read as a height or a weight: no message was needed.
    #expect(!output.contains("읽을 수 없"), "\(output)")
  }

  /// Where editing is off (`TERM=dumb`, as for a build without libedit), the same session
  /// reads plain lines: an arrow key arrives as its escape sequence, which the message
  /// quotes escaped, and the next answer is read as usual.
  @Test(.enabled(if: PseudoTerminalRun.isAvailable, "util-linux script (bsdutils) not installed"))
  func plainLinesInAPseudoTerminalWithoutEditing() throws {
    let run = try PseudoTerminalRun(
      arguments: ["--standard", "ksso", "--lang", "ko"],
      environment: ["LANG": "C.UTF-8", "TERM": "dumb", "NO_COLOR": "1", "PATH": "/usr/bin:/bin"])
    run.type("70\u{1B}[D1\r", after: "키 (cm): ")
    run.type("170\r", after: "키 (cm): ")
    run.type("65\r", after: "몸무게 (kg): ")
    run.type("\u{4}", after: "키 (cm): ")
    let status = run.finish()
    let output = run.output
    #expect(status == 0, "\(output)")
    #expect(output.contains("70\\u{1B}[D1"), "the escape character quoted visibly: \(output)")
    #expect(output.contains("BMI        22.5"), "\(output)")
  }

  /// Ctrl-Z after typing `1`, then `fg` in a shell with job control, then `70`: what is read
  /// is what the screen shows. Plain lines (`TERM=dumb`): the terminal drops the `1` when
  /// it stops the process, and the prompt is drawn again on continuing, so the screen shows
  /// `Height (cm): 70` and 70 cm is read. Edited lines: libedit keeps the `1` and draws it
  /// again, so `Height (cm): 170` is shown and read.
  @Test(
    .enabled(if: PseudoTerminalRun.isAvailable, "util-linux script (bsdutils) not installed"),
    .enabled(if: ExternalTools.bash != nil, "needs bash for job control"),
    arguments: [("dumb", "70", "132.7"), ("xterm", "170", "22.5")])
  func textTypedBeforeCtrlZIsReadAsShown(term: String, shown: String, bmi: String) throws {
    if term != "dumb" && !EditedLines.isAvailable { return }
    let bash = try #require(ExternalTools.bash)
    let run = try PseudoTerminalRun(
      command: "\(bash) --norc --noprofile -i",
      environment: [
        "LANG": "C.UTF-8", "TERM": term, "NO_COLOR": "1", "PATH": "/usr/bin:/bin",
        "PS1": "shell> ",
      ])
    run.type("\(try builtExecutable().path) --standard ksso\r", after: "shell> ")
    // Ctrl-Z once the `1` is on the screen: typed together, the terminal could drop the
    // `1` before the line editor read it.
    run.type("1", after: "Height (cm): ")
    run.type("\u{1A}", after: "1")
    run.type("fg\r", after: "shell> ")
    run.type("70\r", after: "Height (cm): ")
    run.type("65\r", after: "Weight (kg): ")
    run.type("q\r", after: "Height (cm): ")
    run.type("exit\r", after: "shell> ")
    let status = run.finish()
    let output = run.output
    #expect(status == 0, "\(output)")
    #expect(output.contains("BMI             \(bmi)"), "\(output)")
    // The line read is on the screen after the last prompt drawn before it.
    let beforeWeight = output.components(separatedBy: "Weight (kg): ").first ?? ""
    let lastHeightLine = beforeWeight.components(separatedBy: "Height (cm): ").last ?? ""
    #expect(lastHeightLine.hasPrefix(shown), "\(lastHeightLine.debugDescription)")
  }

  /// CI installs libedit-dev, so there the editing test above runs rather than being skipped.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["CI"] == "true", "not a CI run"))
  func continuousIntegrationBuildsWithLineEditing() {
    #expect(EditedLines.isAvailable, "libedit-dev missing from the CI machine")
  }

  @Test func sessionOptionsAreReadOnlyAtATerminal() {
    let result = runInProcess(
      ["--standard", "ksso", "--lang", "ko", "--age", "40"], environment: Self.environment,
      lines: ["160", "64", "q"], terminal: Self.terminal)
    #expect(result.code == 0)
    #expect(result.stdout.hasPrefix("대한비만학회 성인 체질량지수 분류 (2022) — ksso-2022"))
    #expect(result.stdout.contains("1단계 비만"))
    // Without a terminal the same words are a classify command missing its measurements.
    let piped = runInProcess(
      ["--standard", "ksso"], environment: Self.environment, lines: [], terminal: .none)
    #expect(piped.code == 64)
    // Other options are not the session's: they still need measurements.
    let other = runInProcess(
      ["--standard", "ksso", "--format", "json"], environment: Self.environment, lines: [],
      terminal: Self.terminal)
    #expect(other.code == 64)
    // An age that does not read is a data error, as for classify.
    #expect(
      runInProcess(
        ["--age", "abc"], environment: Self.environment, lines: [], terminal: Self.terminal
      ).code == 65)
  }
}
