import BMIKit
import Testing

@testable import BMIBatch
@testable import BMICommandLine

/// The fast lane's height plans decide what the classifier decides: each threshold sits
/// where the category index changes, and at each height the weight it gives is the first
/// of the next category, for every standard, at every height of one decimal and at odd
/// heights.
struct HeightPlanTests {
  @Test(arguments: BatchStandards.all.map(\.identity.id))
  func thresholdsSitWhereTheIndexChanges(_ id: String) throws {
    let standard = try #require(BatchStandards.all.first { $0.identity.id == id })
    let classifier = MillionthsClassifier(table: standard.table)
    let thresholds = try #require(classifier.categoryThresholds)
    #expect(thresholds.count == classifier.categoryCount - 1)
    for (bound, threshold) in thresholds.enumerated() {
      let at = MillionthsClassifier.Value(exactMillionths: threshold.millionths)
      let justAbove = MillionthsClassifier.Value(
        floor: threshold.millionths, remainder: 1, denominator: 3)
      let justBelow = MillionthsClassifier.Value(
        floor: threshold.millionths - 1, remainder: 2, denominator: 3)
      if threshold.isStrict {
        #expect(classifier.categoryIndex(of: at) <= bound, "bound \(bound)")
        #expect(classifier.categoryIndex(of: justAbove) > bound, "bound \(bound)")
      } else {
        #expect(classifier.categoryIndex(of: justBelow) <= bound, "bound \(bound)")
        #expect(classifier.categoryIndex(of: at) > bound, "bound \(bound)")
      }
    }
  }

  @Test(arguments: BatchStandards.all.map(\.identity.id))
  func eachWeightIsTheFirstOfTheNextCategory(_ id: String) throws {
    let standard = try #require(BatchStandards.all.first { $0.identity.id == id })
    let classifier = MillionthsClassifier(table: standard.table)
    let thresholds = try #require(classifier.categoryThresholds)
    var random = SplitMix64(seed: 7)
    let oddHeights = (0..<400).map { _ in Int64.random(in: 50_000_000...250_000_000, using: &random)
    }
    let heights = stride(from: 130_000_000 as Int64, through: 210_000_000, by: 100_000) + oddHeights
    var checked = 0
    for height in heights {
      let square = UInt64(height) * UInt64(height)
      for (bound, threshold) in thresholds.enumerated() {
        let weight = threshold.lowestWeightMillionths(heightSquare: square)
        guard weight > 1, weight < 1 << 40 else { continue }
        let first = try #require(
          MillionthsClassifier.Value(heightMillionths: height, weightMillionths: weight))
        let last = try #require(
          MillionthsClassifier.Value(heightMillionths: height, weightMillionths: weight - 1))
        #expect(classifier.categoryIndex(of: first) > bound, "\(height) \(weight)")
        #expect(classifier.categoryIndex(of: last) <= bound, "\(height) \(weight - 1)")
        checked += 1
      }
    }
    #expect(checked > 1_000)
  }

  /// A BMI in tenths settles a category exactly when every BMI that rounds half up to it
  /// is in that category and is written with those tenths: an entry is never wrong, and
  /// never missing where it could be given.
  @Test(arguments: BatchStandards.all.map(\.identity.id))
  func tenthsSettleWhatEveryBMIRoundingToThemShares(_ id: String) throws {
    let standard = try #require(BatchStandards.all.first { $0.identity.id == id })
    let classifier = MillionthsClassifier(table: standard.table)
    let thresholds = try #require(classifier.categoryThresholds)
    var settled = 0
    for tenths: Int64 in 1..<1_000 {
      let entry = TenthsCategories.category(
        ofTenths: tenths, thresholds: thresholds, classifier: classifier)
      let lowest = classifier.categoryIndex(
        of: MillionthsClassifier.Value(exactMillionths: tenths * 100_000 - 50_000))
      let highest = classifier.categoryIndex(
        of: MillionthsClassifier.Value(
          floor: tenths * 100_000 + 49_999, remainder: 2, denominator: 3))
      let shown = classifier.decimal(tenths * 100_000, isIn: lowest)
      if entry >= 0 {
        #expect(lowest == entry && highest == entry, "\(tenths) tenths")
        #expect(shown, "\(tenths) tenths")
        settled += 1
      } else {
        #expect(lowest != highest || !shown, "\(tenths) tenths could be settled")
      }
    }
    #expect(settled > 900)
  }

  /// A plan fills two cache lines of 64 bytes and no more: the table's size and the lane's
  /// speed are counted on it.
  @Test func aPlanIsOneHundredTwentyEightBytes() {
    #expect(MemoryLayout<HeightPlans.Plan>.stride == 128)
  }

  /// What a row whose tenths settle its category reads of its plan is in the plan's first
  /// cache line; only the thresholds, read for the other rows, are in the second.
  @Test func aSettledRowReadsOneCacheLineOfItsPlan() throws {
    typealias Plan = HeightPlans.Plan
    let fields: [PartialKeyPath<Plan>] = [
      \Plan.key, \Plan.tag, \Plan.heightMillionths, \Plan.tenthsPerWeight, \Plan.lightest,
      \Plan.heaviest, \Plan.categories,
    ]
    for field in fields {
      let offset = try #require(MemoryLayout<Plan>.offset(of: field))
      #expect(offset + 8 <= CacheLines.length)
    }
    let thresholds = try #require(MemoryLayout<Plan>.offset(of: \Plan.thresholds))
    #expect(thresholds == CacheLines.length)
  }

  /// A rule that looks at how far beyond a millionth a BMI is has no threshold of the form.
  @Test func aRuleOnTheRemainderHasNoThreshold() {
    let rule = { (value: MillionthsClassifier.Value) in
      value.floorMillionths > 25_000_000
        || (value.floorMillionths == 25_000_000 && value.remainderIsHalfOrMore)
    }
    #expect(MillionthsClassifier.threshold(where: rule) == nil)
    #expect(
      MillionthsClassifier.threshold(where: { $0.floorMillionths >= 25_000_000 })
        == MillionthsClassifier.Threshold(millionths: 25_000_000, isStrict: false))
    #expect(
      MillionthsClassifier.threshold(where: {
        $0.floorMillionths > 25_000_000 || ($0.floorMillionths == 25_000_000 && $0.hasRemainder)
      }) == MillionthsClassifier.Threshold(millionths: 25_000_000, isStrict: true))
  }
}
