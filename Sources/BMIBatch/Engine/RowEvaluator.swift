import BMICore
import BMIMeasurement
import BMIPlatform
import BMISupport

/// The answer for one row; plain values only, so that passing it costs nothing.
enum RowOutcome {
  /// Classified in `section`; the value is written with `decimals` digits from
  /// `millionths`. `categoryIndex` is the category's position among the standard's
  /// categories (``Standard/categories``).
  case classified(categoryIndex: Int, millionths: Int64, decimals: Int, section: Int)
  /// Classified through the exact fraction path; the value's text is in
  /// ``RowDetail/display``.
  case classifiedText(categoryIndex: Int, section: Int)
  /// Not classified, because of the value in `slot` (a ``Slot``), or of the row as a whole
  /// when `slot` is -1; the reason is in ``RowDetail/problem``.
  case flagged(slot: Int)
}

/// What the rare outcomes carry beyond ``RowOutcome``, kept apart so the common ones stay
/// plain values.
struct RowDetail {
  /// Why a flagged row was not classified.
  var problem = RowProblem.missingValue
  /// ``display`` when it is kept as text.
  private var displayText = ""
  /// ``scores`` when they are kept as texts.
  private var scoreTexts = BMIForAgeScoreTexts()
  /// A child's answer from the fast route as whole units, whose texts ``display`` and
  /// ``scores`` are (`GrowthFastScores.text(units:decimals:)`), so that a writer can put
  /// the digits straight into its output (``BatchRowWriter/putScores(_:_:at:)``) and no
  /// string is made for the row; `nil` when the texts are kept.
  private(set) var childUnits: BMIForAgeFastUnits?

  /// The value's text of a row classified through the exact fraction path.
  var display: String {
    get { childUnits.map(Self.displayText) ?? displayText }
    set {
      keepTexts()
      displayText = newValue
    }
  }

  /// A child's scores, as `bmi classify --format json` writes them: the z-score, the
  /// percentile and, for CDC, the % of the 95th percentile; empty text for one the bounds
  /// could not settle.
  var scores: BMIForAgeScoreTexts {
    get { childUnits.map(BMIForAgeScoreTexts.init) ?? scoreTexts }
    set {
      keepTexts()
      scoreTexts = newValue
    }
  }

  /// Gives a child's display and scores as the fast route's units (see ``childUnits``).
  mutating func setChild(_ units: BMIForAgeFastUnits) { childUnits = units }

  /// Keeps the texts of the units held so far, so that setting one of ``display`` and
  /// ``scores`` leaves the other what it read before.
  private mutating func keepTexts() {
    guard let units = childUnits else { return }
    displayText = Self.displayText(units)
    scoreTexts = BMIForAgeScoreTexts(units)
    childUnits = nil
  }

  /// The display's text of a child's units.
  private static func displayText(_ units: BMIForAgeFastUnits) -> String {
    GrowthFastScores.text(units: units.display, decimals: units.displayDecimals)
  }

  /// Sets the problem and gives the flagged outcome.
  mutating func flag(_ problem: RowProblem, slot: Int) -> RowOutcome {
    self.problem = problem
    return .flagged(slot: slot)
  }
}

/// Classifies rows from the bytes of their fields, giving what `bmi classify` gives for the
/// same texts: the measure's value (BMI from a height and weight or given, a waist, a
/// waist-to-height ratio), the section the row's inputs choose, and the category there.
///
/// Plain decimals in centimetres and kilograms take the integer path, and so do plain sexes
/// and ages; every other text is read by the measurement parser and classified through
/// exact fractions.
struct RowEvaluator {
  /// Which values a row carries for the measure.
  enum Mode: Sendable, Equatable {
    /// Height in slot 0, weight in slot 1.
    case heightAndWeight
    /// A BMI in slot 0.
    case bodyMassIndex
    /// A waist in the waist slot.
    case waist
    /// A waist and a height.
    case waistToHeight
    /// A child's height and weight (or BMI, when `readsBMI`), sex and age, scored in a
    /// BMI-for-age standard's growth reference.
    case bmiForAge(readsBMI: Bool)
  }

