import BMICore
import BMISupport

extension BMIChart {
  /// The chart as a standalone SVG 1.1 document.
  ///
  /// Only features that browsers and `rsvg-convert` draw alike are used: paths, rectangles,
  /// circles, plain text with `text-anchor`, and transforms. No external fonts, images or
  /// scripts; the font list ends with the generic `sans-serif`.
  public func svg() -> String {
    let footer = footerLines()
    let legend = legendElements()
    let footerTop = max(geometry.plot.bottom + 72, legend.bottom + 16)
    let height = (footerTop + Double(footer.count) * Self.footerLineHeight + 16).rounded(.up)
    let number = SVGElement.number
    let title = ChartText.chartTitle(standard.name[language.tag]).text(in: language)
    var children: [SVGElement] = [
      SVGElement("title", text: title),
      SVGElement("desc", text: description),
      SVGElement(
        "rect",
        [("width", number(layout.width)), ("height", number(height)), ("fill", "#ffffff")]),
    ]
    children += header
    children.append(bandElements())
    children.append(gridElements())
    children.append(curveElements())
    children.append(bandLabelElements())
    children.append(axisElements())
    children.append(legend.group)
    children.append(layout.footer(footer, top: footerTop))
    if let healthyWeights = healthyWeightElements() { children.append(healthyWeights) }
    if let markGroup = markElements() { children.append(markGroup) }
    return ChartParts.document(width: layout.width, height: height, children: children)
  }

  static let footerLineHeight = 15.0

  /// One sentence for screen readers: standard, categories and the mark.
  var description: String {
    var parts = bands.map { "\($0.category.label[language.tag]) \($0.exactInterval)" }
    if let placedMark {
      parts.append(
        "BMI \(placedMark.classification.displayBMI): "
          + placedMark.classification.category.label[language.tag])
    }
    return standard.name[language.tag] + ". " + parts.joined(separator: "; ") + "."
  }

  // MARK: - Parts

  private func bandElements() -> SVGElement {
    var group = SVGElement("g", [("id", "bands")])
    for band in bands where !band.outline.isEmpty {
      var attributes = [
        ("id", "band-" + band.category.id), ("class", "band"),
        ("d", SVGElement.pathData(band.outline, closed: true)),
        ("fill", band.colour.hex),
      ]
      if band.category.isHealthy {
        attributes += [
          ("stroke", ChartPalette.healthyOutline.hex), ("stroke-width", "2.5"),
        ]
      }
      group.children.append(
        SVGElement(
          "path", attributes,
          children: [
            SVGElement(
              "title", text: "\(band.category.label[language.tag]) \(band.exactInterval)")
          ]))
    }
    return group
  }

  private func gridElements() -> SVGElement {
    let plot = geometry.plot
    var data: [String] = []
    for tick in geometry.heightAxis.ticks {
      let x = SVGElement.number(geometry.point(height: tick, weight: 0).x)
      data.append("M\(x) \(SVGElement.number(plot.y)) V\(SVGElement.number(plot.bottom))")
    }
    for tick in geometry.weightAxis.ticks {
      let y = SVGElement.number(geometry.point(height: 0, weight: tick).y)
      data.append("M\(SVGElement.number(plot.x)) \(y) H\(SVGElement.number(plot.right))")
    }
    return SVGElement(
      "path",
      [
        ("id", "grid"), ("d", data.joined(separator: " ")), ("fill", "none"),
        ("stroke", "#ffffff"), ("stroke-opacity", "0.45"), ("stroke-width", "1"),
      ])
  }

  private func curveElements() -> SVGElement {
    var group = SVGElement(
      "g", [("id", "cut-offs"), ("fill", "none"), ("stroke", "#ffffff"), ("stroke-width", "1.5")])
    var rightLabels: [(y: Double, text: String)] = []
    var topLabels: [(x: Double, text: String)] = []
    for boundary in boundaries {
      let points = geometry.curve(bmi: boundary.exact.doubleValue)
      guard let end = points.last else { continue }
      group.children.append(
        SVGElement(
          "path",
          [("class", "cut-off"), ("d", SVGElement.pathData(points, closed: false))]))
      if end.x >= geometry.plot.right - 0.01 {
        rightLabels.append((end.y, boundary.cutOff.description))
      } else {
        topLabels.append((end.x, boundary.cutOff.description))
      }
    }
    var labels = SVGElement(
      "g", [("id", "cut-off-labels"), ("font-size", "11"), ("fill", "#333333"), ("stroke", "none")])
    var lastY = -Double.infinity
    for label in rightLabels.sorted(by: { $0.y > $1.y }).reversed() {
      let y = max(label.y + 4, lastY + 12)
      lastY = y
      labels.children.append(
        SVGElement(
          "text",
          [("x", SVGElement.number(geometry.plot.right + 5)), ("y", SVGElement.number(y))],
          text: label.text))
    }
    var lastRight = -Double.infinity
    for label in topLabels.sorted(by: { $0.x < $1.x }) {
      let width = ChartTextMetrics.width(of: label.text, fontSize: 11)
      let x = min(max(label.x, lastRight + width / 2 + 4), layout.width - width / 2 - 2)
      lastRight = x + width / 2
      labels.children.append(
        SVGElement(
          "text",
          [
            ("x", SVGElement.number(x)), ("y", SVGElement.number(geometry.plot.y - 6)),
            ("text-anchor", "middle"),
          ], text: label.text))
    }
    group.children.append(labels)
    return group
  }

  private func bandLabelElements() -> SVGElement {
    var group = SVGElement("g", [("id", "band-labels")])
    let number = SVGElement.number
    for band in bands {
      guard let leader = band.leader else { continue }
      let end = ChartPoint(x: leader.textOrigin.x - 2, y: leader.textOrigin.y - 4)
      group.children.append(
        SVGElement(
          "g", [("class", "band-leader"), ("id", "leader-" + band.category.id)],
          children: [
            SVGElement(
              "path",
              [
                ("d", SVGElement.pathData([leader.anchor, end], closed: false)),
                ("fill", "none"), ("stroke", "#333333"), ("stroke-width", "0.8"),
              ]),
            SVGElement(
              "text",
              [
                ("x", number(leader.textOrigin.x)), ("y", number(leader.textOrigin.y)),
                ("font-size", "10"), ("fill", "#333333"),
              ], text: leader.text),
          ]))
    }
    for band in bands {
      guard let label = band.label else { continue }
      let matrix = [
        label.cos, label.sin, -label.sin, label.cos, label.centre.x, label.centre.y,
      ].map { SVGElement.number4($0) }.joined(separator: " ")
      group.children.append(
        SVGElement(
          "text",
          [
            ("class", "band-label"), ("transform", "matrix(\(matrix))"), ("x", "0"),
            ("y", number(label.fontSize * 0.36)), ("text-anchor", "middle"),
            ("font-size", number(label.fontSize)), ("fill", band.colour.textColour.hex),
          ], text: label.text))
    }
    return group
  }
}

extension SVGElement {
  /// A number with up to four decimals, for transform matrices where two are too coarse.
  static func number4(_ value: Double) -> String {
    let scaled = Int((value * 10_000).rounded())
    let sign = scaled < 0 ? "-" : ""
    let magnitude = scaled.magnitude
    var fraction = String(magnitude % 10_000)
    fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let whole = "\(sign)\(magnitude / 10_000)"
    return fraction.isEmpty ? (whole == "-0" ? "0" : whole) : whole + "." + fraction
  }
}
