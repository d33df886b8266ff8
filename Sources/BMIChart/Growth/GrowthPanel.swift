import BMICore
import BMISupport

/// One sex's plot of a BMI-for-age chart: age across, BMI up, a band per category between
/// the curves where its value changes category, and the reference lines.
struct GrowthPanel: Sendable {
  /// One category's band.
  struct Band: Sendable {
    let categoryIndex: Int
    let category: BMICategory
    let colour: ChartColour
    /// The outline in pixels; empty when the band misses the plot.
    let outline: [ChartPoint]
    /// Where the band's label goes, if it has room inside: centre, text, font size.
    let label: (centre: ChartPoint, text: String, fontSize: Double)?
  }

  /// One reference line.
  struct Line: Sendable {
    let id: String
    let label: String
    let points: [ChartPoint]
    let dashed: Bool
  }

  let sex: Sex
  let sectionIndex: Int
  let plot: ChartGeometry.Rect
  var ageAxis: AgeAxis
  let bmiAxis: ChartAxis
  let bands: [Band]
  let lines: [Line]

  /// The pixel position of an age (months) and a BMI.
  func point(months: Double, bmi: Double) -> ChartPoint {
    ChartPoint(
      x: plot.x + (months - ageAxis.lower) / (ageAxis.upper - ageAxis.lower) * plot.width,
      y: plot.bottom - (bmi - bmiAxis.lower) / (bmiAxis.upper - bmiAxis.lower) * plot.height)
  }

  /// The age (months) and BMI at a pixel position.
  func values(at point: ChartPoint) -> (months: Double, bmi: Double) {
    (
      ageAxis.lower + (point.x - plot.x) / plot.width * (ageAxis.upper - ageAxis.lower),
      bmiAxis.lower + (plot.bottom - point.y) / plot.height * (bmiAxis.upper - bmiAxis.lower)
    )
  }
}

/// The sampled curves of one sex, before the axes are chosen.
struct GrowthPanelCurves: Sendable {
  let sex: Sex
  let sectionIndex: Int
  let sampler: GrowthCurveSampler
  /// Where each band but the last ends, ascending.
  let edges: [GrowthCurve]
  /// The reference lines, ascending; the edges that coincide with lines are the same curves.
  let lines: [GrowthCurve]

  /// Samples along the age axis: one every 6 pixels or so of a 560-pixel plot, as many as
  /// the height–weight chart's curves have.
  static let sampleCount = 97

  init(standard: Standard, reference: BMIForAgeReference, sex: Sex, sectionIndex: Int) {
    self.sex = sex
    self.sectionIndex = sectionIndex
    let sampler = GrowthCurveSampler(reference: reference, sex: sex, count: Self.sampleCount)
    self.sampler = sampler
    let table = standard.sections[sectionIndex].table
    var lines: [GrowthCurve] = []
    for level in GrowthLevels.referenceLines(
      of: table, measure: standard.measure, reference: reference)
    {
      let ninetyFifth = lines.first { $0.level == .percentile(GrowthRational(95)) }
      lines.append(sampler.curve(level, ninetyFifth: ninetyFifth))
    }
    self.lines = lines
    edges = GrowthLevels.bandEdges(
      of: table, measure: standard.measure, zRounding: reference.zRounding
    ).map { level in
      lines.first { $0.level == level }
        ?? Self.between(lines, at: level, tails: reference.tails)
        ?? sampler.curve(level)
    }
  }

  /// A z edge between two whole-z lines, without evaluating it again: linear in z between
  /// the lines around it (within ±3, where the edges sit 0.005 from a line, a ten-thousandth
  /// of a pixel from the curve), and beyond ±3 the continued 2-to-3 step, which is WHO's
  /// restricted z exactly. `nil` when the lines are not drawn.
  static func between(_ lines: [GrowthCurve], at level: GrowthCurve.Level, tails: GrowthTails)
    -> GrowthCurve?
  {
    guard case .z(let z) = level else { return nil }
    let value = chartDouble(z)
    var lower = value.rounded(.down)
    if value > 3 || value < -3 {
      guard tails == .whoRestricted else { return nil }
      lower = value > 3 ? 2 : -3
    }
    func line(_ z: Double) -> GrowthCurve? {
      lines.first { $0.level == .z(GrowthRational(Int(z))) }
    }
    guard let below = line(lower), let above = line(lower + 1) else { return nil }
    let fraction = value - lower
    let bmis = zip(below.bmis, above.bmis).map { low, high in
      low.flatMap { low in high.map { low + fraction * ($0 - low) } }
    }
    return GrowthCurve(level: level, bmis: bmis)
  }

  /// The lowest and highest BMI of the reference lines.
  var bmiRange: (lower: Double, upper: Double) {
    let values = lines.flatMap { $0.bmis.compactMap { $0 } }
    return (values.min() ?? 10, values.max() ?? 30)
  }

