import BMICore

// `examples:` of a standard file: a list of mappings, each the inputs of a person and the
// answer the standard must give.
//
//   examples:
//     - {bmi: 22.9, expect: normal}
//     - {height: 5 ft 9 in, weight: 141 lb, expect: healthy-weight}
extension StandardDecoder {
  static let exampleKeys = KeySchema(
    allowed: [
      "bmi", "height", "weight", "waist", "sex", "age", "background", "expect", "section",
      "z", "percentile", "tolerance",
    ],
    required: [("expect", "expect: followed by the id of the category that must come out")])

  /// Decodes the `examples:` list; each problem is reported at its place.
  mutating func examples(_ node: YAMLNode) -> [StandardExample] {
    guard case .sequence(let items) = node.content else {
      report(
        .wrongType(
          what: "'examples'", expected: "a list of examples such as - {bmi: 22.9, expect: normal}",
          found: node.kindDescription), node)
      return []
    }
    return items.compactMap { example($0) }
  }

  private mutating func example(_ node: YAMLNode) -> StandardExample? {
    guard
      let fields = fields(
        of: node, context: "an example", expected: "a mapping such as {bmi: 22.9, expect: normal}",
        schema: Self.exampleKeys)
    else { return nil }
    let before = errorCount
    let expect = fields["expect"].flatMap { written($0, identifier: "expected category id") }
    var example = StandardExample(
      line: node.position.line, column: node.position.column,
      expect: expect ?? .init(text: "", line: 0, column: 0))
    example.bmi = fields["bmi"].flatMap { positiveDecimal($0, what: "the example's bmi") }
    example.height = fields["height"].flatMap { written($0, what: "the example's height") }
    example.weight = fields["weight"].flatMap { written($0, what: "the example's weight") }
    example.waist = fields["waist"].flatMap { written($0, what: "the example's waist") }
    example.age = fields["age"].flatMap { written($0, what: "the example's age") }
    if let node = fields["sex"],
      word(node, what: "the example's sex", allowed: ["female", "male"]) != nil
    {
      example.sex = written(node, what: "the example's sex")
    }
    example.background = fields["background"].flatMap {
      written($0, identifier: "example's background")
    }
    example.section = fields["section"].flatMap { written($0, what: "the example's section") }
    example.zScore = fields["z"].flatMap { number($0, what: "the example's z") }
    example.percentile = fields["percentile"].flatMap {
      number($0, what: "the example's percentile")
    }
    if let node = fields["tolerance"], let tolerance = number(node, what: "the example's tolerance")
    {
      if tolerance.millionths < 0 {
        report(
          .numberOutOfRange(
            text: "\(tolerance)", what: "the example's tolerance", requirement: "0 or more"), node)
      }
      example.tolerance = tolerance
    }
    if let node = fields["bmi"], fields["height"] != nil || fields["weight"] != nil {
      report(
        .valueNotAllowed(
          text: "bmi", what: "an example that also gives a height or a weight",
          allowed: ["bmi alone", "height and weight"], suggestion: nil), at: node.position)
    }
    if let node = fields["percentile"], fields["z"] != nil {
      report(
        .valueNotAllowed(
          text: "percentile", what: "an example that also gives a z-score",
          allowed: ["z alone", "percentile alone"], suggestion: nil), at: node.position)
    }
    guard errorCount == before, expect != nil else { return nil }
    return example
  }

  /// Checks that every example's expected category and measure fit the standard.
  mutating func checkExamples(_ examples: [StandardExample], against standard: Standard) {
    let ids = standard.categories.map(\.id)
    for example in examples where !ids.contains(example.expect.text) {
      report(
        .valueNotAllowed(
          text: example.expect.text, what: "the expected category of an example",
          allowed: ids, suggestion: nil),
        at: TextPosition(line: example.expect.line, column: example.expect.column))
    }
  }

  private mutating func written(_ node: YAMLNode, what: String) -> StandardExample.Written? {
    guard let scalar = scalar(node, what: what, expected: "a value such as 160 cm") else {
      return nil
    }
    return .init(text: scalar.text, line: node.position.line, column: node.position.column)
  }

  private mutating func written(_ node: YAMLNode, identifier what: String)
    -> StandardExample.Written?
  {
    guard let text = identifier(node, what: what) else { return nil }
    return .init(text: text, line: node.position.line, column: node.position.column)
  }
}
