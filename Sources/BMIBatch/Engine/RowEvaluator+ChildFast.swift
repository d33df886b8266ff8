import BMICore
import BMIMeasurement
import BMISupport

extension RowEvaluator {
  /// The answer for a child's row of the common kind, by value: a plain decimal height and
  /// weight in a default unit of the integer path (or a plain decimal BMI), the sex in any
  /// spelling the parser reads (``SexMemo``), a plain decimal age or two plain dates
  /// (``fastChildAgeMillionths(_:_:)``) and no gestation; scored by the fast
  /// route (`BMIForAgeFastScorer`) with no text parsed, no exact fraction built and no
  /// `Classification` made. `nil` for any other row, and for a child whose bounds leave a
  /// decision or a digit open: ``evaluateForAge(_:_:readsBMI:detail:)`` then reads the row
  /// as `bmi classify` does, and its certified route decides.
  ///
  /// The values it accepts are the ones the parser reads the same way (as the adult fast
  /// lane's), so an answer here is the answer of the ordinary path;
  /// `BatchChildFastDifferentialTests` compares the two.
  @inline(__always)
  func evaluateChildFast(
    _ bytes: UnsafePointer<UInt8>, _ slots: FieldSlots, readsBMI: Bool, detail: inout RowDetail
  ) -> RowOutcome? {
    guard let scorer = childScorer, !slots[Slot.gestation].isPresent else { return nil }
    let sexSpan = slots[Slot.sex]
    guard sexSpan.isPresent, let sex = sexMemo.sex(bytes, sexSpan, read: rules.sex),
      let ageMillionths = fastChildAgeMillionths(bytes, slots),
      possibleAgeMillionths.contains(ageMillionths),
      let age = Age(ExactDecimal(millionths: ageMillionths), ageUnit),
      let bmi = fastChildBMI(bytes, slots, readsBMI: readsBMI)
    else { return nil }
    let decimals = BMIForAgeResult.researchDecimals
    // The answer's units, whose texts the writers put straight into their output; the
    // texts themselves for a display with more digits than it shows (units give none).
    if let units = scorer.units(
      bmi: bmi.value, bmiError: bmi.error, sex: sex, age: age, decimals: decimals)
    {
      detail.setChild(units)
      return .classifiedText(categoryIndex: units.categoryPosition, section: units.section)
    }
    guard
      let answer = scorer.answer(
        bmi: bmi.value, bmiError: bmi.error, sex: sex, age: age, decimals: decimals)
    else { return nil }
    detail.display = answer.display
    detail.scores = BMIForAgeScoreTexts(answer)
    return .classifiedText(categoryIndex: answer.categoryPosition, section: answer.section)
  }

  /// The child's age in millionths of ``ageUnit``: a plain decimal from the age column, or
  /// the whole days from the date of birth to the date of measurement when both are plain
  /// `YYYY-MM-DD` (as `Age(birthDate:date:)` counts them; the unit is then days); `nil` for
  /// anything else, an empty field or a measurement before the birth, which the general
  /// path reads and reports.
  @inline(__always)
  func fastChildAgeMillionths(_ bytes: UnsafePointer<UInt8>, _ slots: FieldSlots) -> Int64? {
    let born = slots[Slot.birthDate]
    let measured = slots[Slot.date]
    guard born.isPresent || measured.isPresent else {
      let age = slots[Slot.age]
      guard age.isPresent, !age.hasEscapes, !age.isJSONString else { return nil }
      return PlainDecimal.millionths(bytes, from: age.start, to: age.end)
    }
    func day(_ span: FieldSpan) -> Int? {
      guard span.isPresent, !span.hasEscapes else { return nil }
      let text = UnsafeBufferPointer(start: bytes + span.start, count: span.end - span.start)
      return CalendarDay(ascii: text)?.daysSinceEpoch
    }
    guard let birth = day(born), let measurement = day(measured), measurement >= birth,
      measurement - birth < 1 << 40
    else { return nil }
    return Int64(measurement - birth) * 1_000_000
  }

