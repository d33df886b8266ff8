/// How delimited text separates, quotes and leaves out values: RFC 4180 CSV, or
/// tab-separated values as Hive's text format and Spark's script transforms write them.
///
/// Tab-separated text has no quoting: every tab separates fields and every line feed ends a
/// record, so a quote is an ordinary character, and `\N` alone in a field is no value (SQL's
/// `NULL`). Nothing can escape a tab or a line break inside a value; the texts batch writes
/// itself never hold one, and a value from JSON Lines that does has each written as a space.
struct TextDialect: Sendable, Equatable {
  /// The byte between fields.
  let separator: UInt8
  /// The separator in every byte of a word, for scanning eight bytes at a time.
  let separators: UInt64
  /// Whether a field may be quoted (CSV) or quotes are ordinary characters (TSV).
  let hasQuotes: Bool
  /// Whether `\N` alone in a field is no value, and is what batch writes for one.
  let hasNullMarker: Bool

  /// RFC 4180 comma-separated values.
  static let csv = TextDialect(
    separator: UInt8(ascii: ","), separators: 0x2C2C_2C2C_2C2C_2C2C, hasQuotes: true,
    hasNullMarker: false)
  /// Values separated by semicolons, quoted as RFC 4180 quotes them: what spreadsheets
  /// export where the comma is the decimal separator.
  static let semicolon = TextDialect(
    separator: UInt8(ascii: ";"), separators: 0x3B3B_3B3B_3B3B_3B3B, hasQuotes: true,
    hasNullMarker: false)
  /// Tab-separated values without quoting, `\N` for no value.
  static let tsv = TextDialect(
    separator: UInt8(ascii: "\t"), separators: 0x0909_0909_0909_0909, hasQuotes: false,
    hasNullMarker: true)

  /// The dialect of a configuration's delimiter.
  init(_ delimiter: BatchConfiguration.Delimiter) {
    switch delimiter {
    case .comma: self = .csv
    case .semicolon: self = .semicolon
    case .tab: self = .tsv
    }
  }

  private init(separator: UInt8, separators: UInt64, hasQuotes: Bool, hasNullMarker: Bool) {
    self.separator = separator
    self.separators = separators
    self.hasQuotes = hasQuotes
    self.hasNullMarker = hasNullMarker
  }

  /// What batch writes for no value: nothing in CSV, `\N` in TSV.
  var noValue: [UInt8] { hasNullMarker ? Self.nullMarker : [] }

  /// The two bytes of `\N`.
  static let nullMarker: [UInt8] = [UInt8(ascii: "\\"), UInt8(ascii: "N")]

  /// Whether a field is the null marker, `\N` alone.
  @inline(__always)
  func isNull(_ bytes: UnsafePointer<UInt8>, _ field: FieldSpan) -> Bool {
    hasNullMarker && field.end &- field.start == 2 && bytes[field.start] == UInt8(ascii: "\\")
      && bytes[field.start &+ 1] == UInt8(ascii: "N")
  }

  /// A value as a field: quoted as RFC 4180 needs in CSV; in TSV, with each tab, carriage
  /// return and line feed made a space, since nothing could tell them from the separators.
  func field<C: BidirectionalCollection>(_ text: C) -> [UInt8] where C.Element == UInt8 {
    guard !hasQuotes else { return CSVText.field(text, separator: separator) }
    return text.map { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D ? UInt8(ascii: " ") : $0 }
  }
}
