import BMIPlatform

/// Finds one JSON Lines record, an object on one line, and the values of the keys batch
/// reads.
///
/// The whole line is checked against the JSON grammar (RFC 8259), nested values included,
/// so a line batch writes back is as valid as the line it read.
struct JSONLineScanner {
  /// One member of the object.
  struct Member: Sendable {
    /// The key's bytes, inside the quotes.
    var key: FieldSpan
    /// The value: inside the quotes for a string, the raw token otherwise.
    var value: FieldSpan
  }

  /// What a scan found.
  enum Outcome: Equatable {
    /// A whole line holding an object; the scanner's properties describe it.
    case record
    /// A line holding only spaces.
    case blankLine
    /// The buffer ends inside the line; scan it again with more bytes.
    case needsMoreInput
    /// The line is not a JSON object; the problem is at this offset.
    case malformed(offset: Int, problem: String)
  }

  /// The keys looked for, as UTF-8: first those whose values fill the slots (``Slot``;
  /// empty for none), then the names whose presence is recorded in ``presentNames`` (bit `i`
  /// for the `i`-th of them).
  private var keys = ByteStrings(Array(repeating: [], count: Slot.count))
  /// The slot of each member's key on the lines read so far, for ``readCommonLine(_:from:to:)``.
  private var keyOrder = JSONKeyOrder()
  /// The layout of the last line ``readCommonLine(_:from:to:)`` read, for
  /// ``readTemplatedLine(_:from:limit:)``.
  private var template = JSONLineTemplate()
  /// Lines in a row the template did not read: a layout is learned again only after two,
  /// so a file that alternates between layouts keeps one instead of relearning on each line.
  private var templateMisses = 0
  /// Whether the last line ``readCommonLine(_:from:to:)`` tried was read: a file whose
  /// lines that reader cannot read (nested values, escapes) spends nothing noting layouts.
  private var lastCommonLineRead = true

  /// Sets the keys whose values fill the slots, and the names watched for.
  mutating func look(forSlots slotKeys: [[UInt8]], watching watchedNames: [[UInt8]]) {
    precondition(slotKeys.count == Slot.count)
    keys = ByteStrings(slotKeys + watchedNames)
    keyOrder = JSONKeyOrder()
    template = JSONLineTemplate()
    templateMisses = 0
    lastCommonLineRead = true
  }
  /// Whether every member is kept in ``members``.
  var collectsMembers = false
  /// Whether lines of the common kind are read by ``readCommonLine(_:from:to:)`` before
  /// the full parser (not when members are collected, which that does not do).
  var readsCommonLines = false

  /// The values of the slot keys on the last line.
  private(set) var slots = FieldSlots()
  /// The slots whose key appeared on the last line, as bits.
  private(set) var seenSlots = 0
  /// The slots whose key appeared more than once on the last line, as bits.
  private(set) var repeatedSlots = 0
  /// Which watched names the last line has, as bits.
  private(set) var presentNames = 0
  /// The members of the last line, when ``collectsMembers``.
  private(set) var members: [Member] = []
  /// Offset of the last line's closing brace.
  private(set) var closingBrace = 0
  /// Whether the last line's object has members.
  private(set) var hasMembers = false
  /// Offset just past the last line's content, before its line end.
  private(set) var contentEnd = 0
  /// Offset of the byte after the last line's line end.
  private(set) var next = 0
  /// The last line's line end: 0 (end of input), 1 (LF) or 2 (CRLF).
  private(set) var terminatorLength = 0
  /// The first character of the last line that JSON exchanged between systems may not hold
  /// (``JSONParser/invalidCharacter``).
  private(set) var invalidCharacter: UInt32?

