import BMICore
import Testing

struct ExactDecimalTests {
  @Test(arguments: [
    ("170.5", Int64(170_500_000)), ("64", 64_000_000), ("0.000001", 1), ("18.50", 18_500_000),
    ("-1.25", -1_250_000), ("999999999999", 999_999_999_999_000_000),
  ])
  func parsesPlainDecimals(text: String, millionths: Int64) {
    #expect(ExactDecimal(text)?.millionths == millionths)
  }

  @Test(arguments: [
    "", " 1", "1 ", "1.", ".5", "1.2345678", "1e3", "0x10", "1_000", "+1", "inf", "nan", "1,5",
    "1.2.3", "-", "1000000000000",
  ])
  func refusesAnythingElse(text: String) {
    #expect(ExactDecimal(text) == nil)
  }

  @Test func doublesGoThroughTheirShortestForm() {
    #expect(ExactDecimal(exactly: 64.0) == ExactDecimal(64))
    #expect(ExactDecimal(exactly: 0.1)?.description == "0.1")
    #expect(ExactDecimal(exactly: 170.5)?.millionths == 170_500_000)
    #expect(ExactDecimal(exactly: 0.1 + 0.2) == nil)  // 0.30000000000000004 has 17 digits
    #expect(ExactDecimal(exactly: .infinity) == nil)
    #expect(ExactDecimal(exactly: .nan) == nil)
  }

  @Test func printsShortestAndFixedForms() {
    let value = TestTables.decimal("18.50")
    #expect(value.description == "18.5")
    #expect(value.fractionDigits == 1)
    #expect(value.formatted(decimals: 3) == "18.500")
    #expect(ExactDecimal(25).description == "25")
    #expect(TestTables.decimal("-0.5").description == "-0.5")
  }
}
