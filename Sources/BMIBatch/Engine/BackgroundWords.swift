import BMICore
import BMISupport

/// A standard's family background words, matched against a field's bytes without making a
/// string: the integer path's reading of a `background` column.
///
/// The general path reads a background as `bmi classify --background` does: spaces trimmed,
/// letters lowercased, a space or an underscore read as a hyphen. Here a byte is folded the
/// same way when it is ASCII (`A`–`Z` to lowercase, ` ` and `_` to `-`) and the result is
/// compared with each declared word of the same length. A field with any other byte (not
/// ASCII), a space at either end, or no match is left to the general path, which reads it
/// and reports what it must; so is every word of the standard that is not plain lowercase
/// ASCII.
struct BackgroundWords {
  /// The words' bytes, one after another.
  private let bytes: ContiguousArray<UInt8>
  /// Each word's start in ``bytes``, its length and its code in the section selector.
  private let words: ContiguousArray<(start: Int, length: Int, code: Int)>

  /// The longest word matched here; a longer field goes to the general path.
  static let longest = 64

  /// The background words of `standard`, with their codes in its selector.
  init(standard: Standard) {
    var bytes = ContiguousArray<UInt8>()
    var words = ContiguousArray<(start: Int, length: Int, code: Int)>()
    let values = standard.inputs.first { $0.name == .background }.flatMap { input in
      if case .values(let values) = input.domain { return values }
      return nil
    }
    for value in values ?? [] {
      let utf8 = Array(value.utf8)
      guard !utf8.isEmpty, utf8.count <= Self.longest,
        utf8.allSatisfy({ Self.fold($0) == $0 && $0 < 0x80 && $0 != UInt8(ascii: " ") })
      else { continue }
      words.append(
        (start: bytes.count, length: utf8.count, code: standard.selector.code(ofBackground: value)))
      bytes.append(contentsOf: utf8)
    }
    self.bytes = bytes
    self.words = words
  }

  /// Whether the standard has no word matched here.
  var isEmpty: Bool { words.isEmpty }

  /// A byte as the general path's reading changes it: `A`–`Z` lowercased, a space or an
  /// underscore read as a hyphen; any other byte unchanged.
  @inline(__always)
  static func fold(_ byte: UInt8) -> UInt8 {
    if byte &- UInt8(ascii: "A") < 26 { return byte | 0x20 }
    if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "_") { return UInt8(ascii: "-") }
    return byte
  }

  /// The selector's code of the background in `field`, or `nil` for a field the general
  /// path must read (escaped, empty, a space at either end, a byte that is not ASCII, or no
  /// declared word). Kept out of line, so that the section code it is called from stays
  /// small enough for its own reading of an age to be inlined.
  @inline(never)
  func code(_ text: UnsafePointer<UInt8>, _ field: FieldSpan) -> Int? {
    let length = field.end &- field.start
    guard !field.hasEscapes, length > 0, length <= Self.longest else { return nil }
    let start = text + field.start
    guard start[0] != UInt8(ascii: " "), start[length &- 1] != UInt8(ascii: " ") else {
      return nil
    }
    return bytes.withUnsafeBufferPointer { known -> Int? in
      words: for word in words where word.length == length {
        for offset in 0..<length where Self.fold(start[offset]) != known[word.start &+ offset] {
          continue words
        }
        return word.code
      }
      return nil
    }
  }
}
