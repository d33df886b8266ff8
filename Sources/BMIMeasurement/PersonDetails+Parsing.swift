import BMICore

extension Age {
  /// Reads an age as a person types it: years by default, or with a unit (`42`, `42y`,
  /// `42 years`, `30mo`, `30 months`, `114.5mo`, `400d`, `400 days`), or years and months
  /// (`9y6m`, `9y 6mo`); a decimal comma is read as a point.
  ///
  /// - Parameters:
  ///   - text: The age as typed.
  ///   - defaultUnit: The unit of a number written without one: years, or the unit of a
  ///     column that says it (`age_days`, `age_months`).
  /// - Throws: ``MeasurementError`` with `invalid-age` for text that is no age, or
  ///   `implausible-age` for an age above 150 years.
  public init(parsing text: some StringProtocol, defaultUnit: AgeUnit = .years)
    throws(MeasurementError)
  {
    let typed = String(text).trimmingSpaces
    let tokens: [MeasurementToken]
    // An age may carry up to 20 decimals (`days / 30.4375` written in full), read exactly.
    switch MeasurementLexer.tokens(typed, longDecimals: true) {
    case .success(let found): tokens = found
    case .failure(.empty): throw .empty(.age)
    case .failure(.negative): throw .negative(.age, typed: typed)
    case .failure(.tooManyDigits(let number)):
      throw .tooManyDigits(.age, typed: typed, number: number)
    case .failure: throw .unreadable(.age, typed: typed)
    }
    let unit: AgeUnit
    let number: Rational
    switch TokenShape(tokens) {
    case .bare(let value, _):
      (number, unit) = (value, defaultUnit)
    case .single(let value, let word):
      guard let read = Self.unit(word) else {
        throw .unknownUnit(.age, typed: typed, unit: word, belongsTo: nil)
      }
      (number, unit) = (value, read)
    case .compound(let years, let first, let months, _, let second):
      // `9y6m`, `9y 6mo`: whole years and months under twelve, in months.
      guard Self.unit(first) == .years,
        second.map({ $0 == "m" || Self.unit($0) == .months }) ?? false,
        months < Rational(12)
      else { throw .unreadable(.age, typed: typed) }
      (number, unit) = (years * Rational(12) + months, .months)
    default:
      throw .unreadable(.age, typed: typed)
    }
    guard let age = Age(number, unit) else { throw .negative(.age, typed: typed) }
    let years = age.value(in: .years)
    guard Plausibility.ageYears.isPossible(years) else {
      throw .impossible(.age, value: years)
    }
    self = age
  }

  private static func unit(_ word: String) -> AgeUnit? {
    switch word {
    case "y", "yr", "yrs", "year", "years": .years
    case "mo", "mos", "month", "months": .months
    case "d", "day", "days": .days
    default: nil
    }
  }
}

extension Age {
  /// The age in whole days from a birth date to the date of measurement, both written
  /// `YYYY-MM-DD` (proleptic Gregorian calendar), as WHO's and CDC's software count it.
  ///
  /// - Parameters:
  ///   - birthDate: The date of birth, such as `2015-03-01`.
  ///   - date: The date of measurement, such as `2024-09-15`.
  /// - Throws: ``MeasurementError`` with `invalid-age` for text that is no such date,
  ///   `negative-age` for a measurement before the birth, `implausible-age` for more than
  ///   150 years.
  public init(birthDate: some StringProtocol, date: some StringProtocol)
    throws(MeasurementError)
  {
    let birthText = String(birthDate).trimmingSpaces
    let dateText = String(date).trimmingSpaces
    guard let born = CalendarDay(parsing: birthText) else {
      throw .unreadable(.age, typed: birthText)
    }
    guard let measured = CalendarDay(parsing: dateText) else {
      throw .unreadable(.age, typed: dateText)
    }
    let days = measured.daysSinceEpoch - born.daysSinceEpoch
    guard days >= 0 else { throw .negative(.age, typed: birthText + " … " + dateText) }
    guard let age = Age(Rational(days), .days),
      Plausibility.ageYears.isPossible(age.value(in: .years))
    else { throw .impossible(.age, value: Rational(days)) }
    self = age
  }
}

/// A date of the proleptic Gregorian calendar, read from `YYYY-MM-DD`.
package struct CalendarDay {
  let year: Int
  let month: Int
  let day: Int

  /// Reads `YYYY-MM-DD` with a real month and day (29 February only in leap years).
  init?(parsing text: String) {
    var text = text
    guard let read = text.withUTF8({ CalendarDay(ascii: $0) }) else { return nil }
    self = read
  }

  /// Reads exactly the ten bytes `YYYY-MM-DD` (ASCII digits, a real month and day), as
  /// ``init(parsing:)`` reads the text; `bmi batch` reads a file's dates here, in place.
  ///
  /// - Parameter bytes: The date's bytes, without spaces around it.
  package init?(ascii bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-")
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        let digit = Int(bytes[index]) - 0x30
        guard (0...9).contains(digit) else { return nil }
        value = value * 10 + digit
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      (1...12).contains(month), day >= 1, day <= Self.length(ofMonth: month, year: year)
    else { return nil }
    (self.year, self.month, self.day) = (year, month, day)
  }

  static func length(ofMonth month: Int, year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 (H. Hinnant's `days_from_civil`, public-domain algorithm).
  package var daysSinceEpoch: Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}

extension Sex {
  /// Reads a sex as a person types it, in any letter case: `female`, `f`, `woman`, `여`,
  /// `여성`, `여자`; `male`, `m`, `man`, `남`, `남성`, `남자`.
  ///
  /// - Parameter text: The sex as typed.
  /// - Throws: ``MeasurementError`` with `invalid-sex` for anything else.
  public init(parsing text: some StringProtocol, defaultUnit: AgeUnit = .years)
    throws(MeasurementError)
  {
    let typed = String(text).trimmingSpaces
    switch typed.lowercased() {
    case "female", "f", "woman", "women", "girl", "여", "여성", "여자": self = .female
    case "male", "m", "man", "men", "boy", "남", "남성", "남자": self = .male
    case "": throw .empty(.sex)
    default: throw .unreadable(.sex, typed: typed)
    }
  }
}

/// Family backgrounds as standards declare them: lowercase words joined by `-`.
public enum Background {
  /// The word a typed background stands for: lowercased, with spaces and `_` as `-`
  /// (`South Asian` is `south-asian`). Whether the standard declares it is the standard's
  /// to say.
  ///
  /// - Parameter text: The background as typed.
  /// - Throws: ``MeasurementError`` with `missing-background`'s kind for empty text.
  public static func word(parsing text: some StringProtocol) throws(MeasurementError) -> String {
    let typed = String(text).trimmingSpaces
    guard !typed.isEmpty else { throw .empty(.background) }
    var word = ""
    for character in typed.lowercased() {
      word.append(character == " " || character == "_" ? "-" : character)
    }
    return word
  }
}
