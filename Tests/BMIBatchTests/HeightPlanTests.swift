import BMIBuiltIns
import BMICore
import Testing

@testable import BMIBatch

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

/// A plan's BMI in tenths is ⌊(2 · 10¹¹ · W + H²) / (2 · H²)⌋ exactly, with or without
/// the check of its estimate: at exact halves (which round up), next to them, and at
/// weights from a generator.
struct PlanTenthsTests {
  /// The exact value, by a division of 128 bits.
  private func exactTenths(weight: Int64, height: Int64) -> Int64 {
    let square = UInt64(height) * UInt64(height)
    let scaled = UInt64(200_000_000_000).multipliedFullWidth(by: UInt64(weight))
    let (low, carry) = scaled.low.addingReportingOverflow(square)
    let numerator = (high: scaled.high + (carry ? 1 : 0), low: low)
    return Int64((2 * square).dividingFullWidth(numerator).quotient)
  }

  private func plan(height: Int64) -> HeightPlans.Plan {
    let square = UInt64(height) * UInt64(height)
    var plan = HeightPlans.Plan()
    plan.heightMillionths = height
    plan.tenthsPerWeight = square.dividingFullWidth((high: 100_000_000_000, low: 0)).quotient
    return plan
  }

  @Test func halvesAndTheirNeighboursAreExact() {
    var checked = 0
    var mismatches: [String] = []
    for height in stride(from: 130_000_000 as Int64, through: 210_000_000, by: 700_000) {
      let plan = plan(height: height)
      let square = UInt64(height) * UInt64(height)
      for twice in stride(from: UInt64(201), through: 1_201, by: 2) {
        // A weight whose BMI is (twice / 2) tenths exactly, when there is one.
        let (weight, remainder) = UInt64(200_000_000_000).dividingFullWidth(
          twice.multipliedFullWidth(by: square))
        for candidate in [Int64(weight) - 1, Int64(weight), Int64(weight) + 1] {
          let tenths = HeightPlans.tenths(candidate, plan)
          let exact = exactTenths(weight: candidate, height: height)
          // An exact half may be left unconfirmed (-1), for the exact path; never wrong.
          let isHalf = remainder == 0 && candidate == Int64(weight)
          if tenths != exact && !(isHalf && tenths == -1) {
            mismatches.append("\(height) \(candidate): \(tenths), not \(exact)")
          }
          checked += 1
        }
      }
    }
    let found = mismatches.count
    #expect(found == 0, "\(mismatches.prefix(5))")
    #expect(checked > 50_000)
  }

  @Test func generatedWeightsAreExact() {
    var random = SplitMix64(seed: 12)
    var mismatches: [String] = []
    for _ in 0..<200_000 {
      let height = Int64.random(in: 50_000_000...250_000_000, using: &random)
      let weight = Int64.random(in: 1_000_000...(1 << 40 - 1), using: &random)
      let tenths = HeightPlans.tenths(weight, plan(height: height))
      if tenths != exactTenths(weight: weight, height: height) {
        mismatches.append("\(height) \(weight)")
      }
    }
    let found = mismatches.count
    #expect(found == 0, "\(mismatches.prefix(5))")
  }
}
