import BMIKit
import Foundation
import Testing

@testable import BMIBatch
@testable import BMICommandLine
@testable import BMIMeasurement

/// Batch gives `bmi classify`'s answer on every row: the same display BMI, the same
/// category, the same error code, on generated data full of cut-off hits, rounding
/// midpoints and bad values, for every standard.
struct BatchDifferentialTests {
  @Test(arguments: BatchStandards.all.map(\.identity.id))
  func csvRowsMatchClassify(_ id: String) throws {
    let standard = try #require(BatchStandards.all.first { $0.identity.id == id })
    let data = BatchGeneratedData(
      count: LongTests.size(everyday: 2_000, long: 6_000), seed: 42, standard: standard)
    let input = data.csv()
    let run = runBatch(input, standard: standard)
    #expect(run.error == nil)
    let output = csvRecords(run.output)
    try #require(output.count == data.rows.count + 1)
    #expect(output[0] == ["id", "height_cm", "weight_kg", "bmi", "category", "error"])
    var kinds: Set<String> = []
    for (row, record) in zip(data.rows, output.dropFirst()) {
      let expected = classifyReference(height: row.height, weight: row.weight, standard: standard)
      #expect(
        record == [
          "\(row.id)", row.height, row.weight, expected.bmi, expected.category, expected.error,
        ],
        "row \(row.id): '\(row.height)', '\(row.weight)'")
      kinds.insert(expected.error.isEmpty ? expected.category : expected.error)
    }
    // The data reaches every category and the usual problems.
    for category in standard.table.categories
    where category.interval.upper.value.map({ $0 > 14 }) ?? true {
      #expect(kinds.contains(category.id), "no row in \(category.id)")
    }
    for code in [
      "missing-value", "invalid-height", "invalid-weight", "implausible-height",
      "implausible-weight", "ambiguous-number",
    ] {
      #expect(kinds.contains(code), "no row with \(code)")
    }
    // Input rows come back byte for byte, in order.
    let inputLines = input.split(separator: "\n", omittingEmptySubsequences: false)
    let outputLines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    for (before, after) in zip(inputLines.dropFirst(), outputLines.dropFirst())
    where !before.isEmpty {
      #expect(after.hasPrefix(before + ","))
    }
  }

  @Test(arguments: [
    (HeightUnit.metres, WeightUnit.kilograms), (.inches, .pounds), (.centimetres, .pounds),
    (.inches, .kilograms),
  ])
  func otherUnitsMatchTheParser(_ heightUnit: HeightUnit, _ weightUnit: WeightUnit) throws {
    let standard = BatchStandards.builtIn("who-2000")
    var random = SplitMix64(seed: 5)
    // Plausible values in these units, repeats and bad texts, so every path is taken.
    var rows: [(String, String)] = []
    for _ in 0..<3_000 {
      let centimetres = Double(Int.random(in: 1_400...2_000, using: &random)) / 10
      let kilograms = Double(Int.random(in: 400...1_300, using: &random)) / 10
      let height =
        switch heightUnit {
        case .centimetres: centimetres
        case .metres: centimetres / 100
        case .inches: centimetres / 2.54
        }
      let weight = weightUnit == .kilograms ? kilograms : kilograms / 0.45359237
      let decimals = Int.random(in: 0...3, using: &random)
      var heightText = String(format: "%.\(decimals)f", height)
      var weightText = String(format: "%.\(decimals)f", weight)
      if Int.random(in: 0..<10, using: &random) == 0 {
        heightText = BatchGeneratedData.oddTexts.randomElement(using: &random)!
      } else if Int.random(in: 0..<10, using: &random) == 0 {
        weightText = ["170cm", "5'7\"", "65kg", "143lb", "10st3lb", "1,700", "abc"].randomElement(
          using: &random)!
      }
      rows.append((heightText, weightText))
    }
    var input = "height,weight\n"
    for (height, weight) in rows {
      input += BatchGeneratedData.field(height, quote: false) + ","
      input += BatchGeneratedData.field(weight, quote: false) + "\n"
    }
    let run = runBatch(input, standard: standard) {
      $0.heightUnit = heightUnit
      $0.weightUnit = weightUnit
    }
    let records = csvRecords(run.output).dropFirst()
    try #require(records.count == rows.count)
    var classified = 0
    for ((height, weight), record) in zip(rows, records) {
      let expected = classifyReference(
        height: height, weight: weight, standard: standard, heightUnit: heightUnit,
        weightUnit: weightUnit)
      #expect(
        Array(record.suffix(3)) == [expected.bmi, expected.category, expected.error],
        "'\(height)' '\(weight)' in \(heightUnit.rawValue), \(weightUnit.rawValue)")
      if expected.error.isEmpty { classified += 1 }
    }
    #expect(classified > 2_000)
  }

  @Test func jsonLinesRowsMatchClassify() throws {
    let standard = BatchStandards.builtIn("ksso-2022")
    let data = BatchGeneratedData(count: 3_000, seed: 7, standard: standard)
    let run = runBatch(data.jsonLines(), standard: standard) { $0.inputFormat = .jsonl }
    #expect(run.error == nil)
    let lines = run.output.split(separator: "\n")
    try #require(lines.count == data.rows.count)
    for (row, line) in zip(data.rows, lines) {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let expected = classifyReference(height: row.height, weight: row.weight, standard: standard)
      let bmi = object["bmi"] is NSNull ? "" : (object["bmi"] as? NSNumber).map { _ in "?" } ?? "!"
      #expect(bmi.isEmpty == expected.bmi.isEmpty, "row \(row.id)")
      #expect((object["category"] as? String ?? "") == expected.category, "row \(row.id)")
      #expect((object["error"] as? String ?? "") == expected.error, "row \(row.id)")
      // The display form is written as a JSON number: its text is the display BMI.
      if !expected.bmi.isEmpty {
        #expect(line.contains("\"bmi\":\(expected.bmi),"), "row \(row.id)")
      }
    }
  }

  @Test func aSampleMatchesTheClassifyCommandItself() throws {
    let standard = BatchStandards.builtIn("asia-pacific-2000")
    let data = BatchGeneratedData(count: 400, seed: 3, standard: standard)
    let run = runBatch(data.csv(), standard: standard)
    for (row, record) in zip(data.rows, csvRecords(run.output).dropFirst())
    where !row.height.allSatisfy({ $0 == " " }) && !row.weight.allSatisfy({ $0 == " " }) {
      let result = runInProcess([
        "classify", "--height=\(row.height)", "--weight=\(row.weight)", "--standard",
        "asia-pacific-2000", "--format", "json",
      ])
      if record[5].isEmpty {
        #expect(result.code == 0, "row \(row.id): \(result.stderr)")
        let object = try #require(
          try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let bmi = try #require(object["bmi"] as? [String: Any])
        let category = try #require(object["category"] as? [String: Any])
        #expect(bmi["display"] as? String == record[3], "row \(row.id)")
        #expect(category["id"] as? String == record[4], "row \(row.id)")
      } else {
        #expect(
          result.code == 65, "row \(row.id) '\(row.height)' '\(row.weight)' flagged \(record[5])")
      }
    }
  }

  @Test(arguments: [false, true])
  func theFastLaneWritesWhatTheGeneralPathWrites(_ crlf: Bool) throws {
    for standard in [BatchStandards.who, BatchStandards.builtIn("asia-pacific-2000")] {
      let data = BatchGeneratedData(count: 4_000, seed: 11, standard: standard)
      for input in [data.csv(crlf: crlf), data.csv(crlf: crlf, quoteEverything: true)] {
        let fast = runBatch(input, standard: standard)
        let general = runBatch(input, standard: standard) { $0.allowsFastLane = false }
        #expect(fast.output == general.output)
        #expect(fast.summary == general.summary)
        #expect(fast.summary?.rowsRead == 4_000)
      }
      // Other layouts: columns in another order, more columns, labels.
      let end = crlf ? "\r\n" : "\n"
      var reordered = "weight,note,height,id" + end
      for row in data.rows {
        reordered += "\(BatchGeneratedData.field(row.weight, quote: false)),n,"
        reordered += "\(BatchGeneratedData.field(row.height, quote: false)),\(row.id)" + end
      }
      for label in [false, true] {
        let fast = runBatch(reordered, standard: standard) { $0.includesLabel = label }
        let general = runBatch(reordered, standard: standard) {
          $0.includesLabel = label
          $0.allowsFastLane = false
        }
        #expect(fast.output == general.output)
      }
    }
  }

  /// Ordinary records mixed at random with each kind that leaves the fast lane, so that the
  /// lane stops and starts again at every place within its 8-byte words: the output and
  /// the counts are the general path's, read whole or in small pieces.
  @Test(arguments: [Int.max, 61, 7])
  func theFastLaneStopsAndResumesAtEveryKindOfRecord(_ chunkSize: Int) throws {
    // A quoted separator that shifts plain numbers into the height and weight columns
    // (`"x,1",170,65`) is the record only the quote check keeps out of the lane; two short
    // records whose fields add up to the header's (`n,24` and `170,65`) are two records
    // only because of the line feed between them.
    let unusual = [
      "\"x,1\",170,65", "n,\"7\",170,65", "n,8,\"170\",65", "n,9,170,65,extra", "n,10,170",
      "", "n,11, 170,65", "n,12,170 ,65", "n,13,170cm,65", "n,14,05,65", "n,15,0,65",
      "n,16,170,6500", "n,17,170.,65", "n,18,170,65\r", "n,19,\"17\n0\",65",
      "n,20," + String(repeating: "1", count: 70) + ",65",
      String(repeating: "x", count: 60) + ",21,170,65", "n,22,1.75m,65", "n,23,170,65.1234567",
      "n,24\n170,65", "n,25,05.5,65.0", "n,26,170.5,05.5", "n,27,170.5,0.5", "n,28,9.5,65.0",
      "n,29,999.9,65.0", "n,30,170.5,999.9", "n,31,170.5,1.5", "n,32,0.5,65.0",
    ]
    var random = SplitMix64(seed: 19)
    var text = "note,id,height,weight\n"
    for row in 0..<3_000 {
      if Int.random(in: 0..<4, using: &random) == 0 {
        text += unusual[Int.random(in: 0..<unusual.count, using: &random)] + "\n"
      } else {
        let height = Int.random(in: 1400...2000, using: &random)
        let weight = Int.random(in: 350...1500, using: &random)
        text += "n,\(row),\(height / 10).\(height % 10),\(weight / 10).\(weight % 10)\n"
      }
    }
    let fast = runBatch(text, chunkSize: chunkSize)
    let general = runBatch(text, configure: { $0.allowsFastLane = false }, chunkSize: chunkSize)
    #expect(fast.output == general.output)
    #expect(fast.summary == general.summary)
    #expect(fast.error == nil && general.error == nil)
    #expect((fast.summary?.rowsClassified ?? 0) > 2_000)
  }
}
