import BMIKit
import BMISupport

// What `bmi batch` says, in English and Korean: help, errors, the summary and progress.

extension Message {
  // MARK: - Help

  /// Batch and chart do not follow a delegating standard's hand-overs.
  static func delegatingNotFollowed(_ standard: Standard, command: String) -> Message {
    let names = standard.sections.compactMap { $0.delegate?.reference }
      .map { VisibleText.escaped($0) }.joined(separator: ", ")
    let id = VisibleText.escaped(standard.identity.id)
    return Message(
      en: "\(id) hands each age to another standard, which \(command) does not follow yet "
        + "(code delegating-standard); run \(command) with the standard for the ages: \(names).",
      ko: "\(id)는 나이마다 다른 기준에 판정을 넘기는데, \(command)는 아직 이를 따르지 "
        + "않습니다 (코드 delegating-standard). 나이에 맞는 기준으로 \(command)를 실행하세요: \(names).")
  }

  static let batchAbstract = Message(
    en: "Classify every row of a CSV or JSON Lines file.",
    ko: "CSV 또는 JSON Lines 파일의 모든 행을 분류합니다.")

  static let batchDiscussion = Message(
    en: """
      Reads the file (or standard input) once, in constant memory, and writes every row \
      unchanged followed by bmi, category and error. Rows with a missing or bad value are \
      kept and flagged in the error column, never dropped. A summary goes to standard error. \
      Columns are found by name: height_cm or height, weight_kg or weight, or bmi.
      """,
    ko: """
      파일(또는 표준 입력)을 한 번만, 일정한 메모리로 읽고, 모든 행을 그대로 쓴 뒤 bmi, category, \
      error 열을 덧붙입니다. 값이 없거나 잘못된 행은 버리지 않고 error 열에 표시합니다. 요약은 \
      표준 오류로 나갑니다. 열은 이름으로 찾습니다: height_cm 또는 height, weight_kg 또는 weight, \
      또는 bmi.
      """)

  static let batchFileHelp = Message(
    en: "The CSV or JSON Lines file; '-' or nothing reads standard input.",
    ko: "CSV 또는 JSON Lines 파일. '-'이거나 없으면 표준 입력을 읽습니다.")
  static let batchOutputHelp = Message(
    en: "Write to this file, replacing it only when the whole run succeeds (- is standard "
      + "output).",
    ko: "이 파일에 씁니다. 실행 전체가 성공했을 때만 기존 파일을 바꿉니다(-는 표준 출력).")
  static let batchHeightColumnHelp = Message(
    en: "The height column (default: height_cm, then height).",
    ko: "키 열 (기본: height_cm, 없으면 height).")
  static let batchWeightColumnHelp = Message(
    en: "The weight column (default: weight_kg, then weight).",
    ko: "몸무게 열 (기본: weight_kg, 없으면 weight).")
  static func batchInputColumnHelp(_ what: String, _ column: String) -> Message {
    Message(
      en: "The \(what) column, for a standard that needs it (default: \(column)).",
      ko: "\(what) 열. 이 값이 필요한 기준에 씁니다 (기본값: \(column)).")
  }
  static func batchChildColumnHelp(_ english: String, _ korean: String, _ column: String)
    -> Message
  {
    Message(
      en: "The column of \(english), for a BMI-for-age standard (default: \(column)).",
      ko: "\(korean) 열. 연령별 BMI 기준에 씁니다 (기본값: \(column)).")
  }
  static let batchBMIColumnHelp = Message(
    en: "Classify this BMI column instead of heights and weights (default: bmi).",
    ko: "키와 몸무게 대신 이 BMI 열을 분류합니다 (기본: bmi).")
  static let batchHeightUnitHelp = Message(
    en: "The unit of heights written without one.", ko: "단위 없이 쓴 키의 단위.")
  static let batchWeightUnitHelp = Message(
    en: "The unit of weights written without one.", ko: "단위 없이 쓴 몸무게의 단위.")
  static let batchLabelHelp = Message(
    en: "Add a label column in the --lang language.", ko: "--lang 언어로 된 label 열을 덧붙입니다.")
  static let batchInputFormatHelp = Message(
    en: "The input's format (default: jsonl for .jsonl and .ndjson files, else csv).",
    ko: "입력 형식 (기본: .jsonl, .ndjson 파일은 jsonl, 그 밖에는 csv).")
  static let batchFormatHelp = Message(
    en: "The output's format (default: the input's); fhir-ndjson writes one FHIR BMI "
      + "Observation per row.",
    ko: "출력 형식 (기본: 입력과 같음). fhir-ndjson은 행마다 FHIR BMI Observation 하나를 씁니다.")
  static let batchErrorDetailHelp = Message(
    en: "Add an error_detail column: what is wrong with a flagged row, in the --lang language.",
    ko: "error_detail 열을 덧붙입니다: 표시된 행의 문제를 --lang 언어로 적습니다.")
  static let batchGroupsHelp = Message(
    en: "Add a groups column: the ids of the category's groups, separated by ';'.",
    ko: "groups 열을 덧붙입니다: 분류가 속한 묶음의 id를 ';'로 구분해 적습니다.")

