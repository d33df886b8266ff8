import BMIBuiltIns
import BMICore
import Foundation
import Testing

@testable import BMIBatch
@testable import BMIMeasurement

/// A standard sectioned by family background (nice-ng246) in `bmi batch`: backgrounds in
/// every spelling `bmi classify --background` reads, and ones it refuses, give each row the
/// command's answer, with the fast lane and without it, whole or read in small pieces.
struct BatchBackgroundTests {
  /// Spellings of the declared words (as written, in capitals, with spaces or underscores),
  /// ones only the general path reads (spaces around, quotes), and refusals (empty, an
  /// undeclared word, a look-alike letter that is not ASCII, a Kelvin sign that lowercases
  /// to `k`).
  static let backgrounds = [
    "other", "south-asian", "chinese", "other-asian", "middle-eastern", "black-african",
    "african-caribbean", "Other", "SOUTH-ASIAN", "South Asian", "south_asian",
    "African Caribbean", "Black_African", " other", "chinese ", "\"other\"", "\"Middle Eastern\"",
    "", " ", "european", "othe", "otherr", "оther", "blac\u{212A}-african", "-other",
    "south--asian", "south asian ",
  ]

  /// Weights that put a 170 cm person on NG246's cut-offs of either section (18.5, 23,
  /// 25, 27.5, 30, 32.5, 35, 37.5, 40) and the rounding midpoints below them, an
  /// underweight one, and bad ones.
  static let weights = [
    "53.46", "53.45", "66.47", "66.46", "72.25", "72.24", "79.47", "79.48", "86.7", "86.69",
    "93.93", "93.92", "101.15", "101.14", "108.38", "108.37", "115.6", "115.59", "65", "70.0",
    "50", "abc", "", "65kg", " 70",
  ]

  struct Row {
    let height: String
    let weight: String
    let background: String
  }

  static func rows(count: Int, seed: UInt64) -> [Row] {
    var random = SplitMix64(seed: seed)
    func pick(_ texts: [String]) -> String { texts[Int(random.next() % UInt64(texts.count))] }
    return (0..<count).map { _ in
      let height = random.next() % 8 == 0 ? pick(["160", "170.0", "5ft7in", "", "1.70"]) : "170"
      // Mostly declared words as written, the file this standard is for.
      let background =
        random.next() % 3 == 0 ? pick(backgrounds) : pick(Array(backgrounds.prefix(7)))
      return Row(height: height, weight: pick(weights), background: background)
    }
  }

  static func csv(_ rows: [Row]) -> String {
    "id,height_cm,weight_kg,background\n"
      + rows.enumerated().map { id, row in
        "\(id),\(row.height),\(row.weight),\(row.background)\n"
      }.joined()
  }

  /// The command's answer: height, weight and BMI read and checked, then the background
  /// read as `--background` reads it (an empty one not given), then `classify(Person)`.
  static func reference(_ row: Row, _ standard: Standard) -> [String] {
    func blank(_ text: String) -> Bool { text.allSatisfy { $0 == " " } }
    do throws(MeasurementError) {
      var person = BMIMeasurement.Person()
      if blank(row.height) { return ["", "", "missing-value", ""] }
      let height = try Height(parsing: row.height)
      if blank(row.weight) { return ["", "", "missing-value", ""] }
      let weight = try Weight(parsing: row.weight)
      _ = try bodyMassIndex(height: height, weight: weight)
      person.height = height
      person.weight = weight
      var background = row.background
      if background.hasPrefix("\""), background.hasSuffix("\""), background.count >= 2 {
        background = String(background.dropFirst().dropLast())
      }
      if !blank(background) { person.background = try Background.word(parsing: background) }
      let result = try standard.classify(person)
      let exact = standard.classifyExactly(
        result.measurement, inSection: result.sectionIndex, bodyMassIndex: result.bmi)
      return [exact.displayValue, exact.category.id, "", exact.section.name]
    } catch {
      return ["", "", error.code, ""]
    }
  }

  @Test(arguments: [Int.max, 61, 7])
  func everyRowMatchesClassify(_ chunkSize: Int) throws {
    let standard = BatchStandards.builtIn("nice-ng246")
    let rows = Self.rows(count: 3_000, seed: 23)
    let input = Self.csv(rows)
    let fast = runBatch(input, standard: standard, chunkSize: chunkSize)
    let general = runBatch(
      input, standard: standard, configure: { $0.allowsFastLane = false }, chunkSize: chunkSize)
    #expect(fast.error == nil)
    #expect(fast.output == general.output)
    #expect(fast.summary == general.summary)
    let records = csvRecords(fast.output)
    try #require(records.count == rows.count + 1)
    #expect(
      records[0] == [
        "id", "height_cm", "weight_kg", "background", "bmi", "category", "error", "section",
      ])
    var seen: Set<String> = []
    for (row, record) in zip(rows, records.dropFirst()) {
      let expected = Self.reference(row, standard)
      #expect(Array(record.dropFirst(4)) == expected, "\(row)")
      seen.insert(expected[2].isEmpty ? expected[3] + " " + expected[1] : expected[2])
    }
    // Both sections' every category, and the refusals.
    for section in standard.sections {
      for category in section.table.categories {
        #expect(seen.contains(section.name + " " + category.id), "no row in \(category.id)")
      }
    }
    for code in ["missing-background", "background-outside-standard", "missing-value"] {
      #expect(seen.contains(code), "no row flagged \(code): \(seen.sorted())")
    }
  }
}