  /// The standard rows are classified by.
  let standard: Standard
  /// The reading and plausibility of values.
  let rules: BatchValueRules
  /// Which values rows carry.
  let mode: Mode
  /// The unit of an age written without one.
  let ageUnit: AgeUnit
  /// Whether rows need a section found from their inputs: the standard has sections, or a
  /// `population` whose ages an age column is checked against.
  let findsSection: Bool
  let classifiers: ContiguousArray<MillionthsClassifier>
  /// The standard-wide position of each section's categories, section after section.
  let positions: ContiguousArray<Int>
  /// Where each section's categories start in ``positions``.
  let firstPositions: ContiguousArray<Int>
  let selector: SectionSelector
  /// The codes of `female` and `male` in the standard, for the integer path.
  private let femaleCode: Int
  private let maleCode: Int
  /// The standard's background words, for the integer path.
  let backgroundWords: BackgroundWords
  let cache = ReadingCache()
  /// The fast lane's plans for the heights it meets, and its weights' values.
  let plans: HeightPlans
  /// What a settled row needs of the same plans, in a standard without sections.
  let compactPlans: CompactHeightPlans
  let weights = DecimalMemo()
  /// The fast route of a BMI-for-age standard, ready for its children
  /// (``evaluateChildFast(_:_:readsBMI:detail:)``); `nil` for other runs.
  let childScorer: BMIForAgeFastScorer?
  /// The possible ages (`Plausibility/ageYears`) as whole millionths of ``ageUnit``, for
  /// the children's fast route.
  let possibleAgeMillionths: ClosedRange<Int64>
  /// The sections of the fast lane's inputs, by their bytes.
  let sectionMemo = SectionMemo()
  /// The sexes of the fast routes' sex fields, by their bytes.
  let sexMemo = SexMemo()

  /// An evaluator for `standard`.
  init(standard: Standard, rules: BatchValueRules, columns: ColumnSelection) {
    self.standard = standard
    self.rules = rules
    self.mode = columns.mode
    ageUnit = columns.ageUnit
    findsSection = standard.isSectioned || columns.columns[Slot.age] >= 0
    classifiers = ContiguousArray(standard.sections.map { MillionthsClassifier(table: $0.table) })
    plans = HeightPlans(classifiers: classifiers, rules: rules)
    compactPlans = CompactHeightPlans(plans: plans, rules: rules)
    var positions = ContiguousArray<Int>()
    var firstPositions = ContiguousArray<Int>()
    for (section, part) in standard.sections.enumerated() {
      firstPositions.append(positions.count)
      for index in part.table.categories.indices {
        positions.append(standard.categoryPosition(ofCategoryAt: index, inSection: section))
      }
    }
    self.positions = positions
    self.firstPositions = firstPositions
    selector = standard.selector
    femaleCode = selector.code(of: .female)
    maleCode = selector.code(of: .male)
    backgroundWords = BackgroundWords(standard: standard)
    if case .bmiForAge = columns.mode {
      childScorer = BMIForAgeFastScorer(standard)
    } else {
      childScorer = nil
    }
    possibleAgeMillionths = Self.possibleAgeMillionths(in: columns.ageUnit)
  }

  /// The answer for a row whose fields are in `slots`.
  @inline(__always)
  func evaluate(_ bytes: UnsafePointer<UInt8>, slots: FieldSlots, detail: inout RowDetail)
    -> RowOutcome
  {
    switch mode {
    case .heightAndWeight:
      let height = slots[Slot.height]
      let weight = slots[Slot.weight]
      if !height.hasEscapes, !weight.hasEscapes,
        let heightValue = PlainDecimal.millionths(bytes, from: height.start, to: height.end),
        let weightValue = PlainDecimal.millionths(bytes, from: weight.start, to: weight.end)
      {
        if let centimetres = rules.fastHeight(heightValue),
          let kilograms = rules.fastWeight(weightValue),
          let value = MillionthsClassifier.Value(
            heightMillionths: centimetres, weightMillionths: kilograms),
          rules.isPossible(value)
        {
          return classified(value, bytes, slots, detail: &detail)
        }
        if let value = rules.scaledValue(
          heightMillionths: heightValue, weightMillionths: weightValue),
          rules.isPossible(value)
        {
          return classified(value, bytes, slots, detail: &detail)
        }
      }
      return evaluateExactly(bytes, height: height, weight: weight, slots, detail: &detail)
    case .bodyMassIndex:
      let field = slots[Slot.height]
      if !field.hasEscapes,
        let millionths = PlainDecimal.millionths(bytes, from: field.start, to: field.end),
        let bmi = rules.fastBMI(millionths)
      {
        return classified(
          MillionthsClassifier.Value(exactMillionths: bmi), bytes, slots, detail: &detail)
      }
      return evaluateExactly(bytes, bmi: field, slots, detail: &detail)
    case .waist, .waistToHeight:
      return evaluateWaist(bytes, slots, detail: &detail)
    case .bmiForAge(let readsBMI):
      return evaluateForAge(bytes, slots, readsBMI: readsBMI, detail: &detail)
    }
  }

  /// The answer for a value that takes the integer path, in the row's section.
  @inline(__always)
  func classified(
    _ value: MillionthsClassifier.Value, _ bytes: UnsafePointer<UInt8>, _ slots: FieldSlots,
    detail: inout RowDetail
  ) -> RowOutcome {
    guard findsSection else { return outcome(value, section: 0) }
    let found = section(bytes, slots, detail: &detail)
    guard found >= 0 else { return .flagged(slot: -2 - found) }
    return outcome(value, section: found)
  }

