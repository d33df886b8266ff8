import BMIBuiltIns
import BMICore
import BMIMeasurement
import Testing

@testable import BMIChart

private typealias Standards = ChartTestStandards

struct ChartGeometryTests {
  private func geometry(_ units: ChartUnits) -> ChartGeometry {
    ChartGeometry(
      units: units, heightAxis: units.defaultHeightAxis, weightAxis: units.defaultWeightAxis,
      plot: BMIChart.plotArea)
  }

  @Test(arguments: ChartUnits.allCases)
  func everyPointOfACurveHasTheCurvesBMI(_ units: ChartUnits) {
    let geometry = geometry(units)
    for bmi in [16.0, 18.5, 22.95, 25, 40] {
      let points = geometry.curve(bmi: bmi)
      #expect(!points.isEmpty)
      for point in points where geometry.contains(point, inset: 0.5) {
        // Coordinates are written with two decimals: allow that much.
        #expect(abs(geometry.bmi(at: point) - bmi) < 0.05, "BMI \(bmi) at \(point)")
      }
    }
  }

  @Test func aCurveLeavesThePlotAtTheRightEdgeOrTheTop() throws {
    let geometry = geometry(.metric)
    // BMI 25 at 200 cm is 100 kg, inside the 30–150 kg axis: it ends on the right edge.
    let low = try #require(geometry.curve(bmi: 25).last)
    #expect(abs(low.x - geometry.plot.right) < 1e-9)
    // BMI 40 reaches 150 kg at 193.6 cm: it ends at the top.
    let high = try #require(geometry.curve(bmi: 40).last)
    #expect(abs(high.y - geometry.plot.y) < 1e-9)
  }

  @Test func bandsBetweenCurvesStayInsideThePlotAndBetweenTheirBMIs() {
    let geometry = geometry(.metric)
    let outline = geometry.bandOutline(lowerBMI: 18.5, upperBMI: 25)
    #expect(outline.count > 20)
    for point in outline {
      #expect(geometry.contains(point, inset: -0.001))
      let bmi = geometry.bmi(at: point)
      let onEdge =
        abs(point.y - geometry.plot.y) < 1e-9 || abs(point.y - geometry.plot.bottom) < 1e-9
      #expect(onEdge || (bmi > 18.5 - 0.01 && bmi < 25 + 0.01), "BMI \(bmi) at \(point)")
    }
  }

  @Test func aBandOutsideThePlotHasNoOutline() {
    // BMI above 80 needs more than 156 kg at 140 cm: nothing of it is in the 30–150 kg plot.
    #expect(geometry(.metric).bandOutline(lowerBMI: 80, upperBMI: nil).isEmpty)
  }

  @Test func bandLabelsSitInsideTheirBands() throws {
    let chart = try BMIChart(standard: try Standards.whoLike(), language: "en")
    var labelled = 0
    for band in chart.bands {
      guard let label = band.label else { continue }
      labelled += 1
      let bmi = chart.geometry.bmi(at: label.centre)
      let lower = band.exactInterval.lower.value?.doubleValue ?? 0
      let upper = band.exactInterval.upper.value?.doubleValue ?? .infinity
      #expect(bmi > lower && bmi < upper, "\(band.category.id) label at BMI \(bmi)")
    }
    #expect(labelled >= 6, "most WHO bands are wide enough for a label")
  }

