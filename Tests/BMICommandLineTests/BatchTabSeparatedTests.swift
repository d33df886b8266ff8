import Foundation
import Testing

@testable import BMIBatch
@testable import BMICommandLine

/// Tab-separated rows (`--delimiter tab`), as Hive's text format and Spark's script
/// transforms write them: no quoting, `\N` for no value, the same answers as CSV.
struct BatchTabSeparatedTests {
  /// The fields of tab-separated output lines, their line ends dropped.
  static func records(_ bytes: [UInt8]) -> [[String]] {
    // Split as bytes: a String holds CRLF as one character.
    bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
      .map { line in
        let content = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        return content.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
          .map { String(decoding: $0, as: UTF8.self) }
      }
  }

  @Test(arguments: BatchStandards.all.map(\.identity.id))
  func rowsMatchClassify(_ id: String) throws {
    let standard = try #require(BatchStandards.all.first { $0.identity.id == id })
    let data = BatchGeneratedData(
      count: LongTests.size(everyday: 1_000, long: 3_000), seed: 42, standard: standard)
    let run = runBatchBytes(Array(data.tsv().utf8), standard: standard, threads: 1) {
      $0.delimiter = .tab
    }
    #expect(run.error == nil)
    let output = Self.records(run.output)
    try #require(output.count == data.rows.count + 1)
    #expect(output[0] == ["id", "height_cm", "weight_kg", "bmi", "category", "error"])
    for (row, record) in zip(data.rows, output.dropFirst()) {
      let fields = "\(row.id)\t\(row.height)\t\(row.weight)".split(
        separator: "\t", omittingEmptySubsequences: false
      ).map(String.init)
      // A tab inside a value is a separator: the row has more fields, and is flagged.
      guard fields.count == 3 else {
        #expect(record == fields.prefix(3) + ["\\N", "\\N", "extra-fields"] + fields.dropFirst(3))
        continue
      }
      let expected = classifyReference(height: row.height, weight: row.weight, standard: standard)
      let answers = [expected.bmi, expected.category, expected.error].map {
        $0.isEmpty ? "\\N" : $0
      }
      #expect(record == fields + answers, "row \(row.id): '\(row.height)', '\(row.weight)'")
    }
  }

