import BMICore
import BMISupport

/// What a typed value measures, for messages and error codes.
enum Quantity: Hashable, Sendable {
  case height
  case weight
  case bmi

  /// `invalid-height`, `invalid-weight` or `invalid-bmi`.
  var invalidCode: String {
    switch self {
    case .height: "invalid-height"
    case .weight: "invalid-weight"
    case .bmi: "invalid-bmi"
    }
  }

  /// `implausible-height`, `implausible-weight` or `implausible-bmi`.
  var implausibleCode: String {
    switch self {
    case .height: "implausible-height"
    case .weight: "implausible-weight"
    case .bmi: "implausible-bmi"
    }
  }
}

/// Units of length a height may be typed in, with their exact size in centimetres.
enum LengthUnit: String, CaseIterable {
  case centimetres = "cm"
  case metres = "m"
  case inches = "in"
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

  /// The unit of a bare number.
  init(_ unit: HeightUnit) {
    switch unit {
    case .centimetres: self = .centimetres
    case .metres: self = .metres
    case .inches: self = .inches
    }
  }

  /// The unit's size in centimetres: 1 in = 2.54 cm exactly (international yard, 1959).
  var centimetres: Rational {
    switch self {
    case .centimetres: Rational(1, 1)
    case .metres: Rational(100, 1)
    case .inches: Rational(254, 100)
    case .feet: Rational(12 * 254, 100)
    }
  }
}

/// Units of mass a weight may be typed in, with their exact size in kilograms.
enum MassUnit: String, CaseIterable {
  case kilograms = "kg"
  case pounds = "lb"
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

  /// The unit of a bare number.
  init(_ unit: WeightUnit) {
    switch unit {
    case .kilograms: self = .kilograms
    case .pounds: self = .pounds
    }
  }

  /// The unit's size in kilograms: 1 lb = 0.45359237 kg exactly (international pound,
  /// 1959); 1 st = 14 lb.
  var kilograms: Rational {
    switch self {
    case .kilograms: Rational(1, 1)
    case .pounds: Rational(45_359_237, 100_000_000)
    case .stones: Rational(14 * 45_359_237, 100_000_000)
    }
  }
}

extension MeasurementToken {
  /// The unit word of a unit token, or an empty string.
  var unitWord: String {
    if case .unit(let word) = self { return word }
    return ""
  }
}

extension Rational {
  /// The exact product, reduced.
  func times(_ other: Rational) -> Rational {
    Rational(numerator * other.numerator, denominator * other.denominator).reduced
  }

  /// The exact sum, reduced.
  func plus(_ other: Rational) -> Rational {
    Rational(
      numerator * other.denominator + other.numerator * denominator,
      denominator * other.denominator
    ).reduced
  }
}

/// The forms a typed measurement can take, once split into tokens.
enum TokenShape {
  /// `170`: a number without a unit.
  case bare(Rational, raw: String)
  /// `170cm`: a number and a unit.
  case single(Rational, unit: String)
  /// `5ft7in`, `5'7`, `10st3lb`: a number, a unit, a number and perhaps a unit.
  case compound(Rational, unit: String, Rational, raw: String, secondUnit: String?)
  /// Anything else.
  case other

  init(_ tokens: [MeasurementToken]) {
    switch tokens.count {
    case 1:
      if case .number(let value, let raw) = tokens[0] {
        self = .bare(value, raw: raw)
        return
      }
    case 2:
      if case .number(let value, _) = tokens[0], case .unit(let unit) = tokens[1] {
        self = .single(value, unit: unit)
        return
      }
    case 3, 4:
      if case .number(let first, _) = tokens[0], case .unit(let unit) = tokens[1],
        case .number(let second, let raw) = tokens[2]
      {
        var secondUnit: String?
        if tokens.count == 4 {
          guard case .unit(let word) = tokens[3] else { break }
          secondUnit = word
        }
        self = .compound(first, unit: unit, second, raw: raw, secondUnit: secondUnit)
        return
      }
    default: break
    }
    self = .other
  }
}