  /// Bands of 0.1 BMI hold neither label nor number: each gets its number outside the plot
  /// on a leader line that starts inside it, the texts apart, and every band is labelled.
  @Test func narrowBandsAreLabelledOutsideOnLeaderLines() throws {
    let labels = (0..<6).map { ("band-\($0)", "Band \($0)", "띠 \($0)") }
    let standard = try Standards.standard(
      id: "narrow", name: LocalizedText(["en": "Narrow bands"]),
      rows: Standards.halfOpenRows(labels, cutOffs: ["18.5", "18.6", "18.7", "18.8", "25"]),
      healthy: "band-5", rounding: .none, citation: "Test table with narrow bands.")
    let chart = try BMIChart(standard: standard, language: "en")
    let visible = chart.bands.filter { !$0.outline.isEmpty }
    #expect(visible.allSatisfy { ($0.label == nil) != ($0.leader == nil) })
    let leaders = chart.bands.compactMap(\.leader)
    #expect(leaders.map(\.text).sorted() == ["2", "3", "4"])
    for band in chart.bands {
      guard let leader = band.leader else { continue }
      let bmi = chart.geometry.bmi(at: leader.anchor)
      let lower = try #require(band.exactInterval.lower.value?.doubleValue)
      let upper = try #require(band.exactInterval.upper.value?.doubleValue)
      #expect(bmi >= lower - 0.05 && bmi <= upper + 0.05, "\(band.category.id) leader at \(bmi)")
      #expect(!chart.geometry.contains(leader.textOrigin), "the text is outside the plot")
    }
    let rows = leaders.map(\.textOrigin.y).sorted()
    #expect(zip(rows, rows.dropFirst()).allSatisfy { $1 - $0 >= 12 })
    let svg = try ChartXMLDocument.parse(chart.svg())
    #expect(
      svg.elements(class: "band-leader").map { $0.allText.filter { !$0.isWhitespace } }.sorted()
        == ["2", "3", "4"])
  }

  @Test func bandLabelsKeepClearOfTheMarkAndItsLabel() throws {
    let mark = try ChartMark(
      height: Height(Rational(1724, 10), .centimetres),
      weight: Weight(Rational(683, 10), .kilograms))
    let chart = try BMIChart(standard: try Standards.whoLike(), language: "en", mark: mark)
    let placed = try #require(chart.placedMark)
    for band in chart.bands {
      guard let label = band.label else { continue }
      let box = placed.label.box
      let inside =
        label.centre.x >= box.x && label.centre.x <= box.right && label.centre.y >= box.y
        && label.centre.y <= box.bottom
      #expect(!inside, "\(band.category.id) label under the mark's label")
    }
  }

  @Test func theAxesWidenToShowAMarkOutsideThem() {
    let axis = ChartAxis(lower: 140, upper: 200, step: 10)
    #expect(axis.including(170) == axis)
    #expect(axis.including(205) == ChartAxis(lower: 140, upper: 220, step: 10))
    #expect(axis.including(131) == ChartAxis(lower: 120, upper: 200, step: 10))
    #expect(axis.including(3) == ChartAxis(lower: 10, upper: 200, step: 10))
  }

  @Test func imperialTicksAreFeetAndInches() {
    let axis = ChartUnits.imperial.defaultHeightAxis
    #expect(axis.ticks.first == 56)
    #expect(
      axis.ticks.map(ChartUnits.imperial.heightTickLabel).prefix(3) == ["4′8″", "4′10″", "5′0″"])
    #expect(ChartUnits.imperial.weightTickLabel(160) == "160")
  }

  @Test func imperialCurvesAreTheMetricCurvesInOtherUnits() {
    // 70 in is 177.8 cm; BMI 25 there is 79.0321 kg, or 174.236… lb.
    let pounds = ChartUnits.imperial.weight(atHeight: 70, bmi: 25)
    #expect(abs(pounds - 79.0321 / 0.45359237) < 1e-9)
    #expect(abs(ChartUnits.imperial.height(atWeight: pounds, bmi: 25) - 70) < 1e-9)
  }

  @Test func markMeasurementsAreWrittenInTheChartsUnits() throws {
    let mark = try ChartMark(
      height: Height(Rational(17_018, 100), .centimetres), weight: Weight(Rational(65), .kilograms))
    #expect(MarkFormatting.measurements(of: mark, in: .metric) == "170.2 cm · 65 kg")
    // 65 kg is 143.3004… lb.
    #expect(MarkFormatting.measurements(of: mark, in: .imperial) == "5′7″ · 143.3 lb")
  }

  @Test func paletteColoursAreDistinctOrderedAndReadable() {
    for count in 2...9 {
      let colours = ChartPalette.colours(count: count)
      #expect(Set(colours).count == count)
      let brightness = colours.map(\.brightness)
      #expect(brightness == brightness.sorted(), "viridis gets lighter from start to end")
    }
    #expect(ChartPalette.sample(0).hex == "#440154")
    #expect(ChartPalette.sample(1).hex == "#fde725")
    #expect(ChartPalette.colours(count: 4, healthyIndex: nil) == ChartPalette.colours(count: 4))
  }

  /// Around a healthy category at any position: distinct colours, the healthy one fixed, and
  /// each side darker the further from healthy, as far as its ramp goes.
  @Test func meaningColoursAreFixedDistinctAndDarkenAwayFromHealthy() {
    for count in 1...9 {
      for healthy in 0..<count {
        let colours = ChartPalette.colours(count: count, healthyIndex: healthy)
        #expect(colours[healthy] == ChartPalette.healthy)
        let below = colours[..<healthy].reversed().map(\.brightness)
        let above = colours[(healthy + 1)...].map(\.brightness)
        #expect(below == below.sorted(by: >), "below \(healthy) of \(count)")
        #expect(above == above.sorted(by: >), "above \(healthy) of \(count)")
        if healthy <= ChartPalette.below.count && count - healthy - 1 <= ChartPalette.above.count {
          #expect(Set(colours).count == count, "\(healthy) of \(count)")
        }
      }
    }
  }

  @Test func svgNumbersHaveAtMostTwoDecimals() {
    #expect(SVGElement.number(12) == "12")
    #expect(SVGElement.number(12.5) == "12.5")
    #expect(SVGElement.number(12.345) == "12.35" || SVGElement.number(12.345) == "12.34")
    #expect(SVGElement.number(-0.25) == "-0.25")
    #expect(SVGElement.number(-0.001) == "0")
    #expect(SVGElement.number4(-0.95) == "-0.95")
    #expect(SVGElement.number4(1) == "1")
  }
}
