public import BMICore

/// A standard read from a file, with the warnings its file produced.
public struct LoadedStandard: Sendable {
  /// The validated standard; its identity carries the SHA-256 of the file's bytes.
  public let standard: Standard
  /// Findings that did not stop the file from loading, in file order.
  public let warnings: [Diagnostic]
  /// The file's `examples:`, in file order: what the standard must answer.
  package let examples: [StandardExample]

  /// Creates a loaded standard.
  ///
  /// - Parameters:
  ///   - standard: The validated standard.
  ///   - warnings: The file's warnings.
  ///   - examples: The file's examples.
  package init(standard: Standard, warnings: [Diagnostic], examples: [StandardExample] = []) {
    self.standard = standard
    self.warnings = warnings
    self.examples = examples
  }
}

/// The error thrown when a standard file is refused: every problem of the file at once.
public struct StandardLoadError: Error, Sendable {
  /// All findings, errors and warnings, in file order.
  public let diagnostics: [Diagnostic]
  /// The file's bytes, so diagnostics can be rendered with the offending line.
  public let source: [UInt8]
  /// The bytes of the LMS tables diagnostics point into, by the file name they give.
  package let tableSources: [String: [UInt8]]
  /// Creates an error.
  ///
  /// - Parameters:
  ///   - diagnostics: The findings, at least one of them an error.
  ///   - source: The file's bytes.
  ///   - tableSources: The bytes of LMS table files diagnostics point into.
  package init(
    diagnostics: [Diagnostic], source: [UInt8], tableSources: [String: [UInt8]] = [:]
  ) {
    self.diagnostics = diagnostics
    self.source = source
    self.tableSources = tableSources
  }

  /// Only the findings that are errors.
  public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}

/// Reads `bmi-standard/1` files strictly and checks them into validated standards.
///
/// Loading goes in stages, and a problem in an early stage stops it there, because later
/// stages would only report its consequences:
/// 1. the bytes: at most ``maximumFileSize``, plausibly a standard file, not empty, UTF-8,
///    no forbidden characters;
/// 2. the YAML: well-formed, one document, no anchors, aliases or tags, not too deep, and
///    no control or invisible character in any text (`TextSafety`);
/// 3. the format: keys, types, numbers, ids, texts — every problem reported;
/// 4. the table: order, gaps, overlaps, bounds, ids, groups, healthy mark — every problem,
///    checked when the categories, groups and rounding read cleanly in stage 3.
public enum StandardLoader {
  /// The largest file accepted, in bytes (1 MiB).
  public static let maximumFileSize = 1 << 20

  /// The most diagnostics a refused file reports; one more (E048) says that more follow.
  package static let maximumDiagnostics = 100

  /// Loads a standard from bytes.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - fileName: The name diagnostics report, as the user gave it.
  ///   - referenceFiles: Reads the LMS table a BMI-for-age standard names, by its name
  ///     relative to the standard file; without it such a standard cannot load. A
  ///     delegating file's `use:` files are read with it too.
  ///   - delegates: Finds the built-ins a delegating file's `use:` names; without it no
  ///     built-in can be named.
  /// - Returns: The standard and the file's warnings.
  /// - Throws: ``StandardLoadError`` with every problem found.
  public static func load(
    bytes: [UInt8], fileName: String, referenceFiles: ReferenceFileReader? = nil,
    delegates: DelegateResolver? = nil
  ) throws(StandardLoadError) -> LoadedStandard {
    try load(
      bytes: bytes, fileName: fileName, referenceFiles: referenceFiles, delegates: delegates,
      chain: [])
  }

  /// Loads a standard a delegating file names, with the names being loaded that led to it.
  static func load(
    bytes: [UInt8], fileName: String, referenceFiles: ReferenceFileReader?,
    delegates: DelegateResolver?, chain: [String]
  ) throws(StandardLoadError) -> LoadedStandard {
    let findings: [Finding]
    var tables: [String: [UInt8]] = [:]
    var standard: Standard?
    var examples: [StandardExample] = []
    do {
      let root = try document(in: bytes, fileName: fileName)
      let unsafeTexts = TextSafety.findings(in: root, lines: SourceText.Lines(bytes))
      if unsafeTexts.isEmpty {
        var decoder = StandardDecoder()
        decoder.referenceFiles = referenceFiles
        decoder.delegates = delegates
        decoder.chain = chain
        standard = decoder.standard(from: root, sha256: { SHA256.hexDigest(of: bytes) })
        findings = decoder.findings
        examples = decoder.examples
        for (name, table) in decoder.tableSources {
          tables[Finding.path(ofTable: name, besideFile: fileName)] = table
        }
      } else {
        findings = unsafeTexts
      }
    } catch {
      findings = [error]
    }
    // Positions in file order, the standard file's before its tables'; the index breaks
    // ties, keeping the order of findings at one place.
    let order = findings.indices.sorted {
      (findings[$0].table ?? "", findings[$0].position, $0)
        < (findings[$1].table ?? "", findings[$1].position, $1)
    }
    guard let standard else {
      var shown = order.prefix(maximumDiagnostics).map { findings[$0] }
      if order.count > maximumDiagnostics {
        let next = findings[order[maximumDiagnostics]].position
        shown.append(Finding(.tooManyProblems(shown: maximumDiagnostics), at: next))
      }
      throw StandardLoadError(
        diagnostics: shown.map { $0.diagnostic(fileName: fileName) }, source: bytes,
        tableSources: tables)
    }
    let diagnostics = order.map { findings[$0].diagnostic(fileName: fileName) }
    return LoadedStandard(standard: standard, warnings: diagnostics, examples: examples)
  }

  /// Whether a file is plausibly meant as a standard file: its name ends in `.yaml` or
  /// `.yml`, or it mentions `bmi-standard` (as its `format` does). Any other file is
  /// refused with E054 alone, quoting nothing of it: the path was probably a mistake, and
  /// the file may be private (`--standard /etc/shadow`).
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - fileName: The name the user gave.
  package static func isPlausiblyStandard(_ bytes: [UInt8], fileName: String) -> Bool {
    let name = Array(fileName.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 })
    if name.reversed().starts(with: ".yaml".utf8.reversed())
      || name.reversed().starts(with: ".yml".utf8.reversed())
    {
      return true
    }
    let mark = Array("bmi-standard".utf8)
    guard bytes.count >= mark.count else { return false }
    // One pass: compare at each position whose first byte matches.
    for start in 0...(bytes.count - mark.count) where bytes[start] == mark[0] {
      if bytes[start..<(start + mark.count)].elementsEqual(mark) { return true }
    }
    return false
  }

  /// The root node of the file's one YAML document, after the checks on the bytes.
  private static func document(in bytes: [UInt8], fileName: String) throws(Finding) -> YAMLNode {
    guard bytes.count <= maximumFileSize else {
      throw Finding(.fileTooLarge, at: .start)
    }
    guard isPlausiblyStandard(bytes, fileName: fileName) else {
      throw Finding(.notAStandardFile, at: .start)
    }
    switch SourceText.firstEncodingProblem(in: bytes) {
    case .invalidUTF8(let byte, let position)?:
      throw Finding(.invalidUTF8(byte: byte), at: position)
    case .forbiddenCharacter(let scalar, let position)?:
      throw Finding(.forbiddenCharacter(scalar), at: position)
    case nil:
      break
    }
    guard let root = try YAMLParser.parse(bytes), root.scalar?.isNull != true else {
      throw Finding(.emptyFile, at: .start)
    }
    return root
  }
}