  /// Scans the line starting at `start`.
  ///
  /// - Parameters:
  ///   - bytes: The buffer.
  ///   - start: The offset of the line's first byte; less than `limit`.
  ///   - limit: The offset just past the last valid byte.
  ///   - atEndOfInput: Whether no byte follows `limit`.
  mutating func scan(
    _ bytes: UnsafePointer<UInt8>, from start: Int, limit: Int, atEndOfInput: Bool
  ) -> Outcome {
    let lineEnd: Int
    if let found = memchr(bytes + start, Int32(lineFeed), limit - start) {
      lineEnd = bytes.distance(to: found.assumingMemoryBound(to: UInt8.self))
      next = lineEnd + 1
      terminatorLength = 1
    } else {
      guard atEndOfInput else { return .needsMoreInput }
      lineEnd = limit
      next = limit
      terminatorLength = 0
    }
    contentEnd = lineEnd
    if lineEnd > start && bytes[lineEnd - 1] == carriageReturn && terminatorLength == 1 {
      contentEnd = lineEnd - 1
      terminatorLength = 2
    }
    slots = FieldSlots()
    seenSlots = 0
    repeatedSlots = 0
    presentNames = 0
    hasMembers = false
    if collectsMembers {
      members.removeAll(keepingCapacity: true)
    } else if readsCommonLines {
      if readCommonLine(bytes, from: start, to: contentEnd) { return .record }
      slots = FieldSlots()
    }
    var parser = JSONParser(bytes: bytes, position: start, end: contentEnd)
    parser.skipSpace()
    if parser.position == contentEnd { return .blankLine }
    do throws(JSONParser.Failure) {
      try parser.expect(openBrace)
      parser.skipSpace()
      if parser.peek() == closeBrace {
        closingBrace = parser.position
        parser.position += 1
      } else {
        while true {
          parser.skipSpace()
          let key = try parser.string()
          parser.skipSpace()
          try parser.expect(colon)
          parser.skipSpace()
          let value = try parser.value()
          record(key: key, value: value, bytes: bytes)
          parser.skipSpace()
          if parser.peek() == comma {
            parser.position += 1
            continue
          }
          closingBrace = parser.position
          try parser.expect(closeBrace)
          break
        }
        hasMembers = true
      }
      parser.skipSpace()
      guard parser.position == contentEnd else {
        throw JSONParser.Failure(offset: parser.position, problem: "text after the object")
      }
    } catch {
      return .malformed(offset: error.offset, problem: error.problem)
    }
    invalidCharacter = parser.invalidCharacter
    return .record
  }

