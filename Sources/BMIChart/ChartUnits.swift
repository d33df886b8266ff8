/// The units a chart's axes are drawn in.
public enum ChartUnits: String, Sendable, CaseIterable {
  /// Height in centimetres, weight in kilograms.
  case metric
  /// Height in feet and inches, weight in pounds.
  case imperial

  /// Metres in one unit of the height axis (an inch is exactly 2.54 cm).
  var metresPerHeightUnit: Double { self == .metric ? 0.01 : 0.0254 }

  /// Kilograms in one unit of the weight axis (a pound is exactly 0.45359237 kg).
  var kilogramsPerWeightUnit: Double { self == .metric ? 1 : 0.453_592_37 }

  /// The height axis shown when nothing asks for more: 140–200 cm, or 4′7″–6′7″.
  var defaultHeightAxis: ChartAxis {
    self == .metric
      ? ChartAxis(lower: 140, upper: 200, step: 10) : ChartAxis(lower: 55, upper: 79, step: 2)
  }

  /// The weight axis shown when nothing asks for more: 30–150 kg, or 60–340 lb.
  var defaultWeightAxis: ChartAxis {
    self == .metric
      ? ChartAxis(lower: 30, upper: 150, step: 10) : ChartAxis(lower: 60, upper: 340, step: 20)
  }

  /// A height-axis tick label: `170`, or `5′8″`.
  func heightTickLabel(_ value: Double) -> String {
    let whole = Int(value.rounded())
    return self == .metric ? String(whole) : "\(whole / 12)′\(whole % 12)″"
  }

  /// A weight-axis tick label: `70`, or `160`.
  func weightTickLabel(_ value: Double) -> String { String(Int(value.rounded())) }

  /// The height in axis units of a height in centimetres.
  func heightOnAxis(centimetres: Double) -> Double {
    self == .metric ? centimetres : centimetres / 2.54
  }

  /// The weight in axis units of a weight in kilograms.
  func weightOnAxis(kilograms: Double) -> Double { kilograms / kilogramsPerWeightUnit }

  /// The weight, in axis units, at which a person of `height` (axis units) has BMI `bmi`.
  func weight(atHeight height: Double, bmi: Double) -> Double {
    let metres = height * metresPerHeightUnit
    return bmi * metres * metres / kilogramsPerWeightUnit
  }

  /// The height, in axis units, at which a person of `weight` (axis units) has BMI `bmi`.
  func height(atWeight weight: Double, bmi: Double) -> Double {
    (weight * kilogramsPerWeightUnit / bmi).squareRoot() / metresPerHeightUnit
  }

  /// The BMI of a point of the chart, both coordinates in axis units.
  func bmi(height: Double, weight: Double) -> Double {
    let metres = height * metresPerHeightUnit
    return weight * kilogramsPerWeightUnit / (metres * metres)
  }
}

/// One axis of the chart: its range and the spacing of its ticks, in axis units.
struct ChartAxis: Equatable, Sendable {
  var lower: Double
  var upper: Double
  let step: Double

  /// The values that get a tick and a label.
  var ticks: [Double] {
    var values: [Double] = []
    var value = (lower / step).rounded(.up) * step
    while value <= upper + step / 1000 {
      values.append(value)
      value += step
    }
    return values
  }

  /// The axis with its step doubled until ticks `length` pixels apart in all are at least
  /// `spacing` pixels apart, for a narrow plot.
  func thinned(length: Double, spacing: Double) -> ChartAxis {
    var step = step
    while (upper - lower) / step * spacing > length { step *= 2 }
    return ChartAxis(lower: lower, upper: upper, step: step)
  }

  /// The axis widened in whole steps so that `value` lies at least one step inside it.
  func including(_ value: Double) -> ChartAxis {
    var axis = self
    if value - step < lower { axis.lower = ((value - step) / step).rounded(.down) * step }
    if value + step > upper { axis.upper = ((value + step) / step).rounded(.up) * step }
    axis.lower = max(axis.lower, step)
    return axis
  }
}
