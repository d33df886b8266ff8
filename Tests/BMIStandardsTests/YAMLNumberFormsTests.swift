import Testing

@testable import BMIStandards

/// The hand-written number and date forms agree with the regular expressions they replace
/// (the tests may use `Regex`; the library may not, for its platform floor).
struct YAMLNumberFormsTests {
  nonisolated(unsafe) static let numberPatterns: [Regex<Substring>] = [
    /[-+]?0b[0-1_]+/, /[-+]?0o?[0-7_]+/, /[-+]?(?:0|[1-9][0-9_]*)/, /[-+]?0x[0-9a-fA-F_]+/,
    /[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?/,
    /[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*(?:[eE][-+]?[0-9]+)?/,
    /[-+]?[0-9][0-9_]*(?:[eE][-+]?[0-9]+)/,
    /[-+]?\.(?:inf|Inf|INF)/, /\.(?:nan|NaN|NAN)/,
  ]
  nonisolated(unsafe) static let datePattern =
    /[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:(?:[Tt]|[ \t]+).*)?/

  static func regexIsNumber(_ text: String) -> Bool {
    numberPatterns.contains { text.wholeMatch(of: $0) != nil }
  }

  @Test(arguments: [
    "0", "00", "012", "0o17", "0b101", "0x1F", "1_000", "+12", "-0", "1:30", "190:20:30.15",
    "1.10", ".5", "1.", "+.", "1e3", "1.5E-3", "1e", ".inf", "-.Inf", ".nan", "+.nan", "0b",
    "0x", "1:60", "1:5:", "12abc", "1..2", "25", "18.5", "0.000001",
  ])
  func knownSpellingsAgree(text: String) {
    #expect(YAMLNumberForms.isNumber(text) == Self.regexIsNumber(text), "\(text)")
  }

  @Test func randomSpellingsAgree() {
    let alphabet = Array("0123456789abefxoinINF_:.+-eE")
    var state: UInt64 = 0x1234_5678
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = Int(state >> 60) % 8 + 1
      var text = ""
      var bits = state
      for _ in 0..<length {
        bits = bits &* 6_364_136_223_846_793_005 &+ 1
        text.append(alphabet[Int(bits >> 33) % alphabet.count])
      }
      #expect(YAMLNumberForms.isNumber(text) == Self.regexIsNumber(text), "\(text)")
    }
  }

  @Test(arguments: [
    "2024-01-15", "2024-1-5", "2024-01-15T10:00", "2024-01-15 10:00", "2024-01-15x",
    "2024-001-15", "202-01-15", "2024-01-", "2024-01-15\t", "2024-1-123",
  ])
  func datesAgree(text: String) {
    #expect(YAMLNumberForms.isDate(text) == (text.wholeMatch(of: Self.datePattern) != nil))
  }
}
