import BMIBuiltIns
import BMICore
import Glibc

// libFuzzer harness for the batch reader: CSV, TSV and JSON Lines of any shape must be processed
// or refused with an error, never crash, and give the same output however the bytes arrive
// and whichever lane (fast or general) reads them.
//
// Input layout: byte 0 chooses the options, byte 1 the read size of the chunked run (and,
// with its high bit, tab-separated input); the rest is the table.
@testable import BMIBatch

private let standards: [Standard] = ["who-2000", "ksso-2022"].map {
  guard let loaded = BuiltInStandards.standard(id: $0) else { fatalError("no built-in \($0)") }
  return loaded
}

/// libFuzzer's entry point: one input, checked; returns 0 (a failed check aborts).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  guard count >= 2 else { return 0 }
  let all = UnsafeRawBufferPointer(start: start, count: count)
  let options = all[0]
  let chunkSize = Int(all[1]) + 1
  let table = Array(all[2...])

  var configuration = BatchConfiguration()
  configuration.inputFormat = options & 1 == 0 ? .csv : .jsonl
  configuration.outputFormat = options & 2 == 0 ? nil : (options & 1 == 0 ? .jsonl : .csv)
  configuration.isStrict = options & 4 != 0
  configuration.includesLabel = options & 8 != 0
  configuration.heightUnit = [.centimetres, .metres, .inches, .centimetres][Int(options >> 4) & 3]
  configuration.weightUnit = options & 64 == 0 ? .kilograms : .pounds
  if options & 128 != 0 { configuration.bmiColumn = "b" }
  // The high bit of byte 1 reads a CSV input as tab-separated values.
  if configuration.inputFormat == .csv && all[1] & 0x80 != 0 { configuration.delimiter = .tab }
  let standard = standards[Int(chunkSize & 1)]

  // The reference run: one read of everything, general lane only.
  configuration.allowsFastLane = false
  let reference = run(standard, configuration, MemoryByteSource(table))
  // The run under test: the fast lane, with the input trickling in small reads.
  configuration.allowsFastLane = true
  let chunked = run(standard, configuration, MemoryByteSource(table, chunkSize: chunkSize))

  require(
    reference.error == chunked.error,
    "errors differ: \(reference.error.map { "\($0)" } ?? "none") vs \(chunked.error.map { "\($0)" } ?? "none")"
  )
  require(reference.output == chunked.output, "outputs differ")
  if let summary = reference.summary {
    require(summary == chunked.summary, "summaries differ")
    require(
      summary.rowsClassified + summary.rowsFlagged == summary.rowsRead,
      "rows lost: \(summary.rowsRead) read, \(summary.rowsClassified) classified, "
        + "\(summary.rowsFlagged) flagged")
  }
  return 0
}

private struct Outcome {
  var output: [UInt8]
  var summary: BatchSummary?
  var error: BatchError?
}

private func run(
  _ standard: Standard, _ configuration: BatchConfiguration, _ source: MemoryByteSource
)
  -> Outcome
{
  let sink = MemoryByteSink()
  let processor = BatchProcessor(
    standard: standard, configuration: configuration, source: source, sink: sink)
  do {
    let summary = try processor.run()
    return Outcome(output: sink.bytes, summary: summary, error: nil)
  } catch {
    return Outcome(output: sink.bytes, summary: nil, error: error)
  }
}

/// Like `precondition`, but says what failed in an optimized build too.
private func require(_ condition: Bool, _ message: @autoclosure () -> String = "") {
  guard !condition else { return }
  fputs("harness check failed: \(message())\n", stderr)
  abort()
}
