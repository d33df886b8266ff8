// WHO's restricted application of the LMS method beyond ±3 SD.

extension LMSParameters {
  /// SD_k = M(1 + L·S·k)^(1/L), or `nil` when 1 + L·S·k ≤ 0 (the curve never reaches k).
  func standardDeviationFormula(_ k: Int) -> GrowthFormula? {
    guard (GrowthRational.one + ls * GrowthRational(k)).signum > 0 else { return nil }
    return .lmsValue(self, z: .constant(GrowthRational(k)))
  }

  /// The tail formula beyond `side`·3: 3 + (y − SD₃)/(SD₃ − SD₂) above, or
  /// −3 + (y − SD₋₃)/(SD₋₂ − SD₋₃) below; `nil` when the curve never reaches that SD.
  func restrictedTailFormula(of y: GrowthRational, side: Int) -> GrowthFormula? {
    guard let sd3 = standardDeviationFormula(3 * side),
      let sd2 = standardDeviationFormula(2 * side)
    else { return nil }
    let step = side > 0 ? GrowthFormula.difference(sd3, sd2) : .difference(sd2, sd3)
    return .sum(
      .constant(GrowthRational(3 * side)), .quotient(.difference(.constant(y), sd3), step))
  }

  /// An enclosure of the restricted z: the plain z where that lies within ±3, the tail formula
  /// beyond, and the hull of both while the plain z is not yet separated from ±3 (the two agree
  /// there, so the hull holds the value whichever applies).
  func restrictedZEnclosure(of y: GrowthRational, bits: Int) -> DyadicInterval? {
    guard let z = zEnclosure(of: y, bits: bits) else { return nil }
    let three = GrowthRational(3)
    let reachesAbove = z.side(of: three) != -1
    let reachesBelow = z.side(of: -three) != 1
    let plainPossible = z.side(of: three) != 1 && z.side(of: -three) != -1
    var result: DyadicInterval? = plainPossible ? z : nil
    for (side, reaches) in [(1, reachesAbove), (-1, reachesBelow)] where reaches {
      // With no SD on that side the plain z never gets there; only rounding reached it.
      guard let tail = restrictedTailFormula(of: y, side: side) else { continue }
      guard let tailInterval = tail.enclosure(bits: bits) else { return nil }
      result = result.map { $0.hull(tailInterval) } ?? tailInterval
    }
    return result ?? z
  }

  /// The restricted z when it is rational, otherwise `nil` (then it is irrational).
  ///
  /// In a tail the value is ±3 + (y/M − u)/(u − v) with u = SD₃/M and v = SD₂/M (or the SD₋₃,
  /// SD₋₂ pair) real radicals: u^n and v^n are rational. It is rational when u and v are. When
  /// exactly one is, it is a rational plus a non-zero rational multiple of an irrational. When
  /// neither is and u/v is rational, it is a non-zero rational multiple of v plus a rational;
  /// when u/v is irrational, 1, u and v are linearly independent over ℚ (real radicals with
  /// irrational ratios are: Besicovitch 1940, Mordell 1953, Siegel 1972), so again irrational.
  func exactRestrictedZ(of y: GrowthRational, precisionLimit: Int) -> GrowthRational? {
    for side in [1, -1] {
      guard let beyond = isBeyond(y, side: side, precisionLimit: precisionLimit) else {
        return nil
      }
      if beyond {
        return restrictedTailFormula(of: y, side: side)?.exactValue(precisionLimit: 0)
      }
    }
    return exactZ(of: y)
  }

  /// Whether y is beyond SD₃ (side 1) or below SD₋₃ (side −1), decided exactly or by refining
  /// the plain z against ±3 (an irrational z is never ±3); `nil` past `precisionLimit`.
  private func isBeyond(_ y: GrowthRational, side: Int, precisionLimit: Int) -> Bool? {
    guard let sd3 = standardDeviationFormula(3 * side) else { return false }
    if let exactSD = sd3.exactValue(precisionLimit: 0) {
      return side > 0 ? y > exactSD : y < exactSD
    }
    let three = GrowthRational(3 * side)
    if let exact = exactZ(of: y) { return side > 0 ? exact > three : exact < three }
    var bits = GrowthQuantity.initialBits
    while bits <= precisionLimit {
      if let z = zEnclosure(of: y, bits: bits), let order = z.side(of: three) {
        return order == side
      }
      bits *= 2
    }
    return nil
  }
}
