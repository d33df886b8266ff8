/// The L (Box-Cox power), M (median) and S (coefficient of variation) of a reference
/// distribution at one sex and age (Cole's LMS method).
///
/// A measurement y has z = ((y/M)^L − 1)/(L·S), or ln(y/M)/S when L = 0; the measurement at
/// z is M·(1 + L·S·z)^(1/L), or M·e^(S·z) when L = 0.
package struct LMSParameters: Sendable, Equatable {
  /// L, the Box-Cox power (any sign).
  package let l: GrowthRational
  /// M, the median (positive, in the measurement's unit: kg/m² for BMI).
  package let m: GrowthRational
  /// S, the generalised coefficient of variation (positive).
  package let s: GrowthRational
  /// L·S, 1/S, 1/L and 1/(L·S), reduced once here rather than in every evaluation.
  let ls: GrowthRational
  let inverseS: GrowthRational
  let inverseL: GrowthRational
  let inverseLS: GrowthRational

  /// Creates a parameter set; M and S must be positive.
  ///
  /// - Parameters:
  ///   - l: The Box-Cox power.
  ///   - m: The median, above zero.
  ///   - s: The coefficient of variation, above zero.
  package init(l: GrowthRational, m: GrowthRational, s: GrowthRational) {
    precondition(m.signum > 0 && s.signum > 0, "LMS needs positive M and S")
    self.l = l
    self.m = m
    self.s = s
    ls = l * s
    // Reciprocals of fractions in lowest terms are their terms swapped: no division (a daily
    // table has thousands of rows, read when a process starts).
    inverseS = s.reciprocal
    inverseL = l.isZero ? .zero : l.reciprocal
    inverseLS = l.isZero ? .zero : ls.reciprocal
  }

  /// The plain LMS z-score of a measurement, as a certified quantity.
  ///
  /// - Parameter measurement: The measurement, above zero (a BMI in kg/m²).
  package func zScore(of measurement: GrowthRational) -> GrowthQuantity {
    precondition(measurement.signum > 0, "a measurement must be positive")
    return GrowthQuantity(.lmsZ(self, measurement: measurement))
  }

  /// The measurement at a z-score, M·(1 + L·S·z)^(1/L), or `nil` when no measurement has
  /// that z (1 + L·S·z ≤ 0: the LMS curve is bounded on that side).
  ///
  /// - Parameter z: The z-score.
  package func measurement(atZ z: GrowthRational) -> GrowthQuantity? {
    guard (GrowthRational.one + ls * z).signum > 0 else { return nil }
    return GrowthQuantity(.lmsValue(self, z: .constant(z)))
  }

  // MARK: - Exact values

  /// z when it is rational: L = 0 and y = M, or (y/M)^L rational (see `exactPower`).
  func exactZ(of measurement: GrowthRational) -> GrowthRational? {
    let ratio = measurement / m
    if l.isZero {
      // ln r is irrational for every rational r ≠ 1 (Lindemann).
      return ratio == .one ? .zero : nil
    }
    guard let power = ratio.exactPower(l) else { return nil }
    return (power - .one) * inverseLS
  }

  /// The measurement at a rational z when that is rational, `nil` otherwise or when undefined.
  func exactValue(atZ z: GrowthRational) -> GrowthRational? {
    let base = GrowthRational.one + ls * z
    guard base.signum > 0 else { return nil }
    if l.isZero {
      // e^(S·z) is irrational for rational S·z ≠ 0 (Lindemann).
      return z.isZero ? m : nil
    }
    guard let power = base.exactPower(inverseL) else { return nil }
    return m * power
  }

  // MARK: - Enclosures

  /// Extra bits for the amplification by 1/(L·S) and the exponent 1/L.
  private static let amplificationBits = 16

  /// An enclosure of z for a measurement, or `nil` when `bits` is too few to bound y/M from 0.
  func zEnclosure(of measurement: GrowthRational, bits: Int) -> DyadicInterval? {
    let working = bits + Self.amplificationBits
    // y/M without reducing the fraction: (y.n · M.d) / (y.d · M.n).
    let ratio = DyadicInterval(
      numerator: measurement.numerator * m.denominator,
      denominator: measurement.denominator * m.numerator, bits: working)
    guard let logRatio = CertifiedMath.log(ratio) else { return nil }
    if l.isZero { return logRatio.multiplied(by: inverseS).rescaled(to: bits) }
    let power = CertifiedMath.exp(logRatio.multiplied(by: l))
    let z = (power - DyadicInterval(integer: 1, bits: working)).multiplied(by: inverseLS)
    return z.rescaled(to: bits)
  }

  /// An enclosure of the measurement at every z in `z`, or `nil` unless 1 + L·S·z > 0 on it.
  func valueEnclosure(atZ z: DyadicInterval) -> DyadicInterval? {
    let bits = z.bits
    let working = bits + Self.amplificationBits
    let zWorking = z.rescaled(to: working)
    if l.isZero {
      return CertifiedMath.exp(zWorking.multiplied(by: s)).multiplied(by: m).rescaled(to: bits)
    }
    let base = DyadicInterval(integer: 1, bits: working) + zWorking.multiplied(by: ls)
    guard let logBase = CertifiedMath.log(base) else { return nil }
    let power = CertifiedMath.exp(logBase.multiplied(by: inverseL))
    return power.multiplied(by: m).rescaled(to: bits)
  }
}
