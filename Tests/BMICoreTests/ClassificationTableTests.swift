import BMICore
import Testing

struct ClassificationTableTests {
  private func index(_ table: ClassificationTable, _ bmi: String) -> String {
    table.categories[table.categoryIndex(for: BodyMassIndex(TestTables.decimal(bmi))!)].id
  }

  @Test func oneSixtyCentimetresSixtyFourKilogramsIsPreObese() throws {
    let standard = TestTables.standard(TestTables.who)
    let result = try standard.classify(heightCentimetres: 160, weightKilograms: 64)
    #expect(result.category.id == "pre-obese")
    #expect(result.category.interval.description == "[25, 30)")
    #expect(result.displayBMI == "25.0")
  }

  /// Each of the four bound kinds, hit exactly and one millionth either side.
  @Test(arguments: [
    // below 18.5 / at_least 18.5
    ("18.499999", "underweight"), ("18.5", "normal"), ("18.500001", "normal"),
    ("24.999999", "normal"), ("25", "pre-obese"), ("40", "obese-3"), ("39.999999", "obese-2"),
  ])
  func halfOpenBoundsBelowAndAtLeast(bmi: String, expected: String) {
    #expect(index(TestTables.who, bmi) == expected)
  }

  @Test(arguments: [
    ("20", "low"), ("20.000001", "mid"), ("27.25", "mid"), ("27.250001", "high"),
  ])
  func closedOpenBoundsAtMostAndAbove(bmi: String, expected: String) throws {
    let table = try ClassificationTable(categories: [
      TestTables.category("low", .none, .atMost(20)),
      TestTables.category("mid", .above(20), .atMost(TestTables.decimal("27.25"))),
      TestTables.category("high", .above(TestTables.decimal("27.25")), .none),
    ])
    #expect(index(table, bmi) == expected)
  }

  @Test(arguments: [
    // Rounding decides: 22.95 → 23.0 half-up and half-even (9 is odd); 22.85 → 22.9 / 22.8.
    (RoundingMode.halfUp, "22.95", "pre"), (.halfEven, "22.95", "pre"),
    (.halfUp, "22.949999", "normal"), (.halfEven, "22.949999", "normal"),
    (.halfUp, "24.95", "obese"), (.halfEven, "24.95", "obese"), (.halfEven, "24.85", "pre"),
    (.halfUp, "18.45", "normal"), (.halfEven, "18.45", "under"), (.halfUp, "18.449999", "under"),
  ])
  func roundingBeforeLookup(mode: RoundingMode, bmi: String, expected: String) {
    #expect(index(TestTables.oneDecimal(mode), bmi) == expected)
  }

