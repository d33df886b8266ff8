import BMIKit
import Testing

/// The fast route's cuts of a section (`BMIForAgeFastCuts`) find, for a value given in
/// millionths, the category the section's table finds for the same value as an exact
/// fraction: at every bound, one millionth either side of it, and at random values.
struct BMIForAgeFastCutsTests {
  @Test(arguments: BMIForAgeFastRouteTests.ids)
  func cutsFindTheTablesCategory(id: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    let classes = standard.bmiForAgeReference?.obesityClasses
    var random = BMIForAgeFastRouteTests.Random(state: 6)
    for section in standard.sections {
      let table = section.table
      let cuts = BMIForAgeFastCuts(table, classes: classes)
      var values: [Int64] = [0, -1, 100_000_000, -100_000_000]
      for bound in table.categories.compactMap(\.interval.upper.value?.millionths) {
        values += [bound - 1, bound, bound + 1]
      }
      for _ in 0..<2_000 { values.append(Int64(random.below(200_000_001)) - 100_000_000) }
      for value in values {
        let expected = table.categoryIndex(
          forClassifiedValue: Rational(ExactDecimal(millionths: value)))
        #expect(cuts.categoryIndex(ofMillionths: value) == expected, "\(id) \(value)")
      }
    }
  }
}
