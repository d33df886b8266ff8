import BMIKit
import BMISupport

/// The messages of `bmi standards diff`'s report.
extension Message {
  static let optionDiffLabelsHelp = Message(
    en: "Also compare the ids and labels of the categories and groups that correspond.",
    ko: "서로 대응하는 분류와 묶음의 id와 이름도 비교합니다.")
  static let optionDiffExitCodeHelp = Message(
    en: "Exit with status 1 when the standards differ (with --labels, in labels too), else 0.",
    ko: "기준이 다르면(--labels와 함께라면 이름이 달라도) 종료 상태 1, 같으면 0으로 끝냅니다.")

  static func diffDecideAlike(_ first: String, _ second: String, cutOffs: Int) -> Message {
    Message(
      en: "\(first) and \(second) decide alike: the same \(cutOffs) cut-off"
        + "\(cutOffs == 1 ? "" : "s") on the same sides, the same healthy range and the same "
        + "groups.",
      ko: "\(first) · \(second): 판정이 같습니다. 경계값 \(cutOffs)개와 그 경계값이 속하는 쪽, "
        + "건강 범위, 묶음이 모두 같습니다.")
  }

  static func diffDecideDifferently(
    _ first: String, _ second: String, cutOffs: Int, ranges: Int, rounding: Int
  ) -> Message {
    let roundingEnglish =
      rounding == 0
      ? ""
      : "; \(rounding) more range\(rounding == 1 ? "" : "s") differ\(rounding == 1 ? "s" : "") "
        + "only by rounding (the tables write the same cut-offs)"
    let roundingKorean =
      rounding == 0 ? "" : " 구간 \(rounding)개는 반올림만 다릅니다(표에 적힌 경계값은 같습니다)."
    return Message(
      en: "\(first) and \(second) decide differently: \(cutOffs) cut-off"
        + "\(cutOffs == 1 ? "" : "s") differ, and \(ranges) range\(ranges == 1 ? "" : "s") of "
        + "exact BMI (kg/m²) fall in categories that do not correspond\(roundingEnglish).",
      ko: "\(first) · \(second): 판정이 다릅니다. 경계값 \(cutOffs)개가 다르고, 정확한 BMI 구간 "
        + "\(ranges)개(kg/m²)가 서로 대응하지 않는 분류에 듭니다.\(roundingKorean)")
  }

  static let diffCutOffsHeading = Message(
    en: "Cut-offs (exact BMI; '< v ≤' puts v itself in the category above, '≤ v <' in the one "
      + "below):",
    ko: "경계값 (정확한 BMI. '< v ≤'는 v를 위 분류에, '≤ v <'는 아래 분류에 넣습니다):")
  static let diffMoved = Message(en: "moved", ko: "옮겨짐")
  static let diffSideChanged = Message(en: "other side", ko: "속하는 쪽이 다름")

  static func diffOnlyIn(_ name: String) -> Message {
    Message(en: "only \(name)", ko: "\(name)에만")
  }

  static func diffWritten(_ text: String) -> Message {
    Message(en: "(written \(text))", ko: "(기준 문서의 값 \(text))")
  }

  static let diffRangesHeading = Message(
    en: "Ranges put in categories that do not correspond:",
    ko: "서로 대응하지 않는 분류에 드는 구간:")
  static let diffRoundingHeading = Message(
    en: "Ranges put in different categories only by rounding (the tables write the same "
      + "cut-offs; one standard rounds BMI before classifying):",
    ko: "반올림 때문에만 다른 분류에 드는 구간 (표에 적힌 경계값은 같고, 한 기준이 분류 전에 BMI를 "
      + "반올림합니다):")
  static let diffHealthyHeading = Message(
    en: "Ranges healthy under one standard only:", ko: "한 기준에서만 건강 범위인 구간:")

  static func diffHealthyUnder(_ name: String) -> Message {
    Message(en: "healthy under \(name) only", ko: "\(name)에서만 건강 범위")
  }

  static let diffGroupsHeading = Message(
    en: "Groups without a group of the same categories in the other standard:",
    ko: "다른 기준에 같은 분류로 된 묶음이 없는 묶음:")
  static let diffLabelsHeading = Message(
    en: "Ids and labels of corresponding categories and groups:",
    ko: "서로 대응하는 분류와 묶음의 id와 이름:")

  static func diffNoLabelDifferences(_ first: String, _ second: String) -> Message {
    Message(
      en: "Corresponding categories and groups of \(first) and \(second) have the same ids and "
        + "labels.",
      ko: "\(first) · \(second): 서로 대응하는 분류와 묶음의 id와 이름이 같습니다.")
  }

  static let diffCategoryWord = Message(en: "category", ko: "분류")
  static let diffGroupWord = Message(en: "group", ko: "묶음")
}
