import BMICore

/// What the fast lane has worked out for the heights it meets, so that a row whose height
/// it has met before is classified from its weight with a few integer comparisons.
///
/// A file holds few distinct heights (one decimal of a centimetre gives about 800 between
/// 130 and 210 cm), and at one height every cut-off of a standard is a weight: the BMI
/// W · 10¹⁶ / H² reaches a threshold from one weight on
/// (``MillionthsClassifier/Threshold/lowestWeightMillionths(heightSquare:)``). A plan keeps,
/// for one height field's bytes in one section, the weights where the category changes and
/// the lightest and heaviest weights with a possible BMI. The thresholds come from the
/// classifier and the plausibility rule themselves
/// (``MillionthsClassifier/threshold(where:)``), so a plan decides exactly what they decide.
///
/// Plans sit in a table indexed by a hash of the field's bytes, two to a slot pair; a height
/// gets one the second time it is met while noted there, so a file of ever-new heights
/// costs a lookup a row and no more. One table belongs to one evaluator, on one thread.
final class HeightPlans {
  /// One slot's plan.
  struct Plan {
    /// The height field's bytes, the first in the lowest byte, zero past its end.
    var key: UInt64 = 0
    /// The field's length and the section, `length | section << 8`; 0 for no plan, and
    /// with `seenOnce` added for a height seen once here and not planned yet.
    var tag: UInt64 = 0
    /// The height in millionths of a centimetre. (Its square is worked out when needed:
    /// one multiplication, where a field would make a plan more than 128 bytes.)
    var heightMillionths: Int64 = 0
    /// ⌊10¹¹ · 2⁶⁴ / H²⌋: the BMI in tenths per millionth of a kilogram, as a fraction of
    /// 2⁶⁴; what it gives is an estimate, which is checked.
    var tenthsPerWeight: UInt64 = 0
    /// The lightest and heaviest weights, in millionths of a kilogram, the lane classifies
    /// at this height: possible weights with a possible BMI.
    var lightest: Int64 = 0
    var heaviest: Int64 = -1
    /// The section's ``TenthsCategories``. (Everything a row whose tenths settle its
    /// category reads is above, in the plan's first cache line.)
    var categories: UnsafePointer<Int16>?
    /// The lightest weight of each category after the first, in order; weights no one
    /// reaches past the section's last.
    var thresholds = SIMD8<Int64>(repeating: Int64.max)
  }

  /// A plan's outcome for a weight: the category's index in the section, and the BMI in
  /// tenths rounded half up, or -1 when the estimate of the tenths could not be confirmed.
  struct Placement {
    /// The category's index within the plan's section.
    let categoryIndex: Int
    /// The BMI rounded half up to tenths, or -1.
    let tenths: Int64
    /// Whether the display rule is known to write the tenths for the category
    /// (``TenthsCategories``).
    let isShown: Bool
  }

  /// The most thresholds a plan holds: a standard of up to nine categories per section.
  static let thresholdLimit = 8
  /// The mark of a tag whose height has been seen once and has no plan yet.
  private static let seenOnce: UInt64 = 1 << 63
  /// 2¹¹ slots of 128 bytes (`MemoryLayout<Plan>.stride`), 256 KiB a thread, in pairs: a
  /// height's plan is in one of its pair, so two common heights of the same hash both keep
  /// theirs.
  private static let slotBits = 11
  private static let slotCount = 1 << slotBits

  private let classifiers: ContiguousArray<MillionthsClassifier>
  private let rules: BatchValueRules
  /// Each section's category thresholds, once asked for; `nil` inside when a section has
  /// none of this form.
  private var sectionThresholds: [[MillionthsClassifier.Threshold]??]
  /// Where BMIs stop being impossible for being too low, and start being so for being too
  /// high.
  private let possibleFrom: MillionthsClassifier.Threshold?
  private let impossibleFrom: MillionthsClassifier.Threshold?
  private var plans: UnsafeMutablePointer<Plan>?
  /// For heights and weights in other units: the formula's factors (the BMI is
  /// W · F / (H² · G), H and W in millionths of their units) and the possible weights in
  /// millionths of the weight unit; `nil` when they are too large for scaled plans.
  private let scaled: (weightFactor: UInt64, heightFactor: UInt64, weights: ClosedRange<Int64>)?
  /// F of ``scaled``, 0 when there are no scaled plans.
  let scaledWeightFactor: UInt64
  /// Each section's ``TenthsCategories``, once a plan of the section is made.
  private var sectionCategories: [UnsafeMutablePointer<Int16>?]

