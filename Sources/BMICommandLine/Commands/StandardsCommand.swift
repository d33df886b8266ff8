import BMIKit
import BMISupport

/// `bmi standards`: the group of `list`, `show`, `check` (and `diff`).
enum StandardsCommand {
  static let spec = CommandSpec(
    name: "standards", abstract: .standardsAbstract,
    subcommands: CommandRegistry.standardsSubcommands)
}

/// `bmi standards list`: id, name, version and year of every built-in.
enum StandardsListCommand {
  static let spec = CommandSpec(
    name: "list", abstract: .standardsListAbstract,
    options: [CommonOptions.language, CommonOptions.format]
  ) { arguments, context throws(CommandFailure) in
    let language = context.language
    var rows: [[String]] = []
    var documents: [JSONValue] = []
    for id in BuiltInStandards.ids {
      guard let standard = BuiltInStandards.standard(id: id) else { continue }
      let year = standard.source?.year.map(String.init) ?? ""
      rows.append([id, standard.name[language.tag], standard.identity.version, year])
      let aliases = BuiltInStandards.names.filter {
        $0 != id && BuiltInStandards.id(forName: $0) == id
      }
      documents.append(
        .object([
          ("id", .string(id)), ("name", .string(standard.name[language.tag])),
          ("version", .string(standard.identity.version)),
          ("year", standard.source?.year.map { .number(String($0)) } ?? .null),
          ("aliases", .array(aliases.map(JSONValue.string))),
          ("sha256", .optional(standard.identity.sha256)),
        ]))
    }
    if CommonOptions.wantsJSON(arguments) {
      context.output.write(JSONValue.array(documents).rendered)
      return
    }
    let header = [Message.columnID, .columnName, .columnVersion, .columnYear].map(context.text)
    context.output.write(Table.render([header] + rows))
  }
}

/// Column-aligned text, with East Asian wide characters counted as two columns.
enum Table {
  /// The rows with each column padded to its widest cell plus two spaces; the last column
  /// is not padded.
  static func render(_ rows: [[String]]) -> String {
    let columns = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    for row in rows {
      for (index, cell) in row.enumerated() {
        widths[index] = max(widths[index], TextLayout.displayWidth(cell))
      }
    }
    return rows.map { row in
      row.enumerated().map { index, cell in
        index == row.count - 1 ? cell : TextLayout.padded(cell, to: widths[index] + 2)
      }.joined()
    }.joined(separator: "\n") + "\n"
  }
}
