import BMIBuiltIns
import BMICore

@testable import BMIBatch

/// Where two outputs first differ, with a little text of each from there; `nil` when they
/// are the same. (Comparing large arrays in `#expect` would describe every difference.)
func firstDifference(_ output: [UInt8], _ expected: [UInt8]) -> String? {
  guard output != expected else { return nil }
  let common = min(output.count, expected.count)
  let index = (0..<common).first { output[$0] != expected[$0] } ?? common
  func excerpt(_ bytes: [UInt8]) -> String {
    String(decoding: bytes[index..<min(bytes.count, index + 40)], as: UTF8.self).debugDescription
  }
  return "byte \(index) of \(output.count) (expected \(expected.count)): \(excerpt(output)), "
    + "expected \(excerpt(expected))"
}

/// What an in-memory run wrote, byte for byte.
struct BatchBytesRun {
  let output: [UInt8]
  let summary: BatchSummary?
  let error: BatchError?
  /// How many times the run reported progress.
  let progressReports: Int
}

/// Runs the library over `input` with `threads` threads and chunks of `chunkLength` bytes,
/// the source handing over `sourceChunk` bytes per read.
func runBatchBytes(
  _ input: [UInt8], standard: Standard = BatchStandards.who, threads: Int,
  chunkLength: Int = 1 << 20, sourceChunk: Int = .max,
  configure: (inout BatchConfiguration) -> Void = { _ in }
) -> BatchBytesRun {
  runBatchSource(
    MemoryByteSource(input, chunkSize: sourceChunk), standard: standard, threads: threads,
    chunkLength: chunkLength, configure: configure)
}

/// Runs the library over what `source` gives, as ``runBatchBytes(_:standard:threads:chunkLength:sourceChunk:configure:)``
/// describes.
func runBatchSource(
  _ source: some ByteSource, standard: Standard = BatchStandards.who, threads: Int,
  chunkLength: Int, configure: (inout BatchConfiguration) -> Void = { _ in }
) -> BatchBytesRun {
  var configuration = BatchConfiguration()
  configuration.inputName = "input.csv"
  configure(&configuration)
  configuration.threadCount = threads
  configuration.chunkLength = chunkLength
  let sink = MemoryByteSink()
  let classifier = BatchClassifier(standard: standard, configuration: configuration)
  var reports = 0
  do throws(BatchError) {
    let summary = try classifier.run(source: source, sink: sink) { _, _ in reports += 1 }
    return BatchBytesRun(output: sink.bytes, summary: summary, error: nil, progressReports: reports)
  } catch {
    return BatchBytesRun(output: sink.bytes, summary: nil, error: error, progressReports: reports)
  }
}
