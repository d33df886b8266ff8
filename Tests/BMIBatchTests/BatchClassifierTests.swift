import BMIBuiltIns
import BMICore
import Testing

@testable import BMIBatch

/// The integer path gives what `Standard.classify` gives: the same category and the same
/// display BMI, for every standard, at every cut-off, at rounding midpoints and in between.
struct BatchClassifierTests {
  /// Heights (millionths of a cm) for which BMI = W · 10⁴ / H² hits decimal BMIs exactly:
  /// at 100 cm the BMI equals the weight, at 200 cm a quarter of it.
  static let exactHeights: [Int64] = [100_000_000, 200_000_000, 50_000_000, 250_000_000]

  @Test(arguments: BatchStandards.all.map(\.identity.id))
  func cutOffsMidpointsAndSweeps(_ id: String) throws {
    let standard = try #require(BatchStandards.all.first { $0.identity.id == id })
    let classifier = MillionthsClassifier(table: standard.table)
    var checked = 0
    // BMIs from 0.3 below to 0.3 above the cut-off in steps of 0.000025 (0.03 in the everyday
    // run): every rounding midpoint at 1 to 4 decimals and the cut-off itself are among them.
    let steps: Int64 = LongTests.size(everyday: 1_200, long: 12_000)
    for bound in BatchStandards.cutOffs(standard) {
      for offset in stride(from: -steps, through: steps, by: 1) {
        let bmi = bound + offset * 25
        for height in Self.exactHeights where offset % 40 == 0 || height == 200_000_000 {
          // W = BMI · H² / 10¹⁰ in millionths; exact for these heights.
          let weight = bmi * (height / 1_000_000) * (height / 1_000_000) / 10_000
          try expectAgreement(standard, classifier, height: height, weight: weight)
          checked += 1
        }
      }
    }
    #expect(checked > steps * 2)
  }

  @Test(arguments: BatchStandards.all.map(\.identity.id))
  func randomPeople(_ id: String) throws {
    let standard = try #require(BatchStandards.all.first { $0.identity.id == id })
    let classifier = MillionthsClassifier(table: standard.table)
    var random = SplitMix64(seed: 2024)
    for _ in 0..<LongTests.size(everyday: 2_000, long: 20_000) {
      let height = Int64.random(in: 130_000_000...210_000_000, using: &random)
      let weight = Int64.random(in: 30_000_000...160_000_000, using: &random)
      // Coarse values too: most files hold one decimal.
      let coarseHeight = height / 100_000 * 100_000
      let coarseWeight = weight / 100_000 * 100_000
      try expectAgreement(standard, classifier, height: height, weight: weight)
      try expectAgreement(standard, classifier, height: coarseHeight, weight: coarseWeight)
    }
  }

