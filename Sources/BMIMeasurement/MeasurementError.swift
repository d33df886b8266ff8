import BMICore

/// Why a typed height, weight, BMI, waist, age or sex was refused, or why a person cannot be
/// classified by a standard: the case says what was wrong and carries what the message
/// needs; ``code`` is stable for scripts and batch output, and ``message`` says what to do
/// instead, in English and Korean.
///
/// Codes (documented in `docs/cli.md` and `docs/errors.md`): `invalid-height`,
/// `invalid-weight`, `invalid-bmi`, `invalid-waist`, `invalid-age`, `invalid-sex` (not a
/// value of its kind, or an unknown unit), `ambiguous-number` (`1,700`: thousands or a
/// decimal comma?), `ambiguous-unit` (a bare number that is impossible in the default unit
/// but possible in another, such as `1.70` cm), `implausible-height`, `implausible-weight`,
/// `implausible-bmi`, `implausible-waist`, `implausible-age` (outside `Plausibility`'s
/// limits for any person), `missing-sex`, `missing-age`, `missing-background`,
/// `missing-waist`, `missing-height`, `missing-weight` (the standard needs it),
/// `sex-outside-standard`, `age-outside-standard`, `background-outside-standard`,
/// `waist-outside-standard` (the standard is not for this person).
public enum MeasurementError: Error, Hashable, Sendable {
  /// Nothing but spaces.
  case empty(MeasurementKind)
  /// A leading minus sign.
  case negative(MeasurementKind, typed: String)
  /// A character that belongs to no number or unit.
  case unexpectedCharacter(MeasurementKind, typed: String, character: Character)
  /// A comma and a point, several commas, or a comma before exactly three digits (`1,700`).
  case ambiguousNumber(MeasurementKind, typed: String, number: String)
  /// Two points, or a separator with no digit before it.
  case malformedNumber(MeasurementKind, typed: String, number: String)
  /// More than six decimals, or more than twelve whole digits.
  case tooManyDigits(MeasurementKind, typed: String, number: String)
  /// A unit word that is no unit of this kind; `belongsTo` names the kind it does measure.
  case unknownUnit(MeasurementKind, typed: String, unit: String, belongsTo: MeasurementKind?)
  /// The inches of feet and inches (12 or more) or the pounds of stones and pounds (14 or
  /// more) are too many.
  case partTooLarge(MeasurementKind, typed: String, part: String)
  /// Numbers and units in a shape no measurement has.
  case unreadable(MeasurementKind, typed: String)
  /// A bare number impossible in the default unit but possible in others, which are
  /// suggested (`1.70` as centimetres: did you mean `1.70m`?).
  case ambiguousUnit(MeasurementKind, value: Rational, suggestions: [String])
  /// A value no person can have, in centimetres, kilograms or kg/m², with the readings of
  /// the typed number that would be possible (`170m`: did you mean `170cm`?).
  case impossible(MeasurementKind, value: Rational, suggestions: [String] = [])
  /// The standard needs this input to classify the person, and it was not given.
  case missing(MeasurementKind, standard: String)
  /// The value given is outside what the standard is for: `given` as the person gave it,
  /// `accepted` the standard's domain written out (`age ≥ 18`, `sex = male`), each in
  /// English and Korean (`18세 이상`, `남성`).
  case outsideStandard(
    MeasurementKind, given: LocalizedText, accepted: LocalizedText, standard: String)

  /// The kind of value refused.
  public var kind: MeasurementKind {
    switch self {
    case .empty(let kind), .negative(let kind, _), .unexpectedCharacter(let kind, _, _),
      .ambiguousNumber(let kind, _, _), .malformedNumber(let kind, _, _),
      .tooManyDigits(let kind, _, _), .unknownUnit(let kind, _, _, _),
      .partTooLarge(let kind, _, _), .unreadable(let kind, _), .ambiguousUnit(let kind, _, _),
      .impossible(let kind, _, _), .missing(let kind, _), .outsideStandard(let kind, _, _, _):
      kind
    }
  }

  /// The stable code, such as `implausible-height`.
  public var code: String {
    switch self {
    case .ambiguousNumber: "ambiguous-number"
    case .ambiguousUnit: "ambiguous-unit"
    case .impossible(let kind, _, _): kind.implausibleCode
    case .missing(let kind, _): "missing-" + kind.rawValue
    case .outsideStandard(let kind, _, _, _): kind.rawValue + "-outside-standard"
    default: kind.invalidCode
    }
  }

  /// The explanation in a language, ending with what to do next: Korean for `ko` (`ko-KR`,
  /// `ko_KR`), English otherwise.
  ///
  /// - Parameter language: A language tag.
  public func message(for language: String) -> String { message.text(for: language) }
}

extension MeasurementError: CustomStringConvertible {
  /// `code: message`, in English.
  public var description: String { "\(code): \(message.text(for: "en"))" }
}

/// A measurement that was accepted but is rare enough to deserve a second look.
///
/// Codes: `rare-height`, `rare-weight`, `rare-bmi`, `rare-waist`, and for a child scored
/// under a BMI-for-age standard `implausible-bmi-for-age` (WHO's flag).
public enum MeasurementWarning: Hashable, Sendable {
  /// A possible but rare height, in centimetres.
  case rareHeight(Rational)
  /// A possible but rare weight, in kilograms.
  case rareWeight(Rational)
  /// A possible but rare BMI.
  case rareBMI(Rational)
  /// A possible but rare waist, in centimetres.
  case rareWaist(Rational)
  /// A child's BMI-for-age z, as written (2 decimals), beyond WHO's flag limits of ±5.
  case implausibleBMIForAge(z: String)

  /// The stable code, such as `rare-height`.
  public var code: String {
    switch self {
    case .rareHeight: "rare-height"
    case .rareWeight: "rare-weight"
    case .rareBMI: "rare-bmi"
    case .rareWaist: "rare-waist"
    case .implausibleBMIForAge: "implausible-bmi-for-age"
    }
  }

  /// The explanation in a language: Korean for `ko`, English otherwise.
  ///
  /// - Parameter language: A language tag.
  public func message(for language: String) -> String { message.text(for: language) }
}

extension MeasurementWarning: CustomStringConvertible {
  /// `code: message`, in English.
  public var description: String { "\(code): \(message.text(for: "en"))" }
}

extension MeasurementError: BMIKitError {}
