import Testing

@testable import BMISupport

/// How messages name a character: by its Unicode name on a host, by its kind where the
/// names are left out (Embedded Swift, the web module).
struct UnicodeNamesTests {
  @Test(
    arguments: [
      ("\u{43E}", "LETTER"), ("A", "LETTER"), ("\u{301}", "COMBINING MARK"),
      ("\u{663}", "DIGIT OR NUMBER"), ("\u{2013}", "PUNCTUATION"), ("\u{20A9}", "SYMBOL"),
      ("\u{3000}", "SPACE"), ("\u{2028}", "LINE SEPARATOR"), ("\u{2029}", "PARAGRAPH SEPARATOR"),
      ("\u{1B}", "CONTROL CHARACTER"), ("\u{200B}", "FORMAT CHARACTER"),
      ("\u{E000}", "PRIVATE USE CHARACTER"), ("\u{378}", "UNASSIGNED CHARACTER"),
    ] as [(Unicode.Scalar, String)])
  func kindFollowsTheGeneralCategory(_ scalar: Unicode.Scalar, _ kind: String) {
    #expect(UnicodeNames.kind(scalar.properties.generalCategory) == kind)
  }

  @Test func aHostNamesTheCharacter() {
    #expect(UnicodeNames.describe("\u{43E}") == "U+043E CYRILLIC SMALL LETTER O")
    #expect(UnicodeNames.describe("\u{1B}") == "U+001B ESCAPE")
    #expect(UnicodeNames.describe("\u{FFFF}") == "U+FFFF NONCHARACTER")
  }
}
