import BMIKit
import Testing

@testable import BMIChart

private typealias Support = ChartCommandSupport

/// `bmi chart` for BMI-for-age standards: the child from the command line, every label in
/// each language, and the refusals with their exit codes and library codes.
struct BMIForAgeChartCommandTests {
  @Test func cdcsWorkedExampleIsMarkedWithItsScores() throws {
    // CDC's example: a girl of 114.5 months with BMI 21.2 is at the 92.24th percentile.
    let result = Support.run([
      "chart", "--standard", "cdc-2000-bmi-for-age", "--sex", "female", "--age", "114.5mo",
      "--bmi", "21.2",
    ])
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    let root = try ChartXMLDocument.parse(result.output)
    #expect(root.elements(class: "panel").map { $0["id"] } == ["panel-female"])
    #expect(root.element(id: "mark-label")?.allText == "BMI 21.2 · Overweight")
    #expect(
      root.element(id: "mark-detail")?.allText == "age 114.5 months · percentile 92.24 · z 1.42")
  }

  @Test func heightAndWeightOrMarkGiveTheSameChild() throws {
    let common = [
      "chart", "--standard", "who-2007-bmi-for-age", "--sex", "male", "--age", "9y6m",
    ]
    let measured = Support.run(common + ["--height", "130", "--weight", "25"])
    let marked = Support.run(common + ["--mark", "130,25"])
    #expect(measured.status == 0)
    #expect(marked.status == 0)
    #expect(measured.output == marked.output)
    let root = try ChartXMLDocument.parse(measured.output)
    // 25 / 1.3² = 14.79: normal for a boy of nine and a half, not the adult "thinness".
    #expect(root.element(id: "mark-label")?.allText == "BMI 14.8 · Normal")
  }

  @Test(arguments: ["en", "ko", "ja", "zh"])
  func everyLabelIsInTheLanguage(_ tag: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: "cdc-2000-bmi-for-age"))
    let chart = try BMIForAgeChart(standard: standard, language: tag)
    let root = try ChartXMLDocument.parse(chart.svg())
    let korean = tag == "ko"
    #expect(root.element(id: "chart-title")?.allText == standard.name[tag])
    #expect(root.element(id: "panel-title-female")?.allText == (korean ? "여아" : "Girls"))
    #expect(root.element(id: "panel-title-male")?.allText == (korean ? "남아" : "Boys"))
    for sex in ["female", "male"] {
      #expect(
        root.element(id: "age-axis-title-" + sex)?.allText
          == (korean ? "나이 (만 나이)" : "Age (completed years)"))
      #expect(
        root.element(id: "bmi-axis-title-" + sex)?.allText
          == (korean ? "체질량지수 BMI (kg/m²)" : "BMI (kg/m²)"))
      let lineLabels = try #require(root.element(id: "line-labels-" + sex)).children.map(\.allText)
      let expected =
        korean
        ? ["5백분위", "50백분위", "85백분위", "95백분위", "95백분위의 120%"]
        : ["5th", "50th", "85th", "95th", "120% of 95th"]
      #expect(Set(lineLabels) == Set(expected))
    }
    let categories = standard.sections[0].table.categories
    let legend = root.elements(class: "legend-label").map(\.allText)
    #expect(legend == categories.reversed().map { $0.label[tag] })
    let names = Set(categories.map { $0.label[tag] } + categories.indices.map { String($0 + 1) })
    for label in root.elements(class: "band-label") {
      #expect(names.contains(label.allText), "\(label.allText)")
    }
    let ages = root.elements(class: "age-tick").map(\.allText)
    #expect(ages.first == "2" && ages.last == "20")
    for text in root.allElements where text.name == "text" {
      #expect(!text.allText.isEmpty, "every text element says something")
    }
  }

  @Test(arguments: ["en", "ko"])
  func theFirstFiveYearsCountMonthsBetweenTheYears(_ tag: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: "who-2006-bmi-for-age"))
    let chart = try BMIForAgeChart(standard: standard, language: tag, sex: .female)
    let root = try ChartXMLDocument.parse(chart.svg())
    let ticks = root.elements(class: "age-tick").map(\.allText)
    let years =
      tag == "ko"
      ? ["출생", "1세", "2세", "3세", "4세", "5세"]
      : ["Birth", "1 year", "2 years", "3 years", "4 years", "5 years"]
    var expected: [String] = []
    for year in 0..<5 { expected += [years[year], "3", "6", "9"] }
    #expect(ticks == expected + [years[5]])
    #expect(
      root.element(id: "age-axis-title-female")?.allText
        == (tag == "ko" ? "나이 (만 개월, 만 나이)" : "Age (completed months and years)"))
    let legend = root.elements(class: "legend-label").map(\.allText)
    #expect(legend == standard.sections[0].table.categories.reversed().map { $0.label[tag] })
  }

  struct BadCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let status: Int32
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    BadCase(arguments: ["--standard", "who", "--bmi", "22"], status: 64, message: "--mark"),
    BadCase(
      arguments: ["--standard", "who-2007-bmi-for-age", "--bmi", "17"], status: 64,
      message: "needs their age"),
    BadCase(
      arguments: ["--standard", "who-2007-bmi-for-age", "--age", "9y", "--bmi", "17"],
      status: 64, message: "needs their sex"),
    BadCase(
      arguments: ["--standard", "who-2007-bmi-for-age", "--sex", "female", "--age", "9y"],
      status: 64, message: "--bmi"),
    BadCase(
      arguments: [
        "--standard", "who-2007-bmi-for-age", "--sex", "female", "--age", "3y", "--bmi", "16",
      ], status: 65, message: "age"),
    BadCase(
      arguments: [
        "--standard", "who-2007-bmi-for-age", "--sex", "female", "--age", "9y", "--bmi", "16",
        "--mark", "130,25",
      ], status: 64, message: "once"),
  ])
  func mistakesGetTheirExitCodeAndAMessage(_ badCase: BadCase) {
    let result = Support.run(["chart"] + badCase.arguments)
    #expect(result.status == badCase.status)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains(badCase.message), "\(result.errors)")
  }

  @Test func theLibraryRefusesWithStableCodes() throws {
    let who2007 = try #require(BuiltInStandards.standard(id: "who-2007-bmi-for-age"))
    let adult = try #require(BuiltInStandards.standard(id: "who-2000"))
    let bmi = try #require(BodyMassIndex(ChartTestStandards.decimal("16")))
    let nineYears = try #require(Age(ChartTestStandards.decimal("9"), .years))
    let threeYears = try #require(Age(ChartTestStandards.decimal("3"), .years))
    let cases: [(() throws(BMIForAgeChartError) -> BMIForAgeChart, String)] = [
      (
        { () throws(BMIForAgeChartError) in try BMIForAgeChart(standard: adult) },
        "chart.not-bmi-for-age"
      ),
      (
        { () throws(BMIForAgeChartError) in
          try BMIForAgeChart(
            standard: who2007, sex: .male,
            mark: BMIForAgeChartMark(sex: .female, age: nineYears, bodyMassIndex: bmi))
        }, "chart.mark-sex-differs"
      ),
      (
        { () throws(BMIForAgeChartError) in
          try BMIForAgeChart(
            standard: who2007,
            mark: BMIForAgeChartMark(sex: .female, age: threeYears, bodyMassIndex: bmi))
        }, "chart.mark-age-outside-reference"
      ),
    ]
    for (make, code) in cases {
      do throws(BMIForAgeChartError) {
        _ = try make()
        Issue.record("\(code) was not refused")
      } catch {
        #expect(error.code == code)
      }
    }
  }
}
