import BMICore
import BMISupport

// The small pieces of English that several messages share.
extension LoadProblem {
  static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count == 1 ? "0" : "") + digits
  }

  /// `U+0000 NULL (a control character)`, `U+FFFE NONCHARACTER`: a character YAML does
  /// not allow in a file.
  static func describe(_ scalar: Unicode.Scalar) -> String {
    let name = UnicodeNames.describe(scalar)
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F: return name + " (a control character)"
    default: return name
    }
  }

  /// What kind of unsafe character a scalar is, and why it is refused.
  static func unsafeKind(_ scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F:
      "a control character, which a terminal acts on instead of showing"
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
      "a bidirectional control, which reorders the text shown after it"
    case 0x2028, 0x2029:
      "a line or paragraph separator, which starts a new line"
    default:
      "an invisible character"
    }
  }

  /// `!!str` for libyaml's expanded `tag:yaml.org,2002:str`; other tags as written.
  static func shorthand(ofTag tag: String) -> String {
    let prefix = "tag:yaml.org,2002:"
    return tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
  }

  /// `1 space`, `3 spaces`.
  static func spaces(_ count: Int) -> String {
    "\(count) space\(count == 1 ? "" : "s")"
  }

  /// `1 decimal`, `2 decimals`.
  static func decimals(_ count: Int) -> String {
    "\(count) decimal\(count == 1 ? "" : "s")"
  }

  /// `ends below 27`, `ends at 24.9`.
  static func describe(_ upper: UpperBound) -> String {
    switch upper {
    case .none: "has no upper end"
    case .below(let value): "ends below \(value)"
    case .atMost(let value): "ends at \(value)"
    }
  }

  /// `starts at 27.5`, `starts above 25`.
  static func describe(_ lower: LowerBound) -> String {
    switch lower {
    case .none: "has no lower end"
    case .atLeast(let value): "starts at \(value)"
    case .above(let value): "starts above \(value)"
    }
  }

  /// The lower bound that starts exactly where an uncovered stretch starts: `at_least: 27`.
  static func startKey(continuing lower: LowerBound) -> String {
    switch lower {
    case .none: "no lower bound"
    case .atLeast(let value): "at_least: \(value)"
    case .above(let value): "above: \(value)"
    }
  }

  /// The lower bound that starts exactly where `upper` ends: `at_least: 25` after
  /// `below: 25`, `above: 24.9` after `at_most: 24.9`.
  static func startKey(after upper: UpperBound) -> String {
    switch upper {
    case .none: "no lower bound"
    case .below(let value): "at_least: \(value)"
    case .atMost(let value): "above: \(value)"
    }
  }

  /// How an input is declared, for hints: `sex: {values: [female, male]}`.
  static func declarationExample(_ name: String) -> String {
    switch name {
    case "sex": "sex: {values: [female, male]}"
    case "background": "background: {values: [south-asian, other]}"
    case "age": "age: {at_least: 18}"
    default: "\(name): {}"
    }
  }

  /// `at_least includes the value`.
  static func boundMeaning(_ key: String) -> String {
    switch key {
    case "at_least", "at_most": "\(key) includes the value"
    default: "\(key) excludes it"
    }
  }

  /// `a`, `a or b`, `a, b or c`.
  static func alternatives(_ words: [String], conjunction: String = "or") -> String {
    guard let last = words.last else { return "" }
    let rest = words.dropLast()
    return rest.isEmpty ? last : rest.joined(separator: ", ") + " \(conjunction) " + last
  }

  /// The plain words YAML 1.1 reads as booleans, and the boolean each stands for.
  static let yaml11Booleans: [String: String] = {
    let truths = ["y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "true", "True", "TRUE"]
    let falsities = ["n", "N", "no", "No", "NO", "off", "Off", "OFF", "false", "False", "FALSE"]
    return Dictionary(
      uniqueKeysWithValues: truths.map { ($0, "true") } + falsities.map { ($0, "false") })
  }()

  /// What to write instead of a scalar that is not a plain decimal number.
  static func advice(for fault: NumberFault, text: String) -> String {
    switch fault {
    case .hexadecimal:
      return "hexadecimal is not allowed; write the number in decimal"
    case .octalOrBinaryPrefix:
      return "octal and binary are not allowed; write the number in decimal"
    case .leadingZero(let suggestion):
      return "YAML 1.1 readers take a leading 0 as octal; write \(suggestion)"
    case .separator(let suggestion):
      return "'_' separators are not allowed; write \(suggestion)"
    case .exponent:
      return "exponents are not allowed; write the number out in full"
    case .infinityOrNaN:
      return "infinity and NaN are not allowed; write a number such as 18.5"
    case .plusSign(let suggestion):
      return "a '+' sign is not allowed; write \(suggestion)"
    case .sexagesimal:
      return "YAML 1.1 readers take '\(text)' as a base-60 number; write a plain decimal"
    case .decimalComma(let suggestion):
      return "the decimal separator is a point; write \(suggestion)"
    case .missingDigits(let suggestion):
      return "write \(suggestion), with digits on both sides of the point"
    case .notWhole:
      return "write a whole number, without a decimal point"
    case .notANumber:
      return "write a number such as 18.5 or 25"
    }
  }
}

extension LoadProblem {
  /// What is wrong at a place in an LMS table, and what to do about it.
  static func tableAdvice(_ code: GrowthTableProblem.Code, ageColumn: String, unit: String)
    -> String
  {
    switch code {
    case .empty:
      "the table is empty; write the header sex,\(ageColumn),L,M,S and one row per sex and age"
    case .header:
      "the header must begin sex,\(ageColumn),L,M,S; write those five columns first"
    case .fieldCount:
      "this row has a different number of fields from the header; give it the header's columns"
    case .sex: "the sex must be M or F; write M for boys and F for girls"
    case .number: "this is not a plain decimal such as 15.27; write digits with a '.' only"
    case .negativeAge: "the age is negative; ages start at 0"
    case .fractionalAge: "an age in days must be a whole number"
    case .medianNotPositive:
      "M (the median) must be above zero; copy the row again from the source table"
    case .variationNotPositive:
      "S (the coefficient of variation) must be above zero; copy the row again from the source "
        + "table"
    case .outOfOrder:
      "the age is below the previous age of the same sex; sort the rows by sex, then by age"
    case .duplicateAge:
      "the age repeats the previous row of the same sex; keep one row per sex and age"
    case .ageGap:
      "the age is more than 1 \(unit) after the previous row of the same sex; add the rows "
        + "between"
    case .missingSex: "the table has no rows for one sex; give rows for both M and F"
    }
  }
}
