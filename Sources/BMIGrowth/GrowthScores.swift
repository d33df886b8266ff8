/// A cut-off a BMI-for-age classification compares with.
package enum GrowthCutoff: Sendable, Equatable {
  /// A z-score, compared with the method's z (WHO's restricted z, CDC's extended z).
  case z(GrowthRational)
  /// A percentile (0–100), compared with the method's percentile.
  case percentile(GrowthRational)
  /// A percentage of the 95th percentile, compared with 100·BMI/P95 (CDC's 120 % and 140 %).
  case percentOfNinetyFifth(GrowthRational)
  /// A z-score compared with z rounded to `decimals` digits first, as WHO's software does.
  case roundedZ(GrowthRational, decimals: Int, ties: GrowthTieRule)
}

/// The certified z-score, percentile and % of the 95th percentile of one BMI.
package struct GrowthScores: Sendable {
  /// The BMI scored, kg/m².
  package let bmi: GrowthRational
  /// The LMS parameters at the child's sex and age.
  package let parameters: LMSParameters
  /// The method applied.
  package let method: GrowthMethod
  /// The z-score under the method.
  package let z: GrowthQuantity
  /// The percentile (0–100) under the method.
  package let percentile: GrowthQuantity
  /// The 95th-percentile BMI (the method's P95, Φ⁻¹(0.95) for LMS and WHO).
  package let ninetyFifth: GrowthQuantity
  /// 100·BMI/P95.
  package let percentOfNinetyFifth: GrowthQuantity

  /// Scores a BMI against LMS parameters.
  ///
  /// - Parameters:
  ///   - bmi: The BMI in kg/m², above zero.
  ///   - parameters: L, M and S at the child's sex and age.
  ///   - method: How z and the percentile are defined.
  package init(bmi: GrowthRational, parameters: LMSParameters, method: GrowthMethod) {
    precondition(bmi.signum > 0, "a BMI must be positive")
    self.bmi = bmi
    self.parameters = parameters
    self.method = method
    z = GrowthQuantity(method.zFormula(of: bmi, parameters: parameters))
    percentile = GrowthQuantity(method.percentileFormula(of: bmi, parameters: parameters))
    let p95 = method.ninetyFifthFormula(parameters: parameters)
    ninetyFifth = GrowthQuantity(p95)
    percentOfNinetyFifth = GrowthQuantity(
      .quotient(.constant(bmi * GrowthRational(100)), p95))
  }

  /// Which side of `cutoff` this BMI's score lies on, decided exactly.
  ///
  /// z and percentiles increase with the BMI, so this is also the side the BMI lies on
  /// relative to the BMI at the cut-off (except within a few millionths of a percentile of
  /// P95 under `GrowthNinetyFifthRule.z`, where CDC's own percentile steps back).
  ///
  /// - Parameters:
  ///   - cutoff: The cut-off.
  ///   - precisionLimit: The most fractional bits to refine to.
  /// - Throws: `GrowthComputationError.precisionLimitReached`; see `GrowthQuantity`.
  package func side(
    of cutoff: GrowthCutoff, precisionLimit: Int = GrowthQuantity.defaultPrecisionLimit
  ) throws(GrowthComputationError) -> GrowthSide {
    switch cutoff {
    case .z(let value):
      return try z.side(of: value, precisionLimit: precisionLimit)
    case .percentile(let value):
      return try percentile.side(of: value, precisionLimit: precisionLimit)
    case .percentOfNinetyFifth(let value):
      return try percentOfNinetyFifth.side(of: value, precisionLimit: precisionLimit)
    case .roundedZ(let value, let decimals, let ties):
      return GrowthSide(
        try z.rounded(toDecimals: decimals, ties: ties, precisionLimit: precisionLimit)
          .compare(to: value))
    }
  }
}
