import BMISupport

// Keys, ids, group members, words and numbers written with characters that only look like
// ASCII (a Cyrillic о in `оbese`, a full-width `２５`, a no-break space after `25.0`), found
// with the one look-alike table (`LookAlikes`) and explained character by character (E050),
// and a key run into its value (`below:20`, `below：20`) explained as such (E051).

extension StandardDecoder {
  /// The ASCII bytes a number is written with: a look-alike that can read as one of them
  /// does (a Cyrillic `О` in a number reads as `0`, not `O`).
  static let numberBytes = Set("0123456789.-".utf8)

  /// The E050 problem for text that reads as `suggestion` once its look-alikes are read as
  /// ASCII, or `nil` when it holds no look-alike.
  ///
  /// - Parameters:
  ///   - text: The text as written.
  ///   - what: What it is, such as "the category id".
  ///   - suggestion: The plain ASCII text it seems to be.
  static func lookAlikeProblem(_ text: String, what: String, suggestion: String) -> LoadProblem? {
    let spelled = LookAlikes.spelling(of: suggestion, in: text, ignoringCase: false)
    let findings = spelled ?? LookAlikes.findings(in: text, limit: .max).shown
    // Each distinct character once; the first few named, the others counted.
    var characters: [LookAlikeCharacter] = []
    var seen: Set<LookAlikeCharacter> = []
    for finding in findings where !finding.looksLike.isEmpty {
      let character = LookAlikeCharacter(scalar: finding.scalar, looksLike: finding.looksLike)
      guard seen.insert(character).inserted else { continue }
      if characters.count < LookAlikeCharacter.listed { characters.append(character) }
    }
    let more = seen.count - characters.count
    guard !characters.isEmpty else { return nil }
    return .lookAlike(
      text: VisibleText.excerpt(text, limit: 60), what: what, characters: characters, more: more,
      suggestion: VisibleText.excerpt(suggestion, limit: 60))
  }

  /// The allowed word (a key, a rounding mode) that text with look-alikes spells, and the
  /// E050 problem saying so; else `nil`.
  static func lookAlikeWord(_ text: String, allowed: [String], what: String)
    -> (problem: LoadProblem, word: String)?
  {
    guard text.unicodeScalars.contains(where: { !$0.isASCII }),
      let match = LookAlikes.match(text, among: allowed, ignoringCase: false),
      let problem = lookAlikeProblem(text, what: what, suggestion: match.candidate)
    else { return nil }
    return (problem, match.candidate)
  }

  /// A key run into its value, `below:20` or `below：20` (a full-width colon, as Korean and
  /// Japanese input methods type it), when the part before the colon is an allowed key:
  /// the key, the value and the colon as written.
  static func keyRunIntoValue(_ text: String, allowed: [String])
    -> (key: String, value: String, colon: Unicode.Scalar)?
  {
    guard
      let index = text.unicodeScalars.firstIndex(where: { scalar in
        scalar == ":" || LookAlikes.readings(of: scalar).first == ":"
      })
    else { return nil }
    let scalars = text.unicodeScalars
    let key = String(String.UnicodeScalarView(scalars[..<index]))
    let value = String(String.UnicodeScalarView(scalars[scalars.index(after: index)...]))
    guard allowed.contains(key) else { return nil }
    return (key, value, scalars[index])
  }

  /// E050 for an id written with look-alikes whose ASCII reading is a valid id.
  static func lookAlikeIdentifier(_ text: String, what: String) -> LoadProblem? {
    guard text.unicodeScalars.contains(where: { !$0.isASCII }),
      let reading = LookAlikes.asciiReading(of: text)
    else { return nil }
    let lowered = String(decoding: reading.utf8.map(Self.asciiLowercased), as: UTF8.self)
    for candidate in [reading, lowered] where ScalarGrammar.isIdentifier(candidate) {
      return lookAlikeProblem(text, what: "the \(what)", suggestion: candidate)
    }
    return nil
  }

  /// E050 for a number written with look-alikes (full-width digits, a no-break space, an en
  /// dash for a minus) whose ASCII reading, spaces trimmed, is written as a plain decimal.
  static func lookAlikeNumber(_ text: String, what: String) -> LoadProblem? {
    guard text.unicodeScalars.contains(where: { !$0.isASCII }),
      let reading = LookAlikes.asciiReading(of: text, preferring: numberBytes)
    else { return nil }
    let trimmed = reading.trimmingASCIISpaces
    // Written as a plain decimal once read as ASCII, even one too long or too precise: the
    // look-alikes are what to fix first.
    if case .fault = ScalarGrammar.number(trimmed) { return nil }
    return lookAlikeProblem(text, what: what, suggestion: trimmed)
  }

  private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
  }
}

/// A look-alike character in an E050 message, and the ASCII it looks like.
struct LookAlikeCharacter: Hashable, Sendable {
  /// The most characters one message names; the rest are counted.
  static let listed = 3

  let scalar: Unicode.Scalar
  let looksLike: String
}

extension String {
  /// The text without ASCII spaces at either end.
  var trimmingASCIISpaces: String {
    var scalars = Substring(self).unicodeScalars
    while scalars.first == " " { scalars.removeFirst() }
    while scalars.last == " " { scalars.removeLast() }
    return String(scalars)
  }
}
