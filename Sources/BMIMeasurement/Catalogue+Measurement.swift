import BMICore
import BMISupport

// Messages about typed heights, weights and BMIs. Each ends with what to type instead.

extension MeasurementKind {
  /// `height`, `weight`, `BMI`.
  var name: Message {
    switch self {
    case .height: Message(en: "height", ko: "키")
    case .weight: Message(en: "weight", ko: "몸무게")
    case .bmi: Message(en: "BMI", ko: "BMI")
    case .waist: Message(en: "waist", ko: "허리둘레")
    case .age: Message(en: "age", ko: "나이")
    case .sex: Message(en: "sex", ko: "성별")
    case .background: Message(en: "family background", ko: "가족 배경")
    }
  }

  /// `a` or `an`, as the English name takes it.
  func article(capitalized: Bool) -> String {
    let vowel = name.english.first.map { "aeiou".contains($0) } ?? false
    switch (vowel, capitalized) {
    case (true, true): return "An"
    case (true, false): return "an"
    case (false, true): return "A"
    case (false, false): return "a"
    }
  }

  /// How to write one: examples in both languages.
  var examples: Message {
    switch self {
    case .height:
      Message(
        en: "Type a height such as 170, 170cm, 1.70m, 67in, 5ft7in or 5'7\".",
        ko: "170, 170cm, 1.70m, 67in, 5ft7in, 5'7\"처럼 키를 입력하세요.")
    case .weight:
      Message(
        en: "Type a weight such as 65, 65kg, 143lb or 10st3lb.",
        ko: "65, 65kg, 143lb, 10st3lb처럼 몸무게를 입력하세요.")
    case .bmi:
      Message(en: "Type a BMI such as 22.5.", ko: "22.5처럼 BMI를 입력하세요.")
    case .waist:
      Message(
        en: "Type a waist such as 85, 85cm or 33.5in.",
        ko: "85, 85cm, 33.5in처럼 허리둘레를 입력하세요.")
    case .age:
      Message(
        en: "Type an age in years such as 42, or with a unit: 30mo, 400d.",
        ko: "42처럼 나이를 연 단위로, 또는 30mo, 400d처럼 단위와 함께 입력하세요.")
    case .sex:
      Message(
        en: "Type female or male (also f, m, 여, 남).",
        ko: "성별을 female(여성) 또는 male(남성)로 입력하세요. f, m, 여, 남도 됩니다.")
    case .background:
      Message(
        en: "Type one of the backgrounds the standard lists.",
        ko: "기준이 정한 배경 중 하나를 입력하세요.")
    }
  }

  /// The unit values are checked in: `cm`, `kg`, or nothing for a BMI.
  var unitSuffix: String {
    switch self {
    case .height, .waist: " cm"
    case .weight: " kg"
    case .age: " years"
    case .bmi, .sex, .background: ""
    }
  }

  /// The units a value of this kind may be typed in.
  var unitList: Message {
    switch self {
    case .height:
      Message(
        en: "Height units: cm, m, in, ft (170cm, 1.70m, 67in, 5ft7in, 5'7\").",
        ko: "키의 단위: cm, m, in, ft (170cm, 1.70m, 67in, 5ft7in, 5'7\").")
    case .weight:
      Message(
        en: "Weight units: kg, lb, st (65kg, 143lb, 10st3lb).",
        ko: "몸무게의 단위: kg, lb, st (65kg, 143lb, 10st3lb).")
    case .bmi, .sex, .background:
      Message(
        en: "\(article(capitalized: true)) \(name.english) has no unit.",
        ko: "\(name.korean)에는 단위가 없습니다.")
    case .waist:
      Message(
        en: "Waist units: cm, m, in (85cm, 33.5in).", ko: "허리둘레의 단위: cm, m, in (85cm, 33.5in).")
    case .age:
      Message(
        en: "Age units: years (y), months (mo), days (d).",
        ko: "나이의 단위: 년(y), 개월(mo), 일(d).")
    }
  }
}

extension MeasurementError {
  /// The explanation in English and Korean, ending with what to type instead; the typed
  /// text it quotes escaped (`VisibleText`), as every message here is one line.
  public var message: LocalizedText { excerpted.catalogueMessage.visible.localizedText }

