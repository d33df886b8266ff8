import BMICore

/// The format's own reading of scalar text: numbers, identifiers and language tags, and the
/// other readings a YAML library that guesses types would give the same text.
enum ScalarGrammar {
  /// What number a scalar's text is, if any.
  enum NumberReading: Equatable {
    case value(ExactDecimal)
    case fault(NumberFault)
    case tooManyFractionDigits(Int)
    case tooLarge
  }

  /// Reads a plain decimal: digits, optionally a point and more digits, optionally a leading
  /// `-` (so that a negative bound is reported as out of range rather than as unreadable).
  ///
  /// Everything else YAML 1.1 or 1.2 would read as a number is refused with the reason:
  /// hexadecimal, octal, binary, `_` separators, exponents, `.inf`, `.nan`, a `+` sign,
  /// base-60 (`1:30`), a decimal comma, a bare point, and a leading zero such as `010`,
  /// which YAML 1.1 reads as octal 8.
  static func number(_ text: String) -> NumberReading {
    plainReading(text) ?? .fault(fault(of: text))
  }

  /// The reading of text written as a plain decimal, or `nil` when it is not one. Never
  /// explains a fault, so the repairs tried in ``fault(of:)`` are checked in linear time
  /// and without recursion (fuzzing found both a cubic blow-up and a stack overflow when
  /// each repair explained itself again).
  private static func plainReading(_ text: String) -> NumberReading? {
    let negative = text.hasPrefix("-")
    let unsigned = negative ? text.dropFirst() : Substring(text)
    let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let isPlain =
      parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { (48...57).contains($0) } }
    guard isPlain else { return nil }
    let whole = parts[0]
    if whole.count > 1 && whole.hasPrefix("0") {
      let trimmed = whole.drop { $0 == "0" }
      let suggestion =
        (trimmed.isEmpty ? "0" : String(trimmed))
        + (parts.count > 1 ? "." + parts[1] : "")
      return .fault(.leadingZero(suggestion: (negative ? "-" : "") + suggestion))
    }
    if parts.count > 1, parts[1].count > ExactDecimal.maximumFractionDigits {
      return .tooManyFractionDigits(parts[1].count)
    }
    guard let value = ExactDecimal(text) else { return .tooLarge }
    return .value(value)
  }

  /// Why text that is not a plain decimal is not one.
  private static func fault(of text: String) -> NumberFault {
    let lower = text.lowercased()
    let unsigned = lower.hasPrefix("-") || lower.hasPrefix("+") ? String(lower.dropFirst()) : lower
    func isPlain(_ candidate: String) -> Bool {
      if case .value = plainReading(candidate) { return true }
      return false
    }
    if unsigned.hasPrefix("0x") { return .hexadecimal }
    if unsigned.hasPrefix("0o") || unsigned.hasPrefix("0b") { return .octalOrBinaryPrefix }
    if [".inf", ".nan", "inf", "nan", "infinity"].contains(unsigned) { return .infinityOrNaN }
    if text.hasPrefix("+"), isPlain(String(text.dropFirst())) {
      return .plusSign(suggestion: String(text.dropFirst()))
    }
    if text.contains("_"), isPlain(text.replacing("_", with: "")) {
      return .separator(suggestion: text.replacing("_", with: ""))
    }
    if text.contains(","), isPlain(text.replacing(",", with: ".")) {
      return .decimalComma(suggestion: text.replacing(",", with: "."))
    }
    if lower.contains("e"), let mantissaEnd = lower.firstIndex(of: "e"),
      isPlain(String(lower[..<mantissaEnd]).replacing("+", with: "")),
      Int(lower[lower.index(after: mantissaEnd)...]) != nil
    {
      return .exponent
    }
    let pieces = unsigned.split(separator: ":", omittingEmptySubsequences: false)
    let isSexagesimal = pieces.allSatisfy { piece in
      !piece.isEmpty && piece.utf8.allSatisfy { (48...57).contains($0) || $0 == 46 }
    }
    if pieces.count > 1, isSexagesimal { return .sexagesimal }
    if unsigned.hasPrefix("."), isPlain("0" + unsigned) {
      return .missingDigits(suggestion: (text.hasPrefix("-") ? "-0" : "0") + unsigned)
    }
    if unsigned.hasSuffix("."), isPlain(String(text.dropLast())) {
      return .missingDigits(suggestion: text + "0")
    }
    return .notANumber
  }

  /// Whether text is an identifier: lowercase ASCII letters, digits and single `-` between
  /// them (`who-2000`, `obese-class-1`).
  static func isIdentifier(_ text: String) -> Bool {
    guard !text.isEmpty, text.utf8.count <= 64 else { return false }
    return text.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { part in
      !part.isEmpty && part.utf8.allSatisfy { (97...122).contains($0) || (48...57).contains($0) }
    }
  }

  /// An identifier close to text that is not one: `Obese Class 1` → `obese-class-1`.
  static func suggestedIdentifier(for text: String) -> String? {
    var result = ""
    for scalar in text.lowercased().unicodeScalars {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        result.unicodeScalars.append(scalar)
      } else if [" ", "_", "-", "."].contains(scalar), !result.isEmpty, !result.hasSuffix("-") {
        result += "-"
      }
    }
    while result.hasSuffix("-") { result.removeLast() }
    return isIdentifier(result) && result != text ? result : nil
  }

  /// Whether text is a language tag such as `en`, `ko`, `zh-Hans` or `pt-BR`.
  static func isLanguageTag(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard let primary = parts.first, (2...3).contains(primary.count),
      primary.utf8.allSatisfy(isASCIILetter)
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (1...8).contains(part.count)
        && part.utf8.allSatisfy { isASCIILetter($0) || (48...57).contains($0) }
    }
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (65...90).contains(byte) || (97...122).contains(byte)
  }

  /// What a YAML library that guesses types (YAML 1.1, or 1.2's core schema) would make of
  /// an unquoted scalar this format reads as text: "the boolean false", "a number", "a
  /// date"; `nil` when every reader takes it as text.
  static func otherReading(ofPlain text: String) -> String? {
    if let boolean = LoadProblem.yaml11Booleans[text] { return "the boolean \(boolean)" }
    // Numbers and dates are short; longer text is text to every reader.
    guard let first = text.utf8.first, text != ".", text.utf8.count <= 64 else { return nil }
    // Everything YAML 1.1 or 1.2 reads as a number starts with a digit, a sign or a point.
    guard (48...57).contains(first) || [43, 45, 46].contains(first) else { return nil }
    if YAMLNumberForms.isNumber(text) { return "a number" }
    if YAMLNumberForms.isDate(text) { return "a date" }
    return nil
  }
}
