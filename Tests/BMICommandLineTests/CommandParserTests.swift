import Testing

@testable import BMICommandLine
@testable import BMISupport

/// A small tree shaped like swift-argument-parser's `math` example, independent of `bmi`.
private enum MathTree {
  static let text = Message(en: "Text.", ko: "텍스트.")
  static let add = CommandSpec(
    name: "add", abstract: Message(en: "Print the sum of the values.", ko: "합을 출력합니다."),
    options: [
      .flag("hex-output", short: "x", help: text),
      .option("format", help: text, defaultValue: "text", allowedValues: ["text", "json", "csv"]),
      .option("label", help: text),
    ],
    positionals: [PositionalSpec("values", help: text, isRequired: false, isRepeating: true)]
  ) { _, _ in }
  static let average = CommandSpec(
    name: "average", abstract: text, options: [.option("kind", help: text, isRequired: true)]
  ) { _, _ in }
  static let stats = CommandSpec(
    name: "stats", abstract: Message(en: "Calculate descriptive statistics.", ko: "통계."),
    subcommands: [average])
  static let root = CommandSpec(
    name: "math", abstract: Message(en: "A utility for performing maths.", ko: "수학."),
    subcommands: [add, stats], defaultSubcommand: "add")
}

/// A readable summary of a parse outcome, so tables can compare outcomes as text.
private func summary(_ arguments: [String]) -> String {
  switch CommandParser.parse(arguments, root: MathTree.root) {
  case .run(let path, let parsed):
    let command = path[path.count - 1]
    var parts = ["run " + path.map(\.name).joined(separator: " ")]
    for option in command.options {
      if option.isFlag {
        if parsed.isGiven(option.name) { parts.append(option.name) }
      } else if let value = parsed.value(option.name) {
        parts.append("\(option.name)=\(parsed.values(option.name).joined(separator: ","))")
        _ = value
      }
    }
    for positional in command.positionals {
      parts.append(
        "\(positional.name)=[\(parsed.positionals(positional.name).joined(separator: ","))]")
    }
    return parts.joined(separator: " ")
  case .help(let path): return "help " + path.map(\.name).joined(separator: " ")
  case .version: return "version"
  case .failure(let error, let path):
    return "error \(path.map(\.name).joined(separator: " ")): " + error.message.english
  }
}

struct CommandParserTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let expected: String
    var testDescription: String { "math " + arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(arguments: ["1", "2"], expected: "run math add format=text values=[1,2]"),
    Case(
      arguments: ["add", "--format=json", "1"], expected: "run math add format=json values=[1]"),
    Case(arguments: ["--format", "csv"], expected: "run math add format=csv values=[]"),
    Case(arguments: ["-x", "5"], expected: "run math add hex-output format=text values=[5]"),
    Case(
      arguments: ["--label", "-", "1"], expected: "run math add format=text label=- values=[1]"),
    Case(
      arguments: ["--label", "a", "--label=b"],
      expected: "run math add format=text label=a,b values=[]"),
    Case(
      arguments: ["add", "--", "--help", "-x"],
      expected: "run math add format=text values=[--help,-x]"),
    Case(arguments: ["--help"], expected: "help math"),
    Case(arguments: ["-h"], expected: "help math"),
    Case(arguments: ["add", "--help"], expected: "help math add"),
    Case(arguments: ["add", "1", "--bogus", "-h"], expected: "help math add"),
    Case(arguments: ["stats", "--help"], expected: "help math stats"),
    Case(arguments: ["help"], expected: "help math"),
    Case(arguments: ["help", "stats", "average"], expected: "help math stats average"),
    Case(arguments: ["--version"], expected: "version"),
    Case(arguments: ["add", "--version"], expected: "version"),
    Case(
      arguments: ["stats", "average", "--kind", "mode"],
      expected: "run math stats average kind=mode"),
    Case(arguments: ["--bogus"], expected: "error math add: Unknown option '--bogus'"),
    Case(
      arguments: ["--formt", "json"],
      expected: "error math add: Unknown option '--formt'. Did you mean '--format'?"),
    Case(arguments: ["-q"], expected: "error math add: Unknown option '-q'"),
    Case(arguments: ["---x"], expected: "error math: Unknown option '---x'"),
    Case(
      arguments: ["--format"], expected: "error math add: Missing value for '--format <format>'"),
    Case(
      arguments: ["--format", "--label", "a"],
      expected: "error math add: Missing value for '--format <format>'"),
    Case(
      arguments: ["--format", "png"],
      expected:
        "error math add: The value 'png' is invalid for '--format <format>'. Please provide one of 'text', 'json' or 'csv'."
    ),
    Case(
      arguments: ["--hex-output=1"],
      expected:
        "error math add: The option '--hex-output' does not take any value, but '1' was specified."
    ),
    Case(arguments: ["stats"], expected: "error math stats: Missing required subcommand."),
    Case(
      arguments: ["stats", "average"],
      expected: "error math stats average: Missing expected argument '--kind <kind>'"),
    Case(
      arguments: ["stats", "average", "--kind", "x", "a", "b"],
      expected: "error math stats average: 2 unexpected arguments: 'a', 'b'"),
    Case(
      arguments: ["stats", "avrage"],
      expected: "error math stats: Unexpected argument 'avrage'. Did you mean 'average'?"),
    Case(
      arguments: ["help", "stat"],
      expected: "error math: Unknown subcommand 'stat'. Did you mean 'stats'?"),
    Case(
      arguments: ["\u{2014}label", "a"],
      expected: "error math add: Unknown option '\u{2014}label'. Did you mean '--label'?"),
  ]

  @Test(arguments: cases)
  func parses(_ testCase: Case) {
    #expect(summary(testCase.arguments) == testCase.expected)
  }

  @Test func editDistanceIsLevenshtein() {
    #expect(EditDistance.between("kitten", "sitting") == 3)
    #expect(EditDistance.between("", "abc") == 3)
    #expect(EditDistance.between("ksso", "kssо") == 1)
    #expect(EditDistance.nearest(to: "--formt", in: ["--format", "--bmi"]) == "--format")
    // swift-argument-parser's floor: a distance of 4 is no suggestion.
    #expect(EditDistance.nearest(to: "--foo", in: ["--format"]) == nil)
  }
}
