import Testing

@testable import BMICore

/// Sectioned standards built in code: coverage in every dimension, with boxes for what is
/// missed or covered twice, and finding a person's section exactly.
struct SectionTests {
  static func table(_ cut: String, low: String = "low", ok: String = "ok") -> ClassificationTable {
    let value = TestTables.decimal(cut)
    // swift-format-ignore: NeverUseForceTry
    return try! ClassificationTable(categories: [
      TestTables.category(low, .none, .below(value)),
      TestTables.category(ok, .atLeast(value), .none, healthy: true),
    ])
  }

  static let sex = StandardInput(name: .sex, domain: .values(["female", "male"]))
  static let adults = StandardInput(
    name: .age, domain: .interval(Interval(lower: .atLeast(18), upper: .none)))

  static func section(_ clauses: [SectionCondition.Clause], cut: String = "20") -> StandardSection {
    StandardSection(condition: SectionCondition(clauses), table: table(cut))
  }

  static func age(_ lower: LowerBound, _ upper: UpperBound) -> SectionCondition.Clause {
    SectionCondition.Clause(.age, .interval(Interval(lower: lower, upper: upper)))
  }

  static func sex(_ values: String...) -> SectionCondition.Clause {
    SectionCondition.Clause(.sex, .values(values))
  }

  static func problems(_ inputs: [StandardInput], _ sections: [StandardSection]) -> [String] {
    do {
      _ = try Standard(
        identity: StandardIdentity(id: "t", version: "1"), name: LocalizedText(["en": "T"]),
        inputs: inputs, measure: .bmi, sections: sections)
      return []
    } catch {
      return error.problems.map(\.description)
    }
  }

  /// Four sections by sex and age band: each person of the domain in exactly one.
  static var grid: [StandardSection] {
    [
      section([sex("male"), age(.none, .below(70))], cut: "20"),
      section([sex("male"), age(.atLeast(70), .none)], cut: "22"),
      section([sex("female"), age(.none, .below(70))], cut: "19"),
      section([sex("female"), age(.atLeast(70), .none)], cut: "21"),
    ]
  }

  @Test func aCompleteGridLoads() {
    #expect(Self.problems([Self.sex, Self.adults], Self.grid) == [])
  }

