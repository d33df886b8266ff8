/// What a value measures, for messages and error codes.
public enum MeasurementKind: String, Hashable, Sendable, CaseIterable {
  /// A person's height.
  case height
  /// A person's weight.
  case weight
  /// A body-mass index given directly.
  case bmi

  /// `invalid-height`, `invalid-weight` or `invalid-bmi`.
  var invalidCode: String { "invalid-" + rawValue }

  /// `implausible-height`, `implausible-weight` or `implausible-bmi`.
  var implausibleCode: String { "implausible-" + rawValue }
}
