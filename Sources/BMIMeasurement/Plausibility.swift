import BMICore

/// Limits on one kind of measurement: values beyond the outer limits are refused as
/// impossible for any person; values beyond the inner limits are accepted with a warning.
@usableFromInline package struct PlausibilityLimits: Hashable, Sendable {
  /// Values below this are refused.
  @usableFromInline package let impossibleBelow: ExactDecimal
  /// Values below this (and not refused) are rare: accepted with a warning.
  package let rareBelow: ExactDecimal
  /// Values above this (and not refused) are rare: accepted with a warning.
  package let rareAbove: ExactDecimal
  /// Values above this are refused.
  @usableFromInline package let impossibleAbove: ExactDecimal

  /// Creates limits; each must be at most the next.
  ///
  /// - Parameters:
  ///   - impossibleBelow: Refused below.
  ///   - rareBelow: Warned below.
  ///   - rareAbove: Warned above.
  ///   - impossibleAbove: Refused above.
  package init(
    impossibleBelow: ExactDecimal, rareBelow: ExactDecimal, rareAbove: ExactDecimal,
    impossibleAbove: ExactDecimal
  ) {
    precondition(
      impossibleBelow <= rareBelow && rareBelow <= rareAbove && rareAbove <= impossibleAbove)
    self.impossibleBelow = impossibleBelow
    self.rareBelow = rareBelow
    self.rareAbove = rareAbove
    self.impossibleAbove = impossibleAbove
  }

  /// Whether a value is within the outer limits (possible for a person).
  ///
  /// - Parameter value: The exact value in the limits' unit.
  @usableFromInline package func isPossible(_ value: Rational) -> Bool {
    value.compare(to: impossibleBelow) >= 0 && value.compare(to: impossibleAbove) <= 0
  }

  /// Whether a possible value is outside the inner limits.
  ///
  /// - Parameter value: The exact value in the limits' unit.
  package func isRare(_ value: Rational) -> Bool {
    value.compare(to: rareBelow) < 0 || value.compare(to: rareAbove) > 0
  }
}

