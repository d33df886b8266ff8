import BMICore
import Testing

private typealias Tables = ComparisonTestTables

/// A compared range written compactly: interval, first category, second category, agreement.
private struct Row: Equatable, CustomStringConvertible {
  let interval: String
  let first: String
  let second: String
  let agrees: Bool

  init(_ interval: String, _ first: String, _ second: String, _ agrees: Bool) {
    self.interval = interval
    self.first = first
    self.second = second
    self.agrees = agrees
  }

  init(_ range: ComparedRange) {
    self.init(
      range.interval.description, range.firstCategory.id, range.secondCategory.id, range.agrees)
  }

  var description: String { "\(interval) \(first)·\(second)\(agrees ? "" : " ≠")" }
}

struct ComparisonTests {
  @Test func halfOpenKSSOAgainstWHO() throws {
    let comparison = StandardComparison(try Tables.kssoHalfOpen(), try Tables.whoLike())
    #expect(
      comparison.ranges.map(Row.init) == [
        Row("(0, 16)", "underweight", "severe-thinness", true),
        Row("[16, 17)", "underweight", "moderate-thinness", true),
        Row("[17, 18.5)", "underweight", "mild-thinness", true),
        Row("[18.5, 23)", "normal", "normal", true),
        Row("[23, 25)", "pre-obese", "normal", false),
        Row("[25, 30)", "obese-1", "pre-obese", false),
        Row("[30, 35)", "obese-2", "obese-1", false),
        Row("[35, 40)", "obese-3", "obese-2", false),
        Row("[40, ∞)", "obese-3", "obese-3", true),
      ])
    #expect(
      comparison.disagreements.map(\.interval.description)
        == ["[23, 25)", "[25, 30)", "[30, 35)", "[35, 40)"])
  }

  @Test func roundedKSSOAgainstWHOShowsTheMidpointSlivers() throws {
    // KSSO's one-decimal ranges under half-up rounding end at 18.45, 22.95, 24.95, 29.95 and
    // 34.95; WHO's at 16, 17, 18.5, 25, 30, 35, 40. Every stretch between is its own range.
    let comparison = StandardComparison(try Tables.kssoRounded(.halfUp), try Tables.whoLike())
    #expect(
      comparison.ranges.map(Row.init) == [
        Row("(0, 16)", "underweight", "severe-thinness", true),
        Row("[16, 17)", "underweight", "moderate-thinness", true),
        Row("[17, 18.45)", "underweight", "mild-thinness", true),
        Row("[18.45, 18.5)", "normal", "mild-thinness", false),
        Row("[18.5, 22.95)", "normal", "normal", true),
        Row("[22.95, 24.95)", "pre-obese", "normal", false),
        Row("[24.95, 25)", "obese-1", "normal", false),
        Row("[25, 29.95)", "obese-1", "pre-obese", false),
        Row("[29.95, 30)", "obese-2", "pre-obese", false),
        Row("[30, 34.95)", "obese-2", "obese-1", false),
        Row("[34.95, 35)", "obese-3", "obese-1", false),
        Row("[35, 40)", "obese-3", "obese-2", false),
        Row("[40, ∞)", "obese-3", "obese-3", true),
      ])
  }

  @Test func halfEvenAndHalfUpDisagreeOnlyAtTheEvenMidpoint() throws {
    // Only 18.45 rounds differently: 18.4 under half-even (4 is even), 18.5 under half-up.
    let differences = StandardComparison.differences(
      between: try Tables.kssoRounded(.halfEven), and: try Tables.kssoRounded(.halfUp))
    #expect(differences.map(Row.init) == [Row("[18.45, 18.45]", "underweight", "normal", false)])
  }

  @Test func roundedAndHalfOpenReadingsOfKSSODifferByTheMidpointSlivers() throws {
    let differences = StandardComparison.differences(
      between: try Tables.kssoRounded(.halfUp), and: try Tables.kssoHalfOpen())
    #expect(
      differences.map(Row.init) == [
        Row("[18.45, 18.5)", "normal", "underweight", false),
        Row("[22.95, 23)", "pre-obese", "normal", false),
        Row("[24.95, 25)", "obese-1", "pre-obese", false),
        Row("[29.95, 30)", "obese-2", "obese-1", false),
        Row("[34.95, 35)", "obese-3", "obese-2", false),
      ])
  }

  @Test func aTableComparedWithItselfHasOneAgreeingRangePerCategory() throws {
    let table = try Tables.kssoRounded(.halfEven)
    let comparison = StandardComparison(table, table)
    #expect(comparison.ranges.map(\.interval) == table.exactIntervals)
    #expect(comparison.ranges.allSatisfy { $0.agrees })
    #expect(comparison.ranges.map(\.firstCategoryIndex) == Array(table.categories.indices))
  }

  @Test func swappingTheTablesSwapsTheCategoriesAndKeepsTheRanges() throws {
    let forward = StandardComparison(try Tables.kssoRounded(.halfUp), try Tables.whoLike())
    let backward = StandardComparison(try Tables.whoLike(), try Tables.kssoRounded(.halfUp))
    #expect(forward.ranges.map(\.interval) == backward.ranges.map(\.interval))
    #expect(forward.ranges.map(\.firstCategoryIndex) == backward.ranges.map(\.secondCategoryIndex))
    #expect(forward.ranges.map(\.agrees) == backward.ranges.map(\.agrees))
  }

  @Test func healthyCategoriesAgreeWhateverTheirIdentifiers() throws {
    let cdcLike = try Tables.table(
      Tables.halfOpen(
        ["underweight", "healthy-weight", "overweight", "obesity"], cutOffs: ["18.5", "25", "30"],
        healthy: "healthy-weight"))
    let whoLike = try Tables.table(
      Tables.halfOpen(
        ["underweight", "normal", "overweight", "obesity"], cutOffs: ["18.5", "25", "30"],
        healthy: "normal"))
    #expect(StandardComparison.differences(between: cdcLike, and: whoLike).isEmpty)
    #expect(StandardComparison(cdcLike, whoLike).ranges.count == 4)
  }

  @Test func categoriesWithTheSameLabelInASharedLanguageAgree() throws {
    func category(_ id: String, _ label: LocalizedText, _ lower: String?, _ upper: String?)
      -> BMICategory
    {
      BMICategory(
        id: id, label: label,
        interval: Interval(
          lower: lower.map { .atLeast(Tables.decimal($0)) } ?? .none,
          upper: upper.map { .below(Tables.decimal($0)) } ?? .none))
    }
    let who = try ClassificationTable(categories: [
      category("below", LocalizedText(["en": "Below"]), nil, "30"),
      category("obese-class-1", LocalizedText(["en": "Obese class I", "ko": "1단계 비만"]), "30", nil),
    ])
    let cdc = try ClassificationTable(categories: [
      category("below", LocalizedText(["en": "Below"]), nil, "30"),
      category(
        "obesity-class-1", LocalizedText(["en": "Class 1 obesity", "ko": "1단계 비만"]), "30", nil),
    ])
    let englishOnly = try ClassificationTable(categories: [
      category("below", LocalizedText(["en": "Below"]), nil, "30"),
      category("obese-1", LocalizedText(["en": "OBESE CLASS I"]), "30", nil),
    ])
    let koreanOnly = try ClassificationTable(categories: [
      category("below", LocalizedText(["en": "Below"]), nil, "30"),
      category("obesity-1", LocalizedText(["ko": "1단계 비만"]), "30", nil),
    ])
    #expect(StandardComparison.differences(between: who, and: cdc).isEmpty)
    // English labels compared without case.
    #expect(StandardComparison.differences(between: who, and: englishOnly).isEmpty)
    // A label in a language the other lacks proves nothing.
    #expect(
      StandardComparison.differences(between: englishOnly, and: koreanOnly).map(Row.init) == [
        Row("[30, ∞)", "obese-1", "obesity-1", false)
      ])
  }

  @Test func sharingOnlyAGroupNameIsNotAgreement() throws {
    // KSSO's class II and WHO's class I are both "obesity", but not the same class.
    let groups = { (member: String) in
      [CategoryGroup(id: "obesity", label: LocalizedText(["en": "Obesity"]), memberIDs: [member])]
    }
    let first = try Tables.table(
      Tables.halfOpen(["lean", "obesity-class-2"], cutOffs: ["30"]),
      groups: groups("obesity-class-2"))
    let second = try Tables.table(
      Tables.halfOpen(["lean", "obesity-class-1"], cutOffs: ["30"]),
      groups: groups("obesity-class-1"))
    #expect(
      StandardComparison.differences(between: first, and: second).map(Row.init) == [
        Row("[30, ∞)", "obesity-class-2", "obesity-class-1", false)
      ])
  }

  @Test func exactBMI25FallsInTheRangeStartingAt25() throws {
    // 160 cm and 64 kg is exactly 25 (Double arithmetic gives 24.999999999999996).
    let bmi = BodyMassIndex(heightCentimetres: 160, weightKilograms: 64)!
    let comparison = StandardComparison(try Tables.kssoHalfOpen(), try Tables.whoLike())
    let containing = comparison.ranges.filter { $0.interval.contains(bmi.value) }
    #expect(containing.map(Row.init) == [Row("[25, 30)", "obese-1", "pre-obese", false)])
  }

  @Test func neighbouringRangesAlwaysDifferAndTogetherCoverEveryBMI() throws {
    let comparison = StandardComparison(try Tables.kssoRounded(.halfEven), try Tables.whoLike())
    let ranges = comparison.ranges
    #expect(ranges.first?.interval.lower == LowerBound.none)
    #expect(ranges.last?.interval.upper == UpperBound.none)
    for (left, right) in zip(ranges, ranges.dropFirst()) {
      #expect(left.interval.upper.value == right.interval.lower.value)
      #expect(left.interval.upper.isInclusive != right.interval.lower.isInclusive)
      #expect(
        left.firstCategoryIndex != right.firstCategoryIndex
          || left.secondCategoryIndex != right.secondCategoryIndex)
    }
  }
}
