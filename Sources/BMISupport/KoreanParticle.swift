/// A Korean particle whose form depends on the sound the word before it ends in: `키는` but
/// `몸무게는`, `값은`; `파일을`, `기준을` but `키를`; `칠로` (7) but `삼으로` (3).
///
/// The last sound is read as a Korean speaker reads the text aloud: a Hangul syllable by its
/// final consonant (받침), a number by its Korean reading (`10` 십, `1.70` …칠 영), a unit
/// by its Korean name (`cm` 센티미터, `kg` 킬로그램), a short capitalised abbreviation
/// letter by letter (`BMI` 비엠아이), and another Latin word by its last letters. Quotes,
/// brackets and spaces after the word are skipped: `'키'는`.
package enum KoreanParticle: Sendable, CaseIterable {
  /// 은 after a final consonant, else 는 (topic).
  case topic
  /// 을 after a final consonant, else 를 (object).
  case object
  /// 이 after a final consonant, else 가 (subject).
  case subject
  /// 으로 after a final consonant other than ㄹ, else 로 (means, direction).
  case means
  /// 과 after a final consonant, else 와 (and, with).
  case and
  /// 이라는 after a final consonant, else 라는 (called, named).
  case called

  /// The particle's form after a word, by whether the word ends in a consonant and whether
  /// that consonant is ㄹ.
  ///
  /// - Parameter word: The text the particle follows (a number or name as it is written).
  package func form(after word: some CustomStringConvertible) -> String {
    let final = KoreanFinalSound.of(word.description)
    switch self {
    case .topic: return final == .none ? "는" : "은"
    case .object: return final == .none ? "를" : "을"
    case .subject: return final == .none ? "가" : "이"
    case .means: return final == .consonant ? "으로" : "로"
    case .and: return final == .none ? "와" : "과"
    case .called: return final == .none ? "라는" : "이라는"
    }
  }
}

extension String {
  /// The text followed by the form of a particle that fits its last sound:
  /// `"키".withParticle(.topic)` is `키는`, `"'170cm'".withParticle(.object)` is `'170cm'를`.
  ///
  /// - Parameter particle: The particle.
  package func withParticle(_ particle: KoreanParticle) -> String {
    self + particle.form(after: self)
  }
}

