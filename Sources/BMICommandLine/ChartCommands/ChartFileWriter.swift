import BMIKit
import BMIPlatform

/// Writes a chart to a file with the system calls, replacing what was there.
enum ChartFileWriter {
  /// Writes the text as UTF-8.
  ///
  /// - Returns: `nil` on success, else the system's reason for the failure.
  static func save(_ text: String, to path: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return reason(errno) }
    var failure: String?
    var bytes = Array(text.utf8)
    bytes.withUnsafeMutableBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = reason(errno)
          return
        }
        offset += written
      }
    }
    if close(descriptor) != 0 && failure == nil { failure = reason(errno) }
    return failure
  }

  private static func reason(_ code: Int32) -> String {
    strerror(code).map { String(cString: $0) } ?? "error \(code)"
  }
}
