import BMIKit
import BMISupport

/// The messages of `bmi chart` and `bmi standards diff`.
extension Message {
  static let chartAbstract = Message(
    en: "Draw a standard's height–weight chart as SVG.",
    ko: "기준의 키–몸무게 차트를 SVG로 그립니다.")
  static let chartDiscussion = Message(
    en: "Each category is a band between the curves of its exact cut-offs; a standard that "
      + "rounds BMI first has its bands end at the rounding midpoints. A BMI-for-age standard "
      + "draws BMI by age instead: its reference lines and bands for --sex (girls and boys "
      + "without it), and a child given by --age with --bmi, --height and --weight, or --mark. "
      + "The SVG goes to the file --output names, or to standard output with -o - or when "
      + "that is no terminal.",
    ko: "각 분류는 정확한 경계값 곡선 사이의 띠로 그려집니다. BMI를 먼저 반올림하는 기준은 반올림 "
      + "중간값에서 띠가 나뉩니다. 연령별 BMI 기준은 나이에 따른 BMI를 그립니다: --sex의 참조 선과 "
      + "띠(없으면 여아와 남아 모두), 그리고 --age와 --bmi(또는 --height와 --weight, 또는 --mark)로 "
      + "준 아이. SVG는 --output으로 지정한 파일에 쓰며, -o -를 주거나 표준 출력이 터미널이 아니면 표준 출력에 씁니다.")
  static let optionMarkHelp = Message(
    en: "A person to mark, as HEIGHT,WEIGHT (170,65 or 5ft7in,150lb; bare numbers are cm and kg).",
    ko: "표시할 사람의 키,몸무게 (170,65 또는 5ft7in,150lb; 단위가 없으면 cm와 kg).")
  static let optionUnitsHelp = Message(
    en: "Units of the axes: cm and kg, or ft/in and lb.", ko: "축의 단위: cm와 kg, 또는 ft/in과 lb.")
  static let optionChartOutputHelp = Message(
    en: "Write the SVG to this file instead of standard output.",
    ko: "SVG를 표준 출력 대신 이 파일에 씁니다.")

  static let chartNotToTerminal = Message(
    en: "bmi chart writes SVG, which a terminal cannot show: use -o FILE to save it, "
      + "or -o - to write it to standard output anyway.",
    ko: "bmi chart는 터미널이 보여 줄 수 없는 SVG를 씁니다: 파일로 저장하려면 -o FILE을, "
      + "그래도 표준 출력에 쓰려면 -o -를 쓰세요.")

  static func markNeedsOneComma(_ typed: String) -> Message {
    let commas = typed.filter { $0 == "," }.count
    let typed = VisibleText.excerpt(typed)
    guard commas > 1 else {
      return Message(
        en: "--mark takes HEIGHT,WEIGHT separated by a comma, such as 170,65 or 5ft7in,150lb; "
          + "'\(typed)' has no comma.",
        ko: "--mark는 170,65 또는 5ft7in,150lb처럼 키와 몸무게를 쉼표로 구분합니다. "
          + "'\(typed)'에는 쉼표가 없습니다.")
    }
    return Message(
      en: "--mark takes HEIGHT,WEIGHT separated by one comma, such as 170,65 or 5ft7in,150lb; "
        + "'\(typed)' has \(commas). Write decimals in --mark with a point: 170.5,65.",
      ko: "--mark는 170,65 또는 5ft7in,150lb처럼 키와 몸무게를 쉼표 하나로 구분합니다. "
        + "'\(typed)'에는 쉼표가 \(commas)개 있습니다. --mark의 소수점은 마침표로 쓰세요: 170.5,65.")
  }

  static func chartCannotWrite(_ path: String, reason: String) -> Message {
    let path = VisibleText.excerpt(path, limit: 400)
    return Message(
      en:
        "cannot write the chart to '\(path)': \(reason). Check the folder exists and is writable.",
      ko: "차트를 '\(path)'에 쓸 수 없습니다: \(reason). 폴더가 있는지, 쓰기 권한이 있는지 확인하세요.")
  }

