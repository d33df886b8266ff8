/// A node of a YAML document as the loader sees it: text, style and position only.
///
/// No scalar is given a type here. Whether `NO` is text or `25` a number is decided by the
/// standard decoder, which knows what each key expects.
struct YAMLNode: Sendable {
  /// What the node holds.
  enum Content: Sendable {
    case scalar(YAMLScalar)
    case mapping([YAMLPair])
    case sequence([YAMLNode])
  }

  let content: Content
  /// Where the node starts: the first character of a scalar, the first key of a block
  /// mapping, the `-` of a block sequence, or the bracket of a flow collection.
  let position: TextPosition

  /// The scalar, if the node is one.
  var scalar: YAMLScalar? {
    if case .scalar(let scalar) = content { return scalar }
    return nil
  }

  /// A short English name of the node's kind, for messages: "text", "a mapping", "a list".
  var kindDescription: String {
    switch content {
    case .scalar(let scalar) where scalar.isNull: "nothing"
    case .scalar: "a single value"
    case .mapping: "a mapping (key: value pairs)"
    case .sequence: "a list"
    }
  }
}

/// A scalar's text exactly as written (after YAML's own unescaping and folding), and how
/// it was written.
struct YAMLScalar: Sendable {
  /// How a scalar is written in the file.
  enum Style: Sendable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded
  }

  let text: String
  let style: Style

  /// Whether the scalar was written in any style but plain; such a scalar is always text.
  var isQuoted: Bool { style != .plain }

  /// Whether the scalar is a plain empty value or a plain `~`/`null`, which YAML reads as
  /// no value at all.
  var isNull: Bool {
    style == .plain && ["", "~", "null", "Null", "NULL"].contains(text)
  }
}

/// A key and its value, in file order.
struct YAMLPair: Sendable {
  let key: YAMLNode
  let value: YAMLNode
}
