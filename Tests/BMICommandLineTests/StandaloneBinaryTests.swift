import Foundation
import Testing

/// The built-in standards travel inside the binary: a copy of `bmi` alone in an empty
/// folder lists and uses all eight.
struct StandaloneBinaryTests {
  static let ids = [
    "who-2000", "ksso-2022", "asia-pacific-2000", "jasso-2022", "china-2013", "cdc-adult",
    "nice-2025", "nice-ethnic-2025",
  ]

  private func run(_ binary: URL, _ arguments: [String], in directory: URL) throws -> RunResult {
    let raw = try runProcessBytes(arguments, executable: binary, workingDirectory: directory)
    return RunResult(
      code: raw.code, stdout: String(decoding: raw.stdout, as: UTF8.self),
      stderr: String(decoding: raw.stderr, as: UTF8.self))
  }

  @Test func aCopyAloneInAnEmptyFolderListsAndUsesEveryBuiltIn() throws {
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("bmi")
    try FileManager.default.copyItem(at: try builtExecutable(), to: copy)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bmi"])

    let list = try run(copy, ["standards", "list"], in: folder)
    #expect(list.code == 0)
    for id in Self.ids {
      #expect(list.stdout.contains(id + " "), "\(id) missing from:\n\(list.stdout)")
      let result = try run(
        copy, ["--height", "160", "--weight", "64", "--standard", id, "--format", "json"],
        in: folder)
      #expect(result.code == 0, "\(id): \(result)")
      #expect(
        result.stdout.contains("\"id\" : \"\(id)\"") || result.stdout.contains("\"id\": \"\(id)\""),
        "\(id): \(result.stdout)")
    }
  }
}
