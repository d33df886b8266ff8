import BMIBuiltIns
import BMICore
import BMIMeasurement
import Testing

@testable import BMIBatch

/// Scaled height plans (heights and weights in other units) decide what the classifier
/// decides for the BMI `bmi classify` computes in those units: each threshold weight is
/// the first of the next category, the lightest and heaviest weights bound the possible
/// ones, and the tenths are the BMI rounded half up, or -1.
struct ScaledPlanTests {
  /// A pair of units and the range of heights, in millionths of the height unit, tried.
  struct Units: Sendable, CustomStringConvertible {
    let height: HeightUnit
    let weight: WeightUnit
    let heights: ClosedRange<Int64>
    var description: String { "\(height) \(weight)" }
  }

  /// The pairs with scaled plans. (Inches fold into a factor F of about 2.5 · 10¹³, past
  /// the 2⁴⁰ plans take: their rows are read by value on every row, as before.)
  static let units = [
    Units(height: .metres, weight: .pounds, heights: 1_300_000...2_100_000),
    Units(height: .metres, weight: .kilograms, heights: 1_300_000...2_100_000),
    Units(height: .centimetres, weight: .pounds, heights: 130_000_000...210_000_000),
  ]

  @Test(arguments: units, ["who-2000", "nice-ng246"])
  func scaledPlansDecideWhatTheClassifierDecides(_ units: Units, _ id: String) throws {
    let standard = BatchStandards.builtIn(id)
    let rules = BatchValueRules(heightUnit: units.height, weightUnit: units.weight)
    let classifiers = ContiguousArray(
      standard.sections.map { MillionthsClassifier(table: $0.table) })
    let plans = HeightPlans(classifiers: classifiers, rules: rules)
    let factor = plans.scaledWeightFactor
    #expect(factor > 0)
    var random = SplitMix64(seed: 11)
    var checked = 0
    var exact = 0
    for _ in 0..<300 {
      let height = Int64.random(in: units.heights, using: &random)
      let section = Int(random.next() % UInt64(classifiers.count))
      let plan = try #require(plans.makeScaledPlan(heightMillionths: height, section: section))
      let value = { (weight: Int64) in
        rules.scaledValue(heightMillionths: height, weightMillionths: weight)
      }
      // The lightest and heaviest weights: possible, and the next ones out are not.
      let lightest = try #require(value(plan.lightest))
      #expect(rules.isPossible(lightest))
      if let below = value(plan.lightest - 1) { #expect(!rules.isPossible(below)) }
      let heaviest = try #require(value(plan.heaviest))
      #expect(rules.isPossible(heaviest))
      for bound in 0..<HeightPlans.thresholdLimit {
        let weight = plan.thresholds[bound]
        guard weight > plan.lightest, weight <= plan.heaviest else { continue }
        let first = try #require(value(weight))
        let last = try #require(value(weight - 1))
        #expect(classifiers[section].categoryIndex(of: first) > bound, "\(height) \(weight)")
        #expect(classifiers[section].categoryIndex(of: last) <= bound, "\(height) \(weight)")
        checked += 1
      }
      for _ in 0..<20 {
        let weight = Int64.random(in: plan.lightest...plan.heaviest, using: &random)
        let tenths = HeightPlans.scaledTenths(weight, plan, weightFactor: factor)
        let bmi = try #require(value(weight))
        if tenths >= 0 {
          #expect(tenths == (bmi.floorMillionths + 50_000) / 100_000, "\(height) \(weight)")
          exact += 1
        }
      }
    }
    #expect(checked > 300)
    #expect(exact > 5_000)
  }
}
