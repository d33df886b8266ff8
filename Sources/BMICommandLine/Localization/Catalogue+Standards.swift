import BMIKit
import BMIPlatform
import BMISupport

// Messages about finding, reading and checking standards.

extension Message {
  static func standardNotFound(_ name: String, suggestions: [String], fromEnvironment: Bool)
    -> Message
  {
    let name = VisibleText.excerpt(name)
    let origin =
      fromEnvironment
      ? Message(
        en: " (from \(StandardResolver.environmentVariable))",
        ko: " (\(StandardResolver.environmentVariable)에서)")
      : Message(en: "", ko: "")
    var message = Message(
      en: "No built-in standard or file named '\(name)'\(origin.english).",
      ko: "'\(name)'\(origin.korean)\(KoreanParticle.called.form(after: name)) 내장 기준이나 파일이 없습니다.")
    // `ksso-2O22`: name each plain-ASCII look-alike of the real name's character.
    let lookAlikes = suggestions.first.map { ASCIILookAlikes.differences(name, from: $0) } ?? []
    for difference in lookAlikes.prefix(5) {
      message = message.appending(
        Message(
          en:
            "  '\(difference.typed)' at position \(difference.position) looks like '\(difference.looksLike)'",
          ko:
            "  \(difference.position)번째 문자 \(quoted: difference.typed, particle: .topic) '\(difference.looksLike)'처럼 보입니다"
        ), separator: "\n")
    }
    if !suggestions.isEmpty {
      message = message.appending(
        Message.didYouMean(suggestions), separator: lookAlikes.isEmpty ? " " : "\n")
    }
    let ids = BuiltInStandards.ids.joined(separator: ", ")
    return message.appending(
      Message(
        en:
          "Built-in standards: \(ids). A standard file is named by its path, such as ./clinic.yaml.",
        ko: "내장 기준: \(ids). 기준 파일은 ./clinic.yaml처럼 경로로 지정합니다."),
      separator: "\n")
  }

  /// A name holding look-alike, invisible or control characters, and no file.
  static func unusualName(
    _ name: String, _ characters: [NameCharacter], more: Int, suggestion: String?,
    builtIn: String?, fromEnvironment: Bool
  ) -> Message {
    let origin = fromEnvironment ? " (\(StandardResolver.environmentVariable))" : ""
    let shown = VisibleText.excerpt(name)
    let allLookAlike = characters.allSatisfy { $0.looksLike != nil }
    let plural = characters.count + more > 1 || characters.contains { $0.occurrences > 1 }
    var lines =
      allLookAlike
      ? Message(
        en:
          "The standard name '\(shown)'\(origin) contains \(plural ? "characters" : "a character") that only look\(plural ? "" : "s") like ASCII:",
        ko: "기준 이름 '\(shown)'\(origin)에 ASCII 문자처럼 보이기만 하는 문자가 있습니다:")
      : Message(
        en:
          "The standard name '\(shown)'\(origin) contains \(plural ? "characters" : "a character") that \(plural ? "are" : "is") not what \(plural ? "they seem" : "it seems"):",
        ko: "기준 이름 '\(shown)'\(origin)에 보이는 것과 다른 문자가 있습니다:")
    for character in characters {
      lines = lines.appending(nameCharacterLine(character), separator: "\n")
    }
    if more > 0 {
      lines = lines.appending(
        Message(
          en: "  and \(more) more character\(more == 1 ? "" : "s") like these",
          ko: "  그 밖에 이런 문자 \(more)개"),
        separator: "\n")
    }
    guard let suggestion else {
      return lines.appending(
        Message(
          en: "Type the name again in plain ASCII letters.", ko: "이름을 ASCII 문자로 다시 입력하세요."),
        separator: "\n")
    }
    let target =
      builtIn.map { id in
        Message(en: " (the built-in \(id))", ko: " (내장 기준 \(id))")
      } ?? Message(en: "", ko: "")
    let quoted = VisibleText.excerpt(suggestion)
    return lines.appending(
      Message(
        en:
          "Did you mean '\(quoted)'\(target.english)? Type the name again in plain ASCII letters.",
        ko: "혹시 '\(quoted)'\(target.korean, particle: .object) 뜻하셨나요? 이름을 ASCII 문자로 다시 입력하세요."),
      separator: "\n")
  }

