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
    guard standard.bmiForAgeReference == nil, standard.cutOffReference == nil else {
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
