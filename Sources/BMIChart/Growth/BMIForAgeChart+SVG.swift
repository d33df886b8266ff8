import BMICore
import BMISupport

extension BMIForAgeChart {
  /// The chart as a standalone SVG 1.1 document, drawn with the same features and fonts as
  /// `BMIChart.svg()`: paths, rectangles, circles and plain text, nothing external.
  public func svg() -> String {
    let number = SVGElement.number
    let lastPlot = Self.plot(at: panels.count - 1, first: firstPlot)
    let legend = legendElements()
    let footer = footerLines()
    let footerTop = max(lastPlot.bottom + 72, legend.bottom + 16)
    let height = (footerTop + Double(footer.count) * 15 + 16).rounded(.up)
    let title = GrowthChartText.chartTitle(standard.name[language.tag]).text(in: language)
    var children: [SVGElement] = [
      SVGElement("title", text: title),
      SVGElement("desc", text: description),
      SVGElement(
        "rect",
        [("width", number(layout.width)), ("height", number(height)), ("fill", "#ffffff")]),
    ]
    children += header
    for panel in panels { children.append(panelElements(panel)) }
    children.append(legend.group)
    children.append(layout.footer(footer, top: footerTop))
    if let markGroup = markElements() { children.append(markGroup) }
    return ChartParts.document(width: layout.width, height: height, children: children)
  }

  /// One sentence for screen readers: standard, sexes, categories and the mark.
  var description: String {
    let symbol = GrowthChartText.symbol(standard.measure).text(in: language)
    var parts = panels.map { panel in
      GrowthChartText.panelTitle(panel.sex).text(in: language) + ": "
        + panel.bands.map {
          "\($0.category.label[language.tag]) \($0.category.interval.inequality(of: symbol))"
        }.joined(separator: ", ")
    }
    if let placedMark { parts.append(placedMark.heading) }
    return standard.name[language.tag] + ". " + parts.joined(separator: "; ") + "."
  }

  private func panelElements(_ panel: GrowthPanel) -> SVGElement {
    let sex = panel.sex.rawValue
    let plot = panel.plot
    let number = SVGElement.number
    var group = SVGElement("g", [("id", "panel-" + sex), ("class", "panel")])
    group.children.append(
      SVGElement(
        "text",
        [
          ("id", "panel-title-" + sex), ("class", "panel-title"), ("x", number(plot.x)),
          ("y", number(plot.y - 10)), ("font-size", "15"), ("font-weight", "bold"),
        ], text: GrowthChartText.panelTitle(panel.sex).text(in: language)))
    var bands = SVGElement("g", [("id", "bands-" + sex)])
    for band in panel.bands where !band.outline.isEmpty {
      var attributes = [
        ("id", "band-\(sex)-\(band.category.id)"), ("class", "band"),
        ("d", SVGElement.pathData(band.outline, closed: true)), ("fill", band.colour.hex),
      ]
      if band.category.isHealthy {
        attributes += [("stroke", ChartPalette.healthyOutline.hex), ("stroke-width", "2")]
      }
      bands.children.append(SVGElement("path", attributes))
    }
    group.children.append(bands)
    group.children.append(gridElement(panel))
    group.children.append(lineElements(panel))
    var labels = SVGElement("g", [("id", "band-labels-" + sex)])
    for band in panel.bands {
      guard let label = band.label else { continue }
      labels.children.append(
        SVGElement(
          "text",
          [
            ("class", "band-label"), ("x", number(label.centre.x)),
            ("y", number(label.centre.y + label.fontSize * 0.36)), ("text-anchor", "middle"),
            ("font-size", number(label.fontSize)), ("fill", band.colour.textColour.hex),
          ], text: label.text))
    }
    group.children.append(labels)
    group.children.append(axisElements(panel))
    return group
  }

  private func gridElement(_ panel: GrowthPanel) -> SVGElement {
    let plot = panel.plot
    let number = SVGElement.number
    var data: [String] = []
    for tick in panel.ageAxis.ticks(in: language) {
      let x = number(panel.point(months: tick.months, bmi: 0).x)
      data.append("M\(x) \(number(plot.y)) V\(number(plot.bottom))")
    }
    for tick in panel.bmiAxis.ticks {
      let y = number(panel.point(months: 0, bmi: tick).y)
      data.append("M\(number(plot.x)) \(y) H\(number(plot.right))")
    }
    return SVGElement(
      "path",
      [
        ("id", "grid-" + panel.sex.rawValue), ("d", data.joined(separator: " ")),
        ("fill", "none"), ("stroke", "#ffffff"), ("stroke-opacity", "0.4"),
        ("stroke-width", "1"),
      ])
  }

  private func lineElements(_ panel: GrowthPanel) -> SVGElement {
    let sex = panel.sex.rawValue
    var group = SVGElement(
      "g",
      [
        ("id", "lines-" + sex), ("fill", "none"), ("stroke", "#1a1a1a"),
        ("stroke-width", "1.2"),
      ])
    var labels: [(y: Double, text: String)] = []
    for line in panel.lines {
      guard let end = line.points.last else { continue }
      var attributes = [
        ("id", "line-\(sex)-\(line.id)"), ("class", "reference-line"),
        ("d", SVGElement.pathData(line.points, closed: false)),
      ]
      if line.dashed { attributes.append(("stroke-dasharray", "6 4")) }
      if line.id == "z-0" || line.id == "percentile-50" { attributes.append(("stroke-width", "2")) }
      group.children.append(SVGElement("path", attributes))
      labels.append((end.y, line.label))
    }
    var texts = SVGElement(
      "g",
      [
        ("id", "line-labels-" + sex), ("font-size", "11"), ("fill", "#333333"),
        ("stroke", "none"),
      ])
    // Bottom to top, each at least 12 pixels above the one below it; on a phone a long
    // label takes two lines.
    var lastY = Double.infinity
    for label in labels.sorted(by: { $0.y > $1.y }) {
      let lines =
        layout.isNarrow
        ? ChartTextMetrics.wrap(label.text, fontSize: 11, maximumWidth: 60) : [label.text]
      let y = min(label.y + 4, lastY - 12 * Double(lines.count))
      lastY = y
      for (index, line) in lines.enumerated() {
        texts.children.append(
          SVGElement(
            "text",
            [
              ("class", "line-label"), ("x", SVGElement.number(panel.plot.right + 5)),
              ("y", SVGElement.number(y + 12 * Double(index))),
            ], text: line))
      }
    }
    group.children.append(texts)
    return group
  }
}
