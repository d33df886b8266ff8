import BMIKit
import BMISupport

/// `bmi standards init --from STANDARD`: prints a built-in as a file to edit: a new id and
/// name, the source kept as a comment, the examples included, and the schema named for
/// editors. `bmi standards check` and `bmi standards test` pass it as written.
enum StandardsInitCommand {
  static let from = OptionSpec.option(
    "from", valueName: "standard", help: .optionInitFromHelp, isRequired: true,
    completion: .values(BuiltInStandards.names))
  static let id = OptionSpec.option("id", help: .optionInitIDHelp)

  static let spec = CommandSpec(
    name: "init", abstract: .standardsInitAbstract, options: [from, id, CommonOptions.language]
  ) { arguments, context throws(CommandFailure) in
    let name = arguments.value(from.name) ?? ""
    let standard: Standard
    do throws(StandardNameError) {
      standard = try BuiltInStandards.named(name)
    } catch {
      throw .notFound(.initNotBuiltIn(name))
    }
    let builtIn = standard.identity.id
    guard standard.bmiForAgeReference == nil else {
      throw .dataError(.initNeedsReferenceTable(builtIn))
    }
    let newID = arguments.value(id.name) ?? "my-\(builtIn)"
    guard newID.utf8.count <= 64, isIdentifier(newID) else {
      throw .usage(.initInvalidID(newID))
    }
    guard let bytes = BuiltInStandards.fileBytes(id: builtIn) else {
      throw .notFound(.initNotBuiltIn(name))
    }
    let englishName = standard.name["en"] + " (local copy)"
    context.output.write(
      editableCopy(
        of: String(decoding: bytes, as: UTF8.self), builtIn: builtIn,
        version: standard.identity.version, newID: newID, newName: englishName))
  }

  /// The built-in's text with a new id and name and its source commented out.
  static func editableCopy(
    of text: String, builtIn: String, version: String, newID: String, newName: String
  ) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.first?.hasPrefix("# yaml-language-server:") == true { lines.removeFirst() }
    var output = [
      "# yaml-language-server: $schema=bmi-standard.schema.json",
      "# For completion in an editor, put BMIKit's Schemas/bmi-standard.schema.json beside this",
      "# file or change the path above. Made by `bmi standards init --from \(builtIn)` from the",
      "# built-in \(builtIn), version \(version). Change version whenever you change the content;",
      "# check with `bmi standards check FILE` and `bmi standards test --coverage FILE`.",
    ]
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let key = topLevelKey(line)
      // The block of a top-level key: its line and the indented or empty lines after it.
      var end = index + 1
      if key != nil {
        while end < lines.count, lines[end].hasPrefix(" ") { end += 1 }
      }
      switch key {
      case "id":
        output.append("id: \(newID)")
      case "name":
        output.append("name: {en: \(quoted(newName))}")
      case "source":
        output.append("# The source of the built-in \(builtIn):")
        output += lines[index..<end].map { "# " + $0 }
      default:
        output += lines[index..<end]
      }
      index = end
    }
    return output.joined(separator: "\n")
  }

  private static func topLevelKey(_ line: String) -> String? {
    guard let first = line.first, first.isLetter, let colon = line.firstIndex(of: ":") else {
      return nil
    }
    return String(line[..<colon])
  }

  private static func isIdentifier(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    return !text.isEmpty
      && parts.allSatisfy { part in
        !part.isEmpty
          && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
      }
  }

  private static func quoted(_ text: String) -> String { ExampleGenerator.quoted(text) }
}

extension Message {
  static let standardsInitAbstract = Message(
    en: "Print a built-in standard as a file to edit, with its examples.",
    ko: "내장 기준을 예시와 함께 편집할 수 있는 파일로 출력합니다.")
  static let optionInitFromHelp = Message(
    en: "The built-in standard to start from, such as ksso.",
    ko: "시작할 내장 기준 (예: ksso).")
  static let optionInitIDHelp = Message(
    en: "The new file's id (default: my- and the built-in's id).",
    ko: "새 파일의 id (기본값: my-와 내장 기준의 id).")
  static func initNotBuiltIn(_ name: String) -> Message {
    let shown = VisibleText.excerpt(name)
    return Message(
      en: "'\(shown)' is not a built-in standard; bmi standards list shows them.",
      ko: "내장 기준에 없는 이름입니다: '\(shown)'. bmi standards list로 목록을 확인하세요.")
  }
  static func initNeedsReferenceTable(_ id: String) -> Message {
    Message(
      en:
        "\(id) reads an LMS table that a copy would have to carry beside it; copy Standards/\(id).yaml and its References/ table from BMIKit instead.",
      ko:
        "\(id)는 LMS 표 파일이 함께 있어야 합니다. BMIKit의 Standards/\(id).yaml과 References/ 표를 함께 복사하세요.")
  }
  static func initInvalidID(_ id: String) -> Message {
    let shown = VisibleText.excerpt(id)
    return Message(
      en:
        "--id takes lowercase ASCII letters and digits in parts joined by single '-', such as my-clinic, not '\(shown)'.",
      ko: "--id에는 my-clinic처럼 소문자 ASCII 글자와 숫자를 '-' 하나로 이어 주세요. '\(shown)'은 쓸 수 없습니다.")
  }
}
