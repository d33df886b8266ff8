import BMICore
import BMIPlatform
import BMISupport

/// Why a batch run stopped: the input could not be read as a table, a file could not be
/// read or written, or (with `--strict`) a row was bad.
public enum BatchError: Error, Equatable, Sendable {
  /// The input file could not be opened.
  case openFailed(name: String, code: Int32)
  /// Reading the input failed part-way.
  case readFailed(name: String, code: Int32)
  /// The input file was cut shorter, rewritten, grown or replaced while it was read: its
  /// size, modification time or inode changed. The rows read may not be the file's.
  case inputChanged(name: String)
  /// The output file, or its temporary file, could not be created.
  case createFailed(name: String, code: Int32)
  /// Writing the output failed.
  case writeFailed(name: String, code: Int32)
  /// A signal meant to end the process arrived and the process went on (a handler caught
  /// it); the output file was left as it was.
  case interrupted(name: String, signal: Int32)
  /// The input has no header row.
  case emptyInput(name: String)
  /// The input holds bytes no text file has (NUL, or invalid UTF-8 in the header).
  case notText(name: String, line: Int)
  /// A record breaks the CSV rules at this line and column.
  case malformedCSV(name: String, line: Int, column: Int, problem: CSVProblem)
  /// A line is not a JSON object, at this line and column.
  case malformedJSON(name: String, line: Int, column: Int, problem: String)
  /// A record is longer than the limit; the file is probably not what it seems.
  case recordTooLong(name: String, line: Int, limit: Int)
  /// The header names more columns than batch reads.
  case tooManyColumns(name: String, count: Int, limit: Int)
  /// Columns the run needs are not in the header.
  case missingColumns(name: String, wanted: [String], header: [String])
  /// The standard needs an input (`sex`, `age`, `background`, `waist_cm`, or the height of a
  /// waist-to-height standard) and the header has no column for it.
  case missingInputColumn(name: String, input: String, wanted: [String], header: [String])
  /// A column name appears more than once in the header, at these 1-based positions.
  case duplicateColumn(name: String, column: String, positions: [Int])
  /// With `--strict`, the first bad row: its line, the column's name and 1-based position
  /// when one value is at fault, and the problem.
  case rowRejected(name: String, line: Int, column: String?, position: Int?, problem: RowProblem)
  /// JSON Lines written as CSV need the first line's keys on every line.
  case unexpectedKey(name: String, line: Int, key: String)
  /// A JSON line has a key the first line left for an answer (`bmi`, `category`, `error`,
  /// `label`, or the name with `.1` that replaced it), so its answer would have no name of
  /// its own.
  case answerKeyTaken(name: String, line: Int, key: String)
  /// The first line ends in a carriage return alone (classic Mac OS), which batch does not
  /// read as a line end.
  case carriageReturnLineEnds(name: String, line: Int)

  /// The stable code: `open-failed`, `read-failed`, `input-changed`, `create-failed`,
  /// `write-failed`,
  /// `interrupted`,
  /// `empty-input`, `not-text`, `malformed-csv`, `malformed-json`, `record-too-long`,
  /// `too-many-columns`, `missing-columns` (also for an input's column), `duplicate-column`,
  /// `row-rejected`, `unexpected-key`, `answer-key-taken` or `cr-line-ends`.
  public var code: String {
    switch self {
    case .openFailed: "open-failed"
    case .readFailed: "read-failed"
    case .inputChanged: "input-changed"
    case .createFailed: "create-failed"
    case .writeFailed: "write-failed"
    case .interrupted: "interrupted"
    case .emptyInput: "empty-input"
    case .notText: "not-text"
    case .malformedCSV: "malformed-csv"
    case .malformedJSON: "malformed-json"
    case .recordTooLong: "record-too-long"
    case .tooManyColumns: "too-many-columns"
    case .missingColumns, .missingInputColumn: "missing-columns"
    case .duplicateColumn: "duplicate-column"
    case .rowRejected: "row-rejected"
    case .unexpectedKey: "unexpected-key"
    case .answerKeyTaken: "answer-key-taken"
    case .carriageReturnLineEnds: "cr-line-ends"
    }
  }

  /// What is wrong, where, and what to do next, in English and Korean.
  package var message: LocalizedText { text.localizedText }

  /// The explanation in a language: Korean for `ko`, English otherwise.
  ///
  /// - Parameter language: A language tag.
  public func message(for language: String) -> String { message.text(for: language) }

  /// The explanation in each language, as the catalogue builds it; file names, column
  /// names and keys escaped and cut (`VisibleText`, ``excerpted``), as every message is one
  /// short line.
  package var text: Message { excerpted.unescapedText.visible }

