import BMIKit

/// A unit a bare height is read in when none is typed.
public enum HeightUnit: String, Sendable, CaseIterable {
  /// Centimetres, the default.
  case centimetres = "cm"
  /// Metres.
  case metres = "m"
  /// Inches.
  case inches = "in"
}

/// A unit a bare weight is read in when none is typed.
public enum WeightUnit: String, Sendable, CaseIterable {
  /// Kilograms, the default.
  case kilograms = "kg"
  /// Pounds.
  case pounds = "lb"
}

/// Reads heights and weights as people type them, exactly, refusing anything ambiguous or
/// impossible with a message that says what to type.
///
/// Accepted: surrounding spaces, a decimal comma (`170,5`), and the units `170cm`, `1.70m`,
/// `67in`, `5ft7in`, `5'7"`, `5' 7`, `65kg`, `143lb`, `10st3lb`, `10 st 3`. A bare number
/// is in the default unit. Conversions are exact: 1 in = 2.54 cm, 1 lb = 0.45359237 kg,
/// 1 st = 14 lb. Values outside ``Plausibility``'s outer limits are refused.
public enum MeasurementParser {
  /// Reads a height.
  ///
  /// - Parameters:
  ///   - text: The height as typed.
  ///   - defaultUnit: The unit of a bare number.
  /// - Returns: The height in centimetres, exactly.
  /// - Throws: `invalid-height`, `ambiguous-number`, `ambiguous-unit` or `implausible-height`.
  public static func height(_ text: some StringProtocol, defaultUnit: HeightUnit = .centimetres)
    throws(MeasurementError) -> Rational
  {
    let typed = String(text).trimmingSpaces
    let tokens = try lex(typed, as: .height)
    var value: Rational
    var bareNumber: String?
    switch TokenShape(tokens) {
    case .bare(let number, let raw):
      value = number.times(LengthUnit(defaultUnit).centimetres)
      bareNumber = raw
    case .single(let number, let unit):
      guard let unit = LengthUnit(word: unit) else { throw unitError(unit, typed, as: .height) }
      value = number.times(unit.centimetres)
    case .compound(let feet, let mark, let inches, let raw, let secondMark)
    where LengthUnit(word: mark) == .feet
      && (secondMark == nil || LengthUnit(word: secondMark ?? "") == .inches):
      guard inches.compare(to: 12) < 0 else {
        throw MeasurementError(code: "invalid-height", message: .inchesPartTooLarge(typed, raw))
      }
      value = feet.times(LengthUnit.feet.centimetres).plus(
        inches.times(LengthUnit.inches.centimetres))
    case .compound, .other:
      throw MeasurementError(code: "invalid-height", message: .unreadable(typed, .height))
    }
    value = value.reduced
    guard Plausibility.heightCentimetres.isPossible(value) else {
      throw impossible(.height, value: value, typed: typed, bareNumber: bareNumber)
    }
    return value
  }

  /// Reads a weight.
  ///
  /// - Parameters:
  ///   - text: The weight as typed.
  ///   - defaultUnit: The unit of a bare number.
  /// - Returns: The weight in kilograms, exactly.
  /// - Throws: `invalid-weight`, `ambiguous-number`, `ambiguous-unit` or `implausible-weight`.
  public static func weight(_ text: some StringProtocol, defaultUnit: WeightUnit = .kilograms)
    throws(MeasurementError) -> Rational
  {
    let typed = String(text).trimmingSpaces
    let tokens = try lex(typed, as: .weight)
    var value: Rational
    var bareNumber: String?
    switch TokenShape(tokens) {
    case .bare(let number, let raw):
      value = number.times(MassUnit(defaultUnit).kilograms)
      bareNumber = raw
    case .single(let number, let unit):
      guard let unit = MassUnit(word: unit) else { throw unitError(unit, typed, as: .weight) }
      value = number.times(unit.kilograms)
    case .compound(let stones, let mark, let pounds, let raw, let secondMark)
    where MassUnit(word: mark) == .stones
      && (secondMark == nil || MassUnit(word: secondMark ?? "") == .pounds):
      guard pounds.compare(to: 14) < 0 else {
        throw MeasurementError(code: "invalid-weight", message: .poundsPartTooLarge(typed, raw))
      }
      value = stones.times(MassUnit.stones.kilograms).plus(
        pounds.times(MassUnit.pounds.kilograms))
    case .compound, .other:
      throw MeasurementError(code: "invalid-weight", message: .unreadable(typed, .weight))
    }
    value = value.reduced
    guard Plausibility.weightKilograms.isPossible(value) else {
      throw impossible(.weight, value: value, typed: typed, bareNumber: bareNumber)
    }
    return value
  }