  /// The panel's axes and plot without its bands and lines: enough to place a point.
  func shell(plot: ChartGeometry.Rect, bmiAxis: ChartAxis) -> GrowthPanel {
    let months = sampler.months
    return GrowthPanel(
      sex: sex, sectionIndex: sectionIndex, plot: plot,
      ageAxis: AgeAxis(lower: months.first ?? 0, upper: months.last ?? 1), bmiAxis: bmiAxis,
      bands: [], lines: [])
  }

  /// Lays the curves out in a plot, band labels clear of `obstacles` (the mark and its label);
  /// `narrow` for a phone's sparser age ticks.
  func panel(
    plot: ChartGeometry.Rect, bmiAxis: ChartAxis, narrow: Bool, table: ClassificationTable,
    language: DisplayLanguage, avoiding obstacles: [ChartGeometry.Rect],
    lineLabel: (GrowthCurve.Level) -> String
  ) -> GrowthPanel {
    let months = sampler.months
    var shell = shell(plot: plot, bmiAxis: bmiAxis)
    if narrow { shell.ageAxis.narrowWidth = plot.width }
    func clamped(_ bmi: Double?) -> Double {
      // No BMI at the level: the LMS curve is bounded below it, so the edge is off the top.
      min(max(bmi ?? bmiAxis.upper, bmiAxis.lower), bmiAxis.upper)
    }
    let colours = ChartPalette.colours(
      count: table.categories.count, healthyIndex: table.healthyIndex)
    let bands = table.categories.indices.map { index in
      let lower = index > 0 ? edges[index - 1].bmis : nil
      let upper = index < edges.count ? edges[index].bmis : nil
      var top: [ChartPoint] = []
      var bottom: [ChartPoint] = []
      for (sample, age) in months.enumerated() {
        let high = upper.map { clamped($0[sample]) } ?? bmiAxis.upper
        let low = lower.map { clamped($0[sample]) } ?? bmiAxis.lower
        top.append(shell.point(months: age, bmi: high))
        bottom.append(shell.point(months: age, bmi: min(low, high)))
      }
      let visible = zip(top, bottom).contains { $0.y < $1.y }
      let category = table.categories[index]
      let label = Self.label(
        candidates: [(category.label[language.tag], 12), (String(index + 1), 10)], top: top,
        bottom: bottom, plot: plot, avoiding: obstacles)
      return GrowthPanel.Band(
        categoryIndex: index, category: category, colour: colours[index],
        outline: visible ? top + bottom.reversed() : [], label: label)
    }
    let drawnLines = lines.map { curve in
      let points = zip(months, curve.bmis).compactMap { age, bmi in
        bmi.map { shell.point(months: age, bmi: clamped($0)) }
      }
      var dashed = false
      if case .severeObesity = curve.level { dashed = true }
      return GrowthPanel.Line(
        id: Self.lineID(curve.level), label: lineLabel(curve.level), points: points,
        dashed: dashed)
    }
    return GrowthPanel(
      sex: sex, sectionIndex: sectionIndex, plot: plot, ageAxis: shell.ageAxis, bmiAxis: bmiAxis,
      bands: bands, lines: drawnLines)
  }

  /// Where a band's label goes: the first candidate text that fits, at the sample in the
  /// middle three-fifths of the ages where the band is tallest, clear of every obstacle.
  static func label(
    candidates: [(text: String, fontSize: Double)], top: [ChartPoint], bottom: [ChartPoint],
    plot: ChartGeometry.Rect, avoiding obstacles: [ChartGeometry.Rect]
  ) -> (centre: ChartPoint, text: String, fontSize: Double)? {
    let inner = (top.count / 5)..<(top.count * 4 / 5)
    for (text, fontSize) in candidates {
      let width = ChartTextMetrics.width(of: text, fontSize: fontSize)
      var best: (height: Double, centre: ChartPoint)?
      for sample in inner {
        let (high, low) = (top[sample], bottom[sample])
        let height = low.y - high.y
        guard height >= fontSize + 4, height > best?.height ?? 0 else { continue }
        let centre = ChartPoint(x: high.x, y: (high.y + low.y) / 2)
        let box = ChartGeometry.Rect(
          x: centre.x - width / 2, y: centre.y - fontSize / 2, width: width, height: fontSize)
        guard box.x >= plot.x, box.right <= plot.right,
          !obstacles.contains(where: box.intersects)
        else { continue }
        best = (height, centre)
      }
      if let best { return (best.centre, text, fontSize) }
    }
    return nil
  }

  /// A line's id in the SVG: `z-0`, `z-minus-2`, `percentile-85`, `severe-obesity`.
  static func lineID(_ level: GrowthCurve.Level) -> String {
    func text(_ value: GrowthRational) -> String {
      String(SVGElement.number(chartDouble(value.magnitude)).map { $0 == "." ? "-" : $0 })
    }
    switch level {
    case .z(let z): return (z.signum < 0 ? "z-minus-" : "z-") + text(z)
    case .percentile(let p): return "percentile-" + text(p)
    case .severeObesity: return "severe-obesity"
    }
  }
}
