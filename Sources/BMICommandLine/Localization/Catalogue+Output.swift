import BMIKit
import BMISupport

// Labels of the command's own output.

extension Message {
  static let labelBMI = Message(en: "BMI", ko: "BMI")
  static let labelCategory = Message(en: "Category", ko: "분류")
  static let labelGroups = Message(en: "Group", ko: "그룹")
  static let labelStandard = Message(en: "Standard", ko: "기준")
  static let labelHealthyWeight = Message(en: "Healthy weight", ko: "건강 체중")

  static func healthyWeightRange(_ range: String, height: String) -> Message {
    Message(en: "\(range) kg at \(height) cm", ko: "\(range) kg (키 \(height) cm)")
  }

  static func standardIdentity(_ id: String, version: String) -> Message {
    let (id, version) = (VisibleText.excerpt(id), VisibleText.excerpt(version))
    return Message(en: "\(id), version \(version)", ko: "\(id), 버전 \(version)")
  }

  static func ageOutsidePopulation(_ id: String, ages: Message, age: Int) -> Message {
    let id = VisibleText.excerpt(id)
    return Message(
      en:
        "\(id) is meant for people \(ages.english); at age \(age) this classification may not apply.",
      ko: "\(id)은(는) \(ages.korean)을(를) 위한 기준입니다. \(age)세에게는 이 분류가 맞지 않을 수 있습니다.")
  }

  static func ageRange(minimum: Int?, maximum: Int?) -> Message {
    switch (minimum, maximum) {
    case (let low?, let high?):
      Message(en: "aged \(low) to \(high)", ko: "\(low)–\(high)세")
    case (let low?, nil):
      Message(en: "aged \(low) and over", ko: "\(low)세 이상")
    case (nil, let high?):
      Message(en: "aged up to \(high)", ko: "\(high)세 이하")
    case (nil, nil):
      Message(en: "of any age", ko: "모든 연령")
    }
  }

  static func invalidAge(_ value: String) -> Message {
    let value = VisibleText.excerpt(value)
    return Message(
      en:
        "The value '\(value)' is invalid for '--age <age>'. Give whole years from 0 to 150, such as 42.",
      ko: "'--age <age>'에 '\(value)' 값은 쓸 수 없습니다. 42처럼 0에서 150 사이의 나이(세)를 주세요.")
  }

  static let bothBMIAndMeasurements = Message(
    en: "Give either --bmi, or --height and --weight, not both.",
    ko: "--bmi 또는 --height와 --weight 중 한 가지만 주세요.")
}

// MARK: - Standards

extension Message {
  static let columnID = Message(en: "ID", ko: "ID")
  static let columnName = Message(en: "NAME", ko: "이름")
  static let columnVersion = Message(en: "VERSION", ko: "버전")
  static let columnYear = Message(en: "YEAR", ko: "연도")
  static let labelSource = Message(en: "Source", ko: "출처")
  static let labelPopulation = Message(en: "Population", ko: "대상")
  static let labelRounding = Message(en: "Rounding", ko: "반올림")
  static let labelDigest = Message(en: "SHA-256", ko: "SHA-256")
  static let labelCategories = Message(en: "Categories:", ko: "분류:")
  static let labelGroupsHeader = Message(en: "Groups:", ko: "그룹:")
  static let healthyMarker = Message(en: "(healthy)", ko: "(건강)")

  static func rounding(_ policy: RoundingPolicy) -> Message {
    switch policy {
    case .none:
      Message(en: "none: the exact BMI is classified", ko: "없음: 정확한 BMI로 분류")
    case .decimals(let decimals, let mode):
      Message(
        en:
          "to \(decimals) decimal\(decimals == 1 ? "" : "s"), \(mode.rawValue), before classifying",
        ko: "분류 전에 소수 \(decimals)자리로 반올림 (\(mode.rawValue))")
    }
  }

  static func checkPassed(
    _ path: String, id: String, version: String, categories: Int, warnings: Int
  )
    -> Message
  {
    let path = VisibleText.excerpt(path, limit: 400)
    let (id, version) = (VisibleText.excerpt(id), VisibleText.excerpt(version))
    return Message(
      en:
        "\(path): valid (\(id), version \(version), \(categories) categories, \(warnings) warning\(warnings == 1 ? "" : "s"))",
      ko: "\(path): 올바름 (\(id), 버전 \(version), 분류 \(categories)개, 경고 \(warnings)개)")
  }

  static func checkFailed(_ path: String, errors: Int) -> Message {
    let path = VisibleText.excerpt(path, limit: 400)
    return Message(
      en: "\(path): invalid (\(errors) error\(errors == 1 ? "" : "s"))",
      ko: "\(path): 올바르지 않음 (오류 \(errors)개)")
  }
}

// MARK: - Interactive mode

extension Message {
  static func interactiveBanner(_ standard: String) -> Message {
    let standard = VisibleText.escaped(standard)
    return Message(
      en: "BMI with \(standard). Type q or press Ctrl-D to quit.",
      ko: "\(standard) 기준 BMI. 끝내려면 q를 입력하거나 Ctrl-D를 누르세요.")
  }

  static let promptHeight = Message(en: "Height (cm):", ko: "키 (cm):")
  static let promptWeight = Message(en: "Weight (kg):", ko: "몸무게 (kg):")
  static let interactiveEmpty = Message(
    en: "Type a value, or q to quit.", ko: "값을 입력하거나, 끝내려면 q를 입력하세요.")

  static let noInputGiven = Message(
    en:
      "No height and weight given. Give --height and --weight (or --bmi), or run bmi in a terminal to be asked for them.",
    ko: "키와 몸무게가 없습니다. --height와 --weight(또는 --bmi)를 주거나, 터미널에서 bmi를 실행해 입력하세요.")
}
