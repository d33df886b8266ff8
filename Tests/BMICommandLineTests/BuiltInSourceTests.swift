import Foundation
import Testing

/// The built-in standards compiled into the package (`Sources/BMIBuiltIns/Generated`) are
/// what the loader makes of `Standards/` now: `make builtins` writes them with
/// `EmbedStandardsTool`, and this test fails when a file of `Standards/` (or the tool) changed
/// without it.
struct BuiltInSourceTests {
  @Test func theCompiledBuiltInsAreWhatStandardsGives() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let tool = try builtExecutable().deletingLastPathComponent()
      .appendingPathComponent("EmbedStandardsTool")
    try #require(
      FileManager.default.isExecutableFile(atPath: tool.path),
      "EmbedStandardsTool not found at \(tool.path)")
    // The names in byte order, as `make builtins` lists them.
    let files = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Standards").path
    )
    .filter { $0.hasSuffix(".yaml") }
    .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    .map { "Standards/" + $0 }
    #expect(files.count >= 35)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bmi-builtins-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let written = folder.appendingPathComponent("GeneratedStandardFiles.swift")
    let process = Process()
    process.executableURL = tool
    process.arguments = [written.path] + files
    process.currentDirectoryURL = root
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let messages = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(
      process.terminationStatus == 0,
      "EmbedStandardsTool refused Standards/: \(String(decoding: messages, as: UTF8.self))")
    let committed = try Data(
      contentsOf: root.appendingPathComponent(
        "Sources/BMIBuiltIns/Generated/GeneratedStandardFiles.swift"))
    #expect(
      try Data(contentsOf: written) == committed,
      "Sources/BMIBuiltIns/Generated is not what Standards/ gives: run `make builtins`")
  }
}
