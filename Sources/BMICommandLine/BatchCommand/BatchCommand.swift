import BMIKit
import BMIPlatform
import BMISupport

/// `bmi batch`: classifies every row of a CSV or JSON Lines file, streaming.
enum BatchCommand {
  static let file = PositionalSpec(
    "file", help: .batchFileHelp, isRequired: false, completion: .file)
  static let output = OptionSpec.option(
    "output", short: "o", valueName: "file", help: .batchOutputHelp, completion: .file)
  static let heightColumn = OptionSpec.option(
    "height-column", valueName: "column", help: .batchHeightColumnHelp)
  static let weightColumn = OptionSpec.option(
    "weight-column", valueName: "column", help: .batchWeightColumnHelp)
  static let bmiColumn = OptionSpec.option(
    "bmi-column", valueName: "column", help: .batchBMIColumnHelp)
  static let sexColumn = OptionSpec.option(
    "sex-column", valueName: "column", help: .batchInputColumnHelp("sex", "sex"))
  static let ageColumn = OptionSpec.option(
    "age-column", valueName: "column", help: .batchInputColumnHelp("age", "age"))
  static let ageDaysColumn = OptionSpec.option(
    "age-days-column", valueName: "column",
    help: .batchChildColumnHelp("ages in days", "일 단위 나이", "age_days"))
  static let ageMonthsColumn = OptionSpec.option(
    "age-months-column", valueName: "column",
    help: .batchChildColumnHelp("ages in months", "개월 단위 나이", "age_months"))
  static let birthDateColumn = OptionSpec.option(
    "birth-date-column", valueName: "column",
    help: .batchChildColumnHelp("dates of birth, YYYY-MM-DD", "생년월일(YYYY-MM-DD)", "birth_date"))
  static let dateColumn = OptionSpec.option(
    "date-column", valueName: "column",
    help: .batchChildColumnHelp("dates of measurement, YYYY-MM-DD", "측정일(YYYY-MM-DD)", "date"))
  static let waistColumn = OptionSpec.option(
    "waist-column", valueName: "column", help: .batchInputColumnHelp("waist", "waist_cm"))
  static let backgroundColumn = OptionSpec.option(
    "background-column", valueName: "column",
    help: .batchInputColumnHelp("family background", "background"))
  static let heightUnit = OptionSpec.option(
    "height-unit", valueName: "unit", help: .batchHeightUnitHelp, defaultValue: "cm",
    allowedValues: HeightUnit.allCases.map(\.rawValue))
  static let weightUnit = OptionSpec.option(
    "weight-unit", valueName: "unit", help: .batchWeightUnitHelp, defaultValue: "kg",
    allowedValues: WeightUnit.allCases.map(\.rawValue))
  static let label = OptionSpec.flag("label", help: .batchLabelHelp)
  static let inputFormat = OptionSpec.option(
    "input-format", valueName: "format", help: .batchInputFormatHelp,
    allowedValues: BatchConfiguration.Format.allCases.map(\.rawValue))
  static let format = OptionSpec.option(
    "format", valueName: "format", help: .batchFormatHelp,
    allowedValues: BatchConfiguration.Format.allCases.map(\.rawValue) + [fhirFormat])
  static let strict = OptionSpec.flag("strict", help: .batchStrictHelp)
  static let errorDetail = OptionSpec.flag("error-detail", help: .batchErrorDetailHelp)
  static let groups = OptionSpec.flag("groups", help: .batchGroupsHelp)
  /// The `--format` value of FHIR Bulk Data output.
  static let fhirFormat = "fhir-ndjson"
  static let threads = OptionSpec.option(
    "threads", valueName: "count", help: .batchThreadsHelp)
  static let noHeader = OptionSpec.flag("no-header", help: .batchNoHeaderHelp)
  static let columns = OptionSpec.option(
    "columns", valueName: "names", help: .batchColumnsHelp)
  static let delimiter = OptionSpec.option(
    "delimiter", valueName: "separator", help: .batchDelimiterHelp,
    allowedValues: BatchConfiguration.Delimiter.allCases.map(\.rawValue))
  /// The most threads `--threads` accepts.
  static let maximumThreads = 256

  static let spec = CommandSpec(
    name: "batch", abstract: .batchAbstract, discussion: .batchDiscussion,
    options: [
      CommonOptions.standard, output, heightColumn, weightColumn, bmiColumn, sexColumn,
      ageColumn, ageDaysColumn, ageMonthsColumn, birthDateColumn, dateColumn, waistColumn,
      backgroundColumn, heightUnit, weightUnit, CommonOptions.language,
      label, errorDetail, groups, inputFormat, format, FHIROptions.date, strict, threads,
      noHeader, columns, delimiter,
    ],
    positionals: [file]
  ) { arguments, context throws(CommandFailure) in
    try run(arguments, context: context)
  }

