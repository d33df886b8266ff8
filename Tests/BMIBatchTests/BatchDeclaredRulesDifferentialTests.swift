import BMIBuiltIns
import BMICore
import Foundation
import Testing

@testable import BMIBatch

/// `bmi batch` under the built-ins whose rules their files declare (KDCA 2017, UK90, IOTF
/// 2012), where children take the double-precision fast route: on 500 generated
/// children (ages in fractional months, heights and weights to 1 or 2 decimals, from thin to
/// obese) every record holds what the certified route alone gives the same child: the
/// classified value, category, z, percentile and flag.
struct BatchDeclaredRulesDifferentialTests {
  /// One generated child: the CSV fields and the same child for the library.
  struct Child {
    let sex: Sex
    let months: Rational
    let height: ExactDecimal
    let weight: ExactDecimal
  }

  /// Children spread over the reference's ages, with BMIs from about 10 to 40 kg/m²
  /// (SplitMix64, fixed seed).
  static func children(_ reference: BMIForAgeReference, count: Int, seed: UInt64) -> [Child] {
    var state = seed
    func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    let rules = reference.rules
    let low = Int(rules.inMonths(rules.minimumAge).decimalText(decimals: 0))!
    let high = Int(rules.inMonths(rules.maximumAge).decimalText(decimals: 0))!
    return (0..<count).map { _ in
      let months = Rational(low * 1000 + next((high - low) * 1000), 1000)
      let centimetres = 800 + next(1100)  // tenths: 80.0–189.9 cm
      let metres = Double(centimetres) / 1000
      let bmi = 10 + Double(next(30_000)) / 1000
      let hundredths = next(2) == 0 ? 10 : 1
      let weight = Int(bmi * metres * metres * 100) / hundredths * hundredths
      return Child(
        sex: next(2) == 0 ? .female : .male, months: months,
        height: ExactDecimal(millionths: Int64(centimetres) * 100_000),
        weight: ExactDecimal(millionths: Int64(weight) * 10_000))
    }
  }

  @Test(arguments: ["kdca-2017-bmi-for-age", "uk90-bmi-for-age", "iotf-2012"])
  func batchWritesWhatTheCertifiedRouteGives(_ id: String) throws {
    let standard = BatchStandards.builtIn(id)
    let reference = try #require(standard.bmiForAgeReference)
    let children = Self.children(
      reference, count: LongTests.size(everyday: 200, long: 500), seed: 34)
    var csv = "sex,age_months,height,weight\n"
    for child in children {
      csv +=
        "\(child.sex.rawValue),\(child.months.exactDecimal!),\(child.height),\(child.weight)\n"
    }
    let run = runBatchBytes(Array(csv.utf8), standard: standard, threads: 1)
    #expect(run.error == nil)
    let records = String(decoding: run.output, as: UTF8.self).split(separator: "\n").dropFirst()
      .map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    try #require(records.count == children.count)
    var settledFast = 0
    for (child, record) in zip(children, records) {
      let bmi = try #require(
        BodyMassIndex(heightCentimetres: child.height, weightKilograms: child.weight))
      let inputs = InputValues(sex: child.sex, age: Age(child.months, .months)!)
      let certified = try standard.classifyForAge(
        bmi, inputs: inputs, lengthAdjustment: nil, fastRoute: false)
      let result = try #require(certified.bmiForAge)
      if try standard.classifyForAge(bmi, inputs: inputs).bmiForAge?.settledByFastRoute == true {
        settledFast += 1
      }
      let texts = BMIForAgeScoreTexts(result)
      // sex, age_months, height, weight, value, category, error, section, z, percentile, flag
      let place = "\(id) \(child.sex) \(child.months) \(child.height) \(child.weight)"
      #expect(record[4] == certified.displayValue, "\(place)")
      #expect(record[5] == certified.category.id, "\(place)")
      #expect(record[6].isEmpty, "\(place)")
      #expect(Array(record[8...]) == [texts.z, texts.percentile, texts.flag], "\(place)")
    }
    // The fast route wrote nearly every record, so the comparison is of the two routes.
    #expect(settledFast * 100 >= children.count * 99, "\(settledFast) of \(children.count)")
  }
}
