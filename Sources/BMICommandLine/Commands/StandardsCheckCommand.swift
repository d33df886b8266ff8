import BMIKit
import BMIPlatform

/// `bmi standards check FILE…`: loads each file as `--standard` would and prints every
/// diagnostic, then runs the file's `examples:`. Exit 0 when all are valid and their examples
/// pass (warnings are printed), otherwise the code of the first file that failed: 78 invalid,
/// 66 not found, 74 unreadable, 1 when an example fails.
enum StandardsCheckCommand {
  static let spec = CommandSpec(
    name: "check", abstract: .standardsCheckAbstract,
    options: [CommonOptions.language],
    positionals: [
      PositionalSpec(
        "files", help: .argumentFilesHelp, isRequired: true, isRepeating: true,
        completion: .file)
    ]
  ) { arguments, context throws(CommandFailure) in
    var firstFailure: ExitCode?
    for path in arguments.positionals("files") {
      guard
        let (bytes, referenceFiles) = StandardFileReading.read(
          path, context: context, failure: &firstFailure)
      else { continue }
      do throws(StandardLoadError) {
        let loaded = try StandardLoader.load(
          bytes: bytes, fileName: path, referenceFiles: referenceFiles, delegates: .builtIns)
        context.errors.write(
          loaded.warnings.map { $0.rendered(source: bytes) }.joined())
        let standard = loaded.standard
        // The file's examples must pass too (`bmi standards test` reports their coverage).
        let runs = StandardFileReading.runExamples(of: loaded, path: path, context: context)
        let failed = runs.filter { !$0.passed }.count
        guard failed == 0 else {
          context.output.write(
            context.text(.checkFailedExamples(path, failed: failed, of: runs.count)) + "\n")
          firstFailure = firstFailure ?? .failure
          continue
        }
        context.output.write(
          context.text(
            .checkPassed(
              path, id: standard.identity.id, version: standard.identity.version,
              categories: standard.categories.count, sections: standard.sections.count,
              warnings: loaded.warnings.count))
            + "\n")
      } catch {
        context.errors.write(
          error.renderedDiagnostics)
        let errors = error.diagnostics.filter { $0.severity == .error }.count
        context.output.write(context.text(.checkFailed(path, errors: errors)) + "\n")
        firstFailure = firstFailure ?? .invalidStandard
      }
    }
    if let firstFailure { throw .silent(firstFailure) }
  }
}
