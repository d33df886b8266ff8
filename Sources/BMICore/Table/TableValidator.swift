/// Finds every problem of a prospective table; used by ``ClassificationTable``.
struct TableValidator {
  let categories: [BMICategory]
  let groups: [CategoryGroup]
  let rounding: RoundingPolicy
  var allowsNegativeBounds = false

  func problems() -> [TableProblem] {
    var problems: [TableProblem] = []
    if let decimals = rounding.roundingDecimals,
      decimals < 0 || decimals > RoundingPolicy.maximumDecimals
    {
      return [.unsupportedRounding(decimals: decimals)]
    }
    if categories.count < 2 { problems.append(.tooFewCategories(count: categories.count)) }
    problems += identifierProblems()
    problems += boundProblems()
    problems += neighbourProblems()
    problems += groupProblems()
    return problems
  }

  private func identifierProblems() -> [TableProblem] {
    var problems: [TableProblem] = []
    var seen: [String: Int] = [:]
    var healthy: Int?
    for (index, category) in categories.enumerated() {
      if let first = seen[category.id] {
        problems.append(.duplicateCategoryID(id: category.id, first: first, second: index))
      } else {
        seen[category.id] = index
      }
      if category.isHealthy {
        if let first = healthy {
          problems.append(
            .multipleHealthyCategories(
              first: first, firstID: categories[first].id, second: index, secondID: category.id))
        } else {
          healthy = index
        }
      }
    }
    return problems
  }

  private func boundProblems() -> [TableProblem] {
    var problems: [TableProblem] = []
    let last = categories.count - 1
    for (index, category) in categories.enumerated() {
      let interval = category.interval
      for value in [interval.lower.value, interval.upper.value].compactMap({ $0 })
      where value.millionths <= 0 && !allowsNegativeBounds {
        problems.append(.nonPositiveBound(category: index, id: category.id, value: value))
      }
      switch (index, interval.lower) {
      case (0, .none): break
      case (0, _): problems.append(.firstCategoryHasLowerBound(category: index, id: category.id))
      case (_, .none): problems.append(.missingLowerBound(category: index, id: category.id))
      default: break
      }
      switch (index, interval.upper) {
      case (last, .none): break
      case (last, _): problems.append(.lastCategoryHasUpperBound(category: index, id: category.id))
      case (_, .none): problems.append(.missingUpperBound(category: index, id: category.id))
      default: break
      }
      if isEmpty(interval) {
        problems.append(.emptyInterval(category: index, id: category.id, interval: interval))
      }
    }
    return problems
  }

  private func neighbourProblems() -> [TableProblem] {
    var problems: [TableProblem] = []
    guard categories.count >= 2 else { return problems }
    for index in 1..<categories.count {
      let previous = categories[index - 1]
      let current = categories[index]
      if let low = current.interval.lower.value, let previousLow = previous.interval.lower.value,
        low < previousLow
      {
        problems.append(
          .outOfOrder(category: index, id: current.id, previous: index - 1, previousID: previous.id)
        )
        continue
      }
      guard previous.interval.upper != .none, current.interval.lower != .none else { continue }
      if let problem = seam(between: index - 1, and: index) { problems.append(problem) }
    }
    return problems
  }

  /// A gap or overlap where category `first` ends and `second` begins.
  private func seam(between first: Int, and second: Int) -> TableProblem? {
    let upper = categories[first].interval.upper
    let lower = categories[second].interval.lower
    guard let high = upper.value, let low = lower.value else { return nil }
    let firstID = categories[first].id
    let secondID = categories[second].id
    if let decimals = rounding.roundingDecimals {
      let step = Rational.powerOfTen(ExactDecimal.maximumFractionDigits - decimals)
      let lastIn = lastGridValue(upper, step: step)
      let firstIn = firstGridValue(lower, step: step)
      if firstIn > lastIn + step {
        let uncovered = Interval(
          lower: .atLeast(ExactDecimal(millionths: lastIn + step)),
          upper: .atMost(ExactDecimal(millionths: firstIn - step)))
        return .gap(
          before: first, beforeID: firstID, after: second, afterID: secondID, uncovered: uncovered)
      }
      if firstIn <= lastIn {
        let shared = Interval(
          lower: .atLeast(ExactDecimal(millionths: firstIn)),
          upper: .atMost(ExactDecimal(millionths: lastIn)))
        return .overlap(
          first: first, firstID: firstID, second: second, secondID: secondID, shared: shared)
      }
      return nil
    }
    if high < low || (high == low && !upper.isInclusive && !lower.isInclusive) {
      let uncovered = Interval(
        lower: upper.isInclusive ? .above(high) : .atLeast(high),
        upper: lower.isInclusive ? .below(low) : .atMost(low))
      return .gap(
        before: first, beforeID: firstID, after: second, afterID: secondID, uncovered: uncovered)
    }
    if low < high || (high == low && upper.isInclusive && lower.isInclusive) {
      let shared = Interval(
        lower: lower.isInclusive ? .atLeast(low) : .above(low),
        upper: upper.isInclusive ? .atMost(high) : .below(high))
      return .overlap(
        first: first, firstID: firstID, second: second, secondID: secondID, shared: shared)
    }
    return nil
  }

