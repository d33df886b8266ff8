import BMICore

/// Reads the table file a `reference:` names: its bytes, or `nil` when it cannot be read.
/// The name is relative to the standard file's directory.
public typealias ReferenceFileReader = @Sendable (String) -> [UInt8]?

extension StandardDecoder {
  static let referenceKeys = KeySchema(
    allowed: [
      "rules", "table", "sha256", "age", "tails", "z_rounding", "obesity_classes",
      "z_at_percentile_100", "preterm_correction",
    ],
    required: [
      ("rules", "rules: who-2007"), ("table", "table: References/who2007-bmi-for-age-months.csv"),
      ("sha256", "sha256: followed by the table file's SHA-256 in hex"),
      (
        "age",
        "age: {unit: months, at_least: 60, at_most: 228, rounding: none, "
          + "interpolation: linear}"
      ),
      ("tails", "tails: who-restricted"),
    ])

  static let referenceAgeKeys = KeySchema(
    allowed: ["unit", "at_least", "at_most", "below", "rounding", "interpolation"],
    required: [
      ("unit", "unit: months"), ("at_least", "at_least: 60"), ("rounding", "rounding: none"),
      ("interpolation", "interpolation: linear"),
    ])

  static let zRoundingKeys = KeySchema(
    allowed: ["decimals", "mode"],
    required: [("decimals", "decimals: 2"), ("mode", "mode: half-away-from-zero")])

  /// The growth reference of a BMI-for-age standard: the rules named, the table read and
  /// checked against its digest, and every declared convention checked against the rules
  /// (a file states each convention; BMIKit refuses one the named rules do not follow).
  /// With `rules: declared`, the conventions are the file's own (see
  /// `StandardDecoder+DeclaredRules.swift`), and the table must cover the declared ages.
  ///
  /// With its classes of obesity, it also returns the node of their `within:`, which names a
  /// category the sections must have (checked once they are read).
  mutating func bmiForAgeReference(_ node: YAMLNode, measure: Measure)
    -> (reference: BMIForAgeReference, obesityCategory: YAMLNode?)?
  {
    guard
      let fields = fields(
        of: node, context: "'reference'",
        expected: "a mapping with rules, table, sha256, age and tails",
        schema: Self.referenceKeys)
    else { return nil }
    let names = GrowthReference.all.map(\.fileName) + [GrowthReference.declaredName]
    let ruleName = fields["rules"].flatMap { word($0, what: "'rules'", allowed: names) }
    let tableName = fields["table"].flatMap { text($0, what: "'table'") }
    let digest = fields["sha256"].flatMap { text($0, what: "'sha256'") }
    let zRounding = fields["z_rounding"].flatMap { self.zRounding($0) }
    let preterm = fields["preterm_correction"].map {
      word(
        $0, what: "'preterm_correction'", allowed: PretermCorrectionRule.allCases.map(\.rawValue)
      )
      .flatMap(PretermCorrectionRule.init(rawValue:))
    }
    guard let ruleName else { return nil }
    let rules: GrowthReference
    var declaredAge: MappingFields?
    if let preset = GrowthReference.all.first(where: { $0.fileName == ruleName }) {
      if let node = fields["age"] { checkAge(node, rules: preset) }
      if let node = fields["tails"] {
        _ = word(node, what: "'tails' of \(preset.fileName)", allowed: [preset.tails.rawValue])
      }
      rules = preset
    } else {
      guard let age = fields["age"], let tails = fields["tails"],
        let declared = declaredRules(age: age, tails: tails)
      else { return nil }
      rules = declared.rules
      declaredAge = declared.age
    }
    if let node = fields["z_rounding"], measure != .bmiForAgeZ {
      report(
        .valueNotAllowed(
          text: "z_rounding", what: "a key of a standard that measures \(measure.rawValue)",
          allowed: ["none: remove z_rounding"], suggestion: nil), node)
    }
    let classes = fields["obesity_classes"].map { obesityClasses($0, rules: rules) }
    let zAt100 = fields["z_at_percentile_100"].map { zAtPercentile100($0, rules: rules) }
    guard let tableName, let tableNode = fields["table"], let digest,
      let digestNode = fields["sha256"]
    else { return nil }
    guard
      let table = table(
        tableName, node: tableNode, digest: digest, digestNode: digestNode,
        rules: rules)
    else { return nil }
    if let declaredAge, !checkCoverage(of: table, age: declaredAge) {
      return nil
    }
    if fields["z_rounding"] != nil, zRounding == nil { return nil }
    if let classes, classes == nil { return nil }
    if let zAt100, zAt100 == nil { return nil }
    let reference = BMIForAgeReference(
      table: table, tableFile: tableName, tableSHA256: digest, zRounding: zRounding,
      obesityClasses: classes??.0,
      pretermCorrection: (preterm ?? PretermCorrectionRule.none) ?? .none
    ).writingZ(atPercentile100: zAt100 ?? nil)
    return (reference, classes??.1)
  }

