import BMICore

// `obesity_classes:` of a CDC BMI-for-age reference:
//
//   obesity_classes:
//     within: obesity
//     class_2: {at_least_percent_of_p95: 120, or_bmi_at_least: 35}
//     class_3: {at_least_percent_of_p95: 140, or_bmi_at_least: 40}

extension StandardDecoder {
  static let obesityClassesKeys = KeySchema(
    allowed: ["within", "class_2", "class_3"],
    required: [
      ("within", "within: obesity"),
      ("class_2", "class_2: {at_least_percent_of_p95: 120, or_bmi_at_least: 35}"),
      ("class_3", "class_3: {at_least_percent_of_p95: 140, or_bmi_at_least: 40}"),
    ])

  static let obesityThresholdKeys = KeySchema(
    allowed: ["at_least_percent_of_p95", "or_bmi_at_least"],
    required: [
      ("at_least_percent_of_p95", "at_least_percent_of_p95: 120"),
      ("or_bmi_at_least", "or_bmi_at_least: 35"),
    ])

  /// The classes of obesity a reference declares: the category they divide and the
  /// thresholds of classes 2 and 3, each above 100 % of P95 and rising on both criteria.
  /// Only CDC's extended tails (`tails: cdc-extended`) define the 95th percentile these
  /// percentages are of.
  mutating func obesityClasses(_ node: YAMLNode, rules: GrowthReference)
    -> (GrowthObesityClasses, YAMLNode)?
  {
    guard rules.hasPercentOfNinetyFifth else {
      report(
        .valueNotAllowed(
          text: "obesity_classes", what: "a key of a reference with tails \(rules.tails.rawValue)",
          allowed: ["tails: cdc-extended"], suggestion: nil), node)
      return nil
    }
    guard
      let fields = fields(
        of: node, context: "'obesity_classes'",
        expected: "a mapping with within, class_2 and class_3",
        schema: Self.obesityClassesKeys)
    else { return nil }
    let category = fields["within"].flatMap { identifier($0, what: "'within'") }
    let second = fields["class_2"].flatMap { obesityThreshold($0, what: "class_2") }
    let third = fields["class_3"].flatMap { obesityThreshold($0, what: "class_3") }
    guard let category, let categoryNode = fields["within"], let second, let third,
      let thirdNode = fields["class_3"]
    else { return nil }
    guard third.percentOfNinetyFifth > second.percentOfNinetyFifth, third.bmi > second.bmi else {
      report(
        .numberOutOfRange(
          text: "class_3", what: "the threshold of class 3",
          requirement: "above class 2's on both criteria"), thirdNode)
      return nil
    }
    return (GrowthObesityClasses(category: category, thresholds: [second, third]), categoryNode)
  }

  private mutating func obesityThreshold(_ node: YAMLNode, what: String)
    -> GrowthObesityClasses.Threshold?
  {
    guard
      let fields = fields(
        of: node, context: "'\(what)'",
        expected: "a mapping with at_least_percent_of_p95 and or_bmi_at_least",
        schema: Self.obesityThresholdKeys)
    else { return nil }
    func value(_ key: String, above minimum: Int) -> GrowthRational? {
      guard let node = fields[key], let number = number(node, what: "'\(key)' of \(what)")
      else { return nil }
      guard number > ExactDecimal(minimum) else {
        report(
          .numberOutOfRange(
            text: "\(number)", what: "'\(key)' of \(what)", requirement: "above \(minimum)"),
          node)
        return nil
      }
      return GrowthRational(Rational(number))
    }
    let percent = value("at_least_percent_of_p95", above: 100)
    let bmi = value("or_bmi_at_least", above: 0)
    guard let percent, let bmi else { return nil }
    return GrowthObesityClasses.Threshold(percentOfNinetyFifth: percent, bmi: bmi)
  }

  /// Reports a `within:` that names no category of some section.
  mutating func checkObesityCategory(
    _ classes: GrowthObesityClasses, node: YAMLNode, sections: [StandardSection]
  ) {
    let missing = sections.contains { section in
      !section.table.categories.contains { $0.id == classes.category }
    }
    guard missing else { return }
    let ids = sections.first?.table.categories.map(\.id) ?? []
    report(
      .valueNotAllowed(
        text: classes.category, what: "the category the obesity classes divide",
        allowed: ids, suggestion: ids.last), node)
  }
}
