import BMIKit
import BMIPlatform
import Foundation
import Testing

@testable import BMICommandLine

/// `--output` looks at what is at the path before writing: devices, FIFOs and sockets are
/// written to, links followed, files replaced whole with their mode and owner, and
/// `bmi batch -o` and `bmi chart -o` do the same, through one writer.
struct OutputFileTests {
  static let rows = "id,height_cm,weight_kg\n1,160,64\n"
  static let expected = "id,height_cm,weight_kg,bmi,category,error\n1,160,64,25.0,pre-obese,\n"

  /// The two commands that write files with `--output`.
  static let commands = ["batch", "chart"]

  /// Runs `bmi batch` (on ``rows``) or `bmi chart`, writing to `path` with `--output`.
  static func run(_ command: String, to path: String) throws -> (
    code: Int32, stdout: Data, stderr: Data
  ) {
    command == "batch"
      ? try runProcessBytes(["batch", "--output", path, "-"], stdin: Data(rows.utf8))
      : try runProcessBytes(["chart", "--output", path])
  }

  static func written(_ command: String, _ data: Data) -> Bool {
    let text = String(decoding: data, as: UTF8.self)
    return command == "batch"
      ? text == expected : text.hasPrefix("<?xml") && text.hasSuffix("</svg>\n")
  }

