#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a batch run stopped: the input could not be read as a table, a file could not be
/// read or written, or (with `--strict`) a row was bad.
enum BatchError: Error, Equatable, Sendable {
  /// The input file could not be opened.
  case openFailed(name: String, code: Int32)
  /// Reading the input failed part-way.
  case readFailed(name: String, code: Int32)
  /// The output file, or its temporary file, could not be created.
  case createFailed(name: String, code: Int32)
  /// Writing the output failed.
  case writeFailed(name: String, code: Int32)
  /// The input has no header row.
  case emptyInput(name: String)
  /// The input holds bytes no text file has (NUL, or invalid UTF-8 in the header).
  case notText(name: String, line: Int)
  /// A record breaks the CSV rules at this line and column.
  case malformedCSV(name: String, line: Int, column: Int, problem: String)
  /// A line is not a JSON object, at this line and column.
  case malformedJSON(name: String, line: Int, column: Int, problem: String)
  /// A record is longer than the limit; the file is probably not what it seems.
  case recordTooLong(name: String, line: Int, limit: Int)
  /// Columns the run needs are not in the header.
  case missingColumns(name: String, wanted: [String], header: [String])
  /// A column name appears more than once in the header, at these 1-based positions.
  case duplicateColumn(name: String, column: String, positions: [Int])
  /// With `--strict`, the first bad row.
  case rowRejected(
    name: String, line: Int, column: String?, position: Int?, code: String,
    message: String)
  /// JSON Lines written as CSV need the first line's keys on every line.
  case unexpectedKey(name: String, line: Int, key: String)
  /// The run was interrupted by a signal.
  case interrupted(signal: Int32)

  /// The process exit status, from `sysexits.h`: 65 for bad data, 66 for an input that
  /// cannot be opened, 73 for an output that cannot be created, 74 for I/O failures.
  var exitStatus: Int32 {
    switch self {
    case .openFailed: 66
    case .readFailed, .writeFailed: 74
    case .createFailed: 73
    case .interrupted(let signal): 128 + signal
    default: 65
    }
  }
}

extension BatchError: CustomStringConvertible {
  /// One or two lines saying what is wrong, where, and what to do next.
  var description: String {
    switch self {
    case .openFailed(let name, let code):
      return "cannot open \(name): \(Self.reason(code)); check the path and its permissions"
    case .readFailed(let name, let code):
      return "reading \(name) failed: \(Self.reason(code))"
    case .createFailed(let name, let code):
      return
        "cannot create \(name): \(Self.reason(code)); check that its folder exists and is writable"
    case .writeFailed(let name, let code):
      return "writing \(name) failed: \(Self.reason(code))"
    case .emptyInput(let name):
      return
        "\(name) is empty; batch needs a header row naming the columns, such as height_cm,weight_kg"
    case .notText(let name, let line):
      return
        "\(name):\(line): this is not a CSV or JSON Lines text file (it holds a NUL byte or invalid UTF-8)"
    case .malformedCSV(let name, let line, let column, let problem):
      return "\(name):\(line):\(column): not valid CSV: \(problem)"
    case .malformedJSON(let name, let line, let column, let problem):
      return "\(name):\(line):\(column): not a JSON object: \(problem)"
    case .recordTooLong(let name, let line, let limit):
      return
        "\(name):\(line): the record is longer than \(limit / 1024) KiB; is this a CSV file with an unclosed quote?"
    case .missingColumns(let name, let wanted, let header):
      let found =
        header.isEmpty
        ? "no columns" : "the columns " + header.map { "'\($0)'" }.joined(separator: ", ")
      return
        "\(name): no column \(wanted.joined(separator: " or ")); found \(found). Name the columns with --height-column and --weight-column, or --bmi-column"
    case .duplicateColumn(let name, let column, let positions):
      return
        "\(name): the column '\(column)' appears \(positions.count) times (columns \(positions.map(String.init).joined(separator: ", "))); rename one so the column is unambiguous"
    case .rowRejected(let name, let line, let column, let position, let code, let message):
      var place = ""
      if let position { place += " in column \(position)" }
      if let column { place += " '\(column)'" }
      return
        "\(name):\(line): \(code)\(place): \(message); without --strict such rows are flagged in the error column"
    case .unexpectedKey(let name, let line, let key):
      return
        "\(name):\(line): the key '\(key)' is not on the first line, so it has no CSV column; write JSON Lines with --format jsonl"
    case .interrupted(let signal):
      return "interrupted by signal \(signal)"
    }
  }

  private static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