  static let standardsDiffAbstract = Message(
    en: "Compare what two standards decide: cut-offs, healthiness and groups.",
    ko: "두 기준의 판정을 비교합니다: 경계값, 건강 범위, 묶음.")
  static let standardsDiffDiscussion = Message(
    en: "Cut-offs are exact BMI values, rounding included, each with the side its value "
      + "belongs to. Categories are matched by the cut-offs around them, never by name: two "
      + "correspond when their exact intervals are equal, or differ only by a moved cut-off. "
      + "The report lists the cut-offs that differ, the ranges put in categories that do not "
      + "correspond, the ranges healthy under one standard only, and the groups without a "
      + "counterpart; --labels adds the ids and labels that differ, and --exit-code exits 1 "
      + "when anything is listed.",
    ko: "경계값은 반올림까지 반영한 정확한 BMI 값이며, 그 값이 어느 쪽 분류에 속하는지도 비교합니다. "
      + "분류는 이름이 아니라 양쪽 경계값으로 짝짓습니다: 정확한 구간이 같거나 옮겨진 경계값 하나만 "
      + "다르면 서로 대응합니다. 보고서는 다른 경계값, 대응하지 않는 분류에 드는 구간, 한 기준에서만 "
      + "건강 범위인 구간, 짝이 없는 묶음을 보여 줍니다. --labels는 다른 id와 이름을 더하고, "
      + "--exit-code는 다른 점이 있으면 1로 끝냅니다.")
  static let argumentFirstStandardHelp = Message(
    en: "The first standard: a built-in or a file's path.", ko: "첫째 기준: 내장 기준 또는 파일 경로.")
  static let argumentSecondStandardHelp = Message(
    en: "The second standard: a built-in or a file's path.", ko: "둘째 기준: 내장 기준 또는 파일 경로.")

  static func diffHeading(_ first: String, _ second: String, count: Int, measure: Measure = .bmi)
    -> Message
  {
    let unit: Message =
      switch measure {
      case .bmi: Message(en: "BMI (kg/m²)", ko: "BMI 구간 \(count)개 (kg/m²)")
      case .bmiForAgeCutOffs:
        Message(en: "cut-off band of the BMI for age", ko: "연령별 BMI 기준 구간 \(count)개")
      case .waist: Message(en: "waist (cm)", ko: "허리둘레 구간 \(count)개 (cm)")
      case .waistToHeight: Message(en: "waist-to-height ratio", ko: "허리/키 비 구간 \(count)개")
      case .bmiForAgeZ: Message(en: "BMI-for-age z", ko: "연령별 BMI z점수 구간 \(count)개")
      case .bmiForAgePercentile:
        Message(en: "BMI-for-age percentile", ko: "연령별 BMI 백분위수 구간 \(count)개")
      }
    let (first, second) = (VisibleText.excerpt(first), VisibleText.excerpt(second))
    return Message(
      en: "\(first) and \(second) disagree on \(count) range\(count == 1 ? "" : "s") of exact "
        + "\(unit.english):",
      ko: "\(first) · \(second): 분류가 다른 정확한 \(unit.korean)")
  }

  static func diffAgreeEverywhere(_ first: String, _ second: String, measure: Measure = .bmi)
    -> Message
  {
    let value: Message =
      switch measure {
      case .bmi: Message(en: "BMI", ko: "BMI")
      case .bmiForAgeCutOffs: Message(en: "cut-off band of the BMI for age", ko: "연령별 BMI 기준 구간")
      case .waist: Message(en: "waist", ko: "허리둘레")
      case .waistToHeight: Message(en: "waist-to-height ratio", ko: "허리/키 비")
      case .bmiForAgeZ: Message(en: "BMI-for-age z", ko: "연령별 BMI z점수")
      case .bmiForAgePercentile: Message(en: "BMI-for-age percentile", ko: "연령별 BMI 백분위수")
      }
    let (first, second) = (VisibleText.excerpt(first), VisibleText.excerpt(second))
    return Message(
      en: "\(first) and \(second) agree on every \(value.english).",
      ko: "\(first) · \(second): 모든 \(value.korean)에서 분류가 일치합니다.")
  }