  /// Reads a line of the common kind in one pass, as ``scan(_:from:limit:atEndOfInput:)``
  /// would, and returns whether it did; any other line is left to the full parser, which
  /// reads it again from the start.
  ///
  /// The common kind: an object on one line, `{` first and `}` last, of members whose
  /// values are strings, numbers or `true`, `false` and `null`, with no escape in a string
  /// and no byte that could start a noncharacter (0xEF and above) or a control character
  /// in one, nothing nested, and no space but ASCII spaces between tokens. For such a
  /// line the parser finds no problem and no invalid character, so what this gives is
  /// what it gives: the same slots, from the same keys (``JSONKeyOrder`` remembers which
  /// slot each member's key fills, keyed by its place and checked by its bytes, so a file
  /// whose lines repeat one order of keys looks none of them up again).
  ///
  /// - Parameters:
  ///   - bytes: The buffer, readable 64 bytes past `contentEnd`.
  ///   - start: The line's first byte.
  ///   - contentEnd: The offset just past the line's content, before its line end.
  /// - Returns: Whether the line was read. The values go straight into ``slots``, which
  ///   the caller has emptied; when the line is not read, some may be there, and the
  ///   caller empties them again.
  mutating func readCommonLine(
    _ bytes: UnsafePointer<UInt8>, from start: Int, to contentEnd: Int
  ) -> Bool {
    let space = UInt8(ascii: " ")
    let quote = UInt8(ascii: "\"")
    guard start < contentEnd, bytes[start] == UInt8(ascii: "{") else { return false }
    var position = start &+ 1
    var seen = 0
    var repeated = 0
    var member = 0
    var brace = 0
    var leadStart = start
    // The layout is noted only when it is to be learned (see ``templateMisses``).
    let learning =
      lastCommonLineRead && (template.memberCount == 0 || templateMisses >= 2)
    let notes = template.found
    lastCommonLineRead = false
    while true {
      while position < contentEnd && bytes[position] == space { position &+= 1 }
      guard position < contentEnd, bytes[position] == quote else { return false }
      let keyStart = position &+ 1
      // The key this member had on the line before, checked by its bytes and its closing
      // quote; or found and looked up.
      var slot = keyOrder.knownSlot(
        ofMember: member, key: bytes + keyStart, available: contentEnd &- keyStart)
      if slot != JSONKeyOrder.unknown {
        position = keyStart &+ keyOrder.keyLength(ofMember: member) &+ 1
      } else {
        guard let keyEnd = JSONTokens.plainStringEnd(bytes, from: keyStart, to: contentEnd),
          let learned = keyOrder.learn(
            member: member, key: bytes + keyStart, count: keyEnd &- keyStart, keys: keys)
        else { return false }
        slot = learned
        position = keyEnd &+ 1
      }
      while position < contentEnd && bytes[position] == space { position &+= 1 }
      guard position < contentEnd, bytes[position] == UInt8(ascii: ":") else { return false }
      position &+= 1
      while position < contentEnd && bytes[position] == space { position &+= 1 }
      guard position < contentEnd else { return false }
      if learning && member < JSONLineTemplate.memberLimit {
        let entry = notes + 3 &* member
        entry[0] = leadStart
        entry[1] = position
        entry[2] = slot
      }
      var value = FieldSpan(start: position, isPresent: true)
      let first = bytes[position]
      if first == quote {
        guard let end = JSONTokens.plainStringEnd(bytes, from: position &+ 1, to: contentEnd) else {
          return false
        }
        value = FieldSpan(
          start: position &+ 1, end: end, isQuoted: true, isJSONString: true, isPresent: true)
        position = end &+ 1
      } else if first == UInt8(ascii: "-") || first &- UInt8(ascii: "0") < 10 {
        guard let end = JSONTokens.numberEnd(bytes, from: position, to: contentEnd) else {
          return false
        }
        value.end = end
        position = end
      } else if let end = JSONTokens.literalEnd(bytes, from: position, to: contentEnd) {
        // `null` is no value, as the parser gives it.
        value.isPresent = first != UInt8(ascii: "n")
        value.end = end
        position = end
      } else {
        return false
      }
      if slot >= 0 {
        slots[slot] = value
        if seen & (1 &<< slot) != 0 { repeated |= 1 &<< slot }
        seen |= 1 &<< slot
      }
      member &+= 1
      leadStart = position
      while position < contentEnd && bytes[position] == space { position &+= 1 }
      guard position < contentEnd else { return false }
      if bytes[position] == UInt8(ascii: ",") {
        position &+= 1
        continue
      }
      guard bytes[position] == UInt8(ascii: "}") else { return false }
      brace = position
      position &+= 1
      break
    }
    guard position == contentEnd else { return false }
    lastCommonLineRead = true
    if learning {
      template.learn(
        bytes, members: member, closeStart: leadStart, closeEnd: position, seen: seen,
        repeated: repeated)
      templateMisses = 0
    }
    seenSlots = seen
    repeatedSlots = repeated
    presentNames = 0
    hasMembers = true
    closingBrace = brace
    invalidCharacter = nil
    return true
  }

  /// Reads the line starting at `start` as ``scan(_:from:limit:atEndOfInput:)`` would, when
  /// it is laid out as the last line ``readCommonLine(_:from:to:)`` learned, and returns
  /// whether it did; otherwise the caller scans it. Kept apart from the scan so that the
  /// full parser's code is laid out as before for lines of other kinds.
  @inline(__always)
  mutating func readsByTemplate(_ bytes: UnsafePointer<UInt8>, from start: Int, limit: Int)
    -> Bool
  {
    guard readsCommonLines && !collectsMembers && template.memberCount > 0 else {
      return false
    }
    if readTemplatedLine(bytes, from: start, limit: limit) {
      templateMisses = 0
      return true
    }
    templateMisses &+= 1
    return false
  }

