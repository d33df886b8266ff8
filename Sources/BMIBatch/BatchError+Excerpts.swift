import BMISupport

extension BatchError {
  /// The error with every outside text it quotes cut as echoes are
  /// (``VisibleText/excerpt(_:limit:)``): file names after 400 characters, column names,
  /// keys and JSON excerpts after 100, so that a hostile header or path is quoted in one
  /// short line. The problem of a rejected row cuts its own quotes (`MeasurementError`).
  var excerpted: BatchError {
    let path = { (name: String) in VisibleText.excerpt(name, limit: 400) }
    let cut = { (text: String) in VisibleText.excerpt(text) }
    return switch self {
    case .openFailed(let name, let code): .openFailed(name: path(name), code: code)
    case .readFailed(let name, let code): .readFailed(name: path(name), code: code)
    case .inputChanged(let name): .inputChanged(name: path(name))
    case .createFailed(let name, let code): .createFailed(name: path(name), code: code)
    case .writeFailed(let name, let code): .writeFailed(name: path(name), code: code)
    case .interrupted(let name, let signal): .interrupted(name: path(name), signal: signal)
    case .emptyInput(let name): .emptyInput(name: path(name))
    case .notText(let name, let line): .notText(name: path(name), line: line)
    case .malformedCSV(let name, let line, let column, let problem):
      .malformedCSV(name: path(name), line: line, column: column, problem: problem)
    case .malformedJSON(let name, let line, let column, let problem):
      .malformedJSON(name: path(name), line: line, column: column, problem: cut(problem))
    case .recordTooLong(let name, let line, let limit):
      .recordTooLong(name: path(name), line: line, limit: limit)
    case .tooManyColumns(let name, let count, let limit):
      .tooManyColumns(name: path(name), count: count, limit: limit)
    case .missingColumns(let name, let wanted, let header):
      .missingColumns(name: path(name), wanted: wanted.map(cut), header: Self.cut(header))
    case .missingInputColumn(let name, let input, let wanted, let header):
      .missingInputColumn(
        name: path(name), input: input, wanted: wanted.map(cut), header: Self.cut(header))
    case .duplicateColumn(let name, let column, let positions):
      .duplicateColumn(name: path(name), column: cut(column), positions: positions)
    case .rowRejected(let name, let line, let column, let position, let problem):
      .rowRejected(
        name: path(name), line: line, column: column.map(cut), position: position,
        problem: problem)
    case .unexpectedKey(let name, let line, let key):
      .unexpectedKey(name: path(name), line: line, key: cut(key))
    case .answerKeyTaken(let name, let line, let key):
      .answerKeyTaken(name: path(name), line: line, key: cut(key))
    case .carriageReturnLineEnds(let name, let line):
      .carriageReturnLineEnds(name: path(name), line: line)
    }
  }

  /// The most header names a message lists.
  static let listedColumnLimit = 20

  /// A header's names as a message lists them: each cut, and after
  /// ``listedColumnLimit`` of them one entry `…[N]`, N the number of names.
  private static func cut(_ header: [String]) -> [String] {
    let shown = header.prefix(listedColumnLimit).map { VisibleText.excerpt($0) }
    return header.count > listedColumnLimit ? shown + ["…[\(header.count)]"] : shown
  }
}
