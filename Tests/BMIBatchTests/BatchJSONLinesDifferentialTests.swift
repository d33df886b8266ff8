import BMIBuiltIns
import BMICore
import Foundation
import Testing

@testable import BMIBatch

/// JSON Lines read by the common-line reader (`JSONLineScanner.readCommonLine`) against the
/// full parser alone: lines that repeat one order of keys, mixed with lines in other
/// orders, with spaces, escapes, nested values, literals, numbers with exponents, CRLF,
/// blank lines, keys past what the reader remembers, repeated keys and characters JSON may
/// not exchange. The output, the counts and any error must be the same, read whole or in
/// small pieces.
struct BatchJSONLinesDifferentialTests {
  /// One line: usually the common order; about one in five another kind.
  static func line(_ row: Int, _ random: inout SplitMix64) -> String {
    let height = String(format: "%.1f", Double(Int.random(in: 1_450...1_990, using: &random)) / 10)
    let weight = String(
      format: "%.2f", Double(Int.random(in: 3_500...14_000, using: &random)) / 100)
    let common = "{\"id\":\(row),\"height_cm\":\(height),\"weight_kg\":\(weight)}"
    guard random.next() % 5 == 0 else { return common }
    let kinds = [
      "{\"weight_kg\":\(weight),\"id\":\(row),\"height_cm\":\(height)}",
      "{\"id\": \(row), \"height_cm\": \(height) , \"weight_kg\" :\(weight)}",
      "{\"id\":\(row),\"height_cm\":\(height),\"weight_kg\":\(weight),\"note\":\"a, b\"}",
      "{\"id\":\(row),\"note\":\"say \\\"hi\\\"\",\"height_cm\":\(height),\"weight_kg\":\(weight)}",
      "{\"id\":\(row),\"height\\u005fcm\":\(height),\"weight_kg\":\(weight)}",
      "{\"id\":\(row),\"tags\":[1,{\"a\":2}],\"height_cm\":\(height),\"weight_kg\":\(weight)}",
      "{\"id\":true,\"ok\":false,\"height_cm\":null,\"weight_kg\":\(weight)}",
      "{\"id\":-0,\"height_cm\":1.7e2,\"weight_kg\":6.5E+1}",
      "{\"id\":\(row),\"height_cm\":\"\(height)\",\"weight_kg\":\"\(weight)\"}",
      "{\"id\":\(row),\"height_cm\":\(height),\"height_cm\":\(height),\"weight_kg\":\(weight)}",
      "{\"id\":\(row),\"weight_kg\":\(weight)}",
      "{\"id\":\(row),\"name\":\"café\",\"height_cm\":\(height),\"weight_kg\":\(weight)}",
      "{\"id\":\(row),\"name\":\"\u{FFFE}\",\"height_cm\":\(height),\"weight_kg\":\(weight)}",
      common + "\r",
      common + " ",
      " " + common,
      "",
      "{}",
      "{\"id\":\(row),\"height_cm\":\(height),\"weight_kg\":\(weight),\"\(String(repeating: "k", count: 60))\":1}",
      "{" + (0..<40).map { "\"c\($0)\":\($0)," }.joined()
        + "\"height_cm\":\(height),\"weight_kg\":\(weight)}",
      "{\"\":1,\"id\":\(row),\"height_cm\":\(height),\"weight_kg\":\(weight)}",
    ]
    return kinds[Int(random.next() % UInt64(kinds.count))]
  }

  /// A file of `rows` lines after a first one of the common order, which settles the
  /// columns.
  static func text(rows: Int, seed: UInt64) -> String {
    var random = SplitMix64(seed: seed)
    return "{\"id\":0,\"height_cm\":170.0,\"weight_kg\":70.00}\n"
      + (1...rows).map { line($0, &random) + "\n" }.joined()
  }

  @Test(arguments: [31, 32, 33] as [UInt64])
  func theCommonLineReaderGivesWhatTheParserGives(_ seed: UInt64) {
    Self.expectFastLaneAgrees(Self.text(rows: 1_500, seed: seed), "seed \(seed)")
  }

  /// JSON Lines `input` under WHO, read whole and in pieces of 61 bytes, gives through the
  /// fast lane the output, summary and error the general path alone gives.
  static func expectFastLaneAgrees(_ input: String, _ context: String) {
    for chunkSize in [Int.max, 61] {
      let fast = runBatch(
        Array(input.utf8), standard: BatchStandards.who,
        configure: { $0.inputFormat = .jsonl }, chunkSize: chunkSize)
      let general = runBatch(
        Array(input.utf8), standard: BatchStandards.who,
        configure: {
          $0.inputFormat = .jsonl
          $0.allowsFastLane = false
        }, chunkSize: chunkSize)
      #expect(fast.output == general.output, "\(context), pieces of \(chunkSize)")
      #expect(fast.summary == general.summary)
      #expect(String(describing: fast.error) == String(describing: general.error))
    }
  }

