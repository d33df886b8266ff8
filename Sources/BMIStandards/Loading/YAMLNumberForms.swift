/// The number and date forms of YAML 1.1 and 1.2's core schema, matched by hand (no
/// `Regex`, which needs iOS 16 and macOS 13), for explaining what another YAML reader would
/// make of an unquoted scalar.
///
/// The forms, each optionally signed except NaN: `0b[01_]+`, `0o?[0-7_]+`,
/// `0|[1-9][0-9_]*`, `0x[0-9a-fA-F_]+`, sexagesimal `[0-9][0-9_]*(:[0-5]?[0-9])+(.[0-9_]*)?`,
/// `([0-9][0-9_]*)?.[0-9_]*([eE][-+]?[0-9]+)?`, `[0-9][0-9_]*[eE][-+]?[0-9]+`, `.inf`,
/// `.nan`; dates `[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}`, optionally followed by `T`, `t` or
/// blanks and anything.
enum YAMLNumberForms {
  /// Whether another YAML reader would read the text as a number.
  static func isNumber(_ text: String) -> Bool {
    var bytes = Array(text.utf8)[...]
    if [".nan", ".NaN", ".NAN"].contains(text) { return true }
    if let first = bytes.first, first == plus || first == minus { bytes = bytes.dropFirst() }
    let body = bytes
    if [".inf", ".Inf", ".INF"].contains(String(decoding: body, as: UTF8.self)) { return true }
    return prefixed(body, "0b", allowing: { $0 == 48 || $0 == 49 || $0 == underscore })
      || octal(body)
      || decimalInteger(body)
      || prefixed(body, "0x", allowing: { isHexDigit($0) || $0 == underscore })
      || sexagesimal(body) || pointed(body) || exponentOnly(body)
  }

  /// Whether another YAML reader would read the text as a date.
  static func isDate(_ text: String) -> Bool {
    var rest = Array(text.utf8)[...]
    guard take(&rest, digits: 4...4), take(&rest, byte: minus), take(&rest, digits: 1...2),
      take(&rest, byte: minus), take(&rest, digits: 1...2)
    else { return false }
    guard let next = rest.first else { return true }
    return next == UInt8(ascii: "T") || next == UInt8(ascii: "t") || next == space
      || next == tab
  }

  // MARK: - The forms

  private static func prefixed(
    _ body: ArraySlice<UInt8>, _ prefix: String, allowing allowed: (UInt8) -> Bool
  ) -> Bool {
    let head = Array(prefix.utf8)
    guard body.count > head.count, body.prefix(head.count).elementsEqual(head) else {
      return false
    }
    return body.dropFirst(head.count).allSatisfy(allowed)
  }

  private static func octal(_ body: ArraySlice<UInt8>) -> Bool {
    guard body.first == zero else { return false }
    var rest = body.dropFirst()
    if rest.first == UInt8(ascii: "o") { rest = rest.dropFirst() }
    return !rest.isEmpty && rest.allSatisfy { (48...55).contains($0) || $0 == underscore }
  }

  private static func decimalInteger(_ body: ArraySlice<UInt8>) -> Bool {
    guard let first = body.first else { return false }
    if first == zero { return body.count == 1 }
    return (49...57).contains(first) && body.dropFirst().allSatisfy(isDigitOrUnderscore)
  }

  private static func sexagesimal(_ body: ArraySlice<UInt8>) -> Bool {
    var rest = body
    guard takeDigitsAndUnderscores(&rest, leadingDigit: true) else { return false }
    var groups = 0
    while rest.first == colon {
      rest = rest.dropFirst()
      // [0-5]?[0-9]
      guard let first = rest.first, isDigit(first) else { return false }
      rest = rest.dropFirst()
      if (48...53).contains(first), let second = rest.first, isDigit(second) {
        rest = rest.dropFirst()
      }
      groups += 1
    }
    guard groups > 0 else { return false }
    if rest.first == point {
      rest = rest.dropFirst()
      return rest.allSatisfy(isDigitOrUnderscore)
    }
    return rest.isEmpty
  }

  private static func pointed(_ body: ArraySlice<UInt8>) -> Bool {
    var rest = body
    if let first = rest.first, isDigit(first) {
      _ = takeDigitsAndUnderscores(&rest, leadingDigit: true)
    }
    guard rest.first == point else { return false }
    rest = rest.dropFirst()
    while let byte = rest.first, isDigitOrUnderscore(byte) { rest = rest.dropFirst() }
    return rest.isEmpty || exponent(rest)
  }

  private static func exponentOnly(_ body: ArraySlice<UInt8>) -> Bool {
    var rest = body
    guard takeDigitsAndUnderscores(&rest, leadingDigit: true) else { return false }
    return exponent(rest)
  }

  /// `[eE][-+]?[0-9]+` and nothing after.
  private static func exponent(_ text: ArraySlice<UInt8>) -> Bool {
    var rest = text
    guard let e = rest.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") else {
      return false
    }
    rest = rest.dropFirst()
    if let sign = rest.first, sign == plus || sign == minus { rest = rest.dropFirst() }
    return !rest.isEmpty && rest.allSatisfy(isDigit)
  }

  // MARK: - Bytes

  private static func takeDigitsAndUnderscores(
    _ rest: inout ArraySlice<UInt8>, leadingDigit: Bool
  ) -> Bool {
    guard let first = rest.first, isDigit(first) else { return false }
    rest = rest.dropFirst()
    while let byte = rest.first, isDigitOrUnderscore(byte) { rest = rest.dropFirst() }
    return true
  }

  private static func take(_ rest: inout ArraySlice<UInt8>, digits count: ClosedRange<Int>)
    -> Bool
  {
    var taken = 0
    while taken < count.upperBound, let byte = rest.first, isDigit(byte) {
      rest = rest.dropFirst()
      taken += 1
    }
    return taken >= count.lowerBound
  }

  private static func take(_ rest: inout ArraySlice<UInt8>, byte: UInt8) -> Bool {
    guard rest.first == byte else { return false }
    rest = rest.dropFirst()
    return true
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
  private static func isDigitOrUnderscore(_ byte: UInt8) -> Bool {
    isDigit(byte) || byte == underscore
  }
  private static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (65...70).contains(byte) || (97...102).contains(byte)
  }

  private static let plus = UInt8(ascii: "+")
  private static let minus = UInt8(ascii: "-")
  private static let point = UInt8(ascii: ".")
  private static let colon = UInt8(ascii: ":")
  private static let zero = UInt8(ascii: "0")
  private static let underscore = UInt8(ascii: "_")
  private static let space = UInt8(ascii: " ")
  private static let tab = UInt8(ascii: "\t")
}
