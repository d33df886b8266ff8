extension Unicode.Scalar {
  /// `U+043E CYRILLIC SMALL LETTER O`: the code point and its Unicode name, as messages
  /// name a character that is hard to tell apart from another.
  package var codePointDescription: String {
    let hex = String(value, radix: 16, uppercase: true)
    let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    let name = properties.name ?? properties.nameAlias ?? "UNNAMED CHARACTER"
    return "U+\(padded) \(name)"
  }
}

extension Character {
  /// The code points and names of every scalar of the character, joined by `, `.
  package var codePointDescription: String {
    unicodeScalars.map(\.codePointDescription).joined(separator: ", ")
  }
}
