import Foundation
import Testing

@testable import BMICommandLine

/// Research precision: z and percentile to 4 decimals in `--format json` and batch output
/// (the terminal keeps 2), ages with up to 20 decimals read exactly, and cdcanthro's
/// `z_at_percentile_100` convention declared in a standard file.
struct ResearchPrecisionTests {
  /// The raw text of a JSON number field, as written (`"z_score": -0.5030` → `-0.5030`).
  static func numberText(_ json: String, key: String) -> String? {
    guard let start = json.range(of: "\"\(key)\":") else { return nil }
    let rest = json[start.upperBound...].drop { $0 == " " }
    let text = rest.prefix { "-0123456789.".contains($0) }
    return text.isEmpty ? nil : String(text)
  }

  /// The rows of the published cdcanthro values (RCPCH's validation file).
  static func cdcanthroRows() throws -> [[String: String]] {
    let url = repositoryRoot.appendingPathComponent(
      "Tests/BMIGrowthTests/GrowthFixtures/rcpch-cdcanthro-bmi.csv")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    let header = lines[0].split(separator: ",").map(String.init)
    return lines.dropFirst().map { line in
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      return Dictionary(uniqueKeysWithValues: zip(header, fields))
    }
  }

  @Test func formatJSONZScoresReproduceCdcanthrosPublishedValuesWithin1e4() throws {
    let rows = try Self.cdcanthroRows()
    #expect(rows.count == 910)
    var largest = Decimal(0)
    for (index, row) in rows.enumerated() {
      let place = "line \(index + 2)"
      let result = runInProcess([
        "--sex", row["sex"] ?? "", "--birth-date", row["birth_date"] ?? "", "--date",
        row["observation_date"] ?? "", "--bmi", row["bmi"] ?? "", "--standard",
        "cdc-2000-bmi-for-age", "--format", "json",
      ])
      #expect(result.code == 0, "\(place): \(result.stderr)")
      let written = try #require(Self.numberText(result.stdout, key: "z_score"), "\(place)")
      // Four decimals, correctly rounded.
      #expect(written.split(separator: ".").last?.count == 4, "\(place) \(written)")
      let z = try #require(Decimal(string: written))
      let published = try #require(Decimal(string: row["bmiz"] ?? ""))
      let difference = abs(z - published)
      largest = max(largest, difference)
      #expect(difference <= Decimal(string: "0.0001")!, "\(place): \(written) vs \(published)")
    }
    // At 4 decimals none is more than a unit of the last digit away.
    #expect(largest <= Decimal(string: "0.0001")!)
  }

  @Test func terminalKeepsTwoDecimalsAndJSONWritesFour() throws {
    let arguments = [
      "--sex", "female", "--age", "114.5mo", "--bmi", "21.2", "--standard",
      "cdc-2000-bmi-for-age",
    ]
    let terminal = runInProcess(arguments)
    #expect(terminal.code == 0)
    #expect(terminal.stdout.contains("92.24"), "\(terminal.stdout)")
    #expect(!terminal.stdout.contains("92.2381"), "\(terminal.stdout)")
    let json = runInProcess(arguments + ["--format", "json"])
    // CDC's worked example: z 1.4215 (the page prints four decimals).
    #expect(Self.numberText(json.stdout, key: "z_score") == "1.4215", "\(json.stdout)")
    let percentile = try #require(Self.numberText(json.stdout, key: "percentile"))
    #expect(percentile.split(separator: ".").last?.count == 4)
    #expect(percentile.hasPrefix("92.2"))
  }

  /// WHO's classification still compares z rounded to 2 decimals; JSON writes the z to 4.
  @Test func whoComparesTheRoundedZButWritesFourDecimals() throws {
    let result = runInProcess([
      "--sex", "male", "--age", "9y6m", "--height", "130", "--weight", "25", "--standard",
      "who-2007-bmi-for-age", "--format", "json",
    ])
    #expect(result.code == 0, "\(result.stderr)")
    let z = try #require(Self.numberText(result.stdout, key: "z_score"))
    #expect(z.split(separator: ".").last?.count == 4)
    // -0.9767 is compared as -0.98, as WHO's software rounds it.
    let exact = try #require(Decimal(string: z))
    #expect(abs(exact - Decimal(string: "-0.98")!) <= Decimal(string: "0.005")!, "\(z)")
    #expect(result.stdout.contains("\"classified_value\": \"-0.98\""), "\(result.stdout)")
  }

  @Test func batchWritesFourDecimals() {
    let input = "sex,age_months,bmi\nfemale,114.5,21.2\nmale,50.5,22.6\n"
    let run = runBatchBytes(
      Array(input.utf8), standard: BatchStandards.builtIn("cdc-2000-bmi-for-age"), threads: 1)
    #expect(run.error == nil)
    let records = BatchBMIForAgeTests.records(run.output)
    #expect(records.count == 2)
    for record in records {
      // sex, age_months, bmi, value, category, error, section, z, percentile, % of P95
      for field in record[7...9] {
        #expect(field.split(separator: ".").last?.count == 4, "\(record)")
      }
    }
    #expect(records.first?[7] == "1.4215")
  }