  @Test(
    .enabled(
      if: PrivateMountNamespace.isAvailable,
      "needs root and unshare (util-linux) for a private mount namespace"))
  func devicesAndStandardOutputAreWrittenToNeverReplaced() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.rows.write(
      to: directory.appendingPathComponent("rows.csv"), atomically: true, encoding: .utf8)
    // A tmpfs over /dev, private to this namespace, with the nodes the commands write to.
    let script = #"""
      mount -t tmpfs bmi-test-dev /dev
      mknod -m 666 /dev/null c 1 3
      mknod -m 666 /dev/full c 1 7
      ln -s /proc/self/fd/1 /dev/stdout
      cd "$DIR"
      kind() { stat -c %F "$1"; }
      for command in batch chart; do
        if [ $command = batch ]; then set -- batch rows.csv --output; else set -- chart --output; fi
        status=0; "$BMI" "$@" /dev/null 2>/dev/null || status=$?
        echo "$command null $status $(kind /dev/null) $(wc -c </dev/null)"
        status=0; "$BMI" "$@" /dev/full 2>"$command-full.err" || status=$?
        echo "$command full $status $(kind /dev/full)"
        status=0; "$BMI" "$@" /dev/stdout >"$command-file.out" 2>/dev/null || status=$?
        echo "$command stdout-file $status $(kind /dev/stdout)"
        status=0; "$BMI" "$@" /dev/stdout 2>/dev/null | cat >"$command-pipe.out" || status=$?
        echo "$command stdout-pipe $status $(kind /dev/stdout)"
      done
      """#
    let result = try PrivateMountNamespace.run(
      script, environment: ["BMI": try builtExecutable().path, "DIR": directory.path])
    #expect(result.code == 0, "\(result)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    for command in ["batch", "chart"] {
      #expect(lines.contains("\(command) null 0 character special file 0"), "\(result)")
      #expect(lines.contains("\(command) full 74 character special file"), "\(result)")
      #expect(lines.contains("\(command) stdout-file 0 symbolic link"), "\(result)")
      #expect(lines.contains("\(command) stdout-pipe 0 symbolic link"), "\(result)")
      let full = try String(
        contentsOf: directory.appendingPathComponent("\(command)-full.err"), encoding: .utf8)
      #expect(full.contains("No space left on device"), "\(command): \(full)")
      for kind in ["file", "pipe"] {
        let data = try Data(contentsOf: directory.appendingPathComponent("\(command)-\(kind).out"))
        #expect(Self.written(command, data), "\(command) to /dev/stdout as a \(kind)")
      }
    }
  }

  @Test(arguments: commands)
  func aFIFOIsWrittenToAndStaysAFIFO(_ command: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("out.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    nonisolated(unsafe) var received = Data()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      if let reader = FileHandle(forReadingAtPath: fifo) {
        received = reader.readDataToEndOfFile()
        try? reader.close()
      }
      done.signal()
    }
    let result = try Self.run(command, to: fifo)
    #expect(result.code == 0)
    if done.wait(timeout: .now() + 10) == .timedOut {
      // Nothing was written to the FIFO: release the reader and fail.
      let writer = open(fifo, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
      _ = done.wait(timeout: .now() + 10)
      Issue.record("the reader of the FIFO got nothing")
    }
    #expect(Self.written(command, received))
    #expect(fileStatus(fifo)?.kind == S_IFIFO)
  }

  @Test(arguments: commands)
  func aSymbolicLinkIsFollowedAndItsTargetReplaced(_ command: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let data = directory.appendingPathComponent("data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let target = data.appendingPathComponent("target.txt")
    try "old\n".write(to: target, atomically: true, encoding: .utf8)
    chmod(target.path, 0o640)
    // A relative link to a relative link, and an absolute one.
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("first").path, withDestinationPath: "data/second")
    try FileManager.default.createSymbolicLink(
      atPath: data.appendingPathComponent("second").path, withDestinationPath: "target.txt")
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("absolute").path, withDestinationPath: target.path)
    for link in ["first", "absolute"] {
      try "old\n".write(to: target, atomically: false, encoding: .utf8)
      let path = directory.appendingPathComponent(link).path
      let result = try Self.run(command, to: path)
      #expect(result.code == 0)
      #expect(fileStatus(path)?.kind == S_IFLNK, "\(link) stays a link")
      #expect(Self.written(command, try Data(contentsOf: target)), "through \(link)")
      #expect(fileStatus(target.path)?.permissions == 0o640)
    }
    #expect(try folderListing(directory) == ["absolute", "data", "first"])
    #expect(try folderListing(data) == ["second", "target.txt"])
    // A link to nothing: the file is made where it points.
    let dangling = directory.appendingPathComponent("dangling").path
    try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "made.txt")
    let made = try Self.run(command, to: dangling)
    #expect(made.code == 0)
    #expect(fileStatus(dangling)?.kind == S_IFLNK)
    #expect(
      Self.written(command, try Data(contentsOf: directory.appendingPathComponent("made.txt"))))
  }

  @Test(arguments: commands)
  func anExistingFileKeepsItsPermissions(_ command: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("out.txt").path
    for permissions: mode_t in [0o600, 0o640, 0o604, 0o400, 0o755] {
      try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
      chmod(target, permissions)
      let result = try Self.run(command, to: target)
      #expect(result.code == 0, "\(permissions)")
      #expect(fileStatus(target)?.permissions == permissions)
      #expect(Self.written(command, try Data(contentsOf: URL(fileURLWithPath: target))))
    }
  }

  @Test(
    .enabled(if: geteuid() == 0, "needs root to give a file to another user"),
    arguments: commands)
  func aPrivateFileOfAnotherUserStaysTheirsAndPrivate(_ command: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("health.csv").path
    try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
    #expect(chown(target, 4321, 8765) == 0)
    #expect(chmod(target, 0o600) == 0)
    let result = try Self.run(command, to: target)
    #expect(result.code == 0)
    let status = try #require(fileStatus(target))
    #expect(status.kind == S_IFREG)
    #expect(status.permissions == 0o600)
    #expect(status.owner == 4321)
    #expect(status.group == 8765)
    #expect(Self.written(command, try Data(contentsOf: URL(fileURLWithPath: target))))
  }

  @Test(arguments: commands)
  func aFolderIsRefused(_ command: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Self.run(command, to: directory.path)
    #expect(result.code == 74)
    let message = String(decoding: result.stderr, as: UTF8.self)
    #expect(message.contains("it is a folder") || message.contains("Is a directory"), "\(message)")
    #expect(try folderListing(directory).isEmpty)
  }

  @Test func aUnixSocketIsConnectedToAndWritten() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("s").path
    let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #expect(listener >= 0)
    defer { close(listener) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    #expect(bound == 0)
    #expect(listen(listener, 1) == 0)
    nonisolated(unsafe) var received = Data()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      let connection = accept(listener, nil, nil)
      if connection >= 0 {
        received = FileHandle(fileDescriptor: connection, closeOnDealloc: true)
          .readDataToEndOfFile()
      }
      done.signal()
    }
    let result = try runBatchProcess(["--output", path, "-"], stdin: Data(Self.rows.utf8))
    #expect(result.code == 0)
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(String(decoding: received, as: UTF8.self) == Self.expected)
    #expect(fileStatus(path)?.kind == S_IFSOCK)
  }

  @Test func whatThePathNamesIsLookedAtFirst() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("f").path
    try "x".write(toFile: file, atomically: false, encoding: .utf8)
    chmod(file, 0o640)
    #expect(
      try OutputDestination.resolve(file)
        == .regularFile(
          path: file, permissions: 0o640, owner: geteuid(), group: fileStatus(file)?.group ?? 0))
    let missing = directory.appendingPathComponent("none").path
    #expect(try OutputDestination.resolve(missing) == .newFile(path: missing))
    #expect(try OutputDestination.resolve("/dev/null") == .device(path: "/dev/null"))
    #expect(throws: OutputFileError.createFailed(code: EISDIR)) {
      try OutputDestination.resolve(directory.path)
    }
    let loop = directory.appendingPathComponent("loop").path
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop")
    #expect(throws: OutputFileError.createFailed(code: ELOOP)) {
      try OutputDestination.resolve(loop)
    }
  }

  @Test func theLibraryWritesThroughTheSameWriter() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("in.csv").path
    try Self.rows.write(toFile: input, atomically: false, encoding: .utf8)
    let target = directory.appendingPathComponent("target.csv").path
    try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
    chmod(target, 0o600)
    let link = directory.appendingPathComponent("link.csv").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.csv")
    let classifier = BatchClassifier(standard: try BuiltInStandards.named("who"))
    let summary = try classifier.run(inputPath: input, outputPath: link)
    #expect(summary.rowsRead == 1)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == Self.expected)
    #expect(fileStatus(link)?.kind == S_IFLNK)
    #expect(fileStatus(target)?.permissions == 0o600)
    #expect(try folderListing(directory) == ["in.csv", "link.csv", "target.csv"])
  }
}
