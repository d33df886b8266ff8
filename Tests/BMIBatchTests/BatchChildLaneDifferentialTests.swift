import BMIBuiltIns
import BMICore
import Testing

@testable import BMIBatch

/// The children's lane (`BatchProcessor.runCSVChildLane`) against the general path on
/// generated files of children: the bytes written and the counts must be the general path's,
/// read whole or in small pieces, on one thread or two. Ordinary rows are mixed with every
/// kind that leaves the lane (other spellings and bad texts of the sex, ages out of range or
/// not plain, heights and weights the parser reads another way or refuses, quotes, missing
/// and extra fields, blank lines, records longer than 64 bytes and than the masks' 4 KiB),
/// so the lane stops and starts again; under each file's layout (column orders, a BMI column,
/// ages in days, CRLF with a byte order mark, tabs) and the runs' options (labels, error
/// detail, groups, JSON Lines out, which the lane leaves to the general path).
struct BatchChildLaneDifferentialTests {
  /// One file layout.
  struct Layout: Sendable, CustomStringConvertible {
    let name: String
    /// The header's names; `note` and `id` are copied through.
    let columns: [String]
    var lineEnd = "\n"
    var byteOrderMark = false
    var delimiter = BatchConfiguration.Delimiter.comma
    var description: String { name }
  }

  static let layouts = [
    Layout(name: "months", columns: ["id", "sex", "age_months", "height_cm", "weight_kg"]),
    Layout(
      name: "days, other order", columns: ["weight_kg", "note", "height_cm", "age_days", "sex"]),
    Layout(name: "bmi", columns: ["sex", "age_months", "bmi", "note"]),
    Layout(
      name: "crlf bom", columns: ["id", "sex", "age_months", "height_cm", "weight_kg", "note"],
      lineEnd: "\r\n", byteOrderMark: true),
    Layout(
      name: "tabs", columns: ["id", "age_months", "sex", "height_cm", "weight_kg"],
      delimiter: .tab),
  ]

  static let standards = ["who-2006-bmi-for-age", "who-2007-bmi-for-age", "cdc-2000-bmi-for-age"]

  /// The youngest and oldest months each standard scores.
  static func months(_ id: String) -> ClosedRange<Int> {
    switch id {
    case "who-2006-bmi-for-age": 0...60
    case "who-2007-bmi-for-age": 61...228
    default: 24...240
    }
  }

  /// Texts of the sex, ordinary and not.
  static let sexes = ["female", "male", "f", "M", "girl", "Boy", " male", "여", "x", "", "\"male\""]

  /// Odd texts for an age, a height, a weight or a BMI.
  static let oddValues = [
    "", " ", "abc", "-5", "0", "99999", "12,5", " 60", "60 ", "70.5cm", "0.1", "5'7\"",
    "\"70.5\"", "1e2", "170.1234567", "+7",
  ]

  /// A file of `rows` children for `id` in `layout`.
  static func file(_ layout: Layout, id: String, rows: Int, seed: UInt64) -> [UInt8] {
    var random = SplitMix64(seed: seed)
    let separator = layout.delimiter == .tab ? "\t" : ","
    let range = months(id)
    func odd(_ text: String) -> String {
      guard random.next() % 8 == 0 else { return text }
      return oddValues[Int(random.next() % UInt64(oddValues.count))]
    }
    var text =
      (layout.byteOrderMark ? "\u{FEFF}" : "") + layout.columns.joined(separator: separator)
    for row in 1...rows {
      let sex =
        random.next() % 6 == 0
        ? sexes[Int(random.next() % UInt64(sexes.count))]
        : (random.next() % 2 == 0 ? "female" : "male")
      let hundredths = range.lowerBound * 100 + Int(random.next() % UInt64(range.count * 100))
      let months = "\(hundredths / 100).\(hundredths % 100 / 10)"
      let days = "\(hundredths * 304_375 / 1_000_000)"
      let centimetres = 50 + Int(random.next() % 1_400) / 10
      let height = "\(centimetres).\(random.next() % 10)"
      let bmiTenths = 110 + Int(random.next() % 220)
      let kilograms = bmiTenths * centimetres * centimetres / 100_000
      let weight = "\(kilograms).\(random.next() % 10)"
      let roll = random.next() % 40
      var note =
        switch roll {
        case 0: "\"a, b\""
        case 1: String(repeating: "n", count: 70)
        case 2: String(repeating: "n", count: 5_000)
        case 3: "x\"y"
        case 4: "\"line\nbreak\""
        default: "n"
        }
      if layout.delimiter == .tab && note.contains("\"") { note = "q" }
      var fields = layout.columns.map { name -> String in
        switch name {
        case "id": "\(row)"
        case "sex": odd(sex)
        case "age_months": odd(months)
        case "age_days": odd(days)
        case "height_cm": odd(height)
        case "weight_kg": odd(weight)
        case "bmi": odd("\(bmiTenths / 10).\(bmiTenths % 10)")
        default: note
        }
      }
      if roll == 5 { fields.removeLast() }
      if roll == 6 { fields.append("extra") }
      text += layout.lineEnd + (roll == 7 ? "" : fields.joined(separator: separator))
    }
    return Array((text + layout.lineEnd).utf8)
  }

