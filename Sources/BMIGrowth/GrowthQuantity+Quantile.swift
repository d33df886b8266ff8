// The z-score of a percentile, for drawing percentile lines as z lines.

extension GrowthQuantity {
  /// Φ⁻¹(percentile / 100), certified: the z-score every method gives a BMI at that
  /// percentile (WHO's 100·Φ(z), CDC's z = Φ⁻¹(percentile / 100) above the 95th too).
  ///
  /// - Parameter percentile: The percentile, 0 < p < 100.
  package static func zScore(ofPercentile percentile: GrowthRational) -> GrowthQuantity {
    precondition(
      percentile.signum > 0 && percentile < GrowthRational(100), "a percentile is in (0, 100)")
    return GrowthQuantity(
      .normalQuantile(.quotient(.constant(percentile), .constant(GrowthRational(100)))))
  }
}
