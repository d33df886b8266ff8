import BMIKit
import BMIPlatform
import BMISupport

/// Turns what the user typed for `--standard` (or `BMI_STANDARD`) into a loaded standard:
/// exactly a built-in id or alias, or else the path of a standard file.
///
/// Nothing else is accepted. Look-alike characters are never substituted: `kssо.yaml` with
/// a Cyrillic о, or `Kssо-2022` with U+212A KELVIN SIGN, is refused with each character
/// named, even though the built-in is one character away. A name without a slash that is a
/// built-in's means the built-in, with a warning when a file of that name is in the current
/// folder (`ksso.yaml` beside a file `Ksso.yaml`): the file is `./Ksso.yaml`.
package enum StandardResolver {
  /// The standard used when none is named.
  package static let defaultName = "who-2000"
  /// The environment variable that names the default standard.
  package static let environmentVariable = "BMI_STANDARD"

  /// The most distinct unusual characters of a name a message lists, and the most
  /// positions it gives for each; the rest are counted.
  static let listedCharacters = 5
  static let listedPositions = 3

  /// Loads the standard a command line names, reporting a file's warnings on standard
  /// error.
  ///
  /// - Parameters:
  ///   - name: The `--standard` value, or `nil` for `BMI_STANDARD` or the default.
  ///   - context: Where warnings and diagnostics go.
  /// - Returns: The standard.
  /// - Throws: Exit 66 for an unknown name, a look-alike or a missing file, 74 for a read failure, 78 for an invalid
  ///   standard file (its diagnostics already printed).
  package static func resolve(_ name: String?, context: CommandContext) throws(CommandFailure)
    -> Standard
  {
    let fromEnvironment = name == nil && !(context.environment[environmentVariable] ?? "").isEmpty
    let typed = name ?? (fromEnvironment ? context.environment[environmentVariable]! : defaultName)
    if let id = BuiltInStandards.id(forName: typed) {
      warnIfAlsoAFile(typed, id: id, context: context)
      guard let loaded = BuiltInStandards.standard(id: id) else {
        throw .notFound(.standardNotFound(typed, suggestions: [], fromEnvironment: fromEnvironment))
      }
      return loaded
    }
    let exists = FileReader.exists(typed)
    if !exists, let failure = unusualNameFailure(typed, fromEnvironment: fromEnvironment) {
      throw failure
    }
    if exists {
      let characters = unusualCharacters(in: typed)
      if !characters.shown.isEmpty {
        context.warn(
          .lookAlikeFile(
            typed, characters.shown, builtIn: builtInSpelled(by: typed)?.id))
      }
    }
    guard exists || typed.contains("/") else {
      throw .notFound(
        .standardNotFound(
          typed, suggestions: BuiltInStandards.nearestNames(to: typed),
          fromEnvironment: fromEnvironment))
    }
    return try load(file: typed, context: context)
  }

  /// The refusal of a name that holds look-alike, invisible or control characters and is
  /// no file: each character named (the first few), and the name it seems to spell.
  ///
  /// - Parameters:
  ///   - typed: The name as typed.
  ///   - fromEnvironment: Whether it came from `BMI_STANDARD`.
  /// - Returns: Exit 66 with the explanation, or `nil` for a name of ordinary characters.
  static func unusualNameFailure(_ typed: String, fromEnvironment: Bool) -> CommandFailure? {
    let builtIn = builtInSpelled(by: typed)
    // The spelling tells what each character stood for in this very name.
    var readAs: [Int: String] = [:]
    for finding in builtIn?.findings ?? [] where !finding.looksLike.isEmpty {
      readAs[finding.offset] = finding.looksLike
    }
    let characters = unusualCharacters(in: typed, readAs: readAs)
    guard !characters.shown.isEmpty else { return nil }
    let suggestion =
      builtIn?.name ?? LookAlikes.asciiReading(of: typed).flatMap { $0.isEmpty ? nil : $0 }
    return .notFound(
      .unusualName(
        typed, characters.shown, more: characters.unlisted, suggestion: suggestion,
        builtIn: builtIn?.id, fromEnvironment: fromEnvironment))
  }

  /// The built-in a name with look-alikes spells (``BuiltInStandards/spelled(byLookAlike:)``).
  static func builtInSpelled(by typed: String)
    -> (name: String, id: String, findings: [LookAlikes.Finding])?
  {
    BuiltInStandards.spelled(byLookAlike: typed)
  }

  /// The characters of a name that are not what they seem (look-alikes of ASCII, invisible
  /// characters, control characters), each distinct one once with its first positions, at
  /// most ``listedCharacters`` of them, and how many occurrences of others are left out.
  /// One pass over the name.
  ///
  /// - Parameters:
  ///   - typed: The name.
  ///   - readAs: What the look-alike at an offset stands for, when known from a match.
  static func unusualCharacters(in typed: String, readAs: [Int: String] = [:])
    -> (shown: [NameCharacter], unlisted: Int)
  {
    var shown: [NameCharacter] = []
    var unlisted = 0
    for (offset, scalar) in typed.unicodeScalars.enumerated() {
      let looksLike: String?
      if VisibleText.isUnsafe(scalar) {
        looksLike = nil
      } else if let reading = readAs[offset] ?? LookAlikes.readings(of: scalar).first {
        looksLike = reading
      } else {
        continue
      }
      if let index = shown.firstIndex(where: { $0.scalar == scalar && $0.looksLike == looksLike }) {
        shown[index].occurrences += 1
        if shown[index].positions.count < listedPositions {
          shown[index].positions.append(offset + 1)
        }
      } else if shown.count < listedCharacters {
        shown.append(
          NameCharacter(
            scalar: scalar, positions: [offset + 1], occurrences: 1, looksLike: looksLike))
      } else {
        unlisted += 1
      }
    }
    return (shown, unlisted)
  }

  /// Warns that a built-in's alias or a variant of its id (`ksso`, `KSSO`, `ksso.yaml`),
  /// which means the built-in, is also the name of a file in the current folder, in any
  /// letter case, and says how to name the file. The exact id is not looked up among the
  /// folder's files (the default `who-2000` would read the folder on every run).
  private static func warnIfAlsoAFile(_ typed: String, id: String, context: CommandContext) {
    guard typed != id, !typed.contains("/") else { return }
    guard let file = FileReader.names(equalIgnoringCase: typed).first else { return }
    context.warn(.builtInBesideFile(typed, file: file, id: id))
  }

  /// Loads a user's standard file, printing its warnings, or its diagnostics and exit 78.
  ///
  /// - Parameters:
  ///   - path: The file's path as typed.
  ///   - context: Where diagnostics go.
  static func load(file path: String, context: CommandContext) throws(CommandFailure) -> Standard {
    let file: StandardFileBytes
    do throws(FileReadProblem) {
      file = try StandardLoader.readFile(path: path)
    } catch {
      throw CommandFailure(exitCode: error.exitCode, message: .cannotRead(path, error))
    }
    do throws(StandardLoadError) {
      let loaded = try StandardLoader.load(
        bytes: file.bytes, fileName: path, referenceFiles: file.referenceFiles,
        delegates: .builtIns)
      if !loaded.warnings.isEmpty {
        context.errors.write(Diagnostic.rendered(loaded.warnings, source: file.bytes))
      }
      return loaded.standard
    } catch {
      context.errors.write(error.renderedDiagnostics)
      throw CommandFailure(
        exitCode: .invalidStandard, message: .invalidStandardFile(path, error.errors.count))
    }
  }
}

/// A character of a standard name that is not what it seems, for messages.
struct NameCharacter: Hashable, Sendable {
  /// The character.
  let scalar: Unicode.Scalar
  /// Its first positions in the name, counted in characters (Unicode scalars) from 1.
  var positions: [Int]
  /// How often it occurs.
  var occurrences: Int
  /// The ASCII it looks like, or `nil` for an invisible or control character.
  let looksLike: String?

}
