/// Why a standard's `classify` or `classifyForAge` gave no category: what the person lacks,
/// or a call that does not fit the standard. Every classify call of `BMICore` throws it, and
/// none traps on what a standard file says.
public enum ClassificationError: Error, Sendable, Equatable {
  /// A missing input (`missing-sex`, `missing-waist`, …) or a value outside the standard's
  /// declared domain (`age-outside-standard`, …).
  case input(InputError)
  /// The age is outside the growth reference's rules or rows.
  case age(GrowthAgeError)
  /// Certified bounds did not settle a comparison within the precision limit.
  case computation(GrowthComputationError)
  /// The value given is of another measure than the standard classifies (a waist given to a
  /// BMI standard).
  case measureMismatch(given: Measure, expected: Measure, standard: String)
  /// The section position is not one of the standard's sections.
  case sectionOutOfRange(Int, count: Int, standard: String)
  /// `classifyForAge` was called on a standard that does not score BMI for age.
  case notBMIForAge(standard: String, measure: Measure)
  /// A height or weight that is zero or negative, so no BMI can be formed.
  case notPositive(InputName)
}

/// The name the error had when only BMI-for-age standards threw it.
public typealias BMIForAgeError = ClassificationError

extension ClassificationError: BMIKitError {
  /// The stable code: the input's (`missing-age`), the growth reference's
  /// (`growth-age.outside-reference`), or `classify.measure-mismatch`,
  /// `classify.section-out-of-range`, `classify.not-bmi-for-age`, `classify.not-positive`.
  public var code: String {
    switch self {
    case .input(let error): error.code
    case .age(let error): error.code
    case .computation(let error): error.code
    case .measureMismatch: "classify.measure-mismatch"
    case .sectionOutOfRange: "classify.section-out-of-range"
    case .notBMIForAge: "classify.not-bmi-for-age"
    case .notPositive: "classify.not-positive"
    }
  }

  /// The explanation in English, or Korean for `ko`, saying what to do instead.
  ///
  /// - Parameter language: A language tag.
  public func message(for language: String) -> String {
    switch self {
    case .input(let error): return error.message(for: language)
    case .age(let error): return error.message(for: language)
    case .computation(let error): return error.message(for: language)
    case .measureMismatch(let given, let expected, let standard):
      return LocalizedText([
        "en": "\(standard) classifies \(expected.symbol), not \(given.symbol); "
          + "classify a Person, which computes the standard's own measure",
        "ko": "\(standard) 기준은 \(given.symbol)이 아니라 \(expected.symbol) 값을 분류합니다. "
          + "Person으로 분류하면 기준에 맞는 값을 계산합니다",
      ]).text(for: language)
    case .sectionOutOfRange(let index, let count, let standard):
      return LocalizedText([
        "en": "\(standard) has \(count) section(s), numbered from 0; section \(index) "
          + "is not one of them; use sectionIndex(for:) to find a person's section",
        "ko": "\(standard) 기준의 구간은 0부터 \(count)개입니다. \(index)번 구간은 없습니다. "
          + "sectionIndex(for:)로 사람의 구간을 찾으세요",
      ]).text(for: language)
    case .notBMIForAge(let standard, let measure):
      return LocalizedText([
        "en": "\(standard) classifies \(measure.symbol), not BMI for age; "
          + "classify a Person instead",
        "ko": "\(standard) 기준은 나이별 BMI가 아니라 \(measure.symbol) 값을 분류합니다. "
          + "Person으로 분류하세요",
      ]).text(for: language)
    case .notPositive(let input):
      return LocalizedText([
        "en": "the \(input.word) must be greater than zero; give the measured value",
        "ko": "\(input.koreanWord) 값은 0보다 커야 합니다. 잰 값을 입력하세요",
      ]).text(for: language)
    }
  }
}

extension ClassificationError: CustomStringConvertible {
  /// `code: message`, in English.
  public var description: String { "\(code): \(message(for: "en"))" }
}

extension GrowthAgeError: BMIKitError {
  /// The explanation in English, or Korean for `ko`.
  ///
  /// - Parameter language: A language tag.
  public func message(for language: String) -> String {
    switch self {
    case .negative:
      LocalizedText([
        "en": "the age is below zero; give the child's age",
        "ko": "나이가 0보다 작습니다. 아이의 나이를 입력하세요",
      ]).text(for: language)
    case .outsideReference:
      LocalizedText([
        "en": "the age is outside the ages the growth reference covers; "
          + "choose a standard for this age",
        "ko": "나이가 성장 기준표가 다루는 범위 밖입니다. 이 나이에 맞는 기준을 고르세요",
      ]).text(for: language)
    }
  }

  /// `code: message`, in English.
  public var description: String { "\(code): \(message(for: "en"))" }
}

extension GrowthComputationError: BMIKitError {
  /// The explanation in English, or Korean for `ko`.
  ///
  /// - Parameter language: A language tag.
  public func message(for language: String) -> String {
    switch self {
    case .precisionLimitReached(let bits):
      LocalizedText([
        "en": "certified bounds did not settle the score at \(bits) bits; "
          + "the BMI is too close to a cut-off to decide, report it",
        "ko": "\(bits)비트 정밀도에서도 점수가 정해지지 않았습니다. "
          + "BMI가 경계값에 너무 가깝습니다. 이 값을 알려 주세요",
      ]).text(for: language)
    }
  }

  /// `code: message`, in English.
  public var description: String { "\(code): \(message(for: "en"))" }
}

extension SectionError: BMIKitError {
  /// `standard.sections`: the inputs and sections do not form a standard.
  package var code: String { "standard.sections" }

  /// Every problem, one per line, after a line saying what to do, in English or Korean.
  ///
  /// - Parameter language: A language tag.
  package func message(for language: String) -> String {
    LocalizedText([
      "en": "the sections do not form a standard; fix each problem:\n" + description,
      "ko": "구간이 기준을 이루지 못합니다. 다음 문제를 하나씩 고치세요:\n" + description,
    ]).text(for: language)
  }
}

extension TableError: BMIKitError {
  /// `standard.table`: the categories do not form a valid table.
  public var code: String { "standard.table" }

  /// Every problem, one per line, after a line saying what to do, in English or Korean.
  ///
  /// - Parameter language: A language tag.
  public func message(for language: String) -> String {
    LocalizedText([
      "en": "the categories do not form a table; fix each problem:\n" + description,
      "ko": "범주가 표를 이루지 못합니다. 다음 문제를 하나씩 고치세요:\n" + description,
    ]).text(for: language)
  }
}

extension GrowthTableError: BMIKitError {
  /// The first problem's code, such as `growth-table.header`.
  package var code: String { problems.first?.code.rawValue ?? "growth-table.empty" }

  /// Every problem with its line and column, in English or Korean.
  ///
  /// - Parameter language: A language tag.
  package func message(for language: String) -> String {
    let lines = problems.map { "\($0.line):\($0.column): \($0.code.rawValue)" }
    return LocalizedText([
      "en": "the LMS table could not be read; fix each problem:\n"
        + lines.joined(separator: "\n"),
      "ko": "LMS 표를 읽지 못했습니다. 다음 문제를 하나씩 고치세요:\n"
        + lines.joined(separator: "\n"),
    ]).text(for: language)
  }

  /// `code: message`, in English.
  package var description: String { "\(code): \(message(for: "en"))" }
}
