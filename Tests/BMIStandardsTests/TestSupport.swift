import BMIStandards
import Foundation

/// Where the test data lives, found from this file's path so no package resources are needed.
enum TestFiles {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let corpus = directory.appending(path: "Corpus")
  static let fixtures = directory.appending(path: "Fixtures")
  static let packageRoot = directory.deletingLastPathComponent().deletingLastPathComponent()

  static func bytes(at url: URL) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: url))
  }

  /// The names of the `.yaml` files in a directory, sorted.
  static func yamlFiles(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".yaml") }.sorted()
  }
}

/// The error a file is refused with, or `nil` when it loads.
func refusal(_ bytes: [UInt8], fileName: String = "test.yaml") -> StandardLoadError? {
  do {
    _ = try StandardLoader.load(bytes: bytes, fileName: fileName)
    return nil
  } catch {
    return error
  }
}

/// `E014 17:5` for each diagnostic: code and position, the shape of the expectation tables.
func summary(_ diagnostics: [Diagnostic]) -> [String] {
  diagnostics.map { "\($0.code) \($0.location.line):\($0.location.column)" }
}

/// A small valid standard to vary in tests, with the line of each part noted.
let validStandardText = """
  format: bmi-standard/1
  id: acme-clinic
  version: "1.0"
  name: {en: ACME clinic cut-offs}
  rounding: none
  categories:
    - id: low
      label: {en: Low}
      below: 20
    - id: ok
      label: {en: OK}
      healthy: true
      at_least: 20
      below: 27
    - id: high
      label: {en: High}
      at_least: 27

  """
