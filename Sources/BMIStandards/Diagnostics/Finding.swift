import BMISupport

/// A problem found at a place in a file, before a file name turns it into a ``Diagnostic``.
struct Finding: Error, Sendable {
  let problem: LoadProblem
  let position: TextPosition
  /// The LMS table file the position is in, by its name relative to the standard file;
  /// `nil` for the standard file itself.
  let table: String?

  init(_ problem: LoadProblem, at position: TextPosition, inTable table: String? = nil) {
    self.problem = problem
    self.position = position
    self.table = table
  }

  /// The public diagnostic for a file. Its message is escaped (`VisibleText`), since it
  /// quotes the file's keys and texts.
  func diagnostic(fileName: String) -> Diagnostic {
    Diagnostic(
      severity: problem.code.rawValue.hasPrefix("W") ? .warning : .error, code: problem.code,
      location: FileLocation(
        file: table.map { Self.path(ofTable: $0, besideFile: fileName) } ?? fileName,
        line: position.line, column: position.column),
      message: VisibleText.escaped(problem.message))
  }

  /// The path of a table named relative to the standard file: `dir/org.yaml` and
  /// `my-lms.csv` make `dir/my-lms.csv`.
  static func path(ofTable table: String, besideFile fileName: String) -> String {
    guard let slash = fileName.lastIndex(of: "/") else { return table }
    return String(fileName[...slash]) + table
  }
}
