import BMIKit
import BMIPlatform
import Foundation
import Testing

@testable import BMIBatch

/// An input file cut shorter, rewritten, grown or replaced while batch reads it stops the
/// run with `input-changed` at every thread count: the rows written before are the file's
/// own first rows, and no row is made of the bytes the change left.
struct BatchInputChangeTests {
  /// What happens to the file after some reads.
  enum Change: String, CaseIterable, CustomTestStringConvertible {
    case truncatedToHalf, truncatedToZero, cutInsideARecord, grown, replaced

    var testDescription: String { rawValue }
  }

  static let input = Array(
    BatchGeneratedData(count: 3_000, seed: 36, standard: BatchStandards.who).csv().utf8)

  @Test(arguments: Change.allCases, [1, 2, 3])
  func aChangedFileStopsTheRun(change: Change, threads: Int) throws {
    let whole = runBatchBytes(Self.input, threads: 1)
    #expect(whole.error == nil)
    for afterReads in [1, 3, 9] {
      let file = try TemporaryFile(Self.input)
      defer { file.remove() }
      let descriptor = open(file.path, O_RDONLY)
      try #require(descriptor >= 0)
      defer { _ = SystemCall.close(descriptor) }
      let source = ChangingSource(
        DescriptorByteSource(descriptor: descriptor, name: "input.csv", path: file.path),
        path: file.path, afterReads: afterReads, step: 700, change: change)
      let run = runBatchSource(source, threads: threads, chunkLength: 997)
      let label = "\(change.rawValue), \(threads) threads, after \(afterReads) reads"
      #expect(run.error == .inputChanged(name: "input.csv"), "\(label)")
      #expect(run.summary == nil, "\(label)")
      // Every row written is the whole file's row of that place: none is made of a cut
      // record or of bytes written since.
      #expect(whole.output.starts(with: run.output), "\(label)")
    }
  }

  @Test func anUnchangedFileRunsToItsEnd() throws {
    for threads in [1, 2] {
      let run = try runBatchFile(Self.input, threads: threads, chunkLength: 997)
      #expect(run.error == nil)
      #expect(run.output == runBatchBytes(Self.input, threads: 1).output)
    }
  }

  @Test func theErrorSaysWhatChangedAndExits74() {
    let error = BatchError.inputChanged(name: "people.csv")
    #expect(error.code == "input-changed")
    #expect(error.message(for: "en").contains("people.csv"))
    #expect(error.message(for: "ko").contains("people.csv"))
  }
}

/// A file source that reads at most `step` bytes a time and, after `afterReads` reads,
/// changes the file it reads.
final class ChangingSource: ByteSource {
  private let inner: DescriptorByteSource
  private let path: String
  private let afterReads: Int
  private let step: Int
  private let change: BatchInputChangeTests.Change
  private var reads = 0
  /// The bytes read before the change.
  private(set) var bytesBeforeChange = 0

  init(
    _ inner: DescriptorByteSource, path: String, afterReads: Int, step: Int,
    change: BatchInputChangeTests.Change
  ) {
    self.inner = inner
    self.path = path
    self.afterReads = afterReads
    self.step = step
    self.change = change
  }

  func read(into buffer: UnsafeMutableRawBufferPointer) throws(BatchError) -> Int {
    if reads == afterReads { apply() }
    reads += 1
    let count = try inner.read(
      into: UnsafeMutableRawBufferPointer(rebasing: buffer.prefix(step)))
    if reads <= afterReads { bytesBeforeChange += count }
    return count
  }

  private func apply() {
    let size = Int(FileState(path: path)?.size ?? 0)
    switch change {
    case .truncatedToHalf: _ = truncate(path, off_t(size / 2))
    case .truncatedToZero: _ = truncate(path, 0)
    case .cutInsideARecord: _ = truncate(path, off_t(bytesBeforeChange + 3))
    case .grown:
      let handle = FileHandle(forWritingAtPath: path)
      handle?.seekToEndOfFile()
      handle?.write(Data("1,170.2,6".utf8))
      try? handle?.close()
    case .replaced:
      let other = path + ".new"
      _ = FileManager.default.createFile(
        atPath: other, contents: Data("height_cm,weight_kg\n".utf8))
      _ = rename(other, path)
    }
  }
}