  /// Runs that stop: a malformed number, and a line using an answer's name, after lines
  /// whose key order the reader has learned.
  @Test(arguments: [
    "{\"id\":1,\"height_cm\":01,\"weight_kg\":70}",
    "{\"id\":1,\"height_cm\":170,\"weight_kg\":70,\"bmi\":24}",
    "{\"id\":1,\"height_cm\":170.,\"weight_kg\":70}",
    "{\"id\":1,\"height_cm\":170,\"weight_kg\":70} x",
    "{\"id\":1,\"height_cm\":170,\"weight_kg\":70,\"x\":-}",
  ])
  func aLineThatStopsTheRunStopsItTheSameWay(_ last: String) {
    let input =
      (0..<50).map { "{\"id\":\($0),\"height_cm\":170.\($0 % 10),\"weight_kg\":70}\n" }
      .joined() + last + "\n"
    let fast = runBatch(
      Array(input.utf8), standard: BatchStandards.who, configure: { $0.inputFormat = .jsonl })
    let general = runBatch(
      Array(input.utf8), standard: BatchStandards.who,
      configure: {
        $0.inputFormat = .jsonl
        $0.allowsFastLane = false
      })
    #expect(fast.error != nil)
    #expect(fast.output == general.output)
    #expect(String(describing: fast.error) == String(describing: general.error))
  }

