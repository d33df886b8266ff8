import BMICore
import Testing

@testable import BMIStandards

/// `examples:` of a standard file: read with their positions, refused at their place.
struct ExampleGrammarTests {
  static func text(_ examples: String) -> [UInt8] {
    Array((validStandardText + "examples:\n" + examples + "\n").utf8)
  }

  @Test func examplesAreReadWithTheirPositions() throws {
    let loaded = try StandardLoader.load(
      bytes: Self.text(
        """
          - {bmi: 19.9, expect: low}
          - {height: 5 ft 9 in, weight: 141 lb, sex: male, age: 40 years, background: other, expect: ok, section: all, z: -1.5, tolerance: 0.01}
        """), fileName: "test.yaml")
    #expect(loaded.examples.count == 2)
    let first = try #require(loaded.examples.first)
    #expect(first.bmi == ExactDecimal("19.9"))
    #expect((first.line, first.column) == (19, 5))
    #expect(first.expect == StandardExample.Written(text: "low", line: 19, column: 25))
    #expect(first.tolerance == 0)
    let second = loaded.examples[1]
    #expect(second.height?.text == "5 ft 9 in")
    #expect(second.weight?.text == "141 lb")
    #expect(second.sex?.text == "male")
    #expect(second.age?.text == "40 years")
    #expect(second.background?.text == "other")
    #expect(second.section?.text == "all")
    #expect(second.zScore == ExactDecimal("-1.5"))
    #expect(second.tolerance == ExactDecimal("0.01"))
    #expect(second.bmi == nil)
  }

  @Test func aFileWithoutExamplesHasNone() throws {
    let loaded = try StandardLoader.load(bytes: Array(validStandardText.utf8), fileName: "t.yaml")
    #expect(loaded.examples.isEmpty)
  }

  @Test(arguments: [
    ("  - {bmi: 19.9, expect: lo}", "E045 19:25"),
    ("  - {bmi: 19.9, expect: low, colour: red}", "E031 19:30"),
    ("  - {bmi: '19.9', expect: low}", "E038 19:11"),
    ("  - {bmi: 19.9}", "E033 19:5"),
    ("  - {bmi: 19.9, sex: f, expect: low}", "E045 19:22"),
    ("  - {bmi: 19.9, height: 170, expect: low}", "E045 19:11"),
    ("  - {bmi: 0, expect: low}", "E039 19:11"),
    ("  - {bmi: 19.9, expect: low, tolerance: -1}", "E039 19:41"),
    ("  - {z: 1, percentile: 50, expect: low}", "E045 19:24"),
    ("  - bmi 19.9", "E030 19:5"),
    ("  {bmi: 19.9}", "E030 19:3"),
  ])
  func aWrongExampleIsRefusedAtItsPlace(example: String, expected: String) throws {
    let error = try #require(refusal(Self.text(example)))
    #expect(summary(error.errors) == [expected])
  }
}
