import BMICore
import BMIMeasurement
import BMISupport

/// The chart's axes, legend, footer and mark.
extension BMIChart {
  func axisElements() -> SVGElement {
    let plot = geometry.plot
    let number = SVGElement.number
    var group = SVGElement("g", [("id", "axes"), ("font-size", "12"), ("fill", "#333333")])
    group.children.append(
      SVGElement(
        "rect",
        [
          ("x", number(plot.x)), ("y", number(plot.y)), ("width", number(plot.width)),
          ("height", number(plot.height)), ("fill", "none"), ("stroke", "#444444"),
        ]))
    for tick in geometry.heightAxis.ticks {
      let x = geometry.point(height: tick, weight: 0).x
      group.children.append(
        SVGElement(
          "text",
          [("x", number(x)), ("y", number(plot.bottom + 18)), ("text-anchor", "middle")],
          text: units.heightTickLabel(tick)))
    }
    for tick in geometry.weightAxis.ticks {
      let y = geometry.point(height: 0, weight: tick).y
      group.children.append(
        SVGElement(
          "text", [("x", number(plot.x - 8)), ("y", number(y + 4)), ("text-anchor", "end")],
          text: units.weightTickLabel(tick)))
    }
    group.children.append(
      SVGElement(
        "text",
        [
          ("id", "height-axis-title"), ("x", number(plot.x + plot.width / 2)),
          ("y", number(plot.bottom + 44)), ("text-anchor", "middle"), ("font-size", "13"),
        ], text: ChartText.heightAxis(units).text(in: language)))
    let middle = plot.y + plot.height / 2
    group.children.append(
      SVGElement(
        "text",
        [
          ("id", "weight-axis-title"), ("transform", "rotate(-90 26 \(number(middle)))"),
          ("x", "26"), ("y", number(middle)), ("text-anchor", "middle"), ("font-size", "13"),
        ], text: ChartText.weightAxis(units).text(in: language)))
    return group
  }

  /// The legend, highest BMI first as on the chart, and where it ends.
  func legendElements() -> (group: SVGElement, bottom: Double) {
    let left = Self.plotArea.right + 56
    let width = Self.width - left - 20
    let number = SVGElement.number
    var group = SVGElement("g", [("id", "legend")])
    group.children.append(
      SVGElement(
        "text",
        [
          ("x", number(left)), ("y", number(Self.plotArea.y + 12)), ("font-size", "14"),
          ("font-weight", "bold"),
        ], text: ChartText.legendTitle.text(in: language)))
    var top = Self.plotArea.y + 26
    for band in bands.reversed() {
      group.children.append(
        ChartParts.legendEntry(
          category: band.category, categoryIndex: band.categoryIndex, colour: band.colour,
          label: band.category.label[language.tag],
          range: "BMI " + band.category.interval.description, left: left, top: top,
          width: width))
      top += 36
    }
    var notes = [ChartText.curvesNote.text(in: language)]
    if case .decimals(let decimals, let mode) = table.rounding {
      // One curve as the example of the reading, the first whose drawing differs from its label.
      let example = boundaries.first { $0.exact != $0.cutOff }
      notes.append(
        ChartText.roundingNote(
          decimals: decimals, mode: mode,
          example: example.map { (label: $0.cutOff.description, drawnAt: $0.exact.description) }
        ).text(in: language))
    }
    top += 8
    for note in notes {
      for line in ChartTextMetrics.wrap(note, fontSize: 11, maximumWidth: width) {
        top += 14
        group.children.append(
          SVGElement(
            "text",
            [
              ("class", "legend-note"), ("x", number(left)), ("y", number(top)),
              ("font-size", "11"), ("fill", "#555555"),
            ], text: line))
      }
      top += 6
    }
    return (group, top)
  }

  /// The source citation and the standard's identity, wrapped to the picture's width.
  func footerLines() -> [String] {
    var lines: [String] = []
    if let source = standard.source {
      var citation = source.citation
      if let doi = source.doi { citation += " doi:" + doi }
      lines += ChartTextMetrics.wrap(
        ChartText.source(citation).text(in: language), fontSize: 11,
        maximumWidth: Self.width - 64)
    }
    let identity = standard.identity
    lines.append(
      ChartText.identity(id: identity.id, version: identity.version).text(in: language))
    if standard.sections.count > 1 {
      lines.append(
        ChartText.section(
          standard.sections[sectionIndex].condition.message(
            ageUnit: standard.inputs.first { $0.name == .age }?.ageUnit ?? .years)
        ).text(in: language))
    }
    return lines
  }

