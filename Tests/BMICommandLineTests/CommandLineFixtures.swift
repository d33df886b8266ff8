import Foundation

/// The standard files of `docs/examples/` the command-line tests and the documentation's
/// examples use, copied to a temporary directory.
enum CommandLineFixtures {
  /// A directory holding every `docs/examples/*.yaml` file and the two files of
  /// `docs/examples/flawed/` side by side.
  static func examplesDirectory() throws -> URL {
    let directory = try temporaryDirectory()
    let examples = repositoryRoot.appendingPathComponent("docs/examples")
    for folder in [examples, examples.appendingPathComponent("flawed")] {
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
      where name.hasSuffix(".yaml") {
        try FileManager.default.copyItem(
          at: folder.appendingPathComponent(name), to: directory.appendingPathComponent(name))
      }
    }
    return directory
  }

  /// A directory holding a copy of `docs/examples/` (with `flawed/`) at `docs/examples`,
  /// where the documentation's commands run: README's and the man page's at the top, the
  /// other pages' in `docs/examples`.
  static func documentationDirectory() throws -> URL {
    let directory = try temporaryDirectory()
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("docs"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent("docs/examples"),
      to: directory.appendingPathComponent("docs/examples"))
    return directory
  }
}
