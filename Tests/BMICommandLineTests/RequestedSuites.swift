import Foundation
import Testing

/// Suites too slow for the everyday `swift test` (they build a release binary or another
/// package) run only when asked for, or under CI; otherwise they are reported as skipped.
enum RequestedSuites {
  /// Whether `variable` is `yes`, or, when it is unset, `CI` is `true`.
  static func isRequested(
    _ variable: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    switch environment[variable] {
    case "yes": true
    case nil: environment["CI"] == "true"
    default: false
    }
  }

  /// `BMI_INSTALL_TESTS=yes swift test --filter InstallTests`: `make install` into a
  /// temporary prefix, which builds the release binary first (`make install-binary`).
  static let install = isRequested("BMI_INSTALL_TESTS")
}

struct RequestedSuitesTests {
  @Test(arguments: [
    ([:], false), (["CI": "true"], true), (["BMI_INSTALL_TESTS": "yes"], true),
    (["BMI_INSTALL_TESTS": "no", "CI": "true"], false), (["BMI_INSTALL_TESTS": "1"], false),
    (["CI": "1"], false),
  ])
  func aSuiteRunsWhenAskedForOrUnderCI(environment: [String: String], runs: Bool) {
    #expect(RequestedSuites.isRequested("BMI_INSTALL_TESTS", environment: environment) == runs)
  }
}