  /// The answer for a value that takes the integer path, in a known section.
  @inline(__always)
  func outcome(_ value: MillionthsClassifier.Value, section: Int) -> RowOutcome {
    // Through the buffers, so that no array is copied or retained per row.
    classifiers.withUnsafeBufferPointer { classifiers in
      let index = classifiers[section].categoryIndex(of: value)
      let display = classifiers[section].display(of: value, categoryIndex: index)
      let position = positions.withUnsafeBufferPointer { positions in
        firstPositions.withUnsafeBufferPointer { positions[$0[section] &+ index] }
      }
      return .classified(
        categoryIndex: position, millionths: display.millionths, decimals: display.decimals,
        section: section)
    }
  }

  // MARK: - The section

  /// The row's section, or `-2 - slot` after flagging the input in `slot` (-1 for the row).
  @inline(__always)
  func section(_ bytes: UnsafePointer<UInt8>, _ slots: FieldSlots, detail: inout RowDetail)
    -> Int
  {
    if !slots[Slot.waist].isPresent {
      let found = fastSection(
        bytes, sex: slots[Slot.sex], age: slots[Slot.age], background: slots[Slot.background])
      if found >= 0 { return found }
    }
    return sectionExactly(bytes, slots, detail: &detail)
  }

  /// The section of a row whose sex is written in a spelling the general path reads
  /// (``SexMemo``), whose age is a plain number of years and whose background is one of the
  /// standard's words (``BackgroundWords``), found in integers; -1 for any other row, which
  /// the exact path then reads.
  @inline(__always)
  func fastSection(
    _ bytes: UnsafePointer<UInt8>, sex: FieldSpan, age: FieldSpan, background: FieldSpan
  ) -> Int {
    var key = SectionSelector.Key()
    if background.isPresent {
      guard let code = backgroundWords.code(bytes, background) else { return -1 }
      key.background = code
    }
    if sex.isPresent {
      guard !sex.hasEscapes, let code = fastSexCode(bytes, sex) else { return -1 }
      key.sex = code
    }
    if age.isPresent {
      guard !age.hasEscapes,
        let millionths = PlainDecimal.millionths(bytes, from: age.start, to: age.end),
        millionths <= Self.oldestAgeMillionths,
        let value = selector.ageValue(yearMillionths: millionths)
      else { return -1 }
      key.age = value
    }
    guard case .section(let index) = selector.section(for: key) else { return -1 }
    return index
  }

  /// The code of the sex the general path reads from `field` (``SexMemo``: any spelling
  /// `Sex(parsing:)` reads), or `nil` for a text it reads no sex from, a field the memo does
  /// not look up, or a sex the standard does not declare.
  @inline(__always)
  private func fastSexCode(_ bytes: UnsafePointer<UInt8>, _ field: FieldSpan) -> Int? {
    guard let sex = sexMemo.sex(bytes, field, read: rules.sex) else { return nil }
    let code = sex == .female ? femaleCode : maleCode
    return code >= 0 ? code : nil
  }

  /// The oldest age of the integer path, in millionths of a year (150 years).
  static let oldestAgeMillionths: Int64 = 150_000_000

  /// The row's section from every input read as `bmi classify` reads it, in its order
  /// (waist, sex, age, background), so the first unreadable one is the one reported.
  @inline(never)
  func sectionExactly(
    _ bytes: UnsafePointer<UInt8>, _ slots: FieldSlots, detail: inout RowDetail
  ) -> Int {
    var person = Person()
    var key = SectionSelector.Key()
    if slots[Slot.waist].isPresent {
      switch readOptional(bytes, slots[Slot.waist], in: \.waists, rules.waist) {
      case .success(let value?):
        person.waist = value
        key.waist = SectionSelector.value(of: value.centimetres)
      case .success(nil): break
      case .failure(let problem): return -2 - flagged(detail: &detail, problem, Slot.waist)
      }
    }
    if slots[Slot.sex].isPresent {
      switch readOptional(bytes, slots[Slot.sex], in: \.sexes, rules.sex) {
      case .success(let value?):
        person.sex = value
        key.sex = selector.code(of: value)
      case .success(nil): break
      case .failure(let problem): return -2 - flagged(detail: &detail, problem, Slot.sex)
      }
    }
    if slots[Slot.age].isPresent {
      switch readOptional(bytes, slots[Slot.age], in: \.ages, rules.age) {
      case .success(let value?):
        person.age = value
        key.age = selector.ageValue(value)
      case .success(nil): break
      case .failure(let problem): return -2 - flagged(detail: &detail, problem, Slot.age)
      }
    }
    if slots[Slot.background].isPresent {
      switch readOptional(bytes, slots[Slot.background], in: \.backgrounds, rules.background) {
      case .success(let value?):
        person.background = value
        key.background = selector.code(ofBackground: value)
      case .success(nil): break
      case .failure(let problem): return -2 - flagged(detail: &detail, problem, Slot.background)
      }
    }
    let outcome = selector.section(for: key)
    if case .section(let index) = outcome { return index }
    let error = MeasurementError(
      selector.error(for: outcome), person: person, standard: standard)
    let slot: Int
    switch outcome {
    case .missing(let input), .outside(let input): slot = ColumnSelection.slot(of: input)
    default: slot = Slot.age
    }
    return -2 - flagged(detail: &detail, RowProblem(error), slot)
  }

