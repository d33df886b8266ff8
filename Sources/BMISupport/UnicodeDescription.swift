extension Unicode.Scalar {
  /// `U+043E CYRILLIC SMALL LETTER O`, `U+001B ESCAPE`: the code point and its name, as
  /// messages name a character that is hard to see or to tell apart from another.
  package var codePointDescription: String { UnicodeNames.describe(self) }
}

extension Character {
  /// The code points and names of every scalar of the character, joined by `, `.
  package var codePointDescription: String {
    unicodeScalars.map { $0.codePointDescription }.joined(separator: ", ")
  }
}
