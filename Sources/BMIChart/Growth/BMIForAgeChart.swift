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
  /// - Throws: ``BMIForAgeChartError``.
  public init(
    standard: Standard, language: String = "en", sex: Sex? = nil,
    mark: BMIForAgeChartMark? = nil
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
    var placedMark: PlacedChildMark?
    if let mark, let markClassification,
      let index = curves.firstIndex(where: { $0.sex == mark.sex })
    {
      let plot = Self.plot(at: index)
      let position = curves[index].shell(plot: plot, bmiAxis: bmiAxis).point(
        months: mark.age.value(in: .months).doubleValue,
        bmi: mark.bodyMassIndex.value.doubleValue)
      placedMark = PlacedChildMark(
        mark: mark, classification: markClassification, measure: standard.measure,
        language: language, panelIndex: index, position: position, plot: plot)
    }
    self.placedMark = placedMark
    panels = curves.enumerated().map { index, panelCurves in
      panelCurves.panel(
        plot: Self.plot(at: index), bmiAxis: bmiAxis,
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

  /// Where the `index`th panel's plot sits in the picture.
  static func plot(at index: Int) -> ChartGeometry.Rect {
    ChartGeometry.Rect(
      x: 84, y: firstPlotTop + Double(index) * panelPitch, width: 560, height: plotHeight)
  }

  static let firstPlotTop = 112.0
  static let plotHeight = 400.0
  /// The distance from one panel's top to the next: the plot, its axis and the next title.
  static let panelPitch = 500.0

  /// The picture's width in pixels.
  static let width = 960.0

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