  private var unescapedText: Message {
    switch self {
    case .openFailed(let name, let code):
      let reason = Self.reason(code)
      return Message(
        en: "cannot open \(name): \(reason); check the path and its permissions",
        ko: "\(name, particle: .object) 열 수 없습니다: \(reason). 경로와 권한을 확인하세요")
    case .readFailed(let name, let code):
      let reason = Self.reason(code)
      return Message(
        en: "reading \(name) failed: \(reason)",
        ko: "\(name, particle: .object) 읽지 못했습니다: \(reason)")
    case .inputChanged(let name):
      return Message(
        en: "\(name) changed while it was read (cut, rewritten, grown or replaced); an output "
          + "file named with -o was left as it was: run again once the file is complete",
        ko: "읽는 동안 입력 파일이 바뀌었습니다(잘림, 다시 씀, 늘어남 또는 바뀜): \(name). -o로 "
          + "지정한 출력 파일은 그대로 두었습니다. 파일이 다 쓰인 뒤 다시 실행하세요")
    case .createFailed(let name, let code) where code == EISDIR:
      return Message(
        en: "cannot write to \(name): it is a folder; name a file to write",
        ko: "\(name)에 쓸 수 없습니다: 폴더입니다. 쓸 파일 이름을 지정하세요")
    case .createFailed(let name, let code):
      let reason = Self.reason(code)
      return Message(
        en: "cannot create \(name): \(reason); check that its folder exists and is writable",
        ko: "\(name, particle: .object) 만들 수 없습니다: \(reason). 폴더가 있고 쓸 수 있는지 확인하세요")
    case .writeFailed(let name, let code):
      let reason = Self.reason(code)
      return Message(
        en: "writing \(name) failed: \(reason)", ko: "\(name)에 쓰지 못했습니다: \(reason)")
    case .interrupted(let name, let signal):
      return Message(
        en: "the run was interrupted by signal \(signal); \(name) was left as it was",
        ko: "실행이 시그널 \(signal, particle: .means) 중단되었습니다. \(name, particle: .topic) 그대로 두었습니다")
    case .emptyInput(let name):
      return Message(
        en: "\(name) has no header row; batch needs one naming the columns, such as "
          + "height_cm,weight_kg",
        ko: "\(name)에 머리글 행이 없습니다. height_cm,weight_kg처럼 열 이름을 적은 행이 필요합니다")
    case .notText(let name, let line):
      return Message(
        en: "\(name):\(line): this is not a CSV or JSON Lines file (it holds a NUL byte or "
          + "invalid UTF-8)",
        ko: "\(name):\(line): CSV나 JSON Lines 파일이 아닙니다 (NUL 바이트나 잘못된 UTF-8이 있습니다)")
    case .malformedCSV(let name, let line, let column, let problem):
      return Message(
        en: "\(name):\(line):\(column): not valid CSV: " + Self.englishText(problem),
        ko: "\(name):\(line):\(column): 올바른 CSV가 아닙니다: " + Self.koreanText(problem))
    case .malformedJSON(let name, let line, let column, let problem):
      return Message(
        en: "\(name):\(line):\(column): not a JSON object: \(problem); each line must hold one "
          + "JSON object",
        ko: "\(name):\(line):\(column): JSON 객체가 아닙니다: \(problem). 한 줄에 JSON 객체 "
          + "하나씩 있어야 합니다")
    case .recordTooLong(let name, let line, let limit):
      return Message(
        en: "\(name):\(line): the record is longer than \(limit / 1024) KiB; is a quote left "
          + "open, or is this not a CSV file?",
        ko: "\(name):\(line): 레코드가 \(limit / 1024) KiB보다 깁니다. 닫히지 않은 따옴표가 "
          + "있거나 CSV 파일이 아닌 것 같습니다")
    case .tooManyColumns(let name, let count, let limit):
      return Message(
        en: "\(name): the header has \(count) columns; batch reads at most \(limit). Is the "
          + "header the first line?",
        ko: "\(name): 머리글의 열이 \(count)개입니다. batch는 \(limit)개까지 읽습니다. "
          + "첫 줄이 머리글인지 확인하세요")
    case .missingColumns(let name, let wanted, let header):
      let found = header.map { "'\($0)'" }.joined(separator: ", ")
      let wantedEnglish = wanted.map { "'\($0)'" }.joined(separator: " or ")
      let wantedKorean = wanted.map { "'\($0)'" }.joined(separator: ", ")
      return Message(
        en:
          "\(name): no column \(wantedEnglish); the columns are \(found.isEmpty ? "none" : found). "
          + "Name them with --height-column and --weight-column, or --bmi-column",
        ko: "\(name): \(wantedKorean) 열이 없습니다. 있는 열: \(found.isEmpty ? "없음" : found). "
          + "--height-column과 --weight-column, 또는 --bmi-column으로 열을 지정하세요")
    case .missingInputColumn(let name, let input, let wanted, let header):
      let found = header.map { "'\($0)'" }.joined(separator: ", ")
      let wantedEnglish = wanted.map { "'\($0)'" }.joined(separator: " or ")
      let wantedKorean = wanted.map { "'\($0)'" }.joined(separator: ", ")
      let option =
        "--" + (input == "waist_cm" ? "waist" : input == "height_cm" ? "height" : input)
        + "-column"
      return Message(
        en: "\(name): the standard needs each row's \(input), and there is no column "
          + "\(wantedEnglish); the columns are \(found.isEmpty ? "none" : found). Name the "
          + "column with \(option)",
        ko: "\(name): 기준이 행마다 \(input) 값을 필요로 하는데 \(wantedKorean) 열이 없습니다. "
          + "있는 열: \(found.isEmpty ? "없음" : found). \(option, particle: .means) 열을 지정하세요")
    case .duplicateColumn(let name, let column, let positions):
      let list = positions.map(String.init).joined(separator: ", ")
      return Message(
        en: "\(name): the column '\(column)' appears \(positions.count) times (columns \(list)); "
          + "rename all but one",
        ko: "\(name): '\(column)' 열이 \(positions.count)번 나옵니다 (\(list)번째 열). "
          + "하나만 남기고 이름을 바꾸세요")
    case .rowRejected(let name, let line, let column, let position, let problem):
      var englishPlace = ""
      var koreanPlace = ""
      if let position {
        englishPlace += " in column \(position)"
        koreanPlace += " \(position)번째 열"
      }
      if let column {
        englishPlace += " '\(column)'"
        koreanPlace += " '\(column)'"
      }
      return Message(
        en: "\(name):\(line): \(problem.code)\(englishPlace): \(problem.text.english); "
          + "without --strict such rows are kept and flagged in the error column",
        ko: "\(name):\(line): \(problem.code)\(koreanPlace): \(problem.text.korean). "
          + "--strict 없이 실행하면 이런 행은 남기고 error 열에 표시합니다")
    case .unexpectedKey(let name, let line, let key):
      return Message(
        en: "\(name):\(line): the key '\(key)' is not on the first line, so it has no CSV "
          + "column; write JSON Lines with --format jsonl",
        ko: "\(name):\(line): '\(key)' 키가 첫 줄에 없어서 CSV 열이 없습니다. "
          + "--format jsonl로 JSON Lines를 쓰세요")
    case .answerKeyTaken(let name, let line, let key):
      return Message(
        en: "\(name):\(line): the line has the key '\(key)', which the first line leaves for "
          + "the answer, so every line's answer has the same name; rename the key, or put it "
          + "on the first line too (the answers are then named with .1 added)",
        ko: "\(name):\(line): 이 줄에 '\(key)' 키가 있습니다. 첫 줄에 따라 이 이름은 답에 쓰입니다 "
          + "(모든 줄의 답 이름이 같도록). 키 이름을 바꾸거나, 첫 줄에도 넣으세요 "
          + "(그러면 답의 이름에 .1이 붙습니다)")
    case .carriageReturnLineEnds(let name, let line):
      return Message(
        en:
          "\(name):\(line): the lines end in a carriage return alone (CR, as classic Mac OS wrote "
          + "them); batch reads LF or CRLF line ends. Convert the file first, for example with "
          + "tr '\\r' '\\n' < in.csv > out.csv",
        ko: "\(name):\(line): 줄이 캐리지 리턴(CR)만으로 끝납니다 (예전 Mac OS 형식). batch는 LF나 "
          + "CRLF 줄 끝을 읽습니다. 먼저 파일을 바꾸세요. 예: tr '\\r' '\\n' < in.csv > out.csv")
    }
  }

