import BMICore

/// Reads heights, weights and BMIs as people type them, exactly, refusing anything ambiguous
/// or impossible with an error that says what to type.
///
/// Accepted: surrounding spaces, a decimal comma (`170,5`), and the units `170cm`, `1.70m`,
/// `67in`, `5ft7in`, `5'7"`, `5' 7`, `65kg`, `143lb`, `10st3lb`, `10 st 3`. A bare number
/// is in the default unit. Conversions are exact (``LengthUnit``, ``MassUnit``). Values
/// outside `Plausibility`'s outer limits are refused. ``Height`` and ``Weight`` are the
/// public face of this reader; batch calls it directly for the exact fraction.
package enum MeasurementParser {
  /// Reads a height.
  ///
  /// - Parameters:
  ///   - text: The height as typed.
  ///   - defaultUnit: The unit of a bare number.
  /// - Returns: The height in centimetres, exactly, reduced.
  package static func height(_ text: some StringProtocol, defaultUnit: HeightUnit = .centimetres)
    throws(MeasurementError) -> Rational
  {
    try length(text, as: .height, defaultUnit: defaultUnit.lengthUnit)
  }

  /// Reads a waist circumference: a bare number is in the default unit, and `90cm`,
  /// `35.5in`, `35,5 in`, `2ft 11in` in theirs.
  ///
  /// - Parameters:
  ///   - text: The waist as typed.
  ///   - defaultUnit: The unit of a bare number.
  /// - Returns: The waist in centimetres, exactly, reduced.
  package static func waist(_ text: some StringProtocol, defaultUnit: LengthUnit = .centimetres)
    throws(MeasurementError) -> Rational
  {
    try length(text, as: .waist, defaultUnit: defaultUnit)
  }

  /// Reads a length of some kind, checked against that kind's limits.
  private static func length(
    _ text: some StringProtocol, as kind: MeasurementKind, defaultUnit: LengthUnit
  ) throws(MeasurementError) -> Rational {
    let typed = String(text).trimmingSpaces
    let tokens = try lex(typed, as: kind)
    var value: Rational
    var isBare = false
    switch TokenShape(tokens) {
    case .bare(let number, _):
      value = number * defaultUnit.centimetres
      isBare = true
    case .single(let number, let unit):
      guard let unit = LengthUnit(word: unit) else { throw unitError(unit, typed, as: kind) }
      value = number * unit.centimetres
    case .compound(let feet, let mark, let inches, let raw, let secondMark)
    where LengthUnit(word: mark) == .feet
      && (secondMark == nil || LengthUnit(word: secondMark ?? "") == .inches):
      guard inches < ExactDecimal(12) else {
        throw .partTooLarge(kind, typed: typed, part: raw)
      }
      value = feet * LengthUnit.feet.centimetres + inches * LengthUnit.inches.centimetres
    case .compound, .other:
      throw .unreadable(kind, typed: typed)
    }
    value = value.reduced
    let limits = Plausibility.limits(of: kind) ?? Plausibility.heightCentimetres
    guard limits.isPossible(value) else {
      throw impossible(kind, value: value, typed: typed, isBare: isBare)
    }
    return value
  }

  /// Reads a weight.
  ///
  /// - Parameters:
  ///   - text: The weight as typed.
  ///   - defaultUnit: The unit of a bare number.
  /// - Returns: The weight in kilograms, exactly, reduced.
  package static func weight(_ text: some StringProtocol, defaultUnit: WeightUnit = .kilograms)
    throws(MeasurementError) -> Rational
  {
    let typed = String(text).trimmingSpaces
    let tokens = try lex(typed, as: .weight)
    var value: Rational
    var isBare = false
    switch TokenShape(tokens) {
    case .bare(let number, _):
      value = number * defaultUnit.massUnit.kilograms
      isBare = true
    case .single(let number, let unit):
      guard let unit = MassUnit(word: unit) else { throw unitError(unit, typed, as: .weight) }
      value = number * unit.kilograms
    case .compound(let stones, let mark, let pounds, let raw, let secondMark)
    where MassUnit(word: mark) == .stones
      && (secondMark == nil || MassUnit(word: secondMark ?? "") == .pounds):
      guard pounds < ExactDecimal(14) else {
        throw .partTooLarge(.weight, typed: typed, part: raw)
      }
      value = stones * MassUnit.stones.kilograms + pounds * MassUnit.pounds.kilograms
    case .compound, .other:
      throw .unreadable(.weight, typed: typed)
    }
    value = value.reduced
    guard Plausibility.weightKilograms.isPossible(value) else {
      throw impossible(.weight, value: value, typed: typed, isBare: isBare)
    }
    return value
  }

  /// Reads a BMI typed directly (`22.95`, `22,95`).
  ///
  /// - Parameter text: The BMI as typed, a plain number.
  /// - Returns: The BMI, exactly.
  package static func bodyMassIndex(_ text: some StringProtocol) throws(MeasurementError)
    -> Rational
  {
    let typed = String(text).trimmingSpaces
    let tokens = try lex(typed, as: .bmi)
    guard case .bare(let value, _) = TokenShape(tokens) else {
      throw .unreadable(.bmi, typed: typed)
    }
    try Plausibility.check(bodyMassIndex: value)
    return value
  }

  // MARK: - Errors

  private static func lex(_ typed: String, as kind: MeasurementKind) throws(MeasurementError)
    -> [MeasurementToken]
  {
    switch MeasurementLexer.tokens(typed) {
    case .success(let tokens): return tokens
    case .failure(let problem):
      switch problem {
      case .empty: throw .empty(kind)
      case .negative: throw .negative(kind, typed: typed)
      case .unexpectedCharacter(let character):
        throw .unexpectedCharacter(kind, typed: typed, character: character)
      case .ambiguousSeparators(let number):
        throw .ambiguousNumber(kind, typed: typed, number: number)
      case .malformedNumber(let number): throw .malformedNumber(kind, typed: typed, number: number)
      case .tooManyDigits(let number): throw .tooManyDigits(kind, typed: typed, number: number)
      }
    }
  }

  private static func unitError(_ unit: String, _ typed: String, as kind: MeasurementKind)
    -> MeasurementError
  {
    let otherKind: MeasurementKind? =
      switch kind {
      case .height, .waist: MassUnit(word: unit) != nil ? .weight : nil
      case .weight: LengthUnit(word: unit) != nil ? .height : nil
      case .bmi, .age, .sex, .background: nil
      }
    return .unknownUnit(kind, typed: typed, unit: unit, belongsTo: otherKind)
  }

  /// The refusal of an impossible value, with the readings that would make sense: a bare
  /// `1.70` is possible in metres, `5.7` in feet, `65000` in grams.
  private static func impossible(
    _ kind: MeasurementKind, value: Rational, typed: String, isBare: Bool
  ) -> MeasurementError {
    let suggestions = alternatives(kind, value: value, typed: typed)
    return isBare && !suggestions.isEmpty
      ? .ambiguousUnit(kind, value: value, suggestions: suggestions)
      : .impossible(kind, value: value, suggestions: suggestions)
  }

  private static func alternatives(_ kind: MeasurementKind, value: Rational, typed: String)
    -> [String]
  {
    guard case .success(let tokens) = MeasurementLexer.tokens(typed),
      case .number(let number, let raw) = tokens[0]
    else { return [] }
    var candidates: [(text: String, value: Rational)]
    let limits: PlausibilityLimits
    switch kind {
    case .height:
      limits = Plausibility.heightCentimetres
      candidates = LengthUnit.allCases.filter { $0 != .feet }.map {
        (raw + $0.rawValue, number * $0.centimetres)
      }
      if let feetAndInches = feetAndInches(raw) {
        candidates.append(feetAndInches)
        candidates.append((raw + "ft", number * LengthUnit.feet.centimetres))
      }
      // `1700` is probably millimetres, which are not accepted: suggest centimetres.
      let tenth = number * Rational(1, 10)
      candidates.append((tenth.shortText + "cm", tenth))
    case .weight:
      limits = Plausibility.weightKilograms
      candidates = [MassUnit.kilograms, .pounds].map {
        (raw + $0.rawValue, number * $0.kilograms)
      }
      // `65000` is probably grams, which are not accepted: suggest kilograms.
      let thousandth = number * Rational(1, 1000)
      candidates.append((thousandth.shortText + "kg", thousandth))
    case .waist:
      limits = Plausibility.waistCentimetres
      candidates = [LengthUnit.centimetres, .inches].map {
        (raw + $0.rawValue, number * $0.centimetres)
      }
    case .bmi, .age, .sex, .background:
      return []
    }
    var seen = Set<String>()
    return candidates.filter { candidate in
      candidate.value != value && limits.isPossible(candidate.value)
        && !limits.isRare(candidate.value) && seen.insert(candidate.text).inserted
    }.map { $0.text }
  }

  /// `5.7` or `5.11` read as feet and inches (`5ft7in`, `5ft11in`), when it can be.
  private static func feetAndInches(_ raw: String) -> (text: String, value: Rational)? {
    let parts = raw.split(whereSeparator: { $0 == "." || $0 == "," })
    guard parts.count == 2, let feet = Int(parts[0]), let inches = Int(parts[1]),
      (3...8).contains(feet), inches < 12, parts[1].count <= 2, !parts[1].hasPrefix("0")
    else { return nil }
    let centimetres = Rational(feet * 12 + inches) * LengthUnit.inches.centimetres
    return ("\(feet)ft\(inches)in", centimetres)
  }
}

extension Rational {
  /// The value rounded to at most two decimals, without trailing zeros: `170.18`, `1.7`.
  package var shortText: String {
    guard self <= ExactDecimal(millionths: ExactDecimal.maximumMagnitude) else { return "∞" }
    return rounded(toDecimals: 2, mode: .halfUp).description
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
