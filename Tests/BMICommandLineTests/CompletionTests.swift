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

  @Test(.enabled(if: ExternalTools.bash != nil, "needs bash"))
  func theBashScriptIsValidBash() throws {
    try checkSyntax(of: "bash", with: try #require(ExternalTools.bash))
  }

  @Test(.enabled(if: ExternalTools.zsh != nil, "needs zsh"))
  func theZshScriptIsValidZsh() throws {
    try checkSyntax(of: "zsh", with: try #require(ExternalTools.zsh))
  }

  @Test(.enabled(if: ExternalTools.fish != nil, "needs fish"))
  func theFishScriptIsValidFish() throws {
    try checkSyntax(of: "fish", with: try #require(ExternalTools.fish))
  }

  /// Writes the script for `shell` and has the shell parse it without running it (`-n`).
  private func checkSyntax(of shell: String, with path: String) throws {
    let result = runInProcess(["completions", shell])
    #expect(result.code == 0)
    #expect(result.stdout.contains("bmi"))
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

  /// Runs a shell with a script.
  private func run(_ shell: String, _ script: String, in directory: URL) throws -> String {
    let path = try #require(ExternalTools.path(of: shell), "\(shell) is not installed")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["-c", script]
    process.environment = [
      "HOME": directory.path, "XDG_CONFIG_HOME": directory.path,
      "PATH": directory.path + ":/usr/bin:/bin",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text
  }

  @Test(.enabled(if: ExternalTools.fish != nil, "needs fish"))
  func fishCompletesFromTheScript() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let completions = directory.appendingPathComponent("fish/completions")
    try FileManager.default.createDirectory(at: completions, withIntermediateDirectories: true)
    try runInProcess(["completions", "fish"]).stdout.write(
      to: completions.appendingPathComponent("bmi.fish"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      at: directory.appendingPathComponent("bmi"), withDestinationURL: try builtExecutable())
    let top = try run("fish", "complete -C 'bmi '", in: directory)
    let names = top.split(separator: "\n").map { $0.split(separator: "\t")[0] }
    #expect(names.contains("classify"))
    #expect(names.contains("standards"))
    let standards = try run("fish", "complete -C 'bmi standards '", in: directory)
    #expect(standards.hasPrefix("check\t"))
    #expect(!standards.contains("classify"))
    let languages = try run("fish", "complete -C 'bmi --lang '", in: directory)
    #expect(
      languages.split(separator: "\n").map { $0.split(separator: "\t")[0] } == [
        "en", "ja", "ko", "zh",
      ])
  }

  @Test(.enabled(if: ExternalTools.zsh != nil, "needs zsh"))
  func zshFunctionOffersWhatTheParserAccepts() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var script = runInProcess(["completions", "zsh"]).stdout
    // Drop the final `_bmi "$@"` call; the test calls `_bmi` itself with stand-ins for the
    // completion system's functions, which print what they are given.
    script = script.replacingOccurrences(of: "_bmi \"$@\"\n", with: "")
    let file = directory.appendingPathComponent("_bmi")
    try script.write(to: file, atomically: true, encoding: .utf8)
    let driver = """
      compadd() { shift; print -l -- "$@"; }
      _describe() { local -a entries; entries=("${(@P)4}"); print -l -- "${entries[@]%%:*}"; }
      _files() { print "<files>"; }
      _message() { print "<message>"; }
      source '\(file.path)'
      words=(bmi standards ''); CURRENT=3; _bmi
      print -- ---
      words=(bmi --standard ''); CURRENT=3; _bmi
      """
    let output = try run("zsh", driver, in: directory)
    let parts = output.components(separatedBy: "---\n")
    #expect(parts.count == 2)
    #expect(
      parts[0] == "list\nshow\ncheck\ndiff\n--help\n--version\n"
        || parts[0].hasPrefix("list\nshow\ncheck\n"))
    #expect(parts.last?.contains("ksso-2022\n") == true)
    #expect(parts.last?.hasSuffix("<files>\n") == true)
  }
}
