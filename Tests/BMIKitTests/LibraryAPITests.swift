import BMIKit
import Foundation
import Testing

/// The library as an app uses it: a built-in by name, measurements from text fields, a
/// classification that never traps, JSON, the chart and batch, all through `import BMIKit`.
struct LibraryAPITests {
  @Test func anAppClassifiesWhatAPersonTyped() throws {
    let ksso = try BuiltInStandards.named("ksso")
    #expect(ksso.identity.id == "ksso-2022")
    let height = try Height(parsing: " 170,5 ")
    #expect(height.centimetres == Rational(341, 2))
    let weight = try Weight(parsing: "143 lb")
    #expect(weight.kilograms.description == "64.86370891")
    let result = try ksso.classify(height: height, weight: weight)
    #expect(result.displayBMI == "22.3")
    #expect(result.category.id == "normal")
    #expect(result.category.label(for: "ko_KR") == "정상")
    #expect(result.category.label(for: "ko-KR") == "정상")
    #expect(result.category.label(for: "fr_FR") == "Normal")
    let range = try #require(ksso.healthyWeightRange(for: height))
    #expect(range.lowerBound.description == "53.7")
  }

  @Test(arguments: [
    ("5ft 7in", "170.18"), ("1.70m", "170"), ("67in", "170.18"), ("170", "170"),
  ])
  func heightsInEveryUnit(text: String, centimetres: String) throws {
    #expect(try Height(parsing: text).centimetres.description == centimetres)
  }

  @Test(arguments: [("65", "65"), ("10st 3lb", "64.86370891"), ("143lb", "64.86370891")])
  func weightsInEveryUnit(text: String, kilograms: String) throws {
    #expect(try Weight(parsing: text).kilograms.description == kilograms)
  }

  /// What a text field can hold never traps: each is an error with a code and a message in
  /// both languages.
  @Test(arguments: [
    ("0", "implausible-height"), ("1.70", "ambiguous-unit"), ("", "invalid-height"),
    ("1,700", "ambiguous-number"), ("abc", "invalid-height"), ("-170", "invalid-height"),
    ("170kg", "invalid-height"), ("\u{1B}[D170", "invalid-height"),
  ])
  func heightsThatThrow(text: String, code: String) {
    #expect {
      try Height(parsing: text)
    } throws: { error in
      guard let error = error as? MeasurementError else { return false }
      return error.code == code && !error.message(for: "ko").isEmpty
        && error.message(for: "ko") != error.message(for: "en")
    }
  }

  @Test func theTypedCentimetreFieldExplainsMetres() {
    #expect {
      try Height(parsing: "1.70")
    } throws: { error in
      (error as? MeasurementError)?.message(for: "en").contains("1.70m") == true
    }
    #expect(throws: MeasurementError.self) { try Weight(parsing: "-5") }
    #expect(throws: MeasurementError.self) { try Height(centimetres: .nan) }
    #expect(throws: MeasurementError.self) { try Weight(kilograms: 0.0) }
  }

  @Test func aBMINoPersonCanHaveIsAnErrorNotATrap() throws {
    let who = try BuiltInStandards.named("who")
    // 60 cm and 150 kg are each possible; together they are BMI 416.7.
    #expect {
      try who.classify(height: Height(parsing: "60"), weight: Weight(parsing: "150"))
    } throws: { ($0 as? MeasurementError)?.code == "implausible-bmi" }
    #expect(BodyMassIndex(heightCentimetres: 0, weightKilograms: 64) == nil)
    #expect(BodyMassIndex(ExactDecimal(-25)) == nil)
  }

  @Test(arguments: ["\u{212A}sso", "kssо", "ｋｓｓｏ", "ksso-2O22"])
  func lookAlikeNamesAreRefusedAndExplained(name: String) {
    #expect {
      try BuiltInStandards.named(name)
    } throws: { error in
      guard case .lookAlike(_, let characters, _)? = error as? StandardNameError else {
        // "ksso-2O22" has a Latin O: no look-alike, just an unknown name with a suggestion.
        if case .unknown(_, let suggestions)? = error as? StandardNameError {
          return suggestions.contains("ksso-2022")
        }
        return false
      }
      return !characters.isEmpty
    }
  }

  @Test func resultsEncodeAsTheDocumentedReport() throws {
    let who = try BuiltInStandards.named("who")
    let height = try Height(parsing: "160")
    let result = try who.classify(height: height, weight: Weight(parsing: "64"))
    let data = try JSONEncoder().encode(result)
    let report = try JSONDecoder().decode(ClassificationReport.self, from: data)
    #expect(report.bmi?.exact == "25")
    #expect(report.category.id == "pre-obese")
    #expect(report.category.interval == "[25, 30)")
    #expect(report.standard.id == "who-2000")
    let full = ClassificationReport(
      result, height: height, weight: try Weight(parsing: "64"), language: "ko_KR")
    #expect(full.language == "ko")
    #expect(full.healthyWeight?.minimumKilograms.description == "47.4")
    let roundTrip = try JSONDecoder().decode(
      ClassificationReport.self, from: try JSONEncoder().encode(full))
    #expect(roundTrip == full)
    let object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(full)) as? [String: Any])
    #expect(
      Set(object.keys) == [
        "input", "bmi", "classified_value", "category", "groups", "healthy_weight", "standard",
        "language", "warnings",
      ])
  }

  @Test func theChartIsAString() throws {
    let svg: String = try BMIChart(standard: try BuiltInStandards.named("ksso"), language: "ko")
      .svg()
    #expect(svg.hasPrefix("<?xml") || svg.hasPrefix("<svg"))
    #expect(svg.contains("정상"))
  }

  @Test func batchRunsFileToFile() throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "bmikit-library-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appending(path: "people.csv")
    try Data("id,height_cm,weight_kg\n1,160,64\n2,170,abc\n3,5ft7in,143lb\n".utf8).write(to: input)
    let output = folder.appending(path: "out.csv")
    let summary = try BatchClassifier(standard: try BuiltInStandards.named("ksso")).run(
      inputPath: input.path, outputPath: output.path)
    #expect(summary.rowsRead == 3)
    #expect(summary.rowsFlagged == 1)
    #expect(summary.flagCounts.map(\.code) == ["invalid-weight"])
    let written = try String(contentsOf: output, encoding: .utf8)
    #expect(
      written == """
        id,height_cm,weight_kg,bmi,category,error
        1,160,64,25.0,obesity-class-1,
        2,170,abc,,,invalid-weight
        3,5ft7in,143lb,22.4,normal,

        """)
  }

  @Test func batchRunsOverBytes() throws {
    let classifier = BatchClassifier(standard: try BuiltInStandards.named("who"))
    let (output, summary) = try classifier.run(Array("height,weight\n160,64\n".utf8))
    #expect(
      String(decoding: output, as: UTF8.self)
        == "height,weight,bmi,category,error\n160,64,25.0,pre-obese,\n")
    #expect(summary.rowsClassified == 1)
    #expect {
      try classifier.run(Array("name\nx\n".utf8))
    } throws: { ($0 as? BatchError)?.code == "missing-columns" }
  }
}
