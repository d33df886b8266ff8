import BMICore
import BMIMeasurement
import BMISupport

/// A child's scores as text, written beside the category of a BMI-for-age row.
struct BMIForAgeScoreTexts {
  /// The z-score to 4 decimals.
  var z = ""
  /// The percentile to 4 decimals.
  var percentile = ""
  /// 100·BMI/P95 to 4 decimals; CDC's references only.
  var percentOfNinetyFifth = ""
  /// WHO's flag: `1` when z is beyond ±5 (``BMIForAgeResult/isFlagged()``), `0` otherwise.
  var flag = ""

  /// The texts of a classification's scores, as `ClassificationReport` writes them for
  /// `bmi classify --format json`: the same functions, so the same digits.
  init(_ result: BMIForAgeResult) {
    let decimals = BMIForAgeResult.researchDecimals
    z = (try? result.zText(decimals: decimals)) ?? ""
    percentile = (try? result.percentileText(decimals: decimals)) ?? ""
    if result.reference.rules.hasPercentOfNinetyFifth {
      percentOfNinetyFifth = (try? result.percentOfNinetyFifthText(decimals: decimals)) ?? ""
    }
    flag = (try? result.isFlagged()).map { $0 ? "1" : "0" } ?? ""
  }

  /// No scores: a flagged row.
  init() {}

  /// The texts of a child's fast answer in units, as ``init(_:)-(BMIForAgeFastAnswer)``
  /// gives them for the same child (`BMIForAgeFastScorer.units` mirrors its answer).
  init(_ units: BMIForAgeFastUnits) {
    let decimals = BMIForAgeResult.researchDecimals
    z = GrowthFastScores.text(units: units.z, decimals: decimals)
    percentile = GrowthFastScores.text(units: units.percentile, decimals: decimals)
    percentOfNinetyFifth =
      units.percentOfNinetyFifth.map { GrowthFastScores.text(units: $0, decimals: decimals) }
      ?? ""
    flag = units.isFlagged ? "1" : "0"
  }

  /// The texts of a child's fast answer: the same as ``init(_:)`` gives for its result.
  init(_ answer: BMIForAgeFastAnswer) {
    z = answer.z
    percentile = answer.percentile
    percentOfNinetyFifth = answer.percentOfNinetyFifth
    flag = answer.isFlagged ? "1" : "0"
  }
}

extension RowEvaluator {
  /// The answer for a child's row: the BMI from the height and weight (or given), the sex,
  /// and the age from its column (`age_days`, `age_months`, `age`) or from the dates of
  /// birth and measurement, each read as `bmi classify` reads its options; then the
  /// certified classification `bmi classify` gives. A row of the common kind is answered
  /// by value first (``evaluateChildFast(_:_:readsBMI:detail:)``), with the same answer.
  @inline(never)
  func evaluateForAge(
    _ bytes: UnsafePointer<UInt8>, _ slots: FieldSlots, readsBMI: Bool, detail: inout RowDetail
  ) -> RowOutcome {
    if let outcome = evaluateChildFast(bytes, slots, readsBMI: readsBMI, detail: &detail) {
      return outcome
    }
    return evaluateForAgeGenerally(bytes, slots, readsBMI: readsBMI, detail: &detail)
  }

