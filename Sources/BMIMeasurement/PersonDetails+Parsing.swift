import BMICore

extension Age {
  /// Reads an age as a person types it: years by default, or with a unit (`42`, `42y`,
  /// `42 years`, `30mo`, `30 months`, `400d`, `400 days`); a decimal comma is read as a
  /// point.
  ///
  /// - Parameter text: The age as typed.
  /// - Throws: ``MeasurementError`` with `invalid-age` for text that is no age, or
  ///   `implausible-age` for an age above 150 years.
  public init(parsing text: some StringProtocol) throws(MeasurementError) {
    let typed = String(text).trimmingSpaces
    let tokens: [MeasurementToken]
    switch MeasurementLexer.tokens(typed) {
    case .success(let found): tokens = found
    case .failure(.empty): throw .empty(.age)
    case .failure(.negative): throw .negative(.age, typed: typed)
    case .failure: throw .unreadable(.age, typed: typed)
    }
    let unit: AgeUnit
    let number: Rational
    switch TokenShape(tokens) {
    case .bare(let value, _):
      (number, unit) = (value, .years)
    case .single(let value, let word):
      guard let read = Self.unit(word) else {
        throw .unknownUnit(.age, typed: typed, unit: word, belongsTo: nil)
      }
      (number, unit) = (value, read)
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

extension Sex {
  /// Reads a sex as a person types it, in any letter case: `female`, `f`, `woman`, `여`,
  /// `여성`, `여자`; `male`, `m`, `man`, `남`, `남성`, `남자`.
  ///
  /// - Parameter text: The sex as typed.
  /// - Throws: ``MeasurementError`` with `invalid-sex` for anything else.
  public init(parsing text: some StringProtocol) throws(MeasurementError) {
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