  private func flagged(detail: inout RowDetail, _ problem: RowProblem, _ slot: Int) -> Int {
    _ = detail.flag(problem, slot: slot)
    return slot
  }

  // MARK: - The exact fraction path

  @inline(never)
  private func evaluateExactly(
    _ bytes: UnsafePointer<UInt8>, height: FieldSpan, weight: FieldSpan, _ slots: FieldSlots,
    detail: inout RowDetail
  ) -> RowOutcome {
    let typedHeight: Height
    switch read(bytes, height, in: \.heights, rules.height) {
    case .success(let value): typedHeight = value
    case .failure(let problem): return detail.flag(problem, slot: Slot.height)
    }
    let typedWeight: Weight
    switch read(bytes, weight, in: \.weights, rules.weight) {
    case .success(let value): typedWeight = value
    case .failure(let problem): return detail.flag(problem, slot: Slot.weight)
    }
    let bmi: BodyMassIndex
    switch rules.bodyMassIndex(typedHeight, typedWeight) {
    case .success(let value): bmi = value
    case .failure(let problem): return detail.flag(problem, slot: -1)
    }
    if let value = bmi.millionths { return classified(value, bytes, slots, detail: &detail) }
    return classifiedExactly(MeasuredValue(bmi), bytes, slots, detail: &detail)
  }

  @inline(never)
  private func evaluateExactly(
    _ bytes: UnsafePointer<UInt8>, bmi: FieldSpan, _ slots: FieldSlots, detail: inout RowDetail
  ) -> RowOutcome {
    switch read(bytes, bmi, in: \.bodyMassIndices, rules.bmi) {
    case .success(let bmi):
      // A possible BMI has at most six decimals and fits the integer path.
      guard let value = MillionthsClassifier.Value(exactly: bmi) else {
        return detail.flag(
          RowProblem(
            code: "implausible-bmi",
            message: Message(en: "the BMI is too large", ko: "BMI가 너무 큽니다")),
          slot: Slot.height)
      }
      return classified(value, bytes, slots, detail: &detail)
    case .failure(let problem): return detail.flag(problem, slot: Slot.height)
    }
  }

  /// A waist, or a waist and a height, read as `bmi classify` reads them.
  @inline(never)
  private func evaluateWaist(
    _ bytes: UnsafePointer<UInt8>, _ slots: FieldSlots, detail: inout RowDetail
  ) -> RowOutcome {
    let waist: Waist
    switch read(bytes, slots[Slot.waist], in: \.waists, rules.waist) {
    case .success(let value): waist = value
    case .failure(let problem): return detail.flag(problem, slot: Slot.waist)
    }
    var value = waist.measured
    if mode == .waistToHeight {
      let height: Height
      switch read(bytes, slots[Slot.height], in: \.heights, rules.height) {
      case .success(let read): height = read
      case .failure(let problem): return detail.flag(problem, slot: Slot.height)
      }
      // Possible waists and heights are positive, so the ratio always exists.
      value = MeasuredValue(
        waistCentimetres: waist.centimetres, heightCentimetres: height.centimetres)!
    }
    if let millionths = value.millionths {
      return classified(millionths, bytes, slots, detail: &detail)
    }
    return classifiedExactly(value, bytes, slots, detail: &detail)
  }

  /// The answer for a value beyond the integer path's range.
  private func classifiedExactly(
    _ value: MeasuredValue, _ bytes: UnsafePointer<UInt8>, _ slots: FieldSlots,
    detail: inout RowDetail
  ) -> RowOutcome {
    var section = 0
    if findsSection {
      section = self.section(bytes, slots, detail: &detail)
      guard section >= 0 else { return .flagged(slot: -2 - section) }
    }
    let classification = standard.classifyInSection(value, section: section)
    detail.display = classification.displayValue
    return .classifiedText(
      categoryIndex: classification.standardCategoryIndex, section: section)
  }
}
