import BMICore
import Testing

@testable import BMIMeasurement

struct MeasurementParserTests {
  struct Accepted: Sendable, CustomTestStringConvertible {
    let text: String
    /// The exact value, as a fraction `numerator/denominator` of cm or kg.
    let numerator: Int
    let denominator: Int
    var testDescription: String { "'\(text)'" }
  }

  static let heights: [Accepted] = [
    Accepted(text: "170", numerator: 170, denominator: 1),
    Accepted(text: " 170 ", numerator: 170, denominator: 1),
    Accepted(text: "170,5", numerator: 341, denominator: 2),
    Accepted(text: "170.5", numerator: 341, denominator: 2),
    Accepted(text: "170.", numerator: 170, denominator: 1),
    Accepted(text: "170cm", numerator: 170, denominator: 1),
    Accepted(text: "170 CM", numerator: 170, denominator: 1),
    Accepted(text: "1.70m", numerator: 170, denominator: 1),
    Accepted(text: "1,70 m", numerator: 170, denominator: 1),
    Accepted(text: "67in", numerator: 67 * 254, denominator: 100),
    Accepted(text: "67\"", numerator: 67 * 254, denominator: 100),
    Accepted(text: "5ft7in", numerator: 67 * 254, denominator: 100),
    Accepted(text: "5 ft 7 in", numerator: 67 * 254, denominator: 100),
    Accepted(text: "5'7\"", numerator: 67 * 254, denominator: 100),
    Accepted(text: "5' 7", numerator: 67 * 254, denominator: 100),
    Accepted(text: "5'7''", numerator: 67 * 254, denominator: 100),
    Accepted(text: "5\u{2019}7\u{201D}", numerator: 67 * 254, denominator: 100),
    Accepted(text: "6ft", numerator: 72 * 254, denominator: 100),
    Accepted(text: "5ft7.5in", numerator: 675 * 254, denominator: 1000),
  ]

  @Test(arguments: heights)
  func readsHeights(_ testCase: Accepted) throws {
    let value = try MeasurementParser.height(testCase.text)
    #expect(value == Rational(testCase.numerator, testCase.denominator))
  }

  static let weights: [Accepted] = [
    Accepted(text: "65", numerator: 65, denominator: 1),
    Accepted(text: "64,5", numerator: 129, denominator: 2),
    Accepted(text: "65kg", numerator: 65, denominator: 1),
    Accepted(text: "65 kgs", numerator: 65, denominator: 1),
    Accepted(text: "143lb", numerator: 143 * 45_359_237, denominator: 100_000_000),
    Accepted(text: "143 lbs", numerator: 143 * 45_359_237, denominator: 100_000_000),
    Accepted(text: "10st3lb", numerator: 143 * 45_359_237, denominator: 100_000_000),
    Accepted(text: "10 st 3", numerator: 143 * 45_359_237, denominator: 100_000_000),
    Accepted(text: "10st", numerator: 140 * 45_359_237, denominator: 100_000_000),
  ]

  @Test(arguments: weights)
  func readsWeights(_ testCase: Accepted) throws {
    let value = try MeasurementParser.weight(testCase.text)
    #expect(value == Rational(testCase.numerator, testCase.denominator))
  }

  /// Texts with and without white space at their ends, of one or more scalars a character.
  static let trimmed: [String] = [
    "", " ", "  ", "170", " 170", "170 ", " 170 ", "\t170\n", "\r\n170\r\n", "\u{A0}70\u{2003}",
    "1 7 0", "e\u{301}", " e\u{301} ", "\u{301}", "\n\u{301}", "70kg\u{3000}", "키 170",
  ]

  /// Trimming drops what dropping white-space characters from both ends drops, whether the
  /// text has any there or not.
  @Test(arguments: trimmed)
  func trimmingDropsWhiteSpaceAtBothEndsOnly(_ text: String) {
    let dropped = String(
      text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    #expect(text.trimmingSpaces == dropped)
  }

  /// The lexer's classes of characters answer ASCII without Unicode's tables, and
  /// everything as those tables do.
  @Test func characterClassesAreUnicodesOnEveryCharacterTyped() {
    let characters =
      (0..<0x3100).compactMap { Unicode.Scalar($0).map(Character.init) }
      + ["\r\n", "e\u{301}", "1\u{20E3}", "\u{1F600}"]
    for character in characters {
      let scalar = character.unicodeScalars.first!.value
      #expect(character.isSpace == character.isWhitespace, "U+\(scalar)")
      #expect(character.isASCIIDigit == (character.isASCII && character.isNumber), "U+\(scalar)")
      #expect(character.isASCIILetter == (character.isASCII && character.isLetter), "U+\(scalar)")
    }
  }

  @Test func defaultUnitsApplyToBareNumbersOnly() throws {
    #expect(try MeasurementParser.height("1.7", defaultUnit: .metres) == Rational(170, 1))
    #expect(try MeasurementParser.height("67", defaultUnit: .inches) == Rational(67 * 254, 100))
    #expect(try MeasurementParser.height("170cm", defaultUnit: .metres) == Rational(170, 1))
    #expect(
      try MeasurementParser.weight("143", defaultUnit: .pounds)
        == Rational(143 * 45_359_237, 100_000_000))
  }

