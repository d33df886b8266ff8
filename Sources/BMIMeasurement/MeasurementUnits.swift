import BMICore

/// A unit a bare height is read in when none is typed.
public enum HeightUnit: String, Sendable, CaseIterable {
  /// Centimetres, the default.
  case centimetres = "cm"
  /// Metres.
  case metres = "m"
  /// Inches.
  case inches = "in"

  /// The unit as a length unit.
  package var lengthUnit: LengthUnit {
    switch self {
    case .centimetres: .centimetres
    case .metres: .metres
    case .inches: .inches
    }
  }
}

/// A unit a bare weight is read in when none is typed.
public enum WeightUnit: String, Sendable, CaseIterable {
  /// Kilograms, the default.
  case kilograms = "kg"
  /// Pounds.
  case pounds = "lb"

  /// The unit as a mass unit.
  package var massUnit: MassUnit {
    switch self {
    case .kilograms: .kilograms
    case .pounds: .pounds
    }
  }
}

/// Units of length a height may be typed in, with their exact size in centimetres.
///
/// This is the one home of the package's length factors.
public enum LengthUnit: String, Sendable, CaseIterable {
  /// Centimetres.
  case centimetres = "cm"
  /// Metres.
  case metres = "m"
  /// Inches: exactly 2.54 cm (the international yard and pound agreement of 1959).
  case inches = "in"
  /// Feet: 12 inches.
  case feet = "ft"

  /// Reads a unit word or mark as typed (already lowercased): `cm`, `metres`, `"`, `feet`.
  init?(word: String) {
    switch word {
    case "cm", "cms", "centimetre", "centimetres", "centimeter", "centimeters": self = .centimetres
    case "m", "metre", "metres", "meter", "meters": self = .metres
    case "in", "inch", "inches", "\"": self = .inches
    case "ft", "foot", "feet", "'": self = .feet
    default: return nil
    }
  }

  /// The unit's size in centimetres, exactly.
  package var centimetres: Rational {
    switch self {
    case .centimetres: Rational(1)
    case .metres: Rational(100)
    case .inches: Rational(254, 100)
    case .feet: Rational(12 * 254, 100)
    }
  }
}

/// Units of mass a weight may be typed in, with their exact size in kilograms.
///
/// This is the one home of the package's mass factors.
public enum MassUnit: String, Sendable, CaseIterable {
  /// Kilograms.
  case kilograms = "kg"
  /// Pounds: exactly 0.45359237 kg (the international yard and pound agreement of 1959).
  case pounds = "lb"
  /// Stones: 14 pounds.
  case stones = "st"

  /// Reads a unit word as typed (already lowercased): `kg`, `lbs`, `stone`.
  init?(word: String) {
    switch word {
    case "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms": self = .kilograms
    case "lb", "lbs", "pound", "pounds": self = .pounds
    case "st", "stone", "stones": self = .stones
    default: return nil
    }
  }

  /// The unit's size in kilograms, exactly.
  package var kilograms: Rational {
    switch self {
    case .kilograms: Rational(1)
    case .pounds: Rational(45_359_237, 100_000_000)
    case .stones: Rational(14 * 45_359_237, 100_000_000)
    }
  }
}