/// The plausibility limits for heights, weights and BMIs; `docs/cli.md` gives the reason
/// for each number.
///
/// The outer limits sit beyond the most extreme people on record (tallest 272 cm, shortest
/// adult 54.6 cm, heaviest about 635 kg), so they only ever refuse typing and unit mistakes;
/// the inner limits flag what is possible but rare enough to check.
@usableFromInline package enum Plausibility {
  /// Height in centimetres: refused outside 20–300, rare outside 100–230.
  package static let heightCentimetres = PlausibilityLimits(
    impossibleBelow: 20, rareBelow: 100, rareAbove: 230, impossibleAbove: 300)

  /// Weight in kilograms: refused outside 0.2–700, rare outside 20–300.
  package static let weightKilograms = PlausibilityLimits(
    impossibleBelow: ExactDecimal(millionths: 200_000), rareBelow: 20, rareAbove: 300,
    impossibleAbove: 700)

  /// Waist circumference in centimetres: refused outside 10–400, rare outside 40–200. The
  /// outer limits only catch unit mistakes (a waist typed in metres, or in inches read as
  /// centimetres is still possible, which is why `in` must be typed).
  package static let waistCentimetres = PlausibilityLimits(
    impossibleBelow: 10, rareBelow: 40, rareAbove: 200, impossibleAbove: 400)

  /// Age in years: refused above 150 (an age is never negative), never rare.
  package static let ageYears = PlausibilityLimits(
    impossibleBelow: 0, rareBelow: 0, rareAbove: 150, impossibleAbove: 150)

  /// BMI in kg/m²: refused outside 5–250, rare outside 12–80.
  @usableFromInline package static let bodyMassIndex = PlausibilityLimits(
    impossibleBelow: 5, rareBelow: 12, rareAbove: 80, impossibleAbove: 250)

  /// The warning for a possible but rare height, if it is rare.
  ///
  /// - Parameter heightCentimetres: A height that passed the parser.
  package static func warning(heightCentimetres: Rational) -> MeasurementWarning? {
    heightCentimetres.isRare(in: Self.heightCentimetres) ? .rareHeight(heightCentimetres) : nil
  }

  /// The warning for a possible but rare weight, if it is rare.
  ///
  /// - Parameter weightKilograms: A weight that passed the parser.
  package static func warning(weightKilograms: Rational) -> MeasurementWarning? {
    weightKilograms.isRare(in: Self.weightKilograms) ? .rareWeight(weightKilograms) : nil
  }

  /// The warning for a possible but rare waist, if it is rare.
  ///
  /// - Parameter waistCentimetres: A waist that passed the parser.
  package static func warning(waistCentimetres: Rational) -> MeasurementWarning? {
    waistCentimetres.isRare(in: Self.waistCentimetres) ? .rareWaist(waistCentimetres) : nil
  }

  /// The warning for a possible but rare BMI, if it is rare.
  ///
  /// - Parameter bodyMassIndex: An exact BMI.
  package static func warning(bodyMassIndex: Rational) -> MeasurementWarning? {
    bodyMassIndex.isRare(in: Self.bodyMassIndex) ? .rareBMI(bodyMassIndex) : nil
  }

  /// Whether a BMI is within the outer limits, decided from its integer form when it has
  /// one (no fraction is compared).
  ///
  /// - Parameter bmi: An exact BMI.
  @inlinable
  package static func isPossible(_ bmi: BodyMassIndex) -> Bool {
    guard let value = bmi.millionths else { return bodyMassIndex.isPossible(bmi.value) }
    return isPossible(value)
  }

  /// Whether a BMI given as whole millionths and what they leave is within the outer
  /// limits.
  ///
  /// - Parameter value: `floor(BMI · 10⁶)` and its remainder.
  @inlinable
  package static func isPossible(_ value: MillionthsClassifier.Value) -> Bool {
    let low = bodyMassIndex.impossibleBelow.millionths
    let high = bodyMassIndex.impossibleAbove.millionths
    let floor = value.floorMillionths
    return floor >= low && (floor < high || (floor == high && !value.hasRemainder))
  }

  /// Refuses a BMI no person can have, as computed from a height and weight that are each
  /// possible (60 cm and 150 kg is BMI 417).
  ///
  /// - Parameter bodyMassIndex: An exact BMI.
  /// - Throws: `implausible-bmi`.
  package static func check(bodyMassIndex: Rational) throws(MeasurementError) {
    guard !Self.bodyMassIndex.isPossible(bodyMassIndex) else { return }
    throw .impossible(.bmi, value: bodyMassIndex)
  }
}

extension Plausibility {
  /// The limits of a kind of measurement.
  static func limits(of kind: MeasurementKind) -> PlausibilityLimits? {
    switch kind {
    case .height: heightCentimetres
    case .weight: weightKilograms
    case .bmi: bodyMassIndex
    case .waist: waistCentimetres
    case .age: ageYears
    case .sex, .background: nil
    }
  }
}

extension Rational {
  /// Whether the value is outside the inner limits but inside the outer ones.
  fileprivate func isRare(in limits: PlausibilityLimits) -> Bool {
    limits.isPossible(self) && limits.isRare(self)
  }

  /// An impossible value as text that is visibly outside the limits: rounded to two
  /// decimals when that shows it (`416.67`), else with as many decimals as it takes, up to
  /// six (`250.000001`, never `250`; `0.00003`, never `0`), else cut at six with `…`
  /// (`250.000000…`). A value too large for twelve digits is `>999999999999`, and one
  /// above zero too small for six decimals `<0.000001`: the bound it is beyond.
  package func text(outside limits: PlausibilityLimits) -> String {
    let largest = ExactDecimal(millionths: ExactDecimal.maximumMagnitude)
    guard self <= largest else { return ">\(ExactDecimal.maximumMagnitude / 1_000_000)" }
    let isAbove = compare(to: limits.impossibleAbove) > 0
    for decimals in 2...ExactDecimal.maximumFractionDigits {
      let shown = rounded(toDecimals: decimals, mode: .halfUp)
      let visible = isAbove || signum <= 0 || shown > 0
      if visible, isAbove ? shown > limits.impossibleAbove : shown < limits.impossibleBelow {
        return shown.description
      }
    }
    if !isAbove, signum > 0 { return "<0.000001" }
    return floor(toDecimals: ExactDecimal.maximumFractionDigits)
      .formatted(decimals: ExactDecimal.maximumFractionDigits) + "…"
  }
}
