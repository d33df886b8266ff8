import BMIKit
import BMISupport

/// `bmi standards show S`: a standard's table in math notation, with labels, rounding,
/// source and population.
enum StandardsShowCommand {
  static let spec = CommandSpec(
    name: "show", abstract: .standardsShowAbstract,
    options: [CommonOptions.language, CommonOptions.format],
    positionals: [PositionalSpec("standard", help: .argumentStandardHelp, completion: .standard)]
  ) { arguments, context throws(CommandFailure) in
    let standard = try StandardResolver.resolve(arguments.positional("standard"), context: context)
    if CommonOptions.wantsJSON(arguments) {
      context.output.write(json(standard, context.language).rendered)
    } else {
      context.output.write(text(standard, context.language))
    }
  }

  /// The table as text for people; every text of the standard escaped (``VisibleText``),
  /// although a loaded standard holds none that needs it.
  static func text(_ standard: Standard, _ language: DisplayLanguage) -> String {
    let visible: (String) -> String = { VisibleText.escaped($0) }
    var lines = [ClassificationOutput.standardLine(standard, language), ""]
    var facts: [(Message, [String])] = []
    if let source = standard.source {
      var sourceLines = proseLines(source.citation)
      if let year = source.year { sourceLines[sourceLines.count - 1] += " (\(year))" }
      if let url = source.url { sourceLines.append(visible(url)) }
      if let doi = source.doi { sourceLines.append("doi:" + visible(doi)) }
      facts.append((.labelSource, sourceLines))
    }
    if let population = standard.population, standard.bmiForAgeReference == nil {
      var populationLines = [
        Message.ageRange(minimum: population.minimumAge, maximum: population.maximumAge)
          .text(in: language)
      ]
      if let note = population.note {
        let noteLines = proseLines(note[language.tag])
        populationLines[0] += " — " + noteLines[0]
        populationLines += noteLines.dropFirst()
      }
      facts.append((.labelPopulation, populationLines))
    }
    if standard.measure != .bmi || standard.isSectioned {
      facts.append(
        (.labelMeasure, [Message.measureDescription(standard.measure).text(in: language)]))
      if !standard.inputs.isEmpty {
        facts.append((.labelInputs, standard.inputs.map(Self.inputText)))
      }
    }
    if let reference = standard.bmiForAgeReference {
      facts += ReferenceFacts.lines(reference, language)
    }
    facts.append(
      (
        .labelRounding,
        [Message.rounding(standard.table.rounding, measure: standard.measure).text(in: language)]
      ))
    if let digest = standard.identity.sha256 { facts.append((.labelDigest, [digest])) }
    let width = facts.map { TextLayout.displayWidth($0.0.text(in: language)) }.max() ?? 0
    for (label, values) in facts {
      for (index, value) in values.enumerated() {
        let head = index == 0 ? label.text(in: language) : ""
        lines.append(TextLayout.padded(head, to: width + 2) + value)
      }
    }
    if standard.sections.count == 1 {
      lines.append("")
      lines.append(Message.labelCategories.text(in: language))
      lines.append(categoryRows(standard.table, standard, language))
    } else {
      for (index, section) in standard.sections.enumerated() {
        lines.append("")
        lines.append(
          Message.sectionHeading(
            index + 1, ClassificationOutput.sectionLine(section, standard, language)
          ).text(in: language))
        if let delegate = section.delegate {
          // The section's table is the named standard's; it classifies with its own.
          lines.append(
            "  → " + ClassificationOutput.standardLine(delegate.standard, language))
          continue
        }
        lines.append(categoryRows(section.table, standard, language))
      }
    }
    if !standard.groups.isEmpty {
      lines.append("")
      lines.append(Message.labelGroupsHeader.text(in: language))
      let groupRows = standard.groups.map { group in
        [
          "  " + visible(group.id),
          visible(group.label[language.tag] + ": " + group.memberIDs.joined(separator: ", ")),
        ]
      }
      lines.append(Table.render(groupRows).dropLast().description)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A text of prose (a citation, a note) as the lines it is written in, each escaped;
  /// the lines are printed one under the other, indented, so none starts a line of the
  /// output on its own.
  static func proseLines(_ text: String) -> [String] {
    let lines = text.split(separator: "\n").map { VisibleText.escaped($0) }
    return lines.isEmpty ? [""] : lines
  }

  /// A section's categories, one row each: interval, id, label and the healthy mark.
  static func categoryRows(
    _ table: ClassificationTable, _ standard: Standard, _ language: DisplayLanguage
  ) -> String {
    let healthy = Message.healthyMarker.text(in: language)
    let rows = table.categories.map { category in
      [
        "  " + standard.notation(of: category.interval), VisibleText.escaped(category.id),
        VisibleText.escaped(category.label[language.tag])
          + (category.isHealthy ? "  " + healthy : ""),
      ]
    }
    return Table.render(rows).dropLast().description
  }

  /// `sex: female, male`; `age: [18, ∞) years`.
  static func inputText(_ input: StandardInput) -> String {
    switch input.domain {
    case .values(let values):
      return "\(input.name.rawValue): " + VisibleText.escaped(values.joined(separator: ", "))
    case .interval(let interval):
      let unit = input.name == .age ? " " + input.ageUnit.rawValue : " cm"
      return "\(input.name.rawValue): \(interval)\(unit)"
    }
  }

  static func categoryJSON(
    _ category: BMICategory, _ standard: Standard, _ language: DisplayLanguage
  ) -> JSONValue {
    .object([
      ("id", .string(category.id)), ("label", .string(category.label[language.tag])),
      ("interval", .string(standard.notation(of: category.interval))),
      ("healthy", .bool(category.isHealthy)),
    ])
  }

  static func json(_ standard: Standard, _ language: DisplayLanguage) -> JSONValue {
    var members = ClassificationOutput.standardJSON(standard, language).objectMembers
    if let source = standard.source {
      members.append(
        (
          "source",
          .object([
            ("citation", .string(source.citation)), ("url", .optional(source.url)),
            ("doi", .optional(source.doi)),
            ("year", source.year.map { .number(String($0)) } ?? .null),
          ])
        ))
    }
    if let population = standard.population {
      members.append(
        (
          "population",
          .object([
            ("min_age", population.minimumAge.map { .number(String($0)) } ?? .null),
            ("max_age", population.maximumAge.map { .number(String($0)) } ?? .null),
            ("note", .optional(population.note?[language.tag])),
          ])
        ))
    }
    switch standard.table.rounding {
    case .none: members.append(("rounding", .string("none")))
    case .decimals(let decimals, let mode):
      members.append(
        (
          "rounding",
          .object([("decimals", .number(String(decimals))), ("mode", .string(mode.rawValue))])
        ))
    }
    if let reference = standard.bmiForAgeReference {
      members.append(("reference", ReferenceFacts.json(reference)))
    }
    if standard.measure != .bmi || standard.isSectioned {
      members.append(("measure", .string(standard.measure.rawValue)))
      members.append(
        (
          "inputs",
          .array(
            standard.inputs.map { input in
              switch input.domain {
              case .values(let values):
                return .object([
                  ("name", .string(input.name.rawValue)),
                  ("values", .array(values.map(JSONValue.string))),
                ])
              case .interval(let interval):
                return .object([
                  ("name", .string(input.name.rawValue)),
                  ("interval", .string(interval.description)),
                  ("unit", .string(input.name == .age ? input.ageUnit.rawValue : "cm")),
                ])
              }
            })
        ))
      members.append(
        (
          "sections",
          .array(
            standard.sections.enumerated().map { index, section in
              .object([
                ("index", .number(String(index))), ("name", .string(section.name)),
                ("condition", .string(section.condition.description)),
                (
                  "categories",
                  .array(
                    section.table.categories.map {
                      categoryJSON($0, standard, language)
                    })
                ),
              ])
            })
        ))
    } else {
      members.append(
        (
          "categories",
          .array(
            standard.table.categories.map { categoryJSON($0, standard, language) })
        ))
    }
    members.append(
      (
        "groups",
        .array(
          standard.groups.map { group in
            .object([
              ("id", .string(group.id)), ("label", .string(group.label[language.tag])),
              ("members", .array(group.memberIDs.map(JSONValue.string))),
            ])
          })
      ))
    return .object(members)
  }
}

extension JSONValue {
  /// The members of an object, or none.
  var objectMembers: [(String, JSONValue)] {
    if case .object(let members) = self { return members }
    return []
  }
}
