import BMIChart
import BMICore
import BMIMeasurement
import BMISupport

/// The chart an answer carries: the standard's height–weight chart with the person marked,
/// or a children's standard's BMI-for-age chart with the child marked; none for a standard
/// of the waist.
enum WebChart {
  /// The chart as SVG text, or `nil` when the standard has none.
  ///
  /// - Parameters:
  ///   - classification: The person's classification.
  ///   - reading: What the request said about the person.
  ///   - standard: The standard.
  ///   - request: The request, for its language, units and the chart's width.
  static func svg(
    _ classification: Classification, _ reading: WebPersonReading, _ standard: Standard,
    _ request: WebRequest
  ) -> String? {
    let person = reading.person
    let tag = request.language.tag
    if standard.measure.isBMIForAge {
      guard let sex = person.sex, let age = person.age else { return nil }
      let mark: BMIForAgeChartMark?
      if let height = person.height, let weight = person.weight {
        mark = try? BMIForAgeChartMark(sex: sex, age: age, height: height, weight: weight)
      } else {
        mark = reading.bodyMassIndex.map {
          BMIForAgeChartMark(sex: sex, age: age, bodyMassIndex: $0)
        }
      }
      return
        (try? BMIForAgeChart(
          standard: standard, language: tag, mark: mark, width: request.chartWidth))?.svg()
    }
    guard standard.measure == .bmi, let height = person.height, let weight = person.weight
    else { return nil }
    // The measurements were checked together already, so the mark is always made.
    let mark = try? ChartMark(height: height, weight: weight)
    let chart = try? BMIChart(
      standard: standard, language: tag, units: request.displayUnits, mark: mark,
      section: classification.sectionIndex, width: request.chartWidth)
    return chart?.svg()
  }
}
