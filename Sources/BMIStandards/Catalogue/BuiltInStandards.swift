import Synchronization

/// The standards that ship inside BMIKit, embedded from `Standards/` at build time.
///
/// Each is loaded on first use through the same ``StandardLoader`` and checks as a user's
/// file; nothing is parsed at start-up, and each is parsed at most once per process.
public enum BuiltInStandards {
  /// The built-ins in catalogue order, each with its short alias.
  private static let catalogue: [(id: String, alias: String)] = [
    ("who-2000", "who"), ("ksso-2022", "ksso"), ("asia-pacific-2000", "asia-pacific"),
    ("jasso-2022", "jasso"), ("china-2013", "china"), ("cdc-adult", "cdc"),
    ("nice-2025", "nice"), ("nice-ethnic-2025", "nice-ethnic"), ("who-2004", "who-additional"),
    ("who-2004-asia", "who-asia"), ("taiwan-2002", "taiwan"), ("singapore-2005", "singapore"),
    ("india-2009", "india"), ("hong-kong-2023", "hong-kong"), ("malaysia-2004", "malaysia"),
  ]

  private static let fileExtension = ".yaml"

  /// The embedded files by id (file name without `.yaml`).
  private static let filesByID: [String: [UInt8]] = Dictionary(
    EmbeddedStandardFiles.files.compactMap { file in
      file.name.hasSuffix(fileExtension)
        ? (String(file.name.dropLast(fileExtension.count)), file.bytes) : nil
    },
    uniquingKeysWith: { first, _ in first })

  private static let cache = Mutex<[String: LoadedStandard]>([:])

  /// The identifiers of the built-in standards, such as `who-2000` and `ksso-2022`: those of
  /// the catalogue first, in its order, then any other embedded file, by name.
  public static var ids: [String] {
    let known = catalogue.map(\.id).filter { filesByID[$0] != nil }
    return known + filesByID.keys.filter { !known.contains($0) }.sorted()
  }

  /// The identifier a name stands for: an id or short alias, with or without `.yaml`, in
  /// any letter case (`ksso`, `KSSO`, `ksso.yaml`, `ksso-2022`, `ksso-2022.yaml` all give
  /// `ksso-2022`). Only ASCII letters are compared without case: `\u{212A}sso` (KELVIN
  /// SIGN, which Unicode lowercases to `k`) names no built-in.
  ///
  /// - Parameter name: What the user typed.
  /// - Returns: The built-in identifier, or `nil` when the name is none of them.
  public static func id(forName name: String) -> String? {
    guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    var base = String(
      decoding: name.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    if base.hasSuffix(fileExtension) { base.removeLast(fileExtension.count) }
    if filesByID[base] != nil { return base }
    guard let id = catalogue.first(where: { $0.alias == base })?.id, filesByID[id] != nil else {
      return nil
    }
    return id
  }

  /// Every name that resolves to a built-in (ids and aliases, without `.yaml`), for
  /// suggestions and completions.
  public static var names: [String] {
    let available = Set(ids)
    let aliases = catalogue.filter { available.contains($0.id) }.map(\.alias)
    return ids + aliases
  }

  /// Loads a built-in standard, parsing its embedded file on first use.
  ///
  /// The embedded files are checked by the test suite (every one loads with no warning),
  /// so a failure here is a defect of the build, not of the user's input, and stops the
  /// program with the file's diagnostics.
  ///
  /// - Parameter id: One of ``ids``.
  /// - Returns: The standard, or `nil` for an unknown id.
  public static func standard(id: String) -> LoadedStandard? {
    if let cached = cache.withLock({ $0[id] }) { return cached }
    guard let bytes = filesByID[id] else { return nil }
    let loaded: LoadedStandard
    do {
      loaded = try StandardLoader.load(bytes: bytes, fileName: id + fileExtension)
    } catch {
      fatalError("built-in standard \(id) does not load:\n\(error.renderedDiagnostics)")
    }
    // Two threads may load the same file at once; both get equal values, the first is kept.
    return cache.withLock { cache in
      if let existing = cache[id] { return existing }
      cache[id] = loaded
      return loaded
    }
  }

  /// The exact bytes of a built-in's file, as embedded.
  ///
  /// - Parameter id: One of ``ids``.
  /// - Returns: The bytes, or `nil` for an unknown id.
  public static func fileBytes(id: String) -> [UInt8]? { filesByID[id] }
}
