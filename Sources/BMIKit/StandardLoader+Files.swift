import BMICore
import BMIStandards
import BMISupport

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Why a standard file could not be loaded from disk: it could not be read, or it was read
/// and refused.
public enum StandardFileError: Error, Sendable {
  /// The file could not be read (no such file, no permission, a directory).
  case unreadable(path: String)
  /// The file was read and refused; every problem is in the load error.
  case refused(StandardLoadError)
}

extension StandardFileError: BMIKitError {
  /// `file.unreadable`, or the code of the first problem of a refused file (`E014`, …).
  public var code: String {
    switch self {
    case .unreadable: "file.unreadable"
    case .refused(let error): error.code
    }
  }

  /// The explanation in English, or Korean for `ko`; the path is written with invisible
  /// and control characters made visible.
  ///
  /// - Parameter language: A language tag.
  public func message(for language: String) -> String {
    switch self {
    case .unreadable(let path):
      LocalizedText([
        "en": "cannot read \(VisibleText.escaped(path)); check the path and its permissions",
        "ko": "\(VisibleText.escaped(path)) 파일을 읽을 수 없습니다. 경로와 권한을 확인하세요",
      ]).text(for: language)
    case .refused(let error): error.message(for: language)
    }
  }

  /// `code: message`, in English.
  public var description: String { "\(code): \(message(for: "en"))" }
}

extension StandardLoader {
  /// Loads a standard file from a URL, reading the LMS table a BMI-for-age standard names
  /// from beside it.
  ///
  /// ```swift
  /// let clinic = try StandardLoader.load(contentsOf: URL(fileURLWithPath: "clinic.yaml"))
  /// ```
  ///
  /// - Parameter url: A file URL.
  /// - Returns: The standard and the file's warnings.
  /// - Throws: ``StandardFileError``: `.unreadable` when the file cannot be read,
  ///   `.refused` with every problem of a file that is not a valid standard.
  public static func load(contentsOf url: URL) throws(StandardFileError) -> LoadedStandard {
    guard let data = try? Data(contentsOf: url, options: .mappedIfSafe) else {
      throw .unreadable(path: url.path)
    }
    let directory = url.deletingLastPathComponent()
    do throws(StandardLoadError) {
      return try load(
        bytes: [UInt8](data), fileName: url.lastPathComponent,
        referenceFiles: { name in
          (try? Data(contentsOf: directory.appendingPathComponent(name))).map { [UInt8]($0) }
        }, delegates: .builtIns)
    } catch {
      throw .refused(error)
    }
  }

  /// Loads a standard file from a path, as ``load(contentsOf:)``.
  ///
  /// - Parameter path: The file's path, absolute or relative to the working directory.
  /// - Returns: The standard and the file's warnings.
  /// - Throws: ``StandardFileError``.
  public static func load(path: String) throws(StandardFileError) -> LoadedStandard {
    try load(contentsOf: URL(fileURLWithPath: path))
  }
}
