import BMIBuiltIns
import BMICore
import BMIMeasurement
import Testing

@testable import BMIChart
@testable import BMISupport

private typealias Standards = ChartTestStandards

struct ChartSVGTests {
  private func parsed(_ chart: BMIChart) throws -> ChartXMLElement {
    try ChartXMLDocument.parse(chart.svg())
  }

  private func mark(_ height: String, _ weight: String) throws -> ChartMark {
    try ChartMark(
      height: Height(centimetres: Standards.decimal(height)),
      weight: Weight(kilograms: Standards.decimal(weight)))
  }

  @Test func theRootIsAnSVG11DocumentWithItsSizeAndNoExternalReferences() throws {
    let text = try BMIChart(standard: try Standards.whoLike(), language: "en").svg()
    #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    let root = try ChartXMLDocument.parse(text)
    #expect(root.name == "svg")
    #expect(root["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(root["version"] == "1.1")
    let width = try #require(root.number("width"))
    let height = try #require(root.number("height"))
    #expect(root["viewBox"] == "0 0 \(Int(width)) \(Int(height))")
    #expect(root["font-family"]?.hasSuffix(", sans-serif") == true)
    let names = Set(root.allElements.map(\.name))
    #expect(names.isSubset(of: ["svg", "title", "desc", "rect", "text", "g", "path", "circle"]))
    #expect(!text.contains("href") && !text.contains("@font-face") && !text.contains("<image"))
  }

  @Test func onlySVG11AttributesThatRSVGDrawsAreUsed() throws {
    let mark = try mark("170", "65")
    for standard in [try Standards.whoLike(), try Standards.kssoLike()] {
      let root = try parsed(try BMIChart(standard: standard, language: "en", mark: mark))
      let used = Set(root.allElements.flatMap(\.attributes.keys))
      let allowed: Set<String> = [
        "xmlns", "version", "width", "height", "viewBox", "id", "class", "d", "x", "y", "cx",
        "cy", "r", "rx", "transform", "fill", "fill-opacity", "stroke", "stroke-width",
        "stroke-opacity", "font-family", "font-size", "font-weight", "text-anchor",
      ]
      #expect(used.subtracting(allowed).isEmpty, "unexpected: \(used.subtracting(allowed))")
      let ids = root.allElements.compactMap { $0["id"] }
      #expect(Set(ids).count == ids.count, "ids are unique")
    }
  }

  @Test(arguments: ["en", "ko"])
  func everyCategoryHasOneBandAndOneLegendEntryInTableOrder(_ tag: String) throws {
    for standard in [try Standards.whoLike(), try Standards.kssoLike()] {
      let root = try parsed(try BMIChart(standard: standard, language: tag))
      let ids = standard.table.categories.map(\.id)
      let bands = root.elements(class: "band")
      #expect(bands.map { $0["id"] } == ids.map { "band-" + $0 })
      #expect(Set(bands.compactMap { $0["fill"] }).count == ids.count, "distinct colours")
      let entries = root.elements(class: "legend-entry")
      #expect(entries.map { $0["id"] } == ids.reversed().map { "legend-" + $0 })
      for (entry, category) in zip(entries, standard.table.categories.reversed()) {
        #expect(entry.allText.contains(category.label[tag]))
        #expect(entry.allText.contains("BMI " + category.interval.description))
      }
    }
  }

  @Test func labelsTitleAndAxesFollowTheLanguage() throws {
    let standard = try Standards.kssoLike()
    let korean = try parsed(try BMIChart(standard: standard, language: "ko"))
    #expect(korean.element(id: "chart-title")?.allText == "대한비만학회 유사 기준")
    #expect(korean.element(id: "height-axis-title")?.allText == "키 (cm)")
    #expect(korean.element(id: "legend-pre-obesity")?.allText.contains("비만 전단계") == true)
    let english = try parsed(try BMIChart(standard: standard, language: "en", units: .imperial))
    #expect(english.element(id: "chart-title")?.allText == "KSSO-like test standard")
    #expect(english.element(id: "height-axis-title")?.allText == "Height (ft, in)")
    #expect(english.element(id: "weight-axis-title")?.allText == "Weight (lb)")
  }

  @Test func theSourceAndIdentityAreInTheFooter() throws {
    let root = try parsed(try BMIChart(standard: try Standards.whoLike(), language: "en"))
    let footer = try #require(root.element(id: "source"))
    #expect(footer.allText.contains("Source: Test citation for a WHO-like table."))
    #expect(footer.allText.contains("Standard who-like, version 1.0"))
  }