  static func batchColumnsWithFHIR(_ option: String) -> Message {
    Message(
      en: "--\(option) adds a column, and --format fhir-ndjson writes FHIR records, which have "
        + "none; leave --\(option) out, or choose --format csv or jsonl.",
      ko: "--\(option, particle: .topic) 열을 덧붙이는데 --format fhir-ndjson은 열이 없는 FHIR 레코드를 씁니다. "
        + "--\(option, particle: .object) 빼거나 --format csv 또는 jsonl을 고르세요.")
  }

  static let batchStrictHelp = Message(
    en: "Stop at the first bad row with exit status 65.",
    ko: "처음 나온 잘못된 행에서 종료 상태 65로 멈춥니다.")

  static let batchThreadsHelp = Message(
    en: "Classify on this many threads; 1 reads, classifies and writes in turn (default: one "
      + "per processor). The output is the same.",
    ko: "이 수만큼의 스레드로 분류합니다. 1이면 읽기, 분류, 쓰기를 차례로 합니다 (기본: 프로세서마다 하나). "
      + "출력은 같습니다.")

  static func batchInvalidThreads(_ value: String, maximum: Int) -> Message {
    let value = VisibleText.excerpt(value)
    return Message(
      en: "The value '\(value)' is invalid for '--threads <count>'. Give a whole number from 1 "
        + "to \(maximum), such as 2.",
      ko: "'--threads <count>'에 '\(value)' 값은 쓸 수 없습니다. 2처럼 1에서 \(maximum) 사이의 "
        + "정수를 주세요.")
  }

  static let batchNoHeaderHelp = Message(
    en: "The input has no header row (name its columns with --columns), and the output "
      + "has none either; an empty input gives an empty output.",
    ko: "입력에 머리글 행이 없고 (열 이름은 --columns로 줍니다) 출력에도 쓰지 않습니다. 빈 입력은 빈 출력이 됩니다.")

  static let batchColumnsHelp = Message(
    en: "The input's column names, in order, separated by commas, such as "
      + "id,height_cm,weight_kg; used with --no-header.",
    ko: "입력 열의 이름을 순서대로 쉼표로 나누어 줍니다 (예: id,height_cm,weight_kg). --no-header와 함께 씁니다.")

