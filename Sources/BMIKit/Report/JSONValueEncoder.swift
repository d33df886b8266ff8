import BMISupport

/// Encodes a value into a ``JSONValue`` with its keys in the order the value encodes them,
/// so the command line writes a report's `Codable` form byte for byte stably, with exact
/// numbers (``ExactNumber``) written as their digits.
///
/// Only what reports use is supported: keyed and unkeyed containers, strings, booleans,
/// integers, `nil` and ``ExactNumber``.
package enum JSONValueEncoder {
  /// The JSON of a value.
  ///
  /// - Parameter value: A report.
  package static func encode(_ value: some Encodable) throws -> JSONValue {
    let root = Node()
    try value.encode(to: TreeEncoder(node: root, codingPath: []))
    return root.value
  }

  /// A value under construction: a leaf, or a container whose children fill in later.
  final class Node {
    enum Content {
      case empty
      case leaf(JSONValue)
      case object([(String, Node)])
      case array([Node])
    }
    var content = Content.empty

    var value: JSONValue {
      switch content {
      case .empty: .null
      case .leaf(let value): value
      case .object(let members): .object(members.map { ($0.0, $0.1.value) })
      case .array(let items): .array(items.map { $0.value })
      }
    }

    func child(forKey key: String) -> Node {
      let node = Node()
      if case .object(var members) = content {
        members.append((key, node))
        content = .object(members)
      } else {
        content = .object([(key, node)])
      }
      return node
    }

    func appended() -> Node {
      let node = Node()
      if case .array(var items) = content {
        items.append(node)
        content = .array(items)
      } else {
        content = .array([node])
      }
      return node
    }
  }

  struct TreeEncoder: Encoder {
    let node: Node
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      if case .empty = node.content { node.content = .object([]) }
      return KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      if case .empty = node.content { node.content = .array([]) }
      return Unkeyed(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
      Single(node: node, codingPath: codingPath)
    }
  }

  /// A leaf's JSON, or `nil` for a value that encodes itself into containers.
  static func leaf(_ value: some Encodable) -> JSONValue? {
    switch value {
    case let number as ExactNumber:
      number.isDecimal ? .number(number.description) : .string(number.description)
    case let text as String: .string(text)
    case let flag as Bool: .bool(flag)
    case let integer as Int: .number(String(integer))
    default: nil
    }
  }

  static func write(_ value: some Encodable, into node: Node, path: [any CodingKey]) throws {
    if let leaf = leaf(value) {
      node.content = .leaf(leaf)
    } else {
      try value.encode(to: TreeEncoder(node: node, codingPath: path))
    }
  }

  struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
      node.child(forKey: key.stringValue).content = .leaf(.null)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      try JSONValueEncoder.write(
        value, into: node.child(forKey: key.stringValue), path: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      let child = node.child(forKey: key.stringValue)
      child.content = .object([])
      return KeyedEncodingContainer(Keyed<NestedKey>(node: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      let child = node.child(forKey: key.stringValue)
      child.content = .array([])
      return Unkeyed(node: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
      TreeEncoder(node: node.child(forKey: "super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      TreeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }
  }

  struct Unkeyed: UnkeyedEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]
    var count: Int {
      if case .array(let items) = node.content { return items.count }
      return 0
    }

    mutating func encodeNil() throws { node.appended().content = .leaf(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
      try JSONValueEncoder.write(value, into: node.appended(), path: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      let child = node.appended()
      child.content = .object([])
      return KeyedEncodingContainer(Keyed<NestedKey>(node: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let child = node.appended()
      child.content = .array([])
      return Unkeyed(node: child, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
      TreeEncoder(node: node.appended(), codingPath: codingPath)
    }
  }

  struct Single: SingleValueEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.content = .leaf(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
      try JSONValueEncoder.write(value, into: node, path: codingPath)
    }
  }
}
