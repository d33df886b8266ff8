/// Where one value lies in the input buffer, and how its bytes relate to its text.
struct FieldSpan: Sendable {
  /// Offset of the value's first byte (inside any quotes).
  var start = 0
  /// Offset just past the value's last byte (before any closing quote).
  var end = 0
  /// Whether the value was quoted: a CSV quoted field or a JSON string.
  var isQuoted = false
  /// Whether the bytes hold escapes (a doubled quote in CSV, a backslash in JSON), so they
  /// are not the text itself.
  var hasEscapes = false
  /// Whether escapes are JSON backslashes rather than CSV doubled quotes.
  var isJSONString = false
  /// Whether the value exists: false for a JSON `null` or a key the line lacks.
  var isPresent = false
}
