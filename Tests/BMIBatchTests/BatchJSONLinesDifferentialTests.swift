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
    let input = Self.text(rows: 1_500, seed: seed)
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
      #expect(fast.output == general.output, "seed \(seed), pieces of \(chunkSize)")
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
}
