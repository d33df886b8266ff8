/// Finds one RFC 4180 record in a byte buffer, and the fields of the few columns batch reads;
/// or, in the tab-separated dialect (``TextDialect/tsv``), one line of tab-separated fields,
/// where quotes are ordinary characters and a field of `\N` alone fills its slot with no
/// value.
///
/// Quoted fields may hold commas, line breaks and doubled quotes; records end in LF or CRLF,
/// or at the end of the input. A quote inside an unquoted field is kept as a character (as
/// in `5'7"`), but anything after a closing quote other than a comma or a line end breaks
/// the rules: the field boundaries are no longer known, and the processor takes the record
/// up to its next line end as one malformed record
/// (``takeMalformed(_:from:breakingAt:limit:atEndOfInput:)``).
package struct CSVRecordScanner {
  /// Where one field's content lies in the buffer.
  typealias Field = FieldSpan

  /// What a scan found.
  enum Outcome: Equatable {
    /// A whole record; the scanner's properties describe it.
    case record
    /// The buffer ends inside the record; scan it again with more bytes.
    case needsMoreInput
    /// The record is not valid CSV at this offset.
    case malformed(offset: Int, problem: CSVProblem)
  }

  /// The columns whose fields fill the slots (``Slot``).
  var slotMap = SlotMap()
  /// The separator and quoting of the records.
  var dialect = TextDialect.csv

  /// The fields of the wanted columns, by slot, from the last record.
  private(set) var slots = FieldSlots()
  /// The number of fields in the last record.
  private(set) var fieldCount = 0
  /// Offset just past the last record's content, before its line end.
  private(set) var contentEnd = 0
  /// Offset of the byte after the last record's line end.
  private(set) var next = 0
  /// The last record's line end: 0 (end of input), 1 (LF) or 2 (CRLF).
  private(set) var terminatorLength = 0
  /// Line breaks inside quoted fields of the last record.
  private(set) var embeddedLineBreaks = 0
  /// Whether the last record is an empty line.
  var isBlankLine: Bool { fieldCount == 1 && contentEnd == recordStart && !slotsQuoted }
  /// Whether the last record broke the CSV rules and was taken whole, to its line end.
  private(set) var isMalformed = false

  private var recordStart = 0
  private var slotsQuoted = false

  /// The field in a slot.
  ///
  /// - Parameter slot: One of ``Slot``.
  func field(inSlot slot: Int) -> Field { slots[slot] }

  /// Scans the record starting at `start`.
  ///
  /// - Parameters:
  ///   - bytes: The buffer.
  ///   - start: The offset of the record's first byte; less than `limit`.
  ///   - limit: The offset just past the last valid byte.
  ///   - atEndOfInput: Whether no byte follows `limit`; otherwise a record reaching
  ///     `limit` needs more input.
  mutating func scan(
    _ bytes: UnsafePointer<UInt8>, from start: Int, limit: Int, atEndOfInput: Bool
  ) -> Outcome {
    recordStart = start
    slots = FieldSlots()
    slotsQuoted = false
    embeddedLineBreaks = 0
    isMalformed = false
    var position = start
    var column = 0
    while true {
      var field = Field()
      field.isPresent = true
      if dialect.hasQuotes && position < limit && bytes[position] == quote {
        slotsQuoted = true
        field.isQuoted = true
        position += 1
        field.start = position
        while true {
          guard position < limit else {
            return atEndOfInput
              ? .malformed(offset: field.start - 1, problem: .unterminatedQuote) : .needsMoreInput
          }
          let byte = bytes[position]
          if byte == quote {
            guard position + 1 < limit else {
              if atEndOfInput { break }
              return .needsMoreInput
            }
            guard bytes[position + 1] == quote else { break }
            field.hasEscapes = true
            position += 2
            continue
          }
          if byte == lineFeed { embeddedLineBreaks += 1 }
          position += 1
        }
        field.end = position
        position += 1
      } else {
        field.start = position
        position = Self.firstDelimiter(
          bytes, from: position, limit: limit, separators: dialect.separators)
        field.end = position
        if position < limit && bytes[position] == lineFeed && position > field.start
          && bytes[position - 1] == carriageReturn
        {
          field.end = position - 1
        }
        if dialect.isNull(bytes, field) { field.isPresent = false }
      }
      let slot = slotMap.slot(ofColumn: column)
      if slot >= 0 { slots[slot] = field }
      column += 1
      guard position < limit else {
        guard atEndOfInput else { return .needsMoreInput }
        return finish(fields: column, contentEnd: position, next: position, terminator: 0)
      }
      let byte = bytes[position]
      if byte == dialect.separator {
        position += 1
        continue
      }
      if byte == lineFeed {
        let crlf = position > start && bytes[position - 1] == carriageReturn
        return finish(
          fields: column, contentEnd: crlf ? position - 1 : position, next: position + 1,
          terminator: crlf ? 2 : 1)
      }
      if byte == carriageReturn && field.isQuoted {
        guard position + 1 < limit else {
          guard atEndOfInput else { return .needsMoreInput }
          return .malformed(offset: position, problem: .characterAfterClosingQuote)
        }
        if bytes[position + 1] == lineFeed {
          return finish(
            fields: column, contentEnd: position, next: position + 2, terminator: 2)
        }
      }
      return .malformed(offset: position, problem: .characterAfterClosingQuote)
    }
  }

  /// Takes the bytes from `start` to the next line feed at or after `from` as one malformed
  /// record, so that reading resumes at the line after it.
  ///
  /// - Parameters:
  ///   - bytes: The buffer.
  ///   - start: The record's first byte.
  ///   - from: Where the record broke the rules.
  ///   - limit: The offset just past the last valid byte.
  ///   - atEndOfInput: Whether no byte follows `limit`.
  /// - Returns: `false` when the line end is beyond `limit` and more input may bring it.
  mutating func takeMalformed(
    _ bytes: UnsafePointer<UInt8>, from start: Int, breakingAt offset: Int, limit: Int,
    atEndOfInput: Bool
  ) -> Bool {
    var lineFeed = offset
    while lineFeed < limit && bytes[lineFeed] != self.lineFeed { lineFeed += 1 }
    guard lineFeed < limit || atEndOfInput else { return false }
    recordStart = start
    slots = FieldSlots()
    slotsQuoted = true
    isMalformed = true
    embeddedLineBreaks = 0
    for index in start..<lineFeed where bytes[index] == self.lineFeed { embeddedLineBreaks += 1 }
    if lineFeed == limit {
      _ = finish(fields: 0, contentEnd: limit, next: limit, terminator: 0)
    } else {
      let crlf = lineFeed > start && bytes[lineFeed - 1] == carriageReturn
      _ = finish(
        fields: 0, contentEnd: crlf ? lineFeed - 1 : lineFeed, next: lineFeed + 1,
        terminator: crlf ? 2 : 1)
    }
    return true
  }

  /// Scans the record at `start` when it is the common kind: no quote, and its line end
  /// within the buffer; otherwise returns `false` and ``scan(_:from:limit:atEndOfInput:)``
  /// must be used. Gives the same description of the record as that method.
  ///
  /// Eight bytes at a time: each word yields a bit mask of its commas and line feeds, and
  /// each set bit ends a field. The buffer must be readable up to `limit + 7`.
  @inline(__always)
  mutating func scanPlain(_ bytes: UnsafePointer<UInt8>, from start: Int, limit: Int) -> Bool {
    var column = 0
    var fieldStart = start
    var word = start
    while word < limit {
      let bits = UnsafeRawPointer(bytes + word).loadUnaligned(as: UInt64.self)
      if dialect.hasQuotes && Self.zeroBytes(bits ^ Self.quotes) != 0 { return false }
      var delimiters =
        Self.zeroBytes(bits ^ dialect.separators) | Self.zeroBytes(bits ^ Self.lineFeeds)
      while delimiters != 0 {
        let offset = word + delimiters.trailingZeroBitCount >> 3
        guard offset < limit else { return false }
        let isLineEnd = bytes[offset] == lineFeed
        let crlf = isLineEnd && offset > fieldStart && bytes[offset - 1] == carriageReturn
        let fieldEnd = crlf ? offset - 1 : offset
        let slot = slotMap.slot(ofColumn: column)
        if slot >= 0 {
          var field = Field(start: fieldStart, end: fieldEnd, isPresent: true)
          if dialect.isNull(bytes, field) { field.isPresent = false }
          slots[slot] = field
        }
        column += 1
        if isLineEnd {
          recordStart = start
          slotsQuoted = false
          isMalformed = false
          embeddedLineBreaks = 0
          for (slot, wanted) in slotMap.columns.enumerated() where column <= wanted {
            slots[slot] = Field()
          }
          _ = finish(
            fields: column, contentEnd: fieldEnd, next: offset + 1, terminator: crlf ? 2 : 1)
          return true
        }
        fieldStart = offset + 1
        delimiters &= delimiters &- 1
      }
      word += 8
    }
    return false
  }

  /// The offset of the first separator (`separators` holds it in every byte) or line feed
  /// at or after `start`, or `limit`.
  ///
  /// Eight bytes at a time: the buffer must be readable up to `limit + 7`. In each word, a
  /// byte equal to the delimiter becomes zero after the XOR, and the carry-free test below
  /// sets the high bit of exactly the zero bytes.
  @inline(__always)
  static func firstDelimiter(
    _ bytes: UnsafePointer<UInt8>, from start: Int, limit: Int, separators: UInt64
  ) -> Int {
    var position = start
    while position < limit {
      let word = UnsafeRawPointer(bytes + position).loadUnaligned(as: UInt64.self)
      let found = zeroBytes(word ^ separators) | zeroBytes(word ^ lineFeeds)
      if found != 0 { return min(limit, position + found.trailingZeroBitCount >> 3) }
      position += 8
    }
    return limit
  }

  /// The high bit of each zero byte of `word`, and no other bit.
  @inline(__always)
  static func zeroBytes(_ word: UInt64) -> UInt64 {
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    return ~(((word & low) &+ low) | word | low)
  }

  /// A quote in every byte.
  static let quotes: UInt64 = 0x2222_2222_2222_2222
  /// A line feed in every byte.
  static let lineFeeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A

  @inline(__always)
  private mutating func finish(fields: Int, contentEnd: Int, next: Int, terminator: Int)
    -> Outcome
  {
    fieldCount = fields
    self.contentEnd = contentEnd
    self.next = next
    terminatorLength = terminator
    return .record
  }

  private let quote = UInt8(ascii: "\"")
  private let lineFeed = UInt8(ascii: "\n")
  private let carriageReturn = UInt8(ascii: "\r")
}