/// How a word ends when read aloud in Korean: with a vowel, with ㄹ, or with another final
/// consonant.
package enum KoreanFinalSound: Sendable, Equatable {
  /// No final consonant (키, 사, 센티미터).
  case none
  /// The final consonant ㄹ (일, 칠, 파일), which takes `로` rather than `으로`.
  case rieul
  /// Another final consonant (값, 삼, 킬로그램).
  case consonant

  /// The Hangul syllables' first scalar; a syllable's final consonant is its offset modulo
  /// 28, 0 for none and 8 for ㄹ (Unicode's Hangul syllable composition).
  private static let firstSyllable: UInt32 = 0xAC00
  private static let lastSyllable: UInt32 = 0xD7A3

  /// The last sound of a text.
  ///
  /// - Parameter text: A word, number, unit or quoted text.
  package static func of(_ text: String) -> KoreanFinalSound {
    var scalars = Array(text.unicodeScalars)
    while let last = scalars.last, Self.isSkipped(last) { scalars.removeLast() }
    guard let last = scalars.last else { return .none }
    let value = last.value
    if value >= firstSyllable && value <= lastSyllable {
      switch (value - firstSyllable) % 28 {
      case 0: return .none
      case 8: return .rieul
      default: return .consonant
      }
    }
    if isDigit(last) { return number(scalars) }
    if isLatinLetter(last) { return latin(scalars) }
    return symbol(last)
  }

  /// Quotes, brackets, spaces and full stops after a word do not change how it is read.
  private static func isSkipped(_ scalar: Unicode.Scalar) -> Bool {
    " '\"`)]}>.,’”".unicodeScalars.contains(scalar)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x30 && scalar.value <= 0x39
  }

  private static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value >= 0x41 && scalar.value <= 0x5A) || (scalar.value >= 0x61 && scalar.value <= 0x7A)
  }

  /// 영 일 이 삼 사 오 육 칠 팔 구: the final sound of each digit read alone.
  private static let digitSounds: [KoreanFinalSound] = [
    .consonant, .rieul, .none, .consonant, .none, .none, .consonant, .rieul, .rieul, .none,
  ]

  /// A number: digits after a decimal point are read one by one (`1.70` 일 점 칠 영); an
  /// integer by its last non-zero digit, or, when it ends in zeros, by the power of ten
  /// named last (십 백 천 만 … 억 … 조).
  private static func number(_ scalars: [Unicode.Scalar]) -> KoreanFinalSound {
    var digits: [Unicode.Scalar] = []
    var index = scalars.count - 1
    while index >= 0, isDigit(scalars[index]) {
      digits.insert(scalars[index], at: 0)
      index -= 1
    }
    let afterPoint = index >= 1 && scalars[index] == "." && isDigit(scalars[index - 1])
    let lastDigit = Int(digits[digits.count - 1].value - 0x30)
    if afterPoint || lastDigit != 0 { return digitSounds[lastDigit] }
    let zeros = digits.reversed().prefix { $0 == "0" }.count
    if zeros == digits.count { return .consonant }  // 영
    switch zeros {
    case 1: return .consonant  // 십
    case 2: return .consonant  // 백
    case 3: return .consonant  // 천
    case 4...7: return .consonant  // 만, 십만, 백만, 천만
    case 8...11: return .consonant  // 억
    default: return .none  // 조
    }
  }

  /// Units read by their Korean names, and the final sound of each name.
  private static let unitSounds: [String: KoreanFinalSound] = [
    "cm": .none, "mm": .none, "m": .none, "km": .none,  // 센티미터, 밀리미터, 미터, 킬로미터
    "kg": .consonant, "g": .consonant,  // 킬로그램, 그램
    "lb": .none, "lbs": .none, "st": .consonant,  // 파운드, 스톤
    "in": .none, "ft": .none,  // 인치, 피트
    "y": .consonant, "mo": .rieul, "d": .rieul,  // 년, 개월, 일
    "years": .consonant, "months": .rieul, "days": .rieul,
  ]

  /// Letter names as Korean reads them (에이 비 씨 … 엘 엠 엔 … 알 …): only L, M, N and R
  /// end in a consonant.
  private static func letterSound(_ scalar: Unicode.Scalar) -> KoreanFinalSound {
    switch Character(scalar).lowercased() {
    case "l", "r": .rieul
    case "m", "n": .consonant
    default: .none
    }
  }

  /// A Latin word: a unit by its Korean name; an abbreviation of capitals (`BMI`, `WHO`)
  /// letter by letter; another word as it is written in Korean, where a final m, n or ng
  /// is a final consonant and a final l is ㄹ (`adult` 어덜트, `file` 파일, `sign` 사인).
  private static func latin(_ scalars: [Unicode.Scalar]) -> KoreanFinalSound {
    var word = ""
    for scalar in scalars.reversed() {
      guard isLatinLetter(scalar) else { break }
      word.unicodeScalars.insert(scalar, at: word.unicodeScalars.startIndex)
    }
    if let sound = unitSounds[word] {
      // A unit after a number (`170cm`, `65 kg`), or alone.
      let before = scalars.count > word.count ? scalars[scalars.count - word.count - 1] : " "
      if isDigit(before) || before == " " { return sound }
    }
    if word.unicodeScalars.allSatisfy({ $0.value >= 0x41 && $0.value <= 0x5A }) && word.count <= 5 {
      return letterSound(word.unicodeScalars.last!)
    }
    let lower = Array(word.lowercased())
    let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
    guard let last = lower.last else { return .none }
    if "mn".contains(last) || lower.suffix(2) == ["n", "g"] { return .consonant }
    if last == "l" || lower.suffix(2) == ["l", "e"] { return .rieul }
    if lower.suffix(2) == ["c", "k"] { return .consonant }  // 백 (back)
    // A short vowel before a final k, p or t keeps it as a final consonant: 포맷 (format),
    // 셋 (set), 인풋 (input); after two vowels or a consonant it takes 으: 시트, 어덜트.
    if "kpt".contains(last), lower.count >= 3, vowels.contains(lower[lower.count - 2]),
      !vowels.contains(lower[lower.count - 3])
    {
      return .consonant
    }
    return .none
  }

  /// A symbol read aloud ends in a vowel: `%` 퍼센트, `m²` 제곱미터, `°` 도.
  private static func symbol(_ scalar: Unicode.Scalar) -> KoreanFinalSound { .none }
}

extension DefaultStringInterpolation {
  /// A value followed by the Korean particle that fits its last sound:
  /// `"\(name, particle: .object) 열 수 없습니다"`.
  ///
  /// - Parameters:
  ///   - value: The word, number or name.
  ///   - particle: The particle.
  package mutating func appendInterpolation(
    _ value: some CustomStringConvertible, particle: KoreanParticle
  ) {
    appendLiteral(value.description + particle.form(after: value))
  }

  /// A value in single quotes followed by the Korean particle that fits the quoted text:
  /// `"\(quoted: path, particle: .topic)"` is `'a.yaml'은`.
  ///
  /// - Parameters:
  ///   - value: The text quoted.
  ///   - particle: The particle.
  package mutating func appendInterpolation(
    quoted value: some CustomStringConvertible, particle: KoreanParticle
  ) {
    appendLiteral("'\(value.description)'" + particle.form(after: value))
  }
}
