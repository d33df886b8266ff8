import BMISupport

/// A problem found at a place in a file, before a file name turns it into a ``Diagnostic``.
struct Finding: Error, Sendable {
  let problem: LoadProblem
  let position: TextPosition

  init(_ problem: LoadProblem, at position: TextPosition) {
    self.problem = problem
    self.position = position
  }

  /// The public diagnostic for a file. Its message is escaped (`VisibleText`), since it
  /// quotes the file's keys and texts.
  func diagnostic(fileName: String) -> Diagnostic {
    Diagnostic(
      severity: problem.code.rawValue.hasPrefix("W") ? .warning : .error, code: problem.code,
      location: FileLocation(file: fileName, line: position.line, column: position.column),
      message: VisibleText.escaped(problem.message))
  }
}