  static func diffRoundingNote(_ id: String, decimals: Int, mode: RoundingMode) -> Message {
    let modeName = roundingModeName(mode)
    let id = VisibleText.excerpt(id)
    return Message(
      en: "\(id) rounds BMI to \(decimals) decimal\(decimals == 1 ? "" : "s") "
        + "(\(modeName.english)) before classifying, so its ranges end at the rounding midpoints.",
      ko: "\(id): BMI를 소수점 \(decimals)자리로 반올림(\(modeName.korean))한 뒤 분류하므로 "
        + "구간이 반올림의 중간값에서 끝납니다.")
  }

  static func chartNeedsBMI(_ id: String, _ measure: String) -> Message {
    Message(
      en: "\(id) classifies \(measure), not BMI, so it has no height–weight chart; chart a "
        + "standard that classifies BMI",
      ko: "\(id, particle: .topic) BMI가 아니라 \(measure, particle: .object) 분류하므로 키–몸무게 차트가 없습니다. "
        + "BMI를 분류하는 기준으로 차트를 그리세요")
  }

  static func chartNeedsInput(_ id: String, _ option: String) -> Message {
    Message(
      en: "\(id) has a table for each section of its people, so the chart needs \(option) to "
        + "choose one; give it, such as \(option) \(option == "--sex" ? "female" : "70")",
      ko: "\(id, particle: .topic) 사람의 구간마다 표가 있어서, 차트를 그리려면 \(option, particle: .means) 구간을 골라야 "
        + "합니다. \(option) \(option == "--sex" ? "female" : "70")처럼 주세요")
  }

  static func diffBMIForAge(_ id: String) -> Message {
    let id = VisibleText.excerpt(id)
    return Message(
      en: "\(id) classifies BMI-for-age, whose cut-offs depend on sex, age and its growth "
        + "reference or table; standards diff compares fixed cut-offs only. Compare children one at a "
        + "time with bmi classify.",
      ko: "\(id, particle: .topic) 성별·연령·성장 참조(또는 기준값 표)에 따라 달라지는 연령별 BMI 기준입니다. standards "
        + "diff는 고정된 기준값만 비교합니다. 아동마다 bmi classify로 비교하세요.")
  }

  static func diffMeasuresDiffer(
    _ first: String, _ firstMeasure: String, _ second: String, _ secondMeasure: String
  ) -> Message {
    Message(
      en: "\(first) classifies \(firstMeasure) and \(second) \(secondMeasure), so their cut-offs "
        + "cannot be compared; compare two standards of the same measure",
      ko:
        "\(first, particle: .topic) \(firstMeasure), \(second, particle: .topic) \(secondMeasure, particle: .object) 분류하므로 "
        + "기준값을 비교할 수 없습니다. 측정값이 같은 두 기준을 비교하세요")
  }

  static func diffRegion(_ condition: String) -> Message {
    Message(en: "For \(condition):", ko: "\(condition)인 경우:")
  }

  static func diffRegionAgrees(_ condition: String) -> Message {
    Message(
      en: "For \(condition): they agree on every value.", ko: "\(condition)인 경우: 모든 값에서 분류가 일치합니다.")
  }

  static func roundingModeName(_ mode: RoundingMode) -> Message {
    mode == .halfUp
      ? Message(en: "half-up", ko: "5 이상 올림") : Message(en: "half-even", ko: "짝수 쪽 반올림")
  }
}
