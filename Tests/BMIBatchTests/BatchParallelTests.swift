import BMIBuiltIns
import BMICore
import Testing

@testable import BMIBatch

/// More than one thread writes exactly what one thread writes: the same bytes, the same
/// counts, the same error at the same line, for every input, wherever the chunks are cut.
///
/// Chunks here are a few bytes to a few kilobytes long, so that their edges fall on every
/// kind of place: inside quoted fields holding line feeds, inside CRLF pairs, inside
/// records longer than many chunks, next to the row that stops a run.
struct BatchParallelTests {
  /// Threads and chunk lengths tried against one thread.
  static let splits: [(threads: Int, chunkLength: Int)] = [
    (2, 7), (2, 64), (3, 100), (4, 997), (2, 4096), (8, 333),
  ]

  /// Splits for inputs holding a record near the length limit.
  static let longRecordSplits: [(threads: Int, chunkLength: Int)] = [
    (2, 65_536), (3, 333_333), (2, 1 << 20),
  ]

  @Test(arguments: ["who-2000", "asia-pacific-2000", "half-even-4", "half-up-0"])
  func generatedCSVIsTheSame(_ id: String) throws {
    let standard = try #require(BatchStandards.all.first { $0.identity.id == id })
    let data = BatchGeneratedData(
      count: LongTests.size(everyday: 1_000, long: 3_000), seed: 21, standard: standard)
    for input in [data.csv(), data.csv(crlf: true, quoteEverything: true)] {
      expectSameAsOneThread(Array(input.utf8), standard: standard)
    }
  }

  @Test func quotedLineBreaksAtChunkEdgesAreTheSame() {
    for (seed, crlf) in [(UInt64(1), false), (2, true), (3, false)] {
      let input = BatchParallelInputs.quotedLineBreaks(count: 1_500, seed: seed, crlf: crlf)
      expectSameAsOneThread(Array(input.utf8))
    }
    // Chunks of one byte: every chunk but a few ends inside a record.
    let small = BatchParallelInputs.quotedLineBreaks(count: 40, seed: 4)
    expectSameAsOneThread(Array(small.utf8), splits: [(2, 1), (3, 2), (2, 3)])
  }

  @Test func aRecordSpanningManyChunksIsTheSame() {
    let input = Array(BatchParallelInputs.longQuotedRecord(length: 50_000).utf8)
    expectSameAsOneThread(input, splits: [(2, 64), (2, 1_000), (3, 4_096)])
  }

  @Test func otherOptionsAreTheSame() {
    let standard = BatchStandards.builtIn("ksso-2022")
    let data = BatchGeneratedData(
      count: LongTests.size(everyday: 700, long: 2_000), seed: 8, standard: standard)
    let csv = Array(data.csv().utf8)
    let json = Array(data.jsonLines().utf8)
    let configurations: [(String, [UInt8], (inout BatchConfiguration) -> Void)] = [
      (
        "labels in Korean", csv,
        {
          $0.includesLabel = true; $0.language = "ko"
        }
      ),
      ("CSV to JSON Lines", csv, { $0.outputFormat = .jsonl }),
      ("JSON Lines", json, { $0.inputFormat = .jsonl }),
      (
        "JSON Lines to CSV", json,
        {
          $0.inputFormat = .jsonl; $0.outputFormat = .csv
        }
      ),
      (
        "inches and pounds", csv,
        {
          $0.heightUnit = .inches; $0.weightUnit = .pounds
        }
      ),
      ("no fast lane", csv, { $0.allowsFastLane = false }),
    ]
    for (name, input, configure) in configurations {
      expectSameAsOneThread(input, standard: standard, configure: configure, name)
    }
  }

  @Test func oddShapesAreTheSame() {
    for (name, input) in BatchParallelInputs.oddShapes {
      expectSameAsOneThread(input, name)
    }
  }

