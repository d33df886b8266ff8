import BMISupport
import Foundation
import Testing

@testable import BMICommandLine

/// Keeps CHANGELOG.md in the Keep a Changelog form and `bmi --version` equal to its newest
/// version.
struct ChangelogTests {
  static func changelog() throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
  }

  /// The version headings, newest first: `## [1.2.3] - 2026-12-01` gives `1.2.3`.
  static func releasedVersions() throws -> [(version: String, date: String)] {
    try changelog().split(separator: "\n").compactMap { line in
      guard line.hasPrefix("## ["), let close = line.firstIndex(of: "]") else { return nil }
      let version = String(line[line.index(line.startIndex, offsetBy: 4)..<close])
      guard version != "Unreleased" else { return nil }
      let rest = line[line.index(after: close)...]
      return (version, rest.hasPrefix(" - ") ? String(rest.dropFirst(3)) : "")
    }
  }

  static func latestReleasedVersion() throws -> String {
    try #require(try releasedVersions().first).version
  }

  @Test func theChangelogHasTheKeepAChangelogForm() throws {
    let lines = try Self.changelog().split(separator: "\n").map(String.init)
    #expect(lines.first == "# Changelog")
    let headings = lines.filter { $0.hasPrefix("## ") }
    #expect(headings.first == "## [Unreleased]")
    let versions = try Self.releasedVersions()
    #expect(!versions.isEmpty)
    for (version, date) in versions {
      let parts = version.split(separator: ".")
      #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(version): x.y.z")
      let dateParts = date.split(separator: "-")
      #expect(
        dateParts.count == 3 && dateParts.map(\.count) == [4, 2, 2]
          && dateParts.allSatisfy { Int($0) != nil }, "\(version): date \(date) is YYYY-MM-DD")
    }
    let kinds: Set = ["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"]
    for heading in lines where heading.hasPrefix("### ") {
      #expect(kinds.contains(String(heading.dropFirst(4))), "\(heading)")
    }
  }

  @Test func versionIsTheNewestVersionInTheChangelog() throws {
    let latest = try Self.latestReleasedVersion()
    #expect(BMICommand.version == latest)
    #expect(runInProcess(["--version"]).stdout == latest + "\n")
  }

  /// The Python package's version (python/pyproject.toml, `version = "…"` of its
  /// `[project]` table) is the one `bmi --version` prints and `bmikit_version()` returns.
  @Test func pythonPackageVersionIsThePackageVersion() throws {
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent("python/pyproject.toml"), encoding: .utf8)
    var table = ""
    var versions: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("[") { table = trimmed }
      guard table == "[project]", trimmed.hasPrefix("version"),
        let equals = trimmed.firstIndex(of: "=")
      else { continue }
      versions.append(
        trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
          .trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
    }
    #expect(versions == [BMIKitVersion.string])
    #expect(BMICommand.version == BMIKitVersion.string)
  }
}
