public import BMICore

/// Finds the standards the sections of a delegating file hand their people to
/// (`use: who-2006-bmi-for-age`, `use: infants.yaml`).
///
/// A name ending in `.yaml` or `.yml` is a file, read relative to the delegating file with
/// the loader's ``ReferenceFileReader`` and loaded in turn; any other name is a built-in's
/// id.
public struct DelegateResolver: Sendable {
  /// A built-in standard by id, already checked; `nil` for an unknown id.
  let builtIn: @Sendable (String) -> Standard?
  /// The bytes of a built-in's file by id, loaded in turn instead of ``builtIn`` (as the
  /// build does, before any built-in is compiled); `nil` to use ``builtIn``.
  let builtInFile: (@Sendable (String) -> [UInt8]?)?

  /// A resolver of the compiled built-ins.
  ///
  /// - Parameter builtIn: The built-in standard of an id, such as
  ///   `BuiltInStandards.standard(id:)`.
  public init(builtIn: @escaping @Sendable (String) -> Standard?) {
    self.builtIn = builtIn
    self.builtInFile = nil
  }

  /// A resolver that loads each built-in from its file, for the build that checks them.
  ///
  /// - Parameter builtInFile: The bytes of the file of an id.
  public init(builtInFile: @escaping @Sendable (String) -> [UInt8]?) {
    self.builtIn = { _ in nil }
    self.builtInFile = builtInFile
  }

  /// Whether a `use:` name is a file's path rather than a built-in's id.
  static func isFile(_ name: String) -> Bool {
    name.hasSuffix(".yaml") || name.hasSuffix(".yml")
  }

  /// The folder part of a relative path, with its final `/`, or empty.
  static func folder(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
  }
}
