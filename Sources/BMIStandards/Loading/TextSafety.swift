import BMISupport

/// The check of every text of a file (keys, ids, versions, names, labels, notes, sources,
/// list items) against ``VisibleText``'s rule: no control character, bidirectional control
/// or other invisible character, whether written raw or as a YAML escape (`"\e[31m"`,
/// `"\b"`, `"\r"`, `"\x9b"`, `"\u202E"`).
///
/// One exception: the two texts of prose, `source.citation` and the texts of
/// `population.note`, may hold line feeds, as YAML writes a paragraph of several lines with
/// `|` or `>`; whoever shows them starts each line anew, indented.
///
/// The raw bytes are checked before YAML is parsed (E004); this check sees what the escapes
/// of double-quoted text produce, and the invisible characters YAML itself allows. It runs
/// after parsing and before decoding, and a problem here stops loading, because a key or id
/// with a hidden character would otherwise also be reported as unknown or invalid.
enum TextSafety {
  /// One finding per scalar that holds an unsafe character, at the first such character.
  ///
  /// - Parameters:
  ///   - root: The document.
  ///   - lines: The file's lines, to place each character exactly.
  /// - Complexity: O(n) in the size of the file.
  static func findings(in root: YAMLNode, lines: SourceText.Lines) -> [Finding] {
    var findings: [Finding] = []
    // (node, what it is in words, whether it is prose); an explicit stack, as the tree
    // may be 32 levels deep.
    var stack: [(YAMLNode, String, Bool)] = [(root, "the document", false)]
    while let (node, what, isProse) = stack.popLast() {
      switch node.content {
      case .scalar(let scalar):
        if let finding = finding(
          for: scalar, at: node.position, what: what, allowsLineFeeds: isProse, lines: lines)
        {
          findings.append(finding)
        }
      case .mapping(let pairs):
        for pair in pairs.reversed() {
          let key = pair.key.scalar?.text
          let name = key.map { "'\(VisibleText.excerpt($0, limit: 40))'" } ?? "a key"
          let valueIsProse = key == "citation" || (key == "note" && isProse == false)
          stack.append((pair.value, "the value of \(name)", valueIsProse || isProse))
          stack.append((pair.key, "a key", false))
        }
      case .sequence(let items):
        for item in items.reversed() { stack.append((item, "an item of \(what)", false)) }
      }
    }
    return findings
  }

  private static func finding(
    for scalar: YAMLScalar, at start: TextPosition, what: String, allowsLineFeeds: Bool,
    lines: SourceText.Lines
  ) -> Finding? {
    let unsafe = VisibleText.unsafeScalars(in: scalar.text).filter {
      !(allowsLineFeeds && $0.scalar == "\n")
    }
    guard let first = unsafe.first else { return nil }
    let position = sourcePosition(
      of: first.scalar, inScalarAt: start, style: scalar.style, lines: lines)
    return Finding(
      .unsafeCharacter(
        first.scalar, text: VisibleText.excerpt(scalar.text, limit: 60), what: what,
        count: unsafe.count),
      at: position)
  }

  /// Where a character of a scalar is written: the character itself, or the backslash of
  /// the escape that produced it in double-quoted text. Looks at the scalar's first lines
  /// only; the scalar's start when the character is not found there.
  static func sourcePosition(
    of target: Unicode.Scalar, inScalarAt start: TextPosition, style: YAMLScalar.Style,
    lines: SourceText.Lines
  ) -> TextPosition {
    let searchedLines = 40
    for lineNumber in start.line..<(start.line + searchedLines) {
      guard let text = lines.text(ofLine: lineNumber) else { break }
      let scalars = Array(text.unicodeScalars)
      var index = lineNumber == start.line ? start.column - 1 : 0
      while index < scalars.count {
        let scalar = scalars[index]
        if scalar == target { return TextPosition(line: lineNumber, column: index + 1) }
        if style == .doubleQuoted, scalar == "\\", index + 1 < scalars.count {
          let (decoded, length) = escape(scalars, at: index + 1)
          if decoded == target { return TextPosition(line: lineNumber, column: index + 1) }
          index += 1 + length
          continue
        }
        index += 1
      }
    }
    return start
  }

  /// The character a double-quoted escape stands for (YAML 1.2 §5.7), after its `\`, and
  /// how many characters it takes.
  private static func escape(_ scalars: [Unicode.Scalar], at index: Int)
    -> (Unicode.Scalar?, Int)
  {
    let single: [Unicode.Scalar: UInt32] = [
      "0": 0, "a": 7, "b": 8, "t": 9, "\t": 9, "n": 0xA, "v": 0xB, "f": 0xC, "r": 0xD,
      "e": 0x1B, " ": 0x20, "\"": 0x22, "/": 0x2F, "\\": 0x5C, "N": 0x85, "_": 0xA0,
      "L": 0x2028, "P": 0x2029,
    ]
    let letter = scalars[index]
    if let value = single[letter] { return (Unicode.Scalar(value), 1) }
    let digits: Int
    switch letter {
    case "x": digits = 2
    case "u": digits = 4
    case "U": digits = 8
    default: return (nil, 1)
    }
    guard index + digits < scalars.count else { return (nil, 1) }
    let hex = String(String.UnicodeScalarView(scalars[(index + 1)...(index + digits)]))
    guard let value = UInt32(hex, radix: 16) else { return (nil, 1) }
    return (Unicode.Scalar(value), 1 + digits)
  }
}
