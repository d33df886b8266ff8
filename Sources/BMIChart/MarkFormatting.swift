import BMICore
import BMIMeasurement
import BMISupport

/// The marked person's measurements written in the chart's units.
enum MarkFormatting {
  /// `170 cm · 65 kg`, or `5′7″ · 143 lb`, to one decimal where needed.
  static func measurements(of mark: ChartMark, in units: ChartUnits) -> String {
    switch units {
    case .metric:
      let height = mark.heightCentimetres.rounded(toDecimals: 1, mode: .halfUp)
      let weight = mark.weightKilograms.rounded(toDecimals: 1, mode: .halfUp)
      return "\(height) cm · \(weight) kg"
    case .imperial:
      let inches = (mark.heightCentimetres / LengthUnit.inches.centimetres)
        .rounded(toDecimals: 1, mode: .halfUp)
      let pounds = (mark.weightKilograms / MassUnit.pounds.kilograms)
        .rounded(toDecimals: 1, mode: .halfUp)
      let tenths = inches.millionths / 100_000
      let feet = tenths / 120
      let rest = ExactDecimal(millionths: (tenths % 120) * 100_000)
      return "\(feet)′\(rest)″ · \(pounds) lb"
    }
  }
}
