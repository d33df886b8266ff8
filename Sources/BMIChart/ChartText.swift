import BMICore
import BMISupport

/// The chart's own words, in English and Korean.
enum ChartText {
  static let subtitle = Message(
    en: "Body-mass index categories by height and weight",
    ko: "키와 몸무게에 따른 체질량지수(BMI) 분류")

  static func heightAxis(_ units: ChartUnits) -> Message {
    units == .metric
      ? Message(en: "Height (cm)", ko: "키 (cm)")
      : Message(en: "Height (ft, in)", ko: "키 (피트, 인치)")
  }

  static func weightAxis(_ units: ChartUnits) -> Message {
    units == .metric
      ? Message(en: "Weight (kg)", ko: "몸무게 (kg)") : Message(en: "Weight (lb)", ko: "몸무게 (lb)")
  }

  static let legendTitle = Message(en: "Categories", ko: "분류")

  static let curvesNote = Message(
    en: "Each curve is labelled with the standard's cut-off where a band ends.",
    ko: "곡선 옆 숫자는 구간이 바뀌는 기준의 경계값입니다.")

  /// How a rounding standard's curves read: drawn at the rounding midpoint, labelled with
  /// the cut-off, with one curve as the example (`18.5` drawn at `18.45`).
  static func roundingNote(
    decimals: Int, mode: RoundingMode, example: (label: String, drawnAt: String)?
  ) -> Message {
    let modeName =
      mode == .halfUp
      ? Message(en: "half-up", ko: "5 이상 올림") : Message(en: "half-even", ko: "짝수 쪽 반올림")
    let rounding = Message(
      en: "This standard rounds BMI to \(decimals) decimal\(decimals == 1 ? "" : "s") "
        + "(\(modeName.english)) before looking it up, so its bands end at the rounding "
        + "midpoints.",
      ko: "이 기준은 BMI를 소수점 \(decimals)자리로 반올림(\(modeName.korean))한 뒤 분류하므로 "
        + "구간은 반올림의 중간값에서 나뉩니다.")
    guard let example else { return rounding }
    return Message(
      en: rounding.english + " The curve labelled \(example.label) is drawn at BMI "
        + "\(example.drawnAt), where the rounded BMI becomes \(example.label).",
      ko: rounding.korean + " \(example.label, particle: .means) 표시된 곡선은 반올림한 BMI가 "
        + "\(example.label, particle: .subject) 되는 BMI \(example.drawnAt)에 그려집니다.")
  }

  static func source(_ citation: String) -> Message {
    Message(en: "Source: " + citation, ko: "출처: " + citation)
  }

  static func identity(id: String, version: String) -> Message {
    Message(en: "Standard \(id), version \(version)", ko: "기준 \(id), 버전 \(version)")
  }

  static func section(_ condition: Message) -> Message {
    Message(en: "Section for \(condition.english)", ko: "구간: \(condition.korean)")
  }

  static func chartTitle(_ name: String) -> Message {
    Message(en: "BMI chart: " + name, ko: "BMI 차트: " + name)
  }
}