  @Test(arguments: [false, true])
  func theAnswersAreThoseOfTheSameRowsAsCSV(_ crlf: Bool) throws {
    let standard = BatchStandards.builtIn("asia-pacific-2000")
    let data = BatchGeneratedData(count: 4_000, seed: 8, standard: standard)
    let csv = runBatch(data.csv(crlf: crlf), standard: standard) { $0.includesLabel = true }
    let tsv = runBatchBytes(Array(data.tsv(crlf: crlf).utf8), standard: standard, threads: 1) {
      $0.delimiter = .tab
      $0.includesLabel = true
    }
    let csvRows = csvRecords(csv.output).dropFirst()
    let tsvRows = Self.records(tsv.output).dropFirst()
    try #require(csvRows.count == tsvRows.count)
    for (row, (csvRecord, tsvRecord)) in zip(data.rows, zip(csvRows, tsvRows))
    where !row.height.contains("\t") && !row.weight.contains("\t") {
      #expect(
        tsvRecord.suffix(4) == csvRecord.suffix(4).map { $0.isEmpty ? "\\N" : $0 },
        "row \(row.id)")
    }
    #expect(tsv.summary?.rowsRead == csv.summary?.rowsRead)
  }

  /// Several threads write the bytes one thread writes, with chunks cut anywhere, with and
  /// without the fast lane, headed or not.
  @Test(arguments: [false, true])
  func threadsWriteTheBytesOfOneThread(_ crlf: Bool) {
    let data = BatchGeneratedData(count: 3_000, seed: 23, standard: BatchStandards.who)
    for header in [true, false] {
      let input = Array(data.tsv(crlf: crlf, header: header).utf8)
      let configure = { (configuration: inout BatchConfiguration) in
        configuration.delimiter = .tab
        if !header { configuration.headerlessColumns = ["id", "height_cm", "weight_kg"] }
      }
      let one = runBatchBytes(input, threads: 1, configure: configure)
      #expect(one.error == nil)
      for (threads, chunk) in [(2, 997), (3, 64), (4, 4_096)] {
        let many = runBatchBytes(input, threads: threads, chunkLength: chunk, configure: configure)
        let difference = firstDifference(many.output, one.output)
        #expect(difference == nil, "\(threads) threads, chunks of \(chunk): \(difference ?? "")")
        #expect(many.summary == one.summary)
      }
      let general = runBatchBytes(input, threads: 1) {
        configure(&$0)
        $0.allowsFastLane = false
      }
      #expect(general.output == one.output, "header \(header)")
    }
  }

  @Test func nullQuotesAndShortOrLongRows() {
    let input =
      "a\tb\th\tw\n\\N\t\"x\t170\t\\N\n1\t\"\t\"170\"\t65\n2\t\t170\n"
      + "3\t\\N\t170\t65\tmore\n"
    let run = runBatchBytes(Array(input.utf8), threads: 1) {
      $0.delimiter = .tab
      $0.heightColumn = "h"
      $0.weightColumn = "w"
    }
    let expected = """
      a\tb\th\tw\tbmi\tcategory\terror
      \\N\t"x\t170\t\\N\t\\N\t\\N\tmissing-value
      1\t"\t"170"\t65\t\\N\t\\N\tinvalid-height
      2\t\t170\t\\N\t\\N\t\\N\tfield-count
      3\t\\N\t170\t65\t\\N\t\\N\textra-fields\tmore

      """
    #expect(String(decoding: run.output, as: UTF8.self) == expected)
    #expect(run.summary?.rowsRead == 4)
    #expect(run.summary?.rowsFlagged == 4)
  }

  @Test func jsonLinesOutputHasNullForTheMarker() throws {
    let input = "id\theight_cm\tweight_kg\n\\N\t160\t64\n"
    let run = runBatchBytes(Array(input.utf8), threads: 1) {
      $0.delimiter = .tab
      $0.outputFormat = .jsonl
    }
    #expect(
      String(decoding: run.output, as: UTF8.self)
        == "{\"id\":null,\"height_cm\":\"160\",\"weight_kg\":\"64\",\"bmi\":25.0,"
        + "\"category\":\"pre-obese\",\"error\":null}\n")
  }

  @Test func ownTextsNeverHoldASeparator() {
    #expect(TextDialect.tsv.field(Array("a\tb\nc\rd".utf8)) == Array("a b c d".utf8))
    #expect(TextDialect.tsv.field(Array("\"x, y\"".utf8)) == Array("\"x, y\"".utf8))
    #expect(TextDialect.csv.field(Array("x, y".utf8)) == Array("\"x, y\"".utf8))
  }

  /// The Spark SQL call site of docs/scale.md, as the command line runs it.
  @Test func theCommandLineReadsAndWritesTabSeparatedRows() throws {
    let rows = "1\t160\t64\n2\t170\t\\N\n"
    let result = try runBatchProcess(
      ["-", "--no-header", "--columns", "id,height_cm,weight_kg", "--delimiter", "tab"],
      stdin: Data(rows.utf8))
    #expect(result.code == 0)
    #expect(
      result.stdout
        == Data("1\t160\t64\t25.0\tpre-obese\t\\N\n2\t170\t\\N\t\\N\t\\N\tmissing-value\n".utf8))
    let json = try runBatchProcess(
      ["--input-format", "jsonl", "--delimiter", "tab", "-"], stdin: Data("{}\n".utf8))
    #expect(json.code == 64)
    #expect(json.stderr.contains("'--delimiter tab'"))
    let other = try runBatchProcess(["--delimiter", "|", "-"], stdin: Data(rows.utf8))
    #expect(other.code == 64)
  }

  @Test func aTSVFileIsReadAsTabSeparated() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bmi-tsv-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("people.TSV")
    try Data("id\theight_cm\tweight_kg\n1\t160\t64\n".utf8).write(to: file)
    let result = try runBatchProcess([file.path])
    #expect(result.code == 0)
    #expect(
      result.stdout
        == Data(
          "id\theight_cm\tweight_kg\tbmi\tcategory\terror\n1\t160\t64\t25.0\tpre-obese\t\\N\n"
            .utf8))
  }
}
