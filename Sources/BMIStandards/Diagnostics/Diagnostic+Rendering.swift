import BMICore
import BMISupport

// How diagnostics are written for people, in one place:
//
//   clinic.yaml:14:5: error[E014]: gap: no category covers 27 ≤ BMI < 27.5, …
//       at_least: 27.5
//       ^

extension Diagnostic: CustomStringConvertible {
  /// The first line: `file:line:column: error[E014]: message`.
  public var description: String {
    "\(location): \(severity.rawValue)[\(code)]: \(message)"
  }

  /// The diagnostic in compiler style: its first line, then the source line it points at
  /// and a caret under the column, each line ending in a newline.
  ///
  /// - Parameter source: The bytes of the file the diagnostic is about.
  public func rendered(source: [UInt8]) -> String {
    var lines = SourceLineCache(source)
    return rendered(lines: &lines)
  }

  /// Several diagnostics of one file, rendered in the order given, each as by
  /// ``rendered(source:)``; faster than rendering them one by one.
  ///
  /// - Parameters:
  ///   - diagnostics: Diagnostics of the file, such as a loaded standard's warnings.
  ///   - source: The bytes of the file.
  package static func rendered(_ diagnostics: [Diagnostic], source: [UInt8]) -> String {
    var lines = SourceLineCache(source)
    return diagnostics.map { $0.rendered(lines: &lines) }.joined()
  }

  /// The longest stretch of a line shown; longer lines are cut around the column.
  static let maximumSnippetWidth = 120

  func rendered(lines: inout SourceLineCache) -> String {
    let text = description + "\n"
    // A file that is too large, empty, or not a standard file has no line worth showing.
    guard code != .fileTooLarge, code != .emptyFile, code != .notAStandardFile,
      let line = lines.scalars(ofLine: location.line), !line.isEmpty
    else { return text }
    var start = 0
    var end = line.count
    var caretIndex = max(0, min(location.column - 1, line.count))
    if line.count > Self.maximumSnippetWidth {
      start = max(
        0, min(caretIndex - Self.maximumSnippetWidth / 2, line.count - Self.maximumSnippetWidth))
      end = min(line.count, start + Self.maximumSnippetWidth)
      caretIndex -= start
    }
    var shown = start > 0 ? "…" : ""
    var caretLine = start > 0 ? " " : ""
    for (index, scalar) in line[start..<end].enumerated() {
      if VisibleText.isUnsafe(scalar) {
        // Shown as `\u{1B}`: the caret line gets as many spaces.
        let escaped = VisibleText.escaped(String(scalar))
        shown += escaped
        if index < caretIndex { caretLine += String(repeating: " ", count: escaped.count) }
        continue
      }
      shown.unicodeScalars.append(scalar)
      if index < caretIndex { caretLine += Self.blank(under: scalar) }
    }
    if end < line.count { shown += "…" }
    return text + shown + "\n" + caretLine + "^\n"
  }

  /// What goes under a character in the caret line: an ideographic space under a
  /// character terminals draw two cells wide (Hangul, kana, CJK), else a space. (An unsafe
  /// character, a tab included, is shown escaped as `\u{9}`, with a space under each
  /// character of its escape.)
  private static func blank(under scalar: Unicode.Scalar) -> String {
    isWide(scalar) ? "\u{3000}" : " "
  }

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      true
    default: false
    }
  }
}

extension StandardLoadError: CustomStringConvertible {
  /// Every diagnostic rendered as by ``Diagnostic/rendered(source:)``, in file order, each
  /// with the line of its own file: the standard file, or an LMS table it names.
  public var renderedDiagnostics: String {
    var lines = SourceLineCache(source)
    var tableLines = tableSources.mapValues { SourceLineCache($0) }
    return diagnostics.map { diagnostic in
      let file = diagnostic.location.file
      guard tableLines[file] != nil else { return diagnostic.rendered(lines: &lines) }
      return diagnostic.rendered(lines: &tableLines[file]!)
    }.joined()
  }

  /// The first line of every diagnostic.
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}

/// The lines of a file as Unicode scalars, keeping the last line asked for: diagnostics come
/// in file order, so many on one long line decode it once. The file is indexed into lines
/// only when a line is first asked for.
struct SourceLineCache {
  private let source: [UInt8]
  private var lines: SourceText.Lines?
  private var last: (number: Int, scalars: [Unicode.Scalar])?

  init(_ source: [UInt8]) {
    self.source = source
  }

  mutating func scalars(ofLine number: Int) -> [Unicode.Scalar]? {
    if let last, last.number == number { return last.scalars }
    let lines = self.lines ?? SourceText.Lines(source)
    self.lines = lines
    guard let text = lines.text(ofLine: number) else { return nil }
    let scalars = Array(text.unicodeScalars)
    last = (number, scalars)
    return scalars
  }
}

extension StandardLoadError: BMIKitError {
  /// The code of the first error, such as `E014`, documented in `docs/errors.md`.
  public var code: String { (errors.first ?? diagnostics.first)?.code.rawValue ?? "E000" }

  /// Every diagnostic's first line, after a line saying what to do, in English or Korean.
  ///
  /// - Parameter language: A language tag.
  public func message(for language: String) -> String {
    LocalizedText([
      "en": "the standard file was refused; fix each problem:\n" + description,
      "ko": "기준 파일이 거부되었습니다. 다음 문제를 하나씩 고치세요:\n" + description,
    ]).text(for: language)
  }
}
