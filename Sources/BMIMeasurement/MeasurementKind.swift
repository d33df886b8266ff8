import BMICore

/// What a value measures or says about a person, for messages and error codes.
public enum MeasurementKind: String, Hashable, Sendable, CaseIterable {
  /// A person's height.
  case height
  /// A person's weight.
  case weight
  /// A body-mass index given directly.
  case bmi
  /// A waist circumference.
  case waist
  /// An age.
  case age
  /// A sex.
  case sex
  /// A family background.
  case background

  /// The kind of an input a standard needs.
  ///
  /// - Parameter input: An input.
  package init(_ input: InputName) {
    switch input {
    case .sex: self = .sex
    case .age: self = .age
    case .background: self = .background
    case .waist: self = .waist
    case .height: self = .height
    case .weight: self = .weight
    }
  }

  /// `invalid-height`, `invalid-waist`, `invalid-sex`, …
  var invalidCode: String { "invalid-" + rawValue }

  /// `implausible-height`, `implausible-waist`, `implausible-age`, …
  var implausibleCode: String { "implausible-" + rawValue }
}
