import Foundation
import Testing

@testable import BMIBatch
@testable import BMICommandLine

/// Input without a header row, its columns named by `--columns`, as a data engine pipes
/// one partition's rows: the rows a headed file gives, no header written, and an empty
/// partition an empty output.
struct BatchHeaderlessTests {
  static let names = ["id", "height_cm", "weight_kg"]

  @Test func rowsAreThoseOfTheHeadedFileWithoutItsHeader() {
    let data = BatchGeneratedData(count: 2_000, seed: 19, standard: BatchStandards.who)
    for crlf in [false, true] {
      let headed = Array(data.csv(crlf: crlf).utf8)
      let headerEnd = (headed.firstIndex(of: UInt8(ascii: "\n")) ?? 0) + 1
      let rows = Array(headed[headerEnd...])
      let withHeader = runBatchBytes(headed, threads: 1)
      let outputHeaderEnd = (withHeader.output.firstIndex(of: UInt8(ascii: "\n")) ?? 0) + 1
      for threads in [1, 2] {
        let headerless = runBatchBytes(rows, threads: threads, chunkLength: 997) {
          $0.headerlessColumns = Self.names
        }
        let difference = firstDifference(
          headerless.output, Array(withHeader.output[outputHeaderEnd...]))
        #expect(difference == nil, "\(threads) threads, CRLF \(crlf): \(difference ?? "")")
        #expect(headerless.summary == withHeader.summary)
      }
    }
  }

  @Test func anEmptyInputGivesAnEmptyOutput() {
    for input in [[], Array("\n".utf8)] {
      let run = runBatchBytes(input, threads: 1) { $0.headerlessColumns = Self.names }
      #expect(run.error == nil)
      #expect(run.output == input)
      #expect(run.summary?.rowsRead == 0)
    }
  }

  @Test func namesThatLackAHeightAreTheUsualError() {
    let run = runBatchBytes(Array("1,170,65\n".utf8), threads: 1) {
      $0.headerlessColumns = ["id", "h", "w"]
    }
    guard case .missingColumns(_, _, let header) = run.error else {
      Issue.record("expected missing columns, got \(String(describing: run.error))")
      return
    }
    #expect(header == ["id", "h", "w"])
  }

  @Test func theCommandLineTakesNoHeaderWithColumns() throws {
    let rows = "1,160,64\n2,170,abc\n"
    let result = try runBatchProcess(
      ["--no-header", "--columns", "id,height_cm,weight_kg", "-"], stdin: Data(rows.utf8))
    #expect(result.code == 0)
    #expect(
      result.stdout == Data("1,160,64,25.0,pre-obese,\n2,170,abc,,,invalid-weight\n".utf8))
    let alone = try runBatchProcess(["--no-header", "-"], stdin: Data(rows.utf8))
    #expect(alone.code == 64)
    #expect(alone.stderr.contains("needs '--columns <names>'"))
    let columnsAlone = try runBatchProcess(
      ["--columns", "id,height_cm,weight_kg", "-"], stdin: Data(rows.utf8))
    #expect(columnsAlone.code == 64)
    let json = try runBatchProcess(
      ["--no-header", "--columns", "a", "--input-format", "jsonl", "-"], stdin: Data())
    #expect(json.code == 64)
  }
}
