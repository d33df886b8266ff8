import BMISupport

/// Plain-words explanations of the YAML syntax errors people make most, placed at the line
/// they must fix. libyaml stops where the text stopped making sense, which is often the
/// line after the mistake, and says so in parser terms ("could not find expected ':'").
///
/// Recognised, in this order:
/// - a line indented with a no-break space or another character that is not an ASCII
///   space (E052), at or before the line libyaml stopped at;
/// - a key run into its value, `below:20` or `below：20` with a full-width colon (E051), at
///   the key libyaml was reading when it stopped;
/// - a list item indented differently from the item before it in the same list (E053).
///
/// Anything else keeps libyaml's description (E005).
enum SyntaxHints {
  /// The finding that explains a syntax error, or `nil` when none of the patterns applies.
  ///
  /// - Parameters:
  ///   - problem: libyaml's description.
  ///   - position: Where libyaml stopped.
  ///   - contextPosition: Where the construct libyaml was reading began, if it says.
  ///   - lines: The file's lines.
  static func finding(
    problem: String, at position: TextPosition, contextPosition: TextPosition?,
    lines: SourceText.Lines
  ) -> Finding? {
    if let finding = nonSpaceIndentation(upTo: position.line, lines: lines) { return finding }
    if problem.contains("could not find expected ':'"), let contextPosition,
      let finding = keyRunIntoValue(at: contextPosition, lines: lines)
    {
      return finding
    }
    return misalignedListItem(at: position.line, lines: lines)
  }

  /// The first line up to `lastLine` whose indentation holds a character that is not an
  /// ASCII space: U+00A0 NO-BREAK SPACE, U+3000 IDEOGRAPHIC SPACE, U+2000–U+200A, U+FEFF….
  private static func nonSpaceIndentation(upTo lastLine: Int, lines: SourceText.Lines)
    -> Finding?
  {
    for number in 1...max(1, lastLine) {
      guard let text = lines.text(ofLine: number) else { break }
      for (index, scalar) in text.unicodeScalars.enumerated() {
        if scalar == " " { continue }
        if !scalar.isASCII, isSpaceLike(scalar) {
          return Finding(
            .nonSpaceIndentation(scalar), at: TextPosition(line: number, column: index + 1))
        }
        break
      }
    }
    return nil
  }

  /// A key at `start` followed by a colon with no space after it, or by a character that
  /// only looks like a colon.
  private static func keyRunIntoValue(at start: TextPosition, lines: SourceText.Lines)
    -> Finding?
  {
    guard let text = lines.text(ofLine: start.line) else { return nil }
    let scalars = Array(text.unicodeScalars)
    var index = start.column - 1
    guard index >= 0, index < scalars.count else { return nil }
    var key = ""
    while index < scalars.count {
      let scalar = scalars[index]
      let isColon = scalar == ":" || LookAlikes.readings(of: scalar).first == ":"
      if isColon {
        let next = index + 1 < scalars.count ? scalars[index + 1] : " "
        // An ASCII colon followed by a space is a real key: not this mistake.
        guard !(scalar == ":" && (next == " " || next == "\t")), !key.isEmpty else { return nil }
        let value = String(String.UnicodeScalarView(scalars[(index + 1)...]))
        return Finding(
          .keyRunIntoValue(key: key, value: value, colon: scalar),
          at: TextPosition(line: start.line, column: index + 1))
      }
      if scalar == " " || scalar == "#" || scalar == "{" || scalar == "[" { return nil }
      key.unicodeScalars.append(scalar)
      index += 1
    }
    return nil
  }

  /// A list item on `line` indented differently, by one or two spaces, from the nearest
  /// item before it of the same list: no line between them is indented less than either.
  /// Items more deeply indented belong to a nested list and are passed over.
  private static func misalignedListItem(at line: Int, lines: SourceText.Lines) -> Finding? {
    guard let indentation = listItemIndentation(lines.text(ofLine: line)) else { return nil }
    var shallowestBetween = Int.max
    for number in stride(from: line - 1, through: 1, by: -1) {
      guard let text = lines.text(ofLine: number) else { return nil }
      let content = text.drop { $0 == " " }
      if content.isEmpty || content.hasPrefix("#") { continue }
      let depth = text.count - content.count
      if let sibling = listItemIndentation(text), sibling <= indentation + 2 {
        guard sibling != indentation, sibling >= indentation - 2,
          shallowestBetween > min(sibling, indentation)
        else { return nil }
        return Finding(
          .misalignedListItem(
            indentation: indentation, siblingLine: number, siblingIndentation: sibling),
          at: TextPosition(line: line, column: indentation + 1))
      }
      shallowestBetween = min(shallowestBetween, depth)
      if shallowestBetween < indentation - 2 { return nil }
    }
    return nil
  }

  /// The number of spaces before a line's `- `, or `nil` when it is no list item.
  private static func listItemIndentation(_ text: String?) -> Int? {
    guard let text else { return nil }
    let content = text.drop { $0 == " " }
    guard content.hasPrefix("- ") || content == "-" else { return nil }
    return text.count - content.count
  }

  /// Spaces other than U+0020 that people paste into indentation.
  private static func isSpaceLike(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .spaceSeparator || scalar == "\u{FEFF}"
      || LookAlikes.readings(of: scalar).first == " "
  }
}