  /// The error with every text it quotes cut as echoes are (``VisibleText/excerpt(_:limit:)``):
  /// a typed value of a megabyte is quoted in one short line, in a message and in a batch
  /// row's `error_detail` alike.
  var excerpted: MeasurementError {
    let cut = { (text: String) in VisibleText.excerpt(text) }
    return switch self {
    case .empty, .ambiguousUnit, .impossible, .missing: self
    case .negative(let kind, let typed): .negative(kind, typed: cut(typed))
    case .unexpectedCharacter(let kind, let typed, let character):
      .unexpectedCharacter(kind, typed: cut(typed), character: character)
    case .ambiguousNumber(let kind, let typed, let number):
      // The number's readings are worked out whole, then cut (``catalogueMessage``).
      .ambiguousNumber(kind, typed: cut(typed), number: number)
    case .malformedNumber(let kind, let typed, let number):
      .malformedNumber(kind, typed: cut(typed), number: cut(number))
    case .tooManyDigits(let kind, let typed, let number):
      .tooManyDigits(kind, typed: cut(typed), number: cut(number))
    case .unknownUnit(let kind, let typed, let unit, let belongsTo):
      .unknownUnit(kind, typed: cut(typed), unit: cut(unit), belongsTo: belongsTo)
    case .partTooLarge(let kind, let typed, let part):
      .partTooLarge(kind, typed: cut(typed), part: cut(part))
    case .unreadable(let kind, let typed): .unreadable(kind, typed: cut(typed))
    case .outsideStandard(let kind, let given, let accepted, let standard):
      .outsideStandard(kind, given: given, accepted: accepted, standard: standard)
    }
  }

  private var catalogueMessage: Message {
    switch self {
    case .empty(let kind):
      return Message(en: "No \(kind.name.english) given.", ko: "\(kind.name.korean) 값이 비어 있습니다.")
        .appending(kind.examples)
    case .negative(let kind, let typed):
      return Message(
        en:
          "\(kind.article(capitalized: true)) \(kind.name.english) cannot be negative ('\(typed)').",
        ko: "\(kind.name.korean) 값은 음수일 수 없습니다 ('\(typed)')."
      ).appending(kind.examples)
    case .unexpectedCharacter(let kind, let typed, let character):
      let name = character.codePointDescription
      let q = kind.name
      return Message(
        en:
          "'\(typed)' is not \(kind.article(capitalized: false)) \(q.english): '\(character)' (\(name)) is not part of a number or unit.",
        ko:
          "\(quoted: typed, particle: .topic) \(q.korean) 값이 아닙니다: '\(character)' (\(name))\(KoreanParticle.topic.form(after: character)) 숫자나 단위가 아닙니다."
      ).appending(kind.examples)
    case .ambiguousNumber(_, _, let number):
      let readings = Message.readings(of: number).map { "'\(VisibleText.excerpt($0))'" }
      let number = VisibleText.excerpt(number)
      return Message(
        en:
          "'\(number)' is ambiguous: a comma may be a decimal comma or a thousands separator. Write \(readings.joined(separator: " or ")) instead: no thousands separators, and a point as the decimal mark.",
        ko:
          "\(quoted: number, particle: .topic) 모호합니다: 쉼표가 소수점인지 천 단위 구분 기호인지 알 수 없습니다. 천 단위 구분 기호 없이, 소수점은 점으로 \(readings.joined(separator: " 또는 "))처럼 쓰세요."
      )
    case .malformedNumber(let kind, _, let number):
      return Message(
        en: "'\(number)' is not a number.", ko: "\(quoted: number, particle: .topic) 숫자가 아닙니다."
      ).appending(kind.examples)
    case .tooManyDigits(.age, _, let number):
      let most = Rational.longDecimalFractionDigits
      return Message(
        en: "'\(number)' has too many digits: an age has at most 12 before the decimal point and "
          + "\(most) after; round it to \(most) decimals.",
        ko: "\(quoted: number, particle: .topic) 자릿수가 너무 많습니다: 나이는 소수점 앞 12자리, 뒤 "
          + "\(most)자리까지 쓸 수 있습니다. 소수 \(most)자리로 반올림해 주세요.")
    case .tooManyDigits(_, _, let number):
      return Message(
        en: "'\(number)' has too many digits: at most 12 before the decimal point and 6 after.",
        ko: "\(quoted: number, particle: .topic) 자릿수가 너무 많습니다: 소수점 앞 12자리, 뒤 6자리까지 쓸 수 있습니다.")
    case .unknownUnit(let kind, let typed, let unit, let belongsTo):
      return .unknownUnit(unit, typed, kind, belongsTo: belongsTo)
    case .partTooLarge(.height, let typed, let part), .partTooLarge(.waist, let typed, let part):
      return .inchesPartTooLarge(typed, part)
    case .partTooLarge(_, let typed, let part):
      return .poundsPartTooLarge(typed, part)
    case .unreadable(let kind, let typed):
      return .unreadable(typed, kind)
    case .ambiguousUnit(let kind, let value, let suggestions):
      return .impossibleMeasurement(
        kind, value.text(outside: Plausibility.limits(of: kind) ?? Plausibility.heightCentimetres),
        suggestions: suggestions)
    case .impossible(.bmi, let value, _):
      return .impossibleBMI(
        value.text(outside: Plausibility.bodyMassIndex), limits: Plausibility.bodyMassIndex)
    case .impossible(let kind, let value, let suggestions):
      return .impossibleMeasurement(
        kind, value.text(outside: Plausibility.limits(of: kind) ?? Plausibility.heightCentimetres),
        suggestions: suggestions)
    case .missing(let kind, let standard):
      return .missingInput(kind, standard: standard)
    case .outsideStandard(let kind, let given, let accepted, let standard):
      return .outsideStandard(
        kind, given: Message(given), accepted: Message(accepted), standard: standard)
    }
  }
}

