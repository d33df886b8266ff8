import BMICore
import BMIMeasurement
import BMISupport

/// The BMI-for-age chart of a children's standard: for each sex drawn, BMI by age over the
/// reference's age range, the reference lines (z −3 to +3 for WHO; the percentiles the
/// categories are cut at, the median and severe obesity for CDC), a coloured band per
/// category, and optionally a marked child.
///
/// With no sex asked for and no child marked, both sexes are drawn, girls above boys, as the
/// bodies publish their charts one sex at a time; a marked child's sex chooses the one panel.
/// The curves are sampled in floating point for drawing; the marked child's category comes
/// from `Standard.classifyForAge(_:inputs:)`, decided exactly.
public struct BMIForAgeChart: Sendable {
  /// The standard drawn.
  public let standard: Standard
  /// The language tag of labels and texts, such as `en`, `ko` or `ko_KR`.
  public let languageTag: String
  /// The sexes drawn, one panel each, in order.
  public let sexes: [Sex]
  /// The child marked, if any.
  public let mark: BMIForAgeChartMark?
  /// The marked child's classification, as the standard decides it.
  public let markClassification: Classification?

  let language: DisplayLanguage
  let layout: ChartLayout
  /// The title and subtitle, laid out for the width.
  let header: [SVGElement]
  /// Where the first panel's plot sits; the others follow under it.
  let firstPlot: ChartGeometry.Rect
  let reference: BMIForAgeReference
  let panels: [GrowthPanel]
  /// The marked child laid out, when there is one.
  let placedMark: PlacedChildMark?

  /// Lays out a chart.
  ///
  /// - Parameters:
  ///   - standard: A BMI-for-age standard, such as `who-2007-bmi-for-age`.
  ///   - language: The language tag of labels and texts (`en`, `ko`, `ja`, `zh`); category
  ///     labels come from the standard, the chart's own texts are English or Korean.
  ///   - sex: The one sex to draw, or `nil` for the mark's, or both without a mark.
  ///   - mark: A child to mark; the BMI axis widens to show them.
  ///   - width: The picture's width in pixels, at least 280. Below 720 the chart is laid out
  ///     for a phone: the legend under the plots, fewer ticks, no text under 10 pixels, so
  ///     shown at this width every text is at least 10 CSS pixels.
  /// - Throws: ``BMIForAgeChartError``.
  public init(
    standard: Standard, language: String = "en", sex: Sex? = nil,
    mark: BMIForAgeChartMark? = nil, width: Double = 960
  ) throws(BMIForAgeChartError) {
    guard standard.measure.isBMIForAge, let reference = standard.bmiForAgeReference else {
      throw .notBMIForAge(standard: standard.identity.id)
    }
    if let sex, let mark, mark.sex != sex { throw .markSexDiffers(chart: sex, mark: mark.sex) }
    self.standard = standard
    self.languageTag = language
    self.language = DisplayLanguage(tag: language)
    self.reference = reference
    self.mark = mark
    let sexes = sex.map { [$0] } ?? mark.map { [$0.sex] } ?? [.female, .male]
    self.sexes = sexes
    do throws(ClassificationError) {
      markClassification = try mark.map { mark throws(ClassificationError) in
        try standard.classifyForAge(mark.bodyMassIndex, inputs: mark.inputs)
      }
    } catch {
      throw .markNotClassified(error)
    }
    var curves: [GrowthPanelCurves] = []
    for sex in sexes {
      let section: Int
      do throws(InputError) {
        section = try standard.sectionIndex(for: InputValues(sex: sex))
      } catch {
        throw .markNotClassified(.input(error))
      }
      curves.append(
        GrowthPanelCurves(
          standard: standard, reference: reference, sex: sex, sectionIndex: section))
    }
    var bmiAxis = Self.bmiAxis(covering: curves.map { $0.bmiRange })
    if let mark { bmiAxis = bmiAxis.including(mark.bodyMassIndex.value.doubleValue) }
    let language = self.language
    let layout = ChartLayout(width: width)
    self.layout = layout
    let subtitle =
      standard.measure == .bmiForAgeZ
      ? GrowthChartText.subtitleZ : GrowthChartText.subtitlePercentile
    let header = layout.header(
      title: standard.name[language.tag], subtitle: subtitle.text(in: language))
    self.header = header.elements
    var firstPlot = ChartGeometry.Rect(x: 84, y: 112, width: layout.width - 400, height: 400)
    if layout.isNarrow {
      // The lines' labels go beside the plot's right edge, a long one on two lines.
      let labels = curves.flatMap { $0.lines }.map {
        ChartTextMetrics.width(of: Self.lineLabel($0.level, in: language), fontSize: 11)
      }
      let plotWidth = layout.plotWidth(rightLabels: min(labels.max() ?? 0, 60))
      firstPlot = ChartGeometry.Rect(
        x: layout.plotX, y: header.bottom + 46, width: plotWidth,
        height: min(400, plotWidth * 1.2))
      bmiAxis = bmiAxis.thinned(length: firstPlot.height, spacing: 18)
    }
    self.firstPlot = firstPlot
    var placedMark: PlacedChildMark?
    if let mark, let markClassification,
      let index = curves.firstIndex(where: { $0.sex == mark.sex })
    {
      let plot = Self.plot(at: index, first: firstPlot)
      let position = curves[index].shell(plot: plot, bmiAxis: bmiAxis).point(
        months: mark.age.value(in: .months).doubleValue,
        bmi: mark.bodyMassIndex.value.doubleValue)
      placedMark = PlacedChildMark(
        mark: mark, classification: markClassification, measure: standard.measure,
        language: language, panelIndex: index, position: position, plot: plot,
        layout: layout)
    }
    self.placedMark = placedMark
    panels = curves.enumerated().map { index, panelCurves in
      panelCurves.panel(
        plot: Self.plot(at: index, first: firstPlot), bmiAxis: bmiAxis, narrow: layout.isNarrow,
        table: standard.sections[panelCurves.sectionIndex].table, language: language,
        avoiding: placedMark?.panelIndex == index ? placedMark?.obstacles ?? [] : [],
        lineLabel: { Self.lineLabel($0, in: language) })
    }
  }

