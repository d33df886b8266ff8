internal import CLibYAML

/// Reads the one YAML document of a file into a ``YAMLNode`` tree with libyaml's event API.
///
/// Anchors, aliases, explicit tags, a second document and nesting beyond ``maximumDepth``
/// are refused at the first event that shows them, before anything is expanded, so no input
/// can make the loader do more work than its size allows. The tree is built with an explicit
/// stack, never by recursion.
enum YAMLParser {
  /// The deepest nesting of mappings and lists accepted; a standard needs 4.
  static let maximumDepth = 32

  /// Parses the single document of a file.
  ///
  /// - Parameter bytes: Valid UTF-8 (see ``SourceText/firstEncodingProblem(in:)``).
  /// - Returns: The document's root node, or `nil` when the file holds no document.
  /// - Throws: The first syntax error or refused construct, at its position.
  static func parse(_ bytes: [UInt8]) throws(Finding) -> YAMLNode? {
    // libyaml reads the bytes in place, so they must stay alive and fixed while it runs.
    try bytes.withUnsafeBufferPointer { buffer throws(Finding) in
      var parser = yaml_parser_t()
      guard yaml_parser_initialize(&parser) == 1 else {
        throw Finding(
          .yamlSyntax(problem: "libyaml could not start", context: nil, contextPosition: nil),
          at: .start)
      }
      defer { yaml_parser_delete(&parser) }
      // The encoding is left for libyaml to detect: only then does it skip a UTF-8 byte order
      // mark without counting it as a column. The bytes are known to be UTF-8 already.
      if let base = buffer.baseAddress {
        yaml_parser_set_input_string(&parser, base, buffer.count)
      } else {
        return nil
      }
      var builder = TreeBuilder()
      while true {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else {
          throw syntaxFinding(parser, bytes: bytes)
        }
        defer { yaml_event_delete(&event) }
        if try builder.consume(event) { break }
      }
      return builder.root
    }
  }

  /// The syntax error libyaml stopped at, located at its `problem_mark` (or, for a reader
  /// error, at the byte it names).
  private static func syntaxFinding(_ parser: yaml_parser_t, bytes: [UInt8]) -> Finding {
    let problem = parser.problem.map { String(cString: $0) } ?? "libyaml stopped"
    let context = parser.context.map { String(cString: $0) }
    let position: TextPosition
    switch parser.error {
    case YAML_READER_ERROR:
      position = SourceText.position(ofByteOffset: parser.problem_offset, in: bytes)
    case YAML_MEMORY_ERROR:
      return Finding(
        .yamlSyntax(problem: "libyaml ran out of memory", context: nil, contextPosition: nil),
        at: .start)
    default:
      position = TextPosition(mark: parser.problem_mark)
    }
    if isAboutTab(problem: problem, at: position, in: bytes) {
      return Finding(.tabIndentation, at: position)
    }
    let contextPosition = context == nil ? nil : TextPosition(mark: parser.context_mark)
    if let hint = SyntaxHints.finding(
      problem: problem, at: position, contextPosition: contextPosition,
      lines: SourceText.Lines(bytes))
    {
      return hint
    }
    return Finding(
      .yamlSyntax(problem: problem, context: context, contextPosition: contextPosition),
      at: position)
  }

  /// Whether a syntax error comes from a tab: libyaml names tabs in some messages, and in
  /// others stops at a tab in a line's indentation ("found character that cannot start any
  /// token").
  private static func isAboutTab(problem: String, at position: TextPosition, in bytes: [UInt8])
    -> Bool
  {
    if problem.contains("tab character") { return true }
    guard let line = SourceText.Lines(bytes).text(ofLine: position.line) else { return false }
    let indentation = line.unicodeScalars.prefix { $0 == " " || $0 == "\t" }
    let scalars = Array(line.unicodeScalars)
    let atProblem =
      position.column >= 1 && position.column <= scalars.count
      ? scalars[position.column - 1] : nil
    return atProblem == "\t" || indentation.contains("\t")
  }
}

extension TextPosition {
  /// The 1-based position of a 0-based libyaml mark.
  fileprivate init(mark: yaml_mark_t) {
    self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
  }
}

/// Turns libyaml events into a tree, refusing what standard files do not use.
private struct TreeBuilder {
  private enum Frame {
    case mapping(position: TextPosition, pairs: [YAMLPair], pendingKey: YAMLNode?)
    case sequence(position: TextPosition, items: [YAMLNode])
  }

  private var stack: [Frame] = []
  private var documentCount = 0
  private(set) var root: YAMLNode?

  /// Takes one event; returns `true` at the end of the stream.
  mutating func consume(_ event: yaml_event_t) throws(Finding) -> Bool {
    let position = TextPosition(mark: event.start_mark)
    switch event.type {
    case YAML_STREAM_END_EVENT:
      return true
    case YAML_DOCUMENT_START_EVENT:
      documentCount += 1
      if documentCount > 1 { throw Finding(.multipleDocuments, at: position) }
    case YAML_ALIAS_EVENT:
      throw Finding(
        .anchorOrAlias(isAlias: true, name: Self.text(event.data.alias.anchor)), at: position)
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      try Self.refuse(anchor: scalar.anchor, tag: scalar.tag, at: position)
      let text = String(
        decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
      add(
        YAMLNode(
          content: .scalar(YAMLScalar(text: text, style: Self.style(scalar.style))),
          position: position))
    case YAML_SEQUENCE_START_EVENT:
      let start = event.data.sequence_start
      try Self.refuse(anchor: start.anchor, tag: start.tag, at: position)
      try checkDepth(at: position)
      stack.append(.sequence(position: position, items: []))
    case YAML_MAPPING_START_EVENT:
      let start = event.data.mapping_start
      try Self.refuse(anchor: start.anchor, tag: start.tag, at: position)
      try checkDepth(at: position)
      stack.append(.mapping(position: position, pairs: [], pendingKey: nil))
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      switch stack.popLast() {
      case .sequence(let start, let items):
        add(YAMLNode(content: .sequence(items), position: start))
      case .mapping(let start, let pairs, _):
        add(YAMLNode(content: .mapping(pairs), position: start))
      case nil:
        break  // libyaml never ends a collection it has not started.
      }
    default:
      break  // Stream start and document end carry nothing a standard needs.
    }
    return false
  }

  private func checkDepth(at position: TextPosition) throws(Finding) {
    if stack.count >= YAMLParser.maximumDepth {
      throw Finding(.nestingTooDeep(limit: YAMLParser.maximumDepth), at: position)
    }
  }

  private mutating func add(_ node: YAMLNode) {
    switch stack.popLast() {
    case nil:
      root = node
    case .sequence(let start, var items):
      items.append(node)
      stack.append(.sequence(position: start, items: items))
    case .mapping(let start, let pairs, nil):
      stack.append(.mapping(position: start, pairs: pairs, pendingKey: node))
    case .mapping(let start, var pairs, let key?):
      pairs.append(YAMLPair(key: key, value: node))
      stack.append(.mapping(position: start, pairs: pairs, pendingKey: nil))
    }
  }

  private static func refuse(
    anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?,
    at position: TextPosition
  ) throws(Finding) {
    if let anchor {
      throw Finding(.anchorOrAlias(isAlias: false, name: text(anchor)), at: position)
    }
    if let tag { throw Finding(.explicitTag(text(tag)), at: position) }
  }

  private static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String {
    guard let pointer else { return "" }
    return String(cString: pointer)
  }

  private static func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: .literal
    case YAML_FOLDED_SCALAR_STYLE: .folded
    default: .plain
    }
  }
}