  /// The table file, read, matched with its digest and checked as an LMS table.
  private mutating func table(
    _ name: String, node: YAMLNode, digest: String, digestNode: YAMLNode,
    rules: GrowthReference
  ) -> GrowthReferenceTable? {
    guard Self.isSafeRelativePath(name) else {
      report(
        .referenceTableUnreadable(
          text: name,
          hint: "is not a relative file name; name the CSV file beside the standard file, "
            + "such as References/table.csv (no '..', no leading '/')"), node)
      return nil
    }
    guard let bytes = referenceFiles?(name) else {
      report(
        .referenceTableUnreadable(
          text: name,
          hint: "cannot be read; put the LMS table at that path beside the standard file"), node)
      return nil
    }
    let actual = SHA256.hexDigest(of: bytes)
    guard actual == digest.lowercased() else {
      report(.referenceDigestMismatch(text: digest, table: name, actual: actual), digestNode)
      return nil
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      report(
        .referenceTableUnreadable(text: name, hint: "is not UTF-8 text; save it as CSV"), node)
      return nil
    }
    do throws(GrowthTableError) {
      return try GrowthReferenceTable(parsing: text, reference: rules)
    } catch {
      for problem in error.problems {
        report(
          .referenceTable(problem.code, ageColumn: rules.ageColumn, unit: rules.ageUnitName),
          at: TextPosition(line: problem.line, column: problem.column), inTable: name,
          bytes: bytes)
      }
      return nil
    }
  }

  /// Checks that every convention of `age:` is the one the rules follow.
  private mutating func checkAge(_ node: YAMLNode, rules: GrowthReference) {
    guard
      let fields = fields(
        of: node, context: "'age' of the reference",
        expected: "a mapping with unit, at_least, at_most or below, rounding and interpolation",
        schema: Self.referenceAgeKeys)
    else { return }
    let context = " of \(rules.fileName)"
    if let node = fields["unit"] {
      _ = word(node, what: "the age unit" + context, allowed: [rules.ageUnit.rawValue])
    }
    if let node = fields["rounding"] {
      _ = word(node, what: "the age rounding" + context, allowed: [rules.ageRounding.rawValue])
    }
    let interpolation = rules.interpolates ? "linear" : "none"
    if let node = fields["interpolation"] {
      _ = word(node, what: "the interpolation" + context, allowed: [interpolation])
    }
    if let node = fields["at_least"] {
      expectNumber(node, equal: rules.minimumAge, what: "the youngest age" + context)
    }
    let upperKey = rules.includesMaximumAge ? "at_most" : "below"
    let otherKey = rules.includesMaximumAge ? "below" : "at_most"
    if let node = fields[otherKey] {
      report(
        .valueNotAllowed(
          text: otherKey, what: "the oldest age's key" + context, allowed: [upperKey],
          suggestion: upperKey), node)
    }
    if let node = fields[upperKey] {
      expectNumber(node, equal: rules.maximumAge, what: "the oldest age" + context)
    } else if fields[otherKey] == nil {
      report(
        .missingKey(
          key: upperKey, context: "'age' of the reference",
          example: "\(upperKey): \(rules.maximumAge)"), at: fields.position)
    }
  }

  private mutating func expectNumber(_ node: YAMLNode, equal value: GrowthRational, what: String) {
    guard let number = self.number(node, what: what) else { return }
    let expected = value.decimalText(decimals: 0)
    guard GrowthRational(Rational(number)) == value else {
      report(
        .valueNotAllowed(
          text: "\(number)", what: what, allowed: [expected], suggestion: expected), node)
      return
    }
  }

  private mutating func zRounding(_ node: YAMLNode) -> GrowthZRounding? {
    guard
      let fields = fields(
        of: node, context: "'z_rounding'", expected: "a mapping with decimals and mode",
        schema: Self.zRoundingKeys)
    else { return nil }
    let decimals = fields["decimals"].flatMap { wholeNumber($0, what: "'decimals'", in: 0...6) }
    let modes = ["half-away-from-zero", "half-even"]
    let mode = fields["mode"].flatMap { word($0, what: "'mode'", allowed: modes) }
    guard let decimals, let mode else { return nil }
    return GrowthZRounding(
      decimals: decimals, ties: mode == "half-even" ? .halfEven : .halfAwayFromZero)
  }

  /// A relative path of letters, digits, `.`, `_`, `-` and `/`, without `..` parts.
  static func isSafeRelativePath(_ name: String) -> Bool {
    guard !name.isEmpty, !name.hasPrefix("/") else { return false }
    let allowed = name.unicodeScalars.allSatisfy {
      ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        || [".", "_", "-", "/"].contains($0)
    }
    return allowed && !name.split(separator: "/").contains { $0 == ".." || $0 == "." }
  }
}
