import BMIPlatform

extension DelimiterMasks {
  /// What ``recordEnds(_:from:limit:dialect:generation:shape:ends:)`` returns for a record
  /// it cannot vouch for: the general path reads it.
  static let unsure = -1

  /// Where a record's wanted fields end, for records of any length the masks can describe
  /// (about 4 KiB): their delimiters are taken from the masks 64 bytes at a time, and a
  /// quoted field in a column no slot reads is skipped from its opening quote to its
  /// closing one, so that a note with commas in an export keeps the row in the fast lane.
  ///
  /// The record is vouched for only when it reads as the general path reads a well-formed
  /// record it copies unchanged: exactly `shape.columnCount` fields; no quote in a wanted
  /// field or inside an unquoted one (the general path quotes such a field again); every
  /// quoted field closed before a separator or the line end, with no line feed inside it
  /// (the lane counts one line a record); and the line feed below `limit`. Anything else
  /// is ``unsure``.
  ///
  /// On return the masks' ``firstQuote`` is at or after the record's line feed, as the
  /// lane's short records need it; the masks are made again from `start` when the record
  /// runs past them.
  ///
  /// - Parameters:
  ///   - bytes: The buffer.
  ///   - start: The record's first byte, at or after ``start`` and below ``end``, with no
  ///     quote between it and ``firstQuote``.
  ///   - limit: The offset past the input's last byte.
  ///   - dialect: The separator, and whether quotes are read.
  ///   - generation: The buffer's ``InputBuffer/generation``.
  ///   - shape: The record's column count and the columns whose ends are wanted.
  ///   - ends: Filled with the end of every wanted column (and of the columns between).
  /// - Returns: The offset of the record's line feed, or ``unsure``.
  @inline(__always)
  func recordEnds(
    _ bytes: UnsafePointer<UInt8>, from start: Int, limit: Int, dialect: TextDialect,
    generation: Int, shape: RecordShape, ends: UnsafeMutablePointer<Int>
  ) -> Int {
    let found = scanRecord(
      bytes, from: start, limit: limit, dialect: dialect, shape: shape, ends: ends)
    guard found == Self.beyondMasks else { return found }
    // A record that starts near the masks' end: they are made again from its start, once.
    guard self.start != start else { return Self.unsure }
    make(bytes, from: start, limit: limit, dialect: dialect, generation: generation)
    let again = scanRecord(
      bytes, from: start, limit: limit, dialect: dialect, shape: shape, ends: ends)
    return again == Self.beyondMasks ? Self.unsure : again
  }

  /// A scan that reached the end of the bytes the masks describe.
  private static let beyondMasks = -2

  /// ``recordEnds(_:from:limit:dialect:generation:shape:ends:)`` within the masks as they
  /// are, ``beyondMasks`` when the record runs past them.
  ///
  /// The line feed is found first (`memchr`): every delimiter before it is a separator,
  /// and a quoted field must close before it. The record is then read a stretch at a time:
  /// the unquoted fields up to the next quote (or the line feed) all at once, from the
  /// masks' bits (``takeEnds(from:through:column:columnCount:ends:)``, or only counted past
  /// the last wanted column), then the quoted field that quote opens.
  @inline(__always)
  private func scanRecord(
    _ bytes: UnsafePointer<UInt8>, from start: Int, limit: Int, dialect: TextDialect,
    shape: RecordShape, ends: UnsafeMutablePointer<Int>
  ) -> Int {
    guard let found = memchr(bytes + start, Int32(UInt8(ascii: "\n")), limit &- start) else {
      return Self.unsure
    }
    let lineFeed = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - bytes
    guard lineFeed < end else { return Self.beyondMasks }
    let columnCount = shape.columnCount
    var fieldStart = start
    var column = 0
    while true {
      // ``firstQuote`` is never before `fieldStart` (none in a dialect without quotes).
      let quote = firstQuote
      if fieldStart != quote {
        // Unquoted fields, up to the line feed or to the separator before the quote: a
        // quote that does not start a field is inside one, and the general path writes
        // that field quoted.
        let last = quote < lineFeed ? quote &- 1 : lineFeed
        guard last == lineFeed || bytes[last] == dialect.separator else { return Self.unsure }
        if shape.needsEnd(of: column) {
          column = takeEnds(
            from: fieldStart, through: last, column: column, columnCount: columnCount,
            ends: ends)
          guard column >= 0 else { return Self.unsure }
        } else {
          // Past the last wanted column the fields are only counted.
          column &+= separators(from: fieldStart, to: last &+ 1)
          guard column <= columnCount else { return Self.unsure }
        }
        if last == lineFeed { return column == columnCount ? lineFeed : Self.unsure }
        guard column < columnCount else { return Self.unsure }
        fieldStart = quote
      }
      // A quoted field, only in a column no slot reads: a wanted value in quotes is read by
      // the general path, which unquotes it.
      guard !shape.wants(column),
        let closing = closingQuote(bytes, opening: fieldStart, before: lineFeed)
      else { return Self.unsure }
      var fieldEnd = closing &+ 1
      let next = bytes[fieldEnd]
      if next == UInt8(ascii: "\r") {
        // `"…"` then CRLF: the record's line end.
        fieldEnd &+= 1
        guard fieldEnd == lineFeed else { return Self.unsure }
      } else {
        guard next == dialect.separator || fieldEnd == lineFeed else { return Self.unsure }
      }
      ends[column] = fieldEnd
      column &+= 1
      // The next quote, after the line feed when this field ends the record.
      findQuote(from: fieldEnd)
      if fieldEnd == lineFeed { return column == columnCount ? lineFeed : Self.unsure }
      guard column < columnCount else { return Self.unsure }
      fieldStart = fieldEnd &+ 1
    }
  }