  /// The options a run is tried with.
  static let options: [(name: String, configure: @Sendable (inout BatchConfiguration) -> Void)] =
    [
      ("plain", { _ in }),
      ("label", { $0.includesLabel = true }),
      ("error detail", { $0.includesErrorDetail = true }),
      ("json lines", { $0.outputFormat = .jsonl }),
      ("groups", { $0.includesGroups = true }),
      (
        "json lines, error detail, groups",
        {
          $0.outputFormat = .jsonl
          $0.includesErrorDetail = true
          $0.includesGroups = true
        }
      ),
    ]

  @Test(arguments: layouts, standards)
  func theChildLaneWritesWhatTheGeneralPathWrites(_ layout: Layout, id: String) throws {
    let standard = BatchStandards.builtIn(id)
    // 400 rows a file in the everyday run (each file is run 24 ways in a debug build).
    let rows = LongTests.size(everyday: 400, long: 1_500)
    let input = Self.file(layout, id: id, rows: rows, seed: 11)
    for (name, configure) in Self.options {
      let configured = { (configuration: inout BatchConfiguration) in
        configure(&configuration)
        configuration.delimiter = layout.delimiter
      }
      let general = runBatchBytes(
        input, standard: standard, threads: 1,
        configure: {
          configured(&$0)
          $0.allowsFastLane = false
        })
      #expect(general.error == nil, "\(layout) \(id) \(name)")
      #expect((general.summary?.rowsClassified ?? 0) > rows / 3, "\(layout) \(id) \(name)")
      let runs = [
        runBatchBytes(input, standard: standard, threads: 1, configure: configured),
        runBatchBytes(
          input, standard: standard, threads: 1, sourceChunk: 61, configure: configured),
        runBatchBytes(
          input, standard: standard, threads: 2, chunkLength: 3_000, configure: configured),
      ]
      for (index, run) in runs.enumerated() {
        let difference = firstDifference(run.output, general.output)
        #expect(difference == nil, "\(layout) \(id) \(name) run \(index): \(difference ?? "")")
        #expect(run.summary == general.summary, "\(layout) \(id) \(name) run \(index)")
        #expect(run.error == general.error, "\(layout) \(id) \(name) run \(index)")
      }
    }
  }

  /// Heights and weights whose BMI is at or next to the possible limits (5 and 250), where
  /// the lane's BMI in `Double` is judged exactly rather than by its margin, between
  /// ordinary rows: the general path's bytes, on every standard.
  @Test(arguments: standards)
  func bodyMassIndicesAtThePossibleLimitsGetTheGeneralAnswer(id: String) throws {
    var text = "id,sex,age_months,height_cm,weight_kg\n"
    let months = Self.months(id)
    let pairs = [
      ("100", "5.0"), ("100", "4.9999"), ("100", "5.0001"), ("200", "20"), ("200", "19.99999"),
      ("20", "10"), ("20", "10.0001"), ("20", "9.9999"), ("100", "5.000001"),
      ("100", "4.999999"), ("20", "10.000001"), ("141.4", "10"),
    ]
    var row = 0
    for (height, weight) in pairs {
      for sex in ["female", "male"] {
        for age in [months.lowerBound + 1, months.upperBound - 1] {
          row += 1
          text += "\(row),\(sex),\(age).5,\(height),\(weight)\n"
          row += 1
          text += "\(row),\(sex),\(age).5,110.5,19.5\n"
        }
      }
    }
    let input = Array(text.utf8)
    let standard = BatchStandards.builtIn(id)
    let general = runBatchBytes(
      input, standard: standard, threads: 1, configure: { $0.allowsFastLane = false })
    let fast = runBatchBytes(input, standard: standard, threads: 1)
    #expect(firstDifference(fast.output, general.output) == nil, "\(id)")
    #expect(fast.summary == general.summary, "\(id)")
    #expect((general.summary?.rowsFlagged ?? 0) > 10, "\(id)")
  }
}
