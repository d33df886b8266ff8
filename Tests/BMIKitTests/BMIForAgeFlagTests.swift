import BMIKit
import Testing

/// WHO's flag (rounded z beyond ±5) from the fast route's z is the certified route's flag:
/// a child of ordinary BMI, one far above +5 and one far below −5, under WHO 2006, WHO 2007
/// and CDC 2000. (Few children: the certified route is slow in a debug build.)
struct BMIForAgeFlagTests {
  @Test(arguments: ["who-2006-bmi-for-age", "who-2007-bmi-for-age", "cdc-2000-bmi-for-age"])
  func fastFlagIsTheCertifiedFlag(id: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    let reference = try #require(standard.bmiForAgeReference)
    let ages: [Age] =
      switch reference.rules {
      case .who2006: [Age(Rational(400), .days)!]
      case .who2007: [Age(Rational(200), .months)!]
      default: [Age(Rational(150), .months)!]
      }
    var settled = 0
    for sex in [Sex.female] {
      for age in ages {
        let inputs = InputValues(sex: sex, age: age)
        for hundredths in [700, 1700, 7000] {
          let bmi = try #require(BodyMassIndex(Rational(hundredths, 100)))
          let fast = try standard.classifyForAge(
            bmi, inputs: inputs, lengthAdjustment: nil, fastRoute: true)
          let certified = try standard.classifyForAge(
            bmi, inputs: inputs, lengthAdjustment: nil, fastRoute: false)
          let a = try #require(fast.bmiForAge)
          let b = try #require(certified.bmiForAge)
          if a.settledByFastRoute { settled += 1 }
          #expect(try a.isFlagged() == b.isFlagged(), "\(id) \(sex) \(age) \(hundredths)")
        }
      }
    }
    #expect(settled > 0)
  }
}