/// Every field of a record the scanner has already accepted.
enum CSVFields {
  /// The fields of the record content `start..<end`.
  static func split(
    _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, dialect: TextDialect
  ) -> [FieldSpan] {
    var fields: [FieldSpan] = []
    forEach(bytes, from: start, to: end, dialect: dialect) { fields.append($0) }
    return fields
  }

  /// Calls `body` with each field of the record content `start..<end`, in order, without
  /// collecting them.
  static func forEach<Failure: Error>(
    _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, dialect: TextDialect,
    _ body: (FieldSpan) throws(Failure) -> Void
  ) throws(Failure) {
    var position = start
    while true {
      var field = FieldSpan(isPresent: true)
      if dialect.hasQuotes && position < end && bytes[position] == UInt8(ascii: "\"") {
        field.isQuoted = true
        position += 1
        field.start = position
        while position < end {
          if bytes[position] == UInt8(ascii: "\"") {
            if position + 1 < end && bytes[position + 1] == UInt8(ascii: "\"") {
              field.hasEscapes = true
              position += 2
              continue
            }
            break
          }
          position += 1
        }
        field.end = position
        position += 1
      } else {
        field.start = position
        while position < end && bytes[position] != dialect.separator { position += 1 }
        field.end = position
        if dialect.isNull(bytes, field) { field.isPresent = false }
      }
      try body(field)
      guard position < end else { return }
      position += 1
    }
  }
}

/// Why a record is not valid CSV (RFC 4180).
public enum CSVProblem: Equatable, Sendable {
  /// A quoted field is followed by something other than a comma or a line end.
  case characterAfterClosingQuote
  /// The input ends inside a quoted field.
  case unterminatedQuote
}
