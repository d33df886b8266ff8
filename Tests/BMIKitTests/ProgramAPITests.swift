import BMIKit
import Foundation
import Testing

/// What a program needs besides a category: scores as numbers, a standard file loaded by
/// its URL, and batch input separated by semicolons.
struct ProgramAPITests {
  /// CDC's worked example: a girl of 114.5 months, 130 cm and 35.8 kg.
  @Test func aChildsScoresAreNumbersAsWellAsTexts() throws {
    let cdc = try BuiltInStandards.named("cdc-2000-bmi-for-age")
    let girl = Person(
      height: try Height(parsing: "130"), weight: try Weight(parsing: "35.8"), sex: .female,
      age: try Age(parsing: "114.5mo"))
    let scores = try #require(try cdc.classify(girl).bmiForAge)
    #expect(scores.zScore == Double(try scores.zText()))
    #expect(scores.percentile == Double(try scores.percentileText()))
    #expect(scores.percentOfP95 == Double(try scores.percentOfNinetyFifthText()))
    let z = try #require(scores.zScore)
    #expect(z > 1 && z < 2)
    let who = try BuiltInStandards.named("who-2007-bmi-for-age")
    let child = try #require(try who.classify(girl).bmiForAge)
    #expect(child.percentOfP95 == nil)
    #expect(child.zScore == Double(try child.zText()))
  }

  @Test func aStandardFileLoadsFromItsURLOrPath() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("bmikit-program-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("clinic.yaml")
    try Data(
      """
      format: bmi-standard/1
      id: clinic
      version: "1.0"
      name: {en: Clinic}
      rounding: none
      categories:
        - {id: low, label: {en: Low}, below: 20}
        - {id: ok, label: {en: OK}, healthy: true, at_least: 20, below: 27}
        - {id: high, label: {en: High}, at_least: 27}
      """.utf8
    ).write(to: file)
    let byURL = try StandardLoader.load(contentsOf: file)
    let byPath = try StandardLoader.load(path: file.path)
    #expect(byURL.standard.identity == byPath.standard.identity)
    #expect(byURL.standard.identity.id == "clinic")
    let missing = directory.appendingPathComponent("none.yaml")
    #expect(throws: StandardFileError.self) { try StandardLoader.load(contentsOf: missing) }
    do {
      _ = try StandardLoader.load(contentsOf: missing)
    } catch {
      #expect(error.code == "file.unreadable")
    }
    try Data("format: bmi-standard/1\n".utf8).write(to: file)
    do {
      _ = try StandardLoader.load(path: file.path)
      Issue.record("an incomplete file loaded")
    } catch {
      guard case .refused(let refused) = error else {
        Issue.record("\(error) is not a refusal")
        return
      }
      #expect(error.code == refused.code)
      #expect(error.code.hasPrefix("E"))
    }
  }

  /// Spreadsheets where the decimal separator is a comma export semicolons.
  @Test func batchReadsAndWritesSemicolons() throws {
    let who = try BuiltInStandards.named("who")
    var configuration = BatchConfiguration()
    configuration.delimiter = .semicolon
    let input = Array("height;weight;note\n170,5;65;a\n160;64,5;\"x;y\"\n150;abc;z\n".utf8)
    let (output, summary) = try BatchClassifier(standard: who, configuration: configuration)
      .run(input)
    #expect(
      String(decoding: output, as: UTF8.self)
        == "height;weight;note;bmi;category;error\n170,5;65;a;22.4;normal;\n"
        + "160;64,5;\"x;y\";25.2;pre-obese;\n150;abc;z;;;invalid-weight\n")
    #expect(summary.rowsClassified == 2)
  }

  /// A classification encodes as its report and decodes back to the same report, its
  /// standard found among the built-ins or the decoder's own.
  @Test(arguments: BuiltInStandards.ids)
  func aClassificationRoundTrips(id: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    let result = try standard.classify(try FrontDoorTests.completePerson(for: standard))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(result)
    let back = try JSONDecoder().decode(Classification.self, from: data)
    let again = try encoder.encode(back)
    #expect(
      again == data,
      "\(String(decoding: data, as: UTF8.self))\n\(String(decoding: again, as: UTF8.self))")
    #expect(back.category.id == result.category.id)
    #expect(back.sectionIndex == result.sectionIndex)
    #expect(back.displayValue == result.displayValue)
  }

  @Test func aLoadedStandardIsFoundThroughTheDecodersStandards() throws {
    let table = try ClassificationTable(categories: [
      BMICategory(
        id: "ok", label: LocalizedText(["en": "OK"]),
        interval: Interval(lower: .none, upper: .below(27)), isHealthy: true),
      BMICategory(
        id: "high", label: LocalizedText(["en": "High"]),
        interval: Interval(lower: .atLeast(27), upper: .none)),
    ])
    let clinic = Standard(
      identity: StandardIdentity(id: "clinic", version: "1"),
      name: LocalizedText(["en": "Clinic"]), table: table)
    let data = try JSONEncoder().encode(
      try clinic.classify(heightCentimetres: 170, weightKilograms: 80))
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Classification.self, from: data)
    }
    let decoder = JSONDecoder()
    decoder.userInfo[.bmiStandards] = [clinic]
    #expect(try decoder.decode(Classification.self, from: data).category.id == "high")
  }
}
