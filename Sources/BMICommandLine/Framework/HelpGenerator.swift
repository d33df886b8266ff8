import BMIKit
import BMISupport

/// Help screens and usage lines in swift-argument-parser's layout: `OVERVIEW:`, `USAGE:`,
/// `ARGUMENTS:`, `OPTIONS:`, `SUBCOMMANDS:`, indent 2, labels padded to column 26.
enum HelpGenerator {
  private static let indent = 2
  private static let labelColumn = 26

  /// The usage line of the last command of the path, without `Usage: `.
  ///
  /// - Parameter path: The commands from the root.
  static func usage(for path: [CommandSpec]) -> String {
    let command = path[path.count - 1]
    if let usage = command.usage { return usage }
    var parts = [path.map(\.name).joined(separator: " ")]
    for option in command.options {
      parts.append(option.isRequired ? option.synopsis : "[\(option.synopsis)]")
    }
    parts += command.positionals.map(\.synopsis)
    if !command.subcommands.isEmpty { parts.append("<subcommand>") }
    return parts.joined(separator: " ")
  }

  /// The full help screen of the last command of the path, ending with a blank line.
  ///
  /// - Parameters:
  ///   - path: The commands from the root.
  ///   - language: The language of the run.
  static func help(for path: [CommandSpec], language: DisplayLanguage) -> String {
    let command = path[path.count - 1]
    let width = TextLayout.screenWidth
    var text = ""
    var overview = command.abstract.text(in: language)
    if let discussion = command.discussion?.text(in: language) {
      overview += "\n\n" + discussion
    }
    let overviewHeader = Message.helpOverview.text(in: language) + " "
    text += overviewHeader
    text += TextLayout.wrapped(
      overview, width: width, indent: 0, firstLineOffset: TextLayout.displayWidth(overviewHeader))
    text += "\n\n" + Message.helpUsage.text(in: language) + " " + usage(for: path) + "\n\n"

    var sections: [String] = []
    let arguments = command.positionals.map { positional in
      element(
        label: positional.placeholder,
        abstract: describe(
          positional.help, allowed: positional.allowedValues, default: nil, language))
    }
    sections.append(section(.helpArguments, arguments, language))
    var options = command.options.map { option in
      element(
        label: label(for: option),
        abstract: describe(
          option.help, allowed: option.allowedValues, default: option.defaultValue, language))
    }
    options.append(element(label: "--version", abstract: Message.helpVersion.text(in: language)))
    options.append(element(label: "-h, --help", abstract: Message.helpHelp.text(in: language)))
    sections.append(section(.helpOptions, options, language))
    let subcommands = command.subcommands.map { subcommand in
      let marker =
        subcommand.name == command.defaultSubcommand
        ? " " + Message.helpDefaultMarker.text(in: language) : ""
      return element(
        label: subcommand.name + marker, abstract: subcommand.abstract.text(in: language))
    }
    sections.append(section(.helpSubcommands, subcommands, language))
    text += sections.filter { !$0.isEmpty }.joined(separator: "\n")
    if !command.subcommands.isEmpty {
      var names = path.map(\.name)
      names.insert("help", at: 1)
      text +=
        "\n  " + Message.helpSeeSubcommand(names.joined(separator: " ")).text(in: language) + "\n"
    }
    return text + "\n"
  }

  /// `-o, --output <output>` or `--strict`.
  private static func label(for option: OptionSpec) -> String {
    option.shortName.map { "-\($0), \(option.synopsis)" } ?? option.synopsis
  }

  /// The abstract with `(values: …; default: …)` appended.
  private static func describe(
    _ help: Message, allowed: [String], default defaultValue: String?, _ language: DisplayLanguage
  ) -> String {
    var notes: [String] = []
    if !allowed.isEmpty {
      notes.append(Message.helpValues(allowed.joined(separator: ", ")).text(in: language))
    }
    if let defaultValue {
      notes.append(Message.helpDefault(defaultValue).text(in: language))
    }
    let abstract = help.text(in: language)
    return notes.isEmpty ? abstract : abstract + " (" + notes.joined(separator: "; ") + ")"
  }

  private static func element(label: String, abstract: String) -> String {
    let padded = String(repeating: " ", count: indent) + label
    let body = TextLayout.wrapped(
      abstract, width: TextLayout.screenWidth, indent: labelColumn, firstLineOffset: labelColumn)
    if TextLayout.displayWidth(padded) < labelColumn {
      return TextLayout.padded(padded, to: labelColumn) + body + "\n"
    }
    return padded + "\n" + String(repeating: " ", count: labelColumn) + body + "\n"
  }

  private static func section(_ header: Message, _ elements: [String], _ language: DisplayLanguage)
    -> String
  {
    guard !elements.isEmpty else { return "" }
    return header.text(in: language) + "\n" + elements.joined()
  }
}
