import Foundation
import Testing

@testable import BMICommandLine

struct CompletionTests {
  /// Sources the bash script in a real bash and asks `_bmi` for the completions of a line.
  private func bashCompletions(_ words: [String]) throws -> [String] {
    let script = runInProcess(["completions", "bash"]).stdout
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("bmi.bash")
    try script.write(to: file, atomically: true, encoding: .utf8)
    let quotedWords = words.map { "'\($0)'" }.joined(separator: " ")
    let driver = """
      source '\(file.path)'
      COMP_WORDS=(\(quotedWords))
      COMP_CWORD=\(words.count - 1)
      _bmi
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", driver]
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return text.split(separator: "\n").map(String.init)
  }

  @Test func bashCompletesSubcommandsOptionsAndValues() throws {
    let top = try bashCompletions(["bmi", ""])
    #expect(top.contains("classify"))
    #expect(top.contains("standards"))
    #expect(top.contains("--height"), "the default subcommand's options")
    #expect(try bashCompletions(["bmi", "standards", ""]).sorted().starts(with: ["--help"]))
    #expect(try bashCompletions(["bmi", "standards", "s"]) == ["show"])
    #expect(try bashCompletions(["bmi", "--lang", ""]) == ["en", "ko", "ja", "zh"])
    #expect(try bashCompletions(["bmi", "classify", "--standard", "ks"]).contains("ksso"))
    #expect(try bashCompletions(["bmi", "completions", "f"]) == ["fish"])
    #expect(try bashCompletions(["bmi", "classify", "--for"]) == ["--format"])
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func scriptsAreValidForTheirShell(_ shell: String) throws {
    let result = runInProcess(["completions", shell])
    #expect(result.code == 0)
    #expect(result.stdout.contains("bmi"))
    let paths = ["/bin/\(shell)", "/usr/bin/\(shell)"]
    guard let path = paths.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
      // The shell is not installed here; its syntax cannot be checked, the content can.
      #expect(result.stdout.contains("standard"))
      return
    }
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("bmi.\(shell)")
    try result.stdout.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["-n", file.path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(shell) -n: \(message)")
  }

  @Test func everyOptionOfEveryCommandIsOffered() {
    let script = runInProcess(["completions", "fish"]).stdout
    for node in CompletionScript.nodes(CommandRegistry.root) {
      for option in node.command.options {
        #expect(script.contains("-l \(option.name)"), "\(node.key) --\(option.name)")
      }
    }
  }
}
