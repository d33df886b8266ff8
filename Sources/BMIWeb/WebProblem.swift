import BMIBuiltIns
import BMIMeasurement
import BMISupport

/// Why the page cannot show a result: for one field (`height`, `weight`, `bmi`, `standard`)
/// a stable code and the message `bmi` gives for the same input, in the request's language.
package struct WebProblem: Sendable {
  /// The field the problem belongs to.
  package let field: String
  /// The stable code, such as `ambiguous-number`.
  package let code: String
  /// What is wrong and what to type instead.
  package let message: String

  /// A refused height, weight or BMI, filed under the kind of value it is about.
  init(_ error: MeasurementError, language: DisplayLanguage) {
    field = error.kind.rawValue
    code = error.code
    message = error.message(for: language.messages.rawValue)
  }

  /// A refused gestation at birth.
  init(_ error: GestationError, language: DisplayLanguage) {
    field = "gestation"
    code = error.code
    message = error.message(for: language.messages.rawValue)
  }

  /// A name that is no compiled-in standard's.
  init(_ error: StandardNameError, language: DisplayLanguage) {
    field = "standard"
    code = error.code
    message = error.message(for: language.messages.rawValue)
  }

  /// A problem this module finds itself.
  init(field: String, code: String, message: Message, language: DisplayLanguage) {
    self.field = field
    self.code = code
    self.message = message.text(in: language)
  }

  /// A BMI together with a height or weight, which could disagree.
  static let bothBMIAndMeasurements = (
    code: "bmi-and-measurements",
    message: Message(
      en: "Give either a BMI or a height and a weight, not both.",
      ko: "BMI 또는 키와 몸무게 중 하나만 입력하세요.")
  )

  /// An age together with a date of birth, which could disagree.
  static let bothAgeAndBirthDate = (
    code: "age-and-birth-date",
    message: Message(
      en: "Give either an age or a date of birth and a date of measurement, not both.",
      ko: "나이 또는 생년월일과 측정일 중 하나만 입력하세요.")
  )

  /// A date of birth without the date of measurement, or the other way round.
  static let bothDatesNeeded = (
    code: "missing-date",
    message: Message(
      en: "Give both the date of birth and the date of measurement (YYYY-MM-DD).",
      ko: "생년월일과 측정일을 모두 입력하세요(YYYY-MM-DD).")
  )

  var json: JSONValue {
    .object([("field", .string(field)), ("code", .string(code)), ("message", .string(message))])
  }
}
