import BMIBuiltIns
import BMICore
import Testing

@testable import BMIBatch

/// Tables that break their format's rules: every row still comes out, in order, flagged in
/// its `error` column, and the run stops only where nothing tells where the rows are.
struct BatchMalformedInputTests {
  /// The `error` field of each data record of CSV output, read by an independent reader.
  private func errorColumn(_ output: String) -> [String] {
    let records = csvRecords(output)
    guard let header = records.first, let index = header.firstIndex(of: "error") else {
      return []
    }
    return records.dropFirst().map { index < $0.count ? $0[index] : "<missing>" }
  }

  @Test func extraFieldsAreFlaggedAndTheWholeRecordKeptInTheFirstColumn() throws {
    let input = "id,height_cm,weight_kg\n1,170,65,x\n2,\"170\",65,\"a,b\",c\n3,170\n4,170,65\n"
    let run = runBatch(input)
    #expect(run.error == nil)
    #expect(errorColumn(run.output) == ["extra-fields", "extra-fields", "field-count", ""])
    let records = csvRecords(run.output)
    // The row keeps the header's width; the record's bytes are all in its first field.
    #expect(records[1] == ["1,170,65,x", "", "", "", "", "extra-fields"])
    #expect(records[2] == ["2,\"170\",65,\"a,b\",c", "", "", "", "", "extra-fields"])
    #expect(run.output.contains("\n\"2,\"\"170\"\",65,\"\"a,b\"\",c\",,,,,extra-fields\n"))
    let summary = try #require(run.summary)
    #expect(summary.flagCounts.map(\.code) == ["extra-fields", "field-count"])
    #expect(summary.flagCounts.map(\.count) == [2, 1])
    let labelled = runBatch(input) { $0.includesLabel = true }
    #expect(csvRecords(labelled.output)[1] == ["1,170,65,x", "", "", "", "", "extra-fields", ""])
  }

  @Test func extraFieldsWithCRLFAndInEveryChunkSize() {
    let input = "id,height_cm,weight_kg\r\n1,170,65,x\r\n2,170,65\r\n3,160,64,,"
    let whole = runBatch(input)
    #expect(
      whole.output
        == "id,height_cm,weight_kg,bmi,category,error\r\n\"1,170,65,x\",,,,,extra-fields\r\n"
        + "2,170,65,22.5,normal,\r\n\"3,160,64,,\",,,,,extra-fields\r\n")
    for chunk in [1, 2, 3, 5, 8, 13, 64] {
      #expect(runBatch(input, chunkSize: chunk).output == whole.output, "chunks of \(chunk)")
    }
  }

  static let malformed: [(record: String, text: String)] = [
    ("2,\"170\"x,65", "2,\"170\"x,65"),
    ("2,\"17\n0\"x,65", "2,\"17\n0\"x,65"),
    ("2,170,\"65\" ", "2,170,\"65\" "),
    ("\"2\"\"\"x,170,65", "\"2\"\"\"x,170,65"),
    ("2,\"170\",\"65\"\rx", "2,\"170\",\"65\"\rx"),
  ]

  @Test(arguments: malformed)
  func aMalformedRecordIsOneFlaggedRowAndTheRowsAfterItAreKept(
    record: String, text: String
  ) throws {
    let input = "id,height_cm,weight_kg\n1,160,64\n\(record)\n3,170,65\n4,abc,65\n"
    let run = runBatch(input)
    #expect(run.error == nil, "\(String(describing: run.error))")
    let records = csvRecords(run.output)
    #expect(records.count == 5)
    // The record's text, exactly, as the first field; the code in the error column.
    #expect(records[2] == [text, "", "", "", "", "malformed-csv"])
    #expect(errorColumn(run.output) == ["", "malformed-csv", "", "invalid-height"])
    #expect(records[3] == ["3", "170", "65", "22.5", "normal", ""])
    let summary = try #require(run.summary)
    #expect(summary.rowsRead == 4)
    #expect(summary.rowsClassified == 2)
    for chunk in [1, 2, 3, 7, 16] {
      let chunked = runBatch(input, chunkSize: chunk)
      #expect(chunked.output == run.output, "chunks of \(chunk)")
      #expect(chunked.summary == run.summary)
    }
    let json = runBatch(input) { $0.outputFormat = .jsonl }
    let lines = json.output.split(separator: "\n", omittingEmptySubsequences: false)
    let escaped = text.replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    #expect(
      json.output.contains(
        #"{"id":"\#(escaped)","bmi":null,"category":null,"error":"malformed-csv"}"#),
      "\(lines)")
  }

  @Test func theLineNumbersAfterAMalformedRecordStayRight() {
    let input = "id,height_cm,weight_kg\n1,\"a\nb\"x,65\n2,170,abc\n"
    let run = runBatch(input) { _ in }
    #expect(errorColumn(run.output) == ["malformed-csv", "invalid-weight"])
    // With --strict the malformed record stops the run at its place.
    let strict = runBatch(input) { $0.isStrict = true }
    #expect(
      strict.error
        == .malformedCSV(
          name: "input.csv", line: 3, column: 3, problem: .characterAfterClosingQuote))
  }

  @Test func aQuoteLeftOpenAtTheEndStillStopsAndSaysSo() {
    let run = runBatch("id,height_cm,weight_kg\n1,170,65\n2,\"170,65\n3,170,65\n")
    #expect(
      run.error == .malformedCSV(name: "input.csv", line: 3, column: 3, problem: .unterminatedQuote)
    )
    #expect(run.error?.message.english.contains("batch stops here") == true)
    #expect(run.output == "id,height_cm,weight_kg,bmi,category,error\n1,170,65,22.5,normal,\n")
  }

  @Test func aMalformedHeaderStopsTheRun() {
    let run = runBatch("id,\"height\"x,weight\n1,170,65\n")
    #expect(
      run.error
        == .malformedCSV(
          name: "input.csv", line: 1, column: 12, problem: .characterAfterClosingQuote))
  }

  @Test func aQuoteInsideAnUnquotedFieldIsACharacter() {
    let run = runBatch("id,height,weight\n1,5'7\",65\n2,a\"b,65\n")
    #expect(errorColumn(run.output) == ["", "invalid-height"])
    #expect(csvRecords(run.output)[1][3] == "22.4")
  }

  @Test(arguments: [
    "id,height_cm,weight_kg\r1,170,65\r2,160,64\r",
    "\u{FEFF}height,weight\r170,65",
    "height,weight\r" + String(repeating: "170,65\r", count: 200_000),
  ])
  func linesEndingInACarriageReturnAloneAreRefusedWithTheirCode(_ input: String) {
    let run = runBatch(input)
    #expect(run.error == .carriageReturnLineEnds(name: "input.csv", line: 1))
    #expect(run.error?.code == "cr-line-ends")
    let message = run.error?.message.english ?? ""
    #expect(!message.contains("\r"))
    #expect(message.contains("LF or CRLF"))
    #expect(run.output.isEmpty)
  }

  @Test func aCarriageReturnInsideAQuotedHeaderOrBeforeALineFeedIsNoLineEnd() {
    #expect(runBatch("\"a\rb\",height,weight\r\n1,170,65\r\n").error == nil)
    #expect(runBatch("height,weight\r\n170,65\r\n").error == nil)
  }
}