  /// Runs a batch: opens the input and output, classifies, reports the summary.
  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) {
    let typed = arguments.positional(file.name)
    // Without a file, rows come from standard input; a person at a terminal meant a file.
    if typed == nil && context.terminal.input { throw .usage(.batchNoInput) }
    let path = typed.flatMap { $0 == "-" ? nil : $0 }
    var configuration = try configuration(arguments, path: path, context: context)
    let fhirOptions = try fhirOptions(arguments, context: context)
    if fhirOptions != nil { FHIRBulkDataSink.prepare(&configuration) }
    let standard = try CommonOptions.standard(arguments, context: context)
    if standard.isDelegating { throw .usage(.delegatingNotFollowed(standard, command: "batch")) }
    let input = try BatchInput(path: path, name: configuration.inputName)
    defer { input.close() }
    let destination: OutputFile?
    let sink: any ByteSink
    // `-o -` is standard output, as it is for `bmi chart`.
    if let outputPath = arguments.value(output.name), outputPath != "-" {
      let file = try failure { () throws(BatchError) in
        do throws(OutputFileError) {
          return try OutputFile(path: outputPath)
        } catch {
          throw BatchError(error, path: outputPath)
        }
      }
      destination = file
      sink = DescriptorByteSink(descriptor: file.descriptor, name: outputPath)
    } else {
      destination = nil
      sink = standardOutput(context)
    }
    let fhirSink = fhirOptions.map { options in
      FHIRBulkDataSink(writingTo: sink, standard: standard, options: options)
    }
    let progress =
      context.terminal.error
      ? BatchProgress(errors: context.errors, language: context.language, totalBytes: input.size)
      : nil
    let processor = BatchProcessor(
      standard: standard, configuration: configuration, source: input.source,
      sink: fhirSink ?? sink,
      progress: progress.map { progress in { progress.update(rows: $0, bytesRead: $1) } })
    let summary: BatchSummary
    do {
      summary = try failure { () throws(BatchError) in
        let summary = try processor.run()
        try fhirSink?.finish()
        do throws(OutputFileError) {
          try destination?.commit()
        } catch {
          throw BatchError(error, path: destination?.path ?? "")
        }
        return summary
      }
      progress?.finish()
    } catch {
      progress?.finish()
      destination?.discard()
      throw error
    }
    context.errors.write(
      summary.rendered(standard: standard, language: context.language))
  }

  /// The run's settings from the command line.
  static func configuration(_ arguments: ParsedArguments, path: String?, context: CommandContext)
    throws(CommandFailure) -> BatchConfiguration
  {
    var configuration = BatchConfiguration()
    configuration.heightColumn = arguments.value(heightColumn.name)
    configuration.weightColumn = arguments.value(weightColumn.name)
    configuration.bmiColumn = arguments.value(bmiColumn.name)
    configuration.sexColumn = arguments.value(sexColumn.name)
    configuration.ageColumn = arguments.value(ageColumn.name)
    configuration.ageDaysColumn = arguments.value(ageDaysColumn.name)
    configuration.ageMonthsColumn = arguments.value(ageMonthsColumn.name)
    configuration.birthDateColumn = arguments.value(birthDateColumn.name)
    configuration.dateColumn = arguments.value(dateColumn.name)
    configuration.waistColumn = arguments.value(waistColumn.name)
    configuration.backgroundColumn = arguments.value(backgroundColumn.name)
    if configuration.bmiColumn != nil
      && (configuration.heightColumn != nil || configuration.weightColumn != nil)
    {
      throw .usage(.batchBMIColumnWithMeasurements)
    }
    if let height = configuration.heightColumn, let weight = configuration.weightColumn,
      ColumnSelection.matches(height, weight)
    {
      throw .usage(.batchSameColumn(height))
    }
    configuration.heightUnit =
      arguments.value(heightUnit.name).flatMap(HeightUnit.init) ?? .centimetres
    configuration.weightUnit =
      arguments.value(weightUnit.name).flatMap(WeightUnit.init) ?? .kilograms
    configuration.includesLabel = arguments.isGiven(label.name)
    configuration.includesErrorDetail = arguments.isGiven(errorDetail.name)
    configuration.includesGroups = arguments.isGiven(groups.name)
    configuration.language = context.language.tag
    configuration.isStrict = arguments.isGiven(strict.name)
    configuration.inputName = path ?? Message.batchStandardInput.text(in: context.language)
    if let text = arguments.value(inputFormat.name),
      let chosen = BatchConfiguration.Format(rawValue: text)
    {
      configuration.inputFormat = chosen
    } else if let path, [".jsonl", ".ndjson"].contains(where: { path.lowercased().hasSuffix($0) }) {
      configuration.inputFormat = .jsonl
    }
    configuration.outputFormat = arguments.value(format.name).flatMap(
      BatchConfiguration.Format.init)
    if let text = arguments.value(delimiter.name),
      let chosen = BatchConfiguration.Delimiter(rawValue: text)
    {
      configuration.delimiter = chosen
    } else if let path, configuration.inputFormat == .csv, path.lowercased().hasSuffix(".tsv") {
      configuration.delimiter = .tab
    }
    if configuration.delimiter == .tab && configuration.inputFormat != .csv {
      throw .usage(.batchDelimiterIsForCSV)
    }
    if arguments.isGiven(noHeader.name) {
      guard let names = arguments.value(columns.name) else {
        throw .usage(.batchNoHeaderNeedsColumns)
      }
      guard configuration.inputFormat == .csv else { throw .usage(.batchNoHeaderIsForCSV) }
      configuration.headerlessColumns = names.split(
        separator: ",", omittingEmptySubsequences: false
      )
      .map(String.init)
    } else if arguments.value(columns.name) != nil {
      throw .usage(.batchColumnsNeedNoHeader)
    }
    if let text = arguments.value(threads.name) {
      guard let count = Int(text.trimmingSpaces), (1...maximumThreads).contains(count) else {
        throw .usage(.batchInvalidThreads(text, maximum: maximumThreads))
      }
      configuration.threadCount = count
    }
    return configuration
  }

  /// The FHIR options of `--format fhir-ndjson`, or `nil` for the table formats; the columns
  /// options are refused with it, since its records have no columns.
  static func fhirOptions(_ arguments: ParsedArguments, context: CommandContext)
    throws(CommandFailure) -> FHIRClassification.Options?
  {
    guard arguments.value(format.name) == fhirFormat else {
      try FHIROptions.requireFHIR(arguments, format: fhirFormat)
      return nil
    }
    for option in [label, errorDetail, groups] where arguments.isGiven(option.name) {
      throw .usage(.batchColumnsWithFHIR(option.name))
    }
    return try FHIROptions.read(arguments, context: context)
  }

  /// Standard output as bytes: the process's descriptor when the context writes to it (the
  /// `bmi` executable), so that any byte, valid UTF-8 or not, passes unchanged; else the
  /// context's text stream (tests).
  private static func standardOutput(_ context: CommandContext) -> any ByteSink {
    if context.output is FileDescriptorSink {
      context.output.flush()
      return DescriptorByteSink(descriptor: STDOUT_FILENO, name: "standard output")
    }
    return TextByteSink(context.output)
  }

  /// Runs batch work, turning its error into the command's failure.
  private static func failure<T>(_ body: () throws(BatchError) -> T) throws(CommandFailure) -> T {
    do throws(BatchError) {
      return try body()
    } catch {
      throw CommandFailure(exitCode: error.exitCode, message: error.text)
    }
  }
}

