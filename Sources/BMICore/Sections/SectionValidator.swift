/// Finds every problem of a prospective standard's inputs, sections and groups; used by
/// ``Standard/init(identity:name:inputs:measure:sections:groups:source:population:)``.
///
/// The declarations and each section's condition are checked first; only when they are
/// sound is coverage checked (``SectionCoverage``), since a misspelt value would otherwise
/// also show up as a gap.
package struct SectionValidator {
  /// The most sections a standard may have; far more than any published table needs, and
  /// few enough that coverage is checked in a moment.
  package static let maximumSections = 1_000

  let inputs: [StandardInput]
  let sections: [StandardSection]
  let groups: [CategoryGroup]

  package init(inputs: [StandardInput], sections: [StandardSection], groups: [CategoryGroup]) {
    self.inputs = inputs
    self.sections = sections
    self.groups = groups
  }

  package func problems() -> [SectionProblem] {
    guard !sections.isEmpty else { return [.noSections] }
    guard sections.count <= Self.maximumSections else {
      return [.tooManySections(count: sections.count)]
    }
    var problems = declarationProblems()
    let declarationsAreSound = problems.isEmpty
    problems += conditionProblems()
    if problems.isEmpty && declarationsAreSound {
      problems += SectionCoverage(inputs: inputs, sections: sections).problems()
    }
    // A delegating standard's sections carry other standards' tables, whose categories are
    // those standards' own; only its layout is checked here.
    if !sections.contains(where: { $0.delegate != nil }) { problems += categoryProblems() }
    problems += groupProblems()
    return problems
  }

  // MARK: - Declarations

  private func declarationProblems() -> [SectionProblem] {
    var problems: [SectionProblem] = []
    var seen: [InputName] = []
    for input in inputs {
      guard input.name.isDeclarable else {
        problems.append(.inputNotDeclarable(input.name))
        continue
      }
      if seen.contains(input.name) { problems.append(.duplicateInput(input.name)) }
      seen.append(input.name)
      problems += domainProblems(input.name, input.domain, section: nil)
      if case .values(let values) = input.domain, values.count > SectionSelector.maximumValues {
        problems.append(.tooManyValues(input: input.name, count: values.count))
      }
      switch input.domain {
      case .values(let values) where input.name == .sex:
        for value in values where Sex(rawValue: value) == nil {
          problems.append(.unknownSex(value: value))
        }
      case .interval(let interval) where Self.numericDomain(interval).isEmpty:
        problems.append(.emptyDomain(input: input.name, interval: interval))
      default: break
      }
    }
    return problems
  }

  /// The problems of a list or interval as such: the right kind for its input, words
  /// listed once.
  private func domainProblems(_ name: InputName, _ domain: InputDomain, section: Int?)
    -> [SectionProblem]
  {
    switch domain {
    case .values(let values):
      guard name.isEnumerated else { return [.wrongKindOfDomain(input: name, section: section)] }
      guard !values.isEmpty else { return [.noValues(input: name, section: section)] }
      var problems: [SectionProblem] = []
      var seen: Set<String> = []
      for value in values where !seen.insert(value).inserted {
        problems.append(.duplicateValue(input: name, value: value, section: section))
      }
      return problems
    case .interval:
      return name.isEnumerated ? [.wrongKindOfDomain(input: name, section: section)] : []
    }
  }

  // MARK: - Conditions

  private func conditionProblems() -> [SectionProblem] {
    var problems: [SectionProblem] = []
    var used: Set<InputName> = []
    for (index, section) in sections.enumerated() {
      for clause in section.condition.clauses {
        used.insert(clause.input)
        guard let input = inputs.first(where: { $0.name == clause.input }) else {
          problems.append(.undeclaredInput(section: index, input: clause.input))
          continue
        }
        let kind = domainProblems(clause.input, clause.allowed, section: index)
        problems += kind
        guard kind.isEmpty else { continue }
        switch (clause.allowed, input.domain) {
        case (.values(let values), .values(let declared)):
          for value in values where !declared.contains(value) {
            problems.append(.valueOutsideDomain(section: index, input: clause.input, value: value))
          }
        case (.interval(let interval), .interval(let domain)):
          if Self.numericDomain(domain).intersection(interval).isEmpty {
            problems.append(
              .intervalOutsideDomain(
                section: index, input: clause.input, interval: interval, domain: domain))
          }
        default: break
        }
      }
    }
    for input in inputs where input.name.isDeclarable && !used.contains(input.name) {
      problems.append(.unusedInput(input.name))
    }
    return problems
  }

  /// A declared numeric domain with its implicit lower end, 0, made explicit.
  static func numericDomain(_ interval: Interval) -> Interval {
    guard case .none = interval.lower else { return interval }
    return Interval(lower: .atLeast(.zero), upper: interval.upper)
  }

  // MARK: - Categories and groups

  private func categoryProblems() -> [SectionProblem] {
    var problems: [SectionProblem] = []
    var first: [String: (section: Int, category: BMICategory)] = [:]
    for (index, section) in sections.enumerated() {
      for category in section.table.categories {
        guard let earlier = first[category.id] else {
          first[category.id] = (index, category)
          continue
        }
        if earlier.category.label != category.label {
          problems.append(
            .categoryLabelDiffers(id: category.id, firstSection: earlier.section, section: index))
        }
        if earlier.category.isHealthy != category.isHealthy {
          problems.append(
            .categoryHealthDiffers(id: category.id, firstSection: earlier.section, section: index))
        }
      }
    }
    return problems
  }

  private func groupProblems() -> [SectionProblem] {
    var ids: Set<String> = []
    for section in sections {
      for category in section.table.categories { ids.insert(category.id) }
    }
    return TableValidator.groupProblems(
      groups, categoryIDs: ids,
      duplicate: { .duplicateGroupID(id: $0, first: $1, second: $2) },
      unknownMember: { .unknownGroupMember(group: $0, groupID: $1, member: $2) })
  }
}

extension Interval {
  /// Whether no number lies in the interval.
  var isEmpty: Bool {
    guard let low = lower.value, let high = upper.value else { return false }
    return low > high || (low == high && !(lower.isInclusive && upper.isInclusive))
  }

  /// The numbers in both intervals.
  func intersection(_ other: Interval) -> Interval {
    Interval(lower: Self.higher(lower, other.lower), upper: Self.lower(upper, other.upper))
  }

  private static func higher(_ a: LowerBound, _ b: LowerBound) -> LowerBound {
    guard let x = a.value else { return b }
    guard let y = b.value else { return a }
    if x != y { return x > y ? a : b }
    return a.isInclusive ? b : a
  }

  private static func lower(_ a: UpperBound, _ b: UpperBound) -> UpperBound {
    guard let x = a.value else { return b }
    guard let y = b.value else { return a }
    if x != y { return x < y ? a : b }
    return a.isInclusive ? b : a
  }
}
