import BMIKit
import Foundation
import Testing

@testable import BMIWeb

/// The fields beyond height and weight: a child's sex and age (or dates), a waist, a family
/// background, each read as `bmi classify` reads its options and answered as the library
/// answers, or refused under its field.
struct WebPersonTests {
  static func answer(_ items: [(String, String)]) throws -> [String: Any] {
    var query = URLComponents()
    query.queryItems = items.map { URLQueryItem(name: $0.0, value: $0.1) }
    return try WebAnswerTests.answer(try #require(query.percentEncodedQuery))
  }

  @Test func aChildUnderCDCHasHerScoresAndTheGrowthChart() throws {
    let answer = try Self.answer([
      ("standard", "cdc-2000-bmi-for-age"), ("sex", "female"), ("age", "9y6m"),
      ("height", "130"), ("weight", "35.8"), ("chart", "1"),
    ])
    let standard = try BuiltInStandards.named("cdc-2000-bmi-for-age")
    let person = Person(
      height: try Height(parsing: "130"), weight: try Weight(parsing: "35.8"), sex: .female,
      age: try Age(parsing: "9y6m"))
    let expected = try standard.classify(person)
    let scores = try #require(expected.bmiForAge)
    #expect(answer["ok"] as? Bool == true)
    let growth = try #require(answer["growth"] as? [String: Any])
    #expect(growth["z"] as? String == (try scores.zText()))
    #expect(growth["percentile"] as? String == (try scores.percentileText()))
    #expect(growth["percent_of_p95"] as? String == (try scores.percentOfNinetyFifthText()))
    #expect((answer["category"] as? [String: Any])?["id"] as? String == expected.category.id)
    #expect(answer["value"] as? String == expected.displayValue)
    let mark = try BMIForAgeChartMark(
      sex: .female, age: try Age(parsing: "9y6m"), height: try Height(parsing: "130"),
      weight: try Weight(parsing: "35.8"))
    let chart = try BMIForAgeChart(standard: standard, language: "en", mark: mark).svg()
    #expect(answer["chart"] as? String == chart)
  }

  @Test func datesGiveTheAgeInDays() throws {
    let byDates = try Self.answer([
      ("standard", "who-2007-bmi-for-age"), ("sex", "male"), ("birth_date", "2015-03-01"),
      ("date", "2024-09-15"), ("height", "135"), ("weight", "30"),
    ])
    let person = Person(
      height: try Height(parsing: "135"), weight: try Weight(parsing: "30"), sex: .male,
      age: try Age(birthDate: "2015-03-01", date: "2024-09-15"))
    let expected = try BuiltInStandards.named("who-2007-bmi-for-age").classify(person)
    let growth = try #require(byDates["growth"] as? [String: Any])
    #expect(growth["z"] as? String == (try expected.bmiForAge?.zText()))
    #expect(growth["percent_of_p95"] is NSNull)
  }

  @Test func aWaistStandardNeedsNoHeightOrWeight() throws {
    let answer = try Self.answer([
      ("standard", "ksso-abdominal-2022"), ("sex", "m"), ("waist", "91"),
    ])
    let person = Person(waist: try Waist(parsing: "91"), sex: .male)
    let expected = try BuiltInStandards.named("ksso-abdominal-2022").classify(person)
    #expect(answer["ok"] as? Bool == true)
    #expect((answer["category"] as? [String: Any])?["id"] as? String == expected.category.id)
    #expect((answer["bmi"] as? [String: Any])?["display"] as? String == "")
    #expect(answer["chart"] == nil)
  }

  @Test func aBackgroundChoosesTheThresholds() throws {
    let lower = try Self.answer([
      ("standard", "nice-ng246"), ("background", "South Asian"), ("height", "170"),
      ("weight", "68"),
    ])
    let general = try Self.answer([
      ("standard", "nice-ng246"), ("background", "other"), ("height", "170"), ("weight", "68"),
    ])
    #expect((lower["category"] as? [String: Any])?["id"] as? String == "overweight")
    #expect((general["category"] as? [String: Any])?["id"] as? String == "healthy-weight")
  }

  /// Each refusal under the field it belongs to, with the library's code and message.
  @Test(arguments: [
    ([("sex", "x")], "sex", "invalid-sex"),
    ([("sex", "female")], "age", "missing-age"),
    ([("sex", "female"), ("age", "42")], "age", "age-outside-standard"),
    ([("sex", "female"), ("age", "9"), ("birth_date", "2015-03-01")], "age", "age-and-birth-date"),
    ([("sex", "female"), ("birth_date", "2015-03-01")], "age", "missing-date"),
    (
      [("sex", "female"), ("birth_date", "2015-02-30"), ("date", "2024-01-01")], "age",
      "invalid-age"
    ),
  ])
  func refusalsAreMessagesUnderTheirField(
    extra: [(String, String)], field: String, code: String
  ) throws {
    for language in ["en", "ko"] {
      let answer = try Self.answer(
        [
          ("standard", "cdc-2000-bmi-for-age"), ("height", "130"), ("weight", "35.8"),
          ("lang", language),
        ] + extra)
      #expect(answer["ok"] as? Bool == false)
      let problems = try #require(answer["problems"] as? [[String: Any]])
      #expect(problems.map { $0["field"] as? String } == [field])
      #expect(problems.map { $0["code"] as? String } == [code])
      let message = try #require(problems.first?["message"] as? String)
      #expect(!message.isEmpty)
      if language == "ko" { #expect(message.unicodeScalars.contains { $0.value >= 0xAC00 }) }
    }
  }

  /// Typed in feet, inches and pounds, the healthy range and the chart are in pounds and
  /// inches too, the range's ends rounded inwards so every weight in it is healthy.
  @Test func imperialTypingGivesImperialAnswers() throws {
    let answer = try Self.answer([
      ("standard", "cdc"), ("height", "5ft 7in"), ("weight", "143 lb"), ("chart", "1"),
    ])
    #expect(answer["display_units"] as? String == "imperial")
    let healthy = try #require(answer["healthy_weight"] as? [String: Any])
    let pound = Rational(45_359_237, 100_000_000)
    /// A text with one decimal, `"123.4"`, as a rational.
    func tenths(_ key: String) throws -> Rational {
      let text = try #require(healthy[key] as? String)
      let digits = try #require(Int(text.replacingOccurrences(of: ".", with: "")))
      #expect(text.split(separator: ".").last?.count == 1)
      return Rational(digits, 10)
    }
    let (minimumKilograms, maximumKilograms) = (try tenths("min_kg"), try tenths("max_kg"))
    let (minimumPounds, maximumPounds) = (try tenths("min_lb"), try tenths("max_lb"))
    #expect(minimumPounds * pound >= minimumKilograms)
    #expect(minimumPounds * pound < minimumKilograms + Rational(1, 10) * pound)
    #expect(maximumPounds * pound <= maximumKilograms)
    #expect(maximumPounds * pound > maximumKilograms - Rational(1, 10) * pound)
    #expect(healthy["height_in"] as? String == "67.0")
    let standard = try BuiltInStandards.named("cdc")
    let mark = try ChartMark(height: Height(parsing: "5ft 7in"), weight: Weight(parsing: "143 lb"))
    let chart = try BMIChart(standard: standard, language: "en", units: .imperial, mark: mark)
    #expect(answer["chart"] as? String == chart.svg())
    let metric = try Self.answer([("standard", "cdc"), ("height", "170"), ("weight", "65")])
    #expect(metric["display_units"] as? String == "metric")
  }
}