  /// Reads a line laid out as the last line ``readCommonLine(_:from:to:)`` read, with
  /// the same leads (``JSONLineTemplate``) and values it takes between them, and returns
  /// whether it did; it finds the line's end itself. Any other line is left to
  /// ``scan(_:from:limit:atEndOfInput:)``'s other readers, which read it from its start.
  ///
  /// No line feed can be skipped: the leads hold none, and a value it takes holds no
  /// control character. The values go straight into ``slots``, which this
  /// empties first; when the line is not read, some may be there, and the other readers
  /// empty them again.
  @inline(never)
  private mutating func readTemplatedLine(
    _ bytes: UnsafePointer<UInt8>, from start: Int, limit: Int
  ) -> Bool {
    let count = template.memberCount
    var position = start
    slots = FieldSlots()
    for member in 0..<count {
      guard let leadEnd = template.leadEnd(member, bytes, at: position, limit: limit),
        leadEnd < limit
      else { return false }
      position = leadEnd
      var value = FieldSpan(start: position, isPresent: true)
      let first = bytes[position]
      if first &- UInt8(ascii: "0") < 10 || first == UInt8(ascii: "-") {
        guard let end = JSONTokens.numberEnd(bytes, from: position, to: limit) else {
          return false
        }
        value.end = end
        position = end
      } else if first == UInt8(ascii: "\"") {
        guard let end = JSONTokens.plainStringEnd(bytes, from: position &+ 1, to: limit) else {
          return false
        }
        value = FieldSpan(
          start: position &+ 1, end: end, isQuoted: true, isJSONString: true, isPresent: true)
        position = end &+ 1
      } else if let end = JSONTokens.literalEnd(bytes, from: position, to: limit) {
        // `null` is no value, as the parser gives it.
        value.isPresent = first != UInt8(ascii: "n")
        value.end = end
        position = end
      } else {
        return false
      }
      let slot = template.slot(ofMember: member)
      if slot >= 0 { slots.put(value, inSlot: slot) }
    }
    guard let end = template.leadEnd(count, bytes, at: position, limit: limit),
      end < limit
    else { return false }
    if bytes[end] == lineFeed {
      contentEnd = end
      terminatorLength = 1
    } else if bytes[end] == carriageReturn && end &+ 1 < limit && bytes[end &+ 1] == lineFeed {
      contentEnd = end
      terminatorLength = 2
    } else {
      return false
    }
    next = contentEnd &+ terminatorLength
    seenSlots = template.seenSlots
    repeatedSlots = 0
    presentNames = 0
    hasMembers = true
    closingBrace = end &- 1
    invalidCharacter = nil
    return true
  }

  private mutating func record(key: FieldSpan, value: FieldSpan, bytes: UnsafePointer<UInt8>) {
    if collectsMembers { members.append(Member(key: key, value: value)) }
    if key.hasEscapes {
      let text = JSONText.unescaped(bytes, key)
      text.withUnsafeBufferPointer { match($0.baseAddress, count: $0.count, value: value) }
    } else {
      match(bytes + key.start, count: key.end - key.start, value: value)
    }
  }

  /// Records a value whose key is the `count` bytes at `key`.
  @inline(__always)
  private mutating func match(_ key: UnsafePointer<UInt8>?, count: Int, value: FieldSpan) {
    guard let key, count > 0 else { return }
    for index in 0..<keys.count {
      let (name, length) = keys[index]
      guard length == count, name[0] == key[0], memcmp(name, key, count) == 0 else { continue }
      if index < Slot.count {
        slots[index] = value
        if seenSlots & (1 << index) != 0 { repeatedSlots |= 1 << index }
        seenSlots |= 1 << index
      } else {
        presentNames |= 1 << (index - Slot.count)
      }
    }
  }

  private let lineFeed = UInt8(ascii: "\n")
  private let carriageReturn = UInt8(ascii: "\r")
  private let openBrace = UInt8(ascii: "{")
  private let closeBrace = UInt8(ascii: "}")
  private let colon = UInt8(ascii: ":")
  private let comma = UInt8(ascii: ",")
}
