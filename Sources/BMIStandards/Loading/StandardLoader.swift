internal import CLibYAML
public import BMICore

/// A standard read from a file, with the warnings its file produced.
public struct LoadedStandard: Sendable {
  /// The validated standard; its identity carries the SHA-256 of the file's bytes.
  public let standard: Standard
  /// Findings that did not stop the file from loading.
  public let warnings: [Diagnostic]
}

/// The error thrown when a standard file is refused: every problem of the file at once.
public struct StandardLoadError: Error, Sendable {
  /// All findings, errors and warnings, in file order.
  public let diagnostics: [Diagnostic]
  /// The file's bytes, so diagnostics can be rendered with the offending line.
  public let source: [UInt8]
}

/// Reads `bmi-standard/1` files strictly and checks them into validated standards.
public enum StandardLoader {
  /// The largest file accepted, in bytes (1 MiB).
  public static let maximumFileSize = 1 << 20

  /// Loads a standard from bytes.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - fileName: The name diagnostics report, as the user gave it.
  /// - Throws: ``StandardLoadError`` with every problem found.
  public static func load(bytes: [UInt8], fileName: String) throws(StandardLoadError)
    -> LoadedStandard
  {
    fatalError("not yet implemented")
  }
}
