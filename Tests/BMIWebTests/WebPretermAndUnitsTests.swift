import BMIKit
import BMISupport
import Foundation
import Testing

@testable import BMIWeb

/// The page's `gestation` (a preterm infant's corrected age, as `bmi classify --gestation`
/// scores it), a waist typed in inches shown in inches, and where a category lies against
/// the healthy one.
struct WebPretermAndUnitsTests {
  static let infant = "standard=who-2006-bmi-for-age&sex=female&height=55&weight=4.2"

  @Test func aGirlBornAt30WeeksIsScoredAtTheCorrectedAge() throws {
    let corrected = try WebAnswerTests.answer(Self.infant + "&age=3mo&gestation=30%2B0")
    let atTwentyOneDays = try WebAnswerTests.answer(Self.infant + "&age=21d")
    let chronological = try WebAnswerTests.answer(Self.infant + "&age=3mo")
    let growth = { (answer: [String: Any]) in (answer["growth"] as? [String: Any])?["z"] as? String
    }
    #expect(growth(corrected) != nil)
    #expect(growth(corrected) == growth(atTwentyOneDays))
    #expect(growth(corrected) != growth(chronological))
    #expect(
      corrected["corrected_age"] as? String
        == "21.3125 days (born at 30+0 weeks; 3 months from birth)")
    #expect(chronological["corrected_age"] is NSNull)
  }

  @Test func anInfantBornAtTermIsScoredAtTheAgeGiven() throws {
    let answer = try WebAnswerTests.answer(Self.infant + "&age=3mo&gestation=40%2B0")
    #expect(answer["ok"] as? Bool == true)
    #expect(answer["corrected_age"] is NSNull)
  }

  @Test func theCorrectedAgeIsSaidAsTheCommandLineSaysIt() throws {
    let korean = try WebAnswerTests.answer(Self.infant + "&age=3mo&gestation=30%2B0&lang=ko")
    #expect(korean["corrected_age"] as? String == "21.3125일 (30+0주 출생, 출생부터 3개월)")
  }

  @Test(
    arguments: [
      ("45+0", "gestation-weeks-out-of-range", false),
      ("32+9", "gestation-days-out-of-range", false),
      ("32 weeks", "gestation-malformed", false), ("32+4", nil, true),
    ] as [(String, String?, Bool)])
  func aGestationIsReadAsTheCommandLineReadsIt(text: String, code: String?, ok: Bool) throws {
    var components = URLComponents()
    components.queryItems = [URLQueryItem(name: "gestation", value: text)]
    let encoded = try #require(components.percentEncodedQuery).replacingOccurrences(
      of: "+", with: "%2B")
    let answer = try WebAnswerTests.answer(Self.infant + "&age=3mo&" + encoded)
    #expect(answer["ok"] as? Bool == ok)
    if let code {
      let problems = try #require(answer["problems"] as? [[String: Any]])
      #expect(problems.first?["field"] as? String == "gestation")
      #expect(problems.first?["code"] as? String == code)
    }
  }

  @Test func onlyStandardsThatCorrectAPretermAgeAskForTheGestation() throws {
    let text = WebCalculator.catalogue(query: "lang=en")
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let entries = try #require(object?["standards"] as? [[String: Any]])
    let asking = entries.filter { $0["gestation"] as? Bool == true }.compactMap {
      $0["key"] as? String
    }
    let declaring = BuiltInStandards.ids.filter { id in
      guard let standard = BuiltInStandards.standard(id: id) else { return false }
      return ([standard] + standard.sections.compactMap { $0.delegate?.standard }).contains {
        ($0.bmiForAgeReference?.pretermCorrection ?? .none) != .none
      }
    }
    #expect(asking.contains("who-2006-bmi-for-age"))
    #expect(!asking.contains("cdc-2000-bmi-for-age"))
    #expect(Set(asking) == Set(declaring))
  }

  @Test func aWaistTypedInInchesIsAnsweredWithItsExactCentimetresAndImperialUnits() throws {
    let answer = try WebAnswerTests.answer("standard=who-waist-2008&sex=male&waist=36in")
    let input = try #require(answer["input"] as? [String: Any])
    #expect(input["waist_cm"] as? String == "91.44")
    #expect(answer["display_units"] as? String == "imperial")
    let metric = try WebAnswerTests.answer("standard=who-waist-2008&sex=male&waist=91")
    #expect(metric["display_units"] as? String == "metric")
  }

  @Test(arguments: [("45", "below"), ("56", "healthy"), ("80", "above")])
  func aCategoryKnowsWhereItLiesAgainstTheHealthyOne(weight: String, place: String) throws {
    let answer = try WebAnswerTests.answer("standard=ksso&height=160&weight=" + weight)
    let category = try #require(answer["category"] as? [String: Any])
    #expect(category["place"] as? String == place)
  }

  @Test func aTableWithoutAHealthyCategoryHasNoPlace() throws {
    let answer = try WebAnswerTests.answer("standard=who-2004&height=160&weight=55")
    #expect((answer["category"] as? [String: Any])?["place"] as? String == "none")
  }
}
