import BMIPlatform
import Foundation
import Testing

@testable import BMIBatch

/// Batch widens the pipes it reads and writes, so that the processes at their other ends
/// (`cat f | bmi batch - | wc -l`) trade large pieces.
struct PipeBufferTests {
  /// `F_GETPIPE_SZ`: Linux's F_LINUX_SPECIFIC_BASE (1024) + 8.
  private static let getPipeSize: Int32 = 1032

  /// The most an ordinary user may ask for, or `nil` when the system does not say.
  private static var pipeMaximum: Int32? {
    guard let text = try? String(contentsOfFile: "/proc/sys/fs/pipe-max-size", encoding: .utf8)
    else { return nil }
    return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  private static func makePipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    return (ends[0], ends[1])
  }

  #if os(Linux)
    @Test func sourcesAndSinksWidenTheirPipes() throws {
      let maximum = try #require(Self.pipeMaximum)
      let expected = min(maximum, SystemCall.pipeBufferSize)
      let ends = try Self.makePipe()
      defer {
        close(ends.read)
        close(ends.write)
      }
      let before = fcntl(ends.read, Self.getPipeSize)
      #expect(before < expected, "a new pipe holds less than batch asks for")
      _ = DescriptorByteSource(descriptor: ends.read, name: "standard input")
      #expect(fcntl(ends.read, Self.getPipeSize) >= expected)

      let other = try Self.makePipe()
      defer {
        close(other.read)
        close(other.write)
      }
      _ = DescriptorByteSink(descriptor: other.write, name: "standard output")
      #expect(fcntl(other.write, Self.getPipeSize) >= expected)
    }
  #endif
}
