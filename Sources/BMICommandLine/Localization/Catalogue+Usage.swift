import BMIKit
import BMISupport

// The command line's own vocabulary: help headers, error framing and parse errors.
// English follows swift-argument-parser's wording word for word, so users of other Swift
// tools meet the same sentences.

extension Message {
  // MARK: - Framing

  /// The prefix of every error line.
  static let errorPrefix = Message(en: "Error:", ko: "오류:")
  /// The prefix of every warning line.
  static let warningPrefix = Message(en: "Warning:", ko: "경고:")
  /// The prefix of the usage line after a usage error.
  static let usagePrefix = Message(en: "Usage:", ko: "사용법:")

  /// The last line after a usage error.
  static func seeHelp(_ command: String) -> Message {
    Message(
      en: "See '\(command) --help' for more information.",
      ko: "자세한 내용은 '\(command) --help'를 보세요.")
  }

  // MARK: - Help screens

  static let helpOverview = Message(en: "OVERVIEW:", ko: "개요:")
  static let helpUsage = Message(en: "USAGE:", ko: "사용법:")
  static let helpArguments = Message(en: "ARGUMENTS:", ko: "인수:")
  static let helpOptions = Message(en: "OPTIONS:", ko: "옵션:")
  static let helpSubcommands = Message(en: "SUBCOMMANDS:", ko: "하위 명령:")
  static let helpVersion = Message(en: "Show the version.", ko: "버전을 보여 줍니다.")
  static let helpHelp = Message(en: "Show help information.", ko: "도움말을 보여 줍니다.")
  static let helpDefaultMarker = Message(en: "(default)", ko: "(기본)")

  static func helpValues(_ list: String) -> Message {
    Message(en: "values: \(list)", ko: "값: \(list)")
  }

  static func helpDefault(_ value: String) -> Message {
    Message(en: "default: \(value)", ko: "기본값: \(value)")
  }

  static func helpSeeSubcommand(_ command: String) -> Message {
    Message(
      en: "See '\(command) <subcommand>' for detailed help.",
      ko: "자세한 도움말은 '\(command) <subcommand>'를 보세요.")
  }

  // MARK: - Parse errors

  static func unknownOption(_ name: String, suggestion: String?) -> Message {
    let name = VisibleText.excerpt(name)
    let base = Message(en: "Unknown option '\(name)'", ko: "알 수 없는 옵션 '\(name)'")
    guard let suggestion else { return base }
    return base.appending(didYouMean(suggestion), separator: ". ")
  }

  static func didYouMean(_ suggestion: String) -> Message { Message.didYouMean([suggestion]) }

  static func missingValue(_ synopsis: String) -> Message {
    Message(en: "Missing value for '\(synopsis)'", ko: "'\(synopsis)'에 값이 없습니다")
  }

  static func flagTakesNoValue(_ name: String, value: String) -> Message {
    let (name, value) = (VisibleText.excerpt(name), VisibleText.excerpt(value))
    return Message(
      en: "The option '\(name)' does not take any value, but '\(value)' was specified.",
      ko: "'\(name)' 옵션은 값을 받지 않는데 '\(value)' 값이 주어졌습니다.")
  }

  static func unexpectedArguments(_ values: [String], suggestion: String?) -> Message {
    let values = values.map { VisibleText.excerpt($0) }
    let base: Message
    if values.count == 1 {
      base = Message(
        en: "Unexpected argument '\(values[0])'", ko: "예상하지 못한 인수 '\(values[0])'")
    } else {
      let list = values.joined(separator: "', '")
      base = Message(
        en: "\(values.count) unexpected arguments: '\(list)'",
        ko: "예상하지 못한 인수 \(values.count)개: '\(list)'")
    }
    guard let suggestion else { return base }
    return base.appending(didYouMean(suggestion), separator: ". ")
  }

  static func invalidValue(_ value: String, synopsis: String, allowed: [String]) -> Message {
    let value = VisibleText.excerpt(value)
    let quoted = allowed.map { "'\($0)'" }
    let english =
      quoted.count <= 2
      ? quoted.joined(separator: " and ")
      : quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
    return Message(
      en: "The value '\(value)' is invalid for '\(synopsis)'. Please provide one of \(english).",
      ko: "'\(synopsis)'에 '\(value)' 값은 쓸 수 없습니다. \(quoted.joined(separator: ", ")) 중 하나를 주세요."
    )
  }

  static func emptyName(_ synopsis: String) -> Message {
    Message(
      en: "The value of '\(synopsis)' is empty; give a name, or leave the option out.",
      ko: "'\(synopsis)'의 값이 비어 있습니다. 이름을 주거나, 옵션을 빼세요.")
  }

  static func missingArgument(_ synopsis: String) -> Message {
    Message(
      en: "Missing expected argument '\(synopsis)'", ko: "필요한 인수가 없습니다: '\(synopsis)'")
  }

  static func conflictingOptions(_ first: String, _ second: String) -> Message {
    Message(
      en: "Give either '\(first)' or '\(second)', not both.",
      ko: "'\(first)' 또는 '\(second)' 중 하나만 주세요.")
  }

  static func missingOneOf(_ synopses: [String]) -> Message {
    let list = synopses.joined(separator: "', '")
    return Message(en: "Missing one of: '\(list)'", ko: "다음 중 하나가 필요합니다: '\(list)'")
  }

  static let missingSubcommand = Message(
    en: "Missing required subcommand.", ko: "하위 명령이 필요합니다.")

  static func unknownSubcommand(_ name: String, suggestion: String?) -> Message {
    let name = VisibleText.excerpt(name)
    let base = Message(en: "Unknown subcommand '\(name)'", ko: "알 수 없는 하위 명령 '\(name)'")
    guard let suggestion else { return base }
    return base.appending(didYouMean(suggestion), separator: ". ")
  }
}
