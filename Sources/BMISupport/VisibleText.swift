/// The one rule for text that comes from outside (standard files, arguments, CSV fields,
/// typed input): which characters it may not carry, and how they are shown when it is
/// echoed back, so that no file or argument can write to a terminal what BMIKit did not.
///
/// A scalar is *unsafe* when a terminal acts on it instead of drawing it, or when it draws
/// nothing and changes how the text around it reads:
/// - control characters: C0 (U+0000–U+001F, tab and line feed included), DEL (U+007F) and
///   C1 (U+0080–U+009F). An escape sequence, a carriage return or a backspace moves the
///   cursor or rewrites the screen, and a line feed starts a line of its own: each can make
///   a refused file look valid or show another category than the one computed;
/// - bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which
///   reorder the text after them;
/// - every other format character (general category Cf, such as U+200B ZERO WIDTH SPACE,
///   U+2060 WORD JOINER, U+FEFF, U+00AD SOFT HYPHEN), the line and paragraph separators
///   U+2028 and U+2029, the other default-ignorable code points (U+3164 HANGUL FILLER,
///   U+115F, U+1160, U+FFA0, U+034F, U+17B4, U+17B5, U+180B–U+180F, U+E0000–U+E0FFF), and
///   the noncharacters (U+FFFE, U+FDD0…).
///
/// Two invisible characters and the variation selectors are kept: U+200C ZERO WIDTH
/// NON-JOINER and U+200D ZERO WIDTH JOINER, which Persian, the Indic scripts and emoji
/// sequences need, and U+FE00–U+FE0F and U+E0100–U+E01EF, which choose a glyph (emoji or
/// text presentation). None of them moves the cursor or reorders anything.
///
/// Standard files refuse unsafe scalars in every text; where outside text is echoed, each
/// unsafe scalar is written as `\u{1B}` (its code point in hexadecimal), never raw. A
/// backslash itself is left alone: a message that shows escaped text also names each
/// character it stands for.
package enum VisibleText {
  /// Whether a scalar may not appear raw in output, nor in a standard file's text.
  ///
  /// - Parameter scalar: Any scalar.
  package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
    if value < 0xA0 { return false }
    switch value {
    case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF: return false
    default: break
    }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .format, .lineSeparator, .paragraphSeparator, .control: return true
    default: return properties.isDefaultIgnorableCodePoint || properties.isNoncharacterCodePoint
    }
  }

  /// Whether text holds no unsafe scalar.
  ///
  /// - Parameter text: Outside text.
  package static func isSafe(_ text: some StringProtocol) -> Bool {
    // Printable ASCII is the common case and needs no property lookup.
    if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return true }
    return !text.unicodeScalars.contains(where: isUnsafe)
  }

  /// The text with every unsafe scalar written as `\u{HEX}`: `"Obese\u{8}"` is shown as
  /// `Obese\u{8}`, `"\u{1B}[31m"` as `\u{1B}[31m`. Safe text comes back unchanged, and
  /// escaping twice changes nothing more.
  ///
  /// - Parameter text: Outside text to echo.
  package static func escaped(_ text: some StringProtocol) -> String {
    if isSafe(text) { return String(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The text escaped as by ``escaped(_:)`` and, when longer than `limit` characters, cut
  /// after `limit` of them and marked with `…[N]`, N the text's length in characters: a
  /// hostile name of a megabyte is quoted in one short line, and the reader sees how much
  /// was left out. Every echo of outside text is made with this.
  ///
  /// The cut falls between two characters (grapheme clusters), never inside one, so an
  /// accented letter or an emoji sequence is kept whole or left out whole; a character of
  /// more than `limit` scalars (a base with a megabyte of combining marks) is cut between
  /// scalars instead, so the shown part stays short.
  ///
  /// - Parameters:
  ///   - text: Outside text to echo.
  ///   - limit: The most characters of the text shown.
  package static func excerpt(_ text: some StringProtocol, limit: Int = 100) -> String {
    // Fewer scalars than the limit: fewer characters too, and no cut.
    guard text.unicodeScalars.count > limit else { return escaped(text) }
    var end = text.startIndex
    var shown = 0
    var scalars = 0
    while end < text.endIndex && shown < limit {
      let next = text.index(after: end)
      let size = text.unicodeScalars[end..<next].count
      if scalars + size > 4 * limit { break }
      scalars += size
      shown += 1
      end = next
    }
    guard end < text.endIndex else { return escaped(text) }
    if shown == 0 {
      // One character longer than the whole budget: cut it between scalars.
      let scalarsView = text.unicodeScalars
      end = scalarsView.index(scalarsView.startIndex, offsetBy: limit)
    }
    return escaped(text[..<end]) + "…[\(text.count)]"
  }

  /// The unsafe scalars of a text with their 0-based positions in scalars, in order; at
  /// most `limit` of them, so that a huge hostile text costs no more than one pass.
  ///
  /// - Parameters:
  ///   - text: Outside text.
  ///   - limit: The most findings returned.
  package static func unsafeScalars(in text: some StringProtocol, limit: Int = .max)
    -> [(offset: Int, scalar: Unicode.Scalar)]
  {
    guard !isSafe(text) else { return [] }
    var found: [(offset: Int, scalar: Unicode.Scalar)] = []
    for (offset, scalar) in text.unicodeScalars.enumerated() where isUnsafe(scalar) {
      found.append((offset, scalar))
      if found.count >= limit { break }
    }
    return found
  }
}

extension String {
  /// The string as it may be echoed: every unsafe scalar escaped (``VisibleText``).
  package var visible: String { VisibleText.escaped(self) }
}