  /// The BMI of a row with plain decimal fields and a bound on its error: from a height and
  /// weight in any default unit (``scaledChildBMI(_:_:)`` for inches and pounds), or a BMI column (its slot is the
  /// height's), each possible as the parser judges it; `nil` for any other field.
  @inline(__always)
  func fastChildBMI(_ bytes: UnsafePointer<UInt8>, _ slots: FieldSlots, readsBMI: Bool)
    -> (value: Double, error: Double)?
  {
    let height = slots[Slot.height]
    guard height.isPresent, !height.hasEscapes,
      let heightValue = PlainDecimal.millionths(bytes, from: height.start, to: height.end)
    else { return nil }
    if readsBMI { return fastChildBMI(heightValue, 0, readsBMI: true) }
    let weight = slots[Slot.weight]
    guard weight.isPresent, !weight.hasEscapes,
      let weightValue = PlainDecimal.millionths(bytes, from: weight.start, to: weight.end)
    else { return nil }
    return fastChildBMI(heightValue, weightValue, readsBMI: false)
  }

  /// The BMI and its bound as ``fastChildBMI(_:_:readsBMI:)`` finds them, from the fields'
  /// plain decimals as millionths: the height's (or the BMI's) and the weight's (unread for
  /// a BMI).
  @inline(__always)
  func fastChildBMI(_ heightValue: Int64, _ weightValue: Int64, readsBMI: Bool)
    -> (value: Double, error: Double)?
  {
    let u = 0x1p-53
    if readsBMI {
      // A whole number of millionths below 2⁵³ over 10⁶: one rounding (4u to spare).
      guard let millionths = rules.fastBMI(heightValue) else { return nil }
      let bmi = Double(millionths) / 1e6
      return (bmi, 4 * u * bmi)
    }
    guard let centimetres = rules.fastHeight(heightValue),
      let kilograms = rules.fastWeight(weightValue)
    else { return scaledChildBMI(heightValue, weightValue) }
    // BMI = kg / m² = (kilograms · 10¹⁰) / centimetres² in millionths of each: both factors
    // are whole numbers below 2⁵³, so the product, the square and the quotient round once
    // each: 3u relative (4u to spare), as the fast route's bound for an exact BMI.
    let bmi = Double(kilograms) * 1e10 / (Double(centimetres) * Double(centimetres))
    // A BMI whose millionths are inside the possible ones by far more than its error
    // (4u relative, the 10⁶ one more u; the margin 2⁻³⁰) is possible: the exact judgement
    // below (the floor of its millionths, and its remainder) is only needed near a limit.
    let possible = rules.possibleBMIMillionths
    let millionths = bmi * 1e6
    if millionths > Double(possible.lowerBound) * (1 + 0x1p-30),
      millionths < Double(possible.upperBound) * (1 - 0x1p-30)
    {
      return (bmi, 4 * u * bmi)
    }
    guard
      let value = MillionthsClassifier.Value(
        heightMillionths: centimetres, weightMillionths: kilograms),
      rules.isPossible(value)
    else { return nil }
    return (bmi, 4 * u * bmi)
  }

  /// The BMI and its bound of a height and weight in other units (inches, pounds): the
  /// value's possibility judged exactly as the adults' lane judges it
  /// (`BatchValueRules/scaledValue(heightMillionths:weightMillionths:)`, the parser's
  /// formula), the BMI in `Double` from the same formula's factors, W · F / (H² · G).
  @inline(never)
  func scaledChildBMI(_ heightValue: Int64, _ weightValue: Int64)
    -> (value: Double, error: Double)?
  {
    guard
      let value = rules.scaledValue(
        heightMillionths: heightValue, weightMillionths: weightValue),
      rules.isPossible(value), let factors = rules.unitScaled?.formula.factors
    else { return nil }
    // W and H are possible values' millionths, below 2⁵³ (exact); F, G, W · F, H², H² · G
    // and the quotient round once each: 6u relative, 8u to spare.
    let bmi =
      Double(weightValue) * Double(factors.weight)
      / (Double(heightValue) * Double(heightValue) * Double(factors.height))
    return (bmi, 8 * 0x1p-53 * bmi)
  }

  /// The ages `Plausibility/ageYears` allows, as whole millionths of `unit`: from the lower
  /// limit over the unit's size in years, rounded up, to the upper one, rounded down (so a
  /// whole number of millionths is inside exactly when its age in years is).
  static func possibleAgeMillionths(in unit: AgeUnit) -> ClosedRange<Int64> {
    // A unit is factor.numerator / factor.denominator years.
    let factor = unit.factor(to: .years)
    let low = Plausibility.ageYears.impossibleBelow.millionths
    let high = Plausibility.ageYears.impossibleAbove.millionths
    let lowest = (low * factor.denominator + factor.numerator - 1) / factor.numerator
    let highest = high * factor.denominator / factor.numerator
    return lowest...max(lowest, highest)
  }
}
