import Foundation
import Testing

/// `make install` into a temporary prefix, then each installed file used where its program
/// looks for it. The first run builds the release binary (`make install-binary`, minutes), so
/// the suite runs only when asked: `BMI_INSTALL_TESTS=yes swift test --filter InstallTests`,
/// or with `CI=true` (`.ci/run` builds the binary, then runs it as its step "install tests").
@Suite(
  .serialized,
  .enabled(
    if: RequestedSuites.install,
    "builds the release binary: BMI_INSTALL_TESTS=yes runs it (CI=true does too)"),
  .enabled(if: ExternalTools.make != nil, "needs make"))
struct InstallTests {
  /// The files `make install` writes, relative to the prefix.
  static let installedFiles = [
    "bin/bmi", "bin/.debug/bmi.debug", "share/man/man1/bmi.1",
    "share/bash-completion/completions/bmi",
    "share/zsh/site-functions/_bmi", "share/fish/vendor_completions.d/bmi.fish",
  ]

  /// A prefix `make install` has filled; removed by `remove()`.
  struct Installation {
    let prefix: URL

    var binary: URL { prefix.appendingPathComponent("bin/bmi") }

    /// An environment that finds the installed `bmi` first, and nothing of the toolchain.
    var environment: [String: String] {
      [
        "LANG": "C", "PATH": prefix.appendingPathComponent("bin").path + ":/usr/bin:/bin",
        "HOME": prefix.path, "XDG_CONFIG_HOME": prefix.path,
        "XDG_DATA_DIRS": prefix.appendingPathComponent("share").path + ":/usr/share",
      ]
    }

    static func make() throws -> Installation {
      let installation = Installation(prefix: try temporaryDirectory())
      let result = try installation.runMake("install")
      #expect(result.status == 0, "make install: \(result.errors)")
      return installation
    }

    func runMake(_ target: String) throws -> ExternalTools.Outcome {
      let make = try #require(ExternalTools.make)
      return try ExternalTools.run(
        make, ["--no-print-directory", target, "PREFIX=\(prefix.path)"],
        environment: ProcessInfo.processInfo.environment, in: repositoryRoot)
    }

    func file(_ path: String) -> URL { prefix.appendingPathComponent(path) }

    func remove() { try? FileManager.default.removeItem(at: prefix) }
  }

  /// The toolchain's runtime library folder, `<toolchain>/usr/lib/swift/linux`.
  static func toolchainLibraryFolder() throws -> String {
    let swift = try #require(ExternalTools.path(of: "swift"), "swift is not on PATH")
    let usr = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
      .deletingLastPathComponent().deletingLastPathComponent()
    return usr.appendingPathComponent("lib/swift/linux").path
  }

  /// The shared libraries `ldd` lists for a binary, one line each.
  static func sharedLibraries(of binary: URL) throws -> [String] {
    let ldd = try #require(ExternalTools.ldd)
    let result = try ExternalTools.run(ldd, [binary.path], environment: ["PATH": "/usr/bin:/bin"])
    #expect(result.status == 0, "ldd: \(result.errors)")
    return result.output.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func installWritesTheBinaryTheManPageAndThreeCompletionScripts() throws {
    let installation = try Installation.make()
    defer { installation.remove() }
    for path in Self.installedFiles {
      #expect(FileManager.default.fileExists(atPath: installation.file(path).path), "\(path)")
    }
    #expect(FileManager.default.isExecutableFile(atPath: installation.binary.path))
    let page = try String(contentsOf: installation.file("share/man/man1/bmi.1"), encoding: .utf8)
    let source = try ManualPageTests.page()
    #expect(page == source)
  }

  @Test(.enabled(if: ExternalTools.ldd != nil, "needs ldd"))
  func theInstalledBinaryNeedsNoFileOfTheToolchain() throws {
    let folder = try Self.toolchainLibraryFolder()
    // The everyday debug build does load the runtime from the toolchain, so the check below
    // can tell the difference.
    let debug = try Self.sharedLibraries(of: try builtExecutable())
    #expect(debug.contains { $0.contains(folder) }, "debug build: \(debug)")

    let installation = try Installation.make()
    defer { installation.remove() }
    let libraries = try Self.sharedLibraries(of: installation.binary)
    #expect(!libraries.isEmpty)
    for line in libraries {
      #expect(!line.contains(folder), "loaded from the toolchain: \(line)")
      for runtime in ["libswift", "libFoundation", "libdispatch", "libBlocksRuntime"] {
        #expect(!line.contains(runtime), "Swift runtime library linked dynamically: \(line)")
      }
    }

    // Run with the loader's search reduced to the system: no LD_LIBRARY_PATH, no toolchain
    // on PATH.
    let result = try ExternalTools.run(
      installation.binary.path, ["--height", "170", "--weight", "65", "--standard", "ksso"],
      environment: installation.environment)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("ksso-2022"), "\(result.output)")
    let version = try ExternalTools.run(
      installation.binary.path, ["--version"], environment: installation.environment)
    let latest = try ChangelogTests.latestReleasedVersion()
    #expect(version.output == latest + "\n")
  }