  /// An empty table for the sections of a standard, one classifier each, and the rules
  /// of a run.
  init(classifiers: ContiguousArray<MillionthsClassifier>, rules: BatchValueRules) {
    self.classifiers = classifiers
    self.rules = rules
    sectionThresholds = Array(repeating: nil, count: classifiers.count)
    sectionCategories = Array(repeating: nil, count: classifiers.count)
    if let units = rules.unitScaled, let (weightFactor, heightFactor) = units.formula.factors,
      weightFactor < 1 << 40, heightFactor < 1 << 32
    {
      scaled = (weightFactor, heightFactor, units.possibleWeights)
      scaledWeightFactor = weightFactor
    } else {
      scaled = nil
      scaledWeightFactor = 0
    }
    // The possible BMIs are an interval, and a BMI in its middle is in it: from there the
    // rule splits into one that becomes true at the interval's start and one that becomes
    // true past its end.
    let middle = MillionthsClassifier.Value(exactMillionths: 22_000_000)
    if rules.isPossible(middle) {
      possibleFrom = MillionthsClassifier.threshold(where: {
        $0.floorMillionths >= middle.floorMillionths || rules.isPossible($0)
      })
      impossibleFrom = MillionthsClassifier.threshold(where: {
        $0.floorMillionths >= middle.floorMillionths && !rules.isPossible($0)
      })
    } else {
      possibleFrom = nil
      impossibleFrom = nil
    }
  }

  deinit {
    if let plans { CacheLines.deallocate(plans) }
    for categories in sectionCategories { categories?.deallocate() }
  }

  /// The tag of a field of `length` bytes in `section`.
  @inline(__always)
  static func tag(length: Int, section: Int) -> UInt64 {
    UInt64(truncatingIfNeeded: length) | UInt64(truncatingIfNeeded: section) &<< 8
  }

  /// The slot a key and tag belong in.
  @inline(__always)
  static func slot(key: UInt64, tag: UInt64) -> Int {
    FieldWord.slot(key: key, tag: tag, bits: slotBits &- 1) &<< 1
  }

  /// The plan for `key` and `tag` in `slot` or the one after it, if either has it.
  @inline(__always)
  func plan(in slot: Int, key: UInt64, tag: UInt64) -> UnsafeMutablePointer<Plan>? {
    guard let plans else { return nil }
    let first = plans + slot
    if first.pointee.key == key && first.pointee.tag == tag { return first }
    let second = first + 1
    return second.pointee.key == key && second.pointee.tag == tag ? second : nil
  }

  /// Where a weight the plan takes falls (`plan.lightest ... plan.heaviest`), its BMI in
  /// tenths being `tenths` (``tenths(_:_:)``).
  @inline(__always)
  func place(_ weight: Int64, tenths: Int64, plan: UnsafeMutablePointer<Plan>) -> Placement {
    if UInt64(bitPattern: tenths) < UInt64(TenthsCategories.count),
      let categories = plan.pointee.categories
    {
      let index = Int(categories[Int(truncatingIfNeeded: tenths)])
      if index >= 0 { return Placement(categoryIndex: index, tenths: tenths, isShown: true) }
    }
    // Without branches: which category a row falls in is as unpredictable as the data.
    // Each lane is -1 below its threshold and 0 from it on.
    let below = (SIMD8(repeating: weight) &- plan.pointee.thresholds) &>> 63
    let index = 8 &+ Int(truncatingIfNeeded: below.wrappedSum())
    return Placement(categoryIndex: index, tenths: tenths, isShown: false)
  }

