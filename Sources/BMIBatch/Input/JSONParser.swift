/// A checker of the JSON grammar over a line of bytes, giving where values lie rather than
/// building them.
struct JSONParser {
  /// A grammar error at a byte offset.
  struct Failure: Error {
    /// The offset of the offending byte.
    let offset: Int
    /// What was expected or found.
    let problem: String
  }

  /// The line's bytes.
  let bytes: UnsafePointer<UInt8>
  /// The current offset.
  var position: Int
  /// Offset just past the last byte.
  let end: Int
  /// The first character in a string that JSON text exchanged between systems may not hold
  /// (RFC 7493, section 2.1): a noncharacter, raw or escaped, or an escaped surrogate
  /// without its pair; its code point, or the surrogate's value.
  private(set) var invalidCharacter: UInt32?

  /// The byte at the current offset, or 0 at the end.
  @inline(__always)
  func peek() -> UInt8 { position < end ? bytes[position] : 0 }

  /// Skips spaces, tabs and carriage returns.
  @inline(__always)
  mutating func skipSpace() {
    while position < end {
      let byte = bytes[position]
      guard byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A else { return }
      position += 1
    }
  }

  /// Consumes `byte` or fails.
  mutating func expect(_ byte: UInt8) throws(Failure) {
    guard peek() == byte else {
      throw Failure(offset: position, problem: "expected '\(Character(Unicode.Scalar(byte)))'")
    }
    position += 1
  }

  /// A string; the span is inside the quotes.
  mutating func string() throws(Failure) -> FieldSpan {
    guard peek() == quote else {
      throw Failure(offset: position, problem: "expected a string in double quotes")
    }
    position += 1
    var span = FieldSpan(start: position, isQuoted: true, isJSONString: true, isPresent: true)
    while position < end {
      let byte = bytes[position]
      if byte == quote {
        span.end = position
        position += 1
        return span
      }
      if byte == backslash {
        span.hasEscapes = true
        try escape()
        continue
      }
      guard byte >= 0x20 else {
        throw Failure(offset: position, problem: "a control character inside a string")
      }
      // Noncharacters start with 0xEF or 0xF0–0xF4 in UTF-8; nothing else is looked at.
      if byte >= 0xEF && invalidCharacter == nil { invalidCharacter = rawNoncharacter() }
      position += 1
    }
    throw Failure(offset: span.start - 1, problem: "the string is not closed")
  }

  /// Any value; `null` gives a span that is not present.
  mutating func value(depth: Int = 0) throws(Failure) -> FieldSpan {
    let start = position
    switch peek() {
    case quote:
      return try string()
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard depth < 64 else { throw Failure(offset: position, problem: "nested too deeply") }
      try container(depth: depth)
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"):
      try literal("null")
      return FieldSpan(start: start, end: position)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try number()
    default:
      throw Failure(offset: position, problem: "expected a value")
    }
    return FieldSpan(start: start, end: position, isPresent: true)
  }

  private mutating func container(depth: Int) throws(Failure) {
    let isObject = peek() == UInt8(ascii: "{")
    let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
    position += 1
    skipSpace()
    if peek() == close {
      position += 1
      return
    }
    while true {
      skipSpace()
      if isObject {
        _ = try string()
        skipSpace()
        try expect(UInt8(ascii: ":"))
        skipSpace()
      }
      _ = try value(depth: depth + 1)
      skipSpace()
      if peek() == UInt8(ascii: ",") {
        position += 1
        continue
      }
      try expect(close)
      return
    }
  }

  private mutating func literal(_ word: StaticString) throws(Failure) {
    let start = position
    for byte in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
      guard peek() == byte else { throw Failure(offset: start, problem: "expected a value") }
      position += 1
    }
  }

  private mutating func number() throws(Failure) {
    let start = position
    if peek() == UInt8(ascii: "-") { position += 1 }
    if peek() == UInt8(ascii: "0") {
      position += 1
    } else {
      guard digits() > 0 else { throw Failure(offset: start, problem: "not a number") }
    }
    if peek() == UInt8(ascii: ".") {
      position += 1
      guard digits() > 0 else { throw Failure(offset: start, problem: "not a number") }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      position += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
      guard digits() > 0 else { throw Failure(offset: start, problem: "not a number") }
    }
  }

  private mutating func digits() -> Int {
    let start = position
    while position < end && bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
    return position - start
  }

  private mutating func escape() throws(Failure) {
    let start = position
    position += 1
    switch peek() {
    case quote, backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
      UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      position += 1
    case UInt8(ascii: "u"):
      position += 1
      let value = try hexQuad(escapeAt: start)
      guard invalidCharacter == nil else { return }
      switch value {
      case 0xD800..<0xDC00:
        // A high surrogate is a character only with the escaped low surrogate after it.
        if peek() == backslash, position + 1 < end, bytes[position + 1] == UInt8(ascii: "u") {
          let saved = position
          position += 2
          let low = try hexQuad(escapeAt: saved)
          if (0xDC00..<0xE000).contains(low) {
            let scalar = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            if Self.isNoncharacter(scalar) { invalidCharacter = scalar }
            return
          }
          position = saved
        }
        invalidCharacter = value
      case 0xDC00..<0xE000: invalidCharacter = value
      default: if Self.isNoncharacter(value) { invalidCharacter = value }
      }
    default:
      throw Failure(offset: start, problem: "an unknown escape")
    }
  }

  /// Four hex digits after `\u`, as a value.
  private mutating func hexQuad(escapeAt start: Int) throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = JSONText.hexValue(peek()) else {
        throw Failure(offset: start, problem: "a \\u escape needs four hex digits")
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  /// The noncharacter whose UTF-8 form starts at the current offset, if one does.
  private func rawNoncharacter() -> UInt32? {
    let lead = bytes[position]
    if lead == 0xEF && position + 2 < end {
      let second = bytes[position + 1]
      let third = bytes[position + 2]
      guard
        (second == 0xB7 && (0x90...0xAF).contains(third))
          || (second == 0xBF && (third == 0xBE || third == 0xBF))
      else { return nil }
      return 0xF000 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
    }
    // U+1FFFE, U+1FFFF … U+10FFFE, U+10FFFF: F0–F4, then xF, BF, BE or BF.
    guard lead <= 0xF4 && lead >= 0xF0 && position + 3 < end else { return nil }
    let second = bytes[position + 1]
    guard second & 0xCF == 0x8F, bytes[position + 2] == 0xBF,
      bytes[position + 3] == 0xBE || bytes[position + 3] == 0xBF
    else { return nil }
    let scalar =
      UInt32(lead & 0x07) << 18 | UInt32(second & 0x3F) << 12 | 0xFC0
      | UInt32(bytes[position + 3] & 0x3F)
    return scalar <= 0x10FFFF ? scalar : nil
  }

  /// Whether a code point is one of Unicode's 66 noncharacters: U+FDD0–U+FDEF and the last
  /// two of each plane.
  static func isNoncharacter(_ value: UInt32) -> Bool {
    (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
  }

  private let quote = UInt8(ascii: "\"")
  private let backslash = UInt8(ascii: "\\")
}
