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
      } else if isNegativeNumber(argument) {
        // `--height -170` is a negative height, which the value's reader refuses as
        // negative, not a cluster of options named 1, 7 and 0.
        elements.append(.value(argument))
      } else if argument.hasPrefix("-") && argument.count > 1 {
        elements.append(contentsOf: shortOptions(argument.dropFirst()))
      } else {
        elements.append(.value(argument))
      }
    }
    return elements
  }

  /// Whether an argument is a dash before a digit, or before a point and a digit: `-170`,
  /// `-.5`; no option's name is a digit.
  private static func isNegativeNumber(_ argument: String) -> Bool {
    let rest = argument.utf8.dropFirst()
    guard argument.utf8.first == UInt8(ascii: "-"), let first = rest.first else { return false }
    if first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") { return true }
    guard first == UInt8(ascii: "."), let second = rest.dropFirst().first else { return false }
    return second >= UInt8(ascii: "0") && second <= UInt8(ascii: "9")
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
