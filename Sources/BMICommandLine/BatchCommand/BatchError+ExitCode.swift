import BMIKit

extension BatchError {
  /// The process exit status, from `sysexits.h`: 65 for data that is not a usable table,
  /// 66 for an input that cannot be opened, 74 for reading and writing failures.
  var exitCode: ExitCode {
    switch self {
    case .openFailed: .notFound
    case .readFailed, .inputChanged, .writeFailed, .createFailed, .interrupted: .ioError
    default: .dataError
    }
  }
}
