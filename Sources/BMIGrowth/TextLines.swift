/// The non-empty lines of a table file's text, each with its 1-based line number: split at LF,
/// a CR before the LF dropped, a last line without LF read too. Both CSV tables of the core
/// (LMS tables and cut-off tables) are read through it.
package enum TextLines {
  /// Calls `read` with each non-empty line and its number, until `stop` says enough problems
  /// were found.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - stop: Asked after each line; `true` ends the reading.
  ///   - read: Given the line's bytes (without CR or LF) and its line number.
  package static func forEach(
    in text: String, until stop: () -> Bool, _ read: ([UInt8], Int) -> Void
  ) {
    var lineNumber = 0
    var line: [UInt8] = []
    var bytes = Array(text.utf8)
    bytes.append(UInt8(ascii: "\n"))
    for byte in bytes {
      guard byte == UInt8(ascii: "\n") else {
        line.append(byte)
        continue
      }
      lineNumber += 1
      if line.last == UInt8(ascii: "\r") { line.removeLast() }
      if !line.isEmpty { read(line, lineNumber) }
      line.removeAll(keepingCapacity: true)
      if stop() { break }
    }
  }
}
