/// How messages name a character that is hard to see or to tell apart from another:
/// `U+043E CYRILLIC SMALL LETTER O`, `U+001B ESCAPE`.
///
/// Control characters have no Unicode name (their `Name` property is empty, shown as
/// `<control>` in the Unicode Character Database); they are named by their alias from
/// the Unicode Character Database's `NameAliases.txt`
/// (https://www.unicode.org/Public/UCD/latest/ucd/NameAliases.txt): the *control* alias, or
/// for the four C1 codes without one (U+0080, U+0081, U+0084, U+0099) the *figment* alias.
package enum UnicodeNames {
  /// `U+001B`, `U+043E`, `U+1D40A`: at least four hexadecimal digits, uppercase.
  ///
  /// - Parameter scalar: Any scalar.
  package static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// The scalar's name: its Unicode name, else its control alias, else what kind of code
  /// point it is (`PRIVATE USE CHARACTER`, `NONCHARACTER`, `UNASSIGNED CHARACTER`).
  ///
  /// - Parameter scalar: Any scalar.
  package static func name(of scalar: Unicode.Scalar) -> String {
    let value = scalar.value
    if value < 0x20 { return c0Aliases[Int(value)] }
    if value == 0x7F { return "DELETE" }
    if (0x80...0x9F).contains(value) { return c1Aliases[Int(value - 0x80)] }
    let properties = scalar.properties
    #if hasFeature(Embedded)
      // The standard library's tables of Unicode names cost the web module about 530 KB, a
      // quarter of its 2 MiB limit; compiled with Embedded Swift (the web module), a
      // character is named by its kind instead (`U+043E LETTER`), as docs/web.md says.
      if properties.isNoncharacterCodePoint { return "NONCHARACTER" }
      return kind(properties.generalCategory)
    #else
      if let name = properties.name ?? properties.nameAlias { return name }
      if properties.isNoncharacterCodePoint { return "NONCHARACTER" }
      if properties.generalCategory == .privateUse { return "PRIVATE USE CHARACTER" }
      return "UNASSIGNED CHARACTER"
    #endif
  }

  /// What kind of character a general category holds, in the words of the names above.
  ///
  /// - Parameter category: A scalar's general category.
  package static func kind(_ category: Unicode.GeneralCategory) -> String {
    switch category {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
      "LETTER"
    case .nonspacingMark, .spacingMark, .enclosingMark: "COMBINING MARK"
    case .decimalNumber, .letterNumber, .otherNumber: "DIGIT OR NUMBER"
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation:
      "PUNCTUATION"
    case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: "SYMBOL"
    case .spaceSeparator: "SPACE"
    case .lineSeparator: "LINE SEPARATOR"
    case .paragraphSeparator: "PARAGRAPH SEPARATOR"
    case .control: "CONTROL CHARACTER"
    case .format: "FORMAT CHARACTER"
    case .surrogate: "SURROGATE"
    case .privateUse: "PRIVATE USE CHARACTER"
    case .unassigned: "UNASSIGNED CHARACTER"
    @unknown default: "CHARACTER"
    }
  }

  /// `U+001B ESCAPE`: the code point and its name.
  ///
  /// - Parameter scalar: Any scalar.
  package static func describe(_ scalar: Unicode.Scalar) -> String {
    codePoint(scalar) + " " + name(of: scalar)
  }

  /// The control aliases of U+0000–U+001F.
  private static let c0Aliases = [
    "NULL", "START OF HEADING", "START OF TEXT", "END OF TEXT", "END OF TRANSMISSION",
    "ENQUIRY", "ACKNOWLEDGE", "ALERT", "BACKSPACE", "CHARACTER TABULATION", "LINE FEED",
    "LINE TABULATION", "FORM FEED", "CARRIAGE RETURN", "SHIFT OUT", "SHIFT IN",
    "DATA LINK ESCAPE", "DEVICE CONTROL ONE", "DEVICE CONTROL TWO", "DEVICE CONTROL THREE",
    "DEVICE CONTROL FOUR", "NEGATIVE ACKNOWLEDGE", "SYNCHRONOUS IDLE",
    "END OF TRANSMISSION BLOCK", "CANCEL", "END OF MEDIUM", "SUBSTITUTE", "ESCAPE",
    "INFORMATION SEPARATOR FOUR", "INFORMATION SEPARATOR THREE", "INFORMATION SEPARATOR TWO",
    "INFORMATION SEPARATOR ONE",
  ]

  /// The control (or, where there is none, figment) aliases of U+0080–U+009F.
  private static let c1Aliases = [
    "PADDING CHARACTER", "HIGH OCTET PRESET", "BREAK PERMITTED HERE", "NO BREAK HERE", "INDEX",
    "NEXT LINE", "START OF SELECTED AREA", "END OF SELECTED AREA", "CHARACTER TABULATION SET",
    "CHARACTER TABULATION WITH JUSTIFICATION", "LINE TABULATION SET", "PARTIAL LINE FORWARD",
    "PARTIAL LINE BACKWARD", "REVERSE LINE FEED", "SINGLE SHIFT TWO", "SINGLE SHIFT THREE",
    "DEVICE CONTROL STRING", "PRIVATE USE ONE", "PRIVATE USE TWO", "SET TRANSMIT STATE",
    "CANCEL CHARACTER", "MESSAGE WAITING", "START OF GUARDED AREA", "END OF GUARDED AREA",
    "START OF STRING", "SINGLE GRAPHIC CHARACTER INTRODUCER", "SINGLE CHARACTER INTRODUCER",
    "CONTROL SEQUENCE INTRODUCER", "STRING TERMINATOR", "OPERATING SYSTEM COMMAND",
    "PRIVACY MESSAGE", "APPLICATION PROGRAM COMMAND",
  ]
}
