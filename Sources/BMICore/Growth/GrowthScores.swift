/// A child's sex, as the reference tables are split.
public enum GrowthSex: Sendable, Equatable {
  /// Boys (WHO and CDC code 1, `M` in the tables).
  case male
  /// Girls (WHO and CDC code 2, `F` in the tables).
  case female
}

/// A cut-off a BMI-for-age classification compares with.
public enum GrowthCutoff: Sendable, Equatable {
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
public struct GrowthScores: Sendable {
  /// The BMI scored, kg/m².
  public let bmi: GrowthRational
  /// The LMS parameters at the child's sex and age.
  public let parameters: LMSParameters
  /// The method applied.
  public let method: GrowthMethod
  /// The z-score under the method.
  public let z: GrowthQuantity
  /// The percentile (0–100) under the method.
  public let percentile: GrowthQuantity
  /// The 95th-percentile BMI (the method's P95, Φ⁻¹(0.95) for LMS and WHO).
  public let ninetyFifth: GrowthQuantity
  /// 100·BMI/P95.
  public let percentOfNinetyFifth: GrowthQuantity

  /// Scores a BMI against LMS parameters.
  ///
  /// - Parameters:
  ///   - bmi: The BMI in kg/m², above zero.
  ///   - parameters: L, M and S at the child's sex and age.
  ///   - method: How z and the percentile are defined.
  public init(bmi: GrowthRational, parameters: LMSParameters, method: GrowthMethod) {
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
  public func side(
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

  /// The BMI whose z-score under `method` is `z`, or `nil` when no BMI has it.
  ///
  /// - Parameters:
  ///   - z: The z-score.
  ///   - parameters: L, M and S at the child's sex and age.
  ///   - method: The method whose z is meant.
  public static func bmi(
    atZ z: GrowthRational, parameters: LMSParameters, method: GrowthMethod
  ) -> GrowthQuantity? {
    guard let formula = method.bmiFormula(atZ: .constant(z), rational: z, parameters: parameters)
    else { return nil }
    return GrowthQuantity(formula)
  }
}

extension GrowthMethod {
  /// The BMI at z under this method; `rational` is z when it is rational (for branch choices).
  func bmiFormula(atZ z: GrowthFormula, rational: GrowthRational, parameters: LMSParameters)
    -> GrowthFormula?
  {
    let three = GrowthRational(3)
    switch self {
    case .lms:
      return parameters.measurement(atZ: rational)?.formula
    case .whoRestricted:
      if rational.magnitude <= three { return parameters.measurement(atZ: rational)?.formula }
      let sign = rational.signum
      guard let sd3 = parameters.standardDeviationFormula(3 * sign),
        let sd2 = parameters.standardDeviationFormula(2 * sign)
      else { return nil }
      // y = SD₃ + (z − 3)(SD₃ − SD₂) above; y = SD₋₃ + (z + 3)(SD₋₂ − SD₋₃) below.
      let excess = GrowthFormula.constant(rational - GrowthRational(3 * sign))
      let step = sign > 0 ? GrowthFormula.difference(sd3, sd2) : .difference(sd2, sd3)
      return .sum(sd3, .product(excess, step))
    case .cdcExtended(let sigma, let rule):
      // Above P95: y = P95 + σ·Φ⁻¹((100·Φ(z) − 90)/10).
      let probability = GrowthFormula.quotient(
        .difference(
          .product(.constant(GrowthRational(100)), .normalCDF(z)), .constant(GrowthRational(90))),
        .constant(GrowthRational(10)))
      let above = GrowthFormula.sum(
        parameters.ninetyFifthFormula(rule),
        .product(.constant(sigma), .normalQuantile(probability)))
      guard let atOrBelow = parameters.measurement(atZ: rational)?.formula else {
        // The LMS curve ends before z; that happens only well above the 95th percentile.
        return rational > GrowthRational(2) ? above : nil
      }
      return .choice(
        measurement: rational, pivot: rule.zFormula, atOrBelow: atOrBelow, above: above)
    }
  }
}
