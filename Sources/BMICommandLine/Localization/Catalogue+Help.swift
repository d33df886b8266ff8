import BMIKit
import BMISupport

// Help texts of the commands and their options.

extension Message {
  // MARK: - Commands

  static let rootAbstract = Message(
    en: "Classify body-mass index exactly against published standards.",
    ko: "공개된 기준에 따라 체질량지수(BMI)를 정확하게 분류합니다.")
  static let rootDiscussion = Message(
    en: "With no arguments on a terminal, bmi asks for height and weight interactively.",
    ko: "터미널에서 인수 없이 실행하면 키와 몸무게를 차례로 묻습니다.")
  static let classifyAbstract = Message(
    en: "Classify a person by height and weight, or a BMI.",
    ko: "키와 몸무게, 또는 BMI로 비만도를 분류합니다.")
  static let classifyDiscussion = Message(
    en:
      "Heights and weights may carry units: 170cm, 1.70m, 67in, 5ft7in, 5'7\", 65kg, 143lb, 10st3lb. A bare number is centimetres or kilograms; a decimal comma (170,5) is accepted.",
    ko:
      "키와 몸무게에는 단위를 붙일 수 있습니다: 170cm, 1.70m, 67in, 5ft7in, 5'7\", 65kg, 143lb, 10st3lb. 단위 없는 숫자는 센티미터와 킬로그램이며, 소수점 쉼표(170,5)도 됩니다."
  )
  static let calcAbstract = Message(
    en: "Print the BMI alone.", ko: "BMI 값만 출력합니다.")
  static let standardsAbstract = Message(
    en: "List, show and check standards.", ko: "기준을 나열하고, 보여 주고, 검사합니다.")
  static let standardsListAbstract = Message(
    en: "List the built-in standards.", ko: "내장 기준을 나열합니다.")
  static let standardsShowAbstract = Message(
    en: "Show a standard's table, rounding and source.",
    ko: "기준의 분류표, 반올림 규칙, 출처를 보여 줍니다.")
  static let standardsCheckAbstract = Message(
    en: "Check standard files and print their diagnostics.",
    ko: "기준 파일을 검사하고 진단 결과를 출력합니다.")
  static let completionsAbstract = Message(
    en: "Print a shell completion script.", ko: "셸 자동 완성 스크립트를 출력합니다.")
  static let completionsDiscussion = Message(
    en:
      "bash: source <(bmi completions bash). zsh: bmi completions zsh > \"${fpath[1]}/_bmi\". fish: bmi completions fish > ~/.config/fish/completions/bmi.fish.",
    ko:
      "bash: source <(bmi completions bash). zsh: bmi completions zsh > \"${fpath[1]}/_bmi\". fish: bmi completions fish > ~/.config/fish/completions/bmi.fish."
  )

  // MARK: - Options

  static let optionHeightHelp = Message(
    en: "Height: 170, 170cm, 1.70m, 67in, 5ft7in or 5'7\".",
    ko: "키: 170, 170cm, 1.70m, 67in, 5ft7in, 5'7\".")
  static let optionWeightHelp = Message(
    en: "Weight: 65, 65kg, 143lb or 10st3lb.", ko: "몸무게: 65, 65kg, 143lb, 10st3lb.")
  static let optionBMIHelp = Message(
    en: "A BMI to classify instead of a height and weight.",
    ko: "키와 몸무게 대신 분류할 BMI 값.")
  static let optionAgeHelp = Message(
    en:
      "Age in years (42), or with a unit (30mo, 114.5mo, 1802d), or years and months (9y6m); a person outside the standard's ages is not classified.",
    ko: "나이(세, 42) 또는 단위와 함께(30mo, 114.5mo, 1802d), 또는 년과 개월(9y6m). 기준의 대상 연령이 아니면 분류하지 않습니다.")
  static let optionBirthDateHelp = Message(
    en: "Date of birth, YYYY-MM-DD; with --date, the age is the whole days between them.",
    ko: "생년월일(YYYY-MM-DD). --date와 함께 쓰면 두 날짜 사이의 날수가 나이입니다.")
  static let optionDateHelp = Message(
    en:
      "Date of measurement, YYYY-MM-DD; with --birth-date, the age is the whole days between them.",
    ko: "측정일(YYYY-MM-DD). --birth-date와 함께 쓰면 두 날짜 사이의 날수가 나이입니다.")
  static let optionClassifyDateHelp = Message(
    en: "Date of measurement, YYYY-MM-DD: with --birth-date, gives the age; with --format fhir, "
      + "when the measurements were taken (also a date-time, 2026-03-14T09:30:00+09:00; "
      + "default: now).",
    ko: "측정일(YYYY-MM-DD). --birth-date와 함께 나이를 정하고, --format fhir와 함께 측정한 때를 "
      + "씁니다 (2026-03-14T09:30:00+09:00 같은 날짜·시각도 됨, 기본값: 지금).")
  static let optionWaistHelp = Message(
    en: "Waist circumference: 85, 85cm or 33.5in.", ko: "허리둘레: 85, 85cm, 33.5in.")
  static let optionSexHelp = Message(
    en: "Sex: female or male (also f, m, 여, 남).", ko: "성별: female 또는 male(f, m, 여, 남).")
  static let optionMeasuredHelp = Message(
    en: "How the height was measured: lying (a length) or standing. WHO 2006 (0–5 years) "
      + "adds 0.7 cm to a standing height before 731 days and takes 0.7 cm from a length "
      + "from 731 days.",
    ko: "키를 잰 자세: lying(누워서 잰 신장) 또는 standing(서서 잰 키). WHO 2006(0–5세)은 731일 "
      + "전에 서서 잰 키에 0.7 cm를 더하고, 731일부터 누워서 잰 신장에서 0.7 cm를 뺀다.")
  static let optionGestationHelp = Message(
    en: "Gestation at birth in weeks+days (32+4) of an infant born before 37 weeks; a "
      + "standard that declares RCPCH's correction scores the infant at the age from the due "
      + "date, until 1 year (32–36 weeks) or 2 years (below 32 weeks).",
    ko: "37주 전에 태어난 영아의 출생 시 재태 기간, 주+일(32+4). RCPCH 교정을 선언한 기준은 "
      + "예정일부터 센 나이로 평가한다: 32–36주는 1세까지, 32주 미만은 2세까지.")
  static let optionBackgroundHelp = Message(
    en: "Family background, as the standard names it (such as south-asian).",
    ko: "가족 배경. 기준이 정한 이름으로(예: south-asian).")
  static let optionStandardHelp = Message(
    en:
      "A built-in standard (who, ksso, jasso, …) or a standard file's path; by default BMI_STANDARD, else who-2000.",
    ko: "내장 기준(who, ksso, jasso 등) 또는 기준 파일 경로. 기본값은 BMI_STANDARD, 없으면 who-2000.")
  static let optionLanguageHelp = Message(
    en: "Language of labels and messages; by default from LC_ALL, LC_MESSAGES or LANG.",
    ko: "분류 이름과 메시지의 언어. 기본값은 LC_ALL, LC_MESSAGES, LANG에서 정합니다.")
  static let optionFormatHelp = Message(
    en: "Output format.", ko: "출력 형식.")
  static let argumentStandardHelp = Message(
    en: "A built-in standard or a standard file's path.", ko: "내장 기준 또는 기준 파일 경로.")
  static let argumentFilesHelp = Message(
    en: "Standard files to check.", ko: "검사할 기준 파일.")
  static let argumentShellHelp = Message(
    en: "The shell to complete for.", ko: "자동 완성을 만들 셸.")
}
