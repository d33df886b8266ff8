import BMICore

/// Swift source text that rebuilds a loaded standard as values, for the built-in catalogue
/// compiled into the package (and a web page's own standards).
///
/// Every part of a ``Standard`` is written through its public or package initialisers, so
/// the value the program gets is the one the loader made, with nothing parsed at run time;
/// a test compares the two for every file of `Standards/`.
enum SwiftSource {
  /// The body of a function that returns `standard`: each section a constant of its own,
  /// then the `return` of ``expression(for:constants:)``.
  ///
  /// The type checker solves one expression at a time; a standard of 50 sections written as
  /// one expression took it 7.5 s and 5 GB, where one constant a section takes a fraction of
  /// a second.
  static func functionBody(for standard: Standard) -> String {
    var constants: [String] = []
    let value = expression(for: standard, constants: &constants)
    return (constants + ["return " + value]).map { "      " + $0 }.joined(separator: "\n")
  }

  /// `Standard(identity: …, name: …, table: …, source: …, population: …)`, or for a
  /// standard with inputs, another measure or sections, `Standard(identity: …, name: …,
  /// validatedInputs: …, measure: …, sections: …, groups: …, source: …, population: …)`,
  /// its sections named by the constants appended to `constants`.
  static func expression(for standard: Standard, constants: inout [String]) -> String {
    let identity = standard.identity
    if standard.isSectioned || standard.measure != .bmi {
      let inputs = standard.inputs.map { "        " + input($0) }.joined(separator: ",\n")
      var names: [String] = []
      for part in standard.sections {
        // Named after the delegate's own sections, which the value appends first.
        let value = section(part, constants: &constants)
        let name = "section\(constants.count)"
        constants.append("let \(name): StandardSection = \(value)")
        names.append(name)
      }
      let sections = names.map { "        " + $0 }.joined(separator: ",\n")
      let groups = standard.groups.map { group($0) }.joined(separator: ",\n")
      return """
        Standard(
              identity: StandardIdentity(
                id: \(literal(identity.id)), version: \(literal(identity.version)),
                sha256: \(optional(identity.sha256, literal))),
              name: \(text(standard.name)),
              validatedInputs: [\(inputs.isEmpty ? "" : "\n" + inputs + "\n      ")],
              measure: .\(measure(standard.measure)),
              sections: [
        \(sections)
              ],
              groups: [\(groups.isEmpty ? "" : "\n" + groups + "\n      ")],
              source: \(optional(standard.source, source)),
              population: \(optional(standard.population, population)),
              bmiForAge: \(optional(standard.bmiForAgeReference, reference)),
              cutOffs: \(optional(standard.cutOffReference, cutOffs)))
        """
    }
    return """
      Standard(
            identity: StandardIdentity(
              id: \(literal(identity.id)), version: \(literal(identity.version)),
              sha256: \(optional(identity.sha256, literal))),
            name: \(text(standard.name)),
            table: \(table(standard.table)),
            source: \(optional(standard.source, source)),
            population: \(optional(standard.population, population)))
      """
  }

  static func table(_ table: ClassificationTable) -> String {
    let categories = table.categories.map { category($0) }.joined(separator: ",\n")
    let groups = table.groups.map { group($0) }.joined(separator: ",\n")
    return """
      ClassificationTable(
              validatedCategories: [
      \(categories)
              ],
              groups: [\(groups.isEmpty ? "" : "\n" + groups + "\n        ")],
              rounding: \(rounding(table.rounding)))
      """
  }

  /// `StandardInput(name: .sex, domain: .values(["female", "male"]), ageUnit: .years)`.
  static func input(_ input: StandardInput) -> String {
    "StandardInput(name: .\(inputName(input.name)), domain: \(domain(input.domain)), "
      + "ageUnit: .\(input.ageUnit.rawValue))"
  }

