import BMIBatch
import BMICore

/// Turns the CSV a batch run writes into FHIR Bulk Data NDJSON: one BMI `Observation` per
/// row, in the rows' order, each on one line (hl7.org/fhir/uv/bulkdata).
///
/// A classified row's observation has the BMI `bmi batch` writes as its value (the
/// shortest decimal that falls where the exact BMI does) and the category as its
/// interpretation; a row that could not be classified keeps its place with the data-absent
/// reason `error` and its problem's code. Each carries its row number as an identifier.
///
/// Run the batch with a configuration passed through ``prepare(_:)`` so that it writes the
/// columns this sink reads, give it this sink, then call ``finish()``.
package final class FHIRBulkDataSink: ByteSink {
  private let destination: any ByteSink
  private let standard: Standard
  private let options: FHIRClassification.Options
  private let idPrefix: String
  private var record: [UInt8] = []
  private var inQuotes = false
  private var recordsSeen = 0
  private let categoryIndices: [String: Int]

  /// A sink writing NDJSON to `destination`.
  ///
  /// - Parameters:
  ///   - destination: Where the NDJSON goes.
  ///   - standard: The standard of the run.
  ///   - options: When, of whom, and in which language.
  ///   - idPrefix: The start of every observation's id, which ends `-<row>`: at most 50
  ///     characters of FHIR id (`FHIRClassification/isValidID(_:)`); by default a new
  ///     UUID, so that the ids of two runs differ.
  package init(
    writingTo destination: any ByteSink, standard: Standard,
    options: FHIRClassification.Options, idPrefix: String = RandomUUID.make()
  ) {
    self.destination = destination
    self.standard = standard
    self.options = options
    self.idPrefix = idPrefix
    var indices: [String: Int] = [:]
    for (index, category) in standard.table.categories.enumerated() { indices[category.id] = index }
    categoryIndices = indices
  }

  /// Sets a batch configuration to write what this sink reads: CSV with the answers alone.
  ///
  /// - Parameter configuration: The run's configuration.
  package static func prepare(_ configuration: inout BatchConfiguration) {
    configuration.outputFormat = .csv
    configuration.includesLabel = false
    configuration.includesErrorDetail = false
    configuration.includesGroups = false
  }

  /// Reads CSV bytes, writing an observation for each complete row.
  ///
  /// - Parameter bytes: The next bytes of the batch's output.
  package func write(_ bytes: UnsafeRawBufferPointer) throws(BatchError) {
    for byte in bytes {
      if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
      if byte == 0x0A && !inQuotes {
        try endRecord()
      } else {
        record.append(byte)
      }
    }
  }

  /// Writes the observation of a last row that had no line end.
  package func finish() throws(BatchError) {
    if !record.isEmpty { try endRecord() }
  }

  private func endRecord() throws(BatchError) {
    if record.last == 0x0D { record.removeLast() }
    defer {
      record.removeAll(keepingCapacity: true)
      recordsSeen += 1
    }
    // The first record is the header.
    guard recordsSeen > 0 else { return }
    let fields = Self.fields(of: record)
    // The answers follow the row's own fields: the value, category and error, the section
    // of a standard with several, then a child's z, percentile, CDC's % of P95 and the flag.
    let sectioned = standard.sections.count > 1
    let scores = standard.bmiForAgeReference.map { $0.rules.hasPercentOfNinetyFifth ? 4 : 3 } ?? 0
    let first = fields.count - 3 - (sectioned ? 1 : 0) - scores
    guard first >= 0 else { return }
    func text(_ index: Int) -> String { String(decoding: fields[index], as: UTF8.self) }
    let bmi = text(first)
    let category = text(first + 1)
    let problem = text(first + 2)
    let row = recordsSeen
    let index = problem.isEmpty ? categoryIndices[category] : nil
    var observation: FHIRObservation
    if scores > 0 {
      // A child's row carries the scores, not the BMI: the pediatric percentile observation.
      let z = text(first + 3 + (sectioned ? 1 : 0))
      let percentile = text(first + 4 + (sectioned ? 1 : 0))
      observation = FHIRClassification.bmiForAgePercentileObservation(
        id: "\(idPrefix)-\(row)",
        percentile: index == nil || percentile.isEmpty ? nil : ExactNumber(decimalText: percentile),
        z: z.isEmpty ? nil : ExactNumber(decimalText: z), categoryIndex: index,
        standard: standard, options: options)
    } else {
      observation = FHIRClassification.bodyMassIndexObservation(
        id: "\(idPrefix)-\(row)",
        value: index == nil || ExactDecimal(bmi) == nil ? nil : ExactNumber(decimalText: bmi),
        display: index == nil ? nil : bmi, exact: nil, categoryIndex: index, standard: standard,
        options: options)
    }
    observation.identifier = [
      FHIRIdentifier(system: FHIRVocabulary.batchRowSystem, value: "\(row)")
    ]
    if !problem.isEmpty {
      observation.extension =
        (observation.extension ?? []) + [
          FHIRExtension(url: FHIRVocabulary.rowProblemExtension, code: problem)
        ]
    }
    // Encoding strings, numbers and codes cannot fail.
    let line = ((try? JSONValueEncoder.encode(observation))?.compact ?? "{}") + "\n"
    let failure: BatchError? = Array(line.utf8).withUnsafeBytes { buffer in
      do throws(BatchError) {
        try destination.write(buffer)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
  }

  /// The fields of a CSV record, quotes removed.
  private static func fields(of record: [UInt8]) -> [[UInt8]] {
    var fields: [[UInt8]] = [[]]
    var quoted = false
    var position = 0
    while position < record.count {
      let byte = record[position]
      if quoted {
        if byte == UInt8(ascii: "\"") {
          if position + 1 < record.count && record[position + 1] == UInt8(ascii: "\"") {
            fields[fields.count - 1].append(byte)
            position += 1
          } else {
            quoted = false
          }
        } else {
          fields[fields.count - 1].append(byte)
        }
      } else if byte == UInt8(ascii: "\"") {
        quoted = true
      } else if byte == UInt8(ascii: ",") {
        fields.append([])
      } else {
        fields[fields.count - 1].append(byte)
      }
      position += 1
    }
    return fields
  }
}
