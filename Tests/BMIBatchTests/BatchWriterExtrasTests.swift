import BMIBuiltIns
import BMICore
import Testing

@testable import BMIBatch

/// The extra columns written in place (`BatchRowWriter.putExtraCSVFields` and
/// `putExtraJSONMembers`, a child's scores from their units) are the bytes of the general
/// writers (`extraCSVFields`, `extraJSONMembers`), for every kind of outcome, every set of
/// extra columns, with and without labels, in CSV, TSV and JSON Lines.
struct BatchWriterExtrasTests {
  /// The sets of extra columns a run may ask for, beyond a child's scores.
  static let extraSets: [(errorDetail: Bool, groups: Bool)] = [
    (false, false), (true, false), (false, true), (true, true),
  ]

  /// A writer for `standard` with the given extra columns, into `sink`; in JSON, its answers
  /// named as `bmi batch` names them.
  static func writer(
    _ standard: Standard, into sink: MemoryByteSink, errorDetail: Bool, groups: Bool,
    label: Bool, dialect: TextDialect = .csv
  ) -> BatchRowWriter {
    var configuration = BatchConfiguration()
    configuration.includesErrorDetail = errorDetail
    configuration.includesGroups = groups
    let extras = BatchRowWriter.Extras(configuration, standard: standard)
    let writer = BatchRowWriter(
      output: OutputBuffer(sink: sink), standard: standard, includesLabel: label,
      language: "en", extras: extras, dialect: dialect)
    let names =
      ["value", "category", "error"] + (label ? ["label"] : [])
      + (standard.sections.count > 1 ? ["section"] : [])
      + BatchRowWriter.Extras.scoreNames(of: standard) + (errorDetail ? ["error_detail"] : [])
      + (groups ? ["groups"] : [])
    writer.useJSONNames(names)
    return writer
  }

  /// The extra columns of an outcome written in place, or `nil` when they are not.
  static func inPlace(
    _ writer: BatchRowWriter, _ outcome: RowOutcome, _ detail: RowDetail, json: Bool
  ) -> [UInt8]? {
    guard let room = writer.inPlaceExtrasRoom(outcome, detail) else { return nil }
    var bytes = [UInt8](repeating: 0, count: room + 64)
    let count = bytes.withUnsafeMutableBufferPointer { buffer in
      var cursor = buffer.baseAddress!
      if json {
        writer.putExtraJSONMembers(outcome, detail, at: &cursor)
      } else {
        writer.putExtraCSVFields(outcome, detail, at: &cursor)
      }
      return cursor - buffer.baseAddress!
    }
    #expect(count <= room)
    return Array(bytes.prefix(count))
  }

  /// Every writer's answers for one outcome: CSV and TSV records, a JSON line's CSV tail
  /// and a JSON line, with each set of extra columns, with and without labels; checking on
  /// the way that the extras written in place are the general writers' bytes.
  static func writtenAnswers(_ standard: Standard, _ outcome: RowOutcome, _ detail: RowDetail)
    -> [UInt8]
  {
    var all: [UInt8] = []
    let padded = [UInt8](#"{"id":1"#.utf8) + [UInt8](repeating: 0, count: 64)
    for (errorDetail, groups) in extraSets {
      for label in [false, true] {
        for dialect in [TextDialect.csv, .tsv] {
          let sink = MemoryByteSink()
          let writer = writer(
            standard, into: sink, errorDetail: errorDetail, groups: groups, label: label,
            dialect: dialect)
          if let csv = inPlace(writer, outcome, detail, json: false) {
            #expect(csv == writer.extraCSVFields(outcome, detail))
          }
          if let json = inPlace(writer, outcome, detail, json: true) {
            #expect(json == writer.extraJSONMembers(outcome, detail))
          }
          padded.withUnsafeBufferPointer { buffer in
            try? writer.writeCSVRow(
              buffer.baseAddress!, from: 1, to: 7, padding: 1, outcome: outcome, detail: detail,
              crlf: true)
            try? writer.writeCSVTail(outcome: outcome, detail: detail, lineEnd: [10])
            try? writer.writeJSONRow(
              prefix: UnsafeBufferPointer(rebasing: buffer[0..<7]), hasMembers: true,
              outcome: outcome, detail: detail,
              suffix: UnsafeBufferPointer(rebasing: buffer[7..<7]), crlf: false)
            try? writer.writeJSONRow(
              prefix: UnsafeBufferPointer(rebasing: buffer[0..<1]), hasMembers: false,
              outcome: outcome, detail: detail,
              suffix: UnsafeBufferPointer(rebasing: buffer[1..<3]), crlf: true)
            try? writer.output.flush()
          }
          all += sink.bytes
        }
      }
    }
    return all
  }

  /// The outcomes a row may have, and their details, under `standard`.
  static func outcomes(_ standard: Standard) -> [(RowOutcome, RowDetail)] {
    var cases: [(RowOutcome, RowDetail)] = []
    var flagged = RowDetail()
    cases.append((flagged.flag(.missingValue, slot: 0), flagged))
    for position in standard.categories.indices {
      cases.append(
        (
          .classified(categoryIndex: position, millionths: 21_750_000, decimals: 2, section: 0),
          RowDetail()
        ))
      var text = RowDetail()
      text.display = "-1.23"
      var scores = BMIForAgeScoreTexts()
      scores.z = "-1.2345"
      scores.percentile = position % 2 == 0 ? "10.8708" : ""
      scores.percentOfNinetyFifth = position % 3 == 0 ? "" : "77.1234"
      scores.flag = "0"
      text.scores = scores
      cases.append((.classifiedText(categoryIndex: position, section: 0), text))
    }
    return cases
  }

  @Test(arguments: [
    "who-2007-bmi-for-age", "cdc-2000-bmi-for-age", "nice-2025", "asia-pacific-2000",
  ])
  func extrasWrittenInPlaceAreTheGeneralWritersBytes(id: String) {
    let standard = BatchStandards.builtIn(id)
    for (outcome, detail) in Self.outcomes(standard) {
      // Whole rows through every writer, checking the extras on the way.
      #expect(!Self.writtenAnswers(standard, outcome, detail).isEmpty, "\(id) \(outcome)")
      for (errorDetail, groups) in Self.extraSets {
        for label in [false, true] {
          for dialect in [TextDialect.csv, .tsv] {
            let writer = Self.writer(
              standard, into: MemoryByteSink(), errorDetail: errorDetail, groups: groups,
              label: label, dialect: dialect)
            let csv = Self.inPlace(writer, outcome, detail, json: false)
            let json = Self.inPlace(writer, outcome, detail, json: true)
            // A flagged row's error detail is a message, made by the general writers.
            let isFlagged = if case .flagged = outcome { true } else { false }
            #expect((csv == nil) == (errorDetail && isFlagged), "\(id) \(outcome)")
            if let csv {
              #expect(csv == writer.extraCSVFields(outcome, detail), "\(id) \(outcome)")
            }
            if let json {
              #expect(json == writer.extraJSONMembers(outcome, detail), "\(id) \(outcome)")
            }
          }
        }
      }
    }
  }
}
