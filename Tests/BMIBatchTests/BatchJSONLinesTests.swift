import BMIBuiltIns
import BMICore
import Testing

@testable import BMIBatch

/// JSON Lines in and out, and conversions between the two formats.
struct BatchJSONLinesTests {
  private func jsonl(_ configuration: inout BatchConfiguration) {
    configuration.inputFormat = .jsonl
  }

  @Test func objectsKeepTheirTextAndGainTheAnswers() {
    let input = """
      {"id":1,"height_cm":160,"weight_kg":64}
      { "id" : 2 , "height_cm" : "170,5", "weight_kg": 70.0 }  \r
      {"id":3,"height_cm":null,"weight_kg":70}
      {"id":4,"weight_kg":70,"extra":{"a":[1,2,{"b":"}"}]}}
      {"id":5,"height_cm":"abc","weight_kg":true}
      {}
      """
    let run = runBatch(input, configure: jsonl)
    #expect(run.error == nil)
    #expect(
      run.output == """
        {"id":1,"height_cm":160,"weight_kg":64,"bmi":25.0,"category":"pre-obese","error":null}
        { "id" : 2 , "height_cm" : "170,5", "weight_kg": 70.0 ,"bmi":24.1,"category":"normal","error":null}  \r
        {"id":3,"height_cm":null,"weight_kg":70,"bmi":null,"category":null,"error":"missing-value"}
        {"id":4,"weight_kg":70,"extra":{"a":[1,2,{"b":"}"}]},"bmi":null,"category":null,"error":"missing-value"}
        {"id":5,"height_cm":"abc","weight_kg":true,"bmi":null,"category":null,"error":"invalid-height"}
        {"bmi":null,"category":null,"error":"missing-value"}

        """)
    #expect(run.summary?.rowsRead == 6)
  }

  @Test func escapedKeysAndStringsAreRead() {
    let input = #"{"h\u0065ight":"1\u00370","weight":"65"}"# + "\n"
    let run = runBatch(input, configure: jsonl)
    #expect(
      run.output
        == #"{"h\u0065ight":"1\u00370","weight":"65","bmi":22.5,"category":"normal","error":null}"#
        + "\n")
  }

  @Test func keysTheAnswersWouldReuseGetASuffix() {
    let input = #"{"height":160,"weight":64,"bmi":"old","category":"x","category.1":"y"}"# + "\n"
    let run = runBatch(input, configure: jsonl)
    #expect(
      run.output
        == #"{"height":160,"weight":64,"bmi":"old","category":"x","category.1":"y","bmi.1":25.0,"category.2":"pre-obese","error":null}"#
        + "\n")
  }

  @Test func aKeyGivenTwiceIsFlagged() {
    let run = runBatch(#"{"height":160,"height":170,"weight":64}"# + "\n", configure: jsonl)
    #expect(run.output.hasSuffix(#""bmi":null,"category":null,"error":"duplicate-key"}"# + "\n"))
  }

  @Test func aLineThatIsNotAnObjectStopsTheRunWithItsPlace() {
    let run = runBatch(
      "{\"height\":160,\"weight\":64}\n{\"height\":160,\"weight\":64,}\n", configure: jsonl)
    #expect(
      run.error
        == .malformedJSON(
          name: "input.csv", line: 2, column: 27, problem: "expected a string in double quotes"))
    #expect(run.output.hasPrefix("{\"height\":160"))
    let array = runBatch("[1,2]\n", configure: jsonl)
    #expect(
      array.error == .malformedJSON(name: "input.csv", line: 1, column: 1, problem: "expected '{'"))
  }

  @Test func aBMIKeyIsClassifiedDirectly() {
    let standard = BatchStandards.builtIn("asia-pacific-2000")
    let run = runBatch(
      #"{"bmi":22.95}"# + "\n" + #"{"bmi":"22,94"}"# + "\n", standard: standard, configure: jsonl)
    #expect(
      run.output == #"""
        {"bmi":22.95,"bmi.1":23.0,"category":"at-risk","error":null}
        {"bmi":"22,94","bmi.1":22.9,"category":"normal","error":null}

        """#)
  }

  @Test func csvToJSONLines() {
    let run = runBatch("id,\"na\"\"me\",height,weight\n1,\"Kim, \"\"J\"\"\",160,64\n2,x,,64\n") {
      $0.outputFormat = .jsonl
      $0.includesLabel = true
    }
    #expect(
      run.output == #"""
        {"id":"1","na\"me":"Kim, \"J\"","height":"160","weight":"64","bmi":25.0,"category":"pre-obese","error":null,"label":"Pre-obese"}
        {"id":"2","na\"me":"x","height":"","weight":"64","bmi":null,"category":null,"error":"missing-value","label":null}

        """#)
  }

  @Test func csvFieldsBecomeJSONStringsWithEveryEscape() {
    var random = SplitMix64(seed: 17)
    let alphabet: [UInt8] = [
      0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x22, 0x5C, 0x41, 0x7F, 0xC3, 0xA9,
    ]
    for _ in 0..<2_000 {
      var text = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
      }
      // As a quoted CSV field: quotes doubled.
      var field: [UInt8] = []
      for byte in text {
        field.append(byte)
        if byte == 0x22 { field.append(byte) }
      }
      field += [UInt8](repeating: 0, count: 64)
      let sink = MemoryByteSink()
      let writer = BatchRowWriter(
        output: OutputBuffer(sink: sink), standard: BatchStandards.who, includesLabel: false,
        language: "en")
      let span = FieldSpan(
        start: 0, end: field.count - 64, isQuoted: true, hasEscapes: text.contains(0x22),
        isPresent: true)
      field.withUnsafeBufferPointer { buffer in
        try? writer.writeJSONMember(
          key: Array(#""k":"#.utf8), csvField: span, in: buffer.baseAddress!, isFirst: false)
        try? writer.output.flush()
      }
      #expect(sink.bytes == Array(#","k":"#.utf8) + JSONText.quoted(text))
      text.removeAll()
    }
  }

  @Test func keysInAnotherOrderGiveTheSameCSV() {
    var random = SplitMix64(seed: 23)
    let values = [
      #""a""#, #""a,b""#, #"" lead""#, #""q\"q""#, #""line\nbreak""#, "12.5", "true", "null",
      #"{"x":[1,"y,z"]}"#, #""""#, #""\u00e9""#, #""170,5""#, "-3e2",
    ]
    var ordered = ""
    var shuffled = ""
    for id in 0..<300 {
      let members = [
        (#""id""#, "\(id)"),
        (#""height""#, ["170", #""1,70""#, "null", #""abc""#].randomElement(using: &random)!),
        (#""weight""#, "65"), (#""note""#, values.randomElement(using: &random)!),
        (#""other""#, values.randomElement(using: &random)!),
      ]
      ordered += "{" + members.map { "\($0.0):\($0.1)" }.joined(separator: ",") + "}\n"
      let first = id == 0 ? members : members.shuffled(using: &random)
      shuffled += "{" + first.map { "\($0.0):\($0.1)" }.joined(separator: ",") + "}\n"
    }
    let configure = { (configuration: inout BatchConfiguration) in
      configuration.inputFormat = .jsonl
      configuration.outputFormat = .csv
    }
    let inOrder = runBatch(ordered, configure: configure)
    let outOfOrder = runBatch(shuffled, configure: configure)
    #expect(inOrder.error == nil)
    #expect(inOrder.output == outOfOrder.output)
    #expect(csvRecords(inOrder.output).allSatisfy { $0.count == 8 })
  }

  @Test func jsonLinesToCSV() {
    let input = #"""
      {"id":1,"note":"a, \"b\"","height":160,"weight":64}
      {"weight":65,"height":170,"id":2}
      """#
    let run = runBatch(input) {
      $0.inputFormat = .jsonl
      $0.outputFormat = .csv
    }
    #expect(
      run.output == #"""
        id,note,height,weight,bmi,category,error
        1,"a, ""b""",160,64,25.0,pre-obese,
        2,,170,65,22.5,normal,

        """#)
    let unexpected = runBatch(
      "{\"height\":160,\"weight\":64}\n{\"height\":160,\"weight\":64,\"x\":1}\n"
    ) {
      $0.inputFormat = .jsonl
      $0.outputFormat = .csv
    }
    #expect(unexpected.error == .unexpectedKey(name: "input.csv", line: 2, key: "x"))
  }

  @Test func everyChunkSizeGivesTheSameBytes() {
    let input = (1...40).map { #"{"id":\#($0),"height":"1\#($0 % 9)0.5","weight":6\#($0 % 10)}"# }
      .joined(separator: "\n")
    let whole = runBatch(input, configure: jsonl)
    for chunk in [1, 3, 7, 16, 100] {
      #expect(runBatch(input, configure: jsonl, chunkSize: chunk).output == whole.output)
    }
    #expect(whole.summary?.rowsRead == 40)
  }
}
