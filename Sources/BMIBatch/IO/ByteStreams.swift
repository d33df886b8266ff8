import BMIPlatform

/// Where batch reads its input bytes from.
public protocol ByteSource: AnyObject {
  /// Reads up to `buffer.count` bytes, returning how many were read, 0 at the end.
  ///
  /// - Parameter buffer: Free space to fill.
  /// - Throws: ``BatchError/readFailed(name:code:)``.
  func read(into buffer: UnsafeMutableRawBufferPointer) throws(BatchError) -> Int
}

/// Where batch writes its output bytes to.
public protocol ByteSink: AnyObject {
  /// Writes every byte of `bytes`.
  ///
  /// - Parameter bytes: The bytes to write.
  /// - Throws: ``BatchError/writeFailed(name:code:)``.
  func write(_ bytes: UnsafeRawBufferPointer) throws(BatchError)
}

/// An open file descriptor read with `read(2)`.
///
/// A regular file is watched while it is read: after every read its state
/// (``FileState``: size, modification time, inode) is compared with the state it had when
/// the source was made, and at its end the path is looked at again. A file cut shorter,
/// rewritten, grown or renamed over stops the run with ``BatchError/inputChanged(name:)``
/// before a byte of the read that saw the change is used, so no record is made of a file
/// that was never whole.
package final class DescriptorByteSource: ByteSource {
  /// The descriptor.
  package let descriptor: Int32
  /// The name errors report: the path, or `standard input`.
  let name: String
  /// The path the file was opened from, looked at again at the end of the input.
  private let path: String?
  /// The regular file's state before the first read; `nil` for a pipe or a device.
  private let state: FileState?

  /// Wraps an open descriptor; the caller closes it. A pipe is widened
  /// (``SystemCall/widenPipe(_:)``); a regular file is watched for changes.
  ///
  /// - Parameter path: The path the descriptor was opened from, if any: at the end of the
  ///   input, a file renamed over it counts as a change.
  package init(descriptor: Int32, name: String, path: String? = nil) {
    self.descriptor = descriptor
    self.name = name
    self.path = path
    state = FileState(descriptor: descriptor)
    SystemCall.widenPipe(descriptor)
  }

  package func read(into buffer: UnsafeMutableRawBufferPointer) throws(BatchError) -> Int {
    while true {
      let count = SystemCall.read(descriptor, buffer.baseAddress, buffer.count)
      if count >= 0 {
        if let state { try check(state, atEnd: count == 0) }
        return count
      }
      if errno == EINTR { continue }
      throw .readFailed(name: name, code: errno)
    }
  }

  /// Throws when the file is not as it was before the first read.
  private func check(_ state: FileState, atEnd: Bool) throws(BatchError) {
    guard FileState(descriptor: descriptor) == state else { throw .inputChanged(name: name) }
    if atEnd, let path, FileState(path: path) != state { throw .inputChanged(name: name) }
  }
}

/// An open file descriptor written with `write(2)`.
package final class DescriptorByteSink: ByteSink {
  /// The descriptor.
  let descriptor: Int32
  /// The name errors report: the path, or `standard output`.
  let name: String

  /// Wraps an open descriptor; the caller closes it. A pipe is widened
  /// (``SystemCall/widenPipe(_:)``).
  package init(descriptor: Int32, name: String) {
    self.descriptor = descriptor
    self.name = name
    SystemCall.widenPipe(descriptor)
  }

  package func write(_ bytes: UnsafeRawBufferPointer) throws(BatchError) {
    if let code = SystemCall.writeAll(descriptor, bytes) {
      throw .writeFailed(name: name, code: code)
    }
  }
}

/// Bytes held in memory and handed out in chunks of a chosen size, so tests reach every
/// buffer boundary.
public final class MemoryByteSource: ByteSource {
  private let bytes: [UInt8]
  private let chunkSize: Int
  private var offset = 0

  /// A source over `bytes`, giving at most `chunkSize` bytes per read.
  public init(_ bytes: [UInt8], chunkSize: Int = .max) {
    self.bytes = bytes
    self.chunkSize = max(1, chunkSize)
  }

  /// Copies up to `buffer.count` bytes (and at most the chunk size), 0 at the end.
  public func read(into buffer: UnsafeMutableRawBufferPointer) throws(BatchError) -> Int {
    let count = min(buffer.count, chunkSize, bytes.count - offset)
    guard count > 0 else { return 0 }
    bytes.withUnsafeBytes { source in
      buffer.baseAddress!.copyMemory(from: source.baseAddress! + offset, byteCount: count)
    }
    offset += count
    return count
  }
}

/// Bytes collected in memory.
public final class MemoryByteSink: ByteSink {
  /// Everything written so far.
  public private(set) var bytes: [UInt8] = []

  /// An empty sink.
  public init() {}

  /// Appends the bytes.
  public func write(_ bytes: UnsafeRawBufferPointer) throws(BatchError) {
    self.bytes.append(contentsOf: bytes)
  }
}