  private static func englishText(_ problem: CSVProblem) -> String {
    switch problem {
    case .characterAfterClosingQuote:
      "a quoted field must end at a comma or a line end; inside quotes, write a quote twice (\"\")"
    case .unterminatedQuote:
      "this quote is never closed, so batch stops here: from it on, nothing tells where a row "
        + "ends. Close it, or write a quote inside a field twice"
    }
  }

  private static func koreanText(_ problem: CSVProblem) -> String {
    switch problem {
    case .characterAfterClosingQuote:
      "따옴표로 묶은 필드는 쉼표나 줄 끝에서 끝나야 합니다. 따옴표 안의 따옴표는 두 번(\"\") 쓰세요"
    case .unterminatedQuote:
      "이 따옴표가 닫히지 않아 여기서 멈춥니다. 이 뒤로는 행이 어디서 끝나는지 알 수 없습니다. "
        + "따옴표를 닫거나, 필드 안의 따옴표는 두 번 쓰세요"
    }
  }

  private static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}

extension BatchError: CustomStringConvertible {
  /// The English message.
  public var description: String { text.english }
}

extension BatchError {
  /// The batch error for an output file that could not be created or completed.
  ///
  /// - Parameters:
  ///   - error: What failed, with its `errno` code.
  ///   - path: The output file's path, as given.
  package init(_ error: OutputFileError, path: String) {
    switch error {
    case .createFailed(let code): self = .createFailed(name: path, code: code)
    case .writeFailed(let code): self = .writeFailed(name: path, code: code)
    case .interrupted(let signal): self = .interrupted(name: path, signal: signal)
    }
  }
}

extension BatchError: BMIKitError {}
