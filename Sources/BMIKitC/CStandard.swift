import BMIBuiltIns
import BMICore
import BMIPlatform
import BMIStandards
import BMISupport

/// The object behind a `bmikit_standard *`: a standard, immutable once made.
final class StandardHandle: Sendable {
  /// The standard rows are classified by.
  let standard: Standard

  init(_ standard: Standard) { self.standard = standard }

  /// The handle as the C pointer the caller keeps (retained until `bmikit_standard_free`).
  func retained() -> OpaquePointer { OpaquePointer(Unmanaged.passRetained(self).toOpaque()) }

  /// The handle behind a pointer `retained()` gave, or `nil` for NULL.
  static func from(_ pointer: OpaquePointer?) -> StandardHandle? {
    guard let pointer else { return nil }
    return Unmanaged<StandardHandle>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
  }

  /// The load error of a standard file as lines of `code\tline\tcolumn\tmessage`.
  static func lines(of error: StandardLoadError) -> String {
    error.diagnostics.filter { $0.severity == .error }.map {
      CText.errorLine(
        code: $0.code.rawValue, line: $0.location.line, column: $0.location.column,
        message: $0.message)
    }.joined(separator: "\n")
  }

  /// A standard from a file's bytes, its LMS tables read by `referenceFiles`.
  static func load(
    bytes: [UInt8], fileName: String, referenceFiles: ReferenceFileReader?,
    errorOut: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> OpaquePointer? {
    do throws(StandardLoadError) {
      let loaded = try StandardLoader.load(
        bytes: bytes, fileName: fileName, referenceFiles: referenceFiles,
        delegates: DelegateResolver(builtIn: { BuiltInStandards.standard(id: $0) }))
      return StandardHandle(loaded.standard).retained()
    } catch {
      CText.report(lines(of: error), to: errorOut)
      return nil
    }
  }
}

/// The library's version.
@_cdecl("bmikit_version")
public func bmikitVersion() -> UnsafePointer<CChar> {
  // The same version `bmi --version` prints; a literal's bytes end in a NUL.
  UnsafeRawPointer(BMIKitVersion.text.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// A built-in standard by name.
@_cdecl("bmikit_standard_named")
public func bmikitStandardNamed(
  _ name: UnsafePointer<CChar>?, _ language: UnsafePointer<CChar>?,
  _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> OpaquePointer? {
  let typed = CText.read(name)
  do throws(StandardNameError) {
    return StandardHandle(try BuiltInStandards.named(typed)).retained()
  } catch {
    let code = error.code
    CText.report(
      CText.errorLine(code: code, message: error.message(for: CText.read(language, or: "en"))),
      to: errorOut)
    return nil
  }
}

/// A standard from a YAML file, its LMS tables read beside it.
@_cdecl("bmikit_standard_load")
public func bmikitStandardLoad(
  _ path: UnsafePointer<CChar>?, _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> OpaquePointer? {
  let path = CText.read(path)
  let bytes: [UInt8]
  do throws(FileReadProblem) {
    bytes = try FileReader.read(path, limit: StandardLoader.maximumFileSize + 1)
  } catch {
    CText.report(
      CText.errorLine(
        code: "read-failed", message: "cannot read the standard file \(path): \(describe(error))"),
      to: errorOut)
    return nil
  }
  let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
  return StandardHandle.load(
    bytes: bytes, fileName: path,
    referenceFiles: { name in try? FileReader.read(directory + name, limit: 16 << 20) },
    errorOut: errorOut)
}

/// A standard from the bytes of a YAML file.
@_cdecl("bmikit_standard_from_yaml")
public func bmikitStandardFromYAML(
  _ bytes: UnsafePointer<CChar>?, _ length: Int, _ fileName: UnsafePointer<CChar>?,
  _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> OpaquePointer? {
  var copy: [UInt8] = []
  if let bytes, length > 0 {
    copy = Array(
      UnsafeRawBufferPointer(start: UnsafeRawPointer(bytes), count: length))
  }
  return StandardHandle.load(
    bytes: copy, fileName: CText.read(fileName, or: "standard.yaml"), referenceFiles: nil,
    errorOut: errorOut)
}

/// Frees a standard.
@_cdecl("bmikit_standard_free")
public func bmikitStandardFree(_ standard: OpaquePointer?) {
  guard let standard else { return }
  Unmanaged<StandardHandle>.fromOpaque(UnsafeRawPointer(standard)).release()
}

/// A standard's id, measure, categories and sections (of a standard of several), one per
/// line.
@_cdecl("bmikit_standard_info")
public func bmikitStandardInfo(_ standard: OpaquePointer?, _ language: UnsafePointer<CChar>?)
  -> UnsafeMutablePointer<CChar>?
{
  guard let handle = StandardHandle.from(standard) else { return nil }
  let language = CText.read(language, or: "en")
  var lines = [
    "id\t\(handle.standard.identity.id)", "measure\t\(handle.standard.measure.rawValue)",
  ]
  for category in handle.standard.categories {
    lines.append("category\t\(category.id)\t\(category.label.text(for: language))")
  }
  // The sections a row's section answer names, whose positions `bmikit_result_numbers`
  // gives for BMIKIT_SECTION.
  for name in ResultHandle.AnswerNames.sections(of: handle.standard) {
    lines.append("section\t\(String(decoding: name, as: UTF8.self))")
  }
  return CText.owned(lines.joined(separator: "\n"))
}

/// Frees a text the library gave.
@_cdecl("bmikit_string_free")
public func bmikitStringFree(_ text: UnsafeMutablePointer<CChar>?) {
  text?.deallocate()
}

/// What went wrong reading a file, in words.
private func describe(_ problem: FileReadProblem) -> String {
  switch problem {
  case .notFound: "no such file; check the path"
  case .permissionDenied: "permission denied; check the file's permissions"
  case .isDirectory: "it is a folder; give the path of a .yaml file"
  case .notRegularFile(let kind): "it is \(kind), not a file"
  case .kernelFile: "it is a file of the kernel, not a standard file"
  case .other(let text): text
  }
}
