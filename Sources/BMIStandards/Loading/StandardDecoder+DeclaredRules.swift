import BMICore

// `rules: declared`: an LMS table's conventions read from the standard file itself, so that a
// national or international reference needs no code.

extension StandardDecoder {
  /// The rules a file declares under `rules: declared`: the age unit, range, rounding and
  /// interpolation of `age:`, and `tails:`; each checked where it is written.
  ///
  /// - Parameters:
  ///   - age: The `age:` node of the reference.
  ///   - tails: The `tails:` node.
  /// - Returns: The rules and the fields of `age:`, or `nil` after reporting what is wrong.
  mutating func declaredRules(age: YAMLNode, tails: YAMLNode)
    -> (rules: GrowthReference, age: MappingFields)?
  {
    let what = " of declared rules"
    let tailsWord = word(
      tails, what: "'tails'" + what, allowed: GrowthTails.allCases.map(\.rawValue))
    guard
      let fields = fields(
        of: age, context: "'age' of the reference",
        expected: "a mapping with unit, at_least, at_most or below, rounding and interpolation",
        schema: Self.referenceAgeKeys)
    else { return nil }
    let units = [AgeUnit.days, .months, .years].map(\.rawValue)
    let unit = fields["unit"].flatMap { word($0, what: "the age unit" + what, allowed: units) }
      .flatMap(AgeUnit.init(rawValue:))
    let roundings = GrowthReference.AgeRounding.allCases.map(\.rawValue)
    var rounding = fields["rounding"].flatMap {
      word($0, what: "the age rounding" + what, allowed: roundings)
    }.flatMap(GrowthReference.AgeRounding.init(rawValue:))
    if rounding == .wholeDaysHalfUp, let unit, unit != .days, let node = fields["rounding"] {
      report(
        .valueNotAllowed(
          text: "whole-days-half-up", what: "the age rounding of a table in \(unit.rawValue)",
          allowed: ["none", "unit: days"], suggestion: "none"), node)
      rounding = nil
    }
    let interpolation = fields["interpolation"].flatMap {
      word($0, what: "the interpolation" + what, allowed: ["linear", "none"])
    }
    let youngest = fields["at_least"].flatMap { nonNegativeDecimal($0, what: "the youngest age") }
    if fields["at_most"] != nil, fields["below"] != nil, let position = fields.keyPosition("below")
    {
      report(
        .conflictingBounds(key: "below", otherKey: "at_most", context: "'age' of the reference"),
        at: position)
      return nil
    }
    let upperKey = fields["below"] != nil ? "below" : "at_most"
    guard let upperNode = fields[upperKey] else {
      report(
        .missingKey(
          key: "at_most", context: "'age' of the reference",
          example: "at_most: the oldest age, or below: the age all ages are under"),
        at: fields.position)
      return nil
    }
    let oldest = nonNegativeDecimal(upperNode, what: "the oldest age")
    guard let unit, let rounding, let interpolation, let youngest, let oldest, let tailsWord,
      let tails = GrowthTails(rawValue: tailsWord)
    else { return nil }
    let minimum = GrowthRational(Rational(youngest))
    let maximum = GrowthRational(Rational(oldest))
    let includes = upperKey == "at_most"
    guard minimum < maximum || (minimum == maximum && includes) else {
      let interval =
        "[\(minimum.exactDecimalText), \(maximum.exactDecimalText)" + (includes ? "]" : ")")
      report(.emptyRange(what: "'age' of the reference", interval: interval), age)
      return nil
    }
    let rules = GrowthReference(
      declaredAgeUnit: unit, ageRounding: rounding, interpolates: interpolation == "linear",
      minimumAge: minimum, maximumAge: maximum, includesMaximumAge: includes, tails: tails)
    return (rules, fields)
  }

  /// Checks that each sex's rows reach the declared ages: a row at or below the youngest, and
  /// one at or beyond the oldest (with interpolation, or when the oldest age is allowed; a
  /// table without interpolation whose ages are `below` an age may stop a step short of it).
  ///
  /// - Returns: Whether the table covers the declared range.
  mutating func checkCoverage(of table: GrowthReferenceTable, age fields: MappingFields) -> Bool {
    let rules = table.reference
    var covers = true
    for sex in [Sex.female, .male] {
      let ages = table.ages(sex: sex)
      guard let first = ages.first, let last = ages.last else { continue }
      let sexName = sex == .male ? "M" : "F"
      let unit = rules.ageUnit.rawValue
      if first > rules.minimumAge, let node = fields["at_least"] {
        report(
          .valueNotAllowed(
            text: rules.minimumAge.exactDecimalText,
            what: "the youngest age: the table's \(sexName) rows begin at "
              + "\(first.exactDecimalText) \(unit)",
            allowed: ["\(first.exactDecimalText) or older"], suggestion: nil), node)
        covers = false
      }
      let reach =
        rules.interpolates || rules.includesMaximumAge ? last : last + GrowthRational.one
      let key = rules.includesMaximumAge ? "at_most" : "below"
      if reach < rules.maximumAge, let node = fields[key] {
        report(
          .valueNotAllowed(
            text: rules.maximumAge.exactDecimalText,
            what: "the oldest age: the table's \(sexName) rows end at "
              + "\(last.exactDecimalText) \(unit)",
            allowed: ["\(reach.exactDecimalText) or younger"], suggestion: nil), node)
        covers = false
      }
    }
    return covers
  }
}
