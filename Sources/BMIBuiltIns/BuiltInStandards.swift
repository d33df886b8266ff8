import BMICore
import BMISupport

/// The standards that ship inside BMIKit: every file of `Standards/`, checked with the real
/// loader when the package is built and compiled in as ready Swift values, so using one
/// parses nothing at run time and needs no YAML library.
///
/// ```swift
/// let ksso = try BuiltInStandards.named("ksso")   // ksso-2022
/// ```
public enum BuiltInStandards {
  /// The built-ins in catalogue order, each with its short alias.
  private static let catalogue: [(id: String, alias: String)] = [
    ("who-2000", "who"), ("ksso-2022", "ksso"), ("asia-pacific-2000", "asia-pacific"),
    ("jasso-2022", "jasso"), ("china-2013", "china"), ("cdc-adult", "cdc"),
    ("nice-2025", "nice"), ("nice-ethnic-2025", "nice-ethnic"), ("who-2004", "who-additional"),
    ("who-2004-asia", "who-asia"), ("taiwan-2002", "taiwan"), ("singapore-2005", "singapore"),
    ("india-2009", "india"), ("hong-kong-2023", "hong-kong"), ("malaysia-2004", "malaysia"),
    ("nice-ng246", "nice-background"), ("china-80-2025", "china-80"), ("glim-2019", "glim"),
    ("glim-asia-2019", "glim-asia"), ("nhlbi-1998", "nhlbi"),
    ("ksso-abdominal-2022", "ksso-abdominal"), ("jasso-waist-2022", "jasso-waist"),
    ("china-waist-2013", "china-waist"), ("who-waist-2008", "who-waist"),
    ("nice-whtr-2025", "nice-whtr"),
    ("who-2006-bmi-for-age", "who-growth-0-5"), ("who-2007-bmi-for-age", "who-growth-5-19"),
    ("cdc-2000-bmi-for-age", "cdc-growth"),
    ("kdca-2017-bmi-for-age", "kdca-growth"),
    ("uk90-bmi-for-age", "uk90-growth"),
    ("iotf-2012", "iotf-lms"),
    ("iotf-2000", "iotf-table"),
    ("china-wst586-2018", "china-school"),
    ("who-all-ages", "who-all"),
    ("korea-all-ages", "korea-all"),
  ]

  private static let fileExtension = ".yaml"

  /// The embedded standards by id (file name without `.yaml`).
  private static let byID: [String: EmbeddedStandard] = {
    var entries: [String: EmbeddedStandard] = [:]
    for entry in EmbeddedStandard.all where entries[entry.id] == nil { entries[entry.id] = entry }
    return entries
  }()

  /// The identifiers of the built-in standards, such as `who-2000` and `ksso-2022`: those of
  /// the catalogue first, in its order, then any other embedded file, by name.
  public static var ids: [String] {
    let known = catalogue.map { $0.id }.filter { byID[$0] != nil }
    return known + byID.keys.filter { !known.contains($0) }.sorted()
  }

  /// Every name that resolves to a built-in (ids and aliases, without `.yaml`), for
  /// suggestions and completions.
  public static var names: [String] {
    let available = Set(ids)
    let aliases = catalogue.filter { available.contains($0.id) }.map { $0.alias }
    return ids + aliases
  }

  /// The short alias of a built-in, such as `ksso` for `ksso-2022`: the name a shared link
  /// or a command line most likely uses.
  ///
  /// - Parameter id: One of ``ids``.
  /// - Returns: The alias, or `nil` for an id without one (a standard compiled in from
  ///   another folder).
  package static func alias(ofID id: String) -> String? {
    catalogue.first { $0.id == id }?.alias
  }

  /// The identifier a name stands for: an id or short alias, with or without `.yaml`, in
  /// any ASCII letter case (`ksso`, `KSSO`, `ksso.yaml`, `ksso-2022`, `ksso-2022.yaml` all
  /// give `ksso-2022`).
  ///
  /// Only ASCII letters are folded: a name with any other character (a Kelvin sign for
  /// `K`, a Cyrillic `о`, a full-width letter) is never a built-in's name.
  ///
  /// - Parameter name: What the user typed.
  /// - Returns: The built-in identifier, or `nil` when the name is none of them.
  public static func id(forName name: String) -> String? {
    guard name.unicodeScalars.allSatisfy({ $0.isASCII }) else { return nil }
    var base = asciiLowercased(name)
    if base.hasSuffix(fileExtension) { base.removeLast(fileExtension.count) }
    if byID[base] != nil { return base }
    guard let id = catalogue.first(where: { $0.alias == base })?.id, byID[id] != nil else {
      return nil
    }
    return id
  }

  /// A built-in standard by id.
  ///
  /// - Parameter id: One of ``ids``.
  /// - Returns: The standard, or `nil` for an unknown id.
  public static func standard(id: String) -> Standard? { byID[id]?.standard }

