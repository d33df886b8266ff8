import BMIGrowth
import Testing

/// GrowthRandom: a small deterministic generator, so property tests see the same cases each run.
struct GrowthRandom {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value below `bound`.
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// An integer of up to `limbs` 64-bit limbs, biased toward the edge values that exercise
  /// carries and the rare steps of long division.
  mutating func integer(limbs: Int) -> GrowthInteger {
    let edges: [UInt64] = [0, 1, UInt64.max, 1 << 63, (1 << 63) - 1, UInt64.max - 1]
    var value = GrowthInteger.zero
    for _ in 0..<(1 + below(limbs)) {
      let limb = below(3) == 0 ? edges[below(edges.count)] : next()
      value =
        value.shiftedLeft(64)
        + GrowthInteger(Int(truncatingIfNeeded: limb >> 1))
        .shiftedLeft(1) + GrowthInteger(Int(limb & 1))
    }
    return below(2) == 0 ? value : -value
  }
}

struct GrowthNumberTests {
  @Test(arguments: [
    "0", "7", "-7", "18446744073709551616", "-340282366920938463463374607431768211457",
    "1000000000000000000000000000000000000000000000000000000000001",
  ])
  func decimalTextRoundTrips(text: String) throws {
    let value = try #require(GrowthInteger(decimal: text))
    #expect(value.decimalDescription == text)
  }

  @Test(arguments: ["", "-", "1.5", "12a", " 1", "1e3"])
  func malformedIntegersAreRefused(text: String) {
    #expect(GrowthInteger(decimal: text) == nil)
  }

  @Test func divisionSatisfiesItsIdentityOnEdgeHeavyOperands() {
    var random = GrowthRandom(state: 20)
    for _ in 0..<2_000 {
      let dividend = random.integer(limbs: 6)
      var divisor = random.integer(limbs: 4)
      if divisor.isZero { divisor = .one }
      let (quotient, remainder) = dividend.quotientAndRemainder(dividingBy: divisor)
      #expect(quotient * divisor + remainder == dividend)
      #expect(remainder.magnitude < divisor.magnitude)
      #expect(remainder.isZero || remainder.isNegative == dividend.isNegative)
      let floor = dividend.floorDivided(by: divisor)
      let ceiling = dividend.ceilingDivided(by: divisor)
      #expect(ceiling - floor == (remainder.isZero ? .zero : .one))
      #expect((dividend * divisor).quotientAndRemainder(dividingBy: divisor).quotient == dividend)
    }
  }

  @Test func shiftsRoundTheWayTheySay() throws {
    let minusFive = GrowthInteger(-5)
    #expect(minusFive.shiftedRightFloor(1) == GrowthInteger(-3))
    #expect(minusFive.shiftedRightCeiling(1) == GrowthInteger(-2))
    #expect(GrowthInteger(5).shiftedRightFloor(1) == GrowthInteger(2))
    #expect(GrowthInteger(5).shiftedRightCeiling(1) == GrowthInteger(3))
    let big = try #require(GrowthInteger(decimal: "123456789012345678901234567890123"))
    #expect(big.shiftedLeft(200).shiftedRightFloor(200) == big)
    #expect(GrowthInteger.powerOfTwo(130).bitWidth == 131)
  }

  @Test func exactRootsAreFoundAndOnlyThen() throws {
    #expect(GrowthInteger(3).power(40).exactRoot(40) == GrowthInteger(3))
    #expect(GrowthInteger(12_345).power(7).exactRoot(7) == GrowthInteger(12_345))
    #expect((GrowthInteger(12_345).power(7) + .one).exactRoot(7) == nil)
    #expect((GrowthInteger.powerOfTwo(64) + .one).exactRoot(2) == nil)
    #expect(GrowthInteger.one.exactRoot(5_000) == .one)
    #expect(GrowthInteger(2).exactRoot(5_000) == nil)
    #expect(GrowthInteger(-8).exactRoot(3) == nil)
  }

  @Test func greatestCommonDivisor() {
    let a = GrowthInteger.powerOfTwo(100).multiplied(by: 3)
    let b = GrowthInteger.powerOfTwo(50).multiplied(by: 9)
    #expect(
      GrowthInteger.greatestCommonDivisor(a, b) == GrowthInteger.powerOfTwo(50).multiplied(by: 3))
  }

  @Test func rationalsAreReducedWithAPositiveDenominator() {
    let value = GrowthRational(GrowthInteger(6), GrowthInteger(-4))
    #expect(value.numerator == GrowthInteger(-3))
    #expect(value.denominator == GrowthInteger(2))
    #expect(exact("-2.257782149") == GrowthRational(-2_257_782_149, 1_000_000_000))
    #expect(exact("21.20") == GrowthRational(106, 5))
    #expect(GrowthRational(decimal: "1.2.3") == nil)
    #expect(GrowthRational(decimal: ".") == nil)
    #expect(exact("0.1") + exact("0.2") == exact("0.3"))
    #expect(exact("1") / GrowthRational(3) < exact("0.3334"))
  }

  @Test func rationalPowersAreExactWhenRational() {
    #expect(GrowthRational(9, 4).exactPower(GrowthRational(1, 2)) == GrowthRational(3, 2))
    #expect(GrowthRational(8, 27).exactPower(GrowthRational(2, 3)) == GrowthRational(4, 9))
    #expect(GrowthRational(8, 27).exactPower(GrowthRational(-2, 3)) == GrowthRational(9, 4))
    #expect(GrowthRational(2).exactPower(GrowthRational(1, 2)) == nil)
    #expect(GrowthRational(5, 4).exactPower(exact("-0.5684")) == nil)
    #expect(GrowthRational.one.exactPower(exact("-0.5684")) == .one)
  }

  @Test(arguments: [
    ("2.005", GrowthTieRule.halfAwayFromZero, "2.01"), ("2.005", .halfEven, "2.00"),
    ("2.015", .halfEven, "2.02"), ("-2.005", .halfAwayFromZero, "-2.01"),
    ("-2.005", .halfEven, "-2.00"), ("2.00499999", .halfAwayFromZero, "2.00"),
    ("-0.004", .halfAwayFromZero, "0.00"),
  ])
  func tiesRoundByTheirRule(value: String, rule: GrowthTieRule, expected: String) {
    let rounded = rule.round(exact(value), toDecimals: 2)
    #expect(rounded == exact(expected))
    #expect(rounded.decimalText(decimals: 2) == expected)
  }

  @Test func decimalTextPadsToTheRequestedDigits() {
    #expect(GrowthRational(-1, 20).decimalText(decimals: 2) == "-0.05")
    #expect(GrowthRational(123, 10).decimalText(decimals: 3) == "12.300")
    #expect(GrowthRational(7).decimalText(decimals: 0) == "7")
  }
}
