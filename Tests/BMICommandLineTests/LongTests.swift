import Foundation
import Testing

/// Whether the long runs are asked for: `BMI_LONG_TESTS=yes swift test` (CI's "swift tests" step
/// sets it). Without it the sweeps and random samples that take the most time check a smaller
/// sample, and the suites that can only run whole are reported as skipped, so the everyday
/// `swift test` stays within minutes. (Tests/BMIKitTests, BMIBatchTests and BMIChartTests hold
/// links to this file.)
enum LongTests {
  /// True when the environment asks for the long runs.
  static let enabled = ProcessInfo.processInfo.environment["BMI_LONG_TESTS"] == "yes"

  /// Why a test that runs only whole is skipped.
  static let reason: Comment = "a long test: BMI_LONG_TESTS=yes runs it (CI does)"

  /// `long` in the long runs, `everyday` otherwise.
  static func size<Value>(everyday: Value, long: Value) -> Value { enabled ? long : everyday }
}
