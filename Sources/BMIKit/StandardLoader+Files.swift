import BMICore
import BMIPlatform
import BMIStandards
import BMISupport

// URL alone, for `load(contentsOf:)`; files are read with POSIX calls (`FileReader`).
#if BMI_WITHOUT_FOUNDATION
#elseif canImport(FoundationEssentials)
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

/// A standard file's bytes, read whole, and how to read the LMS tables it names from its
/// folder: the one way the library and the command line read a standard from disk.
package struct StandardFileBytes: Sendable {
  /// The file's bytes: at most one more than ``StandardLoader/maximumFileSize``, so the
  /// loader sees and refuses a larger file.
  package let bytes: [UInt8]
  /// Reads a table file the standard names, relative to the standard file's folder.
  package let referenceFiles: ReferenceFileReader
}

extension StandardLoader {
  /// The most bytes of an LMS table file read beside a standard file (16 MiB; the largest
  /// built-in table is under 1 MiB).
  package static let maximumReferenceFileSize = 16 << 20

  /// Reads a standard file and gives the reader of the tables beside it, each within its
  /// size limit (``maximumFileSize``, ``maximumReferenceFileSize``).
  ///
  /// - Parameter path: The file's path, absolute or relative to the working directory.
  /// - Returns: The bytes and the table reader, for
  ///   ``load(bytes:fileName:referenceFiles:delegates:)``.
  /// - Throws: Why the file cannot be read.
  package static func readFile(path: String) throws(FileReadProblem) -> StandardFileBytes {
    let bytes = try FileReader.read(path, limit: maximumFileSize + 1)
    let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    return StandardFileBytes(
      bytes: bytes,
      referenceFiles: { name in
        try? FileReader.read(directory + name, limit: maximumReferenceFileSize)
      })
  }

  /// Loads a standard file from a path, reading the LMS table a BMI-for-age standard names
  /// from beside it.
  ///
  /// ```swift
  /// let clinic = try StandardLoader.load(path: "clinic.yaml")
  /// ```
  ///
  /// - Parameter path: The file's path, absolute or relative to the working directory.
  /// - Returns: The standard and the file's warnings.
  /// - Throws: ``StandardFileError``: `.unreadable` when the file cannot be read,
  ///   `.refused` with every problem of a file that is not a valid standard (one larger than
  ///   ``maximumFileSize`` among them).
  public static func load(path: String) throws(StandardFileError) -> LoadedStandard {
    let file: StandardFileBytes
    do throws(FileReadProblem) {
      file = try readFile(path: path)
    } catch {
      throw .unreadable(path: path)
    }
    do throws(StandardLoadError) {
      return try load(
        bytes: file.bytes, fileName: path, referenceFiles: file.referenceFiles,
        delegates: .builtIns)
    } catch {
      throw .refused(error)
    }
  }

  #if !BMI_WITHOUT_FOUNDATION
    /// Loads a standard file from a file URL, as ``load(path:)``.
    ///
    /// ```swift
    /// let clinic = try StandardLoader.load(contentsOf: URL(fileURLWithPath: "clinic.yaml"))
    /// ```
    ///
    /// - Parameter url: A file URL.
    /// - Returns: The standard and the file's warnings.
    /// - Throws: ``StandardFileError``.
    public static func load(contentsOf url: URL) throws(StandardFileError) -> LoadedStandard {
      try load(path: url.path)
    }
  #endif
}
