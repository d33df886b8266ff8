import BMISupport

/// The age axis of a BMI-for-age chart, in months: a line each year, and for the first five
/// years (WHO's 0–5 standard) a lighter line and a number every 3 months, as WHO's own
/// charts count completed months and years.
struct AgeAxis: Equatable, Sendable {
  /// The youngest age shown, in months.
  let lower: Double
  /// The oldest age shown, in months.
  let upper: Double
  /// The plot's width on a phone, where ticks are sparser and years are bare numbers; `nil`
  /// at desk width.
  var narrowWidth: Double? = nil

  /// One tick: where it is, what it says and whether it marks a whole year.
  struct Tick: Equatable, Sendable {
    let months: Double
    let label: String
    let isYear: Bool
  }

  /// Whether the axis counts months between the years (0–5 years).
  var countsMonths: Bool { upper <= 61 }

  /// The ticks from `lower` to `upper`, in the chart's language.
  func ticks(in language: DisplayLanguage) -> [Tick] {
    let base = countsMonths ? 3 : 12
    var step = base
    if let narrowWidth {
      // Ticks at least 14 pixels apart under months and 24 under years.
      for factor in countsMonths ? [2, 4] : [2, 5]
      where narrowWidth * Double(step) / (upper - lower) < (countsMonths ? 14 : 24) {
        step = base * factor
      }
    }
    var ticks: [Tick] = []
    var month = Int((lower / Double(step)).rounded(.up)) * step
    while Double(month) <= upper + 0.01 {
      let isYear = month % 12 == 0
      let label: String
      if !countsMonths || (isYear && month > 0 && narrowWidth != nil) {
        label = String(month / 12)
      } else if isYear {
        label = GrowthChartText.yearTick(month / 12).text(in: language)
      } else {
        label = String(month % 12)
      }
      ticks.append(Tick(months: Double(month), label: label, isYear: isYear))
      month += step
    }
    return ticks
  }

  /// The axis title: completed months and years for 0–5, years otherwise.
  func title(in language: DisplayLanguage) -> String {
    (countsMonths ? GrowthChartText.ageAxisMonths : GrowthChartText.ageAxisYears).text(
      in: language)
  }
}
