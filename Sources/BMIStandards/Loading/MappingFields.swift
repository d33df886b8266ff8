import BMISupport

/// The keys a mapping of the format may have, and which of them it must have.
struct KeySchema: Sendable {
  /// Every key allowed, in the order the format documents them.
  let allowed: [String]
  /// The required keys, each with a short example to put in the "add it" hint.
  let required: [(key: String, example: String)]
  /// Keys a later version of the format allows here, refused with a hint to change the
  /// format.
  var laterFormatKeys: [String] = []
}

/// A mapping of a standard file checked against a ``KeySchema``: known keys, each once.
struct MappingFields: Sendable {
  /// Where the mapping starts.
  let position: TextPosition
  private let entries: [String: YAMLPair]

  init(position: TextPosition, entries: [String: YAMLPair]) {
    self.position = position
    self.entries = entries
  }

  /// The value of a key, if present.
  subscript(key: String) -> YAMLNode? { entries[key]?.value }

  /// Where a key is written, if present.
  func keyPosition(_ key: String) -> TextPosition? { entries[key]?.key.position }
}

extension StandardDecoder {
  /// Checks that `node` is a mapping with only allowed keys, each once, and every required
  /// key; records a finding for every exception.
  ///
  /// - Parameters:
  ///   - node: The node.
  ///   - context: The mapping in words, such as "category 'ok'".
  ///   - expected: What the node should be, for a wrong-type message.
  ///   - schema: The keys.
  /// - Returns: The fields, or `nil` when the node is not a mapping.
  mutating func fields(
    of node: YAMLNode, context: String, expected: String, schema: KeySchema
  ) -> MappingFields? {
    guard case .mapping(let pairs) = node.content else {
      report(.wrongType(what: context, expected: expected, found: node.kindDescription), node)
      return nil
    }
    var entries: [String: YAMLPair] = [:]
    var suggested: Set<String> = []
    for pair in pairs {
      guard let key = pair.key.scalar, !key.isNull else {
        report(
          .wrongType(
            what: "a key in \(context)", expected: "a plain word such as 'id'",
            found: pair.key.kindDescription), pair.key)
        continue
      }
      if schema.laterFormatKeys.contains(key.text) {
        report(.laterFormatKey(key: key.text), pair.key)
        continue
      }
      guard schema.allowed.contains(key.text) else {
        if let runIn = Self.keyRunIntoValue(key.text, allowed: schema.allowed) {
          let offset = runIn.key.unicodeScalars.count
          let colon =
            key.style == .plain
            ? TextPosition(line: pair.key.position.line, column: pair.key.position.column + offset)
            : pair.key.position
          report(
            .keyRunIntoValue(key: runIn.key, value: runIn.value, colon: runIn.colon), at: colon)
          suggested.insert(runIn.key)
          continue
        }
        if let lookAlike = Self.lookAlikeWord(
          key.text, allowed: schema.allowed, what: "a key in \(context)")
        {
          report(lookAlike.problem, pair.key)
          suggested.insert(lookAlike.word)
          continue
        }
        let suggestion = EditDistance.closest(to: key.text, among: schema.allowed)
        report(
          .unknownKey(
            key: key.text, context: context, suggestion: suggestion, allowed: schema.allowed),
          pair.key)
        if let suggestion { suggested.insert(suggestion) }
        continue
      }
      if let first = entries[key.text] {
        report(.duplicateKey(key: key.text, firstLine: first.key.position.line), pair.key)
      } else {
        entries[key.text] = pair
      }
    }
    // A misspelt key is reported once, as unknown with its suggestion, not also as missing.
    for (key, example) in schema.required where entries[key] == nil && !suggested.contains(key) {
      report(.missingKey(key: key, context: context, example: example), node)
    }
    return MappingFields(position: node.position, entries: entries)
  }
}
