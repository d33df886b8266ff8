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
  let ageAxis: AgeAxis
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
  /// The reference lines, ascending.
  let lines: [GrowthCurve]

  /// Samples along the age axis: one every 4 pixels or so of a 560-pixel plot.
  static let sampleCount = 141

  init(standard: Standard, reference: BMIForAgeReference, sex: Sex, sectionIndex: Int) {
    self.sex = sex
    self.sectionIndex = sectionIndex
    let sampler = GrowthCurveSampler(reference: reference, sex: sex, count: Self.sampleCount)
    self.sampler = sampler
    let table = standard.sections[sectionIndex].table
    edges = GrowthLevels.bandEdges(
      of: table, measure: standard.measure, zRounding: reference.zRounding
    ).map(sampler.curve)
    lines = GrowthLevels.referenceLines(
      of: table, measure: standard.measure, reference: reference
    ).map(sampler.curve)
  }

  /// The lowest and highest BMI of the reference lines.
  var bmiRange: (lower: Double, upper: Double) {
    let values = lines.flatMap { $0.bmis.compactMap { $0 } }
    return (values.min() ?? 10, values.max() ?? 30)
  }

  /// Lays the curves out in a plot.
  func panel(
    plot: ChartGeometry.Rect, bmiAxis: ChartAxis, table: ClassificationTable,
    language: DisplayLanguage, lineLabel: (GrowthCurve.Level) -> String
  ) -> GrowthPanel {
    let months = sampler.months
    let ageAxis = AgeAxis(lower: months.first ?? 0, upper: months.last ?? 1)
    let shell = GrowthPanel(
      sex: sex, sectionIndex: sectionIndex, plot: plot, ageAxis: ageAxis, bmiAxis: bmiAxis,
      bands: [], lines: [])
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
      var tallest: (height: Double, x: Double, middle: Double) = (0, 0, 0)
      for (sample, age) in months.enumerated() {
        let high = upper.map { clamped($0[sample]) } ?? bmiAxis.upper
        let low = lower.map { clamped($0[sample]) } ?? bmiAxis.lower
        let highPoint = shell.point(months: age, bmi: high)
        let lowPoint = shell.point(months: age, bmi: max(low, min(high, low)))
        top.append(highPoint)
        bottom.append(lowPoint)
        let inner = sample > months.count / 5 && sample < months.count * 4 / 5
        let height = lowPoint.y - highPoint.y
        if inner && height > tallest.height {
          tallest = (height, highPoint.x, (highPoint.y + lowPoint.y) / 2)
        }
      }
      let visible = zip(top, bottom).contains { $0.y < $1.y }
      let category = table.categories[index]
      let text = category.label[language.tag]
      var label: (centre: ChartPoint, text: String, fontSize: Double)?
      for (candidate, size) in [(text, 12.0), (String(index + 1), 10.0)]
      where label == nil && tallest.height >= size + 4
        && ChartTextMetrics.width(of: candidate, fontSize: size) < plot.width * 0.45
      {
        label = (ChartPoint(x: tallest.x, y: tallest.middle), candidate, size)
      }
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
      sex: sex, sectionIndex: sectionIndex, plot: plot, ageAxis: ageAxis, bmiAxis: bmiAxis,
      bands: bands, lines: drawnLines)
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
