import BMIKit

/// Writes standard-file diagnostics in compiler style: `file:line:col: error[E014]: …`,
/// then the offending line and a caret under the column.
enum DiagnosticRenderer {
  /// The text of every diagnostic, each followed by its source line and caret.
  ///
  /// - Parameters:
  ///   - diagnostics: The findings, in file order.
  ///   - source: The file's bytes, for the quoted lines.
  ///   - colour: Whether to colour the severity.
  static func render(_ diagnostics: [Diagnostic], source: [UInt8], colour: Bool = false) -> String {
    let lines = sourceLines(source)
    var text = ""
    for diagnostic in diagnostics {
      let severity: String
      switch diagnostic.severity {
      case .error: severity = Style.error.apply("error", when: colour)
      case .warning: severity = Style.warning.apply("warning", when: colour)
      }
      text += "\(diagnostic.location): \(severity)[\(diagnostic.code)]: \(diagnostic.message)\n"
      let lineIndex = diagnostic.location.line - 1
      guard lines.indices.contains(lineIndex) else { continue }
      let line = lines[lineIndex]
      text += line + "\n"
      text += caret(under: diagnostic.location.column, in: line) + "\n"
    }
    return text
  }

  /// The file's lines, decoded leniently (invalid UTF-8 shows as U+FFFD).
  private static func sourceLines(_ source: [UInt8]) -> [String] {
    guard !source.isEmpty else { return [] }
    return String(decoding: source, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
  }

  /// Spaces (and the line's own tabs) up to the column, then `^`; columns count Unicode
  /// scalars, and wide characters take two cells.
  private static func caret(under column: Int, in line: String) -> String {
    var prefix = ""
    for scalar in line.unicodeScalars.prefix(max(0, column - 1)) {
      if scalar == "\t" {
        prefix += "\t"
      } else {
        prefix += String(repeating: " ", count: TextLayout.displayWidth(String(scalar)))
      }
    }
    return prefix + "^"
  }
}
