import BMIBuiltIns
import BMICore
import Foundation
import Testing

@testable import BMIChart

/// Renders BMI-for-age charts with `rsvg-convert`, as `ChartRenderTests` does the
/// height–weight chart; skipped where the renderer or python3 is missing.
@Suite(.enabled(if: ChartRenderer.isAvailable, "needs rsvg-convert (librsvg2-bin) and python3"))
struct BMIForAgeChartRenderTests {
  /// Each reference's picture in the long runs; UK90's (percentile bands, both sexes) every day.
  static let renderedIds = LongTests.size(
    everyday: ["uk90-bmi-for-age"], long: BMIForAgeChartTests.ids)

  @Test(arguments: renderedIds)
  func theWholePictureRendersAtItsSizeWithEveryBandVisible(_ id: String) throws {
    let chart = try #require(BMIForAgeChartTests.bothSexes[id])
    let svg = chart.svg()
    let root = try ChartXMLDocument.parse(svg)
    let picture = try ChartRenderer.render(svg)
    #expect(Double(picture.width) == root.number("width"))
    #expect(Double(picture.height) == root.number("height"))
    let fills = Set(root.elements(class: "band").compactMap { $0["fill"] })
    let bandColours = Set(
      fills.compactMap { $0.hasPrefix("#") ? UInt32($0.dropFirst(), radix: 16) : nil })
    #expect(bandColours.count == fills.count, "every band is filled with a #rrggbb colour")
    var found = Set<UInt32>()
    for panel in chart.panels {
      let plot = panel.plot
      for y in stride(from: Int(plot.y) + 1, to: Int(plot.bottom), by: 3) {
        for x in stride(from: Int(plot.x) + 1, to: Int(plot.right), by: 3) {
          found.insert(picture.rgb(x: x, y: y))
        }
      }
    }
    #expect(bandColours.isSubset(of: found), "every band is visible")
  }

  @Test(arguments: BMIForAgeChartTests.sampledChildren)
  func thePixelAtTheChildHasTheColourOfTheBandOfTheirCategory(
    _ child: BMIForAgeChartTests.Child
  ) throws {
    let (mark, classification) = try BMIForAgeChartTests.mark(of: child)
    let chart = try BMIForAgeChart(
      standard: try BMIForAgeChartTests.standard(child.standard), mark: mark)
    let svg = chart.svg()
    let root = try ChartXMLDocument.parse(svg)
    let point = try #require(root.element(id: "mark-point"))
    let centre = (try #require(point.number("cx")), try #require(point.number("cy")))
    let band = try #require(
      root.element(id: "band-\(child.sex.rawValue)-\(classification.category.id)"))
    let colour = try #require(band["fill"])
    let window = try ChartRenderer.render(
      ChartRenderer.cropped(svg, root: root, centre: centre))
    let pixel = window.pixel(x: 10, y: 10)
    #expect(pixel.hex == colour, "\(classification.category.id) drawn on \(pixel.hex)")
    #expect(window.distinctColours > 2, "the ring is drawn around it")
  }
}
