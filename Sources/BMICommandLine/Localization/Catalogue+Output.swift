import BMIKit
import BMISupport

// Labels of the command's own output.

extension Message {
  static let labelBMI = Message(en: "BMI", ko: "BMI")
  static let labelCategory = Message(en: "Category", ko: "분류")
  static let labelGroups = Message(en: "Group", ko: "그룹")
  static let labelStandard = Message(en: "Standard", ko: "기준")
  static let labelCorrectedAge = Message(en: "Corrected age", ko: "교정 나이")
  static let labelDecidedBy = Message(en: "Decided by", ko: "판정 기준")
  static let labelHealthyWeight = Message(en: "Healthy weight", ko: "건강 체중")
  static let labelSection = Message(en: "Section", ko: "구간")
  static let labelPercentOfNinetyFifth = Message(en: "% of 95th percentile", ko: "95백분위수 대비 %")
  static let labelObesityClass = Message(en: "Obesity class", ko: "비만 단계")
  static let labelHeightUsed = Message(en: "Length/height used", ko: "사용한 신장/키")

  /// A child's class of obesity: `Class 2 (severe obesity)`.
  static func obesityClass(_ number: Int, severe: Bool) -> Message {
    Message(
      en: "Class \(number)" + (severe ? " (severe obesity)" : ""),
      ko: "\(number)단계" + (severe ? " (고도 비만)" : ""))
  }

  /// The label of a classified value that is not BMI.
  static func label(for measure: Measure) -> Message {
    switch measure {
    case .bmi, .bmiForAgeCutOffs: labelBMI
    case .waist: Message(en: "Waist", ko: "허리둘레")
    case .waistToHeight: Message(en: "Waist/height", ko: "허리/키 비")
    case .bmiForAgeZ: Message(en: "BMI-for-age z", ko: "연령별 BMI z점수")
    case .bmiForAgePercentile: Message(en: "BMI-for-age percentile", ko: "연령별 BMI 백분위수")
    }
  }

  static func healthyWeightRange(_ range: String, height: String) -> Message {
    Message(en: "\(range) kg at \(height) cm", ko: "\(range) kg (키 \(height) cm)")
  }