  /// A line of heights and weights of every kind the planned route
  /// (`RowEvaluator.plannedOutcome`) must leave to the general path, or read as it does:
  /// heights met again and again (which get plans) and once, numbers with exponents,
  /// leading zeros in strings, padded strings, impossible values and nulls; for a standard with
  /// sections, sexes, ages and backgrounds the integer path reads and ones it does not.
  static func plannedLine(_ row: Int, standard: String, _ random: inout SplitMix64) -> String {
    let heights = [
      "\(Int.random(in: 1_450...1_990, using: &random) / 10).\(row % 10)", "170", "1.7e2",
      "\" 170.0\"", "\"0170.5\"", "-5", "17", "999", "\"abc\"", "null", "170.25",
    ]
    let weights = [
      String(format: "%.2f", Double(Int.random(in: 3_500...14_000, using: &random)) / 100),
      String(format: "%.1f", Double(Int.random(in: 350...1_400, using: &random)) / 10),
      "70", "6.5E+1", "\"70.0\"", "900", "0.5", "null", "\" 70\"",
    ]
    let roll = random.next() % 8
    let height = roll == 0 ? heights.randomElement(using: &random)! : heights[0]
    let weight =
      roll == 1 ? weights.randomElement(using: &random)! : weights[Int(random.next() % 2)]
    var line = "{\"id\":\(row),\"height_cm\":\(height),\"weight_kg\":\(weight)"
    switch standard {
    case "glim-2019":
      let sex = ["\"female\"", "\"male\"", "\"Female\"", "\"m\"", "\"\"", "null", "1"]
      let age = ["30", "69", "70", "95", "70.5", "17", "\"\"", "\"abc\"", "\"71\"", "null"]
      line += ",\"sex\":\(sex.randomElement(using: &random)!)"
      line += ",\"age\":\(age.randomElement(using: &random)!)"
    case "nice-ng246":
      // Quotes escaped: `"other"` quoted is a background with escapes.
      let words =
        BatchBackgroundTests.backgrounds.map {
          "\"\($0.replacingOccurrences(of: "\"", with: "\\\""))\""
        } + ["null", "\"x\""]
      line += ",\"background\":\(words.randomElement(using: &random)!)"
    default: break
    }
    return line + "}"
  }

  /// Runs through the planned route and the answers' texts kept by value
  /// (`JSONAnswerTexts`), against the general path writing every answer in full: in
  /// sections chosen by sex and age and by background, with labels (texts too long to
  /// keep), and CSV read and written as JSON Lines.
  @Test(arguments: ["who-2000", "labels", "glim-2019", "nice-ng246", "csv"])
  func plannedRowsAndKeptAnswersGiveWhatTheGeneralPathGives(_ run: String) {
    let standard = ["labels", "csv"].contains(run) ? "who-2000" : run
    var random = SplitMix64(seed: 37)
    var input: String
    if run == "csv" {
      input =
        "id,height_cm,weight_kg\n"
        + (0..<3_000).map { row in
          let height = "\(Int.random(in: 1_450...1_990, using: &random) / 10).\(row % 10)"
          let weight = row % 17 == 0 ? "900" : "\(Int.random(in: 35...140, using: &random)).5"
          return "\(row),\(row % 23 == 0 ? " 170" : height),\(weight)\n"
        }.joined()
    } else {
      input = (0..<3_000).map { Self.plannedLine($0, standard: standard, &random) + "\n" }
        .joined()
    }
    let configure = { (configuration: inout BatchConfiguration) in
      configuration.inputFormat = run == "csv" ? .csv : .jsonl
      configuration.outputFormat = .jsonl
      configuration.includesLabel = run == "labels"
    }
    for chunkSize in [Int.max, 61] {
      let fast = runBatch(
        Array(input.utf8), standard: BatchStandards.builtIn(standard), configure: configure,
        chunkSize: chunkSize)
      let general = runBatch(
        Array(input.utf8), standard: BatchStandards.builtIn(standard),
        configure: {
          configure(&$0)
          $0.allowsFastLane = false
        }, chunkSize: chunkSize)
      #expect(fast.error == nil)
      #expect(fast.output == general.output, "\(run), pieces of \(chunkSize)")
      #expect(fast.summary == general.summary)
    }
  }

  /// The layouts the template reader (`JSONLineScanner.readTemplatedLine`) learns: compact,
  /// with spaces after colons and commas, with a lead past 16 bytes, and two that alternate.
  static let layouts = ["compact", "pretty", "long", "alternate"]

  /// A line of `layout` whose values, and sometimes leads and line ends, vary the ways the
  /// template reader must read as the parser does or leave to it: values of every kind in
  /// the learned leads, a key one byte off (early and past 16 bytes), a space more or
  /// less, a member more or fewer, and bytes after the brace.
  static func templateLine(_ row: Int, layout: String, _ random: inout SplitMix64) -> String {
    let heights = [
      "\(Int.random(in: 1_450...1_990, using: &random) / 10).\(row % 10)", "1.7e2", "\"170.5\"",
      "null", "true", "-0", "\"a\\\"b\"", "[170]", "{\"v\":1}", "\"caf\u{E9}\"",
    ]
    let weight = String(
      format: "%.1f", Double(Int.random(in: 350...1_400, using: &random)) / 10)
    let height =
      random.next() % 3 == 0 && row > 0 ? heights.randomElement(using: &random)! : heights[0]
    let alternate = layout == "alternate" && row % 2 == 1
    let (open, colon, comma) = layout == "pretty" ? ("{", ": ", ", ") : ("{", ":", ",")
    let name = layout == "long" ? "patient_identifier_x" : "id"
    var members = [
      "\"\(name)\"\(colon)\(row)", "\"height_cm\"\(colon)\(height)",
      "\"weight_kg\"\(colon)\(weight)",
    ]
    if alternate { members.swapAt(0, 2) }
    var line = open + members.joined(separator: comma) + "}"
    // The first line, which settles the columns, is left as it is.
    switch row == 0 ? 0 : 1 + random.next() % 24 {
    case 1: line = line.replacingOccurrences(of: "height_cm", with: "height_cn")
    case 2: line = line.replacingOccurrences(of: "identifier_x", with: "identifier_y")
    case 3: line = line.replacingOccurrences(of: "\(colon)\(row)", with: "\(colon) \(row)")
    case 4: line = line.replacingOccurrences(of: "\(comma)\"weight", with: "\(comma) \"weight")
    case 5:
      line.insert(
        contentsOf: "\(comma)\"extra\"\(colon)1", at: line.index(before: line.endIndex))
    case 6: line = open + members.dropLast().joined(separator: comma) + "}"
    case 7: line += " "
    case 8: line += "\r"
    case 9: line += "\t"
    case 10: line += "\r\r"
    case 11: line = line.replacingOccurrences(of: "}", with: " }")
    case 12: line = line.replacingOccurrences(of: "height_cm", with: "height\\u005fcm")
    default: break
    }
    return line
  }

  /// Files of one layout (or two that alternate), read whole and in pieces of 61 bytes,
  /// give with the template reader what the full parser alone gives.
  @Test(arguments: layouts, [41, 42] as [UInt64])
  func theTemplateReaderGivesWhatTheParserGives(_ layout: String, _ seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let input = (0..<1_500).map { Self.templateLine($0, layout: layout, &random) + "\n" }
      .joined()
    Self.expectFastLaneAgrees(input, "\(layout), seed \(seed)")
  }
}
