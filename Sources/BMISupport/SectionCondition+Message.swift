import BMICore

// Who a section is for, and a person's age and sex, in the words of both languages:
// `sex = male, age ≥ 20` is `남성, 20세 이상`.

extension SectionCondition {
  /// The condition in both languages: `sex = male, age ≥ 20` and `남성, 20세 이상`.
  ///
  /// - Parameter ageUnit: The unit of the age bounds (years unless the standard says
  ///   otherwise).
  package func message(ageUnit: AgeUnit = .years) -> Message {
    let korean: String
    if clauses.isEmpty {
      korean = "모든 사람"
    } else {
      korean = clauses.map { Self.korean($0, ageUnit: ageUnit) }.joined(separator: ", ")
    }
    return Message(en: description, ko: korean)
  }

  /// One clause in Korean: `여성`, `20세 이상`, `가족 배경 chinese 또는 south-asian`,
  /// `허리둘레 80 cm 이상`.
  private static func korean(_ clause: Clause, ageUnit: AgeUnit) -> String {
    switch clause.allowed {
    case .values(let values):
      let words = values.map { clause.input == .sex ? Sex.koreanName(of: $0) : $0 }
      let listed = words.joined(separator: " 또는 ")
      switch clause.input {
      case .sex: return listed
      case .background: return "가족 배경 " + listed
      default: return InputName.koreanName(clause.input) + " " + listed
      }
    case .interval(let interval):
      let unit: (String) -> String
      switch clause.input {
      case .age: unit = { ageUnit.korean($0) }
      case .waist, .height: unit = { "\($0) cm" }
      case .weight: unit = { "\($0) kg" }
      default: unit = { $0 }
      }
      let range = interval.korean(unit)
      return clause.input == .age ? range : InputName.koreanName(clause.input) + " " + range
    }
  }
}

extension Interval {
  /// The interval in Korean words: `20세 이상`, `2세 이상 20세 미만`, `18.5 초과 23 이하`.
  ///
  /// - Parameter unit: How a bound is written with its unit (`20` → `20세`).
  package func korean(_ unit: (String) -> String) -> String {
    var parts: [String] = []
    switch lower {
    case .none: break
    case .atLeast(let value): parts.append(unit("\(value)") + " 이상")
    case .above(let value): parts.append(unit("\(value)") + " 초과")
    }
    switch upper {
    case .none: break
    case .below(let value): parts.append(unit("\(value)") + " 미만")
    case .atMost(let value): parts.append(unit("\(value)") + " 이하")
    }
    if case .atLeast(let low) = lower, case .atMost(let high) = upper, low == high {
      return unit("\(low)")
    }
    return parts.isEmpty ? "모든 값" : parts.joined(separator: " ")
  }
}

extension AgeUnit {
  /// An age in this unit in Korean: `20세`, `30개월`, `400일`.
  ///
  /// - Parameter value: The number.
  package func korean(_ value: String) -> String {
    switch self {
    case .years: value + "세"
    case .months: value + "개월"
    case .days: value + "일"
    }
  }
}

extension Age {
  /// The age in both languages: `10 years` and `10세`.
  package var message: Message {
    Message(en: description, ko: unit.korean("\(value)"))
  }
}

extension PretermAgeCorrection {
  /// The corrected age, the gestation and the age from birth, as `bmi classify` and the web
  /// page show them: `21.3125 days (born at 30+0 weeks; 3 months from birth)`.
  package var message: Message {
    let corrected = correctedAge.message
    let given = chronologicalAge.message
    return Message(
      en: "\(corrected.english) (born at \(gestation.text) weeks; \(given.english) from birth)",
      ko: "\(corrected.korean) (\(gestation.text)주 출생, 출생부터 \(given.korean))")
  }
}

extension Sex {
  /// `여성` for `female`, `남성` for `male`; another word as it is.
  ///
  /// - Parameter word: A value of the `sex` input.
  package static func koreanName(of word: String) -> String {
    switch Sex(rawValue: word) {
    case .female: "여성"
    case .male: "남성"
    case nil: word
    }
  }
}

extension InputName {
  /// The input's name in Korean: `성별`, `나이`, `가족 배경`, `허리둘레`, `키`, `몸무게`.
  ///
  /// - Parameter input: The input.
  package static func koreanName(_ input: InputName) -> String {
    switch input {
    case .sex: "성별"
    case .age: "나이"
    case .background: "가족 배경"
    case .waist: "허리둘레"
    case .height: "키"
    case .weight: "몸무게"
    }
  }
}
