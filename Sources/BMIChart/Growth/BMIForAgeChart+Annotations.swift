import BMICore
import BMISupport

/// The BMI-for-age chart's axes, legend, footer and mark.
extension BMIForAgeChart {
  func axisElements(_ panel: GrowthPanel) -> SVGElement {
    let plot = panel.plot
    let sex = panel.sex.rawValue
    let number = SVGElement.number
    var group = SVGElement(
      "g", [("id", "axes-" + sex), ("font-size", "12"), ("fill", "#333333")])
    group.children.append(
      SVGElement(
        "rect",
        [
          ("x", number(plot.x)), ("y", number(plot.y)), ("width", number(plot.width)),
          ("height", number(plot.height)), ("fill", "none"), ("stroke", "#444444"),
        ]))
    let ageAxis = panel.ageAxis
    for tick in ageAxis.ticks(in: language) {
      let x = panel.point(months: tick.months, bmi: 0).x
      // Under a month axis the years go on a second row, bold, as on WHO's charts.
      let yearRow = ageAxis.countsMonths && tick.isYear
      var attributes = [
        ("class", "age-tick"), ("x", number(x)), ("y", number(plot.bottom + (yearRow ? 32 : 18))),
        ("text-anchor", "middle"),
      ]
      if yearRow { attributes.append(("font-weight", "bold")) }
      if ageAxis.countsMonths && !tick.isYear { attributes.append(("font-size", "10")) }
      group.children.append(SVGElement("text", attributes, text: tick.label))
    }
    for tick in panel.bmiAxis.ticks {
      let y = panel.point(months: ageAxis.lower, bmi: tick).y
      group.children.append(
        SVGElement(
          "text",
          [
            ("class", "bmi-tick"), ("x", number(plot.x - 8)), ("y", number(y + 4)),
            ("text-anchor", "end"),
          ], text: String(Int(tick.rounded()))))
    }
    group.children.append(
      SVGElement(
        "text",
        [
          ("id", "age-axis-title-" + sex), ("x", number(plot.x + plot.width / 2)),
          ("y", number(plot.bottom + 52)), ("text-anchor", "middle"), ("font-size", "13"),
        ], text: ageAxis.title(in: language)))
    let middle = plot.y + plot.height / 2
    group.children.append(
      SVGElement(
        "text",
        [
          ("id", "bmi-axis-title-" + sex), ("transform", "rotate(-90 30 \(number(middle)))"),
          ("x", "30"), ("y", number(middle)), ("text-anchor", "middle"), ("font-size", "13"),
        ], text: GrowthChartText.bmiAxis.text(in: language)))
    return group
  }

  /// The legend beside the first panel, highest category first as on the chart, with the
  /// notes on how the lines and bands read; and where it ends.
  func legendElements() -> (group: SVGElement, bottom: Double) {
    let left = Self.plot(at: 0).right + 84
    let width = Self.width - left - 20
    let number = SVGElement.number
    var group = SVGElement("g", [("id", "legend")])
    group.children.append(
      SVGElement(
        "text",
        [
          ("x", number(left)), ("y", number(Self.firstPlotTop + 12)), ("font-size", "14"),
          ("font-weight", "bold"),
        ], text: GrowthChartText.legendTitle.text(in: language)))
    let symbol = GrowthChartText.symbol(standard.measure).text(in: language)
    var top = Self.firstPlotTop + 26
    for band in (panels.first?.bands ?? []).reversed() {
      group.children.append(
        ChartParts.legendEntry(
          category: band.category, categoryIndex: band.categoryIndex, colour: band.colour,
          label: band.category.label[language.tag],
          range: band.category.interval.inequality(of: symbol), labelClass: "legend-label",
          left: left, top: top, width: width))
      top += 36
    }
    top += 8
    for note in notes() {
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

  /// How the lines and bands read under this standard's conventions.
  func notes() -> [String] {
    var notes: [Message] = []
    if standard.measure == .bmiForAgeZ {
      notes.append(
        reference.tails == .whoRestricted
          ? GrowthChartText.zLinesNote : GrowthChartText.zLinesPlainNote)
      if let rounding = reference.zRounding {
        notes.append(GrowthChartText.zRoundingNote(decimals: rounding.decimals))
      }
    } else {
      notes.append(GrowthChartText.percentileLinesNote)
      if reference.tails == .cdcExtended { notes.append(GrowthChartText.extendedNote) }
    }
    return notes.map { $0.text(in: language) }
  }

  /// The source, the standard's identity and the reference table, wrapped to the width.
  func footerLines() -> [String] {
    var lines: [String] = []
    if let source = standard.source {
      var citation = source.citation
      if let doi = source.doi { citation += " doi:" + doi }
      lines += ChartTextMetrics.wrap(
        ChartText.source(citation).text(in: language), fontSize: 11, maximumWidth: Self.width - 64)
    }
    let identity = standard.identity
    lines.append(ChartText.identity(id: identity.id, version: identity.version).text(in: language))
    lines.append(
      GrowthChartText.reference(file: reference.tableFile, sha256: reference.tableSHA256).text(
        in: language))
    return lines
  }

  func footerElements(_ lines: [String], top: Double) -> SVGElement {
    var group = SVGElement("g", [("id", "source"), ("font-size", "11"), ("fill", "#444444")])
    for (index, line) in lines.enumerated() {
      group.children.append(
        SVGElement(
          "text", [("x", "32"), ("y", SVGElement.number(top + Double(index) * 15))], text: line))
    }
    return group
  }

  /// A ring with an open centre, so the band's colour shows at the exact point, and a label.
  func markElements() -> SVGElement? {
    guard let placedMark else { return nil }
    let number = SVGElement.number
    let centre = placedMark.position
    let (x, y, width, height) = (
      placedMark.box.x, placedMark.box.y, placedMark.box.width, placedMark.box.height
    )
    let (heading, detail) = (placedMark.heading, placedMark.detail)
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
            ("x", number(x)), ("y", number(y)), ("width", number(width)),
            ("height", number(height)), ("rx", "4"), ("fill", "#ffffff"),
            ("fill-opacity", "0.94"), ("stroke", "#111111"), ("stroke-width", "0.8"),
          ]),
        SVGElement(
          "text",
          [
            ("id", "mark-label"), ("x", number(x + 8)), ("y", number(y + 17)),
            ("font-size", "13"), ("font-weight", "bold"),
          ], text: heading),
        SVGElement(
          "text",
          [
            ("id", "mark-detail"), ("x", number(x + 8)), ("y", number(y + 33)),
            ("font-size", "12"), ("fill", "#333333"),
          ], text: detail),
      ])
  }
}
