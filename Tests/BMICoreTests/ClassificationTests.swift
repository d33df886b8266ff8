import BMICore
import Testing

struct ClassificationTests {
  @Test func resultCarriesEverythingAboutTheAnswer() throws {
    let standard = TestTables.standard(TestTables.who, id: "who-test")
    let result = try standard.classify(heightCentimetres: 170, weightKilograms: 98)
    #expect(result.bmi?.value.fractionDescription == "9800/289")
    #expect(result.displayBMI == "33.9")
    #expect(result.category.id == "obese-1")
    #expect(result.groups.map(\.id) == ["obese"])
    #expect(result.standard == StandardIdentity(id: "who-test", version: "1"))
    #expect(result.roundedValue == nil)
  }

  @Test(arguments: [
    // Exact 24.96 is normal under WHO; "25.0" would read as the next category.
    ("24.96", "24.96"), ("24.9999", "24.9999"), ("24.94", "24.9"), ("25", "25.0"),
    ("18.4999", "18.4999"), ("18.45", "18.45"), ("22.96", "23.0"),
    // Below 0.05 the one-decimal form would be 0.0, which is no BMI (found by fuzzing).
    ("0.000001", "0.000001"), ("0.049999", "0.05"),
  ])
  func displayFormNeverReadsAsAnotherCategory(bmi: String, expected: String) throws {
    let standard = TestTables.standard(TestTables.who)
    #expect(try standard.classify(BodyMassIndex(TestTables.decimal(bmi))!).displayBMI == expected)
  }

  @Test func roundingStandardsReportTheRoundedValue() throws {
    let standard = TestTables.standard(TestTables.oneDecimal(.halfUp))
    let result = try standard.classify(BodyMassIndex(TestTables.decimal("22.95"))!)
    #expect(result.roundedValue == TestTables.decimal("23"))
    #expect(result.category.id == "pre")
    #expect(result.displayBMI == "23.0")
  }

  @Test(arguments: [("160", "47.4", "63.9"), ("170", "53.5", "72.2"), ("152.4", "43.0", "58.0")])
  func healthyWeightRangeRespectsBoundsExactly(height: String, lightest: String, heaviest: String)
    throws
  {
    let standard = TestTables.standard(TestTables.who)
    let range = try #require(
      standard.healthyWeightRange(heightCentimetres: TestTables.decimal(height)))
    #expect(range.lowerBound == TestTables.decimal(lightest))
    #expect(range.upperBound == TestTables.decimal(heaviest))
    // The ends are in the category and 0.1 kg beyond them is not.
    let h = TestTables.decimal(height)
    func category(_ kg: ExactDecimal) -> Int {
      standard.table.categoryIndex(for: BodyMassIndex(heightCentimetres: h, weightKilograms: kg)!)
    }
    #expect(category(range.lowerBound) == 1 && category(range.upperBound) == 1)
    #expect(category(ExactDecimal(millionths: range.lowerBound.millionths - 100_000)) == 0)
    #expect(category(ExactDecimal(millionths: range.upperBound.millionths + 100_000)) == 2)
  }

  @Test func noHealthyCategoryMeansNoRange() throws {
    let table = try ClassificationTable(categories: [
      TestTables.category("a", .none, .below(25)), TestTables.category("b", .atLeast(25), .none),
    ])
    #expect(TestTables.standard(table).healthyWeightRange(heightCentimetres: 170) == nil)
  }
}

struct RoundedValueTests {
  @Test func aGivenBMIUnderAStandardThatDoesNotRoundHasNoRoundedValue() throws {
    let result = try TestTables.standard(TestTables.who).classify(
      BodyMassIndex(TestTables.decimal("22.95"))!)
    #expect(result.roundedValue == nil)
    #expect(result.classifiedValue.compare(to: TestTables.decimal("22.95")) == 0)
  }
}
