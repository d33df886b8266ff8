// The BMI at a z-score or a percentile: the curves of a chart, and cut-offs as BMIs.

extension GrowthScores {
  /// The BMI whose z-score under `method` is `z`, or `nil` when no BMI has it (the LMS curve
  /// is bounded on that side).
  ///
  /// - Parameters:
  ///   - z: The z-score.
  ///   - parameters: L, M and S at the child's sex and age.
  ///   - method: The method whose z is meant.
  package static func bmi(
    atZ z: GrowthRational, parameters: LMSParameters, method: GrowthMethod
  ) -> GrowthQuantity? {
    let three = GrowthRational(3)
    let formula: GrowthFormula?
    switch method {
    case .lms:
      formula = parameters.measurement(atZ: z)?.formula
    case .whoRestricted:
      formula =
        z.magnitude <= three
        ? parameters.measurement(atZ: z)?.formula
        : parameters.restrictedInverse(atZ: .constant(z), side: z.signum)
    case .cdcExtended(let sigma, let rule):
      let above = parameters.extendedInverse(atZ: z, sigma: sigma, rule: rule)
      if let atOrBelow = parameters.measurement(atZ: z)?.formula {
        formula = .choice(measurement: z, pivot: rule.zFormula, atOrBelow: atOrBelow, above: above)
      } else {
        // The LMS curve ends before z; that happens only well above the 95th percentile.
        formula = z > GrowthRational(2) ? above : nil
      }
    }
    return formula.map { GrowthQuantity($0) }
  }

  /// The BMI at a percentile (strictly between 0 and 100) under `method`.
  ///
  /// A percentile the LMS curve cannot reach leaves the quantity undefined: its bounds stay
  /// `nil` and decisions end at their precision limit.
  ///
  /// - Parameters:
  ///   - percentile: The percentile, 0 < p < 100.
  ///   - parameters: L, M and S at the child's sex and age.
  ///   - method: The method whose percentile is meant.
  package static func bmi(
    atPercentile percentile: GrowthRational, parameters: LMSParameters, method: GrowthMethod
  ) -> GrowthQuantity {
    precondition(
      percentile.signum > 0 && percentile < GrowthRational(100), "a percentile is in (0, 100)")
    let hundred = GrowthFormula.constant(GrowthRational(100))
    let z = GrowthFormula.normalQuantile(.quotient(.constant(percentile), hundred))
    let plain = GrowthFormula.lmsValue(parameters, z: z)
    switch method {
    case .lms:
      return GrowthQuantity(plain)
    case .whoRestricted:
      // Beyond 100·Φ(±3) the tails apply; the two agree at ±3.
      var formula = plain
      if let upper = parameters.restrictedInverse(atZ: z, side: 1) {
        let pivot = GrowthFormula.product(hundred, .normalCDF(.constant(GrowthRational(3))))
        formula = .choice(measurement: percentile, pivot: pivot, atOrBelow: formula, above: upper)
      }
      if let lower = parameters.restrictedInverse(atZ: z, side: -1) {
        let pivot = GrowthFormula.product(hundred, .normalCDF(.constant(GrowthRational(-3))))
        formula = .choice(measurement: percentile, pivot: pivot, atOrBelow: lower, above: formula)
      }
      return GrowthQuantity(formula)
    case .cdcExtended(let sigma, let rule):
      let above = parameters.extendedInverse(
        atPercentile: .constant(percentile), sigma: sigma, rule: rule)
      return GrowthQuantity(
        .choice(
          measurement: percentile, pivot: .constant(GrowthRational(95)), atOrBelow: plain,
          above: above))
    }
  }
}

extension LMSParameters {
  /// WHO's tail inverted: y = SD₃ + (z − 3)(SD₃ − SD₂) above, y = SD₋₃ + (z + 3)(SD₋₂ − SD₋₃)
  /// below; `nil` when the curve never reaches that SD.
  func restrictedInverse(atZ z: GrowthFormula, side: Int) -> GrowthFormula? {
    guard let sd3 = standardDeviationFormula(3 * side),
      let sd2 = standardDeviationFormula(2 * side)
    else { return nil }
    let excess = GrowthFormula.difference(z, .constant(GrowthRational(3 * side)))
    let step = side > 0 ? GrowthFormula.difference(sd3, sd2) : .difference(sd2, sd3)
    return .sum(sd3, .product(excess, step))
  }

  /// CDC's extension inverted at a z: with p = 100·Φ(z), (p − 90)/10 = 1 − 10·Q(z) for the
  /// upper tail Q = 1 − Φ, so y = P95 + σ·Q⁻¹(10·Q(z)), which stays cheap far in the tail.
  func extendedInverse(atZ z: GrowthRational, sigma: GrowthRational, rule: GrowthNinetyFifthRule)
    -> GrowthFormula
  {
    let quantile = GrowthFormula.tailQuantile(.constant(z), scale: GrowthRational(10))
    return .sum(ninetyFifthFormula(rule), .product(.constant(sigma), quantile))
  }

  /// CDC's extension inverted: y = P95 + σ·Φ⁻¹((p − 90)/10) for p above 95.
  func extendedInverse(
    atPercentile percentile: GrowthFormula, sigma: GrowthRational, rule: GrowthNinetyFifthRule
  ) -> GrowthFormula {
    let probability = GrowthFormula.quotient(
      .difference(percentile, .constant(GrowthRational(90))), .constant(GrowthRational(10)))
    return .sum(ninetyFifthFormula(rule), .product(.constant(sigma), .normalQuantile(probability)))
  }
}
