/// How a body turns a BMI and the LMS parameters at the child's age into a z-score and a
/// percentile.
package enum GrowthMethod: Sendable, Equatable {
  /// Plain LMS: z = ((y/M)^L − 1)/(L·S), percentile = 100·Φ(z).
  case lms
  /// WHO's restricted application of the LMS method for weight-based indicators (WHO Child
  /// Growth Standards: Methods and development, 2006, ch. 7; WHO `anthro` and `anthroplus`):
  /// with SD_k = M(1 + L·S·k)^(1/L), z > 3 becomes 3 + (y − SD₃)/(SD₃ − SD₂) and z < −3
  /// becomes −3 + (y − SD₋₃)/(SD₋₂ − SD₋₃). The percentile is 100·Φ of that z.
  case whoRestricted
  /// CDC 2022 extended BMI-for-age (Wei R et al., Ann Hum Biol 2020;47:514–521; CDC's
  /// "extended BMI data files" page and SAS program): at or below P95 the LMS z and 100·Φ(z);
  /// above it, percentile = 90 + 10·Φ((y − P95)/σ) and z = Φ⁻¹(percentile/100).
  case cdcExtended(sigma: GrowthRational, ninetyFifth: GrowthNinetyFifthRule)

  /// CDC's σ (kg/m²) of the half-normal above P95, by sex and age in years a = months/12:
  /// girls 0.8334 + 0.3712a − 0.0011a², boys 0.3728 + 0.5196a − 0.0091a² (CDC extended
  /// BMI-for-age data file page; the same regression as CDC's SAS program and `cdcanthro`).
  ///
  /// - Parameters:
  ///   - sex: The child's sex.
  ///   - months: Age in months (exact).
  package static func cdcSigma(sex: Sex, ageInMonths months: GrowthRational)
    -> GrowthRational
  {
    let years = months / GrowthRational(12)
    let coefficients: (String, String, String) =
      sex == .female ? ("0.8334", "0.3712", "-0.0011") : ("0.3728", "0.5196", "-0.0091")
    return growthDecimal(coefficients.0) + growthDecimal(coefficients.1) * years
      + growthDecimal(coefficients.2) * years * years
  }
}

/// Which z-score defines the 95th percentile P95 = M(1 + L·S·z)^(1/L) of the CDC method.
package enum GrowthNinetyFifthRule: Sendable, Equatable {
  /// z = Φ⁻¹(0.95) exactly, as CDC's SAS program (`probit(0.95)`) and `cdcanthro`
  /// (`qnorm(0.95)`) compute it; the percentile is then continuous at P95.
  case exactQuantile
  /// A rational z such as 1.644854 (Φ⁻¹(0.95) to six decimals); the percentile then jumps by
  /// at most a few millionths at P95, and P95 is rational whenever the power is.
  case z(GrowthRational)

  /// P95's z-score as a formula.
  var zFormula: GrowthFormula {
    switch self {
    case .exactQuantile: .ninetyFifthQuantile
    case .z(let value): .constant(value)
    }
  }
}

/// Exact decimal for coefficients written in this file.
func growthDecimal(_ text: String) -> GrowthRational {
  guard let value = GrowthRational(decimal: text) else { fatalError("bad decimal literal") }
  return value
}

// MARK: - Formulas

extension LMSParameters {
  /// P95 under `rule`.
  func ninetyFifthFormula(_ rule: GrowthNinetyFifthRule) -> GrowthFormula {
    .lmsValue(self, z: rule.zFormula)
  }
}

extension GrowthMethod {
  /// The z-score of `y` under this method.
  func zFormula(of y: GrowthRational, parameters: LMSParameters) -> GrowthFormula {
    switch self {
    case .lms: return .lmsZ(parameters, measurement: y)
    case .whoRestricted: return .restrictedZ(parameters, measurement: y)
    case .cdcExtended(let sigma, let rule):
      // Φ⁻¹(0.9 + 0.1·Φ(s)) = Q⁻¹(Q(s)/10) with Q = 1 − Φ, enclosed far in the tail through
      // logarithms rather than through a probability within e^(−s²/2) of 1.
      let standardised = GrowthFormula.quotient(
        .difference(.constant(y), parameters.ninetyFifthFormula(rule)), .constant(sigma))
      let above = GrowthFormula.tailQuantile(standardised, scale: GrowthRational(1, 10))
      return .choice(
        measurement: y, pivot: parameters.ninetyFifthFormula(rule),
        atOrBelow: .lmsZ(parameters, measurement: y), above: above)
    }
  }

  /// The percentile (0–100) of `y` under this method.
  func percentileFormula(of y: GrowthRational, parameters: LMSParameters) -> GrowthFormula {
    let hundred = GrowthFormula.constant(GrowthRational(100))
    switch self {
    case .lms, .whoRestricted:
      return .product(hundred, .normalCDF(zFormula(of: y, parameters: parameters)))
    case .cdcExtended(let sigma, let rule):
      let p95 = parameters.ninetyFifthFormula(rule)
      let atOrBelow = GrowthFormula.product(
        hundred, .normalCDF(.lmsZ(parameters, measurement: y)))
      let standardised = GrowthFormula.quotient(.difference(.constant(y), p95), .constant(sigma))
      let above = GrowthFormula.sum(
        .constant(GrowthRational(90)),
        .product(.constant(GrowthRational(10)), .normalCDF(standardised)))
      return .choice(measurement: y, pivot: p95, atOrBelow: atOrBelow, above: above)
    }
  }

  /// P95 under this method: the CDC rule, or Φ⁻¹(0.95) for the LMS and WHO methods.
  func ninetyFifthFormula(parameters: LMSParameters) -> GrowthFormula {
    if case .cdcExtended(_, let rule) = self { return parameters.ninetyFifthFormula(rule) }
    return parameters.ninetyFifthFormula(.exactQuantile)
  }
}
