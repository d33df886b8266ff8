import BMICore
import BMISupport
import Testing

@testable import BMIStandards

/// The format's reading of numbers, identifiers and language tags, and of what other YAML
/// readers would make of unquoted text.
struct ScalarGrammarTests {
  @Test(arguments: [
    ("18.5", "18.5"), ("25", "25"), ("0.5", "0.5"), ("0", "0"), ("-20", "-20"),
    ("27.123456", "27.123456"), ("1.10", "1.1"), ("100.000000", "100"),
  ])
  func plainDecimalsAreRead(text: String, value: String) {
    #expect(ScalarGrammar.number(text) == .value(ExactDecimal(value)!))
  }

  @Test(arguments: [
    ("0x10", NumberFault.hexadecimal), ("0X1A", .hexadecimal), ("0o17", .octalOrBinaryPrefix),
    ("0b101", .octalOrBinaryPrefix), ("010", .leadingZero(suggestion: "10")),
    ("007.5", .leadingZero(suggestion: "7.5")), ("00", .leadingZero(suggestion: "0")),
    ("1_000", .separator(suggestion: "1000")), ("1e3", .exponent), ("2.5E+1", .exponent),
    (".inf", .infinityOrNaN), ("-.inf", .infinityOrNaN), (".NaN", .infinityOrNaN),
    ("+25", .plusSign(suggestion: "25")), ("1:30", .sexagesimal), ("1:30:00", .sexagesimal),
    ("18,5", .decimalComma(suggestion: "18.5")), (".5", .missingDigits(suggestion: "0.5")),
    ("5.", .missingDigits(suggestion: "5.0")), ("", .notANumber), ("-", .notANumber),
    ("twenty", .notANumber), ("18.5.1", .notANumber), (" 18", .notANumber), ("١٨", .notANumber),
  ])
  func otherNumberSpellingsAreRefusedWithTheReason(text: String, fault: NumberFault) {
    #expect(ScalarGrammar.number(text) == .fault(fault))
  }

  @Test func limits() {
    #expect(ScalarGrammar.number("26.9999999") == .tooManyFractionDigits(7))
    #expect(ScalarGrammar.number("1.0000000000") == .tooManyFractionDigits(10))
    #expect(
      ScalarGrammar.number("999999999999.999999") == .value(ExactDecimal("999999999999.999999")!))
    #expect(ScalarGrammar.number("1000000000000") == .tooLarge)
  }

  @Test(arguments: [
    ("NO", "the boolean false"), ("no", "the boolean false"), ("Yes", "the boolean true"),
    ("on", "the boolean true"), ("OFF", "the boolean false"), ("y", "the boolean true"),
    ("1.10", "a number"), ("1.0", "a number"), ("2022", "a number"), ("010", "a number"),
    ("0x1F", "a number"), ("1_000", "a number"), ("1:30", "a number"), ("1e3", "a number"),
    (".inf", "a number"), ("-.5", "a number"), ("+12", "a number"), ("2024-01-15", "a date"),
    ("2001-12-14t21:59:43.10-05:00", "a date"),
  ])
  func unquotedTextOtherReadersTypeIsNamed(text: String, reading: String) {
    #expect(ScalarGrammar.otherReading(ofPlain: text) == reading)
  }

  @Test(arguments: [
    "Normal", "who-2000", "1a", ".", "-", "1.2.3", "Obese class I", "정상", "2024-1", "nice",
    "0x", "1:", "e3",
  ])
  func textEveryReaderTakesAsTextHasNoOtherReading(text: String) {
    #expect(ScalarGrammar.otherReading(ofPlain: text) == nil)
  }

  @Test func identifiers() {
    for valid in ["who-2000", "a", "obesity-class-1", "2013", "x1-y2"] {
      #expect(ScalarGrammar.isIdentifier(valid), "\(valid)")
    }
    for invalid in [
      "", "Who", "who_2000", "-a", "a-", "a--b", "정상", "a b", "é",
      String(repeating: "a", count: 65),
    ] {
      #expect(!ScalarGrammar.isIdentifier(invalid), "\(invalid)")
    }
    #expect(ScalarGrammar.suggestedIdentifier(for: "Obese Class 1") == "obese-class-1")
    #expect(ScalarGrammar.suggestedIdentifier(for: "ACME_Clinic") == "acme-clinic")
    #expect(ScalarGrammar.suggestedIdentifier(for: "정상") == nil)
  }

  @Test func languageTags() {
    for valid in ["en", "ko", "zh-Hans", "pt-BR", "yue", "EN", "sr-Latn-RS"] {
      #expect(ScalarGrammar.isLanguageTag(valid), "\(valid)")
    }
    for invalid in ["", "e", "english", "en_GB", "en-", "zh-Hanszzzz1", "한국어", "1en"] {
      #expect(!ScalarGrammar.isLanguageTag(invalid), "\(invalid)")
    }
  }

  @Test func nearMissSuggestions() {
    let keys = StandardDecoder.categoryKeys.allowed
    #expect(EditDistance.closest(to: "at_lest", among: keys) == "at_least")
    #expect(EditDistance.closest(to: "at-least", among: keys) == "at_least")
    #expect(EditDistance.closest(to: "AtLeast", among: keys) == "at_least")
    #expect(EditDistance.closest(to: "lable", among: keys) == "label")
    #expect(EditDistance.closest(to: "healty", among: keys) == "healthy")
    #expect(EditDistance.closest(to: "colour", among: keys) == nil)
    #expect(EditDistance.closest(to: "x", among: keys) == nil)
    #expect(EditDistance.between("kitten", "sitting") == 3)
    #expect(EditDistance.between("ab", "ba") == 1)
  }
}
