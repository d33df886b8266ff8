import BMICore
import BMIPlatform

/// Classifies whole files of people, streaming, in constant memory: every row of a CSV or
/// JSON Lines input is written back unchanged with its `bmi`, `category` and `error`
/// columns, in order; a row that cannot be classified is flagged with a stable code, never
/// dropped.
///
/// ```swift
/// let summary = try BatchClassifier(standard: ksso).run(inputPath: "people.csv", outputPath: "out.csv")
/// print(summary.rowsRead, summary.rowsFlagged)
/// ```
///
/// This is the engine of `bmi batch`; the command only adds its options, the terminal's
/// progress line and the summary on standard error.
public struct BatchClassifier: Sendable {
  /// The standard rows are classified by.
  public var standard: Standard
  /// Formats, columns, default units and the other settings of a run.
  public var configuration: BatchConfiguration

  /// A classifier for one standard.
  ///
  /// - Parameters:
  ///   - standard: The standard rows are classified by.
  ///   - configuration: The run's settings; the defaults read CSV with `height_cm` and
  ///     `weight_kg` (or `height` and `weight`, or `bmi`) columns in centimetres and
  ///     kilograms.
  public init(standard: Standard, configuration: BatchConfiguration = BatchConfiguration()) {
    self.standard = standard
    self.configuration = configuration
  }

  /// Classifies the bytes of `source` into `sink`.
  ///
  /// - Parameters:
  ///   - source: Where the input is read from.
  ///   - sink: Where the output is written.
  ///   - progress: Called now and then with the rows and the bytes read so far.
  /// - Returns: The counts of rows, categories and flags.
  /// - Throws: ``BatchError`` for input that is not a table of the expected shape, for read
  ///   and write failures, and with ``BatchConfiguration/isStrict`` for the first bad row.
  ///   Rows written before the error stay written.
  public func run(
    source: some ByteSource, sink: some ByteSink,
    progress: ((_ rows: Int, _ bytesRead: Int64) -> Void)? = nil
  ) throws(BatchError) -> BatchSummary {
    try BatchProcessor(
      standard: standard, configuration: configuration, source: source, sink: sink,
      progress: progress
    ).run()
  }

  /// Classifies bytes held in memory.
  ///
  /// - Parameter input: The whole input.
  /// - Returns: The output and the counts.
  /// - Throws: ``BatchError`` as ``run(source:sink:progress:)`` does.
  public func run(_ input: [UInt8]) throws(BatchError) -> (output: [UInt8], summary: BatchSummary) {
    let sink = MemoryByteSink()
    let summary = try run(source: MemoryByteSource(input), sink: sink)
    return (sink.bytes, summary)
  }

  /// Classifies a file into another, replacing the output only when the whole run
  /// succeeds: the output is written to a temporary file in its folder and renamed over it
  /// at the end, so a failed run leaves an existing file as it was. An existing file keeps
  /// its permission bits, owner and group; a symbolic link is followed and the file it
  /// leads to replaced; a device, FIFO or socket (`/dev/null`, `/dev/stdout`) is written to
  /// directly. A signal meant to end the process fails the run rather than let it replace
  /// the file.
  ///
  /// - Parameters:
  ///   - inputPath: The input file; `.jsonl` and `.ndjson` files are read as JSON Lines
  ///     unless ``BatchConfiguration/inputFormat`` was set to something else than CSV.
  ///   - outputPath: The output file.
  /// - Returns: The counts of rows, categories and flags.
  /// - Throws: ``BatchError`` for a file that cannot be opened, read or written, and as
  ///   ``run(source:sink:progress:)`` does.
  public func run(inputPath: String, outputPath: String) throws(BatchError) -> BatchSummary {
    var configuration = configuration
    configuration.inputName = inputPath
    if configuration.inputFormat == .csv,
      [".jsonl", ".ndjson"].contains(where: { inputPath.lowercased().hasSuffix($0) })
    {
      configuration.inputFormat = .jsonl
    }
    let input = try InputFile(path: inputPath)
    defer { SystemCall.close(input.descriptor) }
    let output: OutputFile
    do throws(OutputFileError) {
      output = try OutputFile(path: outputPath)
    } catch {
      throw BatchError(error, path: outputPath)
    }
    do throws(BatchError) {
      let summary = try BatchProcessor(
        standard: standard, configuration: configuration,
        source: DescriptorByteSource(
          descriptor: input.descriptor, name: inputPath, path: inputPath),
        sink: DescriptorByteSink(descriptor: output.descriptor, name: outputPath)
      ).run()
      do throws(OutputFileError) {
        try output.commit()
      } catch {
        throw BatchError(error, path: outputPath)
      }
      return summary
    } catch {
      output.discard()
      throw error
    }
  }
}

/// An input file opened for reading: a regular file or a stream, never a folder.
package struct InputFile {
  /// The open descriptor; the caller closes it.
  package let descriptor: Int32
  /// The size of a regular file, for progress; `nil` for a pipe or device.
  package let size: Int64?

  /// Opens a file.
  ///
  /// - Parameter path: The file's path.
  /// - Throws: ``BatchError/openFailed(name:code:)``.
  package init(path: String) throws(BatchError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .openFailed(name: path, code: errno) }
    var status = stat()
    let isKnown = fstat(descriptor, &status) == 0
    if isKnown && (status.st_mode & S_IFMT) == S_IFDIR {
      SystemCall.close(descriptor)
      throw .openFailed(name: path, code: EISDIR)
    }
    self.descriptor = descriptor
    size = isKnown && (status.st_mode & S_IFMT) == S_IFREG ? Int64(status.st_size) : nil
  }
}
