import BMIPlatform
import Foundation
import Testing

@testable import BMICommandLine

/// A signal that ends `bmi batch --output` leaves the output as it was and no temporary
/// file behind, and no signal meant to end the run lets it replace the output.
@Suite(.enabled(if: hasProcessFolders, "needs /proc to see the run's open files"))
struct OutputSignalTests {
  /// The signals that end a process by default, and that a person or a system sends to a
  /// batch run: Ctrl-C, Ctrl-\, hang-up, kill, timers, a reader gone, a file-size limit.
  static let terminating: [Int32] = [
    SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXFSZ, SIGXCPU,
    SIGVTALRM,
  ]

  /// Both kinds of temporary file: unnamed (`O_TMPFILE`) where the filesystem has them, and
  /// the hidden named file beside the output that every filesystem has.
  static let temporaryKinds = ["unnamed", "named"]

  @Test(arguments: terminating, temporaryKinds)
  func aSignalEndsTheRunAndLeavesNothingBehind(_ signal: Int32, _ kind: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("out.csv")
    try "old contents\n".write(to: output, atomically: true, encoding: .utf8)
    let run = try RunningBatch(
      output: output, environment: kind == "named" ? ["BMI_OUTPUT_TEMPORARY": "named"] : [:])
    #expect(run.waitForTemporaryFile(in: directory), "the run opened its temporary file")
    if kind == "named" {
      #expect(try folderListing(directory).count == 2, "the hidden file is beside the output")
    }
    kill(run.process.processIdentifier, signal)
    let end = run.finish()
    #expect(end.reason == .uncaughtSignal, "signal \(signal): \(run.errorText)")
    #expect(end.status == signal)
    #expect(try String(contentsOf: output, encoding: .utf8) == "old contents\n")
    #expect(try folderListing(directory) == ["out.csv"])
  }

  @Test func quittingIsNotACrashThatCarriesOn() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("out.csv")
    try "old contents\n".write(to: output, atomically: true, encoding: .utf8)
    // With the Swift runtime's backtracer on, as it is for anyone who runs bmi.
    let run = try RunningBatch(output: output, environment: ["SWIFT_BACKTRACE": "enable=yes"])
    #expect(run.waitForTemporaryFile(in: directory))
    kill(run.process.processIdentifier, SIGQUIT)
    let end = run.finish()
    #expect(end.reason == .uncaughtSignal)
    #expect(end.status == SIGQUIT)
    #expect(!run.errorText.contains("Program crashed"))
    #expect(try String(contentsOf: output, encoding: .utf8) == "old contents\n")
  }

  @Test(.enabled(if: temporaryFolderHasUnnamedFiles, "needs a filesystem with O_TMPFILE"))
  func evenSIGKILLLeavesNoTemporaryFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("out.csv")
    try "old contents\n".write(to: output, atomically: true, encoding: .utf8)
    let run = try RunningBatch(output: output)
    #expect(run.waitForTemporaryFile(in: directory))
    kill(run.process.processIdentifier, SIGKILL)
    let end = run.finish()
    #expect(end.status == SIGKILL)
    #expect(try folderListing(directory) == ["out.csv"])
    #expect(try String(contentsOf: output, encoding: .utf8) == "old contents\n")
  }

  /// In a program that catches SIGQUIT and goes on (as the Swift runtime's crash handler
  /// does), the output is not committed; a signal the program handles for itself, such as
  /// SIGUSR2, is no interruption.
  ///
  /// The signals are raised in a child process (an exit test): raised here, a SIGQUIT would
  /// also stop the commit of any output another test of this process has pending, since an
  /// interruption is the whole process's.
  @Test func aCaughtQuitStopsTheCommitButAProgramsOwnSignalDoesNot() async {
    await #expect(processExitsWith: .success) {
      let directory = try temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let target = directory.appendingPathComponent("out.csv").path
      try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
      var ignoring = sigaction()
      #if os(Linux)
        ignoring.__sigaction_handler.sa_handler = { _ in }
      #else
        ignoring.__sigaction_u.__sa_handler = { _ in }
      #endif
      sigaction(SIGQUIT, &ignoring, nil)
      sigaction(SIGUSR2, &ignoring, nil)
      for (signal, commits) in [(SIGUSR2, true), (SIGQUIT, false)] {
        let file = try OutputFile(path: target)
        try Array("new\n".utf8).withUnsafeBytes { try file.write($0) }
        raise(signal)
        if commits {
          try file.commit()
        } else {
          do {
            try file.commit()
            preconditionFailure("a caught SIGQUIT let the output be committed")
          } catch {
            precondition(error as? OutputFileError == .interrupted(signal: SIGQUIT), "\(error)")
          }
        }
        let contents = try String(contentsOfFile: target, encoding: .utf8)
        precondition(contents == "new\n", "the output holds \(contents)")
        let listing = try folderListing(directory)
        precondition(listing == ["out.csv"], "the folder holds \(listing)")
        try "new\n".write(toFile: target, atomically: false, encoding: .utf8)
      }
    }
  }
}