  /// Reads a BMI typed directly (`22.95`, `22,95`).
  ///
  /// - Parameter text: The BMI as typed, a plain number.
  /// - Returns: The BMI, exactly.
  /// - Throws: `invalid-bmi`, `ambiguous-number` or `implausible-bmi`.
  public static func bodyMassIndex(_ text: some StringProtocol) throws(MeasurementError)
    -> Rational
  {
    let typed = String(text).trimmingSpaces
    let tokens = try lex(typed, as: .bmi)
    guard case .bare(let value, _) = TokenShape(tokens) else {
      throw MeasurementError(code: "invalid-bmi", message: .unreadable(typed, .bmi))
    }
    try Plausibility.check(bodyMassIndex: value)
    return value
  }

  // MARK: - Errors

  private static func lex(_ typed: String, as quantity: Quantity) throws(MeasurementError)
    -> [MeasurementToken]
  {
    switch MeasurementLexer.tokens(typed) {
    case .success(let tokens): return tokens
    case .failure(let problem):
      let code =
        if case .ambiguousSeparators = problem { "ambiguous-number" } else { quantity.invalidCode }
      throw MeasurementError(code: code, message: .lexicalProblem(problem, typed, quantity))
    }
  }

  private static func unitError(_ unit: String, _ typed: String, as quantity: Quantity)
    -> MeasurementError
  {
    let otherQuantity: Quantity? =
      switch quantity {
      case .height: MassUnit(word: unit) != nil ? .weight : nil
      case .weight: LengthUnit(word: unit) != nil ? .height : nil
      case .bmi: nil
      }
    return MeasurementError(
      code: quantity.invalidCode,
      message: .unknownUnit(unit, typed, quantity, belongsTo: otherQuantity))
  }

  /// The refusal of an impossible value, with the readings that would make sense: a bare
  /// `1.70` is possible in metres, `5.7` in feet, `65000` in grams.
  private static func impossible(
    _ quantity: Quantity, value: Rational, typed: String, bareNumber: String?
  ) -> MeasurementError {
    let suggestions = alternatives(quantity, value: value, typed: typed, bareNumber: bareNumber)
    let limits = quantity == .height ? Plausibility.heightCentimetres : Plausibility.weightKilograms
    let code =
      bareNumber != nil && !suggestions.isEmpty ? "ambiguous-unit" : quantity.implausibleCode
    return MeasurementError(
      code: code,
      message: .impossibleMeasurement(
        quantity, value.text(outside: limits), suggestions: suggestions, limits))
  }

  private static func alternatives(
    _ quantity: Quantity, value: Rational, typed: String, bareNumber: String?
  ) -> [String] {
    guard let tokens = try? lex(typed, as: quantity), case .number(let number, let raw) = tokens[0]
    else { return [] }
    var candidates: [(text: String, value: Rational)]
    let limits: PlausibilityLimits
    switch quantity {
    case .height:
      limits = Plausibility.heightCentimetres
      candidates = LengthUnit.allCases.filter { $0 != .feet }.map {
        (raw + $0.rawValue, number.times($0.centimetres))
      }
      if let feetAndInches = feetAndInches(raw) {
        candidates.append(feetAndInches)
        candidates.append((raw + "ft", number.times(LengthUnit.feet.centimetres)))
      }
      // `1700` is probably millimetres, which are not accepted: suggest centimetres.
      let tenth = number.times(Rational(1, 10)).reduced
      candidates.append((tenth.shortText + "cm", tenth))
    case .weight:
      limits = Plausibility.weightKilograms
      candidates = [MassUnit.kilograms, .pounds].map {
        (raw + $0.rawValue, number.times($0.kilograms))
      }
      // `65000` is probably grams, which are not accepted: suggest kilograms.
      let thousandth = number.times(Rational(1, 1000)).reduced
      candidates.append((thousandth.shortText + "kg", thousandth))
    case .bmi:
      return []
    }
    var seen = Set<String>()
    return candidates.filter { candidate in
      candidate.value != value && limits.isPossible(candidate.value)
        && !limits.isRare(candidate.value) && seen.insert(candidate.text).inserted
    }.map(\.text)
  }

  /// `5.7` or `5.11` read as feet and inches (`5ft7in`, `5ft11in`), when it can be.
  private static func feetAndInches(_ raw: String) -> (text: String, value: Rational)? {
    let parts = raw.split(whereSeparator: { $0 == "." || $0 == "," })
    guard parts.count == 2, let feet = Int(parts[0]), let inches = Int(parts[1]),
      (3...8).contains(feet), inches < 12, parts[1].count <= 2, !parts[1].hasPrefix("0")
    else { return nil }
    let centimetres = Rational(Int128(feet * 12 + inches) * 254, 100)
    return ("\(feet)ft\(inches)in", centimetres)
  }
}