extension MeasurementWarning {
  /// The explanation in English and Korean.
  public var message: LocalizedText {
    switch self {
    case .rareHeight(let value): Message.rareHeight(value.shortText).localizedText
    case .rareWeight(let value): Message.rareWeight(value.shortText).localizedText
    case .rareBMI(let value):
      // One decimal, as the BMI is shown after the warning.
      Message.rareBMI(value.rounded(toDecimals: 1, mode: .halfUp).formatted(decimals: 1))
        .localizedText
    case .rareWaist(let value): Message.rareWaist(value.shortText).localizedText
    case .implausibleBMIForAge(let z):
      Message(
        en: "A BMI-for-age z of \(z) is beyond ±5, which WHO's growth software flags as "
          + "implausible; check the height, weight, age and sex.",
        ko: "연령별 체질량지수 z점수 \(z)\(KoreanParticle.topic.form(after: z)) ±5를 벗어나 WHO "
          + "성장 프로그램이 타당하지 않은 값으로 표시합니다. 키, 몸무게, 나이, 성별을 확인해 주세요."
      ).localizedText
    }
  }
}

extension Message {
  /// The plain numbers a number with commas may have meant: `1,700` → `1700`, `1.7`.
  static func readings(of number: String) -> [String] {
    let withoutCommas = number.filter { $0 != "," }
    var readings = [withoutCommas]
    if !number.contains("."), number.filter({ $0 == "," }).count == 1 {
      var decimal = String(number.map { $0 == "," ? "." : $0 })
      while decimal.hasSuffix("0") { decimal.removeLast() }
      if decimal.hasSuffix(".") { decimal.removeLast() }
      readings.append(decimal)
    }
    return readings
  }

  static func unknownUnit(
    _ unit: String, _ typed: String, _ quantity: MeasurementKind, belongsTo: MeasurementKind?
  )
    -> Message
  {
    let head: Message
    if let other = belongsTo {
      head = Message(
        en:
          "'\(unit)' in '\(typed)' is a unit of \(other.name.english), not of \(quantity.name.english).",
        ko:
          "'\(typed)'의 \(quoted: unit, particle: .topic) \(quantity.name.korean)가 아니라 \(other.name.korean)의 단위입니다."
      )
    } else {
      head = Message(
        en: "Unknown unit '\(unit)' in '\(typed)'.",
        ko: "'\(typed)'의 \(quoted: unit, particle: .topic) 알 수 없는 단위입니다.")
    }
    return head.appending(quantity.unitList)
  }

  static func unreadable(_ typed: String, _ quantity: MeasurementKind) -> Message {
    Message(
      en:
        "Cannot read '\(typed)' as \(quantity.article(capitalized: false)) \(quantity.name.english).",
      ko: "\(quoted: typed, particle: .object) \(quantity.name.korean) 값으로 읽을 수 없습니다."
    ).appending(quantity.examples)
  }

  static func inchesPartTooLarge(_ typed: String, _ inches: String) -> Message {
    Message(
      en:
        "In '\(typed)' the inches (\(inches)) must be less than 12. Write feet and inches such as 5ft11in, or inches alone such as 71in.",
      ko: "'\(typed)'에서 인치(\(inches))는 12보다 작아야 합니다. 5ft11in처럼 피트와 인치로, 또는 71in처럼 인치만으로 쓰세요.")
  }

  static func poundsPartTooLarge(_ typed: String, _ pounds: String) -> Message {
    Message(
      en:
        "In '\(typed)' the pounds (\(pounds)) must be less than 14. Write stones and pounds such as 10st3lb, or pounds alone such as 143lb.",
      ko: "'\(typed)'에서 파운드(\(pounds))는 14보다 작아야 합니다. 10st3lb처럼 스톤과 파운드로, 또는 143lb처럼 파운드만으로 쓰세요.")
  }