  func footerElements(_ lines: [String], top: Double) -> SVGElement {
    var group = SVGElement("g", [("id", "source"), ("font-size", "11"), ("fill", "#444444")])
    for (index, line) in lines.enumerated() {
      group.children.append(
        SVGElement(
          "text",
          [
            ("x", "32"),
            ("y", SVGElement.number(top + Double(index) * Self.footerLineHeight)),
          ], text: line))
    }
    return group
  }

  /// The marked person's healthy weights at their height, as pixel rows from the lightest
  /// (bottom) to the heaviest (top), cut to the plot; `nil` without a mark, a healthy
  /// category or a healthy weight on the plot.
  var healthyWeightSpan: (x: Double, bottom: Double, top: Double)? {
    guard let mark, let range = standard.healthyWeightRange(for: mark.height) else { return nil }
    let height = units.heightOnAxis(centimetres: mark.heightCentimetres.doubleValue)
    let lightest = geometry.point(
      height: height, weight: units.weightOnAxis(kilograms: range.lowerBound.doubleValue))
    let heaviest = geometry.point(
      height: height, weight: units.weightOnAxis(kilograms: range.upperBound.doubleValue))
    let bottom = min(lightest.y, geometry.plot.bottom)
    let top = max(heaviest.y, geometry.plot.y)
    guard top < bottom else { return nil }
    return (lightest.x, bottom, top)
  }

  /// The healthy weights at the mark's height as a vertical segment with end ticks, broken
  /// around the mark's ring (white halo included) so the band's colour still shows at the
  /// exact point.
  func healthyWeightElements() -> SVGElement? {
    guard let span = healthyWeightSpan, let placedMark else { return nil }
    let number = SVGElement.number
    let ring = ChartParts.ringBounds(around: placedMark.position)
    // The span less the ring's rows: what lies above the ring and what lies below it.
    let pieces = [
      (from: span.top, to: min(span.bottom, ring.y)),
      (from: max(span.top, ring.y + ring.height), to: span.bottom),
    ].filter { $0.from < $0.to }
    var data = pieces.map { "M\(number(span.x)) \(number($0.from)) V\(number($0.to))" }
    // An end inside the ring's rows goes without its tick, which would cross the point.
    for y in [span.top, span.bottom] where y < ring.y - 3 || y > ring.y + ring.height + 3 {
      data.append("M\(number(span.x - 5)) \(number(y)) H\(number(span.x + 5))")
    }
    let path = data.joined(separator: " ")
    return SVGElement(
      "g", [("id", "healthy-weight-range")],
      children: [
        SVGElement(
          "path",
          [("d", path), ("fill", "none"), ("stroke", "#ffffff"), ("stroke-width", "5")]),
        SVGElement(
          "path",
          [
            ("class", "healthy-weight"), ("d", path), ("fill", "none"),
            ("stroke", ChartPalette.healthyOutline.hex), ("stroke-width", "2"),
          ]),
      ])
  }

  /// A ring with an open centre, so the band's colour shows through at the exact point,
  /// and a label with the BMI and category.
  func markElements() -> SVGElement? {
    guard let placedMark else { return nil }
    let number = SVGElement.number
    let centre = placedMark.position
    let box = placedMark.box
    let (x, y) = (box.x, box.y)
    return SVGElement(
      "g", [("id", "mark")],
      children: [
        SVGElement(
          "circle",
          [
            ("cx", number(centre.x)), ("cy", number(centre.y)), ("r", "7"), ("fill", "none"),
            ("stroke", "#ffffff"), ("stroke-width", "5"),
          ]),
        SVGElement(
          "circle",
          [
            ("id", "mark-point"), ("cx", number(centre.x)), ("cy", number(centre.y)),
            ("r", "7"), ("fill", "none"), ("stroke", "#111111"), ("stroke-width", "2"),
          ]),
        SVGElement(
          "rect",
          [
            ("x", number(x)), ("y", number(y)), ("width", number(box.width)),
            ("height", number(box.height)), ("rx", "4"), ("fill", "#ffffff"),
            ("fill-opacity", "0.94"), ("stroke", "#111111"), ("stroke-width", "0.8"),
          ]),
        SVGElement(
          "text",
          [
            ("id", "mark-label"), ("x", number(x + 8)), ("y", number(y + 17)),
            ("font-size", "13"), ("font-weight", "bold"),
          ], text: placedMark.heading),
        SVGElement(
          "text",
          [("x", number(x + 8)), ("y", number(y + 33)), ("font-size", "12"), ("fill", "#333333")],
          text: placedMark.detail),
      ])
  }
}
