import BMIBuiltIns
import BMICore
import Testing

@testable import BMIBatch
@testable import BMIMeasurement

/// The fast reading of plain decimals decides nothing the measurement parser would decide
/// differently: whenever it gives a value that batch uses, the parser gives the same value.
struct BatchValueReadingTests {
  /// Texts people and programs write in height and weight columns.
  static let typed: [String] = [
    "170", "170.5", "170,5", "170.", ".5", "0170.5", "0", "0.0", "00", "05", "0.5", "0,5",
    "1,700", "0,700", "1,70", "1,7000", "1.700", "65", "65.25", "65,25", "65.123456",
    "65.1234567", "1234567890123", "123456789012", " 170.5", "170.5 ", "  170.5  ", "\t170.5",
    "170.5\t", "170 .5", "17 0", "-170", "+170", "1e2", "170cm", "1.70m", "5'7\"", "150lb",
    "abc", "", " ", "170..5", "170.5.1", "170,5,1", "1.5,0", "٣", "１７０", "170\u{00A0}",
    "\u{00A0}170", "2,5", "22,95", "22.95", "250", "250.000001", "5", "4.999999", "700",
    "700.000001", "0.2", "0.199999", "20", "19.999999", "300", "300.000001",
  ]

  @Test(arguments: typed)
  func typedTexts(_ text: String) {
    expectSameReading(text)
  }

  @Test func generatedTexts() {
    var random = SplitMix64(seed: 99)
    let alphabet = Array("0123456789012345678901234567890123456789.,  -a\t".utf8)
    for _ in 0..<40_000 {
      let length = Int.random(in: 1...10, using: &random)
      let bytes = (0..<length).map { _ in
        alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
      }
      expectSameReading(String(decoding: bytes, as: UTF8.self))
    }
    // Well-formed numbers of every shape the fast path accepts, and their neighbours.
    for whole in ["0", "1", "17", "170", "1700", "65", "250", "700", "20", "300", "5"] {
      for fraction in [
        "", "0", "5", "05", "50", "500", "123", "0001", "99999", "999999", "1234567",
      ] {
        for separator in [".", ","] where !(fraction.isEmpty && separator == ",") {
          let text = fraction.isEmpty ? whole : whole + separator + fraction
          for padded in [text, " " + text, text + " ", "  " + text + "   "] {
            expectSameReading(padded)
          }
        }
      }
    }
  }

