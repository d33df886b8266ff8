import BMIPlatform

/// One chunk of the input in the parallel engine: its bytes, and, once a worker has run
/// it, its output blocks and counts. Every field is read and written under the pipeline's
/// lock, but for the bytes, which only the thread that owns the chunk's current ``State``
/// touches (the reader while it is free, a worker while it runs).
final class Chunk: @unchecked Sendable {
  /// Where a chunk is in its round.
  enum State {
    /// Waiting to be filled.
    case free
    /// Filled, waiting for a worker.
    case queued
    /// A worker is running it.
    case running
    /// Run; its counts are in ``result``.
    case done
  }

  /// The chunk's own bytes: the chunk, then room for a record the previous chunk's end
  /// cut, moved in front of them when the chunk is run again (``ParallelBatch``).
  let bytes: UnsafeMutablePointer<UInt8>
  /// The bytes' capacity.
  let capacity: Int
  /// The chunk's first byte: ``bytes``.
  var start: UnsafeMutablePointer<UInt8> { bytes }
  /// The chunk's length.
  var count = 0
  /// Whether the input ends with this chunk.
  var isLast = false
  /// The chunk's place in the input: 0 for the first after the header.
  var sequence = 0
  /// Where it is in its round.
  var state = State.free
  /// Output blocks written and not yet taken by the writing thread, in order.
  var blocks: [(start: UnsafeMutablePointer<UInt8>, count: Int)] = []
  /// Whether its output is thrown away: it did not start at a record after all.
  var isDiscarded = false
  /// What running it gave.
  var result = ChunkResult()

  /// An empty chunk of `capacity` bytes, the readable padding included.
  init(capacity: Int) {
    self.capacity = capacity
    bytes = .allocate(capacity: capacity)
    bytes.initialize(repeating: 0, count: min(capacity, InputBuffer.readablePadding))
  }

  deinit { bytes.deallocate() }

  /// Zeroes the padding after the chunk's bytes, which scanners read but never use.
  func clearPadding() {
    (bytes + count).update(repeating: 0, count: InputBuffer.readablePadding)
  }
}

/// What running one chunk gave: counts from its start, lines counted from 1 there.
struct ChunkResult: Sendable {
  /// Data rows.
  var rows = 0
  /// Rows per category, in table order.
  var categoryCounts: [Int] = []
  /// Flagged rows by code, in the order the codes first appeared.
  var flagCounts: [BatchSummary.FlagCount] = []
  /// Line feeds in the records processed.
  var lines = 0
  /// The offset of the first byte not processed: the chunk's length, or the start of a
  /// record its end cut.
  var end = 0
  /// The error that stopped the chunk, at a line counted from the chunk's start.
  var error: BatchError?
}

/// The state the reading and writing thread shares with the workers: the chunks in flight,
/// the queue of chunks to run, and the pool of output blocks.
final class ChunkPipeline: @unchecked Sendable {
  /// Guards everything below, and is what every thread waits on.
  let lock = ConditionLock()
  /// The chunks in flight, used in turn: chunk `n` of the input is `chunks[n % count]`.
  let chunks: [Chunk]
  /// How many output blocks a chunk may have waiting before its worker waits too: this
  /// bounds memory when the output is much longer than the input.
  static let waitingBlockLimit = 2

  private var queue: [Chunk] = []
  private var queueStart = 0
  private var freeBlocks: [UnsafeMutablePointer<UInt8>] = []
  /// Every block made, free or not; they live as long as the pipeline.
  private var allBlocks: [UnsafeMutablePointer<UInt8>] = []
  /// Whether the run is over: workers stop taking chunks, and throw output away.
  private(set) var isShutDown = false

  /// A pipeline of `chunkCount` chunks of `chunkCapacity` bytes.
  init(chunkCount: Int, chunkCapacity: Int) {
    chunks = (0..<chunkCount).map { _ in Chunk(capacity: chunkCapacity) }
  }

  deinit {
    for block in allBlocks { block.deallocate() }
  }

  // MARK: - Called with the lock held

