import BMIBuiltIns
import BMICore
import Foundation
import Testing

@testable import BMIBatch
@testable import BMIMeasurement

/// The fast lane against the general path on files of the shapes people export (those of
/// `Benchmarks/batch/shapes_gen.py`): whole numbers, CRLF with a byte order mark, metres and
/// pounds, sectioned by age and by background, a wide EHR export with quoted notes, and
/// records of any length (to past the lane's 4 KiB of masks) with quoted fields before and
/// after the wanted ones, CRLF and a byte order mark, tab-separated too; and runs of long
/// and short records.
/// Ordinary rows are mixed with unusual ones, so the lane stops and starts again; the
/// output and the counts must be the general path's, read whole or in small pieces.
struct BatchShapeDifferentialTests {
  /// One generated file: its text, the standard and the units it is read with.
  struct Shape: Sendable, CustomStringConvertible {
    let name: String
    let standard: String
    let heightUnit: HeightUnit
    let weightUnit: WeightUnit
    var delimiter = BatchConfiguration.Delimiter.comma
    var description: String { name }
  }

  static let shapes = [
    Shape(name: "whole", standard: "who-2000", heightUnit: .centimetres, weightUnit: .kilograms),
    Shape(name: "crlf", standard: "who-2000", heightUnit: .centimetres, weightUnit: .kilograms),
    Shape(name: "units", standard: "who-2000", heightUnit: .metres, weightUnit: .pounds),
    Shape(name: "inches", standard: "who-2000", heightUnit: .inches, weightUnit: .kilograms),
    Shape(name: "metres", standard: "who-2000", heightUnit: .metres, weightUnit: .kilograms),
    Shape(name: "inchpounds", standard: "who-2000", heightUnit: .inches, weightUnit: .pounds),
    Shape(name: "unitcuts", standard: "who-2000", heightUnit: .metres, weightUnit: .pounds),
    Shape(
      name: "unitcutsnice", standard: "nice-ng246", heightUnit: .metres, weightUnit: .pounds),
    Shape(name: "glim", standard: "glim-2019", heightUnit: .centimetres, weightUnit: .kilograms),
    Shape(name: "nice", standard: "nice-ng246", heightUnit: .centimetres, weightUnit: .kilograms),
    Shape(name: "ehr", standard: "who-2000", heightUnit: .centimetres, weightUnit: .kilograms),
    Shape(name: "long", standard: "who-2000", heightUnit: .centimetres, weightUnit: .kilograms),
    Shape(
      name: "longtabs", standard: "who-2000", heightUnit: .centimetres, weightUnit: .kilograms,
      delimiter: .tab),
    Shape(
      name: "longnice", standard: "nice-ng246", heightUnit: .centimetres,
      weightUnit: .kilograms),
    Shape(name: "runs", standard: "who-2000", heightUnit: .centimetres, weightUnit: .kilograms),
    Shape(name: "cents", standard: "who-2000", heightUnit: .centimetres, weightUnit: .kilograms),
  ]

  /// An unusual text for a height or weight field, about one row in six; now and then a
  /// quote in an unquoted field (`5'7"`), which the output quotes.
  static func odd(_ text: String, _ random: inout SplitMix64) -> String {
    guard random.next() % 6 == 0 else { return text }
    if random.next() % 8 == 0 { return "5'7\"" }
    return BatchGeneratedData.field(
      BatchGeneratedData.oddTexts.randomElement(using: &random)!, quote: false)
  }

  static func text(_ shape: Shape, rows: Int) -> String { records(shape, rows: rows).text }

