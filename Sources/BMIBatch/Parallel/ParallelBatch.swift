import BMICore
import BMIPlatform

/// The records of a run classified on several threads, written exactly as one thread
/// writes them.
///
/// The calling thread reads the input into chunks of about ``BatchConfiguration/chunkLength``
/// bytes, each cut after its last line feed, and queues them; one ``BatchProcessor`` per
/// worker thread runs each chunk as if it began at a record, and hands its output over in
/// blocks. The calling thread writes the blocks of one chunk after another, in input order,
/// and adds up the counts.
///
/// A line feed is not always a record boundary: a quoted CSV field may hold one. So the
/// guess is checked: a chunk that began at a record and ends inside one leaves that record
/// unprocessed, which proves that the next chunk did not begin at a record. Its output is
/// then thrown away, and the calling thread runs it again itself, with the cut record moved
/// in front of it. The first chunk begins right after the header, at a record, so every
/// chunk written began at one. Each record is therefore read by the same code from the same
/// start as with one thread, and gives the same bytes, counts and errors; only the line
/// numbers of errors, counted from the chunk's start, are moved down by the lines before it.
///
/// Every chunk is read with `read(2)` into its own bytes, a regular file as a pipe: a file
/// mapped into memory would end the process with SIGBUS when another process cut it
/// shorter during the run, where a read returns fewer bytes, and the source then stops the
/// run (``DescriptorByteSource``, ``BatchError/inputChanged(name:)``).
///
/// Memory stays bounded whatever the input or the thread count: at most
/// ``maximumChunksInFlight`` chunks, each with at most ``ChunkPipeline/waitingBlockLimit``
/// output blocks waiting before its worker waits too.
final class ParallelBatch {
  /// The most chunks read and not yet written, and so the most worker threads that help.
  static let maximumChunksInFlight = 8

  private let head: BatchProcessor
  private let layout: BatchLayout
  private let columns: ColumnSelection
  private let pipeline: ChunkPipeline
  private let chunkLength: Int
  private let workerCount: Int

  /// The next byte of the head's input buffer not yet given to a chunk.
  private var headOffset: Int
  /// The bytes after the last line feed of the chunk read last, which begin the next.
  private let carry: UnsafeMutablePointer<UInt8>
  private var carryCount = 0
  /// Whether the chunk holding the input's end has been read.
  private var isReadingDone = false
  /// The sequence number of the next chunk to read.
  private var nextToRead = 0
  /// The line the next chunk to write begins on.
  private var baseLine: Int
  /// Whether worker threads run the chunks; without, this thread runs them all.
  private var hasWorkers = false
  /// The processor that runs chunks again on this thread, made when first needed.
  private var inline: (processor: BatchProcessor, evaluator: RowEvaluator, output: DirectOutput)?

  /// Continues the run `head` has started, its input at the first record of `layout`;
  /// `nil` when running in parallel would not pay: one thread, no records to come, or
  /// no more of them than one chunk.
  init?(head: BatchProcessor, layout: BatchLayout) {
    guard head.configuration.threadCount > 1, let columns = layout.columns else { return nil }
    let remaining = head.input.limit - head.position
    if head.input.isAtEnd && remaining <= head.configuration.chunkLength { return nil }
    self.head = head
    self.layout = layout
    self.columns = columns
    chunkLength = max(1, head.configuration.chunkLength)
    workerCount = min(head.configuration.threadCount, Self.maximumChunksInFlight)
    pipeline = ChunkPipeline(
      chunkCount: min(Self.maximumChunksInFlight, max(3, 2 * workerCount)),
      chunkCapacity: chunkLength + InputBuffer.maximumRecordLength + InputBuffer.readablePadding)
    carry = .allocate(capacity: chunkLength)
    headOffset = head.position
    baseLine = head.line
  }

  deinit { carry.deallocate() }

  /// Classifies every record after the start, writes the output in order (the head then
  /// flushes what it holds), and adds the counts to the head's.
  ///
  /// - Throws: The first error in input order, at its line in the whole input; the output
  ///   before it is written, as with one thread.
  func run() throws(BatchError) {
    let workers = startWorkers()
    defer { stop(workers) }
    var previous: Chunk?
    var sequence = 0
    while true {
      try fill()
      guard sequence < nextToRead else { break }
      let chunk = pipeline.chunks[sequence % pipeline.chunks.count]
      let result: ChunkResult
      if let previous {
        result = try rerun(chunk, after: previous)
      } else {
        result = try drain(chunk)
      }
      try merge(result)
      if result.end < chunk.count {
        previous = chunk
      } else {
        release(chunk)
        previous = nil
      }
      sequence += 1
    }
  }

