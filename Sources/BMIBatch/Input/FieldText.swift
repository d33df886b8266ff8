/// The text of a JSON string or CSV field, and the escaping batch writes.
enum JSONText {
  /// The bytes of a JSON string span with its escapes resolved, as UTF-8.
  static func unescaped(_ bytes: UnsafePointer<UInt8>, _ span: FieldSpan) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(span.end - span.start)
    var position = span.start
    while position < span.end {
      let byte = bytes[position]
      guard byte == UInt8(ascii: "\\"), position + 1 < span.end else {
        result.append(byte)
        position += 1
        continue
      }
      let code = bytes[position + 1]
      position += 2
      switch code {
      case UInt8(ascii: "b"): result.append(0x08)
      case UInt8(ascii: "f"): result.append(0x0C)
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = hex4(bytes, position, span.end)
        position += 4
        // A high surrogate followed by an escaped low one is one character.
        if (0xD800..<0xDC00).contains(scalar), position + 6 <= span.end,
          bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
        {
          let low = hex4(bytes, position + 2, span.end)
          if (0xDC00..<0xE000).contains(low) {
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            position += 6
          }
        }
        let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
        result.append(contentsOf: String(Character(character)).utf8)
      default: result.append(code)
      }
    }
    return result
  }

  /// The value of a hex digit, or `nil`.
  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private static func hex4(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> UInt32 {
    var value: UInt32 = 0
    for offset in 0..<4 where start + offset < end {
      value = value << 4 | (hexValue(bytes[start + offset]) ?? 0)
    }
    return value
  }

  /// A JSON string literal, quotes included, for UTF-8 `text`.
  static func quoted<C: Collection>(_ text: C) -> [UInt8] where C.Element == UInt8 {
    var result: [UInt8] = [UInt8(ascii: "\"")]
    for byte in text {
      switch byte {
      case UInt8(ascii: "\""): result += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): result += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case 0x0A: result += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x0D: result += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case 0x09: result += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0..<0x20:
        let digits = Array("0123456789abcdef".utf8)
        result += Array("\\u00".utf8) + [digits[Int(byte >> 4)], digits[Int(byte & 15)]]
      default: result.append(byte)
      }
    }
    result.append(UInt8(ascii: "\""))
    return result
  }
}

/// The text of a CSV field and the quoting batch writes.
enum CSVText {
  /// The content of a field span with doubled quotes made single.
  static func unescaped(_ bytes: UnsafePointer<UInt8>, _ span: FieldSpan) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(span.end - span.start)
    var position = span.start
    while position < span.end {
      result.append(bytes[position])
      position += span.hasEscapes && bytes[position] == UInt8(ascii: "\"") ? 2 : 1
    }
    return result
  }

  /// A field as RFC 4180 writes it: quoted, with quotes doubled, when it holds the
  /// separator (a comma, or the semicolon of a semicolon-separated file), a quote, a line
  /// break, or spaces at either end.
  static func field<C: BidirectionalCollection>(
    _ text: C, separator: UInt8 = UInt8(ascii: ",")
  ) -> [UInt8] where C.Element == UInt8 {
    let needsQuotes =
      text.contains {
        $0 == separator || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D
      }
      || text.first == UInt8(ascii: " ") || text.last == UInt8(ascii: " ")
    guard needsQuotes else { return Array(text) }
    var result: [UInt8] = [UInt8(ascii: "\"")]
    for byte in text {
      result.append(byte)
      if byte == UInt8(ascii: "\"") { result.append(byte) }
    }
    result.append(UInt8(ascii: "\""))
    return result
  }
}
