import BMIKit
import Foundation
import Testing

@testable import BMICommandLine
@testable import BMIMeasurement

/// Keeps `docs/bmi.1` in step with the command declarations.
struct ManualPageTests {
  static func page() throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent("docs/bmi.1"), encoding: .utf8)
  }

  @Test func everyCommandAndOptionIsDocumented() throws {
    let page = try Self.page()
    // troff writes a hyphen that must stay a hyphen as `\-`.
    let plain = page.replacingOccurrences(of: "\\-", with: "-")
    for node in CompletionScript.nodes(CommandRegistry.root) where node.path.count > 1 {
      let words = node.path.dropFirst().joined(separator: " ")
      #expect(page.contains(".B \(words)") || page.contains(".B bmi \(words)"), "\(words)")
      for option in node.command.options {
        #expect(plain.contains("--\(option.name)"), "--\(option.name) of \(words)")
      }
    }
  }

  @Test func everyBuiltInAndFormatIsListed() throws {
    // Hyphens as hyphens, and source lines joined as troff joins them.
    let plain = try Self.page().replacingOccurrences(of: "\\-", with: "-")
      .replacingOccurrences(of: "\n", with: " ")
    #expect(BuiltInStandards.ids.count == 35)
    for id in BuiltInStandards.ids {
      let alias = try #require(BuiltInStandards.alias(ofID: id))
      #expect(plain.contains("\(id) (\(alias))"), "\(id) (\(alias))")
    }
    for format in ["bmi-standard/1", "bmi-standard/2"] {
      #expect(plain.contains(format), "\(format)")
    }
  }

  @Test func everyExitCodeIsDocumented() throws {
    let page = try Self.page()
    for code in ExitCode.all where code != .failure {
      #expect(page.contains(".B \(code.rawValue)\n"), "exit \(code)")
    }
  }

  @Test func theLimitsMatchPlausibility() throws {
    let page = try Self.page()
    let height = Plausibility.heightCentimetres
    #expect(page.contains("\(height.impossibleBelow)\\(en\(height.impossibleAbove) cm"))
    let weight = Plausibility.weightKilograms
    #expect(page.contains("\(weight.impossibleBelow)\\(en\(weight.impossibleAbove) kg"))
  }

  @Test(.enabled(if: ExternalTools.man != nil, "needs man (man-db)"))
  func manRendersIt() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(ExternalTools.man))
    process.arguments = ["-l", repositoryRoot.appendingPathComponent("docs/bmi.1").path]
    process.environment = ["MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "80", "LANG": "C"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(text.contains("EXIT STATUS"))
  }
}
