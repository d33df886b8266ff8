/// The fields of a URL query, `height=160&weight=64&standard=ksso&lang=ko`: what a page's
/// address carries, and what the page hands the module for every answer, so a shared link
/// and a typed form are read by the same code.
///
/// Decoding follows `application/x-www-form-urlencoded`, as the page's `URLSearchParams`
/// writes it: `+` is a space, `%XX` a byte, and the bytes are UTF-8 (a malformed sequence
/// reads as U+FFFD, which the measurement parser then refuses by name).
package struct WebQuery: Sendable {
  /// The fields in the order written; a name may repeat.
  package let fields: [(name: String, value: String)]

  /// Reads a query, with or without its leading `?`.
  ///
  /// - Parameter text: The query text.
  package init(_ text: String) {
    var fields: [(name: String, value: String)] = []
    var bytes = Array(text.utf8)
    if bytes.first == UInt8(ascii: "?") { bytes.removeFirst() }
    for part in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
      let equals = part.firstIndex(of: UInt8(ascii: "=")) ?? part.endIndex
      let name = Self.decoded(part[part.startIndex..<equals])
      let value = equals == part.endIndex ? "" : Self.decoded(part[(equals + 1)...])
      fields.append((name, value))
    }
    self.fields = fields
  }

  /// The first value of a field, or `nil` when the query lacks it.
  ///
  /// - Parameter name: The field's name, exactly.
  package subscript(name: String) -> String? {
    fields.first { $0.name == name }?.value
  }

  /// `+` as a space and `%XX` as a byte; a `%` without two hexadecimal digits stays itself.
  static func decoded(_ bytes: ArraySlice<UInt8>) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: "+") {
        result.append(UInt8(ascii: " "))
      } else if byte == UInt8(ascii: "%"), index + 2 < bytes.endIndex,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        result.append(high << 4 | low)
        index += 3
        continue
      } else {
        result.append(byte)
      }
      index += 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
