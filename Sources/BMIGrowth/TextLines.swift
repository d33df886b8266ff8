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
    let bytes = Array(text.utf8)
    // Each piece between line feeds (the last one too) is copied into `line` at once, not a
    // byte at a time: a daily LMS table has about 100,000 bytes, read when a process starts.
    var start = 0
    while start <= bytes.count {
      var end = start
      while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
      var last = end
      if last > start && bytes[last - 1] == UInt8(ascii: "\r") { last -= 1 }
      lineNumber += 1
      if last > start {
        line.removeAll(keepingCapacity: true)
        line.append(contentsOf: bytes[start..<last])
        read(line, lineNumber)
      }
      if stop() { break }
      start = end + 1
    }
  }
}
