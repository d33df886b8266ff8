import BMIGrowth
import Testing

/// The word-sized shortcuts give what the limbs' arithmetic gives: a fraction of one-limb
/// terms reduced by machine-word division, and a decimal of at most nineteen digits read
/// into one word.
struct GrowthWordArithmeticTests {
  /// `numerator / denominator` reduced by the limbs' greatest common divisor, as the
  /// general initializer reduces terms of more than one limb.
  static func reducedByLimbs(_ numerator: GrowthInteger, _ denominator: GrowthInteger)
    -> (GrowthInteger, GrowthInteger)
  {
    let divisor = GrowthInteger.greatestCommonDivisor(numerator, denominator)
    var top = numerator.quotientAndRemainder(dividingBy: divisor).quotient
    var bottom = denominator.quotientAndRemainder(dividingBy: divisor).quotient
    if bottom.isNegative {
      top = -top
      bottom = -bottom
    }
    return (top, bottom)
  }

  /// A one-limb integer of either sign: edge values, small numbers and any 64-bit magnitude.
  static func word(_ random: inout GrowthRandom) -> GrowthInteger {
    let negative = random.next() % 2 == 0
    let magnitude: UInt64
    switch random.next() % 5 {
    case 0: magnitude = [0, 1, 2, 10, UInt64.max, UInt64(Int.max) + 1][Int(random.next() % 6)]
    case 1: magnitude = random.next() % 1000
    case 2:
      magnitude = (random.next() % 1_000_000) * [1, 2, 5, 10, 1_000_000][Int(random.next() % 5)]
    default: magnitude = random.next() >> (random.next() % 64)
    }
    return GrowthInteger(negative: negative, limbs: [magnitude])
  }

  @Test func wordSizedFractionsAreReducedAsByLimbs() {
    var random = GrowthRandom(state: 6)
    for _ in 0..<20_000 {
      let numerator = Self.word(&random)
      var denominator = Self.word(&random)
      if denominator.isZero { denominator = GrowthInteger(-3) }
      let value = GrowthRational(numerator, denominator)
      let (top, bottom) = Self.reducedByLimbs(numerator, denominator)
      #expect(value.numerator == top && value.denominator == bottom, "\(numerator)/\(denominator)")
    }
  }

  @Test func reciprocalsAreOneDividedByTheValue() {
    var random = GrowthRandom(state: 7)
    for _ in 0..<5_000 {
      // One-limb terms and, from products, terms of two to four limbs.
      var numerator = Self.word(&random)
      var denominator = Self.word(&random)
      for _ in 0..<Int(random.next() % 4) {
        numerator = numerator * Self.word(&random)
        denominator = denominator * Self.word(&random)
      }
      if numerator.isZero { numerator = GrowthInteger(-7) }
      if denominator.isZero { denominator = GrowthInteger(3) }
      let value = GrowthRational(numerator, denominator)
      let reciprocal = value.reciprocal
      #expect(reciprocal == .one / value, "\(numerator)/\(denominator)")
      #expect(reciprocal.denominator.signum > 0 && reciprocal * value == .one)
    }
  }

  @Test(arguments: [
    "0", "-0", "+0.000", "12.5", "-2.257782149", "9999999999999999999", "0.9999999999999999999",
    "-9223372036854775.807", "1000000000000000000", "0.0000000000000000001", "21.20",
    "12.500", "-0.0400", "3.125", "0.0625", "25.00", "-0.000", "0.2", "-1.5", "0.00390625",
    "1.0000000000000000000", "0.5000000000000000000", "100.0", "-7.8125",
  ])
  func shortDecimalsReadAsLongOnes(text: String) throws {
    // Leading zeros past nineteen digits send the same value through the limbs' reading.
    let sign = text.hasPrefix("-") || text.hasPrefix("+") ? String(text.prefix(1)) : ""
    let long = sign + String(repeating: "0", count: 20) + text.dropFirst(sign.count)
    let short = try #require(GrowthRational(decimal: text))
    #expect(short == GrowthRational(decimal: long))
  }

  @Test(arguments: [
    "0", "-0", "+0.000", "12.5", "-2.257782149", "0.9999999999999999999", "21.20",
    "-000000000000000000000012.5", "", "-", "+1-", "1.2.3", "1e3",
  ])
  func aFieldInsideALineReadsAsTheSameTextAlone(text: String) {
    // A table's field is a slice of its line: its sign is at the slice's start, not the line's.
    let line = Array("M,\(text),7".utf8)
    let field = line[2..<(line.count - 2)]
    #expect(GrowthRational(decimalBytes: field) == GrowthRational(decimal: text))
  }

  @Test(arguments: [
    "", "-", "+", ".", "-.", "1.2.3", "1-2", "--1", " 1", "1 ", "1e3", "0x1",
    "12345678901234567890.1.2",
    "123456789012345678901a",
  ])
  func malformedDecimalsAreRefused(text: String) {
    #expect(GrowthRational(decimal: text) == nil)
    #expect(GrowthRational(decimalBytes: Array(text.utf8)) == nil)
  }
}
