/// What is known about a person beyond the measured value, for finding their section.
@usableFromInline package struct InputValues: Hashable, Sendable {
  /// The sex, if known.
  package var sex: Sex?
  /// The age, if known.
  package var age: Age?
  /// The family background, one of the standard's declared words, if known.
  package var background: String?
  /// The waist circumference in centimetres, if known.
  package var waistCentimetres: Rational?

  /// Creates the inputs of a person.
  ///
  /// - Parameters:
  ///   - sex: The sex.
  ///   - age: The age.
  ///   - background: The family background.
  ///   - waistCentimetres: The waist in centimetres.
  @usableFromInline package init(
    sex: Sex? = nil, age: Age? = nil, background: String? = nil,
    waistCentimetres: Rational? = nil
  ) {
    self.sex = sex
    self.age = age
    self.background = background
    self.waistCentimetres = waistCentimetres
  }
}

/// Why a person cannot be classified by a standard: it needs an input that was not given,
/// or the person is outside what the standard is for. Never a guess: such a person is not
/// classified.
public enum InputError: Error, Hashable, Sendable {
  /// The standard needs this input and it was not given.
  case missing(InputName)
  /// The value given is outside the values the standard is defined for; `accepted` is the
  /// domain it declares (ages in `ageUnit`), or for the ages of a `bmi-standard/1`
  /// `population`, the ages from `min_age` to below `max_age + 1` years.
  case outsideStandard(InputName, accepted: InputDomain, ageUnit: AgeUnit)

  /// The input concerned.
  public var input: InputName {
    switch self {
    case .missing(let input), .outsideStandard(let input, _, _): input
    }
  }
}

extension InputError: BMIKitError {
  /// The stable code, as batch and `bmi` report it: `missing-sex`, `missing-waist`,
  /// `age-outside-standard`, …
  public var code: String {
    switch self {
    case .missing(let input): "missing-" + input.word
    case .outsideStandard(let input, _, _): input.word + "-outside-standard"
    }
  }

  /// The explanation in English, or Korean for `ko`, saying what to give instead.
  ///
  /// - Parameter language: A language tag.
  public func message(for language: String) -> String {
    switch self {
    case .missing(let input):
      LocalizedText([
        "en": "the standard needs the \(input.word), which was not given; give it, "
          + "or choose a standard that does not need it",
        "ko": "이 기준에는 \(input.koreanWord) 값이 필요한데 주어지지 않았습니다. 값을 주거나 "
          + "그 값이 필요 없는 기준을 고르세요",
      ]).text(for: language)
    case .outsideStandard(let input, let accepted, let unit):
      LocalizedText([
        "en": "the \(input.word) given is outside what the standard is for ("
          + Self.domainText(input, accepted, unit) + "); choose a standard for this person",
        "ko": "주어진 \(input.koreanWord) 값이 이 기준의 대상 범위("
          + Self.domainText(input, accepted, unit) + ") 밖입니다. 이 사람에게 맞는 기준을 고르세요",
      ]).text(for: language)
    }
  }

  static func domainText(_ input: InputName, _ accepted: InputDomain, _ unit: AgeUnit) -> String {
    SectionCondition([.init(input, accepted)]).description
      + (input == .age ? " " + unit.rawValue : "")
  }
}

extension InputName {
  /// The input in a code or an English message: `sex`, `waist`, `height`.
  var word: String {
    switch self {
    case .sex: "sex"
    case .age: "age"
    case .background: "background"
    case .waist: "waist"
    case .height: "height"
    case .weight: "weight"
    }
  }

  /// The input in a Korean message.
  var koreanWord: String {
    switch self {
    case .sex: "성별"
    case .age: "나이"
    case .background: "가족 배경"
    case .waist: "허리둘레"
    case .height: "키"
    case .weight: "몸무게"
    }
  }
}

extension InputError: CustomStringConvertible {
  /// A one-line English explanation.
  public var description: String {
    switch self {
    case .missing(let input): "the standard needs '\(input.rawValue)', which was not given"
    case .outsideStandard(let input, let accepted, let unit):
      "the value of '\(input.rawValue)' is outside the standard's "
        + SectionCondition([.init(input, accepted)]).description
        + (input == .age ? " (\(unit.rawValue))" : "")
    }
  }
}

extension Standard {
  /// The section a person falls in.
  ///
  /// - Parameter inputs: What is known about the person.
  /// - Returns: The position of the one section whose condition the person meets.
  /// - Throws: ``InputError`` for a missing input or a value outside the standard's domain.
  package func sectionIndex(for inputs: InputValues) throws(InputError) -> Int {
    let selector = storage.selector
    var key = SectionSelector.Key()
    if let sex = inputs.sex { key.sex = selector.code(of: sex) }
    if let background = inputs.background {
      key.background = selector.code(ofBackground: background)
    }
    if let age = inputs.age { key.age = selector.ageValue(age) }
    if let waist = inputs.waistCentimetres { key.waist = SectionSelector.value(of: waist) }
    let outcome = selector.section(for: key)
    guard case .section(let index) = outcome else { throw selector.error(for: outcome) }
    return index
  }
}
