import BMICore
import BMISupport

/// Turns the YAML tree of a `bmi-standard/1` or `bmi-standard/2` file into a ``Standard``,
/// collecting every problem of the file rather than stopping at the first.
struct StandardDecoder {
  /// Everything found so far, errors and warnings.
  private(set) var findings: [Finding] = []
  /// How many of the findings are errors.
  private(set) var errorCount = 0

  /// The format versions this loader reads, oldest first.
  static let formats = ["bmi-standard/1", "bmi-standard/2"]

  /// The version of the format the file declares: 1 or 2.
  private(set) var formatVersion = 1

  /// Reads the LMS table a BMI-for-age standard's `reference:` names; `nil` reads none.
  var referenceFiles: ReferenceFileReader?

  /// Finds the standards `use:` names; `nil` finds none.
  var delegates: DelegateResolver?

  /// The standards being loaded that handed to this one (`built-in:id`, `file:path`), to
  /// refuse a cycle.
  var chain: [String] = []

  /// The bytes of the LMS tables findings point into, by name relative to the standard.
  private(set) var tableSources: [String: [UInt8]] = [:]

  /// Whether category bounds may be zero or negative: the z cut-offs of a BMI-for-age
  /// standard.
  var boundsMayBeNegative = false

  /// The cut-off columns a standard of cut-offs by age names, which its categories' bounds
  /// name in place of numbers; `nil` for every other standard.
  var cutOffNames: [String]?

  /// The file's `examples:`, read with the rest of it.
  private(set) var examples: [StandardExample] = []

  static let standardKeys = KeySchema(
    allowed: [
      "format", "id", "version", "name", "source", "population", "measure", "rounding",
      "categories", "groups", "examples",
    ],
    required: [
      ("format", "format: bmi-standard/1"), ("id", "an id such as id: my-clinic"),
      ("version", "a version such as version: \"1.0\""),
      ("name", "a name such as name: {en: My clinic}"),
      ("rounding", "rounding: none, or rounding: {decimals: 1, mode: half-up}"),
      ("categories", "a list of categories under categories:"),
    ], laterFormatKeys: ["inputs", "sections"])

  static let standardKeysTwo = KeySchema(
    allowed: [
      "format", "id", "version", "name", "source", "population", "inputs", "measure",
      "reference", "rounding", "categories", "sections", "groups", "examples", "cut_offs",
    ],
    required: [
      ("format", "format: bmi-standard/2"), ("id", "an id such as id: my-clinic"),
      ("version", "a version such as version: \"1.0\""),
      ("name", "a name such as name: {en: My clinic}"),
      ("rounding", "rounding: none, or rounding: {decimals: 1, mode: half-up}"),
    ])

  static let sourceKeys = KeySchema(
    allowed: ["citation", "url", "doi", "year"],
    required: [("citation", "the bibliographic reference as citation: \"…\"")])

  static let populationKeys = KeySchema(
    allowed: ["min_age", "max_age", "note"], required: [])

  static let roundingKeys = KeySchema(
    allowed: ["decimals", "mode"],
    required: [("decimals", "decimals: 1"), ("mode", "mode: half-up")])

  mutating func report(_ problem: LoadProblem, _ node: YAMLNode) {
    report(problem, at: node.position)
  }

  mutating func report(_ problem: LoadProblem, at position: TextPosition) {
    findings.append(Finding(problem, at: position))
    if !problem.code.rawValue.hasPrefix("W") { errorCount += 1 }
  }

  /// Reports a problem at a place in an LMS table file, and keeps the file's bytes so the
  /// diagnostic can show its line.
  mutating func report(
    _ problem: LoadProblem, at position: TextPosition, inTable table: String, bytes: [UInt8]
  ) {
    findings.append(Finding(problem, at: position, inTable: table))
    tableSources[table] = bytes
    errorCount += 1
  }

