import BMICore
import BMISupport

/// An input as declared under `inputs:`, with the positions its problems are reported at.
struct DecodedInput: Sendable {
  let input: StandardInput
  let keyPosition: TextPosition
  let position: TextPosition
  /// Where each listed word is written, in order.
  let valuePositions: [TextPosition]
}

/// A section's `when:` clause for one input, with its positions.
struct DecodedClause: Sendable {
  let clause: SectionCondition.Clause
  let keyPosition: TextPosition
  let position: TextPosition
  /// Where each listed word is written, in order.
  let valuePositions: [TextPosition]
}

extension StandardDecoder {
  /// Other names people give the inputs, for suggestions.
  static let inputSynonyms: [String: String] = [
    "gender": "sex", "waist": "waist_cm", "waist_circumference": "waist_cm",
    "ethnicity": "background", "ethnic_group": "background", "race": "background",
    "age_years": "age",
  ]

  static let numericInputKeys = ["at_least", "above", "below", "at_most"]

  /// The declarable input a name stands for, or `nil` after reporting it with a suggestion.
  ///
  /// - Parameter declared: The inputs a condition may name; `nil` for a declaration, which
  ///   may name any declarable input.
  private mutating func inputName(_ key: YAMLNode, declared: [InputName]?) -> InputName? {
    guard let text = key.scalar?.text, !(key.scalar?.isNull ?? true) else {
      report(
        .wrongType(
          what: "an input name", expected: "a name such as sex", found: key.kindDescription),
        key)
      return nil
    }
    let known = declared ?? InputName.declarable
    if let name = InputName(rawValue: text), known.contains(name) { return name }
    let names = known.map(\.rawValue)
    let suggestion =
      Self.inputSynonyms[text.lowercased()].flatMap { names.contains($0) ? $0 : nil }
      ?? EditDistance.closest(to: text, among: names)
    if let declared {
      report(
        .undeclaredInput(name: text, declared: declared.map(\.rawValue), suggestion: suggestion),
        key)
    } else {
      report(.unknownInput(name: text, suggestion: suggestion), key)
    }
    return nil
  }

  /// The inputs declared under `inputs:`, or `nil` when any has a problem.
  mutating func inputs(_ node: YAMLNode) -> [DecodedInput]? {
    guard case .mapping(let pairs) = node.content else {
      report(
        .wrongType(
          what: "'inputs'",
          expected: "a mapping of input names, such as {sex: {values: [female, male]}}",
          found: node.kindDescription), node)
      return nil
    }
    var decoded: [DecodedInput] = []
    var firstLines: [String: Int] = [:]
    let errorsBefore = errorCount
    for pair in pairs {
      guard let name = inputName(pair.key, declared: nil) else { continue }
      if let firstLine = firstLines[name.rawValue] {
        report(.duplicateKey(key: name.rawValue, firstLine: firstLine), pair.key)
        continue
      }
      firstLines[name.rawValue] = pair.key.position.line
      if let input = declaration(name, pair) { decoded.append(input) }
    }
    return errorCount == errorsBefore ? decoded : nil
  }

  private mutating func declaration(_ name: InputName, _ pair: YAMLPair) -> DecodedInput? {
    let context = "the input '\(name.rawValue)'"
    let node = pair.value
    if name.isEnumerated {
      let example =
        name == .sex ? "{values: [female, male]}" : "{values: [south-asian, chinese, other]}"
      guard
        let fields = fields(
          of: node, context: context, expected: "a mapping such as \(example)",
          schema: KeySchema(allowed: ["values"], required: [("values", "values: [...]")]))
      else { return nil }
      guard let list = fields["values"] else { return nil }
      guard case .sequence(let items) = list.content else {
        report(
          .wrongType(
            what: "'values' of \(context)", expected: "a list such as [female, male]",
            found: list.kindDescription),
          list)
        return nil
      }
      guard let words = words(items, of: name, context: context) else { return nil }
      return DecodedInput(
        input: StandardInput(name: name, domain: .values(words)), keyPosition: pair.key.position,
        position: list.position, valuePositions: items.map(\.position))
    }
    let keys = Self.numericInputKeys + (name == .age ? ["unit"] : [])
    guard
      let fields = fields(
        of: node, context: context,
        expected: "a mapping of bounds such as {at_least: 18}, or {} for every value",
        schema: KeySchema(allowed: keys, required: []))
    else { return nil }
    var unit = AgeUnit.years
    if let unitNode = fields["unit"] {
      guard
        let word = word(
          unitNode, what: "the unit of \(context)", allowed: AgeUnit.allCases.map(\.rawValue)),
        let chosen = AgeUnit(rawValue: word)
      else { return nil }
      unit = chosen
    }
    guard let interval = interval(fields, context: context, at: node) else { return nil }
    return DecodedInput(
      input: StandardInput(name: name, domain: .interval(interval), ageUnit: unit),
      keyPosition: pair.key.position, position: node.position, valuePositions: [])
  }