  private func groupProblems() -> [TableProblem] {
    Self.groupProblems(
      groups, categoryIDs: Set(categories.map { $0.id }),
      duplicate: { .duplicateGroupID(id: $0, first: $1, second: $2) },
      unknownMember: { .unknownGroupMember(group: $0, groupID: $1, member: $2) })
  }

  /// The one check of groups, for a table's and for a sectioned standard's: a group id used
  /// twice, and a member that names no category.
  ///
  /// - Parameters:
  ///   - groups: The groups, in file order.
  ///   - categoryIDs: Every category id the groups may name.
  ///   - duplicate: The problem of a repeated id: the id, its first and its second position.
  ///   - unknownMember: The problem of an unknown member: the group's position, id, member.
  static func groupProblems<Problem>(
    _ groups: [CategoryGroup], categoryIDs: Set<String>,
    duplicate: (String, Int, Int) -> Problem, unknownMember: (Int, String, String) -> Problem
  ) -> [Problem] {
    var problems: [Problem] = []
    var seen: [String: Int] = [:]
    for (index, group) in groups.enumerated() {
      if let first = seen[group.id] {
        problems.append(duplicate(group.id, first, index))
      } else {
        seen[group.id] = index
      }
      for member in group.memberIDs where !categoryIDs.contains(member) {
        problems.append(unknownMember(index, group.id, member))
      }
    }
    return problems
  }

  // MARK: - Grid arithmetic (values in millionths)

  private func isEmpty(_ interval: Interval) -> Bool {
    guard let low = interval.lower.value, let high = interval.upper.value else { return false }
    if let decimals = rounding.roundingDecimals {
      let step = Rational.powerOfTen(ExactDecimal.maximumFractionDigits - decimals)
      return firstGridValue(interval.lower, step: step) > lastGridValue(interval.upper, step: step)
    }
    return low > high
      || (low == high && !(interval.lower.isInclusive && interval.upper.isInclusive))
  }

  /// The largest multiple of `step` the upper bound admits.
  private func lastGridValue(_ upper: UpperBound, step: Int64) -> Int64 {
    guard let value = upper.value?.millionths else { return Int64.max }
    let floor = Self.floor(value, step)
    return (floor == value && !upper.isInclusive) ? floor - step : floor
  }

  /// The smallest multiple of `step` the lower bound admits.
  private func firstGridValue(_ lower: LowerBound, step: Int64) -> Int64 {
    guard let value = lower.value?.millionths else { return Int64.min }
    let floor = Self.floor(value, step)
    if floor == value { return lower.isInclusive ? value : value + step }
    return floor + step
  }

  private static func floor(_ value: Int64, _ step: Int64) -> Int64 {
    let quotient = value / step
    return (value % step != 0 && value < 0 ? quotient - 1 : quotient) * step
  }

  static func warnings(categories: [BMICategory], rounding: RoundingPolicy) -> [TableWarning] {
    guard let decimals = rounding.roundingDecimals else { return [] }
    var warnings: [TableWarning] = []
    for (index, category) in categories.enumerated() {
      let values = [category.interval.lower.value, category.interval.upper.value]
      for value in values.compactMap({ $0 }) where value.fractionDigits > decimals {
        warnings.append(
          .boundFinerThanRounding(
            category: index, id: category.id, value: value, decimals: decimals))
      }
    }
    return warnings
  }
}
