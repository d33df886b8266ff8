/// The package's version, the one home of it: `bmi --version` prints it, the C library's
/// `bmikit_version()` returns it, and the Python package's `pyproject.toml` must name the
/// same (a test compares them).
package enum BMIKitVersion {
  /// The version, such as `0.1.0`: a literal, so the C library can hand out its bytes,
  /// which end in a NUL, without copying.
  package static let text: StaticString = "0.1.0"

  /// The version as a string.
  package static var string: String { text.description }
}
