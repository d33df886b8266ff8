extension BMIForAgeReference {
  /// The smallest percentile that is 100 in double precision, 100 − 2⁻⁴⁷: half the spacing
  /// of doubles just below 100 (2⁻⁴⁶) under it, so every percentile from here rounds to 100.
  ///
  /// cdcanthro computes the extended percentile `ebp` as a double and writes z = 8.21 when
  /// `ebp / 100` is not below 1, where `qnorm` would be infinite (`cdcanthro.R`: "Cap
  /// extended z at 8.21").
  package static let doublePercentile100 =
    GrowthRational(100) - GrowthRational(GrowthInteger(1), GrowthInteger.powerOfTwo(47))

  /// The same reference, writing `z` for a child whose extended percentile is 100 in double
  /// precision (cdcanthro's 8.21), as a standard file declares with
  /// `z_at_percentile_100: 8.21`. Categories are unchanged: they are decided on the
  /// percentile, or on z as before.
  ///
  /// - Parameter z: The z written, or `nil` for the exact z always.
  package func writingZ(atPercentile100 z: GrowthRational?) -> BMIForAgeReference {
    var copy = self
    copy.zAtPercentile100 = z
    return copy
  }
}