  /// An age written with 8 decimals, and one exported as days / 30.4375 in full (17
  /// significant digits), are read exactly: the first as typed, the second scoring as the
  /// whole days it came from does, to 4 decimals.
  @Test func agesWithManyDecimalsAreReadExactly() throws {
    let base = ["--sex", "male", "--bmi", "19.5", "--standard", "who-2007-bmi-for-age"]
    let eight = runInProcess(base + ["--age", "114.56789012mo", "--format", "json"])
    #expect(eight.code == 0, "\(eight.stderr)")
    #expect(eight.stdout.contains("114.56789012"), "\(eight.stdout)")
    // 3487 / 30.4375 = 114.5626283367556… (as Python's repr writes the double).
    let full = runInProcess(base + ["--age", "114.56262833675565mo", "--format", "json"])
    let days = runInProcess(base + ["--age", "3487d", "--format", "json"])
    #expect(full.code == 0, "\(full.stderr)")
    #expect(
      Self.numberText(full.stdout, key: "z_score") == Self.numberText(days.stdout, key: "z_score"))
    // Batch columns read the same way.
    let run = runBatchBytes(
      Array("sex,age_months,bmi\nmale,114.56262833675565,19.5\n".utf8),
      standard: BatchStandards.builtIn("who-2007-bmi-for-age"), threads: 1)
    let record = BatchBMIForAgeTests.records(run.output).first ?? []
    #expect(record.count > 7 && record[5].isEmpty, "\(record)")
    #expect(record.count > 7 && record[7] == Self.numberText(days.stdout, key: "z_score"))
  }

  @Test(arguments: ["en", "ko"])
  func anAgeWithTooManyDecimalsSaysWhy(_ language: String) {
    let result = runInProcess([
      "--sex", "male", "--bmi", "19.5", "--standard", "who-2007-bmi-for-age", "--age",
      "114.123456789012345678901mo", "--lang", language,
    ])
    #expect(result.code != 0)
    #expect(result.stderr.contains(language == "ko" ? "자릿수" : "too many digits"))
    #expect(result.stderr.contains("20"), "\(result.stderr)")
    #expect(!result.stderr.contains("cannot read"), "\(result.stderr)")
  }

  /// A copy of the CDC built-in with cdcanthro's convention declared, in a temporary folder
  /// beside a copy of its table.
  static func cdcanthroStandard(_ line: String = "  z_at_percentile_100: 8.21\n") throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bmi-cdcanthro-\(UUID().uuidString)")
    let references = folder.appendingPathComponent("References")
    try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
    let standards = repositoryRoot.appendingPathComponent("Standards")
    try FileManager.default.copyItem(
      at: standards.appendingPathComponent("References/cdc2000-bmi-for-age.csv"),
      to: references.appendingPathComponent("cdc2000-bmi-for-age.csv"))
    var text = try String(
      contentsOf: standards.appendingPathComponent("cdc-2000-bmi-for-age.yaml"), encoding: .utf8)
    text = text.replacingOccurrences(
      of: "id: cdc-2000-bmi-for-age", with: "id: cdc-2000-cdcanthro")
    text = text.replacingOccurrences(
      of: "  tails: cdc-extended\n", with: "  tails: cdc-extended\n" + line)
    let file = folder.appendingPathComponent("cdcanthro.yaml")
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  @Test func cdcanthrosConventionWritesItsZWhenThePercentileIs100() throws {
    let file = try Self.cdcanthroStandard()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    // A boy of 24 months with BMI 40: (BMI − P95)/σ ≈ 15.6, so the extended percentile is
    // 100 − 10⁻⁵⁴ or so, 100 in double precision.
    let extreme = ["--sex", "male", "--age", "24mo", "--bmi", "40", "--format", "json"]
    let declared = runInProcess(extreme + ["--standard", file.path])
    #expect(declared.code == 0, "\(declared.stderr)")
    #expect(Self.numberText(declared.stdout, key: "z_score") == "8.2100", "\(declared.stdout)")
    let exact = runInProcess(extreme + ["--standard", "cdc-2000-bmi-for-age"])
    let exactZ = try #require(Self.numberText(exact.stdout, key: "z_score").flatMap(Double.init))
    #expect(exactZ > 8.21)
    // The category is decided on the percentile, as before.
    #expect(declared.stdout.contains("\"id\": \"obesity\""))
    // Below the tail, the exact z either way.
    let ordinary = ["--sex", "male", "--age", "50.5mo", "--bmi", "22.6", "--format", "json"]
    #expect(
      Self.numberText(runInProcess(ordinary + ["--standard", file.path]).stdout, key: "z_score")
        == Self.numberText(
          runInProcess(ordinary + ["--standard", "cdc-2000-bmi-for-age"]).stdout, key: "z_score"))
  }

  @Test func cdcanthrosConventionIsRefusedBelowItsRange() throws {
    let file = try Self.cdcanthroStandard("  z_at_percentile_100: 8\n")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let result = runInProcess([
      "--sex", "male", "--age", "24mo", "--bmi", "20", "--standard", file.path,
    ])
    #expect(result.code != 0)
    #expect(result.stderr.contains("E039"), "\(result.stderr)")
    #expect(result.stderr.contains("z_at_percentile_100"), "\(result.stderr)")
  }
}