  @Test func exactConversionKeepsTheCutOff() throws {
    // 5 ft 3 in = 160.02 cm; 160 cm / 64 kg is exactly 25 and stays exactly 25.
    let height = try MeasurementParser.height("1.60m")
    let weight = try MeasurementParser.weight("64kg")
    #expect(
      BodyMassIndex(heightCentimetres: height, weightKilograms: weight)?.value == Rational(25, 1))
  }

  struct Refused: Sendable, CustomTestStringConvertible {
    let text: String
    let isHeight: Bool
    let code: String
    /// A piece of the message that tells the user what to type.
    let hint: String
    var testDescription: String { "'\(text)' → \(code)" }
  }

  static let refusals: [Refused] = [
    Refused(text: "", isHeight: true, code: "invalid-height", hint: "such as 170"),
    Refused(text: "   ", isHeight: true, code: "invalid-height", hint: "No height given"),
    Refused(text: "-170", isHeight: true, code: "invalid-height", hint: "cannot be negative"),
    Refused(text: "abc", isHeight: true, code: "invalid-height", hint: "Cannot read 'abc'"),
    Refused(text: "170cms2", isHeight: true, code: "invalid-height", hint: "Cannot read"),
    Refused(text: "170kg", isHeight: true, code: "invalid-height", hint: "unit of weight"),
    Refused(text: "65cm", isHeight: false, code: "invalid-weight", hint: "unit of height"),
    Refused(text: "170 furlongs", isHeight: true, code: "invalid-height", hint: "Height units"),
    Refused(
      text: "1,700.5", isHeight: true, code: "ambiguous-number", hint: "Write '1700.5'"),
    Refused(text: "1,700", isHeight: true, code: "ambiguous-number", hint: "'1700' or '1.7'"),
    Refused(text: "1.700.5", isHeight: true, code: "invalid-height", hint: "not a number"),
    Refused(text: ".5m", isHeight: true, code: "invalid-height", hint: "not a number"),
    Refused(text: "170.1234567", isHeight: true, code: "invalid-height", hint: "too many digits"),
    Refused(
      text: "1７0", isHeight: true, code: "invalid-height",
      hint: "U+FF17 FULLWIDTH DIGIT SEVEN"),
    Refused(text: "5ft13in", isHeight: true, code: "invalid-height", hint: "less than 12"),
    Refused(text: "10st15lb", isHeight: false, code: "invalid-weight", hint: "less than 14"),
    Refused(text: "1.70", isHeight: true, code: "ambiguous-unit", hint: "Did you mean '1.70m'?"),
    Refused(
      text: "5.7", isHeight: true, code: "ambiguous-unit",
      hint: "Did you mean '5ft7in' or '5.7ft'?"),
    Refused(text: "1700", isHeight: true, code: "ambiguous-unit", hint: "'170cm'"),
    Refused(text: "17m", isHeight: true, code: "implausible-height", hint: "not possible"),
    Refused(text: "170m", isHeight: true, code: "implausible-height", hint: "'170cm'"),
    Refused(text: "0", isHeight: false, code: "implausible-weight", hint: "0 kg is not possible"),
    Refused(text: "65000", isHeight: false, code: "ambiguous-unit", hint: "'65kg'"),
    Refused(text: "900kg", isHeight: false, code: "implausible-weight", hint: "0.2–700 kg"),
  ]

  @Test(arguments: refusals)
  func refuses(_ testCase: Refused) {
    do {
      if testCase.isHeight {
        _ = try MeasurementParser.height(testCase.text)
      } else {
        _ = try MeasurementParser.weight(testCase.text)
      }
      Issue.record("'\(testCase.text)' was accepted")
    } catch {
      #expect(error.code == testCase.code)
      #expect(error.message(for: "en").contains(testCase.hint), "\(error.message(for: "en"))")
      #expect(error.message(for: "ko") != error.message(for: "en"))
    }
  }

  @Test func readsABodyMassIndex() throws {
    #expect(try MeasurementParser.bodyMassIndex("22,95") == Rational(2295, 100))
    #expect(throws: MeasurementError.self) { try MeasurementParser.bodyMassIndex("22 kg") }
    do {
      _ = try MeasurementParser.bodyMassIndex("300")
      Issue.record("BMI 300 accepted")
    } catch {
      #expect(error.code == "implausible-bmi")
    }
  }
}

struct PlausibilityTests {
  @Test func limitsAreOrderedAndBeyondTheRecords() {
    let height = Plausibility.heightCentimetres
    // Tallest person on record 272 cm; shortest adult 54.6 cm: both must be possible.
    #expect(height.isPossible(Rational(272, 1)))
    #expect(height.isPossible(Rational(546, 10)))
    #expect(!height.isPossible(Rational(1700, 1)))
    #expect(!Plausibility.weightKilograms.isPossible(Rational(0, 1)))
    // Heaviest person on record about 635 kg.
    #expect(Plausibility.weightKilograms.isPossible(Rational(635, 1)))
  }

  @Test func rareValuesWarnWithStableCodes() {
    #expect(Plausibility.warning(heightCentimetres: Rational(95, 1))?.code == "rare-height")
    #expect(Plausibility.warning(heightCentimetres: Rational(170, 1)) == nil)
    #expect(Plausibility.warning(weightKilograms: Rational(350, 1))?.code == "rare-weight")
    #expect(Plausibility.warning(bodyMassIndex: Rational(11, 1))?.code == "rare-bmi")
    #expect(Plausibility.warning(bodyMassIndex: Rational(22, 1)) == nil)
  }

  @Test func anImpossibleCombinationIsRefused() throws {
    // 60 cm and 150 kg are each possible; together they make BMI 416.7.
    let bmi = try #require(
      BodyMassIndex(heightCentimetres: Rational(60, 1), weightKilograms: Rational(150, 1)))
    #expect(throws: MeasurementError.self) { try Plausibility.check(bodyMassIndex: bmi.value) }
  }
}