  @Test func theSameErrorStopsTheRunAfterTheSameRows() {
    for (name, input) in BatchParallelInputs.stoppingInputs {
      let format: BatchConfiguration.Format = name.hasPrefix("JSON") ? .jsonl : .csv
      // A record cut by a chunk's end is read again with the next chunk, so a record of a
      // mebibyte in chunks of a few bytes would be read millions of times: chunks of tens
      // of kilobytes still cut it many times.
      let splits =
        input.count > InputBuffer.maximumRecordLength ? Self.longRecordSplits : Self.splits
      let one = expectSameAsOneThread(
        input,
        configure: {
          $0.inputFormat = format
          $0.isStrict = name.hasSuffix("--strict")
        }, name, splits: splits)
      #expect(one.error != nil, "\(name) stops the run")
    }
  }

  @Test func strictStopsAtTheFirstBadRowInInputOrder() {
    let data = BatchGeneratedData(count: 2_000, seed: 5, standard: BatchStandards.who)
    var lines = data.csv().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Only good rows, then one bad row late in the file: the chunks after it hold bad rows
    // too, and may be run before the chunk that holds it.
    lines = [lines[0]] + (1...1_500).map { "\($0),170.\($0 % 10),6\($0 % 10)" }
    lines.insert("1234,abc,65", at: 1_200)
    lines += ["1501,,", "1502,170,-1"]
    let input = Array((lines.joined(separator: "\n") + "\n").utf8)
    let one = expectSameAsOneThread(input, configure: { $0.isStrict = true })
    guard case .rowRejected(_, let line, _, _, let problem) = one.error else {
      Issue.record("no row rejected: \(String(describing: one.error))")
      return
    }
    #expect(line == 1_201)
    #expect(problem.code == "invalid-height")
  }

  @Test func readsFromASourceThatGivesFewBytesAtATime() {
    let input = Array(BatchParallelInputs.quotedLineBreaks(count: 500, seed: 9).utf8)
    let one = runBatchBytes(input, threads: 1)
    for sourceChunk in [1, 13, 4_000] {
      let many = runBatchBytes(input, threads: 2, chunkLength: 300, sourceChunk: sourceChunk)
      #expect(
        firstDifference(many.output, one.output) == nil, "source chunk \(sourceChunk)")
      #expect(many.summary == one.summary, "source chunk \(sourceChunk)")
    }
  }

  @Test func progressCountsEveryRowOnce() {
    let input = Array(
      BatchGeneratedData(count: 3_000, seed: 2, standard: BatchStandards.who).csv().utf8)
    var configuration = BatchConfiguration()
    configuration.threadCount = 2
    configuration.chunkLength = 500
    var reports: [Int] = []
    let summary = try? BatchClassifier(standard: BatchStandards.who, configuration: configuration)
      .run(source: MemoryByteSource(input), sink: MemoryByteSink()) { rows, _ in
        reports.append(rows)
      }
    #expect(summary?.rowsRead == 3_000)
    #expect(reports.count > 10)
    #expect(reports == reports.sorted())
    #expect(reports.last == 3_000)
  }

  // MARK: - Support

  /// Expects every split to give what one thread gives; returns one thread's run.
  @discardableResult
  private func expectSameAsOneThread(
    _ input: [UInt8], standard: Standard = BatchStandards.who,
    configure: (inout BatchConfiguration) -> Void = { _ in }, _ name: String = "",
    splits: [(threads: Int, chunkLength: Int)] = splits,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> BatchBytesRun {
    let one = runBatchBytes(input, standard: standard, threads: 1, configure: configure)
    for (threads, chunkLength) in splits {
      let many = runBatchBytes(
        input, standard: standard, threads: threads, chunkLength: chunkLength,
        configure: configure)
      let split = "\(name): \(threads) threads, chunks of \(chunkLength)"
      let difference = firstDifference(many.output, one.output)
      #expect(difference == nil, "\(split): \(difference ?? "")", sourceLocation: sourceLocation)
      #expect(many.summary == one.summary, "\(split)", sourceLocation: sourceLocation)
      #expect(many.error == one.error, "\(split)", sourceLocation: sourceLocation)
      // One thread reports progress once for input read in one piece; chunks report each
      // (a run its first chunk stops reports none).
      if input.count > 2 * chunkLength && one.error == nil {
        #expect(
          many.progressReports > 1, "\(split): run in chunks", sourceLocation: sourceLocation)
      }
    }
    return one
  }
}
