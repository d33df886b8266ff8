import Testing

@testable import BMICore

private typealias Tables = ComparisonTestTables

struct ComparisonExactIntervalTests {
  @Test func withoutRoundingTheExactIntervalsAreTheWrittenOnes() throws {
    let table = try Tables.whoLike()
    #expect(table.exactIntervals == table.categories.map(\.interval))
  }

  @Test func oneDecimalHalfUpEndsEachCategoryAtTheMidpointExclusive() throws {
    // 18.45 rounds to 18.5 and 22.95 to 23.0: each midpoint starts the next category.
    let table = try Tables.kssoRounded(.halfUp)
    #expect(
      table.exactIntervals.map(\.description) == [
        "(0, 18.45)", "[18.45, 22.95)", "[22.95, 24.95)", "[24.95, 29.95)", "[29.95, 34.95)",
        "[34.95, ∞)",
      ])
  }

  @Test func oneDecimalHalfEvenKeepsAMidpointBelowWhenTheLastDigitIsEven() throws {
    // 18.45 → 18.4 (4 is even) stays underweight; 22.95 → 23.0, 24.95 → 25.0, 29.95 → 30.0
    // and 34.95 → 35.0 go up, because 9 is odd.
    let table = try Tables.kssoRounded(.halfEven)
    #expect(
      table.exactIntervals.map(\.description) == [
        "(0, 18.45]", "(18.45, 22.95)", "[22.95, 24.95)", "[24.95, 29.95)", "[29.95, 34.95)",
        "[34.95, ∞)",
      ])
  }

  @Test func wholeNumberHalfEvenAlternatesInclusiveAndExclusive() throws {
    // at_most 24 → 24.5 rounds to 24 (even): inclusive. at_most 25 → 25.5 rounds to 26: exclusive.
    let table = try Tables.table(
      [
        .init(id: "a", lower: .none, upper: .atMost(24)),
        .init(id: "b", lower: .atLeast(25), upper: .atMost(25)),
        .init(id: "c", lower: .atLeast(26), upper: .none),
      ], rounding: .decimals(0, .halfEven))
    #expect(table.exactIntervals.map(\.description) == ["(0, 24.5]", "(24.5, 25.5)", "[25.5, ∞)"])
  }

  @Test func boundsOfEveryKindUnderTwoDecimals() throws {
    // below 18.5 admits 18.49 at most; above 18.49 and at_most 24.99 admit 18.50…24.99;
    // a bound finer than the rounding (below 27.555) admits 27.55 at most.
    let table = try Tables.table(
      [
        .init(id: "a", lower: .none, upper: .below(Tables.decimal("18.5"))),
        .init(
          id: "b", lower: .above(Tables.decimal("18.49")), upper: .atMost(Tables.decimal("24.99"))),
        .init(id: "c", lower: .atLeast(25), upper: .below(Tables.decimal("27.555"))),
        .init(id: "d", lower: .atLeast(Tables.decimal("27.56")), upper: .none),
      ], rounding: .decimals(2, .halfUp))
    #expect(
      table.exactIntervals.map(\.description) == [
        "(0, 18.495)", "[18.495, 24.995)", "[24.995, 27.555)", "[27.555, ∞)",
      ])
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let rounding: RoundingPolicy
    var testDescription: String { name }
  }

  @Test(arguments: [
    Case(name: "none", rounding: .none),
    Case(name: "0 half-up", rounding: .decimals(0, .halfUp)),
    Case(name: "0 half-even", rounding: .decimals(0, .halfEven)),
    Case(name: "1 half-up", rounding: .decimals(1, .halfUp)),
    Case(name: "1 half-even", rounding: .decimals(1, .halfEven)),
    Case(name: "2 half-even", rounding: .decimals(2, .halfEven)),
  ])
  func lookupAgreesWithTheExactIntervalsAroundEveryBound(_ testCase: Case) throws {
    let table = try Tables.table(
      [
        .init(id: "a", lower: .none, upper: .below(Tables.decimal("18.5"))),
        .init(id: "b", lower: .atLeast(Tables.decimal("18.5")), upper: .atMost(24)),
        .init(id: "c", lower: .above(24), upper: .below(27)),
        .init(id: "d", lower: .atLeast(27), upper: .atMost(Tables.decimal("29.9"))),
        .init(id: "e", lower: .above(Tables.decimal("29.9")), upper: .none),
      ], rounding: testCase.rounding)
    let intervals = table.exactIntervals
    var bounds: [Int64] = []
    for interval in intervals {
      bounds += [interval.lower.value, interval.upper.value].compactMap { $0?.millionths }
    }
    for bound in bounds {
      // One millionth either side, the bound itself, and half a millionth either side.
      for offset: Int64 in [-2, -1, 0, 1, 2] {
        let value = Rational(bound * 2 + offset, over: 2 * UInt64(ExactDecimal.scale))
        let index = table.categoryIndex(forClassifiedValue: table.rounding.valueToClassify(value))
        let containing = intervals.indices.filter { intervals[$0].contains(value) }
        #expect(containing == [index], "at \(value.fractionDescription)")
      }
    }
  }
}