  /// `StandardSection(condition: SectionCondition([…]), table: …, name: "sex=male")`; a
  /// delegate's own sections are appended to `constants`.
  static func section(_ section: StandardSection, constants: inout [String]) -> String {
    let clauses = section.condition.clauses.map {
      "SectionCondition.Clause(.\(inputName($0.input)), \(domain($0.allowed)))"
    }.joined(separator: ", ")
    if let delegate = section.delegate {
      return "StandardSection(condition: SectionCondition([\(clauses)]), delegate: "
        + "StandardDelegate(reference: \(literal(delegate.reference)), standard: "
        + expression(for: delegate.standard, constants: &constants)
        + "), name: \(literal(section.name)))"
    }
    return "StandardSection(condition: SectionCondition([\(clauses)]), table: "
      + table(section.table) + ", name: \(literal(section.name)))"
  }

  static func domain(_ domain: InputDomain) -> String {
    switch domain {
    case .values(let values): ".values([\(values.map(literal).joined(separator: ", "))])"
    case .interval(let interval):
      ".interval(Interval(lower: \(lower(interval.lower)), upper: \(upper(interval.upper))))"
    }
  }

  /// The Swift name of an input's case.
  static func inputName(_ name: InputName) -> String {
    switch name {
    case .sex: "sex"
    case .age: "age"
    case .background: "background"
    case .waist: "waist"
    case .height: "height"
    case .weight: "weight"
    }
  }

  /// The Swift name of a measure's case.
  static func measure(_ measure: Measure) -> String {
    switch measure {
    case .bmi: "bmi"
    case .waist: "waist"
    case .waistToHeight: "waistToHeight"
    case .bmiForAgeZ: "bmiForAgeZ"
    case .bmiForAgePercentile: "bmiForAgePercentile"
    case .bmiForAgeCutOffs: "bmiForAgeCutOffs"
    }
  }

  static func category(_ category: BMICategory) -> String {
    "          BMICategory(id: \(literal(category.id)), label: \(text(category.label)), "
      + "interval: Interval(lower: \(lower(category.interval.lower)), "
      + "upper: \(upper(category.interval.upper))), isHealthy: \(category.isHealthy))"
  }

  static func group(_ group: CategoryGroup) -> String {
    let members = group.memberIDs.map(literal).joined(separator: ", ")
    return "          CategoryGroup(id: \(literal(group.id)), label: \(text(group.label)), "
      + "memberIDs: [\(members)])"
  }

  static func lower(_ bound: LowerBound) -> String {
    switch bound {
    case .none: ".none"
    case .atLeast(let value): ".atLeast(\(decimal(value)))"
    case .above(let value): ".above(\(decimal(value)))"
    }
  }

  static func upper(_ bound: UpperBound) -> String {
    switch bound {
    case .none: ".none"
    case .below(let value): ".below(\(decimal(value)))"
    case .atMost(let value): ".atMost(\(decimal(value)))"
    }
  }

  static func decimal(_ value: ExactDecimal) -> String {
    "ExactDecimal(millionths: \(value.millionths))"
  }

  static func rounding(_ policy: RoundingPolicy) -> String {
    switch policy {
    case .none: ".none"
    case .decimals(let decimals, let mode):
      ".decimals(\(decimals), .\(mode == .halfUp ? "halfUp" : "halfEven"))"
    }
  }

  static func text(_ text: LocalizedText) -> String {
    let entries = text.entries.map {
      "LocalizedText.Entry(language: \(literal($0.language)), text: \(literal($0.text)))"
    }
    return "LocalizedText([\(entries.joined(separator: ", "))])"
  }

  /// The growth reference with its table, rebuilt from the table's text when the built-ins
  /// are first used (the text was checked against its digest and read cleanly at build time).
  static func reference(_ reference: BMIForAgeReference) -> String {
    let rounding = reference.zRounding.map {
      "GrowthZRounding(decimals: \($0.decimals), ties: ."
        + ($0.ties == .halfEven ? "halfEven" : "halfAwayFromZero") + ")"
    }
    return "BMIForAgeReference(table: EmbeddedStandard.growthTable("
      + "\(literal(reference.tableFile)), \(rules(reference.rules))), "
      + "tableFile: \(literal(reference.tableFile)), "
      + "tableSHA256: \(literal(reference.tableSHA256)), zRounding: \(optional(rounding) { $0 }), "
      + "obesityClasses: \(optional(reference.obesityClasses, obesityClasses)), "
      + "pretermCorrection: .\(reference.pretermCorrection.rawValue))"
  }

