import BMICore

extension StandardDecoder {
  static let cutOffKeys = KeySchema(
    allowed: ["table", "sha256", "columns", "between"],
    required: [
      ("table", "table: References/cut-offs.csv"),
      ("sha256", "sha256: followed by the table file's SHA-256 in hex"),
      ("columns", "columns: [overweight, obesity]"),
      ("between", "between: cubic"),
    ])

  /// The table of cut-offs by age of a standard of measure `bmi_for_age_cut_offs`: the
  /// cut-off columns named (lowest first), the rule between rows, and the CSV file read,
  /// matched with its digest and checked row by row.
  ///
  /// The column names are kept in ``cutOffNames`` even when the table cannot be read, so
  /// that the categories' bounds, which name them, are still checked.
  mutating func cutOffReference(_ node: YAMLNode) -> CutOffReference? {
    guard
      let fields = fields(
        of: node, context: "'cut_offs'",
        expected: "a mapping with table, sha256, columns and between",
        schema: Self.cutOffKeys)
    else { return nil }
    let tableName = fields["table"].flatMap { text($0, what: "'table' of 'cut_offs'") }
    let digest = fields["sha256"].flatMap { text($0, what: "'sha256' of 'cut_offs'") }
    let between = fields["between"].flatMap {
      word($0, what: "'between'", allowed: CutOffReading.allCases.map(\.rawValue))
    }.flatMap(CutOffReading.init(rawValue:))
    let names = fields["columns"].flatMap { columns($0) }
    if let names { cutOffNames = names }
    guard let tableName, let tableNode = fields["table"], let digest,
      let digestNode = fields["sha256"], let between, let names
    else { return nil }
    guard Self.isSafeRelativePath(tableName) else {
      report(
        .cutOffTableUnreadable(
          text: tableName,
          hint: "is not a relative file name; name the CSV file beside the standard file, "
            + "such as References/cut-offs.csv (no '..', no leading '/')"), tableNode)
      return nil
    }
    guard let bytes = referenceFiles?(tableName) else {
      report(
        .cutOffTableUnreadable(
          text: tableName,
          hint: "cannot be read; put the CSV table of cut-offs at that path beside the "
            + "standard file"), tableNode)
      return nil
    }
    let actual = SHA256.hexDigest(of: bytes)
    guard actual == digest.lowercased() else {
      report(
        .referenceDigestMismatch(text: digest, table: tableName, actual: actual), digestNode)
      return nil
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      report(
        .cutOffTableUnreadable(text: tableName, hint: "is not UTF-8 text; save it as CSV"),
        tableNode)
      return nil
    }
    do throws(CutOffTableError) {
      let table = try CutOffTable(parsing: text, names: names, reading: between)
      return CutOffReference(table: table, tableFile: tableName, tableSHA256: digest)
    } catch {
      for problem in error.problems {
        report(
          .cutOffTable(problem.code, names: names),
          at: TextPosition(line: problem.line, column: problem.column), inTable: tableName,
          bytes: bytes)
      }
      return nil
    }
  }

  /// The cut-off columns' names, lowest first: a list of distinct texts, as the CSV's header
  /// writes them.
  private mutating func columns(_ node: YAMLNode) -> [String]? {
    var seen: [String] = []
    let names = list(
      node, what: "'columns' of 'cut_offs'",
      expected: "a list of the CSV's cut-off columns, lowest first"
    ) { decoder, item, _ -> String? in
      guard let name = decoder.text(item, what: "a cut-off column") else { return nil }
      // A letter first, so that no name reads as a number where a bound names it.
      guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
        name.unicodeScalars.allSatisfy({
          $0.isASCII
            && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
              || "_.-".unicodeScalars.contains($0))
        })
      else {
        decoder.report(
          .valueNotAllowed(
            text: name, what: "a cut-off column's name",
            allowed: [
              "a letter, then letters, digits, '_', '.' or '-', as the CSV's header writes it"
            ],
            suggestion: nil), item)
        return nil
      }
      if seen.contains(name) {
        decoder.report(
          .valueNotAllowed(
            text: name, what: "a cut-off column named twice", allowed: [], suggestion: nil),
          item)
        return nil
      }
      seen.append(name)
      return name
    }
    guard let names else { return nil }
    guard !names.isEmpty else {
      report(
        .missingValue(what: "'columns' of 'cut_offs'", found: "an empty list"), node)
      return nil
    }
    return names
  }

  /// A category bound that names a cut-off column: its position among the columns, from 1,
  /// as the bound the section's table holds.
  mutating func cutOffBound(_ node: YAMLNode, what: String, names: [String]) -> ExactDecimal? {
    guard let name = word(node, what: what + " (a cut-off column)", allowed: names),
      let index = names.firstIndex(of: name)
    else { return nil }
    return ExactDecimal(millionths: Int64(index + 1) * 1_000_000)
  }

  /// Checks that the table has cut-offs at every age of the declared `age` input, for every
  /// sex: a child the sections accept always has cut-offs.
  mutating func checkCutOffCoverage(
    _ reference: CutOffReference, inputs: [DecodedInput], at position: TextPosition
  ) {
    let table = reference.table
    let age = inputs.first { $0.input.name == .age }
    guard inputs.contains(where: { $0.input.name == .sex }), let age,
      case .interval(let interval) = age.input.domain, let low = interval.lower.value,
      let high = interval.upper.value
    else {
      report(
        .cutOffTableCoverage(
          sex: nil, declared: "no bounded ages",
          covered: Self.coveredText(table, sex: .female)), at: position)
      return
    }
    func inTableUnit(_ value: ExactDecimal) -> GrowthRational? {
      Age(value, age.input.ageUnit).map { GrowthRational($0.value(in: table.unit)) }
    }
    guard let lowAge = inTableUnit(low), let highAge = inTableUnit(high) else { return }
    for sex in [Sex.female, .male] {
      guard let range = table.ageRange(of: sex),
        range.lowerBound.compare(to: lowAge) <= 0, highAge.compare(to: range.upperBound) <= 0
      else {
        report(
          .cutOffTableCoverage(
            sex: sex.rawValue,
            declared: "\(low) to \(high) \(age.input.ageUnit.rawValue)",
            covered: Self.coveredText(table, sex: sex)), at: age.position)
        continue
      }
    }
  }

  private static func coveredText(_ table: CutOffTable, sex: Sex) -> String {
    guard let range = table.ageRange(of: sex) else { return "no ages" }
    return "\(range.lowerBound.exactDecimalText) to \(range.upperBound.exactDecimalText) "
      + table.unit.rawValue
  }
}
