import BMIKit
import BMIPlatform
import BMISupport

// Messages about finding, reading and checking standards.

extension Message {
  static func standardNotFound(_ name: String, suggestions: [String], fromEnvironment: Bool)
    -> Message
  {
    let origin =
      fromEnvironment
      ? Message(
        en: " (from \(StandardResolver.environmentVariable))",
        ko: " (\(StandardResolver.environmentVariable)에서)")
      : Message(en: "", ko: "")
    var message = Message(
      en: "No built-in standard or file named '\(name)'\(origin.english).",
      ko: "'\(name)'\(origin.korean)이라는 내장 기준이나 파일이 없습니다.")
    if !suggestions.isEmpty {
      let quoted = suggestions.map { "'\($0)'" }
      message = message.appending(
        Message(
          en: "Did you mean \(quoted.joined(separator: " or "))?",
          ko: "혹시 \(quoted.joined(separator: " 또는 "))을(를) 뜻하셨나요?"))
    }
    let ids = BuiltInStandards.ids.joined(separator: ", ")
    return message.appending(
      Message(
        en:
          "Built-in standards: \(ids). A standard file is named by its path, such as ./clinic.yaml.",
        ko: "내장 기준: \(ids). 기준 파일은 ./clinic.yaml처럼 경로로 지정합니다."),
      separator: "\n")
  }

  static func lookAlikeName(
    _ name: String, _ findings: [Confusables.Finding], suggestion: String, builtIn: String?,
    fromEnvironment: Bool
  ) -> Message {
    let origin = fromEnvironment ? " (\(StandardResolver.environmentVariable))" : ""
    let head = Message(
      en:
        "The standard name '\(name)'\(origin) contains \(findings.count == 1 ? "a character" : "characters") that only look\(findings.count == 1 ? "s" : "") like ASCII:",
      ko: "기준 이름 '\(name)'\(origin)에 ASCII 문자처럼 보이기만 하는 문자가 있습니다:")
    var lines = head
    for finding in findings {
      lines = lines.appending(
        Message(
          en:
            "  \(finding.scalar.codePointDescription) at position \(finding.position), which looks like '\(finding.looksLike)'",
          ko:
            "  \(finding.position)번째 문자 \(finding.scalar.codePointDescription): '\(finding.looksLike)'처럼 보임"
        ),
        separator: "\n")
    }
    let target =
      builtIn.map { id in
        Message(en: " (the built-in \(id))", ko: " (내장 기준 \(id))")
      } ?? Message(en: "", ko: "")
    return lines.appending(
      Message(
        en:
          "Did you mean '\(suggestion)'\(target.english)? Type the name again in plain ASCII letters.",
        ko: "혹시 '\(suggestion)'\(target.korean)을(를) 뜻하셨나요? 이름을 ASCII 문자로 다시 입력하세요."),
      separator: "\n")
  }

  static func lookAlikeFile(_ name: String, _ findings: [Confusables.Finding], builtIn: String?)
    -> Message
  {
    let characters = findings.map { "\($0.scalar.codePointDescription)" }.joined(separator: ", ")
    let builtInNote =
      builtIn.map { id in
        Message(en: ", not the built-in \(id)", ko: "이며 내장 기준 \(id)이(가) 아닙니다")
      } ?? Message(en: "", ko: "입니다")
    return Message(
      en:
        "Using the file '\(name)'\(builtInNote.english); its name contains look-alike characters: \(characters).",
      ko:
        "파일 '\(name)'을(를) 사용합니다. 이 파일은 사용자 파일\(builtInNote.korean). 이름에 비슷하게 보이는 문자가 있습니다: \(characters)."
    )
  }

  static func cannotRead(_ path: String, _ problem: FileReadProblem) -> Message {
    switch problem {
    case .notFound:
      Message(en: "No such file: '\(path)'.", ko: "파일이 없습니다: '\(path)'.")
    case .permissionDenied:
      Message(
        en: "Cannot open '\(path)': permission denied.", ko: "'\(path)'을(를) 열 수 없습니다: 권한이 없습니다.")
    case .isDirectory:
      Message(
        en: "'\(path)' is a directory, not a file.", ko: "'\(path)'은(는) 파일이 아니라 디렉터리입니다.")
    case .other(let reason):
      Message(en: "Cannot read '\(path)': \(reason).", ko: "'\(path)'을(를) 읽을 수 없습니다: \(reason).")
    }
  }

  static func invalidStandardFile(_ path: String, _ errorCount: Int) -> Message {
    Message(
      en:
        "'\(path)' is not a valid standard file (\(errorCount) error\(errorCount == 1 ? "" : "s") above).",
      ko: "'\(path)'은(는) 올바른 기준 파일이 아닙니다 (위의 오류 \(errorCount)개).")
  }

  static let outputFailed = Message(
    en: "Could not write the output (disk full or closed pipe?).",
    ko: "출력을 쓰지 못했습니다 (디스크가 가득 찼거나 파이프가 닫혔나요?).")
}
