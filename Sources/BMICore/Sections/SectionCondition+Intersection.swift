extension SectionCondition {
  /// The people both conditions hold for, or `nil` when there are none: words in both lists,
  /// numbers in both intervals; an input only one condition restricts keeps that
  /// restriction.
  ///
  /// - Parameter other: Another condition, of the same standard or another one.
  package func intersection(_ other: SectionCondition) -> SectionCondition? {
    var clauses: [Clause] = []
    for clause in self.clauses {
      guard let theirs = other.allowed(for: clause.input) else {
        clauses.append(clause)
        continue
      }
      switch (clause.allowed, theirs) {
      case (.values(let mine), .values(let others)):
        let shared = mine.filter { others.contains($0) }
        guard !shared.isEmpty else { return nil }
        clauses.append(Clause(clause.input, .values(shared)))
      case (.interval(let mine), .interval(let others)):
        let shared = mine.intersection(others)
        guard !shared.isEmpty else { return nil }
        clauses.append(Clause(clause.input, .interval(shared)))
      default:
        return nil
      }
    }
    for clause in other.clauses where allowed(for: clause.input) == nil {
      clauses.append(clause)
    }
    return SectionCondition(clauses)
  }
}

extension Standard {
  /// Each section's condition together with the standard's declared domains, so that two
  /// standards' sections can be laid over each other.
  var sectionDomains: [SectionCondition] {
    let domains = SectionCondition(inputs.map { SectionCondition.Clause($0.name, $0.domain) })
    return sections.map { $0.condition.intersection(domains) ?? $0.condition }
  }
}
