/// Classes of obesity within a BMI-for-age category, each reached at a percentage of the 95th
/// percentile or at a BMI, whichever comes first: CDC and the American Academy of Pediatrics
/// divide obesity (≥ 95th percentile) into class 1 (below 120 % of P95 and below BMI 35),
/// class 2 (≥ 120 % of P95 or BMI ≥ 35) and class 3 (≥ 140 % of P95 or BMI ≥ 40); classes 2
/// and 3 are severe obesity (Hampl SE et al., Pediatrics 2023;151(2):e2022060640; CDC growth
/// chart training, "BMI-for-age: summary").
///
/// P95 is irrational in general, so 100·BMI/P95 against 120 is decided from certified
/// bounds, as the percentile cut-offs are.
package struct GrowthObesityClasses: Sendable, Equatable {
  /// The category the classes divide, such as `obesity`; a child in another category has no
  /// class.
  package let category: String
  /// What class 2, class 3, … are reached at, in order; each at least the one before it on
  /// both criteria.
  package let thresholds: [Threshold]

  /// The class from which obesity is severe: classes 2 and up (CDC: "severe obesity is a
  /// subset of obesity", BMI ≥ 120 % of P95 or ≥ 35).
  package static let firstSevereClass = 2

  /// What one class is reached at: either criterion suffices.
  package struct Threshold: Sendable, Equatable {
    /// 100·BMI/P95 at or above which the class is reached, such as 120.
    package let percentOfNinetyFifth: GrowthRational
    /// The BMI (kg/m²) at or above which the class is reached, such as 35.
    package let bmi: GrowthRational

    /// Creates a threshold.
    ///
    /// - Parameters:
    ///   - percentOfNinetyFifth: The percentage of P95, above 100.
    ///   - bmi: The BMI, above zero.
    package init(percentOfNinetyFifth: GrowthRational, bmi: GrowthRational) {
      self.percentOfNinetyFifth = percentOfNinetyFifth
      self.bmi = bmi
    }
  }

  /// Creates the classes of a category.
  ///
  /// - Parameters:
  ///   - category: The id of the category divided.
  ///   - thresholds: Class 2's threshold, then class 3's, and so on.
  package init(category: String, thresholds: [Threshold]) {
    self.category = category
    self.thresholds = thresholds
  }

  /// CDC's and the AAP's: class 2 at 120 % of P95 or BMI 35, class 3 at 140 % or BMI 40.
  package static let cdc = GrowthObesityClasses(
    category: "obesity",
    thresholds: [
      Threshold(percentOfNinetyFifth: GrowthRational(120), bmi: GrowthRational(35)),
      Threshold(percentOfNinetyFifth: GrowthRational(140), bmi: GrowthRational(40)),
    ])

  /// The class (1, 2, …) of a BMI already in ``category``: the highest whose threshold it
  /// reaches by either criterion, or 1.
  ///
  /// - Parameter scores: The BMI's scores; their `percentOfNinetyFifth` is compared.
  /// - Throws: `GrowthComputationError` only if certified bounds cannot settle a comparison
  ///   within the precision limit.
  package func obesityClass(of scores: GrowthScores) throws(GrowthComputationError) -> Int {
    for (index, threshold) in thresholds.enumerated().reversed() {
      if scores.bmi >= threshold.bmi { return index + 2 }
      let side = try scores.side(of: .percentOfNinetyFifth(threshold.percentOfNinetyFifth))
      if side != .below { return index + 2 }
    }
    return 1
  }
}