  /// ⌊BMI · 10 + ½⌋ = ⌊(2 · 10¹¹ · W + H²) / (2 · H²)⌋ from an estimate by one
  /// multiplication, confirmed by two more when it could be wrong; -1 when it is not the
  /// exact value.
  ///
  /// The estimate E = W · ``Plan/tenthsPerWeight`` / 2⁶⁴ is below the exact T = W · 10¹¹ / H²
  /// by less than W / 2⁶⁴ < 2⁻²⁴ (the factor is rounded down by less than one, and the lane's
  /// weights are below 2⁴⁰). So ⌊E + ½⌋ can differ from ⌊T + ½⌋ only when E + ½ is within
  /// 2⁻²⁴ below a whole number: when the fraction of E + ½ is further from 1, the estimate
  /// is exact without the check. Exact halves, where rounding up decides, are just below.
  @inline(__always)
  static func tenths(_ weight: Int64, _ plan: Plan) -> Int64 {
    tenths(weight, tenthsPerWeight: plan.tenthsPerWeight, heightMillionths: plan.heightMillionths)
  }

  /// ``tenths(_:_:)`` from the two fields of a plan it reads.
  @inline(__always)
  static func tenths(_ weight: Int64, tenthsPerWeight: UInt64, heightMillionths: Int64) -> Int64 {
    // W · 10¹¹ / H² in 64.64 fixed point, and ½ added through the fraction's top bit.
    let fixed = UInt64(weight).multipliedFullWidth(by: tenthsPerWeight)
    let estimate = fixed.high &+ fixed.low &>> 63
    // The fraction of E + ½, in 2⁻⁶⁴: below 1 − 2⁻²³ it is far enough (twice the error).
    if fixed.low &+ 1 &<< 63 < 0 &- 1 &<< 41 { return Int64(truncatingIfNeeded: estimate) }
    let scaled = UInt64(200_000_000_000).multipliedFullWidth(by: UInt64(weight))
    let square = UInt64(heightMillionths) &* UInt64(heightMillionths)
    let (low, carry) = scaled.low.addingReportingOverflow(square)
    let high = scaled.high &+ (carry ? 1 : 0)
    // H < 2³¹, so 2 · H² fits in 64 bits.
    let divisor = square &<< 1
    let product = estimate.multipliedFullWidth(by: divisor)
    let (remainder, borrow) = low.subtractingReportingOverflow(product.low)
    let remainderHigh = high &- product.high &- (borrow ? 1 : 0)
    return remainderHigh == 0 && remainder < divisor ? Int64(truncatingIfNeeded: estimate) : -1
  }

  /// Notes a height the lane has read from a field with no plan: the second time it lands
  /// on its slot, it gets one.
  ///
  /// - Parameters:
  ///   - heightMillionths: The height, possible as the lane reads heights.
  ///   - section: The row's section.
  ///   - isScaled: Whether the height is in millionths of the run's height unit, for a
  ///     scaled plan (``makeScaledPlan(heightMillionths:section:)``).
  func learn(
    slot: Int, key: UInt64, tag: UInt64, heightMillionths: Int64, section: Int,
    isScaled: Bool = false
  ) {
    guard heightMillionths > 0, heightMillionths < 1 << 31 else { return }
    let plans = plans ?? makeStorage()
    let first = plans + slot
    let second = first + 1
    let plan: UnsafeMutablePointer<Plan>
    if first.pointee.key == key && first.pointee.tag == tag | Self.seenOnce {
      plan = first
    } else if second.pointee.key == key && second.pointee.tag == tag | Self.seenOnce {
      plan = second
    } else {
      // Noted where no plan is lost if the first slot holds none, or else in the second, so
      // that two common heights keep their plans side by side.
      let planned = first.pointee.tag != 0 && first.pointee.tag & Self.seenOnce == 0
      let noted = planned ? second : first
      noted.pointee.key = key
      noted.pointee.tag = tag | Self.seenOnce
      return
    }
    guard
      let made = isScaled
        ? makeScaledPlan(heightMillionths: heightMillionths, section: section)
        : makePlan(heightMillionths: heightMillionths, section: section)
    else { return }
    plan.pointee = made
    plan.pointee.key = key
    plan.pointee.tag = tag
  }