  @Test(arguments: BatchStandards.all.map(\.identity.id))
  func directBMIs(_ id: String) throws {
    let standard = try #require(BatchStandards.all.first { $0.identity.id == id })
    let classifier = MillionthsClassifier(table: standard.table)
    for bound in BatchStandards.cutOffs(standard) {
      for offset in stride(from: -300_000 as Int64, through: 300_000, by: 1_000) {
        for nudge: Int64 in [-1, 0, 1] {
          let bmi = bound + offset + nudge
          let value = MillionthsClassifier.Value(exactMillionths: bmi)
          let expected = standard.classifyExactly(BodyMassIndex(ExactDecimal(millionths: bmi))!)
          let index = classifier.categoryIndex(of: value)
          #expect(index == expected.categoryIndex, "BMI \(bmi)")
          #expect(
            written(classifier.display(of: value, categoryIndex: index)) == expected.displayBMI)
        }
      }
    }
  }

  @Test(arguments: BatchStandards.all.map(\.identity.id))
  func tinyBMIsAreNeverWrittenAsZero(_ id: String) throws {
    let standard = try #require(BatchStandards.all.first { $0.identity.id == id })
    let classifier = MillionthsClassifier(table: standard.table)
    for bmi in Array(1...200 as ClosedRange<Int64>)
      + Array(stride(from: 40_000, through: 60_000, by: 7))
    {
      let value = MillionthsClassifier.Value(exactMillionths: bmi)
      let expected = standard.classifyExactly(BodyMassIndex(ExactDecimal(millionths: bmi))!)
      let index = classifier.categoryIndex(of: value)
      #expect(index == expected.categoryIndex)
      #expect(
        written(classifier.display(of: value, categoryIndex: index)) == expected.displayBMI,
        "BMI \(bmi)")
    }
  }

  @Test func exactFractionsMatchTheDivision() throws {
    var random = SplitMix64(seed: 7)
    for _ in 0..<50_000 {
      let height = Int64.random(in: 20_000_000...300_000_000, using: &random)
      let weight = Int64.random(in: 200_000...700_000_000, using: &random)
      let fast = try #require(
        MillionthsClassifier.Value(heightMillionths: height, weightMillionths: weight))
      let bmi = try #require(
        BodyMassIndex(
          heightCentimetres: Rational(ExactDecimal(millionths: height)),
          weightKilograms: Rational(ExactDecimal(millionths: weight))))
      let exact = try #require(MillionthsClassifier.Value(exactly: bmi.value))
      #expect(fast.floorMillionths == exact.floorMillionths)
      #expect(fast.hasRemainder == exact.hasRemainder)
      #expect(fast.remainderIsHalfOrMore == exact.remainderIsHalfOrMore)
      #expect(bmi.value.floor(toDecimals: 6).millionths == fast.floorMillionths)
    }
  }

  @Test func valuesBeyondTheFastDivisionTakeTheWidePathExactly() throws {
    #expect(MillionthsClassifier.Value(heightMillionths: 0, weightMillionths: 1) == nil)
    #expect(MillionthsClassifier.Value(heightMillionths: 1, weightMillionths: -1) == nil)
    // Heights of 4295 cm or more, below 1 cm, and weights of 2⁴⁰ millionths or more miss
    // the one-word fast path; the wide division must give the exact answer.
    for (height, weight): (Int64, Int64) in [
      (1 << 32, 1), (1 << 32, 65_000_000), (100_000, 1), (999_999, 64_000_000),
      (170_000_000, 1 << 40), (170_000_000, (1 << 40) + 123_456_789),
    ] {
      let value = try #require(
        MillionthsClassifier.Value(heightMillionths: height, weightMillionths: weight))
      let bmi = try #require(
        BodyMassIndex(
          heightCentimetres: Rational(ExactDecimal(millionths: height)),
          weightKilograms: Rational(ExactDecimal(millionths: weight))))
      let exact = try #require(MillionthsClassifier.Value(exactly: bmi.value))
      #expect(value.floorMillionths == exact.floorMillionths)
      #expect(value.hasRemainder == exact.hasRemainder)
      #expect(value.remainderIsHalfOrMore == exact.remainderIsHalfOrMore)
    }
    // A BMI above 10⁹ kg/m² is left to the exact fractions.
    #expect(
      MillionthsClassifier.Value(heightMillionths: 1_000_000, weightMillionths: 1 << 60) == nil)
  }

  private func expectAgreement(
    _ standard: Standard, _ classifier: MillionthsClassifier, height: Int64, weight: Int64,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let value = try #require(
      MillionthsClassifier.Value(heightMillionths: height, weightMillionths: weight),
      sourceLocation: sourceLocation)
    let expected = standard.classifyExactly(
      try #require(
        BodyMassIndex(
          heightCentimetres: Rational(ExactDecimal(millionths: height)),
          weightKilograms: Rational(ExactDecimal(millionths: weight))),
        sourceLocation: sourceLocation))
    let index = classifier.categoryIndex(of: value)
    #expect(
      index == expected.categoryIndex, "\(standard.identity.id) h \(height) w \(weight)",
      sourceLocation: sourceLocation)
    #expect(
      written(classifier.display(of: value, categoryIndex: index)) == expected.displayBMI,
      "\(standard.identity.id) h \(height) w \(weight)", sourceLocation: sourceLocation)
  }
}

/// A display BMI as the batch writer writes it.
func written(_ display: (millionths: Int64, decimals: Int)) -> String {
  var bytes = [UInt8](repeating: 0, count: 64)
  let count = bytes.withUnsafeMutableBufferPointer { buffer in
    var cursor = buffer.baseAddress!
    cursor.putDecimal(millionths: display.millionths, decimals: display.decimals)
    return buffer.baseAddress!.distance(to: cursor)
  }
  return String(decoding: bytes[..<count], as: UTF8.self)
}
