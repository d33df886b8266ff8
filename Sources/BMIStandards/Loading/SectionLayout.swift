import BMICore
import BMISupport

/// Where the inputs, sections and groups of a `bmi-standard/2` file are written, so that the
/// core's section problems, which name sections by position, are reported at the lines
/// involved.
struct SectionLayout {
  let inputs: [DecodedInput]
  let sections: [DecodedSection]
  let groups: [DecodedGroup]
  let sectionsPosition: TextPosition

  func finding(for problem: SectionProblem) -> Finding {
    switch problem {
    case .noSections:
      return Finding(
        .missingValue(what: "'sections'", found: "an empty list"), at: sectionsPosition)
    case .inputNotDeclarable(let input), .duplicateInput(let input):
      return Finding(.unknownInput(name: input.rawValue, suggestion: nil), at: position(of: input))
    case .wrongKindOfDomain(let input, let section):
      return Finding(
        .wrongType(
          what: "'\(input.rawValue)'",
          expected: input.isEnumerated ? "a list of values" : "a mapping of bounds",
          found: input.isEnumerated ? "an interval" : "a list"),
        at: clause(input, in: section)?.position ?? position(of: input))
    case .noValues(let input, let section):
      return Finding(
        .missingValue(what: "the values of '\(input.rawValue)'", found: "an empty list"),
        at: clause(input, in: section)?.position ?? position(of: input))
    case .duplicateValue(let input, let value, let section):
      let (first, second) = occurrences(of: value, input: input, section: section)
      return Finding(
        .duplicateValue(input: input.rawValue, value: value, first: first), at: second)
    case .tooManyValues(let input, let count):
      return Finding(
        .tooManySections(
          what: "\(count) values for '\(input.rawValue)'",
          limit: "\(SectionSelector.maximumValues) values"), at: position(of: input))
    case .unknownSex(let value):
      return Finding(
        .valueNotAllowed(
          text: value, what: "a value of 'sex'", allowed: Sex.allCases.map(\.rawValue),
          suggestion: nil), at: position(of: .sex))
    case .emptyDomain(let input, let interval):
      return Finding(
        .emptyRange(what: "the input '\(input.rawValue)'", interval: "\(interval)"),
        at: position(of: input))
    case .undeclaredInput(let section, let input):
      return Finding(
        .undeclaredInput(
          name: input.rawValue, declared: inputs.map(\.input.name.rawValue), suggestion: nil),
        at: clause(input, in: section)?.keyPosition ?? sections[section].position)
    case .valueOutsideDomain(let section, let input, let value):
      let decoded = clause(input, in: section)
      var position = decoded?.position ?? sections[section].position
      if let decoded, case .values(let values) = decoded.clause.allowed,
        let index = values.firstIndex(of: value), index < decoded.valuePositions.count
      {
        position = decoded.valuePositions[index]
      }
      return Finding(
        .valueOutsideDomain(input: input.rawValue, value: value, domain: domainText(of: input)),
        at: position)
    case .intervalOutsideDomain(let section, let input, let interval, _):
      return Finding(
        .valueOutsideDomain(
          input: input.rawValue,
          value: SectionCondition([.init(input, .interval(interval))]).description,
          domain: domainText(of: input)),
        at: clause(input, in: section)?.position ?? sections[section].position)
    case .unusedInput(let input):
      return Finding(.unusedInput(name: input.rawValue), at: position(of: input))
    case .gap(let region):
      return Finding(
        .sectionGap(region: region.description, when: region.whenText), at: sectionsPosition)
    case .overlap(let region, let involved):
      let last = involved.last ?? 0
      return Finding(
        .sectionOverlap(
          region: region.description,
          lines: involved.map { sections[$0].position.line }),
        at: sections[last].whenPosition ?? sections[last].position)
    case .categoryLabelDiffers(let id, let first, let section):
      let earlier = category(id, in: first)
      let later = category(id, in: section)
      return Finding(
        .categoryDiffers(id: id, what: "label", firstLine: earlier?.position.line ?? 0),
        at: later?.labelPosition ?? later?.position ?? sections[section].position)
    case .categoryHealthDiffers(let id, let first, let section):
      let earlier = category(id, in: first)
      let later = category(id, in: section)
      return Finding(
        .categoryDiffers(id: id, what: "healthy mark", firstLine: earlier?.position.line ?? 0),
        at: later?.healthyPosition ?? later?.position ?? sections[section].position)
    case .unknownGroupMember(let index, let groupID, let member):
      let group = groups[index]
      let position =
        zip(group.group.memberIDs, group.memberPositions).first { $0.0 == member }?.1
        ?? group.idPosition
      let ids = sections.flatMap { $0.categories.map(\.category.id) }
      return Finding(
        .unknownGroupMember(
          groupID: groupID, member: member,
          suggestion: EditDistance.closest(to: member, among: ids)), at: position)
    case .duplicateGroupID(let id, let first, let second):
      return Finding(
        .duplicateGroupID(id: id, firstLine: groups[first].idPosition.line),
        at: groups[second].idPosition)
    case .tooManySections(let count):
      return Finding(
        .tooManySections(
          what: "\(count) sections", limit: "\(SectionValidator.maximumSections) sections"),
        at: sectionsPosition)
    }
  }

  private func position(of input: InputName) -> TextPosition {
    inputs.first { $0.input.name == input }?.keyPosition ?? sectionsPosition
  }

  private func clause(_ input: InputName, in section: Int?) -> DecodedClause? {
    guard let section else { return nil }
    return sections[section].clauses.first { $0.clause.input == input }
  }

  private func category(_ id: String, in section: Int) -> DecodedCategory? {
    sections[section].categories.first { $0.category.id == id }
  }

  /// The first and second places a word is listed, in a declaration or a section.
  private func occurrences(of value: String, input: InputName, section: Int?) -> (
    TextPosition, TextPosition
  ) {
    let words: [String]
    let positions: [TextPosition]
    if let decoded = clause(input, in: section), case .values(let listed) = decoded.clause.allowed {
      (words, positions) = (listed, decoded.valuePositions)
    } else if let declared = inputs.first(where: { $0.input.name == input }),
      case .values(let listed) = declared.input.domain
    {
      (words, positions) = (listed, declared.valuePositions)
    } else {
      return (sectionsPosition, sectionsPosition)
    }
    let indices = words.indices.filter { words[$0] == value && $0 < positions.count }
    guard indices.count >= 2 else { return (sectionsPosition, sectionsPosition) }
    return (positions[indices[0]], positions[indices[1]])
  }

  /// `sex = female or male`, `age ≥ 18`: the declared domain of an input.
  private func domainText(of input: InputName) -> String {
    guard let declared = inputs.first(where: { $0.input.name == input }) else { return "" }
    if case .interval(let interval) = declared.input.domain, interval.lower == .none,
      interval.upper == .none
    {
      return "every \(input.rawValue)"
    }
    return SectionCondition([.init(input, declared.input.domain)]).description
  }
}
