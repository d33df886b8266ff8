/// What two standards decide, compared: their cut-offs and which side each belongs to,
/// which categories correspond, the ranges of exact BMI they put in categories that do not
/// correspond, where one says healthy and the other does not, and the groups — never the
/// names of categories, which `--labels` compares apart (``labelDifferences``).
///
/// Cut-offs are the exact BMIs where one category ends and the next begins once rounding is
/// applied (``ClassificationTable/exactIntervals``), so a standard that rounds to one
/// decimal and writes `at_least 23` has its cut-off at 22.95. The cut-offs of the two are
/// aligned: equal values pair up, and between two such pairs, when each standard has the
/// same number of other cut-offs, those pair up in order as moved ones; the rest belong to
/// one standard only. Two categories correspond when the cut-offs on both their sides pair
/// up (the open ends pair with each other): equal effective intervals always do, and so
/// does the category on either side of a moved cut-off.
package struct DecisionComparison: Sendable {
  /// A cut-off of one standard.
  package struct CutOff: Hashable, Sendable {
    /// The exact BMI where the category below ends and the next begins.
    package let value: ExactDecimal
    /// Whether a BMI of exactly ``value`` belongs to the category above.
    package let belongsAbove: Bool
    /// The cut-off as the standard's table writes it (23 for a rounded 22.95).
    package let written: ExactDecimal
    /// The position of the category below it; the one above is the next.
    package let categoryIndex: Int
  }

  /// How a cut-off of one standard stands in the other.
  package enum CutOffChange: Hashable, Sendable {
    /// Both have it, on the same side.
    case same(CutOff, CutOff)
    /// Both have it at the same value, but the value itself belongs to different sides.
    case sideChanged(CutOff, CutOff)
    /// The cut-off is at another value in the second standard.
    case moved(CutOff, CutOff)
    /// Only the first standard has it.
    case onlyInFirst(CutOff)
    /// Only the second standard has it.
    case onlyInSecond(CutOff)

    /// Whether the two standards decide alike at this cut-off.
    package var isSame: Bool {
      if case .same = self { return true }
      return false
    }
  }

  /// Two groups, one of each standard, or a group that has no counterpart.
  package struct GroupMatch: Hashable, Sendable {
    /// The position of the first standard's group, if any.
    package let firstIndex: Int?
    /// The position of the second standard's group, if any.
    package let secondIndex: Int?
  }

  /// A category or group whose id or label differs between two that correspond.
  package enum LabelDifference: Hashable, Sendable {
    /// Corresponding categories, by position in each table.
    case category(firstIndex: Int, secondIndex: Int)
    /// Corresponding groups, by position in each table.
    case group(firstIndex: Int, secondIndex: Int)
  }

  /// The first table.
  package let first: ClassificationTable
  /// The second table.
  package let second: ClassificationTable
  /// Every cut-off of either standard, in ascending order of value.
  package let cutOffs: [CutOffChange]
  /// For each category of the first table, the corresponding category of the second.
  package let counterparts: [Int?]
  /// Every positive BMI in ascending ranges, each with its category in both tables and
  /// whether the two correspond (`ComparedRange/agrees`).
  package let ranges: [ComparedRange]
  /// The ranges where one says healthy and the other does not.
  package let healthyDifferences: [ComparedRange]
  /// The groups, matched by the categories they hold: a group of each standard whose
  /// members correspond one to one, or a group with no such counterpart.
  package let groups: [GroupMatch]

  /// Compares two tables.
  ///
  /// - Parameters:
  ///   - first: The first table.
  ///   - second: The second table.
  package init(_ first: ClassificationTable, _ second: ClassificationTable) {
    self.first = first
    self.second = second
    let firstCutOffs = Self.cutOffs(of: first)
    let secondCutOffs = Self.cutOffs(of: second)
    cutOffs = Self.align(firstCutOffs, secondCutOffs)
    counterparts = Self.counterparts(
      cutOffs, firstCount: first.categories.count, secondCount: second.categories.count)
    let counterparts = self.counterparts
    ranges = StandardComparison(first, second).ranges.map { range in
      ComparedRange(
        interval: range.interval, firstCategoryIndex: range.firstCategoryIndex,
        secondCategoryIndex: range.secondCategoryIndex, firstCategory: range.firstCategory,
        secondCategory: range.secondCategory,
        agrees: counterparts[range.firstCategoryIndex] == range.secondCategoryIndex)
    }
    healthyDifferences = ranges.filter {
      $0.firstCategory.isHealthy != $0.secondCategory.isHealthy
    }
    groups = Self.matchGroups(first, second, counterparts: counterparts)
  }

  /// Compares two standards' tables.
  ///
  /// - Parameters:
  ///   - first: The first standard.
  ///   - second: The second standard.
  package init(_ first: Standard, _ second: Standard) {
    self.init(first.table, second.table)
  }

  /// The ranges of exact BMI put in categories that do not correspond.
  package var disagreements: [ComparedRange] { ranges.filter { !$0.agrees } }

  /// The cut-offs that are not the same in both.
  package var cutOffDifferences: [CutOffChange] { cutOffs.filter { !$0.isSame } }

  /// The groups without a counterpart.
  package var unmatchedGroups: [GroupMatch] {
    groups.filter { $0.firstIndex == nil || $0.secondIndex == nil }
  }

  /// Whether the two decide differently anywhere: a cut-off, a range, healthiness or a group.
  package var decidesDifferently: Bool {
    !cutOffDifferences.isEmpty || !disagreements.isEmpty || !healthyDifferences.isEmpty
      || !unmatchedGroups.isEmpty
  }

  /// Corresponding categories and matched groups whose ids or labels differ, in any
  /// language either gives.
  package var labelDifferences: [LabelDifference] {
    var differences: [LabelDifference] = []
    for (index, counterpart) in counterparts.enumerated() {
      guard let counterpart else { continue }
      let one = first.categories[index]
      let other = second.categories[counterpart]
      if one.id != other.id || one.label != other.label {
        differences.append(.category(firstIndex: index, secondIndex: counterpart))
      }
    }
    for match in groups {
      guard let firstIndex = match.firstIndex, let secondIndex = match.secondIndex else {
        continue
      }
      let one = first.groups[firstIndex]
      let other = second.groups[secondIndex]
      if one.id != other.id || one.label != other.label {
        differences.append(.group(firstIndex: firstIndex, secondIndex: secondIndex))
      }
    }
    return differences
  }

  // MARK: - Cut-offs

  private static func cutOffs(of table: ClassificationTable) -> [CutOff] {
    let intervals = table.exactIntervals
    var cutOffs: [CutOff] = []
    for index in intervals.indices.dropLast() {
      guard let value = intervals[index].upper.value else { continue }
      let written =
        table.categories[index + 1].interval.lower.value
        ?? table.categories[index].interval.upper.value ?? value
      cutOffs.append(
        CutOff(
          value: value, belongsAbove: !intervals[index].upper.isInclusive, written: written,
          categoryIndex: index))
    }
    return cutOffs
  }

  /// Equal values pair up; between two pairs, equal numbers of others pair up in order.
  private static func align(_ first: [CutOff], _ second: [CutOff]) -> [CutOffChange] {
    var changes: [CutOffChange] = []
    var pendingFirst: [CutOff] = []
    var pendingSecond: [CutOff] = []
    func flushGap() {
      if pendingFirst.count == pendingSecond.count {
        changes += zip(pendingFirst, pendingSecond).map { CutOffChange.moved($0, $1) }
      } else {
        var merged = pendingFirst.map { (value: $0.value, change: CutOffChange.onlyInFirst($0)) }
        merged += pendingSecond.map { (value: $0.value, change: CutOffChange.onlyInSecond($0)) }
        changes += merged.sorted { $0.value < $1.value }.map { $0.change }
      }
      pendingFirst.removeAll()
      pendingSecond.removeAll()
    }
    var i = 0
    var j = 0
    while i < first.count || j < second.count {
      if i < first.count, j < second.count, first[i].value == second[j].value {
        flushGap()
        let (one, other) = (first[i], second[j])
        changes.append(
          one.belongsAbove == other.belongsAbove ? .same(one, other) : .sideChanged(one, other))
        i += 1
        j += 1
      } else if j >= second.count || (i < first.count && first[i].value < second[j].value) {
        pendingFirst.append(first[i])
        i += 1
      } else {
        pendingSecond.append(second[j])
        j += 1
      }
    }
    flushGap()
    return changes
  }

  /// A category corresponds to another when the cut-offs on both its sides pair up with
  /// theirs; the open ends pair with each other.
  private static func counterparts(
    _ changes: [CutOffChange], firstCount: Int, secondCount: Int
  ) -> [Int?] {
    // For each paired cut-off, keyed by the first table's category below it, the second
    // table's category below its partner.
    var partner: [Int: Int] = [:]
    for change in changes {
      switch change {
      case .same(let one, let other), .sideChanged(let one, let other),
        .moved(let one, let other):
        partner[one.categoryIndex] = other.categoryIndex
      case .onlyInFirst, .onlyInSecond: break
      }
    }
    var result: [Int?] = Array(repeating: nil, count: firstCount)
    for index in 0..<firstCount {
      let candidate: Int
      if index == 0 {
        candidate = 0
      } else if let below = partner[index - 1] {
        candidate = below + 1
      } else {
        continue
      }
      let upperPairs =
        index == firstCount - 1 ? candidate == secondCount - 1 : partner[index] == candidate
      if upperPairs { result[index] = candidate }
    }
    return result
  }

  // MARK: - Groups

  private static func matchGroups(
    _ first: ClassificationTable, _ second: ClassificationTable, counterparts: [Int?]
  ) -> [GroupMatch] {
    func members(_ group: CategoryGroup, of table: ClassificationTable) -> Set<Int> {
      Set(group.memberIDs.compactMap { id in table.categories.firstIndex { $0.id == id } })
    }
    let secondMembers = second.groups.map { members($0, of: second) }
    var used = Set<Int>()
    var matches: [GroupMatch] = []
    for (index, group) in first.groups.enumerated() {
      let mapped = members(group, of: first).map { counterparts[$0] }
      let target: Set<Int>? =
        mapped.contains { $0 == nil } ? nil : Set(mapped.compactMap { $0 })
      let partner = target.flatMap { target in
        secondMembers.indices.first { !used.contains($0) && secondMembers[$0] == target }
      }
      if let partner { used.insert(partner) }
      matches.append(GroupMatch(firstIndex: index, secondIndex: partner))
    }
    for index in second.groups.indices where !used.contains(index) {
      matches.append(GroupMatch(firstIndex: nil, secondIndex: index))
    }
    return matches
  }
}
