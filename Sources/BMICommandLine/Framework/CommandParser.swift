import BMIKit
import BMISupport

/// What a command line asks for, once matched against the command tree.
enum ParseOutcome {
  /// Run the last command of the path with these arguments.
  case run(path: [CommandSpec], arguments: ParsedArguments)
  /// Print the help of the last command of the path.
  case help(path: [CommandSpec])
  /// Print the version.
  case version
  /// Report a usage error about the last command of the path.
  case failure(UsageError, path: [CommandSpec])
}

/// Matches split arguments against a tree of ``CommandSpec``s. Pure: no globals, no I/O.
enum CommandParser {
  /// Parses a command line.
  ///
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - root: The root command (`bmi`).
  static func parse(_ arguments: [String], root: CommandSpec) -> ParseOutcome {
    let elements: [ArgumentElement]
    do {
      elements = try ArgumentSplitter.split(arguments)
    } catch {
      return .failure(error, path: [root])
    }
    var path = [root]
    var index = 0
    var strayWord: (word: String, suggestion: String)?
    while let group = path.last, !group.subcommands.isEmpty {
      let names = group.subcommands.map(\.name)
      if index < elements.count, case .value(let word) = elements[index] {
        if path.count == 1 && word == "help" {
          return helpOutcome(for: elements[(index + 1)...], root: root)
        }
        if let subcommand = group.subcommand(named: word) {
          path.append(subcommand)
          index += 1
          continue
        }
        let suggestion = EditDistance.nearest(to: word, in: names)
        guard let fallback = group.defaultSubcommand.flatMap(group.subcommand(named:)) else {
          return .failure(.unexpectedArguments([word], suggestion: suggestion), path: path)
        }
        strayWord = suggestion.map { (word, $0) }
        path.append(fallback)
        break
      }
      // The next element is an option, `--`, or nothing.
      let rest = elements[index...].prefix { $0 != .terminator }
      if case .option(let name, _)? = rest.first, isHelp(name) { return .help(path: path) }
      if case .option(.long("version"), _)? = rest.first { return .version }
      if let fallback = group.defaultSubcommand.flatMap(group.subcommand(named:)) {
        path.append(fallback)
        break
      }
      if rest.contains(where: { if case .option(let name, _) = $0 { isHelp(name) } else { false } })
      {
        return .help(path: path)
      }
      if case .option(let name, _)? = rest.first {
        let suggestion = optionSuggestion(for: name, in: group)
        return .failure(.unknownOption(name.synopsis, suggestion: suggestion), path: path)
      }
      return .failure(.missingSubcommand, path: path)
    }
    return parseLeaf(elements[index...], path: path, strayWord: strayWord)
  }

  /// `bmi help`, `bmi help classify`, `bmi help standards check`.
  private static func helpOutcome(for elements: ArraySlice<ArgumentElement>, root: CommandSpec)
    -> ParseOutcome
  {
    var path = [root]
    for element in elements {
      guard case .value(let word) = element, let group = path.last else { break }
      guard let subcommand = group.subcommand(named: word) else {
        let suggestion = EditDistance.nearest(to: word, in: group.subcommands.map(\.name))
        return .failure(.unknownSubcommand(word, suggestion: suggestion), path: path)
      }
      path.append(subcommand)
    }
    return .help(path: path)
  }

  // MARK: - One command's options and positionals