  /// A built-in standard by id, short alias or file name, in any ASCII letter case.
  ///
  /// - Parameter name: What the user typed: `ksso`, `KSSO`, `ksso-2022`, `ksso.yaml`.
  /// - Returns: The standard.
  /// - Throws: ``StandardNameError/lookAlike(name:characters:suggestion:)`` for a name
  ///   with characters that only look like ASCII (a Cyrillic `о`, a Kelvin sign), naming
  ///   each; ``StandardNameError/unknown(name:suggestions:)`` for any other name that is
  ///   not a built-in, with the nearest names.
  public static func named(_ name: String) throws(StandardNameError) -> Standard {
    if let id = id(forName: name), let standard = standard(id: id) { return standard }
    let spelled = spelled(byLookAlike: name)
    // What each character stands for in this very name, when it spells a built-in.
    var readAs: [Int: String] = [:]
    for finding in spelled?.findings ?? [] { readAs[finding.offset] = finding.looksLike }
    var characters: [LookAlikeCharacter] = []
    for (offset, scalar) in name.unicodeScalars.enumerated() where !scalar.isASCII {
      guard let looksLike = readAs[offset] ?? LookAlikes.readings(of: scalar).first else {
        continue
      }
      characters.append(
        LookAlikeCharacter(scalar: scalar, looksLike: looksLike, position: offset + 1))
    }
    if !characters.isEmpty {
      throw .lookAlike(name: name, characters: characters, suggestion: spelled?.id)
    }
    throw .unknown(name: name, suggestions: nearestNames(to: name))
  }

  /// The built-in a name written with look-alike, invisible or control characters spells
  /// once each is read as the ASCII it imitates (ASCII letters in either case, `.yaml`
  /// allowed): the name as the built-in writes it, its id, and what each character stood
  /// for; `nil` for a name of plain ASCII or one that spells no built-in. Linear in the
  /// length of the name (``LookAlikes``).
  ///
  /// - Parameter name: What the user typed, such as `kssо` with a Cyrillic о.
  package static func spelled(byLookAlike name: String)
    -> (name: String, id: String, findings: [LookAlikes.Finding])?
  {
    guard name.unicodeScalars.contains(where: { !$0.isASCII || VisibleText.isUnsafe($0) })
    else { return nil }
    let candidates = names.flatMap { [$0, $0 + fileExtension] }
    guard let match = LookAlikes.match(name, among: candidates, ignoringCase: true),
      let id = id(forName: match.candidate)
    else { return nil }
    return (match.candidate, id, match.findings)
  }

  /// Built-in names near what was typed, nearest first, ignoring case and `.yaml`.
  ///
  /// - Parameter typed: A name that is not a built-in's.
  package static func nearestNames(to typed: String) -> [String] {
    // No built-in name is longer; a longer text is no misspelling of one.
    guard typed.unicodeScalars.count <= 64 else { return [] }
    var stem = typed.lowercased()
    for suffix in [".yaml", ".yml"] where stem.hasSuffix(suffix) {
      stem.removeLast(suffix.count)
    }
    if let slash = stem.lastIndex(of: "/") { stem = String(stem[stem.index(after: slash)...]) }
    // A name the typed text begins (`who-2007` of `who-2007-bmi-for-age`) is meant before
    // one a few edits away (`who-2000`).
    if stem.count >= 3 {
      let extended = names.filter { $0.hasPrefix(stem) && $0 != stem }
      if !extended.isEmpty { return Array(extended.prefix(3)) }
    }
    let limit = max(2, stem.count / 3)
    return EditDistance.nearby(to: stem, in: names, within: limit, count: 3)
  }

  /// The exact bytes of a built-in's file, as embedded (for `bmi standards check` and
  /// `show`; classifying never reads them).
  ///
  /// - Parameter id: One of ``ids``.
  /// - Returns: The bytes (empty in the web page's build, which leaves them out), or `nil` for
  ///   an unknown id.
  package static func fileBytes(id: String) -> [UInt8]? { byID[id]?.bytes }

  /// The bytes of an LMS table a built-in BMI-for-age standard names, such as
  /// `References/who2007-bmi-for-age-months.csv`, as `bmi standards check` reads it.
  ///
  /// - Parameter name: The table's name as the standard file gives it.
  /// - Returns: The bytes, or `nil` when no built-in names it.
  package static func referenceFileBytes(name: String) -> [UInt8]? {
    EmbeddedStandard.referenceTables[name].map { Array($0.utf8) }
  }

  private static func asciiLowercased(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.value >= 0x41 && scalar.value <= 0x5A, let lower = Unicode.Scalar(scalar.value + 32)
      {
        result.unicodeScalars.append(lower)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// One embedded standard: its identifier, its file's bytes, and the standard as a value.
///
/// The build-time tool writes `EmbeddedStandard.all`, one entry per file of `Standards/`.
struct EmbeddedStandard: Sendable {
  /// The file name without `.yaml`.
  let id: String
  /// The file's exact bytes.
  let bytes: [UInt8]
  /// Gives the standard the loader made of the file, as Swift values; it is made once, on
  /// first use (a BMI-for-age standard reads its LMS table then).
  let make: @Sendable () -> Standard

  /// The standard the loader made of the file.
  var standard: Standard { make() }
}

extension EmbeddedStandard {
  /// A built-in LMS table, read from its embedded text.
  ///
  /// The build refuses a table that does not read cleanly or match its digest, so reading it
  /// again cannot fail.
  static func growthTable(_ name: String, _ rules: GrowthReference) -> GrowthReferenceTable {
    guard let text = referenceTables[name],
      let table = try? GrowthReferenceTable(parsing: text, reference: rules)
    else { fatalError("the built-in table \(name) was checked when the package was built") }
    return table
  }
}
