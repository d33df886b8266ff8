import BMIKit

/// Widths and wrapping of text as a terminal shows it.
enum TextLayout {
  /// The width help text is wrapped to. Fixed rather than read from the terminal, so help
  /// is the same everywhere and the documentation can show it verbatim.
  static let screenWidth = 80

  /// The columns a terminal uses for the text: 2 for East Asian wide characters (Hangul,
  /// kana, CJK ideographs, full-width forms), 0 for combining marks, 1 otherwise.
  ///
  /// - Parameter text: The text to measure.
  static func displayWidth(_ text: some StringProtocol) -> Int {
    var width = 0
    for scalar in text.unicodeScalars {
      width += columns(of: scalar)
    }
    return width
  }

  private static func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    let wide: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]
    return wide.contains { $0.contains(value) } ? 2 : 1
  }

  /// The text followed by spaces up to `width` display columns.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - width: The column count wanted.
  static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - displayWidth(text)))
  }

  /// Wraps text at spaces so that no line passes `width` columns; later lines are indented
  /// by `indent` spaces. Existing line breaks are kept.
  ///
  /// - Parameters:
  ///   - text: The text to wrap.
  ///   - width: The largest line width.
  ///   - indent: Spaces before every line but the first.
  ///   - firstLineOffset: Columns already used on the first line.
  static func wrapped(_ text: String, width: Int, indent: Int, firstLineOffset: Int = 0) -> String {
    let margin = String(repeating: " ", count: indent)
    var lines: [String] = []
    for (paragraphIndex, paragraph) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      var line = ""
      var used = paragraphIndex == 0 ? firstLineOffset : indent
      for word in paragraph.split(separator: " ") {
        let wordWidth = displayWidth(word)
        if !line.isEmpty && used + 1 + wordWidth > width {
          lines.append(line)
          line = ""
          used = indent
        }
        if !line.isEmpty {
          line += " "
          used += 1
        }
        line += word
        used += wordWidth
      }
      lines.append(line)
    }
    return lines.enumerated().map {
      $0.offset == 0 || $0.element.isEmpty ? $0.element : margin + $0.element
    }
    .joined(separator: "\n")
  }
}
