import BMICore

/// A category as decoded, with the positions its table problems are reported at.
struct DecodedCategory: Sendable {
  /// Where a bound is written: its key and position.
  struct BoundKey: Sendable {
    let name: String
    let position: TextPosition
  }

  let category: BMICategory
  let position: TextPosition
  let idPosition: TextPosition
  let lowerKey: BoundKey?
  let upperKey: BoundKey?
  let healthyPosition: TextPosition?
  let labelPosition: TextPosition?
}

/// A group as decoded, with the position of each member.
struct DecodedGroup: Sendable {
  let group: CategoryGroup
  let idPosition: TextPosition
  let memberPositions: [TextPosition]
}

extension StandardDecoder {
  static let categoryKeys = KeySchema(
    allowed: ["id", "label", "healthy", "at_least", "above", "below", "at_most"],
    required: [
      ("id", "an id such as id: normal"), ("label", "a label such as label: {en: Normal}"),
    ])

  static let groupKeys = KeySchema(
    allowed: ["id", "label", "members"],
    required: [
      ("id", "an id such as id: obese"), ("label", "a label such as label: {en: Obese}"),
      ("members", "the category ids, such as members: [obese-1, obese-2]"),
    ])

  /// The categories, or `nil` when any problem was found in them.
  mutating func categories(_ node: YAMLNode) -> [DecodedCategory]? {
    // The table is checked only from categories without errors: a misspelt bound would
    // otherwise also show up as a missing bound, a gap or an overlap.
    list(node, what: "'categories'", expected: "a list of categories") {
      $0.category($1, index: $2)
    }
  }

  /// The items of a sequence, each decoded by `item`, or `nil` when the node is not a
  /// sequence or any item had a problem.
  mutating func list<Item>(
    _ node: YAMLNode, what: String, expected: String,
    item: (inout Self, YAMLNode, Int) -> Item?
  ) -> [Item]? {
    guard case .sequence(let items) = node.content else {
      report(.wrongType(what: what, expected: expected, found: node.kindDescription), node)
      return nil
    }
    var decoded: [Item] = []
    let errorsBefore = errorCount
    for (index, element) in items.enumerated() {
      if let value = item(&self, element, index) { decoded.append(value) }
    }
    return errorCount == errorsBefore ? decoded : nil
  }

  private mutating func category(_ node: YAMLNode, index: Int) -> DecodedCategory? {
    let context = Self.context(of: node, kind: "category", index: index)
    guard
      let fields = fields(
        of: node, context: context, expected: "a mapping with id, label and bounds",
        schema: Self.categoryKeys)
    else { return nil }
    let id = fields["id"].flatMap { identifier($0, what: "category id") }
    let label = fields["label"].flatMap {
      localizedText($0, what: "the label of \(context)", requiresEnglish: false)
    }
    var isHealthy: Bool? = false
    if let node = fields["healthy"] { isHealthy = boolean(node, what: "'healthy' of \(context)") }
    let lower = bound(fields, keys: ("at_least", "above"), context: context)
    let upper = bound(fields, keys: ("below", "at_most"), context: context)
    guard let id, let idPosition = fields["id"]?.position, let isHealthy, let lower, let upper
    else { return nil }
    let lowerBound: LowerBound =
      switch lower {
      case (nil, _): .none
      case (let value?, let key): key?.name == "at_least" ? .atLeast(value) : .above(value)
      }
    let upperBound: UpperBound =
      switch upper {
      case (nil, _): .none
      case (let value?, let key): key?.name == "below" ? .below(value) : .atMost(value)
      }
    return DecodedCategory(
      category: BMICategory(
        id: id, label: label ?? LocalizedText([]),
        interval: Interval(lower: lowerBound, upper: upperBound), isHealthy: isHealthy),
      position: node.position, idPosition: idPosition, lowerKey: lower.key,
      upperKey: upper.key, healthyPosition: fields.keyPosition("healthy"),
      labelPosition: fields["label"]?.position)
  }

  /// One end of a category: absent (`(nil, nil)`), a value with its key, or `nil` when
  /// it is written wrongly or twice.
  private mutating func bound(
    _ fields: MappingFields, keys: (String, String), context: String
  ) -> (value: ExactDecimal?, key: DecodedCategory.BoundKey?)? {
    let present = [keys.0, keys.1].compactMap { name in
      fields.keyPosition(name).map { DecodedCategory.BoundKey(name: name, position: $0) }
    }.sorted { $0.position < $1.position }
    // Every value is read, so that a bad number is reported even beside a conflict.
    let values = present.map { key in
      fields[key.name].flatMap { node in
        if let cutOffNames {
          return cutOffBound(node, what: "'\(key.name)' of \(context)", names: cutOffNames)
        }
        return boundsMayBeNegative
          ? number(node, what: "'\(key.name)' of \(context)")
          : positiveDecimal(node, what: "'\(key.name)' of \(context)")
      }
    }
    guard let key = present.first else { return (nil, nil) }
    if present.count == 2 {
      report(
        .conflictingBounds(key: present[1].name, otherKey: key.name, context: context),
        at: present[1].position)
      return nil
    }
    guard let value = values[0] else { return nil }
    return (value, key)
  }

  /// The groups, or `nil` when any problem was found in them.
  mutating func groups(_ node: YAMLNode) -> [DecodedGroup]? {
    list(node, what: "'groups'", expected: "a list of groups") { $0.group($1, index: $2) }
  }

  private mutating func group(_ node: YAMLNode, index: Int) -> DecodedGroup? {
    let context = Self.context(of: node, kind: "group", index: index)
    guard
      let fields = fields(
        of: node, context: context, expected: "a mapping with id, label and members",
        schema: Self.groupKeys)
    else { return nil }
    let id = fields["id"].flatMap { identifier($0, what: "group id") }
    let label = fields["label"].flatMap {
      localizedText($0, what: "the label of \(context)", requiresEnglish: false)
    }
    let members = fields["members"].flatMap { self.members($0, context: context) }
    guard let id, let idPosition = fields["id"]?.position, let members else { return nil }
    return DecodedGroup(
      group: CategoryGroup(id: id, label: label ?? LocalizedText([]), memberIDs: members.map(\.0)),
      idPosition: idPosition, memberPositions: members.map(\.1))
  }

  private mutating func members(_ node: YAMLNode, context: String) -> [(String, TextPosition)]? {
    guard case .sequence(let items) = node.content else {
      report(
        .wrongType(
          what: "'members' of \(context)", expected: "a list of category ids",
          found: node.kindDescription), node)
      return nil
    }
    guard !items.isEmpty else {
      report(.missingValue(what: "'members' of \(context)", found: "an empty list"), node)
      return nil
    }
    var members: [(String, TextPosition)] = []
    for item in items {
      if let id = text(item, what: "a member of \(context)") { members.append((id, item.position)) }
    }
    return members.count == items.count ? members : nil
  }

  /// "category 'normal'" when the item has a valid id, else "category 3" (counting from 1).
  static func context(of node: YAMLNode, kind: String, index: Int) -> String {
    if case .mapping(let pairs) = node.content,
      let id = pairs.first(where: { $0.key.scalar?.text == "id" })?.value.scalar?.text,
      ScalarGrammar.isIdentifier(id)
    {
      return "\(kind) '\(id)'"
    }
    return "\(kind) \(index + 1)"
  }
}