  /// The table of cut-offs by age, written row by row (it was read from its file and
  /// matched with its digest at build time).
  static func cutOffs(_ reference: CutOffReference) -> String {
    let table = reference.table
    // A built-in's table is written in millionths; one with finer values stops the build.
    func number(_ value: GrowthRational) -> String {
      let scaled = value * GrowthRational(1_000_000)
      precondition(scaled.isInteger, "a built-in table of cut-offs needs at most 6 decimals")
      return scaled.numerator.decimalDescription
    }
    func rows(_ rows: [CutOffTable.Row]) -> String {
      rows.map { ([$0.age] + $0.values).map(number).joined(separator: ", ") }
        .joined(separator: ", ")
    }
    return
      "CutOffReference(table: CutOffTable(names: [\(table.names.map(literal).joined(separator: ", "))], "
      + "unit: .\(table.unit.rawValue), reading: CutOffReading(rawValue: \(literal(table.reading.rawValue)))!, "
      + "femaleMillionths: [\(rows(table.female))], maleMillionths: [\(rows(table.male))]), "
      + "tableFile: \(literal(reference.tableFile)), tableSHA256: \(literal(reference.tableSHA256)))"
  }

  /// The classes of obesity of a reference.
  static func obesityClasses(_ classes: GrowthObesityClasses) -> String {
    func number(_ value: GrowthRational) -> String {
      "GrowthRational(decimal: \(literal(value.decimalText(decimals: 6))))!"
    }
    let thresholds = classes.thresholds.map {
      "GrowthObesityClasses.Threshold(percentOfNinetyFifth: \(number($0.percentOfNinetyFifth)), "
        + "bmi: \(number($0.bmi)))"
    }
    return "GrowthObesityClasses(category: \(literal(classes.category)), "
      + "thresholds: [\(thresholds.joined(separator: ", "))])"
  }

  /// The Swift expression of a reference's rules: a preset's name, or the declared rules.
  static func rules(_ rules: GrowthReference) -> String {
    if let preset = GrowthReference.all.first(where: { $0 == rules }) {
      return "." + preset.fileName.filter { $0 != "-" }
    }
    func number(_ value: GrowthRational) -> String {
      "GrowthRational(decimal: \(literal(value.exactDecimalText)))!"
    }
    let rounding = literal(rules.ageRounding.rawValue)
    let tails = literal(rules.tails.rawValue)
    let parts: [String] = [
      "declaredAgeUnit: .\(rules.ageUnit.rawValue)",
      "ageRounding: GrowthReference.AgeRounding(rawValue: \(rounding))!",
      "interpolates: \(rules.interpolates)", "minimumAge: \(number(rules.minimumAge))",
      "maximumAge: \(number(rules.maximumAge))",
      "includesMaximumAge: \(rules.includesMaximumAge)", "tails: GrowthTails(rawValue: \(tails))!",
    ]
    return "GrowthReference(" + parts.joined(separator: ", ") + ")"
  }

  static func source(_ source: SourceReference) -> String {
    "SourceReference(citation: \(literal(source.citation)), url: \(optional(source.url, literal)), "
      + "doi: \(optional(source.doi, literal)), year: \(optional(source.year) { String($0) }))"
  }

  static func population(_ population: Population) -> String {
    "Population(minimumAge: \(optional(population.minimumAge) { String($0) }), "
      + "maximumAge: \(optional(population.maximumAge) { String($0) }), "
      + "note: \(optional(population.note, text)))"
  }

  static func optional<T>(_ value: T?, _ write: (T) -> String) -> String {
    value.map(write) ?? "nil"
  }

  /// A Swift string literal that reproduces `text` exactly, whatever it holds.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// The bytes of a file as a Swift expression: a string literal's UTF-8 when the bytes
  /// are valid UTF-8 (compact and fast to compile), else an array of numbers.
  static func bytes(_ bytes: [UInt8]) -> String {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return "[" + bytes.map { String($0) }.joined(separator: ",") + "] as [UInt8]"
    }
    return "Array(\(literal(text)).utf8)"
  }
}
