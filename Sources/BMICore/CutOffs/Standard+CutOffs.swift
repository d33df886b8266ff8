extension Standard {
  /// Classifies a child's BMI under a standard of cut-offs by age
  /// (``Measure/bmiForAgeCutOffs``): finds the child's section by the inputs, reads every
  /// cut-off at the child's sex and age by the table's declared rule between rows, and
  /// places the BMI in the band between them, exactly (a BMI equal to a cut-off reaches it).
  ///
  /// - Parameters:
  ///   - bmi: The child's BMI.
  ///   - inputs: The child's sex and age (in any unit).
  /// - Returns: The classification; ``Classification/cutOffsApplied`` names the cut-offs.
  /// - Throws: ``ClassificationError``: `.input` for a missing sex or age or one outside the
  ///   sections; `.age(.outsideReference)` for an age the table does not cover;
  ///   `.measureMismatch` for a standard of another measure.
  package func classifyAgainstCutOffs(_ bmi: BodyMassIndex, inputs: InputValues)
    throws(ClassificationError) -> Classification
  {
    guard let reference = cutOffReference else {
      throw .measureMismatch(given: .bmi, expected: measure, standard: identity.id)
    }
    guard let sex = inputs.sex else { throw .input(.missing(.sex)) }
    guard let age = inputs.age else { throw .input(.missing(.age)) }
    let section: Int
    do throws(InputError) {
      section = try sectionIndex(for: inputs)
    } catch {
      throw .input(error)
    }
    let table = reference.table
    guard let values = table.cutOffs(sex: sex, age: age) else {
      throw .age(.outsideReference)
    }
    let exact = GrowthRational(bmi.value)
    let band = Self.band(of: exact, values: values)
    let categories = sections[section].table
    let index = categories.categoryIndex(forClassifiedValue: Rational(band))
    var written = (value: bmi.value.rounded(toDecimals: 6, mode: .halfUp), decimals: 6)
    for decimals in 1...6 {
      let candidate = bmi.value.rounded(toDecimals: decimals, mode: .halfUp)
      if Self.band(of: GrowthRational(Rational(candidate)), values: values) == band {
        written = (candidate, max(decimals, candidate.fractionDigits))
        break
      }
    }
    var result = Classification(
      measurement: MeasuredValue(bmi), bmi: bmi, sectionIndex: section, categoryIndex: index,
      standard: self)
    result.inputValues = inputs
    result.cutOffsApplied = CutOffsApplied(
      names: table.names, values: values, sex: sex, age: age, reading: table.reading,
      display: written)
    return result
  }

  /// How many of the cut-offs (lowest first) a BMI reaches.
  static func band(of bmi: GrowthRational, values: [GrowthRational]) -> Int {
    values.lastIndex { bmi.compare(to: $0) >= 0 }.map { $0 + 1 } ?? 0
  }
}

extension Standard {
  /// An interval of the standard's measure in math notation (``Measure/notation(of:)``);
  /// for a standard of cut-offs by age, each bound is the cut-off's name:
  /// `[overweight_bmi25, obesity_bmi30)`.
  ///
  /// - Parameter interval: A category's interval.
  package func notation(of interval: Interval) -> String {
    guard let names = cutOffReference?.table.names else { return measure.notation(of: interval) }
    return Self.notation(of: interval) { position in
      let index = Int(position.millionths / 1_000_000) - 1
      return names.indices.contains(index) ? names[index] : position.description
    }
  }

  /// An interval written with each bound as `name` writes its position: `(0, a)`,
  /// `[a, b)`, `[b, ∞)`.
  static func notation(of interval: Interval, name: (ExactDecimal) -> String) -> String {
    let lower: String =
      switch interval.lower {
      case .none: "(0"
      case .atLeast(let value): "[" + name(value)
      case .above(let value): "(" + name(value)
      }
    let upper: String =
      switch interval.upper {
      case .none: "∞)"
      case .below(let value): name(value) + ")"
      case .atMost(let value): name(value) + "]"
      }
    return lower + ", " + upper
  }
}

extension Classification {
  /// The category's interval at the child's age, for a standard of cut-offs by age: each
  /// bound is the cut-off's value there (`[19.84, 24)`); `nil` for other standards.
  package var intervalAtAge: String? {
    guard let applied = cutOffsApplied else { return nil }
    return Standard.notation(of: category.interval) { position in
      let index = Int(position.millionths / 1_000_000) - 1
      guard applied.values.indices.contains(index) else { return position.description }
      return CutOffsApplied.text(of: applied.values[index])
    }
  }
}

extension CutOffsApplied {
  /// A cut-off's value as written: exactly when it has at most six decimals (`19.84`),
  /// else to four decimals after `≈` (a cut-off between rows is a fraction).
  ///
  /// - Parameter value: The exact value.
  package static func text(of value: GrowthRational) -> String {
    if let plain = value.plainDecimalText { return plain }
    return "≈" + GrowthTieRule.halfAwayFromZero.round(value, toDecimals: 4).decimalText(decimals: 4)
  }
}
