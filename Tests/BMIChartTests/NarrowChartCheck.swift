import Testing

@testable import BMIChart

/// What a chart laid out for a phone must hold, read back from its SVG: every text at least
/// 10 pixels and inside the picture, the legend under the plot, tick labels apart.
enum NarrowChartCheck {
  /// One `<text>` with the font size it is drawn at (its own or its nearest ancestor's) and
  /// whether it is turned.
  struct Text {
    let element: ChartXMLElement
    let fontSize: Double
    let turned: Bool

    var x: Double { element.number("x") ?? 0 }
    var y: Double { element.number("y") ?? 0 }

    /// The estimated left and right edges, from its anchor and the layout's text widths.
    var horizontalExtent: (left: Double, right: Double) {
      let width = ChartTextMetrics.width(
        of: element.allText, fontSize: fontSize, bold: element["font-weight"] == "bold")
      switch element["text-anchor"] {
      case "middle": return (x - width / 2, x + width / 2)
      case "end": return (x - width, x)
      default: return (x, x + width)
      }
    }
  }

  static func texts(
    in element: ChartXMLElement, inherited: Double = 12, turned: Bool = false
  ) -> [Text] {
    let size = element.number("font-size") ?? inherited
    let turned = turned || element["transform"] != nil
    if element.name == "text" { return [Text(element: element, fontSize: size, turned: turned)] }
    return element.children.flatMap { texts(in: $0, inherited: size, turned: turned) }
  }

  /// Checks a chart drawn `width` pixels wide; `plots` are the ids of the groups holding
  /// each plot's frame and axes.
  static func check(_ svg: String, width: Double, plots: [String]) throws {
    let root = try ChartXMLDocument.parse(svg)
    #expect(root.number("width") == width)
    let height = try #require(root.number("height"))
    let texts = Self.texts(in: root)
    #expect(!texts.isEmpty)
    for text in texts {
      #expect(text.fontSize >= 10, "\(text.element.allText) is \(text.fontSize) px")
      #expect(text.y > 0 && text.y <= height, "\(text.element.allText) at y \(text.y)")
      // Turned texts (band labels, the axis titles) are placed inside the plot or its margin.
      guard !text.turned else { continue }
      let extent = text.horizontalExtent
      #expect(
        extent.left >= 0 && extent.right <= width,
        "\(text.element.allText) spans \(extent.left)–\(extent.right) of \(width)")
    }
    // The legend starts under the last plot's axis titles.
    var axesBottom = 0.0
    for id in plots {
      let axes = try #require(root.element(id: id))
      let frame = try #require(axes.children.first { $0.name == "rect" })
      let plotRight = try #require(frame.number("x")) + (try #require(frame.number("width")))
      #expect(plotRight < width)
      axesBottom = max(axesBottom, Self.texts(in: axes).map(\.y).max() ?? 0)
      // The tick labels under the plot do not touch one another.
      let ticks = Self.texts(in: axes).filter {
        !$0.turned && $0.element["text-anchor"] == "middle"
      }
      for row in Dictionary(grouping: ticks, by: \.y).values where row.count > 1 {
        let spans = row.map(\.horizontalExtent).sorted { $0.left < $1.left }
        for (left, right) in zip(spans, spans.dropFirst()) {
          #expect(left.right < right.left, "tick labels overlap at \(left.right)")
        }
      }
    }
    let legend = try #require(root.element(id: "legend"))
    for text in Self.texts(in: legend) {
      #expect(text.y - text.fontSize > axesBottom, "\(text.element.allText) overlaps the plot")
    }
  }
}