  @Test func aMissingSectionIsAGapWrittenAsABox() {
    var sections = Self.grid
    sections.remove(at: 3)
    #expect(
      Self.problems([Self.sex, Self.adults], sections) == [
        "no section covers sex = female, age ≥ 70"
      ])
  }

  @Test func aGapAtOnePointIsAPoint() {
    let sections = [
      Self.section([Self.age(.none, .below(70))]),
      Self.section([Self.age(.above(70), .none)]),
    ]
    #expect(Self.problems([Self.adults], sections) == ["no section covers age = 70"])
  }

  @Test func anOverlapNamesTheSectionsAndTheBox() throws {
    let sections = [
      Self.section([Self.sex("male"), Self.age(.none, .atMost(70))]),
      Self.section([Self.sex("male"), Self.age(.atLeast(65), .none)]),
      Self.section([Self.sex("female")]),
    ]
    do {
      _ = try Standard(
        identity: StandardIdentity(id: "t", version: "1"), name: LocalizedText(["en": "T"]),
        inputs: [Self.sex, Self.adults], measure: .bmi, sections: sections)
      Issue.record("an overlap was accepted")
    } catch {
      let problem = try #require(error.problems.first)
      #expect(error.problems.count == 1)
      guard case .overlap(let region, let involved) = problem else {
        Issue.record("not an overlap: \(problem)")
        return
      }
      #expect(involved == [0, 1])
      #expect(region.description == "sex = male, 65 ≤ age ≤ 70")
      #expect(region.whenText == "{sex: male, age: {at_least: 65, at_most: 70}}")
    }
  }

  @Test func aGapInTheFirstDimensionSpansTheOthers() {
    let sections = [Self.section([Self.sex("male")])]
    #expect(
      Self.problems([Self.sex, Self.adults].dropLast() + [], sections) == [
        "no section covers sex = female"
      ])
  }

  @Test func inputsMustBeUsedDeclaredAndInTheirDomain() {
    #expect(
      Self.problems([Self.sex, Self.adults], [Self.section([Self.sex("female", "male")])]) == [
        "no section depends on the input 'age'"
      ])
    #expect(
      Self.problems([], [Self.section([Self.sex("female")])]) == [
        "a section depends on 'sex', which is not declared under inputs"
      ])
    #expect(
      Self.problems([Self.sex], [Self.section([Self.sex("female", "other")])]) == [
        "'other' is not a declared value of 'sex'"
      ])
    #expect(
      Self.problems([Self.adults], [Self.section([Self.age(.none, .below(16))])]) == [
        "the interval (0, 16) of 'age' is outside its domain [18, ∞)"
      ])
    let badSex = StandardInput(name: .sex, domain: .values(["woman", "male"]))
    #expect(
      Self.problems([badSex], [Self.section([Self.sex("male")])]).first
        == "'woman' is not a sex; write female or male")
  }

  @Test func aCategoryMeansTheSameInEverySection() {
    let other = ClassificationTable.twoCategories(label: "Fine")
    let sections = [
      Self.section([Self.sex("male")]),
      StandardSection(condition: SectionCondition([Self.sex("female")]), table: other),
    ]
    #expect(
      Self.problems([Self.sex], sections) == ["category 'ok' has different labels in two sections"])
  }

  // MARK: - Finding a section

  static var gridStandard: Standard {
    // swift-format-ignore: NeverUseForceTry
    try! Standard(
      identity: StandardIdentity(id: "grid", version: "1"), name: LocalizedText(["en": "Grid"]),
      inputs: [Self.sex, Self.adults], measure: .bmi, sections: grid)
  }

  struct Lookup: Sendable, CustomTestStringConvertible {
    let sex: Sex?
    let age: String?
    let unit: AgeUnit
    let expected: String
    var testDescription: String { "\(sex?.rawValue ?? "-") \(age ?? "-") \(unit)" }
  }

  static let lookups: [Lookup] = [
    Lookup(sex: .male, age: "18", unit: .years, expected: "0"),
    Lookup(sex: .male, age: "69.999999", unit: .years, expected: "0"),
    Lookup(sex: .male, age: "70", unit: .years, expected: "1"),
    Lookup(sex: .female, age: "70", unit: .years, expected: "3"),
    Lookup(sex: .female, age: "840", unit: .months, expected: "3"),
    Lookup(sex: .female, age: "839.999999", unit: .months, expected: "2"),
    Lookup(sex: .female, age: "25567.5", unit: .days, expected: "3"),
    Lookup(sex: .female, age: "25567.499999", unit: .days, expected: "2"),
    Lookup(sex: .male, age: "17.999999", unit: .years, expected: "outside age"),
    Lookup(sex: .male, age: "216", unit: .months, expected: "0"),
    Lookup(sex: nil, age: "30", unit: .years, expected: "missing sex"),
    Lookup(sex: .female, age: nil, unit: .years, expected: "missing age"),
  ]

  @Test(arguments: lookups)
  func aPersonFallsInOneSectionOrIsRefused(lookup: Lookup) {
    let inputs = InputValues(
      sex: lookup.sex, age: lookup.age.flatMap { Age(TestTables.decimal($0), lookup.unit) })
    let got: String
    do {
      got = String(try Self.gridStandard.sectionIndex(for: inputs))
    } catch {
      switch error {
      case .missing(let input): got = "missing \(input.rawValue)"
      case .outsideStandard(let input, _, _): got = "outside \(input.rawValue)"
      }
    }
    #expect(got == lookup.expected)
  }

  @Test func theSectionsTableClassifies() throws {
    let standard = Self.gridStandard
    let bmi = try #require(BodyMassIndex(TestTables.decimal("21.5")))
    let young = try standard.classify(
      MeasuredValue(bmi), inputs: InputValues(sex: .male, age: Age(30, .years)))
    let old = try standard.classify(
      MeasuredValue(bmi), inputs: InputValues(sex: .male, age: Age(80, .years)))
    #expect(young.category.id == "ok")
    #expect(old.category.id == "low")
    #expect(old.section.name == "sex=male;age>=70")
    #expect(standard.categories.map(\.id) == ["low", "ok"])
    #expect(old.standardCategoryIndex == 0)
  }

  @Test func aPopulationsAgesAreTheDomainWhenTheAgeIsKnown() throws {
    let standard = Standard(
      identity: StandardIdentity(id: "p", version: "1"), name: LocalizedText(["en": "P"]),
      table: Self.table("20"), population: Population(minimumAge: 18, maximumAge: 64))
    #expect(try standard.sectionIndex(for: InputValues()) == 0)
    #expect(
      try standard.sectionIndex(for: InputValues(age: Age(TestTables.decimal("64.9"), .years))) == 0
    )
    #expect(throws: InputError.self) {
      try standard.sectionIndex(for: InputValues(age: Age(65, .years)))
    }
    #expect(throws: InputError.self) {
      try standard.sectionIndex(for: InputValues(age: Age(TestTables.decimal("17.9"), .years)))
    }
  }

  /// The integer path and the exact path agree on every section, at and around each cut-off.
  @Test func theIntegerPathAgreesWithTheExactOneInEverySection() throws {
    let standard = Self.gridStandard
    for section in standard.sections.indices {
      let values =
        ["18.999999", "19", "19.000001", "20.5", "21", "21.999999", "22"].map {
          Rational(TestTables.decimal($0))
        } + [Rational(22) + Rational(1, 2_000_000), Rational(19) - Rational(1, 3_000_000)]
      for value in values {
        let text = value.description
        let value = try #require(BodyMassIndex(value))
        let fast = try standard.classify(MeasuredValue(value), inSection: section)
        let exact = standard.classifyExactly(MeasuredValue(value), inSection: section)
        #expect(fast.categoryIndex == exact.categoryIndex, "section \(section) at \(text)")
        #expect(fast.displayValue == exact.displayValue, "section \(section) at \(text)")
      }
    }
  }

  @Test func waistToHeightIsExact() throws {
    let ratio = try #require(
      MeasuredValue(
        waistCentimetres: TestTables.decimal("81.28"),
        heightCentimetres: TestTables.decimal("162.56")))
    #expect(ratio.value == Rational(1, 2))
    #expect(ratio.millionths?.floorMillionths == 500_000)
    #expect(ratio.millionths?.hasRemainder == false)
    let third = try #require(
      MeasuredValue(
        waistCentimetres: TestTables.decimal("60"), heightCentimetres: TestTables.decimal("180")))
    #expect(third.millionths?.floorMillionths == 333_333)
    #expect(third.millionths?.hasRemainder == true)
  }

  @Test func agesConvertExactly() {
    #expect(AgeUnit.years.factor(to: .months) == (12, 1))
    #expect(AgeUnit.months.factor(to: .days) == (487, 16))
    #expect(AgeUnit.days.factor(to: .years) == (4, 1461))
    #expect(Age(6, .years)?.value(in: .days) == Rational(4383, 2))
    // Every pair: lowest terms, the way back the inverse, and a → b → c the same as a → c.
    let units = AgeUnit.allCases
    for a in units {
      #expect(a.factor(to: a) == (1, 1))
      for b in units {
        let there = a.factor(to: b)
        let back = b.factor(to: a)
        var (x, y) = (there.numerator, there.denominator)
        while y != 0 { (x, y) = (y, x % y) }
        #expect(x == 1 && there.denominator > 0)
        #expect(there.numerator == back.denominator && there.denominator == back.numerator)
        for c in units {
          let onward = b.factor(to: c)
          let direct = a.factor(to: c)
          #expect(
            Rational(
              Int(there.numerator * onward.numerator), Int(there.denominator * onward.denominator))
              == Rational(Int(direct.numerator), Int(direct.denominator)))
        }
      }
    }
  }
}

extension ClassificationTable {
  /// `low` below 20 and `ok` from 20, with `ok` labelled `label`.
  static func twoCategories(label: String) -> ClassificationTable {
    // swift-format-ignore: NeverUseForceTry
    try! ClassificationTable(categories: [
      TestTables.category("low", .none, .below(20)),
      BMICategory(
        id: "ok", label: LocalizedText(["en": label]),
        interval: Interval(lower: .atLeast(20), upper: .none),
        isHealthy: true),
    ])
  }
}