  /// The words of an enumerated input: `female`/`male` for sex, identifiers for background.
  private mutating func words(_ items: [YAMLNode], of name: InputName, context: String)
    -> [String]?
  {
    var words: [String] = []
    for item in items {
      let value: String?
      if name == .sex {
        value = word(item, what: "a value of \(context)", allowed: Sex.allCases.map(\.rawValue))
      } else {
        value = identifier(item, what: "value of \(context)")
      }
      if let value { words.append(value) }
    }
    return words.count == items.count ? words : nil
  }

  /// The interval written with the bound keys, or `nil` after reporting a problem; an
  /// interval that holds no number is reported here.
  private mutating func interval(_ fields: MappingFields, context: String, at node: YAMLNode)
    -> Interval?
  {
    var values: [String: ExactDecimal] = [:]
    var isComplete = true
    for key in Self.numericInputKeys {
      guard let valueNode = fields[key] else { continue }
      guard let value = nonNegativeDecimal(valueNode, what: "'\(key)' of \(context)") else {
        isComplete = false
        continue
      }
      values[key] = value
    }
    for (first, second) in [("at_least", "above"), ("below", "at_most")]
    where values[first] != nil && values[second] != nil {
      if let position = fields.keyPosition(second) {
        report(.conflictingBounds(key: second, otherKey: first, context: context), at: position)
      }
      isComplete = false
    }
    guard isComplete else { return nil }
    let lower: LowerBound =
      values["at_least"].map { .atLeast($0) } ?? values["above"].map { .above($0) } ?? .none
    let upper: UpperBound =
      values["below"].map { .below($0) } ?? values["at_most"].map { .atMost($0) } ?? .none
    let interval = Interval(lower: lower, upper: upper)
    if let low = lower.value, let high = upper.value,
      low > high || (low == high && !(lower.isInclusive && upper.isInclusive))
    {
      report(.emptyRange(what: context, interval: "\(interval)"), node)
      return nil
    }
    return interval
  }

  /// The `when:` of a section: a word or list of words for `sex` and `background`, an
  /// interval for `age` and `waist_cm`; `nil` after a problem.
  ///
  /// - Parameter declared: The declared inputs; `nil` when the declarations have problems,
  ///   and a name that is not declarable is then left to them.
  mutating func condition(_ node: YAMLNode, declared: [InputName]?, context: String)
    -> [DecodedClause]?
  {
    guard case .mapping(let pairs) = node.content else {
      report(
        .wrongType(
          what: "'when' of \(context)",
          expected: "a mapping of inputs to values, such as {sex: male, age: {below: 70}}",
          found: node.kindDescription), node)
      return nil
    }
    var clauses: [DecodedClause] = []
    var firstLines: [String: Int] = [:]
    let errorsBefore = errorCount
    for pair in pairs {
      let name: InputName
      if let declared {
        guard let known = inputName(pair.key, declared: declared) else { continue }
        name = known
      } else {
        guard let text = pair.key.scalar?.text, let known = InputName(rawValue: text),
          known.isDeclarable
        else { continue }
        name = known
      }
      if let firstLine = firstLines[name.rawValue] {
        report(.duplicateKey(key: name.rawValue, firstLine: firstLine), pair.key)
        continue
      }
      firstLines[name.rawValue] = pair.key.position.line
      let clauseContext = "'\(name.rawValue)' in the 'when' of \(context)"
      let value = pair.value
      if name.isEnumerated {
        let items: [YAMLNode]
        switch value.content {
        case .scalar: items = [value]
        case .sequence(let list): items = list
        case .mapping:
          report(
            .wrongType(
              what: clauseContext, expected: "a value or a list of values",
              found: value.kindDescription),
            value)
          continue
        }
        guard !items.isEmpty else {
          report(.missingValue(what: clauseContext, found: "an empty list"), value)
          continue
        }
        guard let words = words(items, of: name, context: clauseContext) else { continue }
        clauses.append(
          DecodedClause(
            clause: .init(name, .values(words)), keyPosition: pair.key.position,
            position: value.position, valuePositions: items.map(\.position)))
      } else {
        guard
          let fields = fields(
            of: value, context: clauseContext, expected: "a mapping of bounds such as {below: 70}",
            schema: KeySchema(allowed: Self.numericInputKeys, required: []))
        else { continue }
        guard let interval = interval(fields, context: clauseContext, at: value) else { continue }
        clauses.append(
          DecodedClause(
            clause: .init(name, .interval(interval)), keyPosition: pair.key.position,
            position: value.position, valuePositions: []))
      }
    }
    return errorCount == errorsBefore ? clauses : nil
  }

  /// A plain decimal of 0 or more, such as an age bound.
  mutating func nonNegativeDecimal(_ node: YAMLNode, what: String) -> ExactDecimal? {
    guard let value = number(node, what: what) else { return nil }
    guard value.millionths >= 0 else {
      report(.numberOutOfRange(text: "\(value)", what: what, requirement: "0 or more"), node)
      return nil
    }
    return value
  }
}
