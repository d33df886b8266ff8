import BMICore
import Testing

private typealias Tables = ComparisonTestTables

/// What two tables decide, compared without their names: cut-offs aligned by value,
/// categories matched by the cut-offs around them.
struct DecisionComparisonTests {
  /// Renaming every category and group changes no decision, only labels.
  @Test func renamedCategoriesDecideAlike() throws {
    let who = try Tables.whoLike()
    let renamed = try Tables.table(
      Tables.halfOpen(
        ["a", "b", "c", "d", "e", "f", "g", "h"],
        cutOffs: ["16", "17", "18.5", "25", "30", "35", "40"], healthy: "d"),
      groups: [
        CategoryGroup(
          id: "thin", label: LocalizedText(["en": "Thin"]), memberIDs: ["a", "b", "c"]),
        CategoryGroup(id: "fat", label: LocalizedText(["en": "Fat"]), memberIDs: ["f", "g", "h"]),
      ])
    let comparison = DecisionComparison(who, renamed)
    #expect(!comparison.decidesDifferently)
    #expect(comparison.cutOffs.count == 7 && comparison.cutOffs.allSatisfy(\.isSame))
    #expect(comparison.counterparts == [0, 1, 2, 3, 4, 5, 6, 7])
    #expect(comparison.labelDifferences.count == 8 + 2)
  }

  /// The same cut-offs written as closed one-decimal ranges with rounding, or as half-open
  /// intervals at the rounding midpoints, decide alike.
  @Test func roundingIsComparedAsTheExactBMIsItGives() throws {
    let rounded = try Tables.kssoRounded(.halfUp)
    let midpoints = try Tables.table(
      Tables.halfOpen(
        Tables.kssoIDs, cutOffs: ["18.45", "22.95", "24.95", "29.95", "34.95"], healthy: "normal"))
    let comparison = DecisionComparison(rounded, midpoints)
    #expect(!comparison.decidesDifferently)
    #expect(comparison.labelDifferences.isEmpty)
    guard case .same(let written, _) = comparison.cutOffs[1] else {
      Issue.record("22.95 is not the same in both")
      return
    }
    #expect(written.value == Tables.decimal("22.95"))
    #expect(written.written == Tables.decimal("23"))
  }

  @Test func aMovedCutOffIsNamedAndOnlyItsRangeDiffers() throws {
    let ksso = try Tables.kssoHalfOpen()
    let moved = try Tables.table(
      Tables.halfOpen(
        Tables.kssoIDs, cutOffs: ["18.5", "23.5", "25", "30", "35"], healthy: "normal"))
    let comparison = DecisionComparison(ksso, moved)
    #expect(comparison.decidesDifferently)
    #expect(comparison.cutOffDifferences.count == 1)
    guard case .moved(let from, let to) = comparison.cutOffDifferences.first else {
      Issue.record("no moved cut-off")
      return
    }
    #expect(from.value == Tables.decimal("23") && to.value == Tables.decimal("23.5"))
    #expect(comparison.counterparts == [0, 1, 2, 3, 4, 5])
    #expect(comparison.disagreements.map(\.interval.description) == ["[23, 23.5)"])
    #expect(comparison.healthyDifferences.map(\.interval.description) == ["[23, 23.5)"])
  }

  @Test func aCutOffOnTheOtherSideIsReported() throws {
    let below = try Tables.kssoHalfOpen()
    var rows = Tables.halfOpen(
      Tables.kssoIDs, cutOffs: ["18.5", "23", "25", "30", "35"], healthy: "normal")
    // 25 itself in pre-obese instead of obese-1.
    rows[2] = Tables.Row(
      id: rows[2].id, lower: rows[2].lower, upper: .atMost(Tables.decimal("25")))
    rows[3] = Tables.Row(id: rows[3].id, lower: .above(Tables.decimal("25")), upper: rows[3].upper)
    let comparison = DecisionComparison(below, try Tables.table(rows))
    guard case .sideChanged(let one, let other) = comparison.cutOffDifferences.first else {
      Issue.record("no side change")
      return
    }
    #expect(one.belongsAbove && !other.belongsAbove)
    #expect(comparison.disagreements.map(\.interval.description) == ["[25, 25]"])
    #expect(comparison.counterparts == [0, 1, 2, 3, 4, 5])
  }

  @Test func extraCutOffsLeaveTheirCategoriesWithoutCounterparts() throws {
    let who = try Tables.whoLike()
    let ksso = try Tables.kssoHalfOpen()
    let comparison = DecisionComparison(who, ksso)
    // 18.5, 25, 30 and 35 are shared; 16, 17 and 40 are WHO's, 23 is KSSO's.
    #expect(comparison.cutOffs.filter(\.isSame).count == 4)
    #expect(comparison.cutOffDifferences.count == 4)
    // normal [18.5, 25) has no counterpart (KSSO splits it at 23); [25, 30) and [30, 35) do.
    #expect(comparison.counterparts == [nil, nil, nil, nil, 3, 4, nil, nil])
    #expect(comparison.unmatchedGroups.count == 2)
  }

  @Test func aHealthyFlagMovedToAnotherCategoryIsADifference() throws {
    let ksso = try Tables.kssoHalfOpen()
    let other = try Tables.table(
      Tables.halfOpen(
        Tables.kssoIDs, cutOffs: ["18.5", "23", "25", "30", "35"], healthy: "pre-obese"))
    let comparison = DecisionComparison(ksso, other)
    #expect(comparison.cutOffDifferences.isEmpty && comparison.disagreements.isEmpty)
    #expect(
      comparison.healthyDifferences.map(\.interval.description) == ["[18.5, 23)", "[23, 25)"])
    #expect(comparison.decidesDifferently)
  }

  @Test func aGroupWithOtherMembersHasNoCounterpart() throws {
    let rows = Tables.halfOpen(
      Tables.kssoIDs, cutOffs: ["18.5", "23", "25", "30", "35"], healthy: "normal")
    func group(_ members: [String]) -> [CategoryGroup] {
      [CategoryGroup(id: "obesity", label: LocalizedText(["en": "Obesity"]), memberIDs: members)]
    }
    let three = try Tables.table(rows, groups: group(["obese-1", "obese-2", "obese-3"]))
    let four = try Tables.table(
      rows, groups: group(["pre-obese", "obese-1", "obese-2", "obese-3"]))
    let comparison = DecisionComparison(three, four)
    #expect(comparison.unmatchedGroups.count == 2)
    #expect(comparison.decidesDifferently)
    #expect(!DecisionComparison(three, three).decidesDifferently)
  }
}
