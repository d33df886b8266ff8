import BMICore
import BMISupport

/// A section as decoded, with the positions its problems are reported at.
struct DecodedSection: Sendable {
  let name: String?
  let clauses: [DecodedClause]
  let categories: [DecodedCategory]
  let categoriesPosition: TextPosition
  let position: TextPosition
  let whenPosition: TextPosition?
  /// The standard the section hands its people to, instead of categories.
  var use: DecodedUse? = nil

  var condition: SectionCondition { SectionCondition(clauses.map(\.clause)) }
}

extension StandardDecoder {
  static let sectionKeys = KeySchema(
    allowed: ["id", "when", "categories", "use"],
    required: [])

  /// Decodes the rest of a `bmi-standard/2` file.
  mutating func standardTwo(_ fields: MappingFields, sha256: () -> String) -> Standard? {
    let id = fields["id"].flatMap { identifier($0, what: "standard id") }
    let version = fields["version"].flatMap { text($0, what: "'version'") }
    let name = fields["name"].flatMap {
      localizedText($0, what: "'name'", requiresEnglish: true)
    }
    let source = fields["source"].map { sourceReference($0) }
    let population = fields["population"].map { self.population($0) }
    let inputs = fields["inputs"].map { self.inputs($0) } ?? []
    var measure: Measure? = .bmi
    if let node = fields["measure"] {
      measure = word(node, what: "'measure'", allowed: Measure.allCases.map(\.rawValue)).flatMap(
        Measure.init(rawValue:))
    }
    var bmiForAge: BMIForAgeReference?
    var cutOffs: CutOffReference?
    var obesityCategory: YAMLNode?
    if let measure, measure.isBMIForAge {
      boundsMayBeNegative = measure == .bmiForAgeZ
      if let node = fields["reference"] {
        let decoded = bmiForAgeReference(node, measure: measure)
        bmiForAge = decoded?.reference
        obesityCategory = decoded?.obesityCategory
      } else {
        report(
          .missingKey(
            key: "reference", context: "a standard that measures \(measure.rawValue)",
            example: "reference: {rules: who-2007, table: …, sha256: …, age: …, tails: …}"),
          at: fields.position)
      }
    } else if measure == .bmiForAgeCutOffs {
      if let node = fields["cut_offs"] {
        cutOffs = cutOffReference(node)
      } else {
        report(
          .missingKey(
            key: "cut_offs", context: "a standard that measures bmi_for_age_cut_offs",
            example: "cut_offs: {table: …, sha256: …, columns: [overweight, obesity], "
              + "between: cubic}"),
          at: fields.position)
      }
    }
    if measure != .bmiForAgeCutOffs, let position = fields.keyPosition("cut_offs") {
      report(
        .valueNotAllowed(
          text: "cut_offs",
          what: "a key of a standard that measures " + (measure?.rawValue ?? "bmi"),
          allowed: ["measure: bmi_for_age_cut_offs"], suggestion: nil), at: position)
    }
    if !(measure?.isBMIForAge ?? false), let position = fields.keyPosition("reference") {
      report(
        .valueNotAllowed(
          text: "reference",
          what: "a key of a standard that measures "
            + (measure?.rawValue ?? "bmi"),
          allowed: ["measure: bmi_for_age_z", "measure: bmi_for_age_percentile"],
          suggestion: nil), at: position)
    }
    let rounding = fields["rounding"].flatMap { roundingPolicy($0) }
    let groups = fields["groups"].map { self.groups($0) } ?? []
    let sections = self.sections(fields, declared: inputs.map { $0.map(\.input.name) })
    guard let rounding, let groups, let sections, let inputs, let measure else { return nil }
    let delegating = sections.contains { $0.use != nil }
    if delegating {
      for section in sections where section.use == nil {
        report(.delegateMixed, at: section.position)
      }
      if let position = fields.keyPosition("measure") ?? fields.keyPosition("reference") {
        report(.delegateMixed, at: position)
      }
    }
    var built: [StandardSection] = []
    for section in sections {
      if let use = section.use {
        if let standard = delegate(use) {
          built.append(
            StandardSection(
              condition: section.condition,
              delegate: StandardDelegate(reference: use.name, standard: standard),
              name: section.name))
        }
      } else if let table = table(of: section, groups: groups, rounding: rounding) {
        built.append(
          StandardSection(condition: section.condition, table: table, name: section.name))
      }
    }
    if delegating, built.count == sections.count {
      checkDelegateRanges(sections, built: built, inputs: inputs)
    }
    if let classes = bmiForAge?.obesityClasses, let obesityCategory,
      built.count == sections.count
    {
      checkObesityCategory(classes, node: obesityCategory, sections: built)
    }
    if let cutOffs {
      checkCutOffCoverage(
        cutOffs, inputs: inputs, at: fields.keyPosition("cut_offs") ?? fields.position)
    }
    guard errorCount == 0, built.count == sections.count, let id, let version, let name,
      measure.isBMIForAge == (bmiForAge != nil), (measure == .bmiForAgeCutOffs) == (cutOffs != nil)
    else {
      return nil
    }
    do {
      return try Standard(
        identity: StandardIdentity(id: id, version: version, sha256: sha256()), name: name,
        inputs: inputs.map(\.input), measure: measure, sections: built,
        groups: groups.map(\.group), source: source ?? nil, population: population ?? nil,
        bmiForAge: bmiForAge, cutOffs: cutOffs)
    } catch {
      let layout = SectionLayout(
        inputs: inputs, sections: sections, groups: groups,
        sectionsPosition: fields.keyPosition("sections") ?? fields.position)
      for problem in error.problems { report(layout.finding(for: problem)) }
      return nil
    }
  }