  static func impossibleMeasurement(
    _ quantity: MeasurementKind, _ value: String, suggestions: [String]
  ) -> Message {
    let limits = Plausibility.limits(of: quantity) ?? Plausibility.heightCentimetres
    let unit = quantity.unitSuffix
    let range = "\(limits.impossibleBelow)–\(limits.impossibleAbove)\(unit)"
    let koreanUnit = quantity == .age ? "세" : unit
    let koreanRange = "\(limits.impossibleBelow)–\(limits.impossibleAbove)\(koreanUnit)"
    let shown = outsideValue(value, unit: unit, koreanUnit: koreanUnit)
    let head = Message(
      en:
        "\(quantity.article(capitalized: true)) \(quantity.name.english) of \(shown.english) is not possible for a person (accepted: \(range)).",
      ko:
        "\(quantity.name.korean) \(shown.korean, particle: .topic) 사람에게 불가능한 값입니다 (허용 범위: \(koreanRange))."
    )
    guard !suggestions.isEmpty else {
      return head.appending(
        Message(en: "Check the number and its unit.", ko: "숫자와 단위를 확인하세요."))
    }
    return head.appending(Message.didYouMean(suggestions))
  }

  static func impossibleBMI(_ value: String, limits: PlausibilityLimits) -> Message {
    let range = "\(limits.impossibleBelow)–\(limits.impossibleAbove)"
    let shown = outsideValue(value, unit: "", koreanUnit: "")
    return Message(
      en:
        "A BMI of \(shown.english) is not possible for a person (accepted: \(range)). Check the height and weight and their units.",
      ko:
        "BMI \(shown.korean, particle: .topic) 사람에게 불가능한 값입니다 (허용 범위: \(range)). 키와 몸무게, 그 단위를 확인하세요."
    )
  }

  /// A value as ``Rational/text(outside:)`` writes it, with its unit: `170000 cm`, or
  /// the bound it is beyond (`more than 999999999999 cm`, `999999999999 cm 초과`).
  static func outsideValue(_ text: String, unit: String, koreanUnit: String) -> Message {
    if text.hasPrefix(">") {
      let bound = text.dropFirst()
      return Message(en: "more than \(bound)\(unit)", ko: "\(bound)\(koreanUnit) 초과")
    }
    if text.hasPrefix("<") {
      let bound = text.dropFirst()
      return Message(en: "less than \(bound)\(unit)", ko: "\(bound)\(koreanUnit) 미만")
    }
    return Message(en: text + unit, ko: text + koreanUnit)
  }

  static func rareHeight(_ value: String) -> Message {
    Message(
      en: "A height of \(value) cm is rare; check the number and its unit.",
      ko: "키 \(value) cm는 드문 값입니다. 숫자와 단위를 확인하세요.")
  }

  static func rareWeight(_ value: String) -> Message {
    Message(
      en: "A weight of \(value) kg is rare; check the number and its unit.",
      ko: "몸무게 \(value) kg은 드문 값입니다. 숫자와 단위를 확인하세요.")
  }

  static func rareWaist(_ value: String) -> Message {
    Message(
      en: "A waist of \(value) cm is rare; check the number and its unit.",
      ko: "허리둘레 \(value) cm는 드문 값입니다. 숫자와 단위를 확인하세요.")
  }

  /// What a person must give for a standard to classify them.
  static func missingInput(_ kind: MeasurementKind, standard: String) -> Message {
    let what: Message
    switch kind {
    case .sex: what = Message(en: "the person's sex (female or male)", ko: "성별(여성 또는 남성)")
    case .age: what = Message(en: "the person's age", ko: "나이")
    case .background: what = Message(en: "the person's family background", ko: "가족 배경")
    case .waist: what = Message(en: "the waist circumference", ko: "허리둘레")
    case .height: what = Message(en: "the height", ko: "키")
    case .weight: what = Message(en: "the weight", ko: "몸무게")
    case .bmi: what = Message(en: "a BMI, or a height and a weight", ko: "BMI, 또는 키와 몸무게")
    }
    return Message(
      en:
        "The standard \(standard) needs \(what.english) to classify this person, and it was not given. Give it, or choose a standard that does not need it.",
      ko:
        "\(standard) 기준으로 분류하려면 \(what.korean, particle: .subject) 필요한데 주어지지 않았습니다. 값을 주거나, 이 값이 필요 없는 기준을 고르세요."
    )
  }

  /// A person the standard is not for.
  static func outsideStandard(
    _ kind: MeasurementKind, given: Message, accepted: Message, standard: String
  ) -> Message {
    Message(
      en:
        "The standard \(standard) is for \(accepted.english); this person's \(kind.name.english), \(given.english), is outside it, so the person is not classified. Check the value, or choose a standard meant for this person.",
      ko:
        "\(standard) 기준은 \(accepted.korean)인 사람을 위한 것입니다. 이 사람의 \(kind.name.korean) \(given.korean.withParticle(.topic)) 그 밖이므로 분류하지 않습니다. 값을 확인하거나, 이 사람에게 맞는 기준을 고르세요."
    )
  }

  static func rareBMI(_ value: String) -> Message {
    Message(
      en: "A BMI of \(value) is rare; check the height and weight.",
      ko: "BMI \(value, particle: .topic) 드문 값입니다. 키와 몸무게를 확인하세요.")
  }
}
