import Foundation
import Testing

@testable import BMICommandLine

/// `bmi batch` run as the built executable: exit codes, standard streams, `--output`
/// replacing a file only on success, and an interrupted run leaving nothing behind.
struct BatchCommandTests {
  static let people = "id,height_cm,weight_kg\n1,160,64\n2,170,abc\n3,\"170,5\",70\n"
  static let expected =
    "id,height_cm,weight_kg,bmi,category,error\n1,160,64,25.0,pre-obese,\n"
    + "2,170,abc,,,invalid-weight\n3,\"170,5\",70,24.1,normal,\n"

  @Test func classifiesAFileAndSummarisesOnStandardError() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("people.csv")
    try Self.people.write(to: file, atomically: true, encoding: .utf8)
    let result = try runBatchProcess([file.path])
    #expect(result.code == 0)
    #expect(result.stdout == Data(Self.expected.utf8))
    #expect(result.stderr.hasPrefix("3 rows read with who-2000: 2 classified, 1 flagged\n"))
    #expect(result.stderr.contains("\n  pre-obese          1  Pre-obese\n"))
    #expect(result.stderr.contains("\n  invalid-weight     1  (error)\n"))
    #expect(!result.stderr.contains("\r"), "no progress line when standard error is not a terminal")
  }

  @Test func readsStandardInput() throws {
    for arguments in [["-"], []] {
      let result = try runBatchProcess(arguments, stdin: Data(Self.people.utf8))
      #expect(result.code == 0)
      #expect(result.stdout == Data(Self.expected.utf8))
    }
  }

  @Test func bytesThatAreNotUTF8PassThroughUnchanged() throws {
    var input = Data("id,note,height,weight\n1,".utf8)
    input.append(contentsOf: [0xFF, 0xFE, 0xC3])
    input.append(Data(",170,65\n".utf8))
    let result = try runBatchProcess(["-"], stdin: input)
    var expected = Data("id,note,height,weight,bmi,category,error\n1,".utf8)
    expected.append(contentsOf: [0xFF, 0xFE, 0xC3])
    expected.append(Data(",170,65,22.5,normal,\n".utf8))
    #expect(result.stdout == expected)
  }

  @Test func strictStopsWithExit65NamingTheRow() throws {
    let result = try runBatchProcess(["--strict", "-"], stdin: Data(Self.people.utf8))
    #expect(result.code == 65)
    #expect(
      result.stderr.hasPrefix(
        "Error: standard input:3: invalid-weight in column 3 'weight_kg': "))
    #expect(result.stderr.contains("without --strict such rows are kept and flagged"))
  }

  @Test func problemsWithTheInputHaveTheirExitCodes() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = try runBatchProcess([directory.appendingPathComponent("none.csv").path])
    #expect(missing.code == 66)
    #expect(missing.stderr.contains("cannot open"))
    let folder = try runBatchProcess([directory.path])
    #expect(folder.code == 66)
    let binary = try runBatchProcess(["-"], stdin: Data([0x7F, 0x45, 0x4C, 0x46, 0x00, 0x0A]))
    #expect(binary.code == 65)
    #expect(binary.stderr.contains("not a CSV or JSON Lines file"))
    let columns = try runBatchProcess(["-"], stdin: Data("a,b\n1,2\n".utf8))
    #expect(columns.code == 65)
    #expect(columns.stderr.contains("no column 'height_cm' or 'height' or 'bmi'"))
    let usage = try runBatchProcess(
      ["--bmi-column", "x", "--height-column", "y", "-"], stdin: Data())
    #expect(usage.code == 64)
    let same = try runBatchProcess(
      ["--height-column", "h", "--weight-column", " H", "-"], stdin: Data())
    #expect(same.code == 64)
    #expect(same.stderr.contains("both name 'h'"))
    let empty = try runBatchProcess(["-"], stdin: Data())
    #expect(empty.code == 65)
  }

  @Test func outputDashIsStandardOutput() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("people.csv")
    try Self.people.write(to: file, atomically: true, encoding: .utf8)
    let result = try runBatchProcess(["-o", "-", file.path])
    #expect(result.code == 0)
    #expect(result.stdout == Data(Self.expected.utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["people.csv"])
    #expect(!FileManager.default.fileExists(atPath: "-"), "no file named - is made")
  }

  @Test func outputReplacesTheFileOnlyOnSuccess() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("out.csv")
    try "old contents\n".write(to: target, atomically: true, encoding: .utf8)
    let failed = try runBatchProcess(
      ["--strict", "--output", target.path, "-"], stdin: Data(Self.people.utf8))
    #expect(failed.code == 65)
    #expect(try String(contentsOf: target, encoding: .utf8) == "old contents\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.csv"])
    let succeeded = try runBatchProcess(["-o", target.path, "-"], stdin: Data(Self.people.utf8))
    #expect(succeeded.code == 0)
    #expect(succeeded.stdout.isEmpty)
    #expect(try Data(contentsOf: target) == Data(Self.expected.utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.csv"])
    let nowhere = try runBatchProcess(
      ["--output", directory.appendingPathComponent("no/such/dir.csv").path, "-"],
      stdin: Data(Self.people.utf8))
    #expect(nowhere.code == 74)
    #expect(nowhere.stderr.contains("cannot create"))
  }

  @Test func anInterruptedRunLeavesTheFileUntouchedAndNoPartialFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("out.csv")
    try "old contents\n".write(to: target, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = try builtExecutable()
    process.arguments = ["batch", "--output", target.path, "-"]
    // The hidden named temporary file, which filesystems without unnamed ones get.
    process.environment = plainEnvironment.merging(["BMI_OUTPUT_TEMPORARY": "named"]) { $1 }
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Rows keep arriving; the run is mid-way when the signal comes.
    var rows = "id,height_cm,weight_kg\n"
    for id in 1...20_000 { rows += "\(id),170,65\n" }
    writeToChild(Data(rows.utf8), input.fileHandleForWriting)
    var temporary: [String] = []
    for _ in 0..<500 where temporary.isEmpty {
      temporary = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasSuffix(".tmp") }
      if temporary.isEmpty { usleep(10_000) }
    }
    #expect(temporary.count == 1, "the temporary file is written beside the output")
    process.interrupt()
    // Never hang the test run: a process that ignores the signal is killed and reported.
    for _ in 0..<1_000 where process.isRunning { usleep(10_000) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      Issue.record("bmi batch did not stop on SIGINT")
    }
    process.waitUntilExit()
    try? input.fileHandleForWriting.close()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGINT)
    #expect(try String(contentsOf: target, encoding: .utf8) == "old contents\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.csv"])
  }

  @Test func jsonLinesFilesAreRecognisedByTheirExtension() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("people.jsonl")
    try "{\"height\":160,\"weight\":64}\n".write(to: file, atomically: true, encoding: .utf8)
    let result = try runBatchProcess(["--standard", "ksso", file.path])
    #expect(result.code == 0)
    #expect(
      result.stdout
        == Data(
          "{\"height\":160,\"weight\":64,\"bmi\":25.0,\"category\":\"obesity-class-1\",\"error\":null}\n"
            .utf8))
    let csv = try runBatchProcess(["--format", "csv", "--label", "--lang", "ko", file.path])
    #expect(
      String(decoding: csv.stdout, as: UTF8.self).hasPrefix(
        "height,weight,bmi,category,error,label\n160,64,25.0,pre-obese,,"))
    #expect(csv.stderr.hasPrefix("who-2000으로 1행을 읽음"))
  }

  @Test func errorsInKorean() throws {
    let result = try runBatchProcess(["--lang", "ko", "-"], stdin: Data("a,b\n".utf8))
    #expect(result.code == 65)
    #expect(result.stderr.hasPrefix("오류: 표준 입력: "))
  }

  @Test func noFileAtATerminalIsAUsageError() {
    let terminal = TerminalState(input: true, output: false, error: false)
    let result = runInProcess(["batch"], terminal: terminal)
    #expect(result.code == 64)
    #expect(result.stderr.hasPrefix("Error: Missing expected argument '<file>'"))
  }

  @Test func inProcessRunsGiveTheSameAnswers() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("people.csv")
    try Self.people.write(to: file, atomically: true, encoding: .utf8)
    let result = runInProcess(["batch", file.path])
    #expect(result.code == 0)
    #expect(result.stdout == Self.expected)
    #expect(result.stderr.hasPrefix("3 rows read with who-2000"))
  }
}

/// Runs `bmi batch` as a process with raw bytes in and out.
func runBatchProcess(_ arguments: [String], stdin: Data = Data()) throws -> (
  code: Int32, stdout: Data, stderr: String
) {
  let raw = try runProcessBytes(["batch"] + arguments, stdin: stdin)
  return (raw.code, raw.stdout, String(decoding: raw.stderr, as: UTF8.self))
}
