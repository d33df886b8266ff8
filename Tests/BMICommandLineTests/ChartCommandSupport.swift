import BMICommandLine
import Foundation

/// Runs `bmi` for the chart and diff tests: in this process through ``BMICommand/run``, or
/// as the built executable.
enum ChartCommandSupport {
  struct Result {
    let status: Int32
    let output: String
    let errors: String
  }

  /// Runs `bmi <arguments>` in-process with an English, colourless, pipe-only environment.
  static func run(_ arguments: [String], environment: [String: String] = [:]) -> Result {
    let output = TextBuffer()
    let errors = TextBuffer()
    let context = CommandContext(
      environment: ["LANG": "C"].merging(environment) { $1 }, output: output, errors: errors,
      input: TextBuffer(), terminal: .none)
    let code = BMICommand.run(arguments: ["bmi"] + arguments, context: context)
    return Result(status: code.rawValue, output: output.text, errors: errors.text)
  }

  /// The built `bmi` executable, next to the test bundle.
  static var executable: URL {
    let products = Bundle.main.bundleURL
    let beside = products.appendingPathComponent("bmi")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return products.deletingLastPathComponent().appendingPathComponent("bmi")
  }

  /// Runs the built executable with `LANG=C`, no terminal and the given extra environment.
  static func runExecutable(_ arguments: [String], environment: [String: String] = [:]) throws
    -> Result
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ["LANG": "C", "PATH": "/usr/bin:/bin"].merging(environment) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }

  /// A fresh folder for files a test writes, removed by the caller.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bmi-chart-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
