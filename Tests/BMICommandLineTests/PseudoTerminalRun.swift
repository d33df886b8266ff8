import Foundation
import Testing

/// The built `bmi` in a pseudo-terminal, through util-linux `script` (Debian's bsdutils),
/// answered the way a person answers: each reply is typed only once its prompt is on the
/// screen. Typing ahead would race the line editor, which sets the terminal up when it asks;
/// keys that arrive before that are read by the terminal's own line discipline instead.
final class PseudoTerminalRun: @unchecked Sendable {
  /// Where util-linux `script` is installed.
  static let scriptPath = "/usr/bin/script"

  /// Whether a pseudo-terminal can be made here.
  static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: scriptPath) }

  /// How long a prompt or the end of the run may take before the test gives up.
  static let patience: TimeInterval = 20

  private let process = Process()
  private let keyboard = Pipe()
  private let screen = Pipe()
  private let condition = NSCondition()
  private var bytes = Data()
  private var closed = false
  /// How much of the screen the prompts waited for so far have consumed.
  private var consumed = 0

  /// Starts `bmi` with `arguments` in a pseudo-terminal.
  ///
  /// - Parameters:
  ///   - arguments: The words after `bmi`, joined by spaces into `script`'s command.
  ///   - environment: The complete environment of `script` and `bmi`.
  convenience init(arguments: [String], environment: [String: String]) throws {
    let executable = try builtExecutable()
    try self.init(
      command: ([executable.path] + arguments).joined(separator: " "), environment: environment)
  }

  /// Starts a shell command in a pseudo-terminal.
  ///
  /// - Parameters:
  ///   - command: The command `script` runs with `sh -c`.
  ///   - environment: The complete environment of `script` and the command.
  init(command: String, environment: [String: String]) throws {
    process.executableURL = URL(fileURLWithPath: Self.scriptPath)
    process.arguments = ["-qec", command, "/dev/null"]
    process.environment = environment
    process.standardInput = keyboard
    process.standardOutput = screen
    process.standardError = screen
    screen.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let chunk = handle.availableData
      guard let self else { return }
      self.condition.lock()
      if chunk.isEmpty { self.closed = true } else { self.bytes.append(chunk) }
      self.condition.broadcast()
      self.condition.unlock()
    }
    try process.run()
  }

  /// Everything the terminal showed so far, as text.
  var output: String {
    condition.lock()
    defer { condition.unlock() }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Waits for the next `prompt` after the last one waited for, then types `keys`.
  ///
  /// Records an issue and types nothing when the prompt does not come within
  /// ``patience``.
  ///
  /// - Parameters:
  ///   - keys: What to type: text, `\r` for Return, escape sequences for arrow keys.
  ///   - prompt: The text that must appear first.
  @discardableResult
  func type(
    _ keys: String, after prompt: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let wanted = Data(prompt.utf8)
    let deadline = Date(timeIntervalSinceNow: Self.patience)
    condition.lock()
    var found: Range<Data.Index>?
    while true {
      found = bytes.range(of: wanted, in: (bytes.startIndex + consumed)..<bytes.endIndex)
      if found != nil || closed || !condition.wait(until: deadline) { break }
    }
    if let found { consumed = found.upperBound - bytes.startIndex }
    let shown = String(decoding: bytes, as: UTF8.self)
    condition.unlock()
    guard found != nil else {
      Issue.record(
        "no \(prompt.debugDescription) on the screen:\n\(shown)", sourceLocation: sourceLocation)
      return false
    }
    // The prompt is on the screen a moment before the line editor has the terminal set
    // up; keys typed in that moment can be lost on a busy machine.
    usleep(150_000)
    keyboard.fileHandleForWriting.write(Data(keys.utf8))
    return true
  }

  /// Waits for the run to end (killing it after ``patience``) and gives its exit status.
  func finish(sourceLocation: SourceLocation = #_sourceLocation) -> Int32 {
    let deadline = Date(timeIntervalSinceNow: Self.patience)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning {
      Issue.record("bmi still running:\n\(output)", sourceLocation: sourceLocation)
      process.terminate()
    }
    process.waitUntilExit()
    try? keyboard.fileHandleForWriting.close()
    // The rest of the screen, up to `script` closing it.
    condition.lock()
    while !closed && condition.wait(until: Date(timeIntervalSinceNow: 2)) {}
    condition.unlock()
    screen.fileHandleForReading.readabilityHandler = nil
    return process.terminationStatus
  }
}
