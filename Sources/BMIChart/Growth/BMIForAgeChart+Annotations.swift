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
          ("id", "bmi-axis-title-" + sex),
          ("transform", "rotate(-90 \(layout.axisTitleX("30")) \(number(middle)))"),
          ("x", layout.axisTitleX("30")), ("y", number(middle)), ("text-anchor", "middle"),
          ("font-size", "13"),
        ], text: GrowthChartText.bmiAxis.text(in: language)))
    return group
  }

  /// The legend beside the first panel, or under the last on a phone, highest category first
  /// as on the chart, with the notes on how the lines and bands read; and where it ends.
  func legendElements() -> (group: SVGElement, bottom: Double) {
    let column = layout.legendColumn(plotRight: firstPlot.right, gap: 84)
    let symbol = GrowthChartText.symbol(standard.measure).text(in: language)
    return ChartParts.legend(
      title: GrowthChartText.legendTitle.text(in: language),
      bands: (panels.first?.bands ?? []).reversed().map {
        (
          $0.category, $0.categoryIndex, $0.colour, $0.category.label[language.tag],
          $0.category.interval.inequality(of: symbol)
        )
      }, notes: notes(), labelClass: "legend-label", left: column.left,
      top: layout.isNarrow
        ? Self.plot(at: panels.count - 1, first: firstPlot).bottom + 72 : firstPlot.y,
      width: column.width, narrow: layout.isNarrow)
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
      lines.append(ChartText.source(citation).text(in: language))
    }
    let identity = standard.identity
    lines.append(ChartText.identity(id: identity.id, version: identity.version).text(in: language))
    lines.append(
      GrowthChartText.reference(file: reference.tableFile, sha256: reference.tableSHA256).text(
        in: language))
    return layout.footerLines(lines)
  }

  /// A ring with an open centre, so the band's colour shows at the exact point, and a label.
  func markElements() -> SVGElement? {
    guard let placedMark else { return nil }
    return placedMark.label.group(around: placedMark.position, detailID: "mark-detail")
  }
}
