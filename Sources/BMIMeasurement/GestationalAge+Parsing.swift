import BMICore
import BMISupport

/// Why a gestation at birth was refused: its text, the character the problem starts at
/// (counted from 1), and a stable code.
public struct GestationError: BMIKitError, Hashable, Sendable {
  /// What is wrong.
  public enum Reason: Hashable, Sendable {
    /// Not written as weeks+days, such as `32+4`.
    case notWeeksAndDays
    /// Days beyond the weeks outside 0 to 6.
    case daysOutOfRange(Int)
    /// Weeks outside 22 to 44.
    case weeksOutOfRange(Int)
    /// A gestation given without the age it corrects.
    case withoutAge
  }

  /// The text given, shown escaped.
  public let text: String
  /// The character the problem starts at, from 1.
  public let position: Int
  /// What is wrong.
  public let reason: Reason

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - text: The text given.
  ///   - position: The character the problem starts at, from 1.
  ///   - reason: What is wrong.
  public init(text: String, position: Int, reason: Reason) {
    self.text = text
    self.position = position
    self.reason = reason
  }

  /// `gestation-malformed`, `gestation-days-out-of-range`, `gestation-weeks-out-of-range`,
  /// `gestation-without-age`.
  public var code: String {
    switch reason {
    case .notWeeksAndDays: "gestation-malformed"
    case .daysOutOfRange: "gestation-days-out-of-range"
    case .weeksOutOfRange: "gestation-weeks-out-of-range"
    case .withoutAge: "gestation-without-age"
    }
  }

  /// The explanation, ending with what to do next.
  ///
  /// - Parameter language: A language tag.
  public func message(for language: String) -> String {
    let shown = VisibleText.escaped(VisibleText.excerpt(text, limit: 40))
    let message: Message
    switch reason {
    case .notWeeksAndDays:
      message = Message(
        en: "The gestation '\(shown)' is not weeks+days (character \(position)); write the "
          + "completed weeks, a plus sign and the days, such as 32+4.",
        ko: "재태 기간 '\(shown)'이 주+일 형식이 아닙니다 (\(position)번째 문자). 32+4처럼 "
          + "완료된 주, 더하기 기호, 일을 쓰세요.")
    case .daysOutOfRange(let days):
      message = Message(
        en: "The gestation '\(shown)' has \(days) days after the weeks (character "
          + "\(position)); days run from 0 to 6, so write 7 days as one more week.",
        ko: "재태 기간 '\(shown)'의 일 수 \(days)이 범위를 벗어납니다 (\(position)번째 문자). "
          + "일은 0부터 6까지이며, 7일은 한 주로 쓰세요.")
    case .weeksOutOfRange(let weeks):
      message = Message(
        en: "The gestation '\(shown)' has \(weeks) weeks (character \(position)); a gestation "
          + "at birth is from 22 to 44 weeks. Check the number.",
        ko: "재태 기간 '\(shown)'의 \(weeks)주는 범위를 벗어납니다 (\(position)번째 문자). "
          + "출생 시 재태 기간은 22주부터 44주까지입니다. 숫자를 확인하세요.")
    case .withoutAge:
      message = Message(
        en: "A gestation corrects an age, and no age was given; give the age (--age, or "
          + "--birth-date with --date).",
        ko: "재태 기간은 나이를 교정하는 값인데 나이가 주어지지 않았습니다. 나이를 주세요 "
          + "(--age, 또는 --birth-date와 --date).")
    }
    return message.localizedText.text(for: language)
  }

  /// `code: message`, in English.
  public var description: String { "\(code): \(message(for: "en"))" }
}

extension GestationalAge {
  /// Reads a gestation written as weeks+days: `32+4`, `30+0`; weeks alone (`34`) are weeks
  /// and no days.
  ///
  /// - Parameter text: The text given.
  /// - Throws: ``GestationError`` naming the character the problem starts at.
  public init(parsing text: String) throws(GestationError) {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    func number() -> Int? {
      var value = 0
      var digits = 0
      while index < scalars.count,
        let digit = scalars[index].properties.numericType == .decimal
          ? Int(String(scalars[index])) : nil, scalars[index].isASCII
      {
        value = value * 10 + digit
        digits += 1
        index += 1
        if digits > 3 { return nil }
      }
      return digits == 0 ? nil : value
    }
    guard let weeks = number() else {
      throw GestationError(text: text, position: index + 1, reason: .notWeeksAndDays)
    }
    var days = 0
    var daysAt = index + 1
    if index < scalars.count {
      guard scalars[index] == "+" else {
        throw GestationError(text: text, position: index + 1, reason: .notWeeksAndDays)
      }
      index += 1
      daysAt = index + 1
      guard let read = number(), index == scalars.count else {
        throw GestationError(text: text, position: index + 1, reason: .notWeeksAndDays)
      }
      days = read
    }
    guard GestationalAge.weekRange.contains(weeks) else {
      throw GestationError(text: text, position: 1, reason: .weeksOutOfRange(weeks))
    }
    guard let gestation = GestationalAge(weeks: weeks, days: days) else {
      throw GestationError(text: text, position: daysAt, reason: .daysOutOfRange(days))
    }
    self = gestation
  }
}
