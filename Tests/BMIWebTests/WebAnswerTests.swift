import BMIKit
import BMISupport
import Foundation
import Testing

@testable import BMIWeb

/// The page's answers are the library's: for every built-in and a spread of measurements,
/// the JSON carries what `ClassificationReport` (the record behind `bmi classify --format
/// json`) says, and refusals carry the parser's own codes and messages.
struct WebAnswerTests {
  static func answer(_ query: String) throws -> [String: Any] {
    let text = WebCalculator.classify(query: query)
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
  }

  static let measurements: [(height: String, weight: String)] = [
    ("160", "64"), ("170,5", "65"), ("5ft 7in", "143 lb"), ("1.80m", "81"), ("152.4", "45.4"),
    ("69in", "169lb"), ("183", "120"), ("147", "38.5"), ("175", "76.5625"), ("190", "10st3lb"),
  ]

  /// The built-ins that need a height and a weight and nothing else.
  static let heightAndWeightIDs = BuiltInStandards.ids.filter { id in
    BuiltInStandards.standard(id: id).map { standard in
      standard.requiredInputs.allSatisfy { $0 == .height || $0 == .weight }
    } ?? false
  }

  @Test(arguments: heightAndWeightIDs)
  func answersAreTheLibrarysReport(id: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    for language in ["en", "ko"] {
      for (heightText, weightText) in Self.measurements {
        let height = try Height(parsing: heightText)
        let weight = try Weight(parsing: weightText)
        let report = ClassificationReport(
          try standard.classify(height: height, weight: weight), height: height, weight: weight,
          language: language)
        var query = URLComponents()
        query.queryItems = [
          URLQueryItem(name: "height", value: heightText),
          URLQueryItem(name: "weight", value: weightText),
          URLQueryItem(name: "standard", value: id), URLQueryItem(name: "lang", value: language),
        ]
        let answer = try Self.answer(try #require(query.percentEncodedQuery))
        #expect(answer["ok"] as? Bool == true)
        let bmi = try #require(answer["bmi"] as? [String: Any])
        let reportBMI = try #require(report.bmi)
        #expect(bmi["display"] as? String == reportBMI.display)
        #expect(bmi["exact"] as? String == reportBMI.exact)
        #expect(answer["classified_value"] as? String == report.classifiedValue)
        let category = try #require(answer["category"] as? [String: Any])
        #expect(category["id"] as? String == report.category.id)
        #expect(category["label"] as? String == report.category.label)
        #expect(category["interval"] as? String == report.category.interval)
        #expect(category["healthy"] as? Bool == report.category.healthy)
        let groups = try #require(answer["groups"] as? [[String: Any]])
        #expect(groups.map { $0["id"] as? String } == report.groups.map { $0.id })
        #expect(groups.map { $0["label"] as? String } == report.groups.map { $0.label })
        let healthy = answer["healthy_weight"] as? [String: Any]
        #expect(healthy?["min_kg"] as? String == report.healthyWeight?.minimumKilograms.description)
        #expect(
          healthy?["max_kg"] as? String == report.healthyWeight?.maximumKilograms?.description)
        let named = try #require(answer["standard"] as? [String: Any])
        #expect(named["id"] as? String == report.standard.id)
        #expect(named["sha256"] as? String == report.standard.sha256)
        #expect(named["name"] as? String == report.standard.name)
        #expect(named["citation"] as? String == standard.source?.citation)
        #expect(answer["language"] as? String == language)
      }
    }
  }

  /// The example of the page's documentation, in Korean.
  @Test func kssoSharedLink() throws {
    let answer = try Self.answer("height=160&weight=64&standard=ksso&lang=ko")
    let ksso = try #require(BuiltInStandards.standard(id: "ksso-2022"))
    let bmi = try #require(answer["bmi"] as? [String: Any])
    #expect(bmi["display"] as? String == "25.0")
    let category = try #require(answer["category"] as? [String: Any])
    #expect(category["label"] as? String == "1단계 비만")
    #expect(category["interval"] as? String == "[25, 29.9]")
    let named = try #require(answer["standard"] as? [String: Any])
    #expect(named["citation"] as? String == ksso.source?.citation)
    #expect(named["year"] as? Int == ksso.source?.year)
  }

