import Foundation

/// Standard files the command-line tests and `docs/cli.md` use, written to a temporary
/// directory (kept as strings so the test target needs no resources).
enum CommandLineFixtures {
  /// `docs/examples/acme-clinic.yaml` with the `high` category starting at 27.5 instead of
  /// 27.25: a gap the loader must report.
  static func clinicWithGap() throws -> String {
    let valid = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/examples/acme-clinic.yaml"),
      encoding: .utf8)
    return valid.replacingOccurrences(of: "  at_least: 27.25", with: "  at_least: 27.5")
  }

  /// `docs/examples/one-decimal-ranges.yaml` with the normal range ending at 22.95, a bound
  /// that BMI rounded to one decimal never equals: valid, with a warning.
  static func unreachableBound() throws -> String {
    let valid = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/examples/one-decimal-ranges.yaml"),
      encoding: .utf8)
    return valid.replacingOccurrences(of: "at_most: 22.9\n", with: "at_most: 22.95\n")
  }

  /// A directory holding every `docs/examples/*.yaml` file, `clinic-gap.yaml` and
  /// `unreachable-bound.yaml`, as
  /// `docs/cli.md`'s examples expect to find them.
  static func examplesDirectory() throws -> URL {
    let directory = try temporaryDirectory()
    let examples = repositoryRoot.appendingPathComponent("docs/examples")
    for name in try FileManager.default.contentsOfDirectory(atPath: examples.path)
    where name.hasSuffix(".yaml") {
      try FileManager.default.copyItem(
        at: examples.appendingPathComponent(name), to: directory.appendingPathComponent(name))
    }
    try clinicWithGap().write(
      to: directory.appendingPathComponent("clinic-gap.yaml"), atomically: true, encoding: .utf8)
    try unreachableBound().write(
      to: directory.appendingPathComponent("unreachable-bound.yaml"), atomically: true,
      encoding: .utf8)
    return directory
  }
}