  /// The file's text, and each record's fields as written (unquoted).
  static func records(_ shape: Shape, rows: Int) -> (text: String, fields: [[String]]) {
    var records: [[String]] = []
    var random = SplitMix64(seed: 31)
    let end = shape.name == "crlf" || shape.name == "long" ? "\r\n" : "\n"
    var text =
      switch shape.name {
      case "crlf": "\u{FEFF}id,height_cm,weight_kg"
      case "units", "inches", "metres", "inchpounds", "unitcuts": "id,height,weight"
      case "unitcutsnice": "id,height,weight,background"
      case "glim": "id,height_cm,weight_kg,sex,age"
      case "nice": "id,height_cm,weight_kg,background"
      case "long": "\u{FEFF}\"key, first\",pad,height_cm,weight_kg,note,flag"
      case "longtabs": "key\tpad\theight_cm\tweight_kg\tnote\tflag"
      case "longnice": "key,pad,height_cm,weight_kg,background,note,flag"
      case "runs": "id,height_cm,weight_kg,note"
      case "ehr":
        "patient_id,encounter_id,visit_date,sex,department,height_cm,weight_kg,systolic,note,"
          + "site,status"
      default: "id,height_cm,weight_kg"
      }
    text += end
    for row in 0..<rows {
      let tenthsOfCentimetre = Int.random(in: 1_450...1_990, using: &random)
      let hundredthsOfKilogram = Int.random(in: 3_500...14_000, using: &random)
      let centimetres = Double(tenthsOfCentimetre) / 10
      let kilograms = Double(hundredthsOfKilogram) / 100
      var fields: [String]
      switch shape.name {
      case "whole":
        fields = [
          "\(row)", odd("\(tenthsOfCentimetre / 10)", &random), "\(hundredthsOfKilogram / 100)",
        ]
      case "units":
        fields = [
          "\(row)", odd(String(format: "%.3f", centimetres / 100), &random),
          String(format: "%.1f", kilograms / 0.45359237),
        ]
      case "metres":
        fields = [
          "\(row)", odd(String(format: "%.2f", centimetres / 100), &random),
          String(format: "%.2f", kilograms),
        ]
      case "inchpounds":
        fields = [
          "\(row)", odd(String(format: "%.1f", centimetres / 2.54), &random),
          String(format: "%.1f", kilograms / 0.45359237),
        ]
      case "unitcuts", "unitcutsnice":
        // Weights in pounds a few thousandths from a cut-off or a rounding point of the BMI
        // (…x.x5), at a few heights: where a scaled plan's tenths need their check, and
        // where the category is not the one the tenths show.
        let metres = [1.6, 1.7, 1.75, 1.8, 1.655][row % 5]
        let bmi =
          [18.5, 23, 25, 27.5, 30, 32.5, 35, 37.5, 40, 21.05, 24.95, 29.95][
            Int(random.next() % 12)]
        let pounds = bmi * metres * metres / 0.45359237 + Double(Int(random.next() % 9) - 4) / 1_000
        fields = [
          "\(row)", odd(String(format: "%.3f", metres), &random), String(format: "%.3f", pounds),
        ]
      case "cents":
        // Weights to two decimals a hundredth or two from a cut-off or a rounding point of
        // the BMI (…x.x5), at heights to one decimal: where the tenths need their check, and
        // where the category is not the one the tenths show.
        let metres = [1.6, 1.7, 1.75, 1.8, 1.655, 1.823][row % 6]
        let bmi =
          [18.5, 25, 30, 35, 40, 21.05, 24.95, 29.95, 22.4][Int(random.next() % 9)]
        let hundredths =
          (bmi * metres * metres * 100).rounded() + Double(Int(random.next() % 5) - 2)
        fields = [
          "\(row)", odd(String(format: "%.1f", metres * 100), &random),
          odd(String(format: "%.2f", hundredths / 100), &random),
        ]
      case "inches":
        fields = [
          "\(row)", odd(String(format: "%.1f", centimetres / 2.54), &random),
          String(format: "%.2f", kilograms),
        ]
      case "ehr":
        let note = ["routine review, no change", "recheck, scales \"new\"", "ok"]
        fields = [
          String(random.next(), radix: 16) + "-" + String(random.next(), radix: 16), "e\(row)",
          "2026-03-24T08:43:00Z",
          random.next() % 2 == 0 ? "female" : "male", "general practice",
          odd(String(format: "%.1f", centimetres), &random),
          odd(String(format: "%.2f", kilograms), &random),
          "\(Int.random(in: 95...180, using: &random))",
          BatchGeneratedData.field(note.randomElement(using: &random)!, quote: true),
          "site-\(row % 40)", "final",
        ]
      case "runs":
        // Runs of records longer than 64 bytes and of shorter ones (the lane reads the next
        // record the long way after a long one), with records it must leave among both.
        let long = (row / [1, 3, 50][(row / 150) % 3]) % 2 == 0
        var note = long ? String(repeating: "x", count: 40 + Int(random.next() % 260)) : "n"
        switch random.next() % 32 {
        case 0: note += ",extra"
        case 1: note = "q\"uote"
        case 2: note = "\"a, b \"\"c\"\"\""
        case 3: note = "\"line\nbreak\""
        case 4: note = "n\"q\""
        default: break
        }
        fields = [
          "\(row)", odd(String(format: "%.1f", centimetres), &random),
          String(format: "%.1f", kilograms), note,
        ]
      case "long", "longtabs", "longnice":
        fields = longFields(
          row: row, height: odd(String(format: "%.1f", centimetres), &random),
          weight: String(format: "%.2f", kilograms), quotes: shape.name != "longtabs",
          &random)
      default:
        fields = [
          "\(row)", odd(String(format: "%.1f", centimetres), &random),
          String(format: "%.1f", kilograms),
        ]
      }
      if shape.name == "glim" {
        fields += [
          ["female", "male", "Female", "m", ""].randomElement(using: &random)!,
          ["30", "69", "70", "95", "70.5", "17", "", "abc"].randomElement(using: &random)!,
        ]
      } else if shape.name == "nice" || shape.name == "longnice" || shape.name == "unitcutsnice" {
        // After the weight: in a long record, before its note.
        fields.insert(
          BatchBackgroundTests.backgrounds[
            Int(random.next() % UInt64(BatchBackgroundTests.backgrounds.count))],
          at: min(shape.name == "longnice" ? 4 : 3, fields.count))
      }
      text += fields.joined(separator: shape.delimiter == .tab ? "\t" : ",") + end
      records.append(
        fields.map {
          $0.hasPrefix("\"") && $0.count > 1
            ? String($0.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"") : $0
        })
    }
    return (text, records)
  }

