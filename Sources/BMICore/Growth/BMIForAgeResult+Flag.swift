extension BMIForAgeResult {
  /// The largest BMI-for-age z, in absolute value, WHO's software leaves unflagged: 5.
  package static let flagLimit = GrowthRational(5)

  /// WHO's flag for an implausible BMI-for-age: z, rounded to 2 decimals as WHO's software
  /// rounds it, below −5 or above +5 (`anthro`: `fbmi`, `flag_zscore` with threshold 5 on
  /// `round(zscore, 2)`; `anthroplus`: `fbfa`). Applied to the reference's own z (CDC's
  /// extended z for CDC).
  ///
  /// - Throws: `GrowthComputationError` only if certified bounds cannot settle the rounding.
  public func isFlagged() throws(GrowthComputationError) -> Bool {
    // The fast route's z, when its bound settles the rounding to 2 decimals: the same
    // rounded z (500 hundredths is 5), without building the certified scores.
    if let fast = fastRoute.scores,
      let units = GrowthFastScores.roundedUnits(fast.z, error: fast.zError, decimals: 2)
    {
      return units.magnitude > 500
    }
    let rounded = try scores.z.rounded(toDecimals: 2)
    return rounded.magnitude.compare(to: Self.flagLimit) > 0
  }
}
