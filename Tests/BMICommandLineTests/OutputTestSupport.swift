import BMIPlatform
import Foundation
import Testing

/// Runs shell scripts in a private mount namespace (`unshare -m`), where a tmpfs mounted
/// over `/dev` holds device nodes the test makes itself: what a command does to
/// `/dev/null` there cannot touch the machine's. Needs root and util-linux's `unshare`.
enum PrivateMountNamespace {
  static let unshare = ["/usr/bin/unshare", "/bin/unshare"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Whether a private mount namespace with a tmpfs and device nodes can be made here.
  static let isAvailable: Bool = {
    guard geteuid() == 0, unshare != nil else { return false }
    let probe = """
      d=$(mktemp -d) && mount -t tmpfs bmi-probe "$d" && mknod "$d/null" c 1 3 && \
      [ -c "$d/null" ] && umount "$d" && rmdir "$d"
      """
    return (try? run(probe, environment: [:]).code) == 0
  }()

  /// Runs `script` with `sh -eu` in a new mount namespace whose mounts are private.
  static func run(_ script: String, environment: [String: String]) throws -> RunResult {
    let outcome = try ExternalTools.run(
      try #require(unshare),
      ["--mount", "--propagation", "private", "/bin/sh", "-eu", "-c", script],
      environment: plainEnvironment.merging(environment) { $1 })
    return RunResult(code: outcome.status, stdout: outcome.output, stderr: outcome.errors)
  }
}

/// Whether the filesystem of the temporary folder makes unnamed files (`O_TMPFILE`).
let temporaryFolderHasUnnamedFiles: Bool = {
  #if os(Linux)
    let descriptor = open(NSTemporaryDirectory(), __O_TMPFILE | O_WRONLY | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return false }
    close(descriptor)
    return access("/proc/self/fd", X_OK) == 0
  #else
    return false
  #endif
}()

/// Whether `/proc/<pid>/fd` shows a process's open files.
let hasProcessFolders = FileManager.default.fileExists(atPath: "/proc/self/fd")

/// A `bmi batch --output` run kept in the middle of its work: rows arrive on standard input,
/// which stays open until ``finish(after:)``.
final class RunningBatch {
  let process = Process()
  private let input = Pipe()
  private let errors = Pipe()

  /// Starts `bmi batch --output <output> -` and sends it rows.
  init(output: URL, environment: [String: String] = [:]) throws {
    // No core file from a signal whose default action dumps one (SIGQUIT, SIGXFSZ).
    var limit = rlimit()
    getrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
    limit.rlim_cur = 0
    setrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
    process.executableURL = try builtExecutable()
    process.arguments = ["batch", "--output", output.path, "-"]
    process.environment = plainEnvironment.merging(environment) { $1 }
    process.currentDirectoryURL = output.deletingLastPathComponent()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    var rows = "id,height_cm,weight_kg\n"
    for id in 1...20_000 { rows += "\(id),170,65\n" }
    writeToChild(Data(rows.utf8), input.fileHandleForWriting)
  }

  /// Waits until the process has its output's temporary file open in `folder` (named, or
  /// unnamed: `/proc` shows it as `#<inode> (deleted)` there).
  func waitForTemporaryFile(in folder: URL) -> Bool {
    let descriptors = "/proc/\(process.processIdentifier)/fd"
    let prefix = folder.resolvingSymlinksInPath().path + "/"
    for _ in 0..<1_000 {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? []
      for name in names {
        let target = try? FileManager.default.destinationOfSymbolicLink(
          atPath: "\(descriptors)/\(name)")
        if let target, target.hasPrefix(prefix), !target.hasSuffix("/out.csv") { return true }
      }
      usleep(10_000)
    }
    return false
  }

  /// Closes standard input and waits for the end, killing a process that outlives
  /// `seconds` (and recording that).
  func finish(after seconds: Double = 20) -> (reason: Process.TerminationReason, status: Int32) {
    try? input.fileHandleForWriting.close()
    let deadline = Date().addingTimeInterval(seconds)
    while !hasEnded(process) && Date() < deadline { usleep(10_000) }
    if !hasEnded(process) {
      kill(process.processIdentifier, SIGKILL)
      Issue.record("bmi batch did not stop")
    }
    process.waitUntilExit()
    return (process.terminationReason, process.terminationStatus)
  }

  /// What the process wrote on standard error.
  var errorText: String {
    String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }
}

/// Whether a child process has ended, asked of the kernel without reaping it.
///
/// `Process.isRunning` changes only when Foundation's monitor, on a dispatch queue, has
/// reaped the child; with every test of the run busy at once that can come late, and a
/// deadline would then be taken for a run that did not stop.
func hasEnded(_ process: Process) -> Bool {
  var info = siginfo_t()
  let pid = process.processIdentifier
  // Already reaped (no such child any more) counts as ended.
  guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return true }
  return info._sifields._sigchld.si_pid == pid
}

/// The names in a folder, hidden ones too, sorted.
func folderListing(_ folder: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}

/// The file type, permission bits, owner and group of a path, without following a link.
func fileStatus(_ path: String) -> (kind: mode_t, permissions: mode_t, owner: uid_t, group: gid_t)?
{
  var status = stat()
  guard lstat(path, &status) == 0 else { return nil }
  return (status.st_mode & S_IFMT, status.st_mode & 0o7777, status.st_uid, status.st_gid)
}