  /// Checks one text as a height, a weight and a BMI, in every default unit.
  private func expectSameReading(_ text: String) {
    var bytes = Array(text.utf8)
    let count = bytes.count
    // The fast path reads whole words: the buffer is padded, as the input buffer is.
    bytes += [UInt8](repeating: UInt8(ascii: "7"), count: 16)
    let fast = bytes.withUnsafeBufferPointer {
      PlainDecimal.millionths($0.baseAddress!, from: 0, to: count)
    }
    guard let fast else { return }
    for unit in HeightUnit.allCases {
      let rules = BatchValueRules(heightUnit: unit, weightUnit: .kilograms)
      guard let centimetres = rules.fastHeight(fast) else { continue }
      let parsed = try? MeasurementParser.height(text, defaultUnit: unit)
      #expect(
        parsed.map { $0 == Rational(ExactDecimal(millionths: centimetres)) } == true,
        "height '\(text)' in \(unit): fast \(centimetres), parser \(String(describing: parsed))")
    }
    for unit in WeightUnit.allCases {
      let rules = BatchValueRules(heightUnit: .centimetres, weightUnit: unit)
      guard let kilograms = rules.fastWeight(fast) else { continue }
      let parsed = try? MeasurementParser.weight(text, defaultUnit: unit)
      #expect(
        parsed.map { $0 == Rational(ExactDecimal(millionths: kilograms)) } == true,
        "weight '\(text)' in \(unit): fast \(kilograms), parser \(String(describing: parsed))")
    }
    let rules = BatchValueRules(heightUnit: .centimetres, weightUnit: .kilograms)
    if let bmi = rules.fastBMI(fast) {
      let parsed = try? MeasurementParser.bodyMassIndex(text)
      #expect(
        parsed.map { $0 == Rational(ExactDecimal(millionths: bmi)) } == true,
        "BMI '\(text)': fast \(bmi), parser \(String(describing: parsed))")
    }
  }

  @Test func theFastPathTakesTheCommonShapes() {
    for (text, millionths) in [
      ("170.5", 170_500_000 as Int64), ("65", 65_000_000), ("170,5", 170_500_000),
      (" 60.4 ", 60_400_000), ("0.2", 200_000), ("22.95", 22_950_000), ("1,7000", 1_700_000),
    ] {
      var bytes = Array(text.utf8)
      let count = bytes.count
      bytes += [UInt8](repeating: 0, count: 16)
      let fast = bytes.withUnsafeBufferPointer {
        PlainDecimal.millionths($0.baseAddress!, from: 0, to: count)
      }
      #expect(fast == millionths, "\(text)")
    }
    for text in ["1,700", "05", "170.", "-1", "1e2", "\t1", "1.2345678", "170cm"] {
      var bytes = Array(text.utf8)
      let count = bytes.count
      bytes += [UInt8](repeating: 0, count: 16)
      let fast = bytes.withUnsafeBufferPointer {
        PlainDecimal.millionths($0.baseAddress!, from: 0, to: count)
      }
      #expect(fast == nil, "\(text) is left to the parser")
    }
  }

  @Test(arguments: HeightUnit.allCases)
  func scaledValuesAreTheParsersFractions(_ heightUnit: HeightUnit) throws {
    var random = SplitMix64(seed: 31)
    for weightUnit in WeightUnit.allCases {
      let rules = BatchValueRules(heightUnit: heightUnit, weightUnit: weightUnit)
      var compared = 0
      for _ in 0..<5_000 {
        let tallest: Int64 =
          switch heightUnit {
          case .centimetres: 400_000_000
          case .metres: 4_000_000
          case .inches: 160_000_000
          }
        let height = Int64.random(in: 1...tallest, using: &random)
        let weight = Int64.random(in: 1...1_600_000_000, using: &random)
        let heightText = decimalText(height, decimals: 6)
        let weightText = decimalText(weight, decimals: 6)
        let scaled = rules.scaledValue(heightMillionths: height, weightMillionths: weight)
        guard
          let centimetres = try? MeasurementParser.height(heightText, defaultUnit: heightUnit),
          let kilograms = try? MeasurementParser.weight(weightText, defaultUnit: weightUnit)
        else {
          #expect(scaled == nil, "\(heightText) \(weightText): the parser refuses them")
          continue
        }
        let bmi = try #require(
          BodyMassIndex(heightCentimetres: centimetres, weightKilograms: kilograms))
        let exact = try #require(MillionthsClassifier.Value(exactly: bmi.value))
        let value = try #require(scaled, "\(heightText) \(weightText)")
        #expect(value.floorMillionths == exact.floorMillionths, "\(heightText) \(weightText)")
        #expect(value.hasRemainder == exact.hasRemainder)
        #expect(value.remainderIsHalfOrMore == exact.remainderIsHalfOrMore)
        compared += 1
      }
      #expect(compared > 500, "\(weightUnit): only \(compared) possible pairs")
    }
  }

  @Test func possibleRangesAreThePlausibilityLimits() {
    let rules = BatchValueRules(heightUnit: .centimetres, weightUnit: .kilograms)
    #expect(rules.fastHeight(20_000_000) == 20_000_000)
    #expect(rules.fastHeight(19_999_999) == nil)
    #expect(rules.fastHeight(300_000_000) == 300_000_000)
    #expect(rules.fastHeight(300_000_001) == nil)
    #expect(rules.fastWeight(200_000) == 200_000)
    #expect(rules.fastWeight(199_999) == nil)
    #expect(rules.fastWeight(700_000_000) == 700_000_000)
    #expect(rules.fastWeight(700_000_001) == nil)
    #expect(rules.fastBMI(5_000_000) == 5_000_000)
    #expect(rules.fastBMI(250_000_001) == nil)
    let metres = BatchValueRules(heightUnit: .metres, weightUnit: .pounds)
    #expect(metres.fastHeight(1_700_000) == 170_000_000)
    #expect(metres.fastWeight(150_000_000) == nil, "pounds take the exact path")
    let inches = BatchValueRules(heightUnit: .inches, weightUnit: .kilograms)
    #expect(inches.fastHeight(67_000_000) == nil, "inches take the exact path")
  }
}
