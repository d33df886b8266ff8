import BMICore

/// One line of a BMI-for-age chart: the BMI at a constant z-score, percentile or share of the
/// 95th percentile, by age, sampled for drawing.
///
/// The BMIs come from the core's certified inverse (`GrowthScores.bmi(atZ:parameters:method:)`,
/// with WHO's restricted tails beyond ±3 and CDC's extension above the 95th percentile), read
/// to a millionth: they only decide where pixels go. Which category a child is in is decided
/// by `Standard.classifyForAge(_:inputs:)`, never from these samples.
struct GrowthCurve: Sendable {
  /// What stays constant along the line.
  enum Level: Sendable, Equatable {
    /// A z-score under the reference's method.
    case z(GrowthRational)
    /// A percentile (0–100, exclusive) under the reference's method.
    case percentile(GrowthRational)
    /// CDC's severe-obesity line: the lower of `percent` % of the 95th percentile and `bmi`.
    case severeObesity(percent: GrowthRational, bmi: GrowthRational)
  }

  let level: Level
  /// The BMI at each of the sampler's ages, `nil` where no BMI has the level.
  let bmis: [Double?]
}

/// The ages a chart samples its curves at, with the LMS parameters and method at each.
struct GrowthCurveSampler: Sendable {
  let reference: BMIForAgeReference
  let sex: Sex
  /// The ages, in months, in ascending order: where the samples are drawn.
  let months: [Double]
  private let parameters: [LMSParameters]
  private let methods: [GrowthMethod]

  /// Samples across the whole age range the reference's rules accept.
  ///
  /// - Parameters:
  ///   - reference: The growth reference.
  ///   - sex: The sex whose table is sampled.
  ///   - count: The number of ages, at least 2.
  init(reference: BMIForAgeReference, sex: Sex, count: Int) {
    self.reference = reference
    self.sex = sex
    let rules = reference.rules
    var ages: [GrowthAge] = []
    if rules == .who2006 {
      // Evenly spaced days, every fourth day of the first eight weeks where BMI climbs
      // fast, and both sides of the step at 730/731 days, where WHO's table changes from
      // recumbent length to standing height.
      let last = Double(chartInteger(rules.maximumAge))
      var days = Set((0..<count).map { Int((last * Double($0) / Double(count - 1)).rounded()) })
      days.formUnion(stride(from: 0, through: 56, by: 4))
      days.formUnion([730, 731])
      ages = days.sorted().map { .days($0) }
    } else {
      // CDC's ages are under 240 months: the last sample stays a thousandth inside.
      let (first, last) = (rules.inMonths(rules.minimumAge), rules.inMonths(rules.maximumAge))
      let end = rules.includesMaximumAge ? last : last - GrowthRational(1, 1000)
      let span = end - first
      ages = (0..<count).map {
        .months(first + span * GrowthRational($0, count - 1))
      }
    }
    var parameters: [LMSParameters] = []
    var methods: [GrowthMethod] = []
    var months: [Double] = []
    for age in ages {
      // Every sampled age lies in the rules' range, which a checked table covers.
      guard let lms = try? reference.table.parameters(sex: sex, age: age) else { continue }
      parameters.append(lms)
      methods.append(
        rules.method(sex: sex, ageInMonths: age.inMonths, ninetyFifth: reference.ninetyFifth))
      months.append(chartDouble(age.inMonths))
    }
    self.parameters = parameters
    self.methods = methods
    self.months = months
  }

  /// The median M at each sampled age.
  var medians: [Double] { parameters.map { chartDouble($0.m) } }

  /// The line at a level, sampled at every age; `ninetyFifth`, when given, is the 95th
  /// percentile line the severe-obesity line is derived from.
  func curve(_ level: GrowthCurve.Level, ninetyFifth: GrowthCurve? = nil) -> GrowthCurve {
    switch level {
    case .z(let z):
      return GrowthCurve(level: level, bmis: bmis(atZ: z))
    case .percentile(let percentile):
      return GrowthCurve(level: level, bmis: bmis(atZ: Self.zScore(ofPercentile: percentile)))
    case .severeObesity(let percent, let bmi):
      let ninetyFifth = ninetyFifth ?? curve(.percentile(GrowthRational(95)))
      let (share, ceiling) = (chartDouble(percent) / 100, chartDouble(bmi))
      return GrowthCurve(
        level: level, bmis: ninetyFifth.bmis.map { $0.map { min($0 * share, ceiling) } })
    }
  }

  /// The BMI at a z-score under each sampled age's method.
  private func bmis(atZ z: GrowthRational) -> [Double?] {
    // CDC's method is the plain LMS method up to the 95th percentile (z 1.645), and
    // evaluating its choice at every age costs a certified Φ⁻¹(0.95) each time.
    let plain = z < GrowthRational(16, 10)
    return zip(parameters, methods).map { lms, method in
      var method = method
      if plain, case .cdcExtended = method { method = .lms }
      return GrowthScores.bmi(atZ: z, parameters: lms, method: method).flatMap(Self.value)
    }
  }

  /// A percentile's z-score to 2⁻⁴⁰, a rational close enough that its line is the
  /// percentile's to far below a pixel; found once, not at every age.
  static func zScore(ofPercentile percentile: GrowthRational) -> GrowthRational {
    let bounds = GrowthQuantity.zScore(ofPercentile: percentile).bounds(bits: 40)
    return bounds.map { ($0.lower + $0.upper) / GrowthRational(2) } ?? .zero
  }

  /// The middle of the quantity's bounds at 16 fractional bits (a BMI to 2 · 10⁻⁵, a
  /// thousandth of a pixel), or `nil` when it is undefined there.
  private static func value(_ quantity: GrowthQuantity) -> Double? {
    for bits in [16, 32] {
      if let bounds = quantity.bounds(bits: bits) {
        return (chartDouble(bounds.lower) + chartDouble(bounds.upper)) / 2
      }
    }
    return nil
  }
}

/// A rational as a `Double` to a millionth, for drawing. The whole count of millionths is
/// read as an `Int64` (exact below 2⁵³, as every BMI and age drawn is), not parsed as a
/// floating-point text: the WebAssembly module has no `strtod`.
func chartDouble(_ value: GrowthRational) -> Double {
  let millionths = (value * GrowthRational(1_000_000)).floor
  return Double(Int64(millionths.decimalDescription) ?? 0) / 1_000_000
}

/// The whole part of a rational, for ages that are whole days.
func chartInteger(_ value: GrowthRational) -> Int {
  Int(value.floor.decimalDescription) ?? 0
}
