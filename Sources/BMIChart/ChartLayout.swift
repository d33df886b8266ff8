/// Where a chart's parts go for the width it is drawn at.
///
/// At 720 pixels and wider (a desk, a printed page) the legend stands beside the plot. Below
/// that (a phone) the title wraps, the legend and its notes go under the plot, the axes have
/// fewer ticks and no text is smaller than 10 pixels, so the picture shown at its own width
/// has every text at 10 CSS pixels or more.
struct ChartLayout: Equatable, Sendable {
  /// The picture's width in pixels.
  let width: Double

  /// The narrowest picture laid out: a plot and its labels need this much.
  static let minimumWidth = 280.0

  /// A layout `width` pixels wide, at least ``minimumWidth``.
  init(width: Double) {
    self.width = width.isFinite ? max(width, Self.minimumWidth) : 960
  }

  /// Whether the legend goes under the plot, as on a phone.
  var isNarrow: Bool { width < 720 }

  /// The left edge of the title, and of the legend and footer under the plot.
  var margin: Double { isNarrow ? 12 : 32 }

  /// The left edge of a plot: room for the tick labels and the turned axis title.
  var plotX: Double { isNarrow ? 50 : 84 }

  /// Where the turned axis title sits across the picture, as a number.
  func axisTitleX(_ wide: String) -> String { isNarrow ? "14" : wide }

  /// A plot's width: beside it the legend's 316 pixels at desk width, and under it, the labels
  /// its right edge carries (`rightLabels` pixels) on a phone.
  func plotWidth(rightLabels: Double) -> Double {
    isNarrow ? width - plotX - rightLabels - 8 : width - 400
  }

  /// The legend's left edge and width beside a plot ending at `plotRight`, `gap` pixels after
  /// it at desk width; on a phone the picture's width less the margins.
  func legendColumn(plotRight: Double, gap: Double) -> (left: Double, width: Double) {
    let left = isNarrow ? margin : plotRight + gap
    return (left, width - left - (isNarrow ? margin : 20))
  }

  /// The title and subtitle, and the baseline of the last line.
  ///
  /// At desk width the title is one line, shrunk to fit; on a phone it wraps at 16 pixels.
  func header(title: String, subtitle: String) -> (elements: [SVGElement], bottom: Double) {
    let number = SVGElement.number
    guard isNarrow else {
      let fontSize = min(
        20, 880 / max(ChartTextMetrics.width(of: title, fontSize: 1, bold: true), 1))
      return (
        [
          SVGElement(
            "text",
            [
              ("id", "chart-title"), ("x", "32"), ("y", "42"),
              ("font-size", number(fontSize)), ("font-weight", "bold"),
            ], text: title),
          SVGElement(
            "text", [("x", "32"), ("y", "66"), ("font-size", "13"), ("fill", "#555555")],
            text: subtitle),
        ], 66
      )
    }
    var elements: [SVGElement] = []
    var y = 12.0
    let room = width - 2 * margin
    // Bold text is about 15 % wider than the estimate at its size.
    for (index, line) in ChartTextMetrics.wrap(title, fontSize: 18.4, maximumWidth: room)
      .enumerated()
    {
      y += 20
      var attributes = [
        ("x", number(margin)), ("y", number(y)), ("font-size", "16"), ("font-weight", "bold"),
      ]
      if index == 0 { attributes.insert(("id", "chart-title"), at: 0) }
      elements.append(SVGElement("text", attributes, text: line))
    }
    y += 4
    for line in ChartTextMetrics.wrap(subtitle, fontSize: 12, maximumWidth: room) {
      y += 16
      elements.append(
        SVGElement(
          "text",
          [("x", number(margin)), ("y", number(y)), ("font-size", "12"), ("fill", "#555555")],
          text: line))
    }
    return (elements, y)
  }

  /// The footer's lines (the source, the standard's identity, …), each wrapped to the
  /// picture's width less its margins.
  func footerLines(_ paragraphs: [String]) -> [String] {
    paragraphs.flatMap {
      ChartTextMetrics.wrap($0, fontSize: 11, maximumWidth: width - 2 * margin)
    }
  }

  /// The footer, 15 pixels a line from `top`.
  func footer(_ lines: [String], top: Double) -> SVGElement {
    var group = SVGElement("g", [("id", "source"), ("font-size", "11"), ("fill", "#444444")])
    for (index, line) in lines.enumerated() {
      group.children.append(
        SVGElement(
          "text",
          [
            ("x", SVGElement.number(margin)),
            ("y", SVGElement.number(top + Double(index) * 15)),
          ], text: line))
    }
    return group
  }
}
