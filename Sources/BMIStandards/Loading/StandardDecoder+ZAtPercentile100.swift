import BMICore

// `z_at_percentile_100:` of a BMI-for-age reference with CDC's extended tails (CDC 2000, or
// rules a file declares with `tails: cdc-extended`), cdcanthro's convention:
//
//   reference:
//     rules: cdc-2000
//     …
//     z_at_percentile_100: 8.21

extension StandardDecoder {
  /// The z a reference writes when the extended percentile is 100 in double precision
  /// (cdcanthro's 8.21): only CDC's extended tails reach a percentile that close to 100, and
  /// the value must be above the z of every percentile below it that a double can hold
  /// (8.2, Φ⁻¹(1 − 2⁻⁵³) ≈ 8.209).
  mutating func zAtPercentile100(_ node: YAMLNode, rules: GrowthReference) -> GrowthRational? {
    guard rules.hasPercentOfNinetyFifth else {
      report(
        .valueNotAllowed(
          text: "z_at_percentile_100",
          what: "a key of a reference with tails \(rules.tails.rawValue)",
          allowed: ["tails: cdc-extended"], suggestion: nil), node)
      return nil
    }
    guard let number = number(node, what: "'z_at_percentile_100'") else { return nil }
    guard number > ExactDecimal(millionths: 8_200_000), number <= ExactDecimal(40) else {
      report(
        .numberOutOfRange(
          text: "\(number)", what: "'z_at_percentile_100'",
          requirement: "above 8.2 and at most 40 (cdcanthro writes 8.21)"), node)
      return nil
    }
    return GrowthRational(Rational(number))
  }
}
