import Foundation
import PackagePlugin

/// Turns `Standards/*.yaml` into Swift source for the target that uses the plugin, so the
/// built-in standards travel inside the binary and `Standards/` stays the one source of truth.
@main
struct EmbedStandardsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let standards = context.package.directoryURL.appending(path: "Standards")
    let files = try FileManager.default.contentsOfDirectory(
      at: standards, includingPropertiesForKeys: nil
    )
    .filter { $0.pathExtension == "yaml" }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
    // The LMS tables the BMI-for-age standards name: a change to one rebuilds the built-ins.
    let referenceDirectory = standards.appending(path: "References")
    let references =
      (try? FileManager.default.contentsOfDirectory(
        at: referenceDirectory, includingPropertiesForKeys: nil))?
      .filter { $0.pathExtension == "csv" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent } ?? []
    let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedStandardFiles.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(files.count) standard files",
        executable: try context.tool(named: "EmbedStandardsTool").url,
        arguments: [output.path()] + files.map { $0.path() },
        inputFiles: files + references,
        outputFiles: [output]
      )
    ]
  }
}