  /// The largest installed binary allowed, in bytes: the goal of 16 MB. Without Foundation
  /// and its symbol table the binary is 13 MB (`ls -l` of the installed `bin/bmi`,
  /// 2026-12-06); the toolchain's ICU archive alone, `lib_FoundationICU.a`, is 47 MB.
  static let largestBinary = 16_000_000

  /// No Foundation is linked in, neither FoundationEssentials nor the internationalisation
  /// and ICU it would bring: the command formats nothing by locale and reads its clock and
  /// files with the C library. `nm` lists the symbols, which `make install` puts in
  /// `bin/.debug/bmi.debug`; the binary names that file, and keeps no symbol table itself.
  @Test(.enabled(if: ExternalTools.nm != nil, "needs nm (binutils)"))
  func theInstalledBinaryLinksNoFoundationAndIsSmall() throws {
    let installation = try Installation.make()
    defer { installation.remove() }
    let nm = try #require(ExternalTools.nm)
    let symbolsFile = installation.file("bin/.debug/bmi.debug")
    let result = try ExternalTools.run(
      nm, [symbolsFile.path], environment: ["PATH": "/usr/bin:/bin"])
    #expect(result.status == 0, "nm: \(result.errors)")
    let symbols = result.output.split(separator: "\n")
    // The symbol table is there to be read: the package's own code is in it.
    #expect(symbols.contains { $0.contains("BMICommandLine") }, "no symbols read")
    for marker in ["icudt", "icu_", "FoundationInternationalization", "FoundationEssentials"] {
      let found = symbols.filter { $0.contains(marker) }
      #expect(found.isEmpty, "\(marker): \(found.prefix(3))")
    }
    let binary = try Data(contentsOf: installation.binary)
    #expect(binary.count <= Self.largestBinary, "the installed binary is \(binary.count) bytes")
    // `.gnu_debuglink` holds the symbols file's name, then a checksum.
    #expect(binary.range(of: Data(".gnu_debuglink".utf8)) != nil)
    #expect(binary.range(of: Data("bmi.debug\0".utf8)) != nil)
  }

