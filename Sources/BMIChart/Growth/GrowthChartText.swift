import BMICore
import BMISupport

/// The BMI-for-age chart's own words, in English and Korean; category labels and the
/// standard's name come from the standard, in any language it has.
enum GrowthChartText {
  static func chartTitle(_ name: String) -> Message {
    Message(en: "BMI-for-age chart: " + name, ko: "연령별 BMI 차트: " + name)
  }

  static let subtitleZ = Message(
    en: "BMI by age against the reference's z-score lines, −3 to +3",
    ko: "나이에 따른 BMI와 참조 곡선의 z점수 선 (−3 ~ +3)")
  static let subtitlePercentile = Message(
    en: "BMI by age against the percentile lines of the standard's categories",
    ko: "나이에 따른 BMI와 기준 분류의 백분위수 선")

  static func panelTitle(_ sex: Sex) -> Message {
    sex == .female ? Message(en: "Girls", ko: "여아") : Message(en: "Boys", ko: "남아")
  }

  static let ageAxisMonths = Message(
    en: "Age (completed months and years)", ko: "나이 (만 개월, 만 나이)")
  static let ageAxisYears = Message(en: "Age (completed years)", ko: "나이 (만 나이)")
  static let bmiAxis = Message(en: "BMI (kg/m²)", ko: "체질량지수 BMI (kg/m²)")

  static func yearTick(_ years: Int) -> Message {
    years == 0
      ? Message(en: "Birth", ko: "출생")
      : Message(en: years == 1 ? "1 year" : "\(years) years", ko: "\(years)세")
  }

  /// A percentile line's label: `85th`, `85백분위`.
  static func percentileLine(_ percentile: String) -> Message {
    Message(en: percentile + ordinalSuffix(percentile), ko: percentile + "백분위")
  }

  static let severeObesityLine = Message(en: "120% of 95th", ko: "95백분위의 120%")

  /// The symbol a category's range is written in: `z`, `percentile`.
  static func symbol(_ measure: Measure) -> Message {
    measure == .bmiForAgeZ ? Message(en: "z", ko: "z") : Message(en: "percentile", ko: "백분위수")
  }

  static let legendTitle = Message(en: "Categories", ko: "분류")

  static let zLinesNote = Message(
    en: "Lines: the reference's z-scores −3 to +3 (0 is the median). Beyond ±3, z is WHO's "
      + "restricted z: the distance between the 2 and 3 lines continues the scale.",
    ko: "선: 참조 곡선의 z점수 −3 ~ +3 (0은 중앙값). ±3 밖은 WHO의 제한 z점수로, 2와 3 사이 간격이 "
      + "그대로 이어집니다.")

  /// The lines' note for a reference without WHO's restricted tails (`tails: none`).
  static let zLinesPlainNote = Message(
    en: "Lines: the reference's z-scores −3 to +3 (0 is the median), the LMS z at every BMI.",
    ko: "선: 참조 곡선의 z점수 −3 ~ +3 (0은 중앙값). 모든 BMI에서 LMS z점수입니다.")

  static func zRoundingNote(decimals: Int) -> Message {
    Message(
      en: "z is rounded to \(decimals) decimals before it is compared, so each band ends half "
        + "a unit of the last decimal beyond its cut-off line.",
      ko: "z점수를 소수점 \(decimals)자리로 반올림한 뒤 비교하므로, 각 띠는 경계선에서 마지막 자리의 "
        + "반 단위만큼 떨어진 곳에서 끝납니다.")
  }

  static let percentileLinesNote = Message(
    en: "Lines: the percentiles the categories are cut at, and the median (50th).",
    ko: "선: 분류를 나누는 백분위수와 중앙값(50백분위).")

  static let extendedNote = Message(
    en: "Above the 95th percentile, CDC's 2022 extended method applies. Dashed: severe "
      + "obesity, 120% of the 95th percentile or BMI 35, whichever is lower.",
    ko: "95백분위 위로는 CDC 2022 확장 방법을 씁니다. 점선: 고도비만, 95백분위의 120% 또는 BMI 35 "
      + "중 낮은 값.")

  static func markHeading(bmi: String, category: String) -> Message {
    Message(en: "BMI \(bmi) · \(category)", ko: "BMI \(bmi) · \(category)")
  }

  static func markAge(_ age: String) -> Message {
    Message(en: "age \(age)", ko: "나이 \(age)")
  }

  static func markPercentile(_ percentile: String) -> Message {
    Message(en: "percentile \(percentile)", ko: "백분위수 \(percentile)")
  }

  static func reference(file: String, sha256: String) -> Message {
    Message(
      en: "Reference table \(file), SHA-256 \(sha256)", ko: "참조 표 \(file), SHA-256 \(sha256)")
  }

  /// `st`, `nd`, `rd` or `th` for an English ordinal.
  private static func ordinalSuffix(_ number: String) -> String {
    let digits = number.prefix { $0 != "." }
    let lastTwo = Int(digits.suffix(2)) ?? 0
    if (11...13).contains(lastTwo) { return "th" }
    switch lastTwo % 10 {
    case 1: return "st"
    case 2: return "nd"
    case 3: return "rd"
    default: return "th"
    }
  }
}
