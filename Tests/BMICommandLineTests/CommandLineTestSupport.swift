import Foundation
import Testing

@testable import BMICommandLine

/// What one run of `bmi` produced.
struct RunResult: Sendable, CustomStringConvertible {
  let code: Int32
  let stdout: String
  let stderr: String

  var description: String { "exit \(code)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

/// An environment with no locale, colour or standard from the machine running the tests.
let plainEnvironment: [String: String] = ["LANG": "C", "PATH": "/usr/bin:/bin"]

/// Runs `bmi` in this process, as `main` would, with captured streams.
///
/// - Parameters:
///   - arguments: The arguments after `bmi`.
///   - environment: The environment; by default a plain C locale.
///   - lines: Lines typed on standard input.
///   - terminal: Which streams are terminals.
func runInProcess(
  _ arguments: [String], environment: [String: String] = plainEnvironment, lines: [String] = [],
  terminal: TerminalState = .none
) -> RunResult {
  let output = TextBuffer()
  let errors = TextBuffer()
  let context = CommandContext(
    environment: environment, output: output, errors: errors, input: TextBuffer(lines: lines),
    terminal: terminal)
  let code = BMICommand.run(arguments: ["bmi"] + arguments, context: context)
  return RunResult(code: code.rawValue, stdout: output.text, stderr: errors.text)
}

/// The built `bmi` executable, next to the test bundle in the products folder.
func builtExecutable() throws -> URL {
  var candidates = [Bundle.main.bundleURL.appendingPathComponent("bmi")]
  let runner = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  candidates.append(runner.appendingPathComponent("bmi"))
  candidates.append(runner.deletingLastPathComponent().appendingPathComponent("bmi"))
  let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  return try #require(found, "bmi executable not found near \(candidates.map(\.path))")
}

/// Runs the built `bmi` binary as a separate process.
///
/// - Parameters:
///   - arguments: The arguments after `bmi`.
///   - environment: The complete environment of the process.
///   - stdin: Bytes fed to standard input (then closed).
func runProcess(
  _ arguments: [String], environment: [String: String] = plainEnvironment, stdin: String = "",
  workingDirectory: URL? = nil
) throws -> RunResult {
  let raw = try runProcessBytes(
    arguments, environment: environment, stdin: Data(stdin.utf8),
    workingDirectory: workingDirectory)
  return RunResult(
    code: raw.code, stdout: String(decoding: raw.stdout, as: UTF8.self),
    stderr: String(decoding: raw.stderr, as: UTF8.self))
}

/// Runs a `bmi` binary (the built one unless `executable` is given) with raw bytes in and out.
///
/// - Parameters:
///   - arguments: The arguments after `bmi`.
///   - executable: The binary to run; by default the built one.
///   - environment: The complete environment of the process.
///   - stdin: Bytes fed to standard input (then closed).
///   - workingDirectory: Where the process runs.
func runProcessBytes(
  _ arguments: [String], executable: URL? = nil,
  environment: [String: String] = plainEnvironment, stdin: Data = Data(),
  workingDirectory: URL? = nil
) throws -> (code: Int32, stdout: Data, stderr: Data) {
  let process = Process()
  process.executableURL = try executable ?? builtExecutable()
  process.arguments = arguments
  process.environment = environment
  if let workingDirectory { process.currentDirectoryURL = workingDirectory }
  let input = Pipe()
  let output = Pipe()
  let errors = Pipe()
  process.standardInput = input
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  writeToChild(stdin, input.fileHandleForWriting)
  try input.fileHandleForWriting.close()
  // Read both pipes to the end before waiting, so a large output cannot block the child.
  let group = DispatchGroup()
  nonisolated(unsafe) var errorData = Data()
  group.enter()
  DispatchQueue.global().async {
    errorData = errors.fileHandleForReading.readDataToEndOfFile()
    group.leave()
  }
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  group.wait()
  process.waitUntilExit()
  return (process.terminationStatus, outputData, errorData)
}

/// Writes `data` to a pipe a child process reads, as far as the child reads it.
///
/// A child may end before it reads its input (an option it refuses is found first), and a
/// write to a pipe nobody reads raises SIGPIPE, whose default ends this whole test process.
/// The signal is blocked on this thread for the write and taken back if it came, so the write
/// just stops; the child's exit status and output are what the test looks at. The test
/// process cannot ignore SIGPIPE instead: its children would inherit that, and the tests of
/// how `bmi` ends on a signal send it SIGPIPE.
func writeToChild(_ data: Data, _ handle: FileHandle) {
  guard !data.isEmpty else { return }
  var pipeSignal = sigset_t()
  sigemptyset(&pipeSignal)
  sigaddset(&pipeSignal, SIGPIPE)
  var previous = sigset_t()
  pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
  defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
  try? handle.write(contentsOf: data)
  var pending = sigset_t()
  sigpending(&pending)
  if sigismember(&pending, SIGPIPE) == 1 {
    var now = timespec()
    _ = sigtimedwait(&pipeSignal, nil, &now)
  }
}

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// A fresh temporary directory, removed by the caller.
func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "bmi-cli-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
