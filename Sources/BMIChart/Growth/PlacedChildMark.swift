import BMICore
import BMISupport

/// The marked child laid out: the panel, the point, the label's two lines and its box.
struct PlacedChildMark: Sendable {
  let panelIndex: Int
  let position: ChartPoint
  /// The label's first line: BMI and category.
  let heading: String
  /// The label's second line: the age and the scores.
  let detail: String
  /// The label, beside the point and inside the plot.
  let label: ChartMarkLabel

  /// Places the label above and to the right of the point, flipped to stay inside the plot.
  init(
    mark: BMIForAgeChartMark, classification: Classification, measure: Measure,
    language: DisplayLanguage, panelIndex: Int, position: ChartPoint, plot: ChartGeometry.Rect,
    layout: ChartLayout
  ) {
    self.panelIndex = panelIndex
    self.position = position
    let bmi = mark.bodyMassIndex.value.rounded(toDecimals: 1, mode: .halfUp).formatted(decimals: 1)
    heading = GrowthChartText.markHeading(
      bmi: bmi, category: classification.category.label[language.tag]
    ).text(in: language)
    // The compared score as classify writes it (enough decimals to stay in its category),
    // then z for a percentile standard.
    var parts = [GrowthChartText.markAge(mark.age.description).text(in: language)]
    if measure == .bmiForAgeZ {
      parts.append("z " + classification.displayValue)
    } else {
      parts.append(GrowthChartText.markPercentile(classification.displayValue).text(in: language))
      if let text = try? classification.bmiForAge?.zText() { parts.append("z " + text) }
    }
    detail = parts.joined(separator: " · ")
    label = ChartMarkLabel(
      heading: heading, detail: detail, beside: position, in: plot, layout: layout)
  }

  /// What band labels keep clear of: the label's box and the ring around the point.
  var obstacles: [ChartGeometry.Rect] {
    [label.box, ChartParts.ringBounds(around: position)]
  }
}
