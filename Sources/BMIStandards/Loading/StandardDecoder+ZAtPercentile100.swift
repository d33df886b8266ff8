import BMICore

// `z_at_percentile_100:` of a CDC BMI-for-age reference, cdcanthro's convention:
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
    guard rules == .cdc2000 else {
      report(
        .valueNotAllowed(
          text: "z_at_percentile_100", what: "a key of the \(rules.fileName) reference",
          allowed: ["rules: cdc-2000"], suggestion: nil), node)
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
