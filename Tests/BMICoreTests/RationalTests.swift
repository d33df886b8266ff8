import Testing

@testable import BMICore

struct RationalTests {
  @Test func theSeedAppBugIsExactlyTwentyFive() {
    // Double gives 24.999999999999996 for 64 / (1.6 * 1.6).
    let metres: Double = 160.0 / 100
    let naive: Double = 64.0 / (metres * metres)
    #expect(naive < 25)
    let bmi = BodyMassIndex(heightCentimetres: 160, weightKilograms: 64)!
    #expect(bmi.value.compare(to: 25) == 0)
    #expect(bmi.value.fractionDescription == "25")
  }

  @Test func fractionsFromOtherUnitsAreExact() {
    // 5 ft 7 in = 67 in = 170.18 cm; 143 lb = 64.86370891 kg.
    let height = Rational(67 * 254, 100)
    let weight = Rational(143 * 45_359_237, 100_000_000)
    let bmi = BodyMassIndex(heightCentimetres: height, weightKilograms: weight)!
    func person(_ kilograms: String) -> Rational {
      BodyMassIndex(
        heightCentimetres: TestTables.decimal("170.18"),
        weightKilograms: TestTables.decimal(kilograms)
      )!.value
    }
    // 64.86370891 kg lies strictly between the six-decimal neighbours; nothing was dropped.
    #expect(person("64.863708") < bmi.value && bmi.value < person("64.863709"))
    #expect(bmi.value.rounded(toDecimals: 4, mode: .halfUp) == TestTables.decimal("22.3967"))
  }

  @Test(arguments: [
    ("22.95", RoundingMode.halfUp, 1, "23"), ("22.95", .halfEven, 1, "23"),
    ("22.85", .halfUp, 1, "22.9"), ("22.85", .halfEven, 1, "22.8"),
    ("22.849999", .halfUp, 1, "22.8"), ("24.5", .halfEven, 0, "24"), ("25.5", .halfEven, 0, "26"),
    ("24.5", .halfUp, 0, "25"), ("18.45", .halfEven, 1, "18.4"), ("0.00005", .halfUp, 4, "0.0001"),
  ])
  func roundsExactly(value: String, mode: RoundingMode, decimals: Int, expected: String) {
    let rational = Rational(TestTables.decimal(value))
    #expect(rational.rounded(toDecimals: decimals, mode: mode) == TestTables.decimal(expected))
  }

  @Test func roundsFractionsThatAreNotDecimals() {
    // 1/3 and 2/3 never sit on a midpoint.
    #expect(Rational(1, 3).rounded(toDecimals: 2, mode: .halfUp) == TestTables.decimal("0.33"))
    #expect(Rational(2, 3).rounded(toDecimals: 2, mode: .halfEven) == TestTables.decimal("0.67"))
    #expect(Rational(2, 3).floor(toDecimals: 2) == TestTables.decimal("0.66"))
    #expect(Rational(1, 3).ceiling(toDecimals: 2) == TestTables.decimal("0.34"))
  }

  @Test func comparesBeyondSixtyFourBitsExactly() {
    let huge = WideUInt.one << 120
    func fraction(_ numerator: WideUInt, _ denominator: WideUInt) -> Rational {
      Rational(isNegative: false, magnitude: numerator, denominator: denominator)
    }
    let below = huge.subtractingReportingOverflow(.one).partialValue
    let above = huge.addingReportingOverflow(.one).partialValue
    let a = fraction(huge, below)
    let b = fraction(above, huge)
    #expect(a > b)  // n/(n-1) > (n+1)/n; the products need 241 bits
    let twice = huge.multipliedReportingOverflow(by: 2).partialValue
    #expect(fraction(huge, WideUInt(3)) == fraction(twice, WideUInt(6)))
  }
}