  /// The sections, or the one section a top-level `categories:` makes.
  private mutating func sections(_ fields: MappingFields, declared: [InputName]?)
    -> [DecodedSection]?
  {
    switch (fields["categories"], fields["sections"]) {
    case (let categories?, nil):
      guard let decoded = self.categories(categories) else { return nil }
      return [
        DecodedSection(
          name: nil, clauses: [], categories: decoded, categoriesPosition: categories.position,
          position: categories.position, whenPosition: nil)
      ]
    case (nil, let node?):
      guard case .sequence(let items) = node.content, !items.isEmpty else {
        if case .sequence = node.content {
          report(.missingValue(what: "'sections'", found: "an empty list"), node)
        } else {
          report(
            .wrongType(
              what: "'sections'", expected: "a list of sections", found: node.kindDescription),
            node)
        }
        return nil
      }
      return list(node, what: "'sections'", expected: "a list of sections") {
        $0.section($1, index: $2, declared: declared)
      }
    case (_?, _?):
      if let position = fields.keyPosition("sections") {
        report(.categoriesAndSections, at: position)
      }
      return nil
    case (nil, nil):
      report(
        .missingKey(
          key: "sections", context: "the file",
          example: "a list of sections under sections:, or categories: for one table"),
        at: fields.position)
      return nil
    }
  }

  private mutating func section(_ node: YAMLNode, index: Int, declared: [InputName]?)
    -> DecodedSection?
  {
    let context = Self.context(of: node, kind: "section", index: index)
    guard
      let fields = fields(
        of: node, context: context, expected: "a mapping with when and categories",
        schema: Self.sectionKeys)
    else { return nil }
    let name = fields["id"].flatMap { identifier($0, what: "section id") }
    let clauses = fields["when"].map { condition($0, declared: declared, context: context) } ?? []
    if let useNode = fields["use"] {
      if let position = fields.keyPosition("categories") {
        report(.delegateMixed, at: position)
        return nil
      }
      guard let name = text(useNode, what: "'use'"), let clauses else { return nil }
      return DecodedSection(
        name: nil, clauses: clauses, categories: [], categoriesPosition: useNode.position,
        position: node.position, whenPosition: fields.keyPosition("when"),
        use: DecodedUse(name: name, position: useNode.position))
    }
    guard let categoriesNode = fields["categories"] else {
      report(
        .missingKey(
          key: "categories", context: context,
          example: "a list of categories under categories:, or use: with a standard's id"),
        at: fields.position)
      return nil
    }
    let categories = self.categories(categoriesNode)
    guard let clauses, let categories, fields["id"] == nil || name != nil else { return nil }
    return DecodedSection(
      name: name, clauses: clauses, categories: categories,
      categoriesPosition: categoriesNode.position, position: node.position,
      whenPosition: fields.keyPosition("when"))
  }

  /// A section's table, checked by the core; its problems are reported at its categories.
  /// The table carries the groups of its own categories, each group once.
  private mutating func table(
    of section: DecodedSection, groups: [DecodedGroup], rounding: RoundingPolicy
  ) -> ClassificationTable? {
    let ids = Set(section.categories.map(\.category.id))
    var seen: Set<String> = []
    var own: [DecodedGroup] = []
    for group in groups where seen.insert(group.group.id).inserted {
      let members = zip(group.group.memberIDs, group.memberPositions).filter {
        ids.contains($0.0)
      }
      guard !members.isEmpty else { continue }
      own.append(
        DecodedGroup(
          group: CategoryGroup(
            id: group.group.id, label: group.group.label, memberIDs: members.map(\.0)),
          idPosition: group.idPosition, memberPositions: members.map(\.1)))
    }
    let layout = TableLayout(
      categories: section.categories, groups: own, categoriesPosition: section.categoriesPosition,
      rounding: rounding)
    do {
      let table = try ClassificationTable(
        categories: section.categories.map(\.category), groups: own.map(\.group),
        rounding: rounding, allowsNegativeBounds: boundsMayBeNegative)
      for warning in table.warnings { report(layout.finding(for: warning)) }
      return table
    } catch {
      for finding in layout.findings(for: error.problems) { report(finding) }
      return nil
    }
  }
}
