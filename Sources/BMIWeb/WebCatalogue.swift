import BMIBuiltIns
import BMICore
import BMISupport

/// The standards compiled into the page, as JSON for its picker: each with its name, year,
/// source and digest, the languages its labels come in, and its categories.
package enum WebCatalogue {
  /// Every compiled-in standard, in catalogue order.
  ///
  /// - Parameter language: The language of names, labels and notes.
  package static func json(language: DisplayLanguage) -> JSONValue {
    let entries = offeredIDs.compactMap { id in
      BuiltInStandards.standard(id: id).map { entry($0, id: id, language: language) }
    }
    return .object([("standards", .array(entries))])
  }

  /// The ids of the standards the picker offers: every one compiled in, since the page asks
  /// for whatever each needs (``fields(of:)``).
  package static var offeredIDs: [String] { BuiltInStandards.ids }

  /// The page's fields a standard needs, named as the query names them: `height`,
  /// `weight`, `waist`, `sex`, `age`, `background`.
  package static func fields(of standard: Standard) -> [String] {
    // A standard that hands ages to others asks for what any of them needs (a child's sex).
    standard.requiredInputs.map { input in
      switch input {
      case .height: "height"
      case .weight: "weight"
      case .waist: "waist"
      case .sex: "sex"
      case .age: "age"
      case .background: "background"
      }
    }
  }

  /// The words a standard declares for an enumerated input (`sex`, `background`), or
  /// `null` when it declares none.
  static func values(of input: InputName, in standard: Standard) -> JSONValue {
    for candidate in [standard] + delegates(of: standard) {
      if let declared = candidate.inputs.first(where: { $0.name == input }),
        case .values(let words) = declared.domain
      {
        return .array(words.map { .string($0) })
      }
    }
    return .null
  }

  /// Whether the standard, or one it hands ages to, scores a preterm infant at the age
  /// corrected for gestation (`preterm_correction:`), so the page asks for the gestation.
  static func correctsPretermAge(_ standard: Standard) -> Bool {
    for candidate in [standard] + delegates(of: standard)
    where candidate.bmiForAgeReference?.pretermCorrection == .rcpch {
      return true
    }
    return false
  }

  /// The standards a delegating standard hands its sections to, in the order of its
  /// sections, each followed by those it hands its own sections to.
  static func delegates(of standard: Standard) -> [Standard] {
    standard.sections.compactMap { $0.delegate?.standard }.flatMap { [$0] + delegates(of: $0) }
  }

  /// Whether height and weight are all the standard asks for.
  package static func isClassifiedByHeightAndWeight(_ standard: Standard) -> Bool {
    standard.requiredInputs.allSatisfy { $0 == .height || $0 == .weight }
  }

  /// The standard a request names, or the first one compiled in when it names none.
  ///
  /// - Parameter name: An id or alias in any ASCII case, or `nil`.
  /// - Throws: ``StandardNameError`` for a name that is none of them, with the nearest.
  static func standard(named name: String?) throws(StandardNameError) -> Standard {
    if let name { return try BuiltInStandards.named(name) }
    guard let first = BuiltInStandards.ids.first,
      let standard = BuiltInStandards.standard(id: first)
    else { throw .unknown(name: "", suggestions: []) }
    return standard
  }

  /// Who a standard is and where its cut-offs come from, as every answer names it.
  static func identity(_ standard: Standard, language: DisplayLanguage) -> JSONValue {
    let identity = standard.identity
    let source = standard.source
    return .object([
      ("id", .string(identity.id)),
      ("version", .string(identity.version)),
      ("sha256", .optional(identity.sha256)),
      ("name", .string(standard.name.text(for: language.tag))),
      ("citation", .optional(source?.citation)),
      ("url", .optional(source?.url)),
      ("doi", .optional(source?.doi)),
      ("year", source?.year.map { .number(String($0)) } ?? .null),
    ])
  }

  static func entry(_ standard: Standard, id: String, language: DisplayLanguage) -> JSONValue {
    let tag = language.tag
    let table = standard.table
    let population = standard.population
    let categories = table.categories.map { category -> JSONValue in
      .object([
        ("id", .string(category.id)), ("label", .string(category.label.text(for: tag))),
        (
          "interval",
          .string(
            standard.cutOffReference == nil
              ? category.interval.description : standard.notation(of: category.interval))
        ),
        ("healthy", .bool(category.isHealthy)),
      ])
    }
    let groups = table.groups.map { group -> JSONValue in
      .object([("id", .string(group.id)), ("label", .string(group.label.text(for: tag)))])
    }
    return .object([
      ("key", .string(id)),
      ("alias", .optional(BuiltInStandards.alias(ofID: id))),
      ("standard", identity(standard, language: language)),
      ("languages", .array(languages(of: standard).map { .string($0) })),
      ("measure", .string(standard.measure.rawValue)),
      ("fields", .array(fields(of: standard).map { .string($0) })),
      ("sexes", values(of: .sex, in: standard)),
      ("backgrounds", values(of: .background, in: standard)),
      ("gestation", .bool(correctsPretermAge(standard))),
      (
        "population",
        .object([
          ("min_age", population?.minimumAge.map { .number(String($0)) } ?? .null),
          ("max_age", population?.maximumAge.map { .number(String($0)) } ?? .null),
          ("note", .optional(population?.note?.text(for: tag))),
        ])
      ),
      ("categories", .array(categories)),
      ("groups", .array(groups)),
    ])
  }

  /// The language tags a standard's texts are written in, in the order first met: its
  /// name, then its labels and notes.
  static func languages(of standard: Standard) -> [String] {
    var texts = [standard.name]
    texts += standard.table.categories.map { $0.label }
    texts += standard.table.groups.map { $0.label }
    if let note = standard.population?.note { texts.append(note) }
    var tags: [String] = []
    for text in texts {
      for entry in text.entries where !tags.contains(entry.language) { tags.append(entry.language) }
    }
    return tags
  }
}