  /// A crash of the installed binary is reported with the names of its functions: Swift's
  /// backtracer (the toolchain's, named explicitly) finds them in `bin/.debug/bmi.debug`
  /// through the binary's link to it. The crash is a SIGSEGV sent while `bmi batch` waits
  /// for input; the crashed process is killed once the report names the function (the
  /// backtracer can keep it waiting long after writing the report).
  @Test func aCrashReportNamesTheFunctions() throws {
    let installation = try Installation.make()
    defer { installation.remove() }
    let backtracer =
      try Self.toolchainLibraryFolder() + "/../../../libexec/swift/linux/swift-backtrace-static"
    guard FileManager.default.isExecutableFile(atPath: backtracer) else {
      Issue.record("no backtracer at \(backtracer)")
      return
    }
    let process = Process()
    process.executableURL = installation.binary
    process.arguments = ["batch", "-"]
    var environment = installation.environment
    environment["SWIFT_BACKTRACE"] =
      "enable=yes,interactive=no,color=no,swift-backtrace=\(backtracer)"
    process.environment = environment
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    let report = LockedText()
    errors.fileHandleForReading.readabilityHandler = { report.append($0.availableData) }
    try process.run()
    usleep(1_000_000)
    kill(process.processIdentifier, SIGSEGV)
    let deadline = Date(timeIntervalSinceNow: 60)
    while !report.text.contains("BatchCommand.run") && process.isRunning && Date() < deadline {
      usleep(100_000)
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    errors.fileHandleForReading.readabilityHandler = nil
    try? input.fileHandleForWriting.close()
    #expect(report.text.contains("Program crashed"), "\(report.text)")
    #expect(report.text.contains("BatchCommand.run"), "\(report.text)")
  }

  @Test(.enabled(if: ExternalTools.man != nil, "needs man (man-db)"))
  func manShowsTheInstalledPage() throws {
    let installation = try Installation.make()
    defer { installation.remove() }
    let man = try #require(ExternalTools.man)
    var environment = installation.environment
    environment["MANPAGER"] = "cat"
    environment["MANWIDTH"] = "80"
    let page = installation.file("share/man/man1/bmi.1").path
    let byFile = try ExternalTools.run(man, ["-l", page], environment: environment)
    #expect(byFile.status == 0, "man -l: \(byFile.errors)")
    #expect(byFile.output.contains("EXIT STATUS"))
    // And by name, from the prefix's man folder, as `man bmi` finds it.
    let byName = try ExternalTools.run(
      man, ["-M", installation.file("share/man").path, "bmi"], environment: environment)
    #expect(byName.status == 0, "man bmi: \(byName.errors)")
    #expect(byName.output == byFile.output)
  }

  @Test(.enabled(if: ExternalTools.bash != nil, "needs bash"))
  func bashCompletesFromTheInstalledScript() throws {
    let installation = try Installation.make()
    defer { installation.remove() }
    let script = installation.file("share/bash-completion/completions/bmi").path
    let driver = """
      source '\(script)'
      complete -p bmi
      COMP_WORDS=(bmi standards ''); COMP_CWORD=2; _bmi
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try ExternalTools.run(
      try #require(ExternalTools.bash), ["-c", driver], environment: installation.environment)
    #expect(result.status == 0, "\(result.errors)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "complete -F _bmi bmi")
    #expect(
      Array(lines.dropFirst().prefix(7))
        == ["list", "show", "check", "test", "examples", "init", "diff"])
  }

  @Test(.enabled(if: ExternalTools.zsh != nil, "needs zsh"))
  func zshAutoloadsTheInstalledFunction() throws {
    let installation = try Installation.make()
    defer { installation.remove() }
    // zsh finds `_bmi` by name on `fpath`, as compinit does; the completion system's own
    // functions are replaced by stand-ins that print what they are given.
    let driver = """
      fpath=('\(installation.file("share/zsh/site-functions").path)' $fpath)
      autoload -Uz _bmi
      compadd() { shift; print -l -- "$@"; }
      _describe() { local -a entries; entries=("${(@P)4}"); print -l -- "${entries[@]%%:*}"; }
      _files() { print "<files>"; }
      _message() { print "<message>"; }
      words=(bmi --lang ''); CURRENT=3; _bmi
      """
    let result = try ExternalTools.run(
      try #require(ExternalTools.zsh), ["-f", "-c", driver], environment: installation.environment)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output == "en\nko\nja\nzh\n")
  }

  @Test(.enabled(if: ExternalTools.fish != nil, "needs fish"))
  func fishFindsTheInstalledScriptInItsVendorFolder() throws {
    let installation = try Installation.make()
    defer { installation.remove() }
    // fish loads completions from `<XDG_DATA_DIRS entry>/fish/vendor_completions.d` by itself.
    let result = try ExternalTools.run(
      try #require(ExternalTools.fish), ["-c", "complete -C 'bmi --lang '"],
      environment: installation.environment)
    #expect(result.status == 0, "\(result.errors)")
    let names = result.output.split(separator: "\n").map { $0.split(separator: "\t")[0] }
    #expect(names == ["en", "ja", "ko", "zh"])
  }

  @Test func uninstallRemovesExactlyWhatInstallWrote() throws {
    let installation = try Installation.make()
    defer { installation.remove() }
    let other = installation.file("share/man/man1/other.1")
    try Data("kept".utf8).write(to: other)
    let result = try installation.runMake("uninstall")
    #expect(result.status == 0, "make uninstall: \(result.errors)")
    for path in Self.installedFiles {
      #expect(!FileManager.default.fileExists(atPath: installation.file(path).path), "\(path)")
    }
    #expect(FileManager.default.fileExists(atPath: other.path), "a file it did not write")
  }
}

/// Text appended from one thread and read from another.
private final class LockedText: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes = Data()

  func append(_ chunk: Data) {
    lock.lock()
    bytes.append(chunk)
    lock.unlock()
  }

  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: bytes, as: UTF8.self)
  }
}