/// The input of a run: an opened file, or standard input.
struct BatchInput {
  /// Where bytes are read from.
  let source: DescriptorByteSource
  /// The file's size, for the progress line; `nil` for a pipe.
  let size: Int64?
  private let ownsDescriptor: Bool

  /// Opens `path`, or takes standard input when it is `nil`.
  ///
  /// - Throws: Exit 66 when the file cannot be opened or is a folder.
  init(path: String?, name: String) throws(CommandFailure) {
    guard let path else {
      var status = stat()
      let isRegular = fstat(STDIN_FILENO, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
      source = DescriptorByteSource(descriptor: STDIN_FILENO, name: name)
      size = isRegular ? Int64(status.st_size) : nil
      ownsDescriptor = false
      return
    }
    do throws(BatchError) {
      let file = try InputFile(path: path)
      source = DescriptorByteSource(descriptor: file.descriptor, name: name, path: path)
      size = file.size
      ownsDescriptor = true
    } catch {
      throw CommandFailure(exitCode: error.exitCode, message: error.text)
    }
  }

  /// Closes an opened file.
  func close() {
    if ownsDescriptor { _ = SystemCall.close(source.descriptor) }
  }
}

/// A byte sink over a command's text stream, for in-process runs; bytes that are not UTF-8
/// are replaced, so the `bmi` executable writes to the descriptor instead.
final class TextByteSink: ByteSink {
  private let text: any TextSink

  /// A sink writing to `text`.
  init(_ text: any TextSink) {
    self.text = text
  }

  func write(_ bytes: UnsafeRawBufferPointer) throws(BatchError) {
    text.write(String(decoding: bytes, as: UTF8.self))
  }
}