  @Test func oneDecimalClosedRangesAreCompleteOnlyWithRounding() throws {
    let categories = [
      TestTables.category("under", .none, .below(TestTables.decimal("18.5"))),
      TestTables.category(
        "normal", .atLeast(TestTables.decimal("18.5")), .atMost(TestTables.decimal("22.9"))),
      TestTables.category("pre", .atLeast(TestTables.decimal("23.0")), .none),
    ]
    _ = try ClassificationTable(categories: categories, rounding: .decimals(1, .halfUp))
    let error = #expect(throws: TableError.self) {
      try ClassificationTable(categories: categories, rounding: .none)
    }
    #expect(
      error?.problems == [
        .gap(
          before: 1, beforeID: "normal", after: 2, afterID: "pre",
          uncovered: Interval(lower: .above(TestTables.decimal("22.9")), upper: .below(23)))
      ])
    #expect(
      error?.description == "gap: no category covers 22.9 < BMI < 23, between 'normal' and 'pre'")
  }

  @Test func refusesEveryProblemAtOnce() {
    let categories = [
      TestTables.category("a", .none, .below(20), healthy: true),
      TestTables.category("b", .atLeast(21), .below(25)),  // gap [20, 21)
      TestTables.category("c", .atLeast(24), .below(24)),  // empty, overlaps b
      TestTables.category("d", .atLeast(24), .below(30), healthy: true),  // second healthy
      TestTables.category("d", .atLeast(30), .none),  // duplicate id
    ]
    let groups = [
      CategoryGroup(id: "g", label: LocalizedText(["en": "G"]), memberIDs: ["a", "zz"])
    ]
    let error = #expect(throws: TableError.self) {
      try ClassificationTable(categories: categories, groups: groups)
    }
    let problems = error?.problems ?? []
    #expect(
      problems.contains(
        .gap(
          before: 0, beforeID: "a", after: 1, afterID: "b",
          uncovered: Interval(lower: .atLeast(20), upper: .below(21)))))
    #expect(
      problems.contains(
        .emptyInterval(
          category: 2, id: "c",
          interval: Interval(lower: .atLeast(24), upper: .below(24)))))
    #expect(
      problems.contains(
        .multipleHealthyCategories(first: 0, firstID: "a", second: 3, secondID: "d")))
    #expect(problems.contains(.duplicateCategoryID(id: "d", first: 3, second: 4)))
    #expect(problems.contains(.unknownGroupMember(group: 0, groupID: "g", member: "zz")))
    #expect(problems.contains { if case .overlap = $0 { true } else { false } })
  }

  @Test func refusesOverlapOutOfOrderAndMissingEnds() {
    let overlap = #expect(throws: TableError.self) {
      try ClassificationTable(categories: [
        TestTables.category("a", .none, .atMost(25)),
        TestTables.category("b", .atLeast(25), .none),
      ])
    }
    #expect(
      overlap?.problems == [
        .overlap(
          first: 0, firstID: "a", second: 1, secondID: "b",
          shared: Interval(lower: .atLeast(25), upper: .atMost(25)))
      ])
    #expect(overlap?.description == "overlap: BMI = 25 is in both 'a' and 'b'")

    let order = #expect(throws: TableError.self) {
      try ClassificationTable(categories: [
        TestTables.category("a", .none, .below(20)),
        TestTables.category("c", .atLeast(25), .below(30)),
        TestTables.category("b", .atLeast(20), .below(25)),
        TestTables.category("d", .atLeast(30), .none),
      ])
    }
    #expect(
      order?.problems.contains(.outOfOrder(category: 2, id: "b", previous: 1, previousID: "c"))
        == true)

    let ends = #expect(throws: TableError.self) {
      try ClassificationTable(categories: [
        TestTables.category("a", .atLeast(1), .below(20)),
        TestTables.category("b", .atLeast(20), .below(30)),
      ])
    }
    #expect(
      ends?.problems == [
        .firstCategoryHasLowerBound(category: 0, id: "a"),
        .lastCategoryHasUpperBound(category: 1, id: "b"),
      ])

    let single = #expect(throws: TableError.self) {
      try ClassificationTable(categories: [TestTables.category("a", .none, .none)])
    }
    #expect(single?.problems == [.tooFewCategories(count: 1)])

    let negative = #expect(throws: TableError.self) {
      try ClassificationTable(categories: [
        TestTables.category("a", .none, .below(0)),
        TestTables.category("b", .atLeast(0), .none),
      ])
    }
    #expect(negative?.problems.contains(.nonPositiveBound(category: 0, id: "a", value: 0)) == true)
  }

  @Test func roundingGridFindsGapsAndOverlaps() {
    // 18.5–22.9 then 23.1: 23.0 is uncovered on the one-decimal grid.
    let gap = #expect(throws: TableError.self) {
      try ClassificationTable(
        categories: [
          TestTables.category("a", .none, .atMost(TestTables.decimal("22.9"))),
          TestTables.category("b", .atLeast(TestTables.decimal("23.1")), .none),
        ], rounding: .decimals(1, .halfUp))
    }
    #expect(
      gap?.problems == [
        .gap(
          before: 0, beforeID: "a", after: 1, afterID: "b",
          uncovered: Interval(lower: .atLeast(23), upper: .atMost(23)))
      ])
    let overlap = #expect(throws: TableError.self) {
      try ClassificationTable(
        categories: [
          TestTables.category("a", .none, .atMost(23)),
          TestTables.category("b", .atLeast(TestTables.decimal("22.95")), .none),
        ], rounding: .decimals(1, .halfUp))
    }
    #expect(
      overlap?.problems == [
        .overlap(
          first: 0, firstID: "a", second: 1, secondID: "b",
          shared: Interval(lower: .atLeast(23), upper: .atMost(23)))
      ])
  }

  @Test func warnsAboutBoundsRoundingCannotReach() throws {
    let table = try ClassificationTable(
      categories: [
        TestTables.category("a", .none, .below(TestTables.decimal("22.95"))),
        TestTables.category("b", .atLeast(TestTables.decimal("22.95")), .none),
      ], rounding: .decimals(1, .halfUp))
    #expect(
      table.warnings == [
        .boundFinerThanRounding(
          category: 0, id: "a", value: TestTables.decimal("22.95"), decimals: 1),
        .boundFinerThanRounding(
          category: 1, id: "b", value: TestTables.decimal("22.95"), decimals: 1),
      ])
  }

  @Test func groupsAndHealthyCategory() {
    let table = TestTables.who
    #expect(table.healthyIndex == 1)
    #expect(table.groups(ofCategoryAt: 4).map(\.id) == ["obese"])
    #expect(table.groups(ofCategoryAt: 1).isEmpty)
  }
}

