import Testing

@testable import BMICommandLine

struct ArgumentSplitterTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let expected: [ArgumentElement]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(arguments: ["170"], expected: [.value("170")]),
    Case(arguments: ["-"], expected: [.value("-")]),
    Case(
      arguments: ["--height", "170"],
      expected: [.option(.long("height"), attachedValue: nil), .value("170")]),
    Case(
      arguments: ["--height=170"], expected: [.option(.long("height"), attachedValue: "170")]),
    Case(
      arguments: ["--x=a=b"], expected: [.option(.long("x"), attachedValue: "a=b")]),
    Case(arguments: ["--height="], expected: [.option(.long("height"), attachedValue: "")]),
    Case(arguments: ["-h"], expected: [.option(.short("h"), attachedValue: nil)]),
    Case(
      arguments: ["-vh"],
      expected: [
        .option(.short("v"), attachedValue: nil), .option(.short("h"), attachedValue: nil),
      ]
    ),
    Case(arguments: ["-o=out.csv"], expected: [.option(.short("o"), attachedValue: "out.csv")]),
    Case(
      arguments: ["--", "--help", "-"],
      expected: [.terminator, .value("--help"), .value("-")]),
    Case(arguments: ["a", "--", "--"], expected: [.value("a"), .terminator, .value("--")]),
    Case(arguments: ["-5"], expected: [.value("-5")]),
    Case(
      arguments: ["--height", "-170"],
      expected: [.option(.long("height"), attachedValue: nil), .value("-170")]),
    Case(arguments: ["-.5"], expected: [.value("-.5")]),
    Case(
      arguments: ["-.x"],
      expected: [
        .option(.short("."), attachedValue: nil), .option(.short("x"), attachedValue: nil),
      ]),
  ]

  @Test(arguments: cases)
  func splits(_ testCase: Case) throws {
    #expect(try ArgumentSplitter.split(testCase.arguments) == testCase.expected)
  }

  @Test func threeDashesAreAnUnknownOption() {
    #expect(throws: UsageError.unknownOption("---x", suggestion: nil)) {
      try ArgumentSplitter.split(["---x"])
    }
  }
}
