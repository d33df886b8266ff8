import BMIKit
import BMISupport

/// `bmi standards test FILE…`: runs the `examples:` of each standard file. A failing example
/// is reported `file:line:col` with what was expected, what came out and why; `--coverage`
/// reports what the examples cover (``ExampleCoverage``), `--min-coverage PERCENT` fails
/// below a share, and `--format junit` writes JUnit XML. Exit 0 when every example passes,
/// 1 when one fails or coverage is short, or the code of a file that cannot be loaded.
enum StandardsTestCommand {
  static let coverage = OptionSpec.flag("coverage", help: .optionCoverageHelp)
  static let minimumCoverage = OptionSpec.option(
    "min-coverage", valueName: "percent", help: .optionMinimumCoverageHelp)
  static let format = OptionSpec.option(
    "format", help: .optionTestFormatHelp, defaultValue: "text", allowedValues: ["text", "junit"])

  static let spec = CommandSpec(
    name: "test", abstract: .standardsTestAbstract,
    options: [coverage, minimumCoverage, format, CommonOptions.language],
    positionals: [
      PositionalSpec(
        "files", help: .argumentTestFilesHelp, isRequired: true, isRepeating: true,
        completion: .file)
    ]
  ) { arguments, context throws(CommandFailure) in
    var minimum: ExactDecimal?
    if let text = arguments.value(minimumCoverage.name) {
      guard let value = ExactDecimal(text), value.millionths >= 0,
        value.millionths <= 100 * ExactDecimal.scale
      else {
        throw .usage(.invalidMinimumCoverage(text))
      }
      minimum = value
    }
    let junit = arguments.value(format.name) == "junit"
    let wantsCoverage = arguments.isGiven(coverage.name) || minimum != nil
    var firstFailure: ExitCode?
    var suites: [JUnitReport.Suite] = []
    for path in arguments.positionals("files") {
      guard let file = StandardFileReading.read(path, context: context, failure: &firstFailure)
      else { continue }
      let loaded: LoadedStandard
      do throws(StandardLoadError) {
        loaded = try StandardLoader.load(
          bytes: file.bytes, fileName: path, referenceFiles: file.referenceFiles,
          delegates: .builtIns)
      } catch {
        context.errors.write(error.renderedDiagnostics)
        firstFailure = firstFailure ?? .invalidStandard
        continue
      }
      let runs = StandardFileReading.runExamples(of: loaded, path: path, context: context)
      let failed = runs.filter { !$0.passed }.count
      if failed > 0 { firstFailure = firstFailure ?? .failure }
      suites.append(
        JUnitReport.Suite(path: path, standard: loaded.standard.identity.id, runs: runs))
      var lines = [
        context.text(.testSummary(path, examples: runs.count, failed: failed))
      ]
      if wantsCoverage {
        let coverage = ExampleCoverage(standard: loaded.standard, runs: runs)
        lines.append(
          "  "
            + context.text(
              .testCoverage(
                coverage.percentText, covered: coverage.coveredCount,
                targets: coverage.targets.count)))
        for target in coverage.targets where !target.covered {
          lines.append("  " + context.text(.testNotCovered(target.name)))
        }
        if let minimum, !coverage.reaches(minimum) {
          lines.append("  " + context.text(.testBelowMinimum("\(minimum)")))
          firstFailure = firstFailure ?? .failure
        }
      }
      if !junit { context.output.write(lines.joined(separator: "\n") + "\n") }
    }
    if junit { context.output.write(JUnitReport.xml(suites)) }
    if let firstFailure { throw .silent(firstFailure) }
  }
}

/// JUnit XML for `bmi standards test --format junit`: one test suite per file, one test case
/// per example, named by its place in the file.
enum JUnitReport {
  /// The examples of one file.
  struct Suite: Sendable {
    /// The file as named on the command line.
    let path: String
    /// The standard's id.
    let standard: String
    /// The runs of its examples.
    let runs: [ExampleRun]
  }

  /// The report of every file.
  static func xml(_ suites: [Suite]) -> String {
    let tests = suites.map(\.runs.count).reduce(0, +)
    let failures = suites.map { $0.runs.filter { !$0.passed }.count }.reduce(0, +)
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"bmi standards test\" tests=\"\(tests)\" failures=\"\(failures)\">\n"
    for suite in suites {
      let failed = suite.runs.filter { !$0.passed }.count
      xml +=
        "  <testsuite name=\"\(escaped(suite.path))\" tests=\"\(suite.runs.count)\" "
        + "failures=\"\(failed)\" errors=\"0\">\n"
      for run in suite.runs {
        let example = run.example
        let name =
          "\(suite.path):\(example.expect.line):\(example.expect.column) expects \(run.expected)"
        xml += "    <testcase classname=\"\(escaped(suite.standard))\" name=\"\(escaped(name))\""
        if run.passed {
          xml += "/>\n"
        } else {
          let message = "got \(run.got)" + (run.failure.map { " (\($0))" } ?? "")
          xml +=
            ">\n      <failure message=\"\(escaped(message))\">"
            + "\(escaped(StandardFileReading.failureText(run, path: suite.path)))</failure>\n"
            + "    </testcase>\n"
        }
      }
      xml += "  </testsuite>\n"
    }
    return xml + "</testsuites>\n"
  }

  /// Text made safe for XML: the five special characters escaped, and every character XML
  /// 1.0 does not allow (controls other than tab and line feed) shown as visible text.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in VisibleText.excerpt(text, limit: 2_000).unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default:
        if scalar.value < 0x20 && scalar != "\t" && scalar != "\n" {
          result += "?"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
