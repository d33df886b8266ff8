import BMIKit
import Foundation
import Testing

@testable import BMIWeb

/// The page classifies through the library's front door: a URL may name any of the
/// built-ins, and one that needs more than a height and a weight is refused with what it
/// needs, never trapped on.
struct WebFrontDoorTests {
  @Test(
    arguments: BuiltInStandards.ids,
    ["height=160&weight=64", "bmi=25", "height=160&weight=64&chart=1"])
  func everyBuiltInNamedInTheAddressAnswers(id: String, measurements: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    let answer = try WebAnswerTests.answer(measurements + "&standard=" + id)
    let ok = try #require(answer["ok"] as? Bool)
    let offered = WebAnswerTests.heightAndWeightIDs.contains(id)
    #expect(ok == offered, "\(id): \(answer)")
    if !ok {
      let problems = try #require(answer["problems"] as? [[String: Any]])
      let codes = problems.compactMap { $0["code"] as? String }
      let missing = standard.requiredInputs.filter { ![.height, .weight].contains($0) }
      #expect(codes.count == 1 && codes[0].hasPrefix("missing-"), "\(id): \(codes)")
      #expect(missing.isEmpty == false)
    }
  }
}