  /// One line of ``unusualName(_:_:more:suggestion:builtIn:fromEnvironment:)``.
  private static func nameCharacterLine(_ character: NameCharacter) -> Message {
    let name = character.scalar.codePointDescription
    let numbers = character.positions.map(String.init)
    let rest = character.occurrences - numbers.count
    let english: String
    let korean: String
    if rest > 0 {
      english = "positions " + numbers.joined(separator: ", ") + " and \(rest) more"
      korean = numbers.joined(separator: ", ") + "번째 외 \(rest)곳"
    } else if numbers.count > 1 {
      english =
        "positions " + numbers.dropLast().joined(separator: ", ") + " and " + numbers.last!
      korean = numbers.joined(separator: ", ") + "번째"
    } else {
      english = "position " + numbers[0]
      korean = numbers[0] + "번째"
    }
    if let looksLike = character.looksLike {
      return Message(
        en: "  \(name) at \(english), which looks like '\(looksLike)'",
        ko: "  \(korean) 문자 \(name): '\(looksLike)'처럼 보임")
    }
    if character.scalar.value < 0x20 || (0x7F...0x9F).contains(character.scalar.value) {
      return Message(
        en: "  \(name) at \(english), a control character",
        ko: "  \(korean) 문자 \(name): 제어 문자")
    }
    return Message(
      en: "  \(name) at \(english), which is invisible",
      ko: "  \(korean) 문자 \(name): 보이지 않는 문자")
  }

  static func lookAlikeFile(_ name: String, _ characters: [NameCharacter], builtIn: String?)
    -> Message
  {
    let listed = characters.map(\.scalar.codePointDescription).joined(separator: ", ")
    let shown = VisibleText.excerpt(name)
    let builtInNote =
      builtIn.map { id in
        Message(en: ", not the built-in \(id)", ko: "이며 내장 기준 \(id, particle: .subject) 아닙니다")
      } ?? Message(en: "", ko: "입니다")
    return Message(
      en:
        "Using the file '\(shown)'\(builtInNote.english); its name contains look-alike, invisible or control characters: \(listed).",
      ko:
        "파일 \(quoted: shown, particle: .object) 사용합니다. 이 파일은 사용자 파일\(builtInNote.korean). 이름에 비슷하게 보이거나 보이지 않는 문자가 있습니다: \(listed)."
    )
  }

  /// A built-in's name that is also the name of a file of the current folder: the built-in
  /// is used, and the file is named by its path.
  static func builtInBesideFile(_ name: String, file: String, id: String) -> Message {
    let shown = VisibleText.excerpt(name)
    let path = "./" + VisibleText.excerpt(file)
    return Message(
      en:
        "'\(shown)' is the built-in standard \(id), not the file \(path) in this folder. To use the file, write its path: \(path).",
      ko:
        "'\(shown)' 이름은 내장 기준 \(id)에 해당합니다. 이 폴더에 있는 같은 이름의 파일은 사용하지 않습니다. 그 파일을 사용하려면 경로를 쓰세요: \(path)."
    )
  }

  static func cannotRead(_ path: String, _ problem: FileReadProblem) -> Message {
    let path = VisibleText.excerpt(path, limit: 400)
    switch problem {
    case .notFound:
      return Message(en: "No such file: '\(path)'.", ko: "파일이 없습니다: '\(path)'.")
    case .permissionDenied:
      return Message(
        en: "Cannot open '\(path)': permission denied.",
        ko: "\(quoted: path, particle: .object) 열 수 없습니다: 권한이 없습니다.")
    case .isDirectory:
      return Message(
        en: "'\(path)' is a directory, not a file.",
        ko: "\(quoted: path, particle: .topic) 파일이 아니라 디렉터리입니다.")
    case .notRegularFile(let kind):
      return Message(
        en:
          "'\(path)' is \(kind), not a regular file; a standard is read from a regular file, which never makes bmi wait. Save the standard to a file and name that file.",
        ko:
          "\(quoted: path, particle: .topic) 일반 파일이 아닙니다 (\(kind)). 기준은 일반 파일에서 읽습니다. 기준을 파일로 저장한 뒤 그 파일을 지정하세요."
      )
    case .kernelFile:
      return Message(
        en:
          "'\(path)' is a file of the kernel (/proc, /sys), not a standard file; reading it could wait forever. Save the standard to a regular file and name that file.",
        ko:
          "\(quoted: path, particle: .topic) 커널 파일(/proc, /sys)이며 기준 파일이 아닙니다. 기준을 일반 파일로 저장한 뒤 그 파일을 지정하세요."
      )
    case .other(let reason):
      return Message(
        en: "Cannot read '\(path)': \(reason).",
        ko: "\(quoted: path, particle: .object) 읽을 수 없습니다: \(reason).")
    }
  }

  static func invalidStandardFile(_ path: String, _ errorCount: Int) -> Message {
    let path = VisibleText.excerpt(path, limit: 400)
    return Message(
      en:
        "'\(path)' is not a valid standard file (\(errorCount) error\(errorCount == 1 ? "" : "s") above).",
      ko: "\(quoted: path, particle: .topic) 올바른 기준 파일이 아닙니다 (위의 오류 \(errorCount)개).")
  }

  static let outputFailed = Message(
    en: "Could not write the output (disk full or closed pipe?).",
    ko: "출력을 쓰지 못했습니다 (디스크가 가득 찼거나 파이프가 닫혔나요?).")
}