  /// The plan of a height in a section, without its key and tag; `nil` when the section's
  /// categories are not of the form a plan holds, or the height is too small for one.
  ///
  /// - Parameters:
  ///   - heightMillionths: The height, possible as the lane reads heights, below 2³¹.
  ///   - section: The section.
  func makePlan(heightMillionths: Int64, section: Int) -> Plan? {
    guard let thresholds = thresholds(of: section), let possibleFrom, let impossibleFrom
    else { return nil }
    let square = UInt64(heightMillionths) &* UInt64(heightMillionths)
    // 10¹¹ · 2⁶⁴ / H² fits in 64 bits from H² > 10¹¹ on, 0.32 cm: heights below are never
    // possible.
    guard square > 100_000_000_000 else { return nil }
    let possible = rules.possibleWeightMillionths
    let lightest = max(
      possible.lowerBound, possibleFrom.lowestWeightMillionths(heightSquare: square))
    let beyond = impossibleFrom.lowestWeightMillionths(heightSquare: square)
    // The lane's weights stay below 2⁴⁰ (`MillionthsClassifier.Value`'s common case).
    let heaviest = min(possible.upperBound, beyond == Int64.max ? beyond : beyond - 1, 1 << 40 - 1)
    var weights = SIMD8<Int64>(repeating: Int64.max)
    for (bound, threshold) in thresholds.enumerated() {
      weights[bound] = threshold.lowestWeightMillionths(heightSquare: square)
    }
    return Plan(
      key: 0, tag: 0, heightMillionths: heightMillionths,
      tenthsPerWeight: square.dividingFullWidth((high: 100_000_000_000, low: 0)).quotient,
      lightest: lightest, heaviest: heaviest,
      categories: categories(of: section, thresholds: thresholds), thresholds: weights)
  }

  /// The plan of a height in millionths of another unit (metres, inches; weights in
  /// pounds or kilograms), without its key and tag: the same plan with the formula's
  /// factors folded in. Its ``Plan/heightMillionths`` holds D = H² · G, the BMI's
  /// denominator per weight, and ``Plan/tenthsPerWeight`` ⌊10 · F · 2⁶⁴ / D⌋; read its
  /// tenths with ``scaledTenths(_:_:weightFactor:)``. `nil` when there are no scaled plans,
  /// the section's categories are not of the form a plan holds, or D is out of range.
  ///
  /// - Parameters:
  ///   - heightMillionths: The height in millionths of its unit, possible as the lane reads
  ///     heights (``UnitScaledRules``).
  ///   - section: The section.
  func makeScaledPlan(heightMillionths: Int64, section: Int) -> Plan? {
    guard let scaled, let thresholds = thresholds(of: section), let possibleFrom,
      let impossibleFrom, heightMillionths > 0
    else { return nil }
    let square = UInt64(heightMillionths).multipliedReportingOverflow(
      by: UInt64(heightMillionths))
    let product = square.partialValue.multipliedReportingOverflow(by: scaled.heightFactor)
    // 2 · D fits in 64 bits, and 10 · F · 2⁶⁴ / D does too.
    guard !square.overflow, !product.overflow, product.partialValue < 1 << 62,
      product.partialValue > 10 * scaled.weightFactor
    else { return nil }
    let denominator = product.partialValue
    let lowest = { (threshold: MillionthsClassifier.Threshold) in
      Self.lowestScaledWeight(
        threshold, denominator: denominator, weightFactor: scaled.weightFactor)
    }
    let lightest = max(scaled.weights.lowerBound, lowest(possibleFrom))
    let beyond = lowest(impossibleFrom)
    let heaviest = min(
      scaled.weights.upperBound, beyond == Int64.max ? beyond : beyond - 1, 1 << 40 - 1)
    var weights = SIMD8<Int64>(repeating: Int64.max)
    for (bound, threshold) in thresholds.enumerated() { weights[bound] = lowest(threshold) }
    return Plan(
      key: 0, tag: 0, heightMillionths: Int64(denominator),
      tenthsPerWeight: denominator.dividingFullWidth((high: 10 * scaled.weightFactor, low: 0))
        .quotient,
      lightest: lightest, heaviest: heaviest,
      categories: categories(of: section, thresholds: thresholds), thresholds: weights)
  }

