
/// The standards that ship inside BMIKit, embedded from `Standards/` at build time.
///
/// Each is loaded on first use through the same ``StandardLoader`` and checks as a user's
/// file; nothing is parsed at start-up.
public enum BuiltInStandards {
  /// The identifiers of the built-in standards, such as `who-2000` and `ksso-2022`.
  public static var ids: [String] { fatalError("not yet implemented") }

  /// The identifier a name stands for: an id or short alias, with or without `.yaml`
  /// (`ksso`, `ksso.yaml`, `ksso-2022`, `ksso-2022.yaml` all give `ksso-2022`).
  ///
  /// - Parameter name: What the user typed.
  /// - Returns: The built-in identifier, or `nil` when the name is none of them.
  public static func id(forName name: String) -> String? { fatalError("not yet implemented") }

  /// Every name that resolves to a built-in (ids and aliases, without `.yaml`), for
  /// suggestions and completions.
  public static var names: [String] { fatalError("not yet implemented") }

  /// Loads a built-in standard.
  ///
  /// - Parameter id: One of ``ids``.
  /// - Returns: The standard, or `nil` for an unknown id.
  public static func standard(id: String) -> LoadedStandard? { fatalError("not yet implemented") }

  /// The exact bytes of a built-in's file, as embedded.
  ///
  /// - Parameter id: One of ``ids``.
  public static func fileBytes(id: String) -> [UInt8]? { fatalError("not yet implemented") }
}