  /// Decodes a whole file.
  ///
  /// - Parameters:
  ///   - root: The document's root node.
  ///   - sha256: The digest of the file's bytes, for the standard's identity; computed only
  ///     for a file that loads.
  /// - Returns: The standard, or `nil` when any error was found.
  mutating func standard(from root: YAMLNode, sha256: () -> String) -> Standard? {
    guard isReadableFormat(root) else { return nil }
    guard
      let fields = fields(
        of: root, context: "the file", expected: "a mapping of keys such as format and id",
        schema: formatVersion == 2 ? Self.standardKeysTwo : Self.standardKeys)
    else { return nil }
    let decoded =
      formatVersion == 2 ? standardTwo(fields, sha256: sha256) : standardOne(fields, sha256: sha256)
    examples = fields["examples"].map { self.examples($0) } ?? []
    guard let decoded else { return nil }
    checkExamples(examples, against: decoded)
    return errorCount == 0 ? decoded : nil
  }

  /// Decodes the rest of a `bmi-standard/1` file.
  private mutating func standardOne(_ fields: MappingFields, sha256: () -> String) -> Standard? {
    let id = fields["id"].flatMap { identifier($0, what: "standard id") }
    let version = fields["version"].flatMap { text($0, what: "'version'") }
    let name = fields["name"].flatMap {
      localizedText($0, what: "'name'", requiresEnglish: true)
    }
    let source = fields["source"].map { sourceReference($0) }
    let population = fields["population"].map { self.population($0) }
    if let measure = fields["measure"] { _ = word(measure, what: "'measure'", allowed: ["bmi"]) }
    let table = classificationTable(fields)
    guard errorCount == 0, let id, let version, let name, let table else { return nil }
    return Standard(
      identity: StandardIdentity(id: id, version: version, sha256: sha256()), name: name,
      table: table, source: source ?? nil, population: population ?? nil)
  }

  /// Whether the file declares the format this loader reads. A missing `format` is reported
  /// later with the other missing keys; any other format stops decoding, since the rest of
  /// the file follows rules this loader does not know.
  private mutating func isReadableFormat(_ root: YAMLNode) -> Bool {
    guard case .mapping(let pairs) = root.content,
      let node = pairs.first(where: { $0.key.scalar?.text == "format" })?.value,
      let declared = node.scalar, !declared.isNull
    else { return true }
    if let index = Self.formats.firstIndex(of: declared.text) {
      formatVersion = index + 1
      return true
    }
    let prefix = "bmi-standard/"
    if declared.text.hasPrefix(prefix), let version = Int(declared.text.dropFirst(prefix.count)),
      version > Self.formats.count
    {
      report(.newerFormat(declared.text), node)
    } else if let format = Self.formats.first(where: {
      LookAlikes.asciiReading(of: declared.text) == $0
    }),
      let lookAlike = Self.lookAlikeProblem(declared.text, what: "'format'", suggestion: format)
    {
      report(lookAlike, node)
    } else {
      report(.unsupportedFormat(declared.text), node)
    }
    return false
  }

  mutating func sourceReference(_ node: YAMLNode) -> SourceReference? {
    guard
      let fields = fields(
        of: node, context: "'source'", expected: "a mapping with citation, url, doi and year",
        schema: Self.sourceKeys)
    else { return nil }
    let citation = fields["citation"].flatMap { text($0, what: "'citation'") }
    let url = fields["url"].flatMap { webAddress($0) }
    let doi = fields["doi"].flatMap { digitalObjectIdentifier($0) }
    let year = fields["year"].flatMap { wholeNumber($0, what: "'year'", in: 1800...2200) }
    guard let citation else { return nil }
    return SourceReference(citation: citation, url: url, doi: doi, year: year)
  }

  private mutating func webAddress(_ node: YAMLNode) -> String? {
    guard let text = text(node, what: "'url'") else { return nil }
    let hasScheme = text.hasPrefix("https://") || text.hasPrefix("http://")
    guard hasScheme, !text.contains(" ") else {
      report(
        .invalidReference(
          text: text, hint: "is not a web address; write it in full, starting with https://"),
        node)
      return nil
    }
    return text
  }

  private mutating func digitalObjectIdentifier(_ node: YAMLNode) -> String? {
    guard let text = text(node, what: "'doi'") else { return nil }
    if let start = text.firstRange(of: "10."), start.lowerBound != text.startIndex {
      report(
        .invalidReference(
          text: text,
          hint: "has a prefix before the DOI; write the DOI alone: \(text[start.lowerBound...])"),
        node)
      return nil
    }
    guard Self.isDOI(text) else {
      report(
        .invalidReference(text: text, hint: "is not a DOI; a DOI looks like 10.1000/xyz123"),
        node)
      return nil
    }
    return text
  }