  static func standardIdentity(_ id: String, version: String) -> Message {
    let (id, version) = (VisibleText.excerpt(id), VisibleText.excerpt(version))
    return Message(en: "\(id), version \(version)", ko: "\(id), 버전 \(version)")
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

  static let childrenStandards = Message(
    en: "For children, use a BMI-for-age standard with --sex: --standard who-2007-bmi-for-age "
      + "(5–19 years), cdc-2000-bmi-for-age (2–19 years) or who-2006-bmi-for-age (0–5 years).",
    ko: "아동에게는 --sex와 함께 연령별 BMI 기준을 쓰세요: --standard who-2007-bmi-for-age "
      + "(5–19세), cdc-2000-bmi-for-age (2–19세), who-2006-bmi-for-age (0–5세).")

  /// A BMI at or above the BMI a standard's guideline is meant for (NICE's ratio: below 35).
  static func bmiAboveScope(_ id: String, bmi: String, limit: String) -> Message {
    Message(
      en:
        "\(id) is for adults with a BMI below \(limit); this person's BMI is \(bmi), so the guideline assesses them by BMI; read the ratio only as a guide.",
      ko:
        "\(id, particle: .topic) BMI \(limit) 미만인 성인을 위한 기준입니다. 이 사람의 BMI는 \(bmi)이므로 지침은 BMI로 평가합니다. 이 비율은 참고로만 보세요."
    )
  }

  /// A weight without a unit beside a height in feet and inches, read as kilograms.
  static func weightReadAsKilograms(_ number: String) -> Message {
    Message(
      en:
        "The height is in feet and inches but the weight \(number) has no unit, so it was read as \(number) kg. If it is in pounds, type \(number)lb.",
      ko:
        "키는 피트와 인치로 주어졌는데 몸무게 \(number)에는 단위가 없어 \("\(number) kg", particle: .means) 읽었습니다. 파운드라면 \(number)lb처럼 입력하세요."
    )
  }

  static func giveItWith(_ synopsis: String) -> Message {
    Message(
      en: "On the command line: \(synopsis).", ko: "명령줄에서는 \(synopsis, particle: .means) 주세요.")
  }

  static func weightFrom(_ lightest: String, height: String) -> Message {
    Message(en: "\(lightest) kg or more at \(height) cm", ko: "\(lightest) kg 이상 (키 \(height) cm)")
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

  static func rounding(_ policy: RoundingPolicy, measure: Measure = .bmi) -> Message {
    switch policy {
    case .none where measure != .bmi:
      Message(en: "none: the exact value is classified", ko: "없음: 정확한 값으로 분류")
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
    _ path: String, id: String, version: String, categories: Int, sections: Int, warnings: Int
  )
    -> Message
  {
    let path = VisibleText.excerpt(path, limit: 400)
    let (id, version) = (VisibleText.excerpt(id), VisibleText.excerpt(version))
    let sectionsEnglish = sections > 1 ? "\(sections) sections, " : ""
    let sectionsKorean = sections > 1 ? "구간 \(sections)개, " : ""
    return Message(
      en:
        "\(path): valid (\(id), version \(version), \(sectionsEnglish)\(categories) categories, \(warnings) warning\(warnings == 1 ? "" : "s"))",
      ko:
        "\(path): 올바름 (\(id), 버전 \(version), \(sectionsKorean)분류 \(categories)개, 경고 \(warnings)개)")
  }

  static let labelMeasure = Message(en: "Measure", ko: "측정값")
  static let labelReference = Message(en: "Reference", ko: "성장 참조")
  static let labelReferenceAge = Message(en: "Age", ko: "나이")
  static let labelReferenceTails = Message(en: "Tails", ko: "꼬리")
  static let labelReferenceCompared = Message(en: "Compared", ko: "비교")
  static let labelReferenceObesityClasses = Message(en: "Obesity classes", ko: "비만 단계")

  /// The first line of a reference's classes of obesity: what they divide.
  static func referenceObesityClasses(within category: String) -> Message {
    Message(
      en: "within \(category): class 1 below class 2; classes 2 and up are severe obesity",
      ko: "\(category) 안에서: 2단계 미만은 1단계; 2단계 이상은 고도 비만")
  }

  /// One class's threshold: `class 2: ≥ 120 % of P95 or BMI ≥ 35`.
  static func referenceObesityClass(_ number: Int, percent: String, bmi: String) -> Message {
    Message(
      en: "class \(number): ≥ \(percent) % of P95 or BMI ≥ \(bmi)",
      ko: "\(number)단계: P95의 \(percent) % 이상 또는 BMI \(bmi) 이상")
  }

  static func referenceAgeConventions(rounding: String, interpolation: String) -> Message {
    Message(
      en: "age rounding: \(rounding); L, M and S interpolated: \(interpolation)",
      ko: "나이 반올림: \(rounding); L, M, S 보간: \(interpolation)")
  }

  static func referenceTails(_ tails: GrowthTails) -> Message {
    switch tails {
    case .none:
      Message(
        en: "none: z = ((BMI/M)^L − 1)/(L·S) at every BMI",
        ko: "없음: 모든 BMI에서 z = ((BMI/M)^L − 1)/(L·S)")
    case .whoRestricted:
      Message(
        en: "who-restricted: beyond ±3, z = ±3 + (BMI − SD±3)/(distance from SD±2 to SD±3)",
        ko: "who-restricted: ±3 밖에서 z = ±3 + (BMI − SD±3)/(SD±2와 SD±3의 간격)")
    case .cdcExtended:
      Message(
        en: "cdc-extended: above P95, percentile = 90 + 10·Φ((BMI − P95)/σ), "
          + "z = Φ⁻¹(percentile/100)",
        ko: "cdc-extended: P95 초과 시 백분위수 = 90 + 10·Φ((BMI − P95)/σ), "
          + "z = Φ⁻¹(백분위수/100)")
    }
  }

  static func referenceZRounding(_ rounding: String) -> Message {
    rounding == "none"
      ? Message(
        en: "the exact score, decided from certified bounds",
        ko: "정확한 점수 (검증된 구간으로 판정)")
      : Message(
        en: "z rounded to \(rounding) first, as the body's software does",
        ko: "z를 먼저 \(rounding, particle: .means) 반올림 (기관 소프트웨어와 같음)")
  }
  static let labelInputs = Message(en: "Inputs", ko: "입력")
  static let labelCutOffs = Message(en: "Cut-offs", ko: "기준값")

  /// `male, 10 years; cubic between rows`: where a table of cut-offs was read.
  static func cutOffsAt(_ sex: String, _ age: String, reading: String) -> Message {
    let korean =
      switch reading {
      case "previous-row": "앞 행의 값"
      case "linear": "직선 보간"
      default: "네 행을 지나는 3차 곡선"
      }
    return Message(
      en: "\(sex), \(age); \(reading) between rows",
      ko: "\(sex), \(age); 표의 행 사이는 \(korean)")
  }

  static func measureDescription(_ measure: Measure) -> Message {
    switch measure {
    case .bmi: Message(en: "bmi: BMI in kg/m²", ko: "bmi: 체질량지수 (kg/m²)")
    case .waist: Message(en: "waist_cm: waist circumference in cm", ko: "waist_cm: 허리둘레 (cm)")
    case .waistToHeight:
      Message(en: "waist_to_height: waist divided by height", ko: "waist_to_height: 허리둘레 ÷ 키")
    case .bmiForAgeZ:
      Message(
        en: "bmi_for_age_z: the z-score of the BMI for sex and age",
        ko: "bmi_for_age_z: 성별·연령별 체질량지수 z점수")
    case .bmiForAgePercentile:
      Message(
        en: "bmi_for_age_percentile: the percentile of the BMI for sex and age",
        ko: "bmi_for_age_percentile: 성별·연령별 체질량지수 백분위수")
    case .bmiForAgeCutOffs:
      Message(
        en: "bmi_for_age_cut_offs: the BMI in kg/m², against cut-offs read by sex and age",
        ko: "bmi_for_age_cut_offs: 성별·나이로 읽은 기준값과 비교하는 체질량지수 (kg/m²)")
    }
  }

  static func sectionHeading(_ number: Int, _ condition: String) -> Message {
    Message(en: "Section \(number): \(condition)", ko: "구간 \(number): \(condition)")
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
  static let promptWaist = Message(en: "Waist (cm):", ko: "허리둘레 (cm):")
  static let promptSex = Message(en: "Sex (female/male):", ko: "성별 (여/남):")
  static let promptAge = Message(en: "Age (years):", ko: "나이 (세):")

  static func promptBackground(_ values: [String]) -> Message {
    let list = values.joined(separator: ", ")
    return Message(en: "Family background (\(list)):", ko: "가족 배경 (\(list)):")
  }
  static let interactiveEmpty = Message(
    en: "Type a value, or q to quit.", ko: "값을 입력하거나, 끝내려면 q를 입력하세요.")

  static let noInputGiven = Message(
    en:
      "No height and weight given. Give --height and --weight (or --bmi), or run bmi in a terminal to be asked for them.",
    ko: "키와 몸무게가 없습니다. --height와 --weight(또는 --bmi)를 주거나, 터미널에서 bmi를 실행해 입력하세요.")
}
