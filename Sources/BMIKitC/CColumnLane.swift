import BMIBatch
import BMICore
import BMIPlatform
import CBMIKit

/// Classifying columns without writing them as a file: each row's fields are the texts the
/// CSV records of ``ColumnClassifier`` would hold (a double's shortest decimal, a text as
/// given), evaluated one row at a time by batch's own row evaluator (``ColumnRows``), so a
/// row gets the answer `bmi batch` gives the same record. A row whose fields a record would
/// have to quote or leave empty (NaN, a NULL or empty text, a comma, a quote, a line end, a
/// byte outside printable ASCII) goes through the records as before.
///
/// Rows are split into one run of rows a thread; each thread has its own evaluator.
enum ColumnLane {
  /// The inputs of one call, shared read-only by its threads.
  struct Inputs: @unchecked Sendable {
    let standard: Standard
    let present: [(index: Int, column: bmikit_column)]
    let configuration: BatchConfiguration
    let names: [String]
    let language: String
  }

  /// The longest text a field of this lane holds; longer ones take the records.
  static let longestText = 256

  /// The answers of `rows` rows, or `nil` when the columns cannot be read by the lane at
  /// all (the caller then takes the records, which say why).
  static func classify(_ inputs: Inputs, rows: Int) -> ResultHandle? {
    // Fails as the records would (a column the standard needs is absent): those give the
    // error.
    guard (try? ColumnRows(standard: inputs.standard, configuration: inputs.configuration)) != nil
    else { return nil }
    let threads = rows < 50_000 ? 1 : min(WorkerThread.availableProcessors, 16)
    let parts = (0..<threads).map { index in
      LanePart(rows: (rows * index / threads)..<(rows * (index + 1) / threads))
    }
    var workers: [WorkerThread] = []
    for part in parts.dropFirst() {
      if let worker = WorkerThread({ part.run(inputs) }) {
        workers.append(worker)
      } else {
        part.run(inputs)
      }
    }
    parts[0].run(inputs)
    for worker in workers { worker.join() }
    // A part whose evaluator could not be made has no rows: the records then answer all.
    guard parts.allSatisfy({ $0.answers.rows == $0.rows.count }) else { return nil }
    return ResultHandle(rows: rows, parts: parts.map(\.answers))
  }
}

/// The answers of one run of rows, made by one thread.
final class LanePart: @unchecked Sendable {
  /// The rows.
  let rows: Range<Int>
  /// What the rows gave.
  var answers = ResultHandle.Part()

  init(rows: Range<Int>) { self.rows = rows }

  /// Classifies the rows: by value those ``ByValue`` settles, then the others from their
  /// texts, or through the records.
  func run(_ inputs: ColumnLane.Inputs) {
    guard
      let evaluator = try? ColumnRows(
        standard: inputs.standard, configuration: inputs.configuration)
    else { return }
    let present = inputs.present
    var part = ResultHandle.Part(
      rows: rows.count, standard: inputs.standard, language: inputs.language)
    // The rows left to the texts, in order.
    var others: [Int] = []
    if let byValue = ByValue(evaluator, present) {
      others = byValue.settle(rows, evaluator, into: &part)
    } else if let children = ChildByValue(evaluator, present) {
      others = children.settle(rows, evaluator, into: &part)
    } else {
      others = Array(rows)
    }
    // The rows the lane leaves to the records, classified first, all together.
    var recordRows: [Int] = []
    for row in others where !Self.isPlain(row, present) { recordRows.append(row) }
    var recorded: ResultHandle?
    if !recordRows.isEmpty {
      var configuration = inputs.configuration
      configuration.threadCount = 1
      recorded = try? ColumnClassifier.classifyRecords(
        inputs.standard, rows: recordRows, present: present, configuration: configuration,
        language: inputs.language)
    }
    let fields = UnsafeMutablePointer<UInt8>.allocate(
      capacity: present.count * (ColumnLane.longestText + 32))
    defer { fields.deallocate() }
    var starts = [Int](repeating: 0, count: present.count + 1)
    var ends = [Int](repeating: 0, count: present.count + 1)
    var nextRecorded = 0
    let first = rows.lowerBound
    starts.withUnsafeMutableBufferPointer { starts in
      ends.withUnsafeMutableBufferPointer { ends in
        for row in others {
          if nextRecorded < recordRows.count && recordRows[nextRecorded] == row {
            if let recorded {
              part.set(row - first, row: nextRecorded, of: recorded)
            } else {
              part.setFlag(row - first, code: "unreadable-row", detail: "")
            }
            nextRecorded += 1
            continue
          }
          var length = 0
          for (position, entry) in present.enumerated() {
            starts[position] = length
            if let numbers = entry.column.numbers {
              length += CDecimal.write(numbers[row], to: fields + length)
            } else if let texts = entry.column.texts, let text = texts[row] {
              var offset = 0
              while text[offset] != 0 {
                fields[length] = UInt8(truncatingIfNeeded: text[offset])
                length += 1
                offset += 1
              }
            }
            ends[position] = length
          }
          let answer = evaluator.evaluate(
            UnsafePointer(fields), starts: UnsafePointer(starts.baseAddress!),
            ends: UnsafePointer(ends.baseAddress!))
          part.set(row - first, answer)
        }
      }
    }
    answers = part
  }

  /// Whether a row's fields are written as a CSV record writes them unquoted: no NaN, and
  /// texts of printable ASCII without a comma, quote or backslash, not empty, and numbers
  /// whose decimals are not hundreds of digits long.
  static func isPlain(_ row: Int, _ present: [(index: Int, column: bmikit_column)]) -> Bool {
    for entry in present {
      if let numbers = entry.column.numbers {
        // NaN is a missing value; the decimals of the largest and smallest doubles are
        // longer than a field here holds.
        let magnitude = numbers[row].magnitude
        guard !magnitude.isNaN, magnitude < 1e200, magnitude == 0 || magnitude > 1e-200 else {
          return false
        }
      } else if let texts = entry.column.texts {
        guard let text = texts[row] else { return false }
        var offset = 0
        while text[offset] != 0 {
          let byte = UInt8(truncatingIfNeeded: text[offset])
          guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: ","),
            byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"),
            offset < ColumnLane.longestText
          else { return false }
          offset += 1
        }
        if offset == 0 { return false }
      } else {
        return false
      }
    }
    return true
  }
}
