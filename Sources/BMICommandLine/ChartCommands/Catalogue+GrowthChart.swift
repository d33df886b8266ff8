import BMIKit
import BMISupport

/// The messages of `bmi chart` for BMI-for-age standards.
extension Message {
  static let chartMarkTwice = Message(
    en: "Give the child's measurements once: --mark HEIGHT,WEIGHT, or --height and --weight, "
      + "or --bmi.",
    ko: "아이의 측정값은 한 번만 주세요: --mark 키,몸무게, 또는 --height와 --weight, 또는 --bmi.")

  static let chartChildNeedsAge = Message(
    en: "To mark a child, a BMI-for-age chart needs their age: give --age (or --birth-date and "
      + "--date), or leave out --bmi, --height and --weight to draw the curves alone.",
    ko: "아이를 표시하려면 연령별 BMI 차트에 나이가 필요합니다: --age(또는 --birth-date와 --date)를 "
      + "주거나, --bmi, --height, --weight를 빼고 곡선만 그리세요.")

  static let chartChildNeedsSex = Message(
    en: "To mark a child, a BMI-for-age chart needs their sex: give --sex female or --sex male, "
      + "or leave out the child to draw both sexes' curves.",
    ko: "아이를 표시하려면 연령별 BMI 차트에 성별이 필요합니다: --sex female 또는 --sex male을 "
      + "주거나, 아이 없이 두 성별의 곡선을 그리세요.")

  static let chartMeasurementsNeedBMIForAge = Message(
    en: "--height, --weight and --bmi mark a child on a BMI-for-age chart; an adult chart "
      + "marks a person with --mark HEIGHT,WEIGHT.",
    ko: "--height, --weight, --bmi는 연령별 BMI 차트에 아이를 표시합니다. 성인 차트는 "
      + "--mark 키,몸무게로 표시하세요.")

  static func chartNotDrawn(_ id: String, code: String) -> Message {
    let id = VisibleText.excerpt(id)
    return Message(
      en: "cannot draw the chart of \(id) (\(code)); check the standard's sections and the "
        + "child's sex and age.",
      ko: "\(id)의 차트를 그릴 수 없습니다 (\(code)). 기준의 구간과 아이의 성별·나이를 확인하세요.")
  }
}