/// JSON Lines that JSON's interchange rules or the answers' names get in the way of.
struct BatchJSONLinesTextTests {
  private func jsonl(_ configuration: inout BatchConfiguration) {
    configuration.inputFormat = .jsonl
  }

  static let person = #""height":170,"weight":65"#

  /// A code point as text, written raw (the compiler refuses some of them as literals).
  static func raw(_ value: UInt32) -> String {
    String(Unicode.Scalar(value).map(Character.init) ?? "?")
  }

  /// Noncharacters and lone surrogates, written raw (UTF-8) or as escapes.
  static let refused: [String] = [
    #"\uFFFE"#, #"\uffff"#, #"\uFDD0"#, #"\uFDEF"#, raw(0xFFFE), raw(0xFDD0), raw(0xFDEF),
    raw(0x1FFFE), raw(0x10FFFF), #"\uD83F\uDFFE"#, #"\uDBFF\uDFFF"#, #"\uD800"#, #"\uDC00"#,
    #"\uD800x"#, #"\uD800\u0041"#, #"a\uDFFFb"#,
  ]

  @Test(arguments: refused)
  func aNoncharacterOrALoneSurrogateFlagsTheRow(_ text: String) throws {
    let input = "{\(Self.person),\"note\":\"\(text)\"}\n{\(Self.person)}\n"
    let run = runBatch(input, configure: jsonl)
    #expect(run.error == nil)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    // The line is written back as it came, flagged.
    #expect(
      lines[0] == "{\(Self.person),\"note\":\"\(text)\",\"bmi\":null,\"category\":null,"
        + "\"error\":\"invalid-character\"}")
    #expect(lines[1].hasSuffix(#""bmi":22.5,"category":"normal","error":null}"#))
    let strict = runBatch(input) {
      $0.inputFormat = .jsonl
      $0.isStrict = true
    }
    guard case .rowRejected(_, 1, nil, nil, let problem) = strict.error else {
      Issue.record("expected a rejected row, got \(String(describing: strict.error))")
      return
    }
    #expect(problem.code == "invalid-character")
    #expect(problem.message.english.contains("RFC 7493"))
    #expect(problem.message.english.contains("U+") || problem.message.english.contains("\\u"))
    // Written as CSV, the row is flagged too.
    let csv = runBatch(input) {
      $0.inputFormat = .jsonl
      $0.outputFormat = .csv
    }
    #expect(csvRecords(csv.output)[1].last == "invalid-character")
  }

  /// Characters next to the noncharacters, and a surrogate pair, which are text.
  static let accepted: [String] = [
    #"\uFDCF"#, #"\uFDF0"#, #"\uFFFD"#, #"\uD83D\uDE00"#, raw(0xFDCF), raw(0xFFFD), raw(0x1F600),
    raw(0x1FFFD), raw(0x10FFFD), #"\u00e9"#, "가",
  ]

  @Test(arguments: accepted)
  func charactersBesideThemAreText(_ text: String) {
    let run = runBatch("{\(Self.person),\"note\":\"\(text)\"}\n", configure: jsonl)
    #expect(run.output.hasSuffix(#""bmi":22.5,"category":"normal","error":null}"# + "\n"))
  }

  @Test func theNamedNoncharacterIsShown() {
    let run = runBatch("{\(Self.person),\"n\":\"\\uFFFE\"}\n") {
      $0.inputFormat = .jsonl
      $0.isStrict = true
    }
    #expect(run.error?.message.english.contains("U+FFFE NONCHARACTER") == true)
    let surrogate = runBatch("{\(Self.person),\"n\":\"\\uD800\"}\n") {
      $0.inputFormat = .jsonl
      $0.isStrict = true
    }
    #expect(
      surrogate.error?.message.english.contains(#"the escape \uD800, a surrogate without its pair"#)
        == true)
  }

  @Test func theAnswersHaveTheNamesTheFirstLineSettlesOnEveryLine() {
    // The first line uses `bmi`: every line's answer is `bmi.1`, present or not.
    let run = runBatch(
      "{\(Self.person),\"bmi\":\"x\"}\n{\(Self.person)}\n{\"bmi\":1,\(Self.person)}\n",
      configure: jsonl)
    #expect(run.error == nil)
    #expect(
      run.output == """
        {\(Self.person),"bmi":"x","bmi.1":22.5,"category":"normal","error":null}
        {\(Self.person),"bmi.1":22.5,"category":"normal","error":null}
        {"bmi":1,\(Self.person),"bmi.1":22.5,"category":"normal","error":null}

        """)
    // `bmi`, `bmi.1` and `bmi.2` taken: the next free name.
    let taken = runBatch(#"{"bmi":24,"bmi.1":1,"bmi.2":2}"# + "\n", configure: jsonl)
    #expect(taken.output.contains(#""bmi.2":2,"bmi.3":24.0,"category""#))
    let csv = runBatch("bmi,bmi.1,bmi.2\n24,1,2\n")
    #expect(csv.output.hasPrefix("bmi,bmi.1,bmi.2,bmi.3,category,error\n24,1,2,24.0,normal,\n"))
  }

  @Test func aLaterLineUsingAnAnswersNameIsRefused() {
    let run = runBatch(
      "{\(Self.person)}\n{\(Self.person),\"category\":\"mine\"}\n", configure: jsonl)
    #expect(run.error == .answerKeyTaken(name: "input.csv", line: 2, key: "category"))
    #expect(run.error?.code == "answer-key-taken")
    #expect(run.output.hasPrefix("{\(Self.person),\"bmi\":22.5,"))
    let labelled = runBatch("{\(Self.person)}\n{\(Self.person),\"label\":1}\n") {
      $0.inputFormat = .jsonl
      $0.includesLabel = true
    }
    #expect(labelled.error == .answerKeyTaken(name: "input.csv", line: 2, key: "label"))
    // A name the answers do not use is any other key.
    let other = runBatch(
      "{\(Self.person)}\n{\(Self.person),\"bmi.1\":\"mine\"}\n", configure: jsonl)
    #expect(other.error == nil)
  }

  @Test(arguments: [
    #"{"height":170,"weight":65}"# + "\r" + #"{"height":170,"weight":65}"# + "\r",
    String(repeating: #"{"height":170,"weight":65}"# + "\r", count: 50_000),
  ])
  func linesEndingInACarriageReturnAloneAreRefused(_ input: String) {
    let run = runBatch(input, configure: jsonl)
    #expect(run.error == .carriageReturnLineEnds(name: "input.csv", line: 1))
    #expect(run.output.isEmpty)
  }
}