  // MARK: - Workers

  /// Starts the worker threads, as many as the system gives up to ``workerCount``; with
  /// none, this thread runs every chunk.
  private func startWorkers() -> [WorkerThread] {
    var workers: [WorkerThread] = []
    let pipeline = pipeline
    let standard = head.standard
    let configuration = head.configuration
    let layout = layout
    let columns = columns
    for _ in 0..<workerCount {
      guard
        let worker = WorkerThread({
          ParallelBatch.work(
            pipeline: pipeline, standard: standard, configuration: configuration, layout: layout,
            columns: columns)
        })
      else { break }
      workers.append(worker)
    }
    hasWorkers = !workers.isEmpty
    return workers
  }

  /// Shuts the pipeline down and waits for the workers to finish.
  private func stop(_ workers: [WorkerThread]) {
    pipeline.lock.withLock { pipeline.shutDown() }
    for worker in workers { worker.join() }
  }

  /// A worker thread's loop: runs queued chunks until the pipeline shuts down.
  private static func work(
    pipeline: ChunkPipeline, standard: Standard, configuration: BatchConfiguration,
    layout: BatchLayout, columns: ColumnSelection
  ) {
    let output = ChunkOutput(pipeline: pipeline)
    let processor = BatchProcessor(
      standard: standard, configuration: configuration, receiver: output,
      block: pipeline.lock.withLock { pipeline.takeBlock() })
    let evaluator = processor.evaluator(columns)
    while let chunk = pipeline.nextChunk() {
      output.chunk = chunk
      output.isFinishing = false
      let result = processor.runChunk(
        chunk.start, count: chunk.count, isLast: chunk.isLast, layout: layout,
        evaluator: evaluator)
      output.isFinishing = true
      // Handing blocks over cannot fail.
      try? processor.writer.output.flush()
      output.chunk = nil
      pipeline.finish(chunk, result: result)
    }
  }

  // MARK: - Reading

  /// Reads and queues chunks while there are free ones and input left.
  private func fill() throws(BatchError) {
    while !isReadingDone {
      let chunk = pipeline.chunks[nextToRead % pipeline.chunks.count]
      guard pipeline.lock.withLock({ chunk.state == .free }) else { return }
      // A free chunk is this thread's alone.
      chunk.bytes.update(from: carry, count: carryCount)
      var count = carryCount
      carryCount = 0
      var isAtEnd = false
      while count < chunkLength {
        let taken = try head.input.take(
          from: &headOffset, into: chunk.bytes + count, count: chunkLength - count)
        if taken == 0 {
          isAtEnd = true
          break
        }
        count += taken
      }
      if isAtEnd {
        isReadingDone = true
      } else if let lastLineFeed = Self.lastLineFeed(chunk.bytes, count: count) {
        // The bytes after the last line feed begin the next chunk; a chunk without a line
        // feed is passed whole, its record left for the next one.
        carryCount = count - lastLineFeed - 1
        carry.update(from: chunk.bytes + lastLineFeed + 1, count: carryCount)
        count = lastLineFeed + 1
      }
      chunk.count = count
      chunk.isLast = isAtEnd
      chunk.sequence = nextToRead
      chunk.clearPadding()
      nextToRead += 1
      pipeline.lock.withLock { pipeline.enqueue(chunk) }
    }
  }

