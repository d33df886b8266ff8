import BMICore
import BMISupport

/// Where the categories and groups of a file are written, so that the core's table
/// problems, which name categories by position, can be reported at the lines involved.
struct TableLayout {
  let categories: [DecodedCategory]
  let groups: [DecodedGroup]
  let categoriesPosition: TextPosition
  let rounding: RoundingPolicy

  /// The findings for the core's problems, in the core's order.
  func findings(for problems: [TableProblem]) -> [Finding] {
    var members = MemberIndex(groups: groups, categoryIDs: categories.map(\.category.id))
    let categoryIDs = Set(categories.map(\.category.id))
    return problems.map { problem in
      if case .unknownGroupMember(let group, let groupID, let member) = problem {
        let (position, suggestion) = members.next(group: group, member: member)
        if let reading = LookAlikes.asciiReading(of: member), reading != member,
          categoryIDs.contains(reading),
          let lookAlike = StandardDecoder.lookAlikeProblem(
            member, what: "a member of group '\(groupID)'", suggestion: reading)
        {
          return Finding(lookAlike, at: position)
        }
        return Finding(
          .unknownGroupMember(groupID: groupID, member: member, suggestion: suggestion),
          at: position)
      }
      return finding(for: problem)
    }
  }

  private func finding(for problem: TableProblem) -> Finding {
    let decimals = rounding.roundingDecimals
    switch problem {
    case .tooFewCategories(let count):
      return Finding(.tooFewCategories(count: count), at: categoriesPosition)
    case .unsupportedRounding(let decimals):
      return Finding(
        .numberOutOfRange(
          text: "\(decimals)", what: "'decimals'",
          requirement: "from 0 to \(RoundingPolicy.maximumDecimals)"), at: categoriesPosition)
    case .firstCategoryHasLowerBound(let index, let id):
      let key = categories[index].lowerKey
      return Finding(
        .firstCategoryHasLowerBound(id: id, key: key?.name ?? "at_least"),
        at: key?.position ?? categories[index].position)
    case .lastCategoryHasUpperBound(let index, let id):
      let key = categories[index].upperKey
      return Finding(
        .lastCategoryHasUpperBound(id: id, key: key?.name ?? "below"),
        at: key?.position ?? categories[index].position)
    case .missingLowerBound(let index, let id):
      return Finding(.missingLowerBound(id: id), at: categories[index].position)
    case .missingUpperBound(let index, let id):
      return Finding(.missingUpperBound(id: id), at: categories[index].position)
    case .nonPositiveBound(let index, let id, let value):
      // The decoder refuses such bounds first; kept for completeness of the mapping.
      return Finding(
        .numberOutOfRange(
          text: "\(value)", what: "a bound of category '\(id)'", requirement: "greater than 0"),
        at: startPosition(of: index))
    case .emptyInterval(let index, let id, let interval):
      return Finding(
        .emptyInterval(id: id, interval: interval, roundingDecimals: decimals),
        at: startPosition(of: index))
    case .outOfOrder(let index, let id, _, let previousID):
      return Finding(
        .categoriesOutOfOrder(id: id, previousID: previousID), at: startPosition(of: index))
    case .gap(let before, let beforeID, let after, let afterID, let uncovered):
      return Finding(
        .gap(
          beforeID: beforeID, beforeUpper: categories[before].category.interval.upper,
          afterID: afterID, afterLower: categories[after].category.interval.lower,
          uncovered: uncovered, roundingDecimals: decimals),
        at: startPosition(of: after))
    case .overlap(let first, let firstID, let second, let secondID, let shared):
      return Finding(
        .overlap(
          firstID: firstID, firstUpper: categories[first].category.interval.upper,
          secondID: secondID, secondLower: categories[second].category.interval.lower,
          shared: shared, roundingDecimals: decimals),
        at: startPosition(of: second))
    case .duplicateCategoryID(let id, let first, let second):
      return Finding(
        .duplicateCategoryID(id: id, firstLine: categories[first].idPosition.line),
        at: categories[second].idPosition)
    case .duplicateGroupID(let id, let first, let second):
      return Finding(
        .duplicateGroupID(id: id, firstLine: groups[first].idPosition.line),
        at: groups[second].idPosition)
    case .unknownGroupMember(let index, let groupID, let member):
      // Reported by `findings(for:)`, which points at each mention in turn.
      return Finding(
        .unknownGroupMember(groupID: groupID, member: member, suggestion: nil),
        at: groups[index].idPosition)
    case .multipleHealthyCategories(_, let firstID, let second, let secondID):
      return Finding(
        .multipleHealthyCategories(id: secondID, firstID: firstID),
        at: categories[second].healthyPosition ?? categories[second].position)
    }
  }

  /// The finding for one of the core's warnings.
  func finding(for warning: TableWarning) -> Finding {
    switch warning {
    case .boundFinerThanRounding(let index, let id, let value, let decimals):
      let category = categories[index]
      let key =
        category.category.interval.lower.value == value ? category.lowerKey : category.upperKey
      return Finding(
        .boundFinerThanRounding(id: id, value: value, decimals: decimals),
        at: key?.position ?? category.position)
    }
  }

  /// Where a category's interval starts: its lower bound's key, else its upper bound's key,
  /// else the category itself.
  private func startPosition(of index: Int) -> TextPosition {
    let category = categories[index]
    return category.lowerKey?.position ?? category.upperKey?.position ?? category.position
  }

}

/// The positions of unknown group members, each reported at its own mention, and
/// suggestions for them, computed once per name and for the first few names only, so that a
/// file of many unknown members stays linear.
private struct MemberIndex {
  let groups: [DecodedGroup]
  let categoryIDs: [String]
  private var positions: [Int: [String: [TextPosition]]] = [:]
  private var used: [Int: [String: Int]] = [:]
  private var suggestions: [String: String?] = [:]
  private static let suggestionLimit = 100

  init(groups: [DecodedGroup], categoryIDs: [String]) {
    self.groups = groups
    self.categoryIDs = categoryIDs
  }

  mutating func next(group index: Int, member: String) -> (TextPosition, String?) {
    if positions[index] == nil {
      var byMember: [String: [TextPosition]] = [:]
      for (id, position) in zip(groups[index].group.memberIDs, groups[index].memberPositions) {
        byMember[id, default: []].append(position)
      }
      positions[index] = byMember
    }
    let count = used[index, default: [:]][member, default: 0]
    used[index, default: [:]][member] = count + 1
    let mentions = positions[index]?[member] ?? []
    let position = count < mentions.count ? mentions[count] : groups[index].idPosition
    if suggestions[member] == nil, suggestions.count < Self.suggestionLimit {
      suggestions[member] = .some(EditDistance.closest(to: member, among: categoryIDs))
    }
    return (position, suggestions[member] ?? nil)
  }
}