  /// ``evaluateForAge(_:_:readsBMI:detail:)`` for any row: every field read as `bmi
  /// classify` reads it, and the classification it gives (its own fast route first, then
  /// the certified one).
  @inline(never)
  func evaluateForAgeGenerally(
    _ bytes: UnsafePointer<UInt8>, _ slots: FieldSlots, readsBMI: Bool, detail: inout RowDetail
  ) -> RowOutcome {
    var person = Person()
    if readsBMI {
      switch read(bytes, slots[Slot.height], in: \.bodyMassIndices, rules.bmi) {
      case .success(let value):
        guard let bmi = BodyMassIndex(value) else {
          return detail.flag(RowProblem(.impossible(.bmi, value: value)), slot: Slot.height)
        }
        person.bodyMassIndex = bmi
      case .failure(let problem): return detail.flag(problem, slot: Slot.height)
      }
    } else {
      let height: Height
      switch read(bytes, slots[Slot.height], in: \.heights, rules.height) {
      case .success(let value): height = value
      case .failure(let problem): return detail.flag(problem, slot: Slot.height)
      }
      let weight: Weight
      switch read(bytes, slots[Slot.weight], in: \.weights, rules.weight) {
      case .success(let value): weight = value
      case .failure(let problem): return detail.flag(problem, slot: Slot.weight)
      }
      switch rules.bodyMassIndex(height, weight) {
      case .success(let value): person.bodyMassIndex = value
      case .failure(let problem): return detail.flag(problem, slot: -1)
      }
    }
    switch readOptional(bytes, slots[Slot.sex], in: \.sexes, rules.sex) {
    case .success(let value): person.sex = value
    case .failure(let problem): return detail.flag(problem, slot: Slot.sex)
    }
    let ageSlot = slots[Slot.birthDate].isPresent ? Slot.birthDate : Slot.age
    switch childAge(bytes, slots) {
    case .success(let value): person.age = value
    case .failure(let problem): return detail.flag(problem, slot: ageSlot)
    }
    let gestation = slots[Slot.gestation]
    if gestation.isPresent {
      let text = Self.text(bytes, gestation)
      if !text.allSatisfy({ $0 == " " }) {
        do throws(GestationError) {
          person.gestation = try GestationalAge(parsing: text)
        } catch {
          return detail.flag(
            RowProblem(
              code: error.code,
              message: Message(en: error.message(for: "en"), ko: error.message(for: "ko"))),
            slot: Slot.gestation)
        }
      }
    }
    let classification: Classification
    do throws(MeasurementError) {
      classification = try standard.classify(person)
    } catch {
      let slot: Int
      switch error.kind {
      case .sex: slot = Slot.sex
      case .age: slot = ageSlot
      default: slot = -1
      }
      return detail.flag(RowProblem(error), slot: slot)
    }
    detail.display = classification.displayValue
    detail.scores = classification.bmiForAge.map(BMIForAgeScoreTexts.init) ?? .init()
    return .classifiedText(
      categoryIndex: classification.standardCategoryIndex,
      section: classification.sectionIndex)
  }

  /// The child's age: from the age column in its unit, or the whole days between the dates
  /// of birth and measurement; `nil` when the fields are empty, for the standard to report
  /// as missing.
  private func childAge(_ bytes: UnsafePointer<UInt8>, _ slots: FieldSlots)
    -> Result<Age?, RowProblem>
  {
    let birthDate = slots[Slot.birthDate]
    guard birthDate.isPresent || slots[Slot.date].isPresent else {
      let unit = ageUnit
      // A plain decimal (`66.73`) is read by value, as the measurement parser reads it (a
      // bare number in the column's unit); anything else, or an age the parser would
      // refuse as impossible, goes to the parser.
      let span = slots[Slot.age]
      if span.isPresent, !span.hasEscapes, !span.isJSONString,
        let millionths = PlainDecimal.millionths(bytes, from: span.start, to: span.end),
        let age = Age(ExactDecimal(millionths: millionths), unit),
        Plausibility.ageYears.isPossible(age.value(in: .years))
      {
        return .success(age)
      }
      return readOptional(bytes, slots[Slot.age], in: \.ages) { rules.age($0, defaultUnit: unit) }
    }
    let born = Self.text(bytes, birthDate)
    let measured = Self.text(bytes, slots[Slot.date])
    let bornIsEmpty = born.allSatisfy { $0 == " " }
    let measuredIsEmpty = measured.allSatisfy { $0 == " " }
    if bornIsEmpty && measuredIsEmpty { return .success(nil) }
    if bornIsEmpty || measuredIsEmpty { return .failure(.missingValue) }
    return rules.age(birthDate: born, date: measured).map { $0 }
  }
}
