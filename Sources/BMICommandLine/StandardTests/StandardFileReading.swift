import BMIKit
import BMIPlatform
import BMISupport

/// Reads a standard file named on the command line (or a built-in's name) for `standards
/// check` and `standards test`, reporting a file that cannot be read.
enum StandardFileReading {
  /// The bytes of the file and how to read the LMS tables it names, or `nil` after
  /// reporting why the file cannot be read and keeping the first exit code in `failure`.
  static func read(_ path: String, context: CommandContext, failure firstFailure: inout ExitCode?)
    -> (bytes: [UInt8], referenceFiles: ReferenceFileReader?)?
  {
    if !FileReader.isFile(path), let id = BuiltInStandards.id(forName: path),
      let embedded = BuiltInStandards.fileBytes(id: id)
    {
      return (embedded, { BuiltInStandards.referenceFileBytes(name: $0) })
    }
    do throws(FileReadProblem) {
      let file = try StandardLoader.readFile(path: path)
      return (file.bytes, file.referenceFiles)
    } catch {
      // A missing file whose name holds look-alikes is explained as --standard does.
      let failure =
        (error == .notFound
          ? StandardResolver.unusualNameFailure(path, fromEnvironment: false) : nil)
        ?? CommandFailure(exitCode: error.exitCode, message: .cannotRead(path, error))
      BMICommand.report(failure, usage: nil, context: context)
      firstFailure = firstFailure ?? failure.exitCode
      return nil
    }
  }

  /// Runs a loaded file's examples and writes each failure in compiler style to standard
  /// error: `file:line:col: error[example-failed]: example failed: …`.
  ///
  /// - Returns: The runs, in file order.
  static func runExamples(of loaded: LoadedStandard, path: String, context: CommandContext)
    -> [ExampleRun]
  {
    let runs = loaded.examples.map { ExampleRun.run($0, standard: loaded.standard) }
    for run in runs where !run.passed {
      context.errors.write(failureText(run, path: path) + "\n")
    }
    return runs
  }

  /// A failed example in compiler style, every outside text shown safely.
  static func failureText(_ run: ExampleRun, path: String) -> String {
    let location = FileLocation(
      file: path, line: run.example.expect.line, column: run.example.expect.column)
    var text =
      "\(location): error[example-failed]: example failed: expected \(run.expected); got \(run.got)"
    if let failure = run.failure { text += " (\(failure))" }
    if !run.why.isEmpty { text += "; \(run.why)" }
    return VisibleText.excerpt(text, limit: 2_000)
  }
}
