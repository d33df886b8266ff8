/// How a reference treats BMIs beyond its LMS curve's well-fitted range.
package enum GrowthTails: String, Sendable, Equatable, CaseIterable {
  /// None: the LMS z and 100·Φ(z) at every BMI (`GrowthMethod.lms`).
  case none
  /// WHO's restricted z beyond ±3 (`GrowthMethod.whoRestricted`).
  case whoRestricted = "who-restricted"
  /// CDC 2022's extension above the 95th percentile (`GrowthMethod.cdcExtended`).
  case cdcExtended = "cdc-extended"
}