  /// Curves lie at the rounding midpoints (18.45) but read as the source's cut-offs (18.5),
  /// which people take the numbers for; the note says so once, with the first curve.
  @Test func aRoundingStandardLabelsItsMidpointCurvesWithTheSourceCutOffs() throws {
    let chart = try BMIChart(standard: try Standards.kssoLike(), language: "en")
    let root = try parsed(chart)
    let notes = root.elements(class: "legend-note").map(\.allText).joined(separator: " ")
    #expect(notes.contains("rounds BMI to 1 decimal (half-up)"))
    #expect(
      notes.contains("The curve labelled 18.5 is drawn at BMI 18.45, where the rounded BMI"),
      "\(notes)")
    let curveLabels = try #require(root.element(id: "cut-off-labels")).children.map(\.allText)
    #expect(Set(curveLabels) == ["18.5", "23", "25", "30", "35"])
    #expect(root.elements(class: "cut-off").count == 5)
    // Drawn where the exact boundaries are: the 23 curve passes through 22.95 · 1.7² at 170 cm.
    #expect(
      chart.boundaries.map(\.exact.description) == ["18.45", "22.95", "24.95", "29.95", "34.95"])
  }

  @Test func aStandardWithoutRoundingLabelsCurvesWithItsExactCutOffs() throws {
    let chart = try BMIChart(standard: try Standards.whoLike(), language: "en")
    let root = try parsed(chart)
    let curveLabels = try #require(root.element(id: "cut-off-labels")).children.map(\.allText)
    #expect(Set(curveLabels) == Set(chart.boundaries.map(\.exact.description)))
    let notes = root.elements(class: "legend-note").map(\.allText).joined(separator: " ")
    #expect(!notes.contains("is drawn at BMI"))
  }

  /// Colours say what a band means: the healthy band is the same green under both
  /// standards and outlined, and the first band above it (pre-obese, pre-obesity) the same
  /// yellow, though WHO has three categories below healthy and KSSO one.
  @Test func bandColoursFollowMeaningNotPosition() throws {
    let who = try parsed(try BMIChart(standard: try Standards.whoLike(), language: "en"))
    let ksso = try parsed(try BMIChart(standard: try Standards.kssoLike(), language: "en"))
    #expect(who.element(id: "band-normal")?["fill"] == ChartPalette.healthy.hex)
    #expect(ksso.element(id: "band-normal")?["fill"] == ChartPalette.healthy.hex)
    #expect(
      who.element(id: "band-pre-obese")?["fill"] == ksso.element(id: "band-pre-obesity")?["fill"])
    #expect(
      who.element(id: "band-mild-thinness")?["fill"]
        == ksso.element(id: "band-underweight")?["fill"])
    for root in [who, ksso] {
      let outlined = root.elements(class: "band").filter { $0["stroke"] != nil }
      #expect(outlined.map { $0["id"] } == ["band-normal"])
    }
  }

  /// 170 cm under the WHO-like table: healthy from 53.5 kg to 72.2 kg, drawn as a vertical
  /// segment at 170 cm with ticks at both ends and a gap around the ring at 65 kg.
  @Test func theMarksHealthyWeightRangeIsAVerticalSegment() throws {
    let standard = try Standards.whoLike()
    let chart = try BMIChart(standard: standard, language: "en", mark: try mark("170", "65"))
    let range = try #require(
      standard.healthyWeightRange(heightCentimetres: Standards.decimal("170")))
    #expect(range.lowerBound.description == "53.5" && range.upperBound.description == "72.2")
    let lightest = chart.geometry.point(height: 170, weight: 53.5)
    let heaviest = chart.geometry.point(height: 170, weight: 72.2)
    let root = try parsed(chart)
    let segment = try #require(root.elements(class: "healthy-weight").first?["d"])
    let number = SVGElement.number
    let x = number(lightest.x)
    #expect(segment.contains("M\(number(lightest.x - 5)) \(number(lightest.y)) H"), "\(segment)")
    #expect(segment.contains("M\(number(heaviest.x - 5)) \(number(heaviest.y)) H"), "\(segment)")
    let ring = ChartParts.ringBounds(around: chart.geometry.point(height: 170, weight: 65))
    #expect(segment.contains("M\(x) \(number(heaviest.y)) V\(number(ring.y))"), "\(segment)")
    #expect(segment.contains("M\(x) \(number(ring.y + ring.height)) V\(number(lightest.y))"))
    // No mark, or no healthy category: nothing drawn.
    #expect(try BMIChart(standard: standard, language: "en").healthyWeightElements() == nil)
  }

  @Test func theMarkIsLabelledWithTheBMIAndCategory() throws {
    // 160 cm and 64 kg is exactly 25: pre-obese, not normal.
    let root = try parsed(
      try BMIChart(standard: try Standards.whoLike(), language: "en", mark: try mark("160", "64")))
    let group = try #require(root.element(id: "mark"))
    #expect(root.element(id: "mark-label")?.allText == "BMI 25.0 · Pre-obese")
    #expect(group.allText.contains("160 cm · 64 kg"))
    let point = try #require(root.element(id: "mark-point"))
    #expect(point["fill"] == "none", "the band's colour shows through the ring")
    let chart = try BMIChart(standard: try Standards.whoLike(), language: "en")
    let expected = chart.geometry.point(height: 160, weight: 64)
    #expect(abs((point.number("cx") ?? 0) - expected.x) < 0.01)
    #expect(abs((point.number("cy") ?? 0) - expected.y) < 0.01)
  }

  @Test func theMarkShowsImperialMeasurementsInImperialUnits() throws {
    // 5 ft 7 in is 170.18 cm; 150 lb is 68.0388555 kg.
    let chartMark = try ChartMark(
      height: Height(Rational(17_018, 100), .centimetres),
      weight: Weight(Rational(680_388_555, 10_000_000), .kilograms))
    let root = try parsed(
      try BMIChart(
        standard: try Standards.whoLike(), language: "en", units: .imperial, mark: chartMark))
    #expect(root.element(id: "mark")?.allText.contains("5′7″ · 150 lb") == true)
    #expect(root.element(id: "mark-label")?.allText == "BMI 23.5 · Normal range")
  }

  @Test func noMarkMeansNoMarkGroup() throws {
    let root = try parsed(try BMIChart(standard: try Standards.whoLike(), language: "en"))
    #expect(root.element(id: "mark") == nil)
  }

  @Test func markupCharactersAndControlCharactersAreEscapedOrDropped() throws {
    let standard = try Standards.markupInLabels()
    let text = try BMIChart(standard: standard, language: "en", mark: try mark("170", "50")).svg()
    let root = try ChartXMLDocument.parse(text)
    #expect(root.element(id: "chart-title")?.allText == "A <b>bold</b> & \"quoted\" 'name'")
    #expect(root.element(id: "legend-low")?.allText.contains("Low < 20 & \"thin\"") == true)
    #expect(root.element(id: "source")?.allText.contains("Cited <here> & \"there\".") == true)
    #expect(root.element(id: "mark-label")?.allText == "BMI 17.3 · Low < 20 & \"thin\"")
    #expect(!text.unicodeScalars.contains("\u{1}"))
  }

  @Test func theSameChartIsWrittenTheSameWayEveryTime() throws {
    let standard = try Standards.kssoLike()
    let first = try BMIChart(standard: standard, language: "en", mark: try mark("165", "70")).svg()
    let second = try BMIChart(standard: standard, language: "en", mark: try mark("165", "70")).svg()
    #expect(first == second)
  }

  /// Laid out for a phone (the page's 294-pixel frame at 360 wide, and a wider one), every
  /// built-in's chart fits: every text at least 10 pixels and inside the picture, the legend
  /// under the plot, the tick labels apart; with no mark, a usual one and one far out. The
  /// wider one in the long runs.
  @Test(arguments: LongTests.size(everyday: [294.0], long: [294.0, 600]))
  func laidOutForAPhoneEveryBuiltInFitsTheWidth(_ width: Double) throws {
    let marks = [nil, try mark("172", "68"), try mark("150", "130")]
    for id in BuiltInStandards.ids {
      let standard = try #require(BuiltInStandards.standard(id: id))
      guard standard.measure == .bmi else { continue }
      for (index, mark) in marks.enumerated() {
        let (language, units): (String, ChartUnits) =
          index == 1 ? ("ko", .metric) : ("en", .imperial)
        let chart = try BMIChart(
          standard: standard, language: language, units: units, mark: mark, width: width)
        try NarrowChartCheck.check(chart.svg(), width: width, plots: ["axes"])
      }
    }
  }

  /// At 720 pixels and wider the legend stands beside the plot, which takes the extra width.
  @Test func atDeskWidthTheLegendStandsBesideAWiderPlot() throws {
    let root = try parsed(try BMIChart(standard: try Standards.whoLike(), width: 1200))
    #expect(root.number("width") == 1200)
    let frame = try #require(root.element(id: "axes")?.children.first { $0.name == "rect" })
    #expect(frame.number("width") == 800)
    let legend = try #require(root.element(id: "legend")?.children.first)
    #expect(legend.number("x") == 940)
  }
}
