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
          ("id", "weight-axis-title"),
          ("transform", "rotate(-90 \(layout.axisTitleX("26")) \(number(middle)))"),
          ("x", layout.axisTitleX("26")), ("y", number(middle)), ("text-anchor", "middle"),
          ("font-size", "13"),
        ], text: ChartText.weightAxis(units).text(in: language)))
    return group
  }

  /// The legend, highest BMI first as on the chart, and where it ends: beside the plot, or
  /// under it on a phone.
  func legendElements() -> (group: SVGElement, bottom: Double) {
    let plot = geometry.plot
    let column = layout.legendColumn(plotRight: plot.right, gap: 56)
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
    return ChartParts.legend(
      title: ChartText.legendTitle.text(in: language),
      bands: bands.reversed().map {
        (
          $0.category, $0.categoryIndex, $0.colour, $0.category.label[language.tag],
          "BMI " + $0.category.interval.description
        )
      }, notes: notes, left: column.left,
      top: layout.isNarrow ? plot.bottom + 60 : plot.y, width: column.width,
      narrow: layout.isNarrow)
  }

  /// The source citation and the standard's identity, wrapped to the picture's width.
  func footerLines() -> [String] {
    var lines: [String] = []
    if let source = standard.source {
      var citation = source.citation
      if let doi = source.doi { citation += " doi:" + doi }
      lines.append(ChartText.source(citation).text(in: language))
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
    return layout.footerLines(lines)
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
    return placedMark.label.group(around: placedMark.position)
  }
}