  /// `10.`, four to nine digits, `/`, then anything without spaces.
  private static func isDOI(_ text: String) -> Bool {
    guard text.hasPrefix("10."), let slash = text.firstIndex(of: "/") else { return false }
    let registrant = text[text.index(text.startIndex, offsetBy: 3)..<slash]
    let suffix = text[text.index(after: slash)...]
    return (4...9).contains(registrant.count) && registrant.allSatisfy(\.isASCII)
      && registrant.allSatisfy(\.isNumber) && !suffix.isEmpty
      && !suffix.contains(where: \.isWhitespace)
  }

  mutating func population(_ node: YAMLNode) -> Population? {
    guard
      let fields = fields(
        of: node, context: "'population'", expected: "a mapping with min_age, max_age and note",
        schema: Self.populationKeys)
    else { return nil }
    let ages = 0...150
    let minimum = fields["min_age"].flatMap { wholeNumber($0, what: "'min_age'", in: ages) }
    let maximum = fields["max_age"].flatMap { wholeNumber($0, what: "'max_age'", in: ages) }
    let note = fields["note"].flatMap {
      localizedText($0, what: "the population note", requiresEnglish: false)
    }
    if let minimum, let maximum, let node = fields["max_age"], maximum < minimum {
      report(
        .numberOutOfRange(
          text: "\(maximum)", what: "'max_age'", requirement: "at least min_age (\(minimum))"),
        node)
      return nil
    }
    return Population(minimumAge: minimum, maximumAge: maximum, note: note)
  }

  mutating func roundingPolicy(_ node: YAMLNode) -> RoundingPolicy? {
    let allowed = ["none", "{decimals: 0 to 4, mode: half-up or half-even}"]
    if case .mapping = node.content {
      guard
        let fields = fields(
          of: node, context: "'rounding'", expected: "none or a mapping with decimals and mode",
          schema: Self.roundingKeys)
      else { return nil }
      let decimals = fields["decimals"].flatMap {
        wholeNumber($0, what: "'decimals'", in: 0...RoundingPolicy.maximumDecimals)
      }
      let modes = RoundingMode.allCases.map(\.rawValue)
      let mode = fields["mode"].flatMap { word($0, what: "'mode'", allowed: modes) }
      guard let decimals, let mode, let roundingMode = RoundingMode(rawValue: mode) else {
        return nil
      }
      return .decimals(decimals, roundingMode)
    }
    if node.scalar?.text == "none" { return RoundingPolicy.none }
    guard let scalar = scalar(node, what: "'rounding'", expected: "none or a mapping") else {
      return nil
    }
    report(
      .valueNotAllowed(
        text: scalar.text, what: "'rounding'", allowed: allowed,
        suggestion: EditDistance.closest(to: scalar.text, among: ["none"])), node)
    return nil
  }

  /// The table, checked by the core, when rounding, categories and groups decoded cleanly;
  /// its problems and warnings are reported at the positions of the categories involved.
  private mutating func classificationTable(_ fields: MappingFields) -> ClassificationTable? {
    let rounding = fields["rounding"].flatMap { roundingPolicy($0) }
    guard let categoriesNode = fields["categories"] else { return nil }
    let categories = self.categories(categoriesNode)
    let groups = fields["groups"].map { self.groups($0) } ?? []
    guard let rounding, let categories, let groups else { return nil }
    let layout = TableLayout(
      categories: categories, groups: groups, categoriesPosition: categoriesNode.position,
      rounding: rounding)
    do {
      let table = try ClassificationTable(
        categories: categories.map(\.category), groups: groups.map(\.group), rounding: rounding)
      for warning in table.warnings { report(layout.finding(for: warning)) }
      return table
    } catch {
      for finding in layout.findings(for: error.problems) { report(finding) }
      return nil
    }
  }

  mutating func report(_ finding: Finding) {
    report(finding.problem, at: finding.position)
  }
}
