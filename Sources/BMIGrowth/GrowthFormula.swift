/// An expression over exact rationals, LMS transformations and the normal distribution, which
/// can be enclosed at any precision and, where it is rational, valued exactly.
///
/// `exactValue` is never a guess: it returns a value only when the expression is provably that
/// rational, and `nil` otherwise (the expression is then irrational, or — for Φ at a non-zero
/// algebraic point — not known to be rational; see `GrowthQuantity`).
indirect enum GrowthFormula: Sendable {
  /// An exact rational.
  case constant(GrowthRational)
  /// The LMS z-score of a measurement: ((y/M)^L − 1)/(L·S), or ln(y/M)/S when L = 0.
  case lmsZ(LMSParameters, measurement: GrowthRational)
  /// WHO's restricted z-score of a measurement (see `GrowthMethod.whoRestricted`).
  case restrictedZ(LMSParameters, measurement: GrowthRational)
  /// The measurement at a z-score: M·(1 + L·S·z)^(1/L), or M·e^(S·z) when L = 0.
  case lmsValue(LMSParameters, z: GrowthFormula)
  /// a + b.
  case sum(GrowthFormula, GrowthFormula)
  /// a · b.
  case product(GrowthFormula, GrowthFormula)
  /// a / b.
  case quotient(GrowthFormula, GrowthFormula)
  /// Φ(x), the standard normal distribution function.
  case normalCDF(GrowthFormula)
  /// Φ⁻¹(p) for 0 < p < 1.
  case normalQuantile(GrowthFormula)
  /// Q⁻¹(scale·Q(x)) with Q = 1 − Φ: the z whose upper tail is `scale` times x's — the CDC's
  /// extended z and its inverse, enclosed through logarithms far in the tail.
  case tailQuantile(GrowthFormula, scale: GrowthRational)
  /// Φ⁻¹(0.95), the z of the 95th percentile (tabulated, see `CertifiedConstants`).
  case ninetyFifthQuantile
  /// `atOrBelow` when `measurement ≤ pivot`, otherwise `above`; both must agree at the pivot
  /// or the pivot must be decidable exactly (see `enclosure`).
  case choice(
    measurement: GrowthRational, pivot: GrowthFormula, atOrBelow: GrowthFormula,
    above: GrowthFormula)

  /// a − b.
  static func difference(_ a: GrowthFormula, _ b: GrowthFormula) -> GrowthFormula {
    .sum(a, .product(.constant(GrowthRational(-1)), b))
  }

  /// An interval at `bits` fractional bits that contains the value, or `nil` when this
  /// precision cannot show the expression is defined (a divisor or a power base not yet
  /// separated from zero, a probability not yet inside (0, 1)).
  func enclosure(bits: Int) -> DyadicInterval? {
    switch self {
    case .constant(let value):
      return DyadicInterval(value, bits: bits)
    case .lmsZ(let parameters, let measurement):
      return parameters.zEnclosure(of: measurement, bits: bits)
    case .restrictedZ(let parameters, let measurement):
      return parameters.restrictedZEnclosure(of: measurement, bits: bits)
    case .lmsValue(let parameters, let z):
      guard let zInterval = z.enclosure(bits: bits) else { return nil }
      return parameters.valueEnclosure(atZ: zInterval)
    case .sum(let a, let b):
      guard let x = a.enclosure(bits: bits), let y = b.enclosure(bits: bits) else { return nil }
      return x + y
    case .product(let a, let b):
      guard let x = a.enclosure(bits: bits), let y = b.enclosure(bits: bits) else { return nil }
      return x * y
    case .quotient(let a, let b):
      guard let x = a.enclosure(bits: bits), let y = b.enclosure(bits: bits) else { return nil }
      return x.divided(by: y)
    case .normalCDF(let x):
      guard let interval = x.enclosure(bits: bits) else { return nil }
      return CertifiedMath.normalCDF(interval)
    case .normalQuantile(let p):
      guard let interval = p.enclosure(bits: bits) else { return nil }
      return CertifiedMath.normalQuantile(interval)
    case .tailQuantile(let x, let scale):
      guard let interval = x.enclosure(bits: bits) else { return nil }
      return CertifiedMath.tailQuantile(interval, scale: scale)
    case .ninetyFifthQuantile:
      return CertifiedMath.ninetyFifthQuantile(bits: bits)
    case .choice(let measurement, let pivot, let atOrBelow, let above):
      guard let pivotInterval = pivot.enclosure(bits: bits) else { return nil }
      switch pivotInterval.side(of: measurement) {
      case 1: return atOrBelow.enclosure(bits: bits)
      case -1: return above.enclosure(bits: bits)
      default:
        if let exactPivot = pivot.exactValue(precisionLimit: 0) {
          return measurement <= exactPivot
            ? atOrBelow.enclosure(bits: bits) : above.enclosure(bits: bits)
        }
        // Not yet separated: the value is one of the two branches, so their hull holds it.
        guard let low = atOrBelow.enclosure(bits: bits), let high = above.enclosure(bits: bits)
        else { return nil }
        return low.hull(high)
      }
    }
  }

  /// The value when the expression is provably rational, otherwise `nil`.
  ///
  /// - Parameter precisionLimit: The most bits a `choice` may use to decide its branch when
  ///   its pivot is irrational (0: decide only exact pivots).
  func exactValue(precisionLimit: Int) -> GrowthRational? {
    switch self {
    case .constant(let value):
      return value
    case .lmsZ(let parameters, let measurement):
      return parameters.exactZ(of: measurement)
    case .restrictedZ(let parameters, let measurement):
      return parameters.exactRestrictedZ(of: measurement, precisionLimit: precisionLimit)
    case .lmsValue(let parameters, let z):
      guard let exactZ = z.exactValue(precisionLimit: precisionLimit) else { return nil }
      return parameters.exactValue(atZ: exactZ)
    case .sum(let a, let b):
      guard let x = a.exactValue(precisionLimit: precisionLimit),
        let y = b.exactValue(precisionLimit: precisionLimit)
      else { return nil }
      return x + y
    case .product(let a, let b):
      guard let x = a.exactValue(precisionLimit: precisionLimit),
        let y = b.exactValue(precisionLimit: precisionLimit)
      else { return nil }
      return x * y
    case .quotient(let a, let b):
      guard let x = a.exactValue(precisionLimit: precisionLimit),
        let y = b.exactValue(precisionLimit: precisionLimit), !y.isZero
      else { return nil }
      return x / y
    case .normalCDF(let x):
      // Φ(0) = 1/2; at any other point Φ is not known to take a rational value.
      return x.exactValue(precisionLimit: precisionLimit)?.isZero == true
        ? GrowthRational(1, 2) : nil
    case .normalQuantile(let p):
      return p.exactValue(precisionLimit: precisionLimit) == GrowthRational(1, 2) ? .zero : nil
    case .tailQuantile(let x, let scale):
      // With any other scale the value is not known to be rational.
      return scale == .one ? x.exactValue(precisionLimit: precisionLimit) : nil
    case .ninetyFifthQuantile:
      return nil
    case .choice(let measurement, let pivot, let atOrBelow, let above):
      guard let atOrBelowPivot = pivot.isAtOrAbove(measurement, precisionLimit: precisionLimit)
      else { return nil }
      return atOrBelowPivot
        ? atOrBelow.exactValue(precisionLimit: precisionLimit)
        : above.exactValue(precisionLimit: precisionLimit)
    }
  }

  /// Whether `measurement ≤ self`, decided exactly or by refinement up to `precisionLimit`.
  private func isAtOrAbove(_ measurement: GrowthRational, precisionLimit: Int) -> Bool? {
    if let exact = exactValue(precisionLimit: precisionLimit) { return measurement <= exact }
    var bits = GrowthQuantity.initialBits
    while bits <= precisionLimit {
      if let interval = enclosure(bits: bits), let side = interval.side(of: measurement) {
        return side > 0
      }
      bits *= 2
    }
    return nil
  }
}