  private static func parseLeaf(
    _ elements: ArraySlice<ArgumentElement>, path: [CommandSpec],
    strayWord: (word: String, suggestion: String)?
  ) -> ParseOutcome {
    let command = path[path.count - 1]
    // `--help` anywhere before `--` wins over every other error, then `--version`.
    let beforeTerminator = elements.prefix { $0 != .terminator }
    for case .option(let name, _) in beforeTerminator where isHelp(name) {
      return .help(path: path)
    }
    for case .option(.long("version"), _) in beforeTerminator {
      return .version
    }
    var values: [String: [String]] = [:]
    var given = Set<String>()
    var words: [String] = []
    var afterTerminator = false
    var index = elements.startIndex
    func fail(_ error: UsageError) -> ParseOutcome { .failure(error, path: path) }
    while index < elements.endIndex {
      defer { index += 1 }
      switch elements[index] {
      case .terminator:
        afterTerminator = true
      case .value(let word):
        if !afterTerminator, let typo = dashTypo(word, in: command) {
          return fail(.unknownOption(word, suggestion: typo))
        }
        words.append(word)
      case .option(let name, let attached):
        guard let spec = option(named: name, in: command) else {
          return fail(
            .unknownOption(name.synopsis, suggestion: optionSuggestion(for: name, in: command)))
        }
        given.insert(spec.name)
        if spec.isFlag {
          if let attached { return fail(.flagTakesNoValue(name.synopsis, value: attached)) }
          values[spec.name, default: []] = []
          continue
        }
        let value: String
        if let attached {
          value = attached
        } else if index + 1 < elements.endIndex, case .value(let next) = elements[index + 1] {
          value = next
          index += 1
        } else {
          return fail(.missingValue(synopsis: spec.synopsis))
        }
        if !spec.allowedValues.isEmpty && !spec.allowedValues.contains(value) {
          return fail(.invalidValue(value, synopsis: spec.synopsis, allowed: spec.allowedValues))
        }
        if value.isEmpty, spec.completion.namesAFileOrStandard {
          return fail(.emptyName(synopsis: spec.synopsis))
        }
        values[spec.name, default: []].append(value)
      }
    }
    var positionals: [String: [String]] = [:]
    var remaining = words[...]
    for spec in command.positionals {
      let taken = spec.isRepeating ? Array(remaining) : Array(remaining.prefix(1))
      remaining = remaining.dropFirst(taken.count)
      if let bad = taken.first(where: {
        !spec.allowedValues.isEmpty && !spec.allowedValues.contains($0)
      }) {
        return fail(.invalidValue(bad, synopsis: spec.placeholder, allowed: spec.allowedValues))
      }
      if spec.completion.namesAFileOrStandard, taken.contains("") {
        return fail(.emptyName(synopsis: spec.placeholder))
      }
      positionals[spec.name] = taken
    }
    if !remaining.isEmpty {
      let suggestion = strayWord.flatMap { $0.word == remaining.first ? $0.suggestion : nil }
      return fail(.unexpectedArguments(Array(remaining), suggestion: suggestion))
    }
    for spec in command.positionals
    where spec.isRequired && positionals[spec.name, default: []].isEmpty {
      return fail(.missingArgument(synopsis: spec.placeholder))
    }
    for spec in command.options where spec.isRequired && !given.contains(spec.name) {
      return fail(.missingArgument(synopsis: spec.synopsis))
    }
    for spec in command.options where !given.contains(spec.name) {
      if let defaultValue = spec.defaultValue { values[spec.name] = [defaultValue] }
    }
    let arguments = ParsedArguments(
      commandPath: path.map(\.name), options: values, given: given, positionals: positionals)
    return .run(path: path, arguments: arguments)
  }

  // MARK: - Names

  private static func isHelp(_ name: OptionName) -> Bool {
    name == .long("help") || name == .short("h")
  }

  private static func option(named name: OptionName, in command: CommandSpec) -> OptionSpec? {
    switch name {
    case .long(let long): command.option(named: long)
    case .short(let letter): command.options.first { $0.shortName == letter }
    }
  }

  /// swift-argument-parser's rule: the nearest long name at an edit distance under 4,
  /// dashes included; none for a short name.
  private static func optionSuggestion(for name: OptionName, in command: CommandSpec) -> String? {
    guard case .long = name else { return nil }
    let candidates = command.options.map { "--\($0.name)" } + ["--version", "--help"]
    return EditDistance.nearest(to: name.synopsis, in: candidates)
  }

  /// A word that starts with a dash look-alike (`—height` from a phone's autocorrect, or
  /// `−−height`) and otherwise names an option: the option it meant.
  private static func dashTypo(_ word: String, in command: CommandSpec) -> String? {
    let dashes: Set<Character> = [
      "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2212}",
    ]
    guard let first = word.first, dashes.contains(first) else { return nil }
    let name = word.drop { dashes.contains($0) || $0 == "-" }.prefix { $0 != "=" }
    return command.options.first { $0.name == name }.map { "--\($0.name)" }
  }
}