  /// The BMI axis over every panel's lines, one unit beyond them, in steps of 2 (or 5 when
  /// that would be more than 16 steps).
  static func bmiAxis(covering ranges: [(lower: Double, upper: Double)]) -> ChartAxis {
    let lower = (ranges.map { $0.lower }.min() ?? 10) - 1
    let upper = (ranges.map { $0.upper }.max() ?? 30) + 1
    let step: Double = upper - lower > 32 ? 5 : 2
    return ChartAxis(
      lower: (lower / step).rounded(.down) * step, upper: (upper / step).rounded(.up) * step,
      step: step)
  }

  /// Where the `index`th panel's plot sits in the picture: under the one before, with 100
  /// pixels between for its axis and the next title.
  static func plot(at index: Int, first: ChartGeometry.Rect) -> ChartGeometry.Rect {
    ChartGeometry.Rect(
      x: first.x, y: first.y + Double(index) * (first.height + 100), width: first.width,
      height: first.height)
  }

  /// A reference line's label: `+2`, `0`, `−3`, `85th`, `120% of 95th`.
  static func lineLabel(_ level: GrowthCurve.Level, in language: DisplayLanguage) -> String {
    switch level {
    case .z(let z):
      let text = SVGElement.number(chartDouble(z.magnitude))
      return z.signum > 0 ? "+" + text : (z.signum < 0 ? "−" + text : text)
    case .percentile(let p):
      return GrowthChartText.percentileLine(SVGElement.number(chartDouble(p))).text(in: language)
    case .severeObesity:
      return GrowthChartText.severeObesityLine.text(in: language)
    }
  }
}