  /// Writes the offset of every delimiter the masks mark from `first` through `last` (both
  /// below ``end``) into `ends`, from `column` on, and returns the column after the last
  /// written; -1 when they are more than the columns up to `columnCount` (a field too many).
  @inline(__always)
  private func takeEnds(
    from first: Int, through last: Int, column: Int, columnCount: Int,
    ends: UnsafeMutablePointer<Int>
  ) -> Int {
    var column = column
    var offset = first
    while true {
      var fields = window(at: offset)
      let span = last &- offset
      // Only bits 0 through `span` in the last window: `2 << 63` wraps to 0, all bits.
      if span < Self.blockLength {
        fields &= (2 as UInt64 &<< UInt64(truncatingIfNeeded: span)) &- 1
      }
      while fields != 0 {
        guard column < columnCount else { return -1 }
        ends[column] = offset &+ fields.trailingZeroBitCount
        fields &= fields &- 1
        column &+= 1
      }
      if span < Self.blockLength { return column }
      offset &+= Self.blockLength
    }
  }

  /// How many delimiters the masks mark from `first` up to `last` (excluded), both below
  /// ``end``.
  @inline(__always)
  private func separators(from first: Int, to last: Int) -> Int {
    var count = 0
    var offset = first
    while last &- offset >= Self.blockLength {
      count &+= window(at: offset).nonzeroBitCount
      offset &+= Self.blockLength
    }
    if last > offset {
      let below = (1 as UInt64 &<< UInt64(truncatingIfNeeded: last &- offset)) &- 1
      count &+= (window(at: offset) & below).nonzeroBitCount
    }
    return count
  }

  /// The offset of the quote that closes the quoted field opening at `opening`, doubled
  /// quotes inside it skipped; `nil` when none does before `lineFeed`, the record's first
  /// line feed (a line break inside the field: the lane counts one line a record).
  @inline(__always)
  private func closingQuote(
    _ bytes: UnsafePointer<UInt8>, opening: Int, before lineFeed: Int
  ) -> Int? {
    let quote = UInt8(ascii: "\"")
    var from = opening &+ 1
    while from < lineFeed {
      let at = nextQuote(from: from)
      guard at < lineFeed else { return nil }
      guard bytes[at &+ 1] == quote else { return at }
      from = at &+ 2
    }
    return nil
  }
}

/// What the fast lane knows of a file's records before reading them: how many fields each
/// has, and which columns it reads.
struct RecordShape {
  /// The fields of every record: the header's.
  let columnCount: Int
  /// Bit c: whether a slot reads column c (below 64).
  let wanted: UInt64
  /// The last column a slot reads; the lane keeps the ends of the columns up to it.
  let lastWanted: Int

  /// The shape of records of `columnCount` fields whose slots read `columns` (-1 for
  /// none), each below ``BatchProcessor/fastLaneFieldLimit``.
  init(columnCount: Int, columns: [Int]) {
    self.columnCount = columnCount
    var wanted: UInt64 = 0
    for column in columns where column >= 0 { wanted |= 1 &<< UInt64(column) }
    self.wanted = wanted
    lastWanted = columns.max() ?? -1
  }

  /// Whether a slot reads the column.
  @inline(__always)
  func wants(_ column: Int) -> Bool {
    column < 64 && wanted & (1 &<< UInt64(truncatingIfNeeded: column)) != 0
  }

  /// Whether the lane keeps the column's end: up to the last wanted column.
  @inline(__always)
  func needsEnd(of column: Int) -> Bool { column <= lastWanted }
}