  /// A free output block.
  func takeBlock() -> UnsafeMutablePointer<UInt8> {
    if let block = freeBlocks.popLast() { return block }
    let block = UnsafeMutablePointer<UInt8>.allocate(capacity: OutputBuffer.blockCapacity)
    allBlocks.append(block)
    return block
  }

  /// Gives blocks back to the pool.
  func returnBlocks(_ blocks: [(start: UnsafeMutablePointer<UInt8>, count: Int)]) {
    freeBlocks.append(contentsOf: blocks.map(\.start))
  }

  /// Queues a filled chunk for the workers.
  func enqueue(_ chunk: Chunk) {
    chunk.state = .queued
    chunk.isDiscarded = false
    chunk.blocks = []
    queue.append(chunk)
    lock.broadcast()
  }

  /// Stops the workers: they take no more chunks and throw away what they write.
  func shutDown() {
    isShutDown = true
    lock.broadcast()
  }

  /// Takes a chunk out of the queue for the caller to run, if no worker has taken it yet.
  func claim(_ chunk: Chunk) -> Bool {
    guard chunk.state == .queued,
      let index = queue[queueStart...].firstIndex(where: { $0 === chunk })
    else { return false }
    queue.remove(at: index)
    chunk.state = .running
    return true
  }

  // MARK: - Called by workers

  /// Waits for a queued chunk and marks it running; `nil` once the pipeline is shut down.
  func nextChunk() -> Chunk? {
    lock.withLock {
      while queueStart == queue.count && !isShutDown { lock.wait() }
      guard !isShutDown else { return nil }
      let chunk = queue[queueStart]
      queueStart += 1
      if queueStart == queue.count {
        queue.removeAll(keepingCapacity: true)
        queueStart = 0
      }
      chunk.state = .running
      return chunk
    }
  }

  /// Records what running a chunk gave.
  func finish(_ chunk: Chunk, result: ChunkResult) {
    lock.withLock {
      chunk.result = result
      chunk.state = .done
      lock.broadcast()
    }
  }

  /// Takes a chunk's full output block and gives the next one to write into; waits while
  /// the chunk has ``waitingBlockLimit`` blocks waiting, unless `mayWait` is false.
  func hand(
    _ block: UnsafeMutablePointer<UInt8>, count: Int, of chunk: Chunk, mayWait: Bool
  ) -> UnsafeMutablePointer<UInt8> {
    lock.withLock {
      // Thrown-away output reuses its block.
      guard !chunk.isDiscarded && !isShutDown else { return block }
      chunk.blocks.append((block, count))
      lock.broadcast()
      while mayWait && chunk.blocks.count >= Self.waitingBlockLimit && !chunk.isDiscarded
        && !isShutDown
      {
        lock.wait()
      }
      return takeBlock()
    }
  }
}

/// The output of the chunk a worker runs: its blocks go to the chunk, for the writing
/// thread to take in input order.
final class ChunkOutput: OutputBlockReceiver {
  private let pipeline: ChunkPipeline
  /// The chunk being run.
  var chunk: Chunk?
  /// Whether the chunk's last block is being handed over: the worker must not wait then,
  /// as no more of the chunk's output follows.
  var isFinishing = false

  /// The output of chunks of `pipeline`.
  init(pipeline: ChunkPipeline) {
    self.pipeline = pipeline
  }

  func receive(_ block: UnsafeMutablePointer<UInt8>, count: Int) -> UnsafeMutablePointer<UInt8> {
    guard let chunk else { return block }
    return pipeline.hand(block, count: count, of: chunk, mayWait: !isFinishing)
  }
}

/// The output of a chunk run by the writing thread itself, when it is next in order:
/// each block goes straight to the sink.
final class DirectOutput: OutputBlockReceiver {
  private let output: OutputBuffer
  /// The first write that failed; the rest of the output is then dropped.
  private(set) var error: BatchError?

  /// Blocks written through `output`.
  init(output: OutputBuffer) {
    self.output = output
  }

  func receive(_ block: UnsafeMutablePointer<UInt8>, count: Int) -> UnsafeMutablePointer<UInt8> {
    guard error == nil else { return block }
    do throws(BatchError) {
      try output.writeThrough(block, count: count)
    } catch {
      self.error = error
    }
    return block
  }
}
