import BMIKit

/// The status `bmi` exits with: every code the command uses, in one place.
///
/// The non-zero codes follow BSD `sysexits.h`, as swift-argument-parser does for usage
/// errors, so scripts can tell a typo from a bad measurement from a missing file.
package struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The numeric status.
  package let rawValue: Int32

  /// Creates an exit code from its number.
  ///
  /// - Parameter rawValue: The numeric status.
  package init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// 0: the command did what was asked.
  package static let success = ExitCode(rawValue: 0)
  /// 1: an unexpected failure with no more specific code.
  package static let failure = ExitCode(rawValue: 1)
  /// 64 (`EX_USAGE`): the command line is wrong — unknown option, missing value.
  package static let usage = ExitCode(rawValue: 64)
  /// 65 (`EX_DATAERR`): a measurement or input row is malformed, ambiguous or impossible.
  package static let dataError = ExitCode(rawValue: 65)
  /// 66 (`EX_NOINPUT`): a standard name or input file was not found or cannot be opened.
  package static let notFound = ExitCode(rawValue: 66)
  /// 74 (`EX_IOERR`): reading or writing failed.
  package static let ioError = ExitCode(rawValue: 74)
  /// 78 (`EX_CONFIG`): a standard file was read but is invalid.
  package static let invalidStandard = ExitCode(rawValue: 78)

  /// Every code, for documentation and tests.
  package static let all: [ExitCode] = [
    .success, .failure, .usage, .dataError, .notFound, .ioError, .invalidStandard,
  ]

  /// The number, as printed by a shell's `$?`.
  package var description: String { String(rawValue) }
}
