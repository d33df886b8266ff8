import BMIKit
import Testing

/// The built-in BMI-for-age standards decide every cut-off exactly: a BMI a millionth below
/// the BMI at a cut-off lands in the category below it, a millionth above in the one above,
/// at ages drawn across each reference, for both sexes.
struct BMIForAgeStandardTests {
  static let ids = ["who-2006-bmi-for-age", "who-2007-bmi-for-age", "cdc-2000-bmi-for-age"]

  /// A few ages across each reference's range, in its own unit; not whole numbers for the
  /// interpolated references.
  static func ages(_ reference: BMIForAgeReference) -> [Age] {
    switch reference.rules {
    case .who2006: [0, 1, 365, 730, 731, 1200, 1826].map { Age(Rational($0), .days)! }
    case .who2007:
      [Rational(60), Rational(1211, 10), Rational(180), Rational(228)].map {
        Age($0, .months)!
      }
    default:
      [Rational(24), Rational(1145, 10), Rational(601, 3), Rational(2399, 10)].map {
        Age($0, .months)!
      }
    }
  }

  /// The BMI at which the category changes at a cut-off, as certified bounds: the BMI at the
  /// z that rounds across it for a rounded z, else at the z or percentile itself.
  static func boundary(
    _ bound: UpperBound, standard: Standard, reference: BMIForAgeReference, sex: Sex, age: Age
  ) throws -> GrowthBounds {
    let growthAge = GrowthAge(age)
    let parameters = try reference.table.parameters(sex: sex, age: growthAge)
    let method = reference.rules.method(sex: sex, ageInMonths: growthAge.inMonths)
    let value = GrowthRational(Rational(try #require(bound.value)))
    let quantity: GrowthQuantity
    if standard.measure == .bmiForAgePercentile {
      quantity = GrowthScores.bmi(atPercentile: value, parameters: parameters, method: method)
    } else {
      var z = value
      if let rounding = reference.zRounding {
        // Rounded half away from zero to 2 decimals, z < c means z < c − 0.005 … and z ≤ c
        // means z < c + 0.005: the category changes half a unit of the last digit away.
        let half = GrowthRational(1, 2) / GrowthRational(10).power(rounding.decimals)
        z = bound.isInclusive ? value + half : value - half
      }
      quantity = try #require(GrowthScores.bmi(atZ: z, parameters: parameters, method: method))
    }
    return try #require(quantity.bounds(bits: 96))
  }

  @Test(arguments: ids)
  func aMillionthEitherSideOfEveryCutOff(id: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    let reference = try #require(standard.bmiForAgeReference)
    var checked = 0
    for sex in Sex.allCases {
      for age in Self.ages(reference) {
        let section = try standard.sectionIndex(for: InputValues(sex: sex, age: age))
        let table = standard.sections[section].table
        for (index, category) in table.categories.enumerated().dropLast() {
          let bounds = try Self.boundary(
            category.interval.upper, standard: standard, reference: reference, sex: sex,
            age: age)
          // A grid of 10⁻⁷ kg/m² outside the bounds, then a millionth further.
          let grid = 10_000_000
          let low = bounds.lower * GrowthRational(grid)
          let high = bounds.upper * GrowthRational(grid)
          let below = try #require(low.floor.intValue) - 10
          let above = try #require(high.ceiling.intValue) + 10
          for (tenMillionths, expected) in [(below, index), (above, index + 1)] {
            let bmi = try #require(BodyMassIndex(Rational(tenMillionths, grid)))
            let result = try standard.classifyForAge(bmi, inputs: InputValues(sex: sex, age: age))
            #expect(
              result.categoryIndex == expected,
              "\(id) \(sex) \(age) BMI \(tenMillionths)e-7 near \(category.interval.upper)")
            checked += 1
          }
        }
      }
    }
    #expect(checked >= 2 * 2 * 4 * 3)
  }

  /// The score and the category agree: the displayed z or percentile lies in the category's
  /// interval, for BMIs across the range at one age.
  @Test(arguments: ids)
  func theDisplayedScoreLiesInItsCategory(id: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    let age = Self.ages(try #require(standard.bmiForAgeReference))[2]
    for tenths in stride(from: 100, through: 400, by: 7) {
      let bmi = try #require(BodyMassIndex(Rational(tenths, 10)))
      let result = try standard.classifyForAge(bmi, inputs: InputValues(sex: .female, age: age))
      #expect(result.category.interval.contains(result.classifiedValue), "\(id) \(tenths)")
    }
  }

  @Test func anAgeOutsideTheReferenceIsAnError() throws {
    let standard = try #require(BuiltInStandards.standard(id: "who-2007-bmi-for-age"))
    let bmi = try #require(BodyMassIndex(Rational(18)))
    #expect(throws: BMIForAgeError.age(.outsideReference)) {
      try standard.classifyForAge(
        bmi, inputs: InputValues(sex: .male, age: Age(Rational(59), .months)))
    }
  }
}