  /// Plain numbers in imperial units read as inches and pounds, as `bmi batch
  /// --height-unit in --weight-unit lb` reads them.
  @Test func imperialUnitsReadPlainNumbers() throws {
    let plain = try Self.answer("height=69&weight=169&units=imperial&standard=cdc")
    let spelled = try Self.answer("height=69in&weight=169lb&standard=cdc")
    #expect((plain["bmi"] as? [String: Any])?["exact"] as? String != nil)
    #expect(
      (plain["bmi"] as? [String: Any])?["exact"] as? String
        == (spelled["bmi"] as? [String: Any])?["exact"] as? String)
    #expect((plain["category"] as? [String: Any])?["id"] as? String == "overweight")
  }

  @Test func aBMIGivenDirectly() throws {
    let answer = try Self.answer("bmi=24.94&standard=asia-pacific")
    #expect((answer["category"] as? [String: Any])?["id"] as? String == "at-risk")
    #expect(answer["healthy_weight"] is NSNull)
    let both = try Self.answer("bmi=24&height=170&weight=60")
    let problems = try #require(both["problems"] as? [[String: Any]])
    #expect(problems.map { $0["code"] as? String } == ["bmi-and-measurements"])
  }

  /// The values `bmi` refuses, refused with the same code and message, per field.
  @Test(arguments: [
    ("1,700", "65"), ("1.70", "65"), ("17m", "65"), ("170", "0.065"), ("300", "0.2"),
    ("", "65"), ("170", ""), ("170.5.3", "65"), ("5ft13in", "65"), ("NaN", "1e2"),
    ("-170", "65 kg kg"), ("\u{FF11}\u{FF17}\u{FF10}", "65"), ("170", "65 cm"),
  ])
  func refusalsCarryTheParsersMessages(height: String, weight: String) throws {
    for language in ["en", "ko"] {
      var expected: [(field: String, code: String, message: String)] = []
      func record(_ body: () throws(MeasurementError) -> Void) {
        do throws(MeasurementError) { try body() } catch {
          expected.append((error.kind.rawValue, error.code, error.message(for: language)))
        }
      }
      var parsed: (Height?, Weight?) = (nil, nil)
      record { () throws(MeasurementError) in parsed.0 = try Height(parsing: height) }
      record { () throws(MeasurementError) in parsed.1 = try Weight(parsing: weight) }
      if let height = parsed.0, let weight = parsed.1 {
        let who = try #require(BuiltInStandards.standard(id: "who-2000"))
        record { () throws(MeasurementError) in
          _ = try who.classify(height: height, weight: weight)
        }
      }
      var query = URLComponents()
      query.queryItems = [
        URLQueryItem(name: "height", value: height), URLQueryItem(name: "weight", value: weight),
        URLQueryItem(name: "lang", value: language),
      ]
      let answer = try Self.answer(try #require(query.percentEncodedQuery))
      #expect(answer["ok"] as? Bool == false)
      let problems = try #require(answer["problems"] as? [[String: Any]])
      #expect(!problems.isEmpty)
      #expect(problems.map { $0["field"] as? String } == expected.map { $0.field })
      #expect(problems.map { $0["code"] as? String } == expected.map { $0.code })
      #expect(problems.map { $0["message"] as? String } == expected.map { $0.message })
    }
  }

  @Test(arguments: ["kso", "whoo", "k\u{0455}so", "../ksso.yaml"])
  func unknownStandardsAreNamedAsTheCommandNamesThem(name: String) throws {
    var query = URLComponents()
    query.queryItems = [
      URLQueryItem(name: "height", value: "170"), URLQueryItem(name: "weight", value: "65"),
      URLQueryItem(name: "standard", value: name),
    ]
    let answer = try Self.answer(try #require(query.percentEncodedQuery))
    let problems = try #require(answer["problems"] as? [[String: Any]])
    do {
      _ = try BuiltInStandards.named(name)
      Issue.record("\(name) is a built-in")
    } catch {
      #expect(problems.map { $0["field"] as? String } == ["standard"])
      #expect(problems.first?["code"] as? String == error.code)
      #expect(problems.first?["message"] as? String == error.message(for: "en"))
    }
  }

  @Test func theChartIsTheLibrarysWithThePersonMarked() throws {
    let answer = try Self.answer("height=160&weight=64&standard=ksso&lang=ko&chart=1")
    let standard = try BuiltInStandards.named("ksso")
    let mark = try ChartMark(height: Height(parsing: "160"), weight: Weight(parsing: "64"))
    let expected = try BMIChart(standard: standard, language: "ko", mark: mark).svg()
    #expect(answer["chart"] as? String == expected)
    #expect(try Self.answer("height=160&weight=64")["chart"] == nil)
  }

  @Test func theChartIsAsWideAsThePageAsks() throws {
    let answer = try Self.answer("height=160&weight=64&standard=ksso&chart=1&chart_width=294")
    let standard = try BuiltInStandards.named("ksso")
    let mark = try ChartMark(height: Height(parsing: "160"), weight: Weight(parsing: "64"))
    let expected = try BMIChart(standard: standard, mark: mark, width: 294).svg()
    #expect(answer["chart"] as? String == expected)
    #expect(expected.contains("viewBox=\"0 0 294 "))
  }

  @Test func warningsForRareValues() throws {
    let answer = try Self.answer("height=235&weight=120")
    let warnings = try #require(answer["warnings"] as? [[String: Any]])
    let height = try Height(parsing: "235")
    #expect(warnings.map { $0["code"] as? String } == [height.warning?.code])
    #expect(warnings.first?["message"] as? String == height.warning?.message(for: "en"))
  }
}
