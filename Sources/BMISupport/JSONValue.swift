/// A JSON document built in code and written with its keys in the order given, so output
/// stays byte-for-byte stable across runs and versions.
package indirect enum JSONValue: Hashable, Sendable {
  /// A string.
  case string(String)
  /// A number, written exactly as this text (`22.5`, `20`).
  case number(String)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
  /// An array.
  case array([JSONValue])
  /// An object, keys in order.
  case object([(String, JSONValue)])

  /// A string, or `null` for `nil`.
  ///
  /// - Parameter text: The string, if any.
  package static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

  /// The document pretty-printed with two-space indentation and a final newline.
  package var rendered: String {
    var text = ""
    write(into: &text, indent: 0)
    return text + "\n"
  }

  /// The document on one line, for JSON Lines.
  package var compact: String {
    var text = ""
    write(into: &text, indent: nil)
    return text
  }

  private func write(into text: inout String, indent: Int?) {
    switch self {
    case .string(let value): Self.writeString(value, into: &text)
    case .number(let value): text += value
    case .bool(let value): text += value ? "true" : "false"
    case .null: text += "null"
    case .array(let values):
      guard !values.isEmpty else {
        text += "[]"
        return
      }
      text += "["
      for (index, value) in values.enumerated() {
        if index > 0 { text += "," }
        Self.newline(into: &text, indent: indent.map { $0 + 1 })
        value.write(into: &text, indent: indent.map { $0 + 1 })
      }
      Self.newline(into: &text, indent: indent)
      text += "]"
    case .object(let members):
      guard !members.isEmpty else {
        text += "{}"
        return
      }
      text += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { text += "," }
        Self.newline(into: &text, indent: indent.map { $0 + 1 })
        Self.writeString(key, into: &text)
        text += indent == nil ? ":" : ": "
        value.write(into: &text, indent: indent.map { $0 + 1 })
      }
      Self.newline(into: &text, indent: indent)
      text += "}"
    }
  }

  private static func newline(into text: inout String, indent: Int?) {
    guard let indent else { return }
    text += "\n" + String(repeating: "  ", count: indent)
  }

  private static func writeString(_ value: String, into text: inout String) {
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    text += "\""
  }

  /// Objects compare member by member, in order.
  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.compact == rhs.compact }

  /// Hashes the compact text.
  package func hash(into hasher: inout Hasher) { hasher.combine(compact) }
}