  /// A long record's fields: a quoted key with a comma and doubled quotes before the
  /// wanted columns (unquoted in a tab-separated file), a pad of 0 to 299 bytes, the height
  /// and weight, a quoted note and a flag, quoted now and then (so a record may end in a
  /// closing quote and CRLF). About one record in eight is one the lane must leave to the
  /// general path: a line break or a stray quote in a note, a quoted weight, a field too
  /// few or too many, a note of 5,000 bytes (past the lane's 4 KiB of masks), or a stray
  /// quote that reads on as a quoted field (`x"y"`).
  static func longFields(
    row: Int, height: String, weight: String, quotes: Bool, _ random: inout SplitMix64
  ) -> [String] {
    let quote = { (text: String) in quotes ? BatchGeneratedData.field(text, quote: true) : text }
    let notes = ["a, b", "say \"hi\"", "", "plain", "\"\"", "x,,y"]
    var note = quote(notes[Int(random.next() % UInt64(notes.count))])
    var weight = weight
    let roll = random.next() % 64
    switch roll {
    case 0: note = quote("line\nbreak")
    case 1: note = quotes ? "\"ab\"c" : "a\"b"
    case 2: note = String(repeating: "n", count: 5_000)
    case 3: weight = quote(weight)
    case 4: note = quotes ? "x\"y" : "x y"
    // A stray quote whose field reads on as if quoted, up to a quote before the separator.
    case 7: note = quotes ? "x\"y\"" : "x y"
    default: break
    }
    var fields = [
      quotes ? quote("k, \(row) \"q\"") : "k\(row)",
      String(repeating: "p", count: Int(random.next() % 300)), height, weight, note,
      random.next() % 2 == 0 ? quote("y") : "n",
    ]
    if roll == 5 { fields.removeLast() }
    if roll == 6 { fields.append("extra") }
    return fields
  }

  @Test(arguments: shapes)
  func theFastLaneWritesWhatTheGeneralPathWrites(_ shape: Shape) throws {
    let standard = BatchStandards.builtIn(shape.standard)
    let input = Self.text(shape, rows: 2_000)
    for chunkSize in [Int.max, 61] {
      let configure = { (configuration: inout BatchConfiguration) in
        configuration.heightUnit = shape.heightUnit
        configuration.weightUnit = shape.weightUnit
        configuration.delimiter = shape.delimiter
      }
      let fast = runBatch(input, standard: standard, configure: configure, chunkSize: chunkSize)
      let general = runBatch(
        input, standard: standard,
        configure: {
          configure(&$0)
          $0.allowsFastLane = false
        }, chunkSize: chunkSize)
      #expect(fast.error == nil)
      #expect(fast.output == general.output, "\(shape) read in pieces of \(chunkSize)")
      #expect(fast.summary == general.summary)
      #expect((fast.summary?.rowsClassified ?? 0) > 1_000, "\(shape)")
    }
  }

  /// Quotes that open, double or close a quoted field need no requoting; a quote anywhere
  /// else in a field does.
  @Test(arguments: [
    ("a,\"b,c\",d", false), ("5'7\",x", true), ("\"a\"\"b\",c", false), ("x,\"q\"", false),
    ("x,a\"b", true), ("\"a\",b\"", true), ("\"\"", false), ("\"a\"\"\",5'7\"", true),
    ("a,b,c", false), ("\"a,\"\"b\"\"\",x\"", true), ("\"\n\"\"x\",y", false),
  ])
  func strayQuotesAreFoundFromTheQuotesAlone(_ record: String, _ stray: Bool) {
    let bytes = Array(record.utf8)
    bytes.withUnsafeBufferPointer {
      #expect(
        BatchProcessor.holdsStrayQuote(
          $0.baseAddress!, from: 0, to: bytes.count, separator: UInt8(ascii: ",")) == stray,
        "\(record)")
    }
  }

  /// A wide export's records come back field for field, whether their only quotes are a
  /// quoted note's or a height such as `5'7"` also needs quoting.
  @Test func wideRecordsComeBackFieldForField() throws {
    let shape = Self.shapes.first { $0.name == "ehr" }!
    let (input, records) = Self.records(shape, rows: 1_000)
    let run = runBatch(input, standard: BatchStandards.who)
    let outputRecords = Array(csvRecords(run.output).dropFirst())
    try #require(records.count == outputRecords.count)
    for (before, after) in zip(records, outputRecords) {
      #expect(Array(after.prefix(before.count)) == before)
    }
    #expect(records.contains { $0[5] == "5'7\"" })
    #expect(records.contains { $0[8].contains(",") })
  }
}
