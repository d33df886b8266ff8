import Testing

@testable import BMIBatch
@testable import BMICommandLine

/// The exit status `bmi batch` gives the errors the batch engine stops at: an input that is
/// no usable table is a data error (65, `BatchError+ExitCode.swift`). The inputs are those of
/// BatchCSVTests and BatchMalformedInputTests (BMIBatchTests), which check the errors.
struct BatchExitCodeTests {
  /// An input the engine refuses.
  struct Refused: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let input: [UInt8]
    var strict = false
    var jsonLines = false
  }

  static let refused = [
    Refused(
      testDescription: "text after a closing quote",
      input: Array("id,height_cm,weight_kg\n1,\"17\n0\"x,65\n".utf8), strict: true),
    Refused(
      testDescription: "binary input",
      input: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x0A]),
    Refused(
      testDescription: "a bad row under --strict",
      input: Array(
        "id,note,height_cm,weight_kg\n1,\"a\nb\",170,65\n2,x,170,abc\n3,y,170,65\n".utf8),
      strict: true),
    Refused(
      testDescription: "lines ending in a carriage return alone",
      input: Array("id,height_cm,weight_kg\r1,170,65\r2,160,64\r".utf8)),
    Refused(
      testDescription: "an answer's key taken by a later line",
      input: Array(
        (#"{"height":170,"weight":65}"# + "\n" + #"{"height":170,"weight":65,"category":"mine"}"#
          + "\n").utf8), jsonLines: true),
  ]

  @Test(arguments: refused)
  func anInputThatIsNoUsableTableIsADataError(_ refused: Refused) throws {
    let run = runBatch(refused.input) { configuration in
      if refused.strict { configuration.isStrict = true }
      if refused.jsonLines { configuration.inputFormat = .jsonl }
    }
    let error = try #require(run.error)
    #expect(error.exitCode == .dataError)
  }
}
