/// Texts across the C boundary: owned copies for the caller, the caller's texts read
/// safely, and the one-line error format of `bmikit.h`.
enum CText {
  /// A NUL-terminated copy of `text` the caller frees with `bmikit_string_free`.
  static func owned(_ text: String) -> UnsafeMutablePointer<CChar> {
    let bytes = Array(text.utf8)
    let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
    for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
    copy[bytes.count] = 0
    return copy
  }

  /// The text at `pointer`, or `fallback` when it is NULL; invalid UTF-8 is repaired.
  static func read(_ pointer: UnsafePointer<CChar>?, or fallback: String = "") -> String {
    guard let pointer else { return fallback }
    return String(cString: pointer)
  }

  /// One diagnostic line, `code\tline\tcolumn\tmessage`, with tabs and line ends in the
  /// message made spaces so the line stays one line of four fields.
  static func errorLine(code: String, line: Int = 0, column: Int = 0, message: String)
    -> String
  {
    let flat = String(
      message.unicodeScalars.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : Character($0) })
    return "\(code)\t\(line)\t\(column)\t\(flat)"
  }

  /// Sets `*error` (when the caller gave a place for it) to `text`.
  static func report(
    _ text: String, to error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) {
    error?.pointee = owned(text)
  }

  /// The shortest decimal that reads back as `value`, written without an exponent
  /// (`1e-05` is `0.00001`, `1e+16` is `10000000000000000`); `nil` for NaN, which is a
  /// missing value. Infinities are written as Swift writes them (`inf`), which batch
  /// refuses as it refuses the text.
  static func decimal(_ value: Double) -> String? {
    if value.isNaN { return nil }
    let text = value.description
    // Most numbers have no exponent: one pass over the bytes, not the characters.
    guard value.isFinite, text.utf8.contains(UInt8(ascii: "e")),
      let e = text.firstIndex(of: "e")
    else { return text }
    var mantissa = text[..<e]
    guard let exponent = Int(text[text.index(after: e)...]) else { return text }
    var sign = ""
    if mantissa.hasPrefix("-") {
      sign = "-"
      mantissa = mantissa.dropFirst()
    }
    let pointIndex = mantissa.firstIndex(of: ".")
    let whole = pointIndex.map { mantissa[..<$0] } ?? mantissa[...]
    let fraction = pointIndex.map { mantissa[mantissa.index(after: $0)...] } ?? ""
    let digits = Array(whole + fraction)
    // Where the point falls among the digits.
    let point = whole.count + exponent
    var result = sign
    if point <= 0 {
      result += "0." + String(repeating: "0", count: -point) + String(digits)
    } else if point >= digits.count {
      result += String(digits) + String(repeating: "0", count: point - digits.count)
    } else {
      result += String(digits[..<point]) + "." + String(digits[point...])
    }
    return result
  }
}
