import BMICore
import BMIMeasurement
import BMISupport

/// Why a row was flagged instead of classified, with the stable code written in its `error`
/// column.
public struct RowProblem: Error, Equatable, Sendable {
  /// The stable code, such as `invalid-height` or `missing-value`.
  public let code: String
  /// Where the words come from. A refusal of the parser keeps the refusal and words it
  /// when asked: most runs write only the code, and the words of one cost more than the
  /// rest of its row.
  private let source: Source

  private enum Source: Equatable, Sendable {
    case words(Message)
    case refusal(MeasurementError)
  }

  /// What is wrong, in each language.
  var text: Message {
    switch source {
    case .words(let message): message
    case .refusal(let error): Message(error.message)
    }
  }

  /// What is wrong, in English and Korean.
  package var message: LocalizedText { text.localizedText }

  /// What is wrong in a language: Korean for `ko`, English otherwise.
  ///
  /// - Parameter language: A language tag.
  public func message(for language: String) -> String { message.text(for: language) }

  /// Problems are the same when their codes and words are.
  public static func == (left: RowProblem, right: RowProblem) -> Bool {
    left.code == right.code && (left.source == right.source || left.text == right.text)
  }

  /// An empty field, or a missing key.
  static let missingValue = RowProblem(
    code: "missing-value",
    message: Message(
      en: "the value is empty; fill it in, or leave the row to be flagged",
      ko: "값이 비어 있습니다. 값을 채우거나, 이 행이 표시되도록 두세요"))

  /// A record with more or fewer fields than the header.
  static func fieldCount(found: Int, expected: Int) -> RowProblem {
    RowProblem(
      code: "field-count",
      message: Message(
        en: "the row has \(found) field\(found == 1 ? "" : "s") but the header has "
          + "\(expected); put fields that hold commas in double quotes",
        ko: "이 행의 필드는 \(found)개인데 머리글은 \(expected)개입니다. 쉼표가 든 필드는 "
          + "큰따옴표로 묶으세요"))
  }

  /// A record with more fields than the header: in CSV output its whole text is kept,
  /// quoted, in the first column, so the row has the header's number of fields (in
  /// tab-separated output, which has no quotes, the fields beyond the header follow the
  /// answers).
  static func extraFields(found: Int, expected: Int) -> RowProblem {
    RowProblem(
      code: "extra-fields",
      message: Message(
        en: "the row has \(found) fields but the header has \(expected); the whole record is "
          + "kept in the first column (tab-separated: after the answers). Put fields that hold commas in double quotes",
        ko: "이 행의 필드는 \(found)개인데 머리글은 \(expected)개입니다. 레코드 전체를 첫 열에 "
          + "남깁니다(탭 구분 파일은 답 뒤에). 쉼표가 든 필드는 큰따옴표로 묶으세요"))
  }

  /// A record that breaks the CSV rules (text after a closing quote): its text is kept,
  /// whole, in the first column, and reading resumes at the next line end.
  static let malformedRecord = RowProblem(
    code: "malformed-csv",
    message: Message(
      en: "the record is not valid CSV: a quoted field must end at a comma or a line end "
        + "(inside quotes, write a quote twice); its text is kept whole in the first column",
      ko: "올바른 CSV 레코드가 아닙니다: 따옴표로 묶은 필드는 쉼표나 줄 끝에서 끝나야 합니다 "
        + "(따옴표 안의 따옴표는 두 번 쓰세요). 레코드 전체를 첫 열에 남깁니다"))

  /// A JSON line holding a character JSON text may not carry between systems: a
  /// noncharacter (U+FFFE, U+FDD0…) raw or escaped, or an escaped surrogate without its
  /// pair (RFC 7493, section 2.1).
  static func invalidCharacter(_ description: String) -> RowProblem {
    RowProblem(
      code: "invalid-character",
      message: Message(
        en: "the line holds \(description), which JSON text exchanged between systems may "
          + "not hold (RFC 7493, section 2.1); remove it or write the character meant",
        ko: "이 줄에 \(description, particle: .subject) 있습니다. 시스템 사이에 주고받는 JSON 텍스트에는 "
          + "쓸 수 없는 문자입니다 (RFC 7493, 2.1절). 지우거나 뜻한 문자로 바꾸세요"))
  }

  /// The same key twice on a JSON line, so which value to classify is unknown.
  static func duplicateKey(_ key: String) -> RowProblem {
    let key = VisibleText.excerpt(key)
    return RowProblem(
      code: "duplicate-key",
      message: Message(
        en: "the key '\(key)' appears more than once; keep one of its values",
        ko: "'\(key)' 키가 두 번 이상 나옵니다. 값 하나만 남기세요"))
  }

  /// A refusal of the measurement parser or the plausibility limits.
  init(_ error: MeasurementError) {
    code = error.code
    source = .refusal(error)
  }

  /// A problem with its code and message.
  init(code: String, message: Message) {
    self.code = code
    source = .words(message)
  }
}

/// How batch reads the values its fast path leaves, and which values are possible: the
/// measurement parser and plausibility limits of `bmi classify`, so both give the same
/// answer for the same text.
struct BatchValueRules: Sendable {
  /// The unit of heights written without one.
  let heightUnit: HeightUnit
  /// The unit of weights written without one.
  let weightUnit: WeightUnit

  /// Possible heights, in millionths of a centimetre, for the fast path.
  let possibleHeightMillionths: ClosedRange<Int64>
  /// Possible weights, in millionths of a kilogram, for the fast path.
  let possibleWeightMillionths: ClosedRange<Int64>
  /// Possible BMIs, in millionths.
  let possibleBMIMillionths: ClosedRange<Int64>
  /// The integer reading of plain decimals in the default units.
  let unitScaled: UnitScaledRules?

