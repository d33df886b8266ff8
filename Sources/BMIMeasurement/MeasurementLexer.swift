import BMICore

/// One piece of a typed measurement: a number, or a unit word or mark.
enum MeasurementToken: Equatable {
  /// A non-negative decimal, exact, as typed (`170,5` is kept as `"170,5"`).
  case number(Rational, text: String)
  /// A unit, lowercased; `'` and `"` stand for feet and inches whichever quote was typed.
  case unit(String)
}

/// Why a typed measurement could not be split into numbers and units.
enum LexicalProblem: Error, Hashable {
  /// Nothing but spaces.
  case empty
  /// A leading minus sign.
  case negative
  /// A character that belongs to no number or unit.
  case unexpectedCharacter(Character)
  /// A comma and a point, several commas, or a comma before exactly three digits.
  case ambiguousSeparators(number: String)
  /// Two points, or a separator with no digit before it.
  case malformedNumber(String)
  /// More than six decimals (more than `Rational.longDecimalFractionDigits` with
  /// `longDecimals`), or more than twelve whole digits.
  case tooManyDigits(String)
}

/// Splits what a person typed (`5' 7"`, `170,5 cm`, `10st3lb`) into numbers and units.
///
/// Tolerant of spaces anywhere and of a decimal comma; strict about anything whose meaning
/// could be read two ways.
enum MeasurementLexer {
  /// The tokens of a typed measurement.
  ///
  /// - Parameters:
  ///   - text: The text as typed.
  ///   - longDecimals: Whether numbers may have up to `Rational.longDecimalFractionDigits`
  ///     decimals rather than 6 (an age exported as `days / 30.4375` in full).
  static func tokens(_ text: some StringProtocol, longDecimals: Bool = false)
    -> Result<[MeasurementToken], LexicalProblem>
  {
    let characters = Array(text)
    var tokens: [MeasurementToken] = []
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.isSpace {
        index += 1
      } else if character.isASCIIDigit {
        var end = index
        while end < characters.count,
          characters[end].isASCIIDigit || characters[end] == "." || characters[end] == ","
        {
          end += 1
        }
        let raw = String(characters[index..<end])
        switch number(raw, longDecimals: longDecimals) {
        case .success(let value): tokens.append(.number(value, text: raw))
        case .failure(let problem): return .failure(problem)
        }
        index = end
      } else if character.isASCIILetter {
        var end = index
        while end < characters.count, characters[end].isASCIILetter { end += 1 }
        tokens.append(.unit(String(characters[index..<end]).lowercased()))
        index = end
      } else if let mark = quoteMark(character) {
        // Two single quotes typed for inches (5'7'') mean one double quote.
        if mark == "'", index + 1 < characters.count, quoteMark(characters[index + 1]) == "'" {
          tokens.append(.unit("\""))
          index += 2
        } else {
          tokens.append(.unit(mark))
          index += 1
        }
      } else if tokens.isEmpty && (character == "-" || character == "\u{2212}") {
        return .failure(.negative)
      } else if (character == "." || character == ","), index + 1 < characters.count,
        characters[index + 1].isASCIIDigit
      {
        return .failure(.malformedNumber(String(characters[index...]).trimmingSpaces))
      } else {
        return .failure(.unexpectedCharacter(character))
      }
    }
    return tokens.isEmpty ? .failure(.empty) : .success(tokens)
  }

  /// Feet marks (`'`, `′`, `’`) and inch marks (`"`, `″`, `”`), the last of each as
  /// phones' autocorrect writes them.
  private static func quoteMark(_ character: Character) -> String? {
    switch character {
    case "'", "\u{2032}", "\u{2019}": "'"
    case "\"", "\u{2033}", "\u{201D}": "\""
    default: nil
    }
  }

  /// Reads `170`, `170.5`, `170,5` or `170.` exactly.
  private static func number(_ raw: String, longDecimals: Bool) -> Result<Rational, LexicalProblem>
  {
    let commas = raw.filter { $0 == "," }.count
    let points = raw.filter { $0 == "." }.count
    if commas > 0 && points > 0 || commas > 1 {
      return .failure(.ambiguousSeparators(number: raw))
    }
    if points > 1 { return .failure(.malformedNumber(raw)) }
    var normalized = String(raw.map { $0 == "," ? "." : $0 })
    if commas == 1, let comma = raw.firstIndex(of: ",") {
      let whole = raw[..<comma]
      let fraction = raw[raw.index(after: comma)...]
      // `1,700` is 1700 with a thousands separator or 1.7 with a decimal comma.
      if fraction.count == 3 && whole.contains(where: { $0 != "0" }) {
        return .failure(.ambiguousSeparators(number: raw))
      }
    }
    if normalized.hasSuffix(".") { normalized.removeLast() }
    if let decimal = ExactDecimal(normalized) { return .success(Rational(decimal)) }
    if longDecimals, let value = Rational(longDecimal: normalized) { return .success(value) }
    return .failure(.tooManyDigits(raw))
  }
}

extension Character {
  /// `isWhitespace`, with ASCII answered without Unicode's tables (tab to carriage return,
  /// and the space, as Unicode's White_Space has them).
  var isSpace: Bool {
    guard let ascii = asciiValue else { return isWhitespace }
    return ascii == 0x20 || ascii &- 0x09 < 5
  }

  /// `isASCII && isNumber`: 0 to 9, the only ASCII characters with a numeric type.
  var isASCIIDigit: Bool { asciiValue.map { $0 &- 0x30 < 10 } ?? false }

  /// `isASCII && isLetter`: A to Z and a to z.
  var isASCIILetter: Bool { asciiValue.map { $0 | 0x20 &- 0x61 < 26 } ?? false }
}

extension String {
  /// The text without leading and trailing white space.
  package var trimmingSpaces: String {
    // Most texts have no space at either end, and then nothing is dropped: the dropping
    // below walks every character twice, backwards through a reversed view.
    guard let first, let last, first.isSpace || last.isSpace else { return self }
    return String(drop { $0.isSpace }.reversed().drop { $0.isSpace }.reversed())
  }
}
