import BMICommandLine
import BMIKit
import Foundation
import Testing

private typealias Support = ChartCommandSupport

struct ChartCommandTests {
  @Test func aChartOfABuiltInHasOneBandPerCategoryAndTheMarkClassifiedExactly() throws {
    // 160 cm and 64 kg is exactly 25.0: pre-obese under WHO.
    let result = Support.run(["chart", "--standard", "who", "--mark", "160,64"])
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    let root = try ChartXMLDocument.parse(result.output)
    let who = try #require(BuiltInStandards.standard(id: "who-2000"))
    #expect(
      root.elements(class: "band").map { $0["id"] } == who.table.categories.map { "band-" + $0.id })
    #expect(root.element(id: "chart-title")?.allText == who.name["en"])
    #expect(root.element(id: "mark-label")?.allText == "BMI 25.0 · Pre-obese")
    #expect(root.element(id: "source")?.allText.contains("Technical Report Series 894") == true)
  }

  @Test func koreanLabelsAndRoundingMidpointsForKSSO() throws {
    let result = Support.run(["chart", "--standard", "ksso", "--lang", "ko", "--mark", "172,68"])
    #expect(result.status == 0)
    let root = try ChartXMLDocument.parse(result.output)
    // 68 / 1.72² = 22.985…, which KSSO rounds to 23.0: 비만 전단계.
    #expect(root.element(id: "mark-label")?.allText == "BMI 23.0 · 비만 전단계")
    #expect(root.element(id: "legend-normal")?.allText.contains("정상") == true)
    let curveLabels = try #require(root.element(id: "cut-off-labels")).children.map(\.allText)
    #expect(curveLabels.sorted() == ["18.5", "23", "25", "30", "35"])
    let notes = root.elements(class: "legend-note").map(\.allText).joined(separator: " ")
    #expect(notes.contains("18.5로 표시된 곡선은 반올림한 BMI가 18.5가 되는 BMI 18.45에 그려집니다."))
  }

  @Test func imperialAxesAndAnImperialMark() throws {
    let result = Support.run(
      ["chart", "--standard", "cdc", "--units", "imperial", "--mark", "5ft7in,150lb"])
    #expect(result.status == 0)
    let root = try ChartXMLDocument.parse(result.output)
    #expect(root.element(id: "height-axis-title")?.allText == "Height (ft, in)")
    #expect(root.element(id: "weight-axis-title")?.allText == "Weight (lb)")
    #expect(root.element(id: "mark")?.allText.contains("5′7″ · 150 lb") == true)
    #expect(root.element(id: "mark-label")?.allText == "BMI 23.5 · Healthy weight")
  }

  @Test(arguments: [
    "who-2000", "ksso-2022", "asia-pacific-2000", "jasso-2022", "china-2013",
    "cdc-adult", "nice-2025", "nice-ethnic-2025",
  ])
  func everyBuiltInShowsEveryCategoryAsABandOnTheDefaultAxes(_ id: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    for language in ["en", "ko"] {
      let result = Support.run(["chart", "--standard", id, "--lang", language])
      #expect(result.status == 0)
      let root = try ChartXMLDocument.parse(result.output)
      let categories = standard.table.categories
      #expect(root.elements(class: "band").map { $0["id"] } == categories.map { "band-" + $0.id })
      #expect(root.elements(class: "legend-entry").count == categories.count)
      #expect(root.elements(class: "cut-off").count == categories.count - 1)
    }
  }

  struct BadCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let status: Int32
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    BadCase(arguments: ["--mark", "170,5,65"], status: 65, message: "has 2"),
    BadCase(arguments: ["--mark", "170"], status: 65, message: "has no comma"),
    BadCase(arguments: ["--mark", "17m,65"], status: 65, message: "not possible"),
    BadCase(arguments: ["--mark", "170,65 apples"], status: 65, message: "apples"),
    BadCase(arguments: ["--units", "furlongs"], status: 64, message: "furlongs"),
    BadCase(arguments: ["--standard", "nosuch"], status: 66, message: "nosuch"),
    BadCase(arguments: ["--output"], status: 64, message: "--output"),
  ])
  func mistakesGetTheirExitCodeAndAMessage(_ badCase: BadCase) {
    let result = Support.run(["chart"] + badCase.arguments)
    #expect(result.status == badCase.status)
    #expect(result.output.isEmpty, "no half-written chart on standard output")
    #expect(result.errors.hasPrefix("Error: "))
    #expect(result.errors.contains(badCase.message), "\(result.errors)")
  }

  @Test func theChartIsWrittenToTheOutputFileAndNothingToStandardOutput() throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("chart.svg")
    let written = Support.run(["chart", "--standard", "jasso", "-o", file.path])
    #expect(written.status == 0)
    #expect(written.output.isEmpty)
    let printed = Support.run(["chart", "--standard", "jasso"])
    #expect(try String(contentsOf: file, encoding: .utf8) == printed.output)
  }

  /// On a terminal the SVG would scroll past unread: refused unless `-o -` asks for it.
  @Test func svgIsNotWrittenToATerminalUnlessAskedFor() {
    let terminal = TerminalState(input: true, output: true, error: true)
    let refused = runInProcess(["chart", "--standard", "who"], terminal: terminal)
    #expect(refused.code == 64)
    #expect(refused.stdout.isEmpty)
    #expect(refused.stderr.contains("use -o FILE to save it, or -o - to write it"))
    let asked = runInProcess(["chart", "--standard", "who", "-o", "-"], terminal: terminal)
    #expect(asked.code == 0)
    #expect(asked.stdout.hasPrefix("<svg") || asked.stdout.hasPrefix("<?xml"))
    #expect(asked.stdout == Support.run(["chart", "--standard", "who"]).output)
  }

  @Test func anUnwritableOutputFileIsAnIOError() throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("missing-folder/chart.svg")
    let result = Support.run(["chart", "--output", file.path])
    #expect(result.status == 74)
    #expect(result.errors.contains("cannot write the chart to '\(file.path)'"))
  }

  @Test func theBuiltExecutableDrawsTheSameChart() throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("ksso.svg")
    let arguments = ["chart", "--standard", "ksso-2022.yaml", "--lang=ko", "--mark", "165cm,70kg"]
    let result = try Support.runExecutable(arguments + ["--output", file.path])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.isEmpty && result.errors.isEmpty)
    let inProcess = Support.run(arguments)
    #expect(try String(contentsOf: file, encoding: .utf8) == inProcess.output)
    let stdout = try Support.runExecutable(arguments)
    #expect(stdout.output == inProcess.output)
  }
}
