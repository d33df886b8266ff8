import BMIKit

/// One element of a split command line.
enum ArgumentElement: Hashable, Sendable {
  /// A word that is not an option: a subcommand name, an option's value or a positional.
  case value(String)
  /// `--name`, `--name=value`, `-n` or `-n=value`.
  case option(OptionName, attachedValue: String?)
  /// `--`: every element after it is a value.
  case terminator

  /// Whether the element can serve as the value of a preceding option.
  var isValue: Bool {
    if case .value = self { return true }
    return false
  }
}

/// The name an option was typed with.
enum OptionName: Hashable, Sendable {
  /// `--name`.
  case long(String)
  /// `-n`.
  case short(Character)

  /// As typed: `--name` or `-n`.
  var synopsis: String {
    switch self {
    case .long(let name): "--\(name)"
    case .short(let letter): "-\(letter)"
    }
  }
}

/// Splits argv into values, options and the `--` terminator, as swift-argument-parser does.
///
/// - No leading dash: a value. A lone `-` is a value too (standard input, by convention).
/// - `--` ends the options; everything after it is a value, even `--help`.
/// - `--name=value` is split at the first `=`; `-abc` is the three flags `-a -b -c`.
/// - Three or more dashes is an unknown option.
enum ArgumentSplitter {
  /// Splits arguments (without the program name).
  ///
  /// - Parameter arguments: The arguments as the shell passed them.
  /// - Throws: ``UsageError/unknownOption(_:suggestion:)`` for `---x`.
  static func split(_ arguments: some Sequence<String>) throws(UsageError) -> [ArgumentElement] {
    var elements: [ArgumentElement] = []
    var terminated = false
    for argument in arguments {
      if terminated {
        elements.append(.value(argument))
      } else if argument == "--" {
        terminated = true
        elements.append(.terminator)
      } else if argument.hasPrefix("---") {
        throw .unknownOption(argument, suggestion: nil)
      } else if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        if let equals = body.firstIndex(of: "=") {
          elements.append(
            .option(
              .long(String(body[..<equals])),
              attachedValue: String(body[body.index(after: equals)...])))
        } else {
          elements.append(.option(.long(String(body)), attachedValue: nil))
        }
      } else if argument.hasPrefix("-") && argument.count > 1 {
        elements.append(contentsOf: shortOptions(argument.dropFirst()))
      } else {
        elements.append(.value(argument))
      }
    }
    return elements
  }

  /// `-o`, `-o=value`, or a cluster of flags `-vh`.
  private static func shortOptions(_ body: Substring) -> [ArgumentElement] {
    if let equals = body.firstIndex(of: "="), body.distance(from: body.startIndex, to: equals) == 1
    {
      return [
        .option(
          .short(body[body.startIndex]), attachedValue: String(body[body.index(after: equals)...]))
      ]
    }
    return body.map { .option(.short($0), attachedValue: nil) }
  }
}
