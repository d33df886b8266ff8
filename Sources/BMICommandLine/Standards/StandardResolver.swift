import BMIKit
import BMIPlatform
import BMISupport

/// Turns what the user typed for `--standard` (or `BMI_STANDARD`) into a loaded standard:
/// a built-in id or alias, else the path of a standard file.
///
/// Look-alike characters are never substituted: `kssо.yaml` with a Cyrillic о is refused
/// with the character named, even though the built-in `ksso.yaml` is one letter away.
package enum StandardResolver {
  /// The standard used when none is named.
  package static let defaultName = "who-2000"
  /// The environment variable that names the default standard.
  package static let environmentVariable = "BMI_STANDARD"

  /// Loads the standard a command line names, reporting a file's warnings on standard
  /// error.
  ///
  /// - Parameters:
  ///   - name: The `--standard` value, or `nil` for `BMI_STANDARD` or the default.
  ///   - context: Where warnings and diagnostics go.
  /// - Returns: The standard.
  /// - Throws: Exit 66 for an unknown name or missing file, 74 for a read failure, 78 for
  ///   an invalid standard file (its diagnostics already printed).
  package static func resolve(_ name: String?, context: CommandContext) throws(CommandFailure)
    -> Standard
  {
    let fromEnvironment = name == nil && !(context.environment[environmentVariable] ?? "").isEmpty
    let typed = name ?? (fromEnvironment ? context.environment[environmentVariable]! : defaultName)
    if let id = BuiltInStandards.id(forName: typed) {
      guard let loaded = BuiltInStandards.standard(id: id) else {
        throw .notFound(.standardNotFound(typed, suggestions: [], fromEnvironment: fromEnvironment))
      }
      return loaded
    }
    let lookAlikes = Confusables.findings(in: typed)
    let isFile = FileReader.isFile(typed)
    if !lookAlikes.isEmpty {
      let skeleton = Confusables.skeleton(of: typed)
      let builtIn = BuiltInStandards.id(forName: skeleton)
      guard isFile else {
        throw .notFound(
          .lookAlikeName(
            typed, lookAlikes, suggestion: skeleton, builtIn: builtIn,
            fromEnvironment: fromEnvironment))
      }
      context.warn(.lookAlikeFile(typed, lookAlikes, builtIn: builtIn))
    }
    guard isFile || typed.contains("/") else {
      throw .notFound(
        .standardNotFound(
          typed, suggestions: nearestNames(to: typed), fromEnvironment: fromEnvironment))
    }
    return try load(file: typed, context: context)
  }

  /// Loads a user's standard file, printing its warnings, or its diagnostics and exit 78.
  ///
  /// - Parameters:
  ///   - path: The file's path as typed.
  ///   - context: Where diagnostics go.
  static func load(file path: String, context: CommandContext) throws(CommandFailure) -> Standard {
    let bytes: [UInt8]
    do throws(FileReadProblem) {
      bytes = try FileReader.read(path, limit: StandardLoader.maximumFileSize + 1)
    } catch {
      throw CommandFailure(exitCode: error.exitCode, message: .cannotRead(path, error))
    }
    do throws(StandardLoadError) {
      let loaded = try StandardLoader.load(bytes: bytes, fileName: path)
      if !loaded.warnings.isEmpty {
        context.errors.write(
          loaded.warnings.map { $0.rendered(source: bytes) }.joined())
      }
      return loaded.standard
    } catch {
      context.errors.write(
        error.renderedDiagnostics)
      let errors = error.diagnostics.filter { $0.severity == .error }.count
      throw CommandFailure(exitCode: .invalidStandard, message: .invalidStandardFile(path, errors))
    }
  }

  /// Built-in names near what was typed, nearest first, ignoring case and `.yaml`.
  static func nearestNames(to typed: String) -> [String] {
    var stem = typed.lowercased()
    for suffix in [".yaml", ".yml"] where stem.hasSuffix(suffix) {
      stem.removeLast(suffix.count)
    }
    if let slash = stem.lastIndex(of: "/") { stem = String(stem[stem.index(after: slash)...]) }
    let limit = max(2, stem.count / 3)
    return EditDistance.nearby(to: stem, in: BuiltInStandards.names, within: limit, count: 3)
  }
}