  /// The rules for values in these default units.
  init(heightUnit: HeightUnit, weightUnit: WeightUnit) {
    self.heightUnit = heightUnit
    self.weightUnit = weightUnit
    possibleHeightMillionths = Self.millionths(Plausibility.heightCentimetres)
    possibleWeightMillionths = Self.millionths(Plausibility.weightKilograms)
    possibleBMIMillionths = Self.millionths(Plausibility.bodyMassIndex)
    unitScaled = UnitScaledRules(heightUnit: heightUnit, weightUnit: weightUnit)
  }

  /// A plain decimal from the fast path as millionths of a centimetre, or `nil` when the
  /// unit is not a decimal multiple of centimetres or the height is impossible; the parser
  /// then decides, and explains.
  @inline(__always)
  func fastHeight(_ millionths: Int64) -> Int64? {
    let centimetres: Int64
    switch heightUnit {
    case .centimetres: centimetres = millionths
    case .metres:
      guard millionths < Int64.max / 100 else { return nil }
      centimetres = millionths &* 100
    case .inches: return nil
    }
    return possibleHeightMillionths.contains(centimetres) ? centimetres : nil
  }

  /// A plain decimal from the fast path as millionths of a kilogram, or `nil` as for heights.
  @inline(__always)
  func fastWeight(_ millionths: Int64) -> Int64? {
    guard weightUnit == .kilograms else { return nil }
    return possibleWeightMillionths.contains(millionths) ? millionths : nil
  }

  /// A plain decimal BMI from the fast path, or `nil` when it is impossible.
  @inline(__always)
  func fastBMI(_ millionths: Int64) -> Int64? {
    possibleBMIMillionths.contains(millionths) ? millionths : nil
  }

  /// Whether a BMI computed from a possible height and weight is itself possible, as
  /// `bmi classify` judges it.
  @inline(__always)
  func isPossible(_ value: MillionthsClassifier.Value) -> Bool { Plausibility.isPossible(value) }

  /// Reads a height as `bmi classify` does.
  ///
  /// - Parameter text: The field's text, not blank.
  /// - Returns: The height, or why it cannot be used.
  func height(_ text: String) -> Result<Height, RowProblem> {
    do throws(MeasurementError) {
      return .success(try Height(parsing: text, defaultUnit: heightUnit))
    } catch {
      return .failure(RowProblem(error))
    }
  }

  /// Reads a weight as `bmi classify` does.
  func weight(_ text: String) -> Result<Weight, RowProblem> {
    do throws(MeasurementError) {
      return .success(try Weight(parsing: text, defaultUnit: weightUnit))
    } catch {
      return .failure(RowProblem(error))
    }
  }

  /// Reads a waist as `bmi classify --waist` does: centimetres unless a unit is written.
  func waist(_ text: String) -> Result<Waist, RowProblem> {
    do throws(MeasurementError) {
      return .success(try Waist(parsing: text))
    } catch {
      return .failure(RowProblem(error))
    }
  }

  /// Reads a sex as `bmi classify --sex` does.
  func sex(_ text: String) -> Result<Sex, RowProblem> {
    do throws(MeasurementError) {
      return .success(try Sex(parsing: text))
    } catch {
      return .failure(RowProblem(error))
    }
  }

  /// Reads an age as `bmi classify --age` does: years unless a unit is written.
  func age(_ text: String) -> Result<Age, RowProblem> { age(text, defaultUnit: .years) }

  /// Reads an age as `bmi classify --age` does, a plain number being in `defaultUnit`.
  func age(_ text: String, defaultUnit: AgeUnit) -> Result<Age, RowProblem> {
    do throws(MeasurementError) {
      return .success(try Age(parsing: text, defaultUnit: defaultUnit))
    } catch {
      return .failure(RowProblem(error))
    }
  }

  /// The age between a date of birth and a date of measurement, as `bmi classify
  /// --birth-date … --date …` reads them.
  func age(birthDate: String, date: String) -> Result<Age, RowProblem> {
    do throws(MeasurementError) {
      return .success(try Age(birthDate: birthDate, date: date))
    } catch {
      return .failure(RowProblem(error))
    }
  }

  /// Reads a family background as `bmi classify --background` does.
  func background(_ text: String) -> Result<String, RowProblem> {
    do throws(MeasurementError) {
      return .success(try Background.word(parsing: text))
    } catch {
      return .failure(RowProblem(error))
    }
  }

  /// Reads a BMI as `bmi classify --bmi` does.
  func bmi(_ text: String) -> Result<Rational, RowProblem> {
    do throws(MeasurementError) {
      return .success(try MeasurementParser.bodyMassIndex(text))
    } catch {
      return .failure(RowProblem(error))
    }
  }

  /// The BMI of a height and weight as `bmi classify` computes and checks it.
  func bodyMassIndex(_ height: Height, _ weight: Weight) -> Result<BodyMassIndex, RowProblem> {
    do throws(MeasurementError) {
      return .success(try BMIMeasurement.bodyMassIndex(height: height, weight: weight))
    } catch {
      return .failure(RowProblem(error))
    }
  }

  /// The whole millionths inside inclusive limits.
  private static func millionths(_ limits: PlausibilityLimits) -> ClosedRange<Int64> {
    limits.impossibleBelow.millionths...limits.impossibleAbove.millionths
  }
}

extension RowProblem: BMIKitError {
  /// `code: message`, in English.
  public var description: String { "\(code): \(message.text(for: "en"))" }
}