  static let batchDelimiterHelp = Message(
    en: "The field separator of CSV input and output: ',', ';' or 'tab' (default: ',', tab for "
      + "a .tsv file; ';' is what spreadsheets export where the decimal separator is a comma). "
      + "Tab-separated rows are not quoted, and \\N alone in a field is no value; "
      + "the answers a row lacks are written as \\N.",
    ko: "CSV 입력과 출력의 필드 구분자: ',', ';' 또는 'tab' (기본: ',', .tsv 파일이면 tab. ';'은 "
      + "소수점을 쉼표로 쓰는 곳의 스프레드시트가 내보내는 구분자입니다). 탭으로 나눈 행은 "
      + "따옴표를 쓰지 않고, 필드에 \\N만 있으면 값이 없는 것입니다. 행에 없는 답은 \\N으로 씁니다.")

  static let batchDelimiterIsForCSV = Message(
    en: "'--delimiter tab' reads tab-separated rows, and the input is JSON Lines. Leave "
      + "'--delimiter' out, or give '--input-format csv' for a tab-separated input.",
    ko: "'--delimiter tab'은 탭으로 나눈 행을 읽는데, 입력이 JSON Lines입니다. '--delimiter'를 "
      + "빼거나, 탭으로 나눈 입력이면 '--input-format csv'를 주세요.")

  static let batchNoHeaderNeedsColumns = Message(
    en: "'--no-header' needs '--columns <names>': name the input's columns in order, such as "
      + "--columns id,height_cm,weight_kg.",
    ko: "'--no-header'에는 '--columns <names>'가 필요합니다. --columns id,height_cm,weight_kg처럼 "
      + "입력 열의 이름을 순서대로 주세요.")

  static let batchColumnsNeedNoHeader = Message(
    en: "'--columns <names>' names the columns of an input without a header row: add "
      + "'--no-header', or leave '--columns' out to read the names from the header.",
    ko: "'--columns <names>'는 머리글 행이 없는 입력의 열 이름입니다. '--no-header'를 더하거나, "
      + "머리글에서 이름을 읽으려면 '--columns'를 빼세요.")

  static let batchNoHeaderIsForCSV = Message(
    en: "'--no-header' is for CSV input; JSON Lines objects name their own keys. Leave "
      + "'--no-header' out, or give '--input-format csv'.",
    ko: "'--no-header'는 CSV 입력에만 씁니다. JSON Lines 객체는 스스로 키 이름을 가집니다. "
      + "'--no-header'를 빼거나 '--input-format csv'를 주세요.")

  static let batchNoInput = Message(
    en: "Missing expected argument '<file>'; name a file, or pipe rows into standard input",
    ko: "필요한 인수가 없습니다: '<file>'. 파일을 지정하거나 표준 입력으로 행을 넘기세요")

  static func batchSameColumn(_ name: String) -> Message {
    let name = VisibleText.excerpt(name)
    return Message(
      en: "--height-column and --weight-column both name '\(name)'; name two columns",
      ko: "--height-column과 --weight-column이 모두 '\(name)'입니다. 서로 다른 열을 지정하세요")
  }

  static let batchBMIColumnWithMeasurements = Message(
    en: "--bmi-column cannot be combined with --height-column or --weight-column",
    ko: "--bmi-column은 --height-column, --weight-column과 함께 쓸 수 없습니다")

  // MARK: - Summary and progress

  static func batchSummaryHeading(rows: Int, standard: String, classified: Int, flagged: Int)
    -> Message
  {
    Message(
      en: "\(rows) row\(rows == 1 ? "" : "s") read with \(standard): \(classified) classified, "
        + "\(flagged) flagged",
      ko: "\(standard, particle: .means) \(rows)행을 읽음: \(classified)행 분류, \(flagged)행 표시")
  }

  static let batchSummaryErrorMarker = Message(en: "(error)", ko: "(오류)")

  static func batchProgress(rows: Int, rowsPerSecond: Int, percent: Int?) -> Message {
    let share = percent.map { ", \($0)%" } ?? ""
    return Message(
      en: "\(rows) rows, \(rowsPerSecond) rows/s\(share)",
      ko: "\(rows)행, 초당 \(rowsPerSecond)행\(share)")
  }

  static let batchStandardInput = Message(en: "standard input", ko: "표준 입력")
}