  /// The offset of the last line feed among `count` bytes.
  private static func lastLineFeed(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int? {
    var offset = count - 1
    while offset >= 0 {
      if bytes[offset] == UInt8(ascii: "\n") { return offset }
      offset -= 1
    }
    return nil
  }

  // MARK: - Writing

  /// Writes the blocks of a chunk that began at a record as its worker hands them over,
  /// reading more input while waiting, and gives its counts once it is done.
  private func drain(_ chunk: Chunk) throws(BatchError) -> ChunkResult {
    while true {
      var blocks: [(start: UnsafeMutablePointer<UInt8>, count: Int)] = []
      var isDone = false
      var isClaimed = false
      var canRead = false
      pipeline.lock.withLock {
        while true {
          isClaimed = !hasWorkers && pipeline.claim(chunk)
          isDone = chunk.state == .done
          canRead =
            !isReadingDone
            && pipeline.chunks[nextToRead % pipeline.chunks.count].state == .free
          if isClaimed || isDone || canRead || !chunk.blocks.isEmpty { break }
          pipeline.lock.wait()
        }
        blocks = chunk.blocks
        chunk.blocks = []
        // A worker may be waiting for its blocks to be taken.
        if !blocks.isEmpty { pipeline.lock.broadcast() }
      }
      if isClaimed { return try runHere(chunk) }
      for block in blocks { try head.writer.output.writeThrough(block.start, count: block.count) }
      pipeline.lock.withLock { pipeline.returnBlocks(blocks) }
      if isDone { return chunk.result }
      if canRead { try fill() }
    }
  }

  /// Runs a chunk again on this thread after `previous`'s end cut a record: that record is
  /// moved in front of the chunk, which then begins at a record.
  private func rerun(_ chunk: Chunk, after previous: Chunk) throws(BatchError) -> ChunkResult {
    pipeline.lock.withLock {
      chunk.isDiscarded = true
      pipeline.lock.broadcast()
      while !pipeline.claim(chunk) && chunk.state != .done { pipeline.lock.wait() }
      pipeline.returnBlocks(chunk.blocks)
      chunk.blocks = []
    }
    let cut = previous.count - previous.result.end
    (chunk.bytes + cut).update(from: chunk.bytes, count: chunk.count)
    chunk.bytes.update(from: previous.start + previous.result.end, count: cut)
    chunk.count += cut
    chunk.clearPadding()
    release(previous)
    return try runHere(chunk)
  }

  /// Frees a chunk that is written.
  private func release(_ chunk: Chunk) {
    pipeline.lock.withLock { chunk.state = .free }
  }

  /// Runs a chunk on this thread, writing its output straight to the sink.
  private func runHere(_ chunk: Chunk) throws(BatchError) -> ChunkResult {
    if inline == nil {
      let output = DirectOutput(output: head.writer.output)
      let processor = BatchProcessor(
        standard: head.standard, configuration: head.configuration, receiver: output,
        block: pipeline.lock.withLock { pipeline.takeBlock() })
      inline = (processor, processor.evaluator(columns), output)
    }
    guard let (processor, evaluator, output) = inline else { return ChunkResult() }
    let result = processor.runChunk(
      chunk.start, count: chunk.count, isLast: chunk.isLast, layout: layout, evaluator: evaluator)
    try? processor.writer.output.flush()
    if let error = output.error { throw error }
    pipeline.lock.withLock {
      chunk.result = result
      chunk.state = .done
    }
    return result
  }

  /// Adds a chunk's counts to the run's, or throws the error that stopped it, at its line
  /// in the whole input.
  private func merge(_ result: ChunkResult) throws(BatchError) {
    if let error = result.error { throw error.movedDown(by: baseLine - 1) }
    head.rows += result.rows
    for (index, count) in result.categoryCounts.enumerated() {
      head.categoryCounts[index] += count
    }
    for flag in result.flagCounts {
      head.problems.countProblem(flag.code, count: flag.count)
    }
    baseLine += result.lines
    head.progress?(head.rows, head.input.bytesRead)
  }
}

extension BatchError {
  /// The same error with its line number, if it has one, moved down by `lines`: an error
  /// of a chunk, placed in the whole input.
  func movedDown(by lines: Int) -> BatchError {
    switch self {
    case .openFailed, .readFailed, .inputChanged, .createFailed, .writeFailed, .interrupted,
      .emptyInput,
      .tooManyColumns, .missingColumns, .missingInputColumn, .duplicateColumn:
      self
    case .notText(let name, let line):
      .notText(name: name, line: line + lines)
    case .malformedCSV(let name, let line, let column, let problem):
      .malformedCSV(name: name, line: line + lines, column: column, problem: problem)
    case .malformedJSON(let name, let line, let column, let problem):
      .malformedJSON(name: name, line: line + lines, column: column, problem: problem)
    case .recordTooLong(let name, let line, let limit):
      .recordTooLong(name: name, line: line + lines, limit: limit)
    case .rowRejected(let name, let line, let column, let position, let problem):
      .rowRejected(
        name: name, line: line + lines, column: column, position: position, problem: problem)
    case .unexpectedKey(let name, let line, let key):
      .unexpectedKey(name: name, line: line + lines, key: key)
    case .answerKeyTaken(let name, let line, let key):
      .answerKeyTaken(name: name, line: line + lines, key: key)
    case .carriageReturnLineEnds(let name, let line):
      .carriageReturnLineEnds(name: name, line: line + lines)
    }
  }
}
