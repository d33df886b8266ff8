import BMIKit
import BMIPlatform
import Foundation
import Testing

@testable import BMIBatch
@testable import BMICommandLine

/// A regular file read by several threads, its chunks read with `read(2)` and watched for
/// changes: the output is still what one thread writes reading a stream, wherever the
/// chunks are cut.
struct BatchMappedFileTests {
  /// Threads and chunk lengths tried against one thread reading from memory.
  static let splits: [(threads: Int, chunkLength: Int)] = [(2, 64), (3, 997), (2, 4_096)]

  @Test func aMappedFileGivesWhatAStreamGives() throws {
    let who = BatchStandards.who
    let inputs: [(name: String, bytes: [UInt8])] = [
      ("generated", Array(BatchGeneratedData(count: 3_000, seed: 21, standard: who).csv().utf8)),
      (
        "quoted line breaks",
        Array(BatchParallelInputs.quotedLineBreaks(count: 1_500, seed: 1).utf8)
      ),
      (
        "quoted line breaks, CRLF",
        Array(BatchParallelInputs.quotedLineBreaks(count: 1_500, seed: 2, crlf: true).utf8)
      ),
      ("a record of many chunks", Array(BatchParallelInputs.longQuotedRecord(length: 50_000).utf8)),
    ]
    for (name, input) in inputs {
      let one = runBatchBytes(input, threads: 1)
      for (threads, chunkLength) in Self.splits {
        let mapped = try runBatchFile(input, threads: threads, chunkLength: chunkLength)
        let split = "\(name): \(threads) threads, chunks of \(chunkLength)"
        let difference = firstDifference(mapped.output, one.output)
        #expect(difference == nil, "\(split): \(difference ?? "")")
        #expect(mapped.summary == one.summary, "\(split)")
        #expect(mapped.error == one.error, "\(split)")
      }
    }
  }

  @Test func theSameErrorStopsAMappedRunAtTheSameLine() throws {
    for (name, input) in BatchParallelInputs.stoppingInputs
    where input.count < InputBuffer.maximumRecordLength {
      let configure: (inout BatchConfiguration) -> Void = {
        $0.inputFormat = name.hasPrefix("JSON") ? .jsonl : .csv
        $0.isStrict = name.hasSuffix("--strict")
      }
      let one = runBatchBytes(input, threads: 1, configure: configure)
      #expect(one.error != nil, "\(name) stops the run")
      let mapped = try runBatchFile(input, threads: 2, chunkLength: 64, configure: configure)
      #expect(firstDifference(mapped.output, one.output) == nil, "\(name)")
      #expect(mapped.error == one.error, "\(name)")
    }
  }

  @Test func aDescriptorPastTheFileStartIsReadFromWhereItIs() throws {
    let input = Array(
      BatchGeneratedData(count: 2_000, seed: 3, standard: BatchStandards.who).csv().utf8)
    let one = runBatchBytes(input, threads: 1)
    let junk = Array("not,a,header\n1,2,3\n".utf8)
    let mapped = try runBatchFile(input, after: junk, threads: 2, chunkLength: 200)
    #expect(firstDifference(mapped.output, one.output) == nil)
    #expect(mapped.summary == one.summary)
  }
}

/// A file of bytes in the temporary folder.
struct TemporaryFile {
  /// Its path.
  let path: String

  /// Writes `bytes` to a new file.
  init(_ bytes: [UInt8]) throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("bmi-mapped-\(UUID().uuidString).csv").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  /// Deletes it.
  func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// Runs the library over a file holding `prefix` and then `input`, its descriptor moved
/// past `prefix`, as ``runBatchBytes(_:standard:threads:chunkLength:sourceChunk:configure:)``
/// runs it from memory.
func runBatchFile(
  _ input: [UInt8], after prefix: [UInt8] = [], threads: Int, chunkLength: Int,
  configure: (inout BatchConfiguration) -> Void = { _ in }
) throws -> BatchBytesRun {
  let file = try TemporaryFile(prefix + input)
  defer { file.remove() }
  let descriptor = open(file.path, O_RDONLY)
  try #require(descriptor >= 0)
  defer { _ = SystemCall.close(descriptor) }
  try #require(lseek(descriptor, off_t(prefix.count), SEEK_SET) == off_t(prefix.count))
  return runBatchSource(
    DescriptorByteSource(descriptor: descriptor, name: "input.csv"), threads: threads,
    chunkLength: chunkLength, configure: configure)
}
