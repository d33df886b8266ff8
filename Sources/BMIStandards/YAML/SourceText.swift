/// Reads a file's bytes as lines of Unicode scalars, counting lines and columns exactly as
/// libyaml does, so positions found here and positions libyaml reports agree.
///
/// Line breaks are LF, CR, CR LF, NEL (U+0085), LS (U+2028) and PS (U+2029). A UTF-8 byte
/// order mark at the very start is skipped, as libyaml skips it.
enum SourceText {
  /// What makes a file's bytes unreadable as YAML text.
  enum EncodingProblem: Equatable {
    /// The byte at the position does not start a valid UTF-8 sequence, or the sequence
    /// starting there is cut short or malformed.
    case invalidUTF8(byte: UInt8, at: TextPosition)
    /// A character YAML does not allow in a file, such as NUL or another control character.
    case forbiddenCharacter(Unicode.Scalar, at: TextPosition)
  }

  /// The length of a leading UTF-8 byte order mark: 3 or 0.
  static func byteOrderMarkLength(_ bytes: [UInt8]) -> Int {
    bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
  }

  /// The first encoding problem of a file, or `nil` when it is valid UTF-8 holding only
  /// characters YAML allows.
  ///
  /// - Complexity: O(n) in the number of bytes.
  static func firstEncodingProblem(in bytes: [UInt8]) -> EncodingProblem? {
    var index = byteOrderMarkLength(bytes)
    var line = 1
    var column = 1
    var previousWasCarriageReturn = false
    while index < bytes.count {
      let position = TextPosition(line: line, column: column)
      guard let (scalar, length) = decodeScalar(bytes, at: index) else {
        return .invalidUTF8(byte: bytes[index], at: position)
      }
      guard isAllowed(scalar) else { return .forbiddenCharacter(scalar, at: position) }
      index += length
      if isLineBreak(scalar) {
        // CR LF is one break: the LF after a CR does not start another line.
        if !(scalar == "\n" && previousWasCarriageReturn) {
          line += 1
        }
        column = 1
      } else {
        column += 1
      }
      previousWasCarriageReturn = scalar == "\r"
    }
    return nil
  }

  /// The line and column of a byte offset, counted as libyaml counts them.
  ///
  /// - Parameters:
  ///   - offset: A byte offset into `bytes`.
  ///   - bytes: The file.
  static func position(ofByteOffset offset: Int, in bytes: [UInt8]) -> TextPosition {
    var index = byteOrderMarkLength(bytes)
    var line = 1
    var column = 1
    while index < min(offset, bytes.count) {
      let length = breakLength(bytes, at: index)
      if length > 0 {
        index += length
        line += 1
        column = 1
      } else {
        // Count a scalar at its first byte; continuation bytes (10xxxxxx) add nothing.
        if bytes[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
      }
    }
    return TextPosition(line: line, column: column)
  }

  /// The byte offset where each line starts, computed once for displaying many lines.
  struct Lines {
    let bytes: [UInt8]
    private let starts: [Int]

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
      var starts = [SourceText.byteOrderMarkLength(bytes)]
      var index = starts[0]
      while index < bytes.count {
        let length = SourceText.breakLength(bytes, at: index)
        if length > 0 {
          index += length
          starts.append(index)
        } else {
          index += 1
        }
      }
      self.starts = starts
    }

    /// The text of one line without its line break, or `nil` past the end of the file.
    ///
    /// Invalid bytes are shown as U+FFFD, so a line can be displayed even when it holds
    /// the byte that made the file unreadable.
    ///
    /// - Parameter number: The 1-based line.
    func text(ofLine number: Int) -> String? {
      guard number >= 1, number <= starts.count else { return nil }
      let start = starts[number - 1]
      var end = start
      while end < bytes.count, SourceText.breakLength(bytes, at: end) == 0 { end += 1 }
      return String(decoding: bytes[start..<end], as: UTF8.self)
    }
  }

  /// The number of bytes of the line break starting at `index`, or 0 when none starts there.
  static func breakLength(_ bytes: [UInt8], at index: Int) -> Int {
    switch bytes[index] {
    case 0x0A: return 1
    case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
    case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
    case 0xE2:
      guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return 0 }
      return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : 0
    default: return 0
    }
  }

  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// YAML's printable characters (YAML 1.2 §5.1, `c-printable`), the set libyaml accepts.
  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF:
      true
    default: false
    }
  }

  /// Decodes one well-formed UTF-8 sequence (Unicode 15, table 3-7): no overlong forms, no
  /// surrogates, nothing above U+10FFFF.
  private static func decodeScalar(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
    let first = bytes[index]
    let length: Int
    var value: UInt32
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch first {
    case 0x00...0x7F: return (Unicode.Scalar(first), 1)
    case 0xC2...0xDF: (length, value) = (2, UInt32(first & 0x1F))
    case 0xE0: (length, value, secondRange) = (3, 0, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (length, value) = (3, UInt32(first & 0x0F))
    case 0xED: (length, value, secondRange) = (3, 0x0D, 0x80...0x9F)
    case 0xF0: (length, value, secondRange) = (4, 0, 0x90...0xBF)
    case 0xF1...0xF3: (length, value) = (4, UInt32(first & 0x07))
    case 0xF4: (length, value, secondRange) = (4, 0x04, 0x80...0x8F)
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard (offset == 1 ? secondRange : 0x80...0xBF).contains(byte) else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }
}
