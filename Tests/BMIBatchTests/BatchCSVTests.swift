import BMIBuiltIns
import BMICore
import Testing

@testable import BMIBatch
@testable import BMIMeasurement

/// CSV in and out: RFC 4180 records, rows kept byte for byte, answers appended, problems
/// flagged or reported with their line and column.
struct BatchCSVTests {
  static let edge = """
    id,height_cm,weight_kg
    1,200.0,74.0
    2,200.0,100.0
    3,200.0,120.0
    4,200.0,140.0
    5,200.0,160.0
    6,180.0,81.0
    7,100.0,18.5
    8,150.0,90.0
    9,160.0,64.0
    10,170.0,0
    11,,70
    12,"170,5",70
    13, 170.0 ,70.0
    14,abc,70
    15,-170,70
    16,200.0,73.9

    """

  @Test func cutOffsAndBadValues() throws {
    let run = runBatch(Self.edge)
    #expect(run.error == nil)
    #expect(
      run.output == """
        id,height_cm,weight_kg,bmi,category,error
        1,200.0,74.0,18.5,normal,
        2,200.0,100.0,25.0,pre-obese,
        3,200.0,120.0,30.0,obese-class-1,
        4,200.0,140.0,35.0,obese-class-2,
        5,200.0,160.0,40.0,obese-class-3,
        6,180.0,81.0,25.0,pre-obese,
        7,100.0,18.5,18.5,normal,
        8,150.0,90.0,40.0,obese-class-3,
        9,160.0,64.0,25.0,pre-obese,
        10,170.0,0,,,implausible-weight
        11,,70,,,missing-value
        12,"170,5",70,24.1,normal,
        13, 170.0 ,70.0,24.2,normal,
        14,abc,70,,,invalid-height
        15,-170,70,,,invalid-height
        16,200.0,73.9,18.48,mild-thinness,

        """)
    let summary = try #require(run.summary)
    #expect(summary.rowsRead == 16)
    #expect(summary.rowsClassified == 12)
    #expect(
      summary.flagCounts.map(\.code) == [
        "implausible-weight", "missing-value", "invalid-height",
      ])
    #expect(summary.flagCounts.map(\.count) == [1, 1, 2])
  }

  @Test func quotesCommasLineBreaksAndCRLFArePreserved() {
    let input =
      "\"id\",\"note\",height_cm,weight_kg\r\n"
      + "1,\"says \"\"hi\"\", twice\",160,64\r\n"
      + "2,\"two\nlines\",170,65\r\n"
      + "3,,\"170,5\",\" 70 \""
    let run = runBatch(input)
    #expect(run.error == nil)
    #expect(
      run.output
        == "\"id\",\"note\",height_cm,weight_kg,bmi,category,error\r\n"
        + "1,\"says \"\"hi\"\", twice\",160,64,25.0,pre-obese,\r\n"
        + "2,\"two\nlines\",170,65,22.5,normal,\r\n"
        + "3,,\"170,5\",\" 70 \",24.1,normal,\r\n")
  }

  @Test func byteOrderMarkAndBlankLinesAreKept() {
    let input = "\u{FEFF}height,weight\n160,64\n\n170,65\n"
    let run = runBatch(input)
    #expect(
      run.output
        == "\u{FEFF}height,weight,bmi,category,error\n160,64,25.0,pre-obese,\n\n170,65,22.5,normal,\n"
    )
    #expect(run.summary?.rowsRead == 2)
  }

  @Test func rowsWithTheWrongNumberOfFieldsAreFlaggedNotGuessed() {
    let run = runBatch("id,height_cm,weight_kg\n1,170\n2,170,65,extra\n3,170,65\n")
    #expect(
      run.output == """
        id,height_cm,weight_kg,bmi,category,error
        1,170,,,,field-count
        "2,170,65,extra",,,,,extra-fields
        3,170,65,22.5,normal,

        """)
  }

  @Test func everyChunkSizeGivesTheSameBytes() {
    let input =
      "id,\"note\",height_cm,weight_kg\r\n" + "1,\"a,\"\"b\"\"\nc\",160,64\r\n" + "2,,170.0 ,65\r\n"
      + "\r\n3,x,abc,70\n4,y,\"1,70\",70\n5,z,170,\n6,w,159.99,63.9999\n7,v,170,65"
    let whole = runBatch(input)
    for chunk in [1, 2, 3, 4, 5, 7, 8, 9, 13, 17, 64, 1000] {
      let chunked = runBatch(input, chunkSize: chunk)
      #expect(chunked.output == whole.output, "chunks of \(chunk)")
      #expect(chunked.summary == whole.summary)
    }
    #expect(whole.summary?.rowsRead == 7)
  }

  @Test func withStrictACharacterAfterAClosingQuoteIsAnErrorWithItsPlace() {
    let run = runBatch("id,height_cm,weight_kg\n1,\"17\n0\"x,65\n") { $0.isStrict = true }
    #expect(
      run.error
        == .malformedCSV(
          name: "input.csv", line: 3, column: 3, problem: .characterAfterClosingQuote))
  }

  @Test func anUnclosedQuoteIsAnErrorAtTheQuote() {
    let run = runBatch("id,height_cm,weight_kg\n1,170,65\n2,\"170,65\n3,170,65\n")
    #expect(
      run.error == .malformedCSV(name: "input.csv", line: 3, column: 3, problem: .unterminatedQuote)
    )
    #expect(run.output.hasPrefix("id,height_cm,weight_kg,bmi,category,error\n"))
  }

  @Test func aRecordLongerThanTheLimitStopsTheRun() {
    let long = String(repeating: "x", count: InputBuffer.maximumRecordLength + 10)
    let run = runBatch("id,height_cm,weight_kg\n1,170,65\n\(long),170,65\n", chunkSize: 1 << 16)
    #expect(
      run.error
        == .recordTooLong(name: "input.csv", line: 3, limit: InputBuffer.maximumRecordLength))
  }

  @Test func aLongFieldWithinTheLimitIsKept() {
    let long = String(repeating: "y", count: 200_000)
    let run = runBatch("note,height_cm,weight_kg\n\(long),170,65\n", chunkSize: 4096)
    #expect(
      run.output == "note,height_cm,weight_kg,bmi,category,error\n\(long),170,65,22.5,normal,\n")
  }

  @Test func binaryInputIsNotATable() {
    let run = runBatch([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x0A])
    #expect(run.error == .notText(name: "input.csv", line: 1))
  }

  @Test func aHeaderOfTooManyColumnsIsRefused() {
    let header = Array(repeating: "c", count: BatchProcessor.maximumColumns + 1).joined(
      separator: ",")
    let run = runBatch(header + "\n")
    #expect(
      run.error
        == .tooManyColumns(
          name: "input.csv", count: BatchProcessor.maximumColumns + 1,
          limit: BatchProcessor.maximumColumns))
  }

  @Test func aRowOfManyFieldsConvertsToJSONLines() {
    let fields = Array(repeating: "x", count: 300_000).joined(separator: ",")
    let run = runBatch("height,weight\n" + fields + "\n") { $0.outputFormat = .jsonl }
    #expect(run.output.hasPrefix(#"{"height":"x","weight":"x","column 3":"x","#))
    #expect(
      run.output.hasSuffix(
        #""column 300000":"x","bmi":null,"category":null,"error":"extra-fields"}"# + "\n"))
  }

  @Test func emptyInputAndHeaderOnly() {
    #expect(runBatch("").error == .emptyInput(name: "input.csv"))
    #expect(runBatch("\n").error == .emptyInput(name: "input.csv"))
    let headerOnly = runBatch("height,weight")
    #expect(headerOnly.output == "height,weight,bmi,category,error\n")
    #expect(headerOnly.summary?.rowsRead == 0)
  }

  @Test func missingAndDuplicateColumnsAreErrors() {
    #expect(
      runBatch("id,h,w\n1,170,65\n").error
        == .missingColumns(
          name: "input.csv", wanted: ["height_cm", "height", "bmi"], header: ["id", "h", "w"])
    )
    #expect(
      runBatch("height,w\n170,65\n").error
        == .missingColumns(
          name: "input.csv", wanted: ["weight_kg", "weight"], header: ["height", "w"]))
    #expect(
      runBatch("Height,height,weight\n1,2,3\n").error
        == .duplicateColumn(name: "input.csv", column: "Height", positions: [1, 2]))
    let named = runBatch("h,w\n170,65\n") {
      $0.heightColumn = "h"
      $0.weightColumn = "w"
    }
    #expect(named.output == "h,w,bmi,category,error\n170,65,22.5,normal,\n")
    let spaced = runBatch(" Height_CM , Weight_Kg \n170,65\n")
    #expect(spaced.output == " Height_CM , Weight_Kg ,bmi,category,error\n170,65,22.5,normal,\n")
  }

  @Test func aBMIColumnIsClassifiedWhenThereIsNoHeightOrWeight() {
    let standard = BatchStandards.builtIn("asia-pacific-2000")
    let run = runBatch("id,bmi\n1,22.95\n2,22.94\n3,\n4,300\n", standard: standard)
    #expect(
      run.output == """
        id,bmi,bmi.1,category,error
        1,22.95,23.0,at-risk,
        2,22.94,22.9,normal,
        3,,,,missing-value
        4,300,,,implausible-bmi

        """)
    let named = runBatch("x,score\n1,25\n") { $0.bmiColumn = "score" }
    #expect(named.output == "x,score,bmi,category,error\n1,25,25.0,pre-obese,\n")
  }

  @Test func strictStopsAtTheFirstBadRowNamingItsLineAndColumn() {
    let input = "id,note,height_cm,weight_kg\n1,\"a\nb\",170,65\n2,x,170,abc\n3,y,170,65\n"
    let run = runBatch(input) { $0.isStrict = true }
    guard case .rowRejected(let name, let line, let column, let position, let problem) = run.error
    else {
      Issue.record("expected a rejected row, got \(String(describing: run.error))")
      return
    }
    #expect(name == "input.csv")
    #expect(line == 4)
    #expect(column == "weight_kg")
    #expect(position == 4)
    #expect(problem.code == "invalid-weight")
    #expect(
      run.error?.message.english.hasPrefix("input.csv:4: invalid-weight in column 4 'weight_kg': ")
        == true)
  }

  @Test func labelsInTheChosenLanguage() {
    let run = runBatch("height,weight\n160,64\n170,\n") {
      $0.includesLabel = true
      $0.language = "ko"
    }
    let label = BatchStandards.who.table.categories[4].label["ko"]
    #expect(label != "Pre-obese")
    #expect(
      run.output
        == "height,weight,bmi,category,error,label\n160,64,25.0,pre-obese,,\(label)\n170,,,,missing-value,\n"
    )
  }

  @Test func unitsAreReadAsTheMeasurementParserReadsThem() throws {
    let run = runBatch("height,weight\n1.60,141.0959\n63,140\n5'7\",64kg\n") {
      $0.heightUnit = .metres
      $0.weightUnit = .pounds
    }
    // 141.0959 lb is 64.0000... kg; 63 m is impossible; 5'7" carries its own unit.
    let first = BatchStandards.who.classifyExactly(
      try #require(
        BodyMassIndex(
          heightCentimetres: try MeasurementParser.height("1.60", defaultUnit: .metres),
          weightKilograms: try MeasurementParser.weight("141.0959", defaultUnit: .pounds))))
    let third = BatchStandards.who.classifyExactly(
      try #require(
        BodyMassIndex(
          heightCentimetres: try MeasurementParser.height("5'7\"", defaultUnit: .metres),
          weightKilograms: try MeasurementParser.weight("64kg", defaultUnit: .pounds))))
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines[1] == "1.60,141.0959,\(first.displayBMI),\(first.category.id),")
    #expect(lines[2].hasPrefix("63,140,,,"))
    // A quote inside an unquoted field is read as a character, and written quoted.
    #expect(lines[3] == "\"5'7\"\"\",64kg,\(third.displayBMI),\(third.category.id),")
  }
}
