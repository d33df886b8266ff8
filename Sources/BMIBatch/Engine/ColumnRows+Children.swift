import BMICore

extension ColumnRows {
  /// The columns (positions among the columns given) a child's row is read from by value:
  /// the age's, the sex's, the height's (or the BMI's) and the weight's (-1 for a BMI);
  /// `nil` unless rows of this standard are children's the fast route scores
  /// (``RowEvaluator/evaluateChildFast(_:_:readsBMI:detail:)``) and no column gives a date
  /// or a gestation, which only the rows' texts give.
  package var childColumns: (age: Int, sex: Int, first: Int, second: Int)? {
    guard evaluator.childScorer != nil, case .bmiForAge(let readsBMI) = evaluator.mode,
      slotColumns[Slot.gestation] < 0, slotColumns[Slot.birthDate] < 0,
      slotColumns[Slot.date] < 0, slotColumns[Slot.age] >= 0, slotColumns[Slot.sex] >= 0,
      slotColumns[Slot.height] >= 0
    else { return nil }
    if readsBMI {
      return (slotColumns[Slot.age], slotColumns[Slot.sex], slotColumns[Slot.height], -1)
    }
    guard slotColumns[Slot.weight] >= 0 else { return nil }
    return (
      slotColumns[Slot.age], slotColumns[Slot.sex], slotColumns[Slot.height],
      slotColumns[Slot.weight]
    )
  }

  /// The answer for a child's row of ``childColumns`` whose age, height (or BMI) and weight
  /// are plain decimals read as millionths and whose sex is read as the
  /// parser reads it (see ``SexMemo``), when the fast route settles it: the steps of
  /// ``RowEvaluator/evaluateChildFast(_:_:readsBMI:detail:)``, in the same order, so the
  /// answer's units are those of the texts the row's fields get there. `nil` for any other
  /// row, which the caller then evaluates from its texts.
  @inline(__always)
  package func settledChild(sex: Sex, age: Int64, first: Int64, second: Int64)
    -> BMIForAgeFastUnits?
  {
    guard let scorer = evaluator.childScorer, case .bmiForAge(let readsBMI) = evaluator.mode,
      evaluator.possibleAgeMillionths.contains(age),
      let age = Age(ExactDecimal(millionths: age), evaluator.ageUnit),
      let bmi = evaluator.fastChildBMI(first, second, readsBMI: readsBMI)
    else { return nil }
    return scorer.units(
      bmi: bmi.value, bmiError: bmi.error, sex: sex, age: age,
      decimals: BMIForAgeResult.researchDecimals)
  }
}