  /// The lightest weight, in millionths of its unit, whose BMI W · F / D reaches
  /// `threshold`: BMI · 10⁶ ≥ m from W = ⌈m · D / (F · 10⁶)⌉, above m from
  /// ⌊m · D / (F · 10⁶)⌋ + 1 (as ``MillionthsClassifier/Threshold/lowestWeightMillionths(heightSquare:)``
  /// for centimetres and kilograms); `Int64.max` when none is below 2⁶³.
  private static func lowestScaledWeight(
    _ threshold: MillionthsClassifier.Threshold, denominator: UInt64, weightFactor: UInt64
  ) -> Int64 {
    guard threshold.millionths >= 0, threshold.millionths <= MillionthsClassifier.maximumMillionths
    else { return threshold.millionths < 0 ? 0 : Int64.max }
    // F < 2⁴⁰, so F · 10⁶ < 2⁶⁰.
    let divisor = weightFactor * 1_000_000
    let product = UInt64(threshold.millionths).multipliedFullWidth(by: denominator)
    guard product.high < divisor else { return Int64.max }
    let (quotient, remainder) = divisor.dividingFullWidth(product)
    let lowest = threshold.isStrict || remainder != 0 ? quotient + 1 : quotient
    return lowest >= UInt64(Int64.max) ? Int64.max : Int64(lowest)
  }

  /// ``tenths(_:_:)`` for a scaled plan: ⌊BMI · 10 + ½⌋ = ⌊(20 · F · W + D) / (2 · D)⌋, from
  /// the same estimate, confirmed the same way; -1 when it is not the exact value.
  @inline(__always)
  static func scaledTenths(_ weight: Int64, _ plan: Plan, weightFactor: UInt64) -> Int64 {
    let fixed = UInt64(weight).multipliedFullWidth(by: plan.tenthsPerWeight)
    let estimate = fixed.high &+ fixed.low &>> 63
    if fixed.low &+ 1 &<< 63 < 0 &- 1 &<< 41 { return Int64(truncatingIfNeeded: estimate) }
    let denominator = UInt64(plan.heightMillionths)
    // F < 2⁴⁰ and W < 2⁴⁰: 20 · F · W fits in 128 bits, D + 2 · D in 64.
    let scaled = (20 &* weightFactor).multipliedFullWidth(by: UInt64(weight))
    let (low, carry) = scaled.low.addingReportingOverflow(denominator)
    let high = scaled.high &+ (carry ? 1 : 0)
    let divisor = denominator &<< 1
    let product = estimate.multipliedFullWidth(by: divisor)
    let (remainder, borrow) = low.subtractingReportingOverflow(product.low)
    let remainderHigh = high &- product.high &- (borrow ? 1 : 0)
    return remainderHigh == 0 && remainder < divisor ? Int64(truncatingIfNeeded: estimate) : -1
  }

  /// A section's ``TenthsCategories``, made the first time they are asked for.
  private func categories(of section: Int, thresholds: [MillionthsClassifier.Threshold])
    -> UnsafePointer<Int16>
  {
    if let known = sectionCategories[section] { return UnsafePointer(known) }
    let made = TenthsCategories.make(thresholds: thresholds, classifier: classifiers[section])
    sectionCategories[section] = made
    return UnsafePointer(made)
  }

  /// A section's thresholds, worked out the first time they are asked for; `nil` when
  /// they are more than a plan holds.
  private func thresholds(of section: Int) -> [MillionthsClassifier.Threshold]? {
    if let known = sectionThresholds[section] { return known }
    var found = classifiers[section].categoryThresholds
    if let all = found, all.count > Self.thresholdLimit { found = nil }
    sectionThresholds[section] = .some(found)
    return found
  }

  private func makeStorage() -> UnsafeMutablePointer<Plan> {
    let plans = CacheLines.allocate(Plan.self, count: Self.slotCount)
    plans.initialize(repeating: Plan(), count: Self.slotCount)
    self.plans = plans
    return plans
  }
}

extension RowEvaluator {
  /// The standard-wide position of the category of a row placed by a plan in `section`, or
  /// -1 when its BMI in tenths is not the one written (the exact path then writes more
  /// digits, or works the tenths out).
  @inline(__always)
  func categoryPosition(of placement: HeightPlans.Placement, section: Int) -> Int {
    guard placement.tenths >= 0 else { return -1 }
    return classifiers.withUnsafeBufferPointer { classifiers in
      // `MillionthsClassifier.display(of:categoryIndex:)` writes the tenths when they show
      // the category.
      guard
        placement.isShown
          || classifiers[section].decimal(
            placement.tenths &* 100_000, isIn: placement.categoryIndex)
      else { return -1 }
      return positions.withUnsafeBufferPointer { positions in
        firstPositions.withUnsafeBufferPointer { positions[$0[section] &+ placement.categoryIndex] }
      }
    }
  }
}
