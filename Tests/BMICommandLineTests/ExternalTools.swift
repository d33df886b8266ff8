import Foundation

/// Programs from the machine that some tests drive: found on `PATH` (then in `/usr/bin` and
/// `/bin`), so a test that needs a missing one is declared skipped with `.enabled(if:)`.
enum ExternalTools {
  /// The path of an executable, if installed.
  static func path(of name: String) -> String? {
    let searched = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/bin:/bin"
    for directory in searched.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  static let bash = path(of: "bash")
  static let zsh = path(of: "zsh")
  static let fish = path(of: "fish")
  static let man = path(of: "man")
  static let make = path(of: "make")
  static let ldd = path(of: "ldd")
  static let nm = path(of: "nm")

  /// What a program wrote, and how it ended.
  struct Outcome {
    let status: Int32
    let output: String
    let errors: String
  }

  /// Runs a program to its end with the given environment (the whole of it).
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String],
    in directory: URL? = nil
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read the error pipe alongside, so a chatty program cannot fill it and stall.
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
    return Outcome(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }
}
