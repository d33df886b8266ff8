import BMIPlatform

extension FileReadProblem {
  /// 66 for a file that is not there or cannot be opened as a standard; 74 for a failure
  /// while reading.
  var exitCode: ExitCode {
    switch self {
    case .notFound, .permissionDenied, .isDirectory, .notRegularFile, .kernelFile: .notFound
    case .other: .ioError
    }
  }
}