struct IntervalRangeTests {
  @Test func swiftRangesGiveTheIntervalsTheyRead() {
    let low: ExactDecimal = 18.5
    let high: ExactDecimal = 25
    #expect(low == ExactDecimal("18.5"))
    #expect(Interval(18.5..<25) == Interval(low..<high))
    #expect(Interval(low..<high).description == "[18.5, 25)")
    #expect(Interval(low...high).description == "[18.5, 25]")
    #expect(Interval(..<low).description == "(0, 18.5)")
    #expect(Interval(...low).description == "(0, 18.5]")
    #expect(Interval(high...).description == "[25, ∞)")
    #expect(!Interval(low..<high).contains(high) && Interval(low...high).contains(high))
  }

  /// Tables of every bound kind, one of them with negative bounds (a z table).
  static let millionthsTables: [(table: ClassificationTable, bounds: [String])] = {
    // swift-format-ignore: NeverUseForceTry
    let closed = try! ClassificationTable(categories: [
      TestTables.category("low", .none, .atMost(20)),
      TestTables.category("mid", .above(20), .atMost(TestTables.decimal("27.25"))),
      TestTables.category("high", .above(TestTables.decimal("27.25")), .none),
    ])
    // swift-format-ignore: NeverUseForceTry
    let z = try! ClassificationTable(
      categories: [
        TestTables.category("severe", .none, .below(-3)),
        TestTables.category("thin", .atLeast(-3), .atMost(TestTables.decimal("-2.5"))),
        TestTables.category("normal", .above(TestTables.decimal("-2.5")), .atMost(0)),
        TestTables.category("over", .above(0), .below(2)),
        TestTables.category("obese", .atLeast(2), .none),
      ], allowsNegativeBounds: true)
    return [
      (TestTables.who, ["18.5", "25", "30", "35", "40"]),
      (TestTables.oneDecimal(.halfUp), ["18.4", "22.9", "24.9"]),
      (closed, ["20", "27.25"]),
      (z, ["-3", "-2.5", "0", "2"]),
    ]
  }()

  /// The fast route's integer search (``BMIForAgeFastCuts``) gives the category the exact
  /// fractions give, at each bound and a millionth or two either side, and far from every
  /// bound.
  @Test(arguments: millionthsTables.indices)
  func millionthsSearchMatchesFractions(tableIndex: Int) {
    let (table, bounds) = Self.millionthsTables[tableIndex]
    var values: [Int64] = [-999_000_000, 0, 5_000_000, 999_000_000]
    for bound in bounds {
      let millionths = TestTables.decimal(bound).millionths
      values += (-2...2).map { millionths + Int64($0) }
    }
    let cuts = BMIForAgeFastCuts(table, classes: nil)
    for millionths in values {
      let exact = table.categoryIndex(
        forClassifiedValue: Rational(ExactDecimal(millionths: millionths)))
      #expect(cuts.categoryIndex(ofMillionths: millionths) == exact, "at \(millionths)")
    }
  }
}
