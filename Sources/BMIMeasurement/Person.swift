import BMICore
import BMISupport

/// What is known about one person, as typed values: whatever a standard may need.
///
/// ```swift
/// let person = Person(height: try Height(parsing: "170"), weight: try Weight(parsing: "65"),
///                     waist: try Waist(parsing: "91"), sex: .male)
/// let result = try clinicWaist.classify(person)   // abdominal-obesity
/// ```
public struct Person: Sendable, Equatable {
  /// The height.
  public var height: Height?
  /// The weight.
  public var weight: Weight?
  /// A BMI given directly, used when no height and weight are given.
  public var bodyMassIndex: BodyMassIndex?
  /// The waist circumference.
  public var waist: Waist?
  /// The sex.
  public var sex: Sex?
  /// The age.
  public var age: Age?
  /// The family background, as a word a standard declares (see ``Background``).
  public var background: String?
  /// How the height was measured, lying (a length) or standing; WHO's 2006 standards
  /// correct a length or height measured the other way than they expect by 0.7 cm.
  public var heightPosition: GrowthMeasurementPosition?
  /// The gestation at birth of an infant born early; a BMI-for-age standard that declares
  /// `preterm_correction: rcpch` scores the infant at the age corrected for it.
  public var gestation: GestationalAge?

  /// Creates a person from what is known.
  ///
  /// - Parameters:
  ///   - height: The height.
  ///   - weight: The weight.
  ///   - bodyMassIndex: A BMI given directly.
  ///   - waist: The waist circumference.
  ///   - sex: The sex.
  ///   - age: The age.
  ///   - background: The family background.
  ///   - heightPosition: How the height was measured.
  public init(
    height: Height? = nil, weight: Weight? = nil, bodyMassIndex: BodyMassIndex? = nil,
    waist: Waist? = nil, sex: Sex? = nil, age: Age? = nil, background: String? = nil,
    heightPosition: GrowthMeasurementPosition? = nil
  ) {
    self.height = height
    self.weight = weight
    self.bodyMassIndex = bodyMassIndex
    self.waist = waist
    self.sex = sex
    self.age = age
    self.background = background
    self.heightPosition = heightPosition
  }

  /// The inputs sections are chosen by.
  package var inputValues: InputValues {
    InputValues(sex: sex, age: age, background: background, waistCentimetres: waist?.centimetres)
  }
}

extension Standard {
  /// Classifies a person: computes the standard's measure from what it needs, finds the
  /// person's section, and classifies the value there.
  ///
  /// - Parameter person: What is known about the person; what the standard does not need
  ///   is ignored (see ``Standard/requiredInputs``).
  /// - Returns: The classification, with the BMI whenever a height and weight (or a BMI)
  ///   were given.
  /// - Throws: ``MeasurementError``: `missing-…` for an input the standard needs and the
  ///   person lacks, `…-outside-standard` for a value outside the standard's domain (an age
  ///   of 16 under a standard for 18 and over, including a format 1 `population`'s ages
  ///   when the age is given), `implausible-bmi` for a height and weight whose BMI no person
  ///   has.
  public func classify(_ person: Person) throws(MeasurementError) -> Classification {
    if isDelegating { return try classifyByDelegate(person) }
    var bmi = person.bodyMassIndex
    if bmi == nil, let height = person.height, let weight = person.weight {
      bmi = try bodyMassIndex(height: height, weight: weight)
    }
    let value: MeasuredValue
    switch measure {
    case .bmi:
      guard let bmi else {
        throw .missing(person.height == nil ? .height : .weight, standard: identity.id)
      }
      value = MeasuredValue(bmi)
    case .waist:
      guard let waist = person.waist else { throw .missing(.waist, standard: identity.id) }
      value = waist.measured
    case .waistToHeight:
      guard let waist = person.waist else { throw .missing(.waist, standard: identity.id) }
      guard let height = person.height else { throw .missing(.height, standard: identity.id) }
      value = waistToHeight(waist, height)
    case .bmiForAgeZ, .bmiForAgePercentile:
      guard let bmi else {
        throw .missing(person.height == nil ? .height : .weight, standard: identity.id)
      }
      return try classifyForAge(bmi, person: person)
    case .bmiForAgeCutOffs:
      guard let bmi else {
        throw .missing(person.height == nil ? .height : .weight, standard: identity.id)
      }
      return try classifyAgainstCutOffs(bmi, person: person)
    }
    let section: Int
    do throws(InputError) {
      section = try sectionIndex(for: person.inputValues)
    } catch {
      throw MeasurementError(error, person: person, standard: self)
    }
    var result = classifyInSection(value, section: section, bodyMassIndex: bmi)
    result.inputValues = person.inputValues
    return result
  }

  /// A person classified by the standard the section of a delegating standard names: the
  /// section is chosen by the person's inputs (their age), then that standard classifies
  /// the person as if it had been asked, and the result names both.
  private func classifyByDelegate(_ person: Person) throws(MeasurementError) -> Classification {
    let section: Int
    do throws(InputError) {
      section = try sectionIndex(for: person.inputValues)
    } catch {
      throw MeasurementError(error, person: person, standard: self)
    }
    // Every section of a delegating standard names its delegate (the loader's rule).
    guard let delegate = sections[section].delegate else {
      throw .missing(.age, standard: identity.id)
    }
    var result = try delegate.standard.classify(person)
    result.delegatingStandard = self
    result.inputValues = result.inputValues ?? person.inputValues
    return result
  }

  /// A child's BMI classified by a BMI-for-age standard, its errors in the words of
  /// measurements. A BMI computed from a height measured in a given position is computed
  /// again from the length or height the reference's rules expect (WHO 2006: ±0.7 cm).
  private func classifyForAge(_ given: BodyMassIndex, person: Person) throws(MeasurementError)
    -> Classification
  {
    var person = person
    var correction: PretermAgeCorrection?
    if let gestation = person.gestation, let age = person.age,
      let days = gestation.correctedDays(
        for: age, rule: bmiForAgeReference?.pretermCorrection ?? .none)
    {
      guard let corrected = Age(days, .days) else {
        let given = age.message
        throw .outsideStandard(
          .age, given: given.localizedText,
          accepted: Message(
            en: "an infant past the due date: born at \(gestation.text), the age corrected for "
              + "gestation is below 0 until \(gestation.daysEarly) days",
            ko: "예정일이 지난 영아: \(gestation.text)주에 태어나 \(gestation.daysEarly)일까지는 "
              + "교정 나이가 0 미만입니다"
          ).localizedText, standard: identity.id)
      }
      correction = PretermAgeCorrection(
        gestation: gestation, chronologicalAge: age, correctedAge: corrected)
      person.age = corrected
    }
    var result = try classifyForAgeCorrected(given, person: person)
    result.pretermCorrection = correction
    return result
  }

  /// ``classifyForAge(_:person:)`` at the age chosen.
  private func classifyForAgeCorrected(_ given: BodyMassIndex, person: Person)
    throws(MeasurementError) -> Classification
  {
    var bmi = given
    var adjustment: GrowthLengthAdjustment?
    if person.bodyMassIndex == nil, let height = person.height, let weight = person.weight,
      let age = person.age,
      let found = bmiForAgeReference?.lengthAdjustment(measured: person.heightPosition, age: age)
    {
      adjustment = found
      if found.centimetres.signum != 0 {
        let adjusted = try Height(height.centimetres + found.centimetres, .centimetres)
        bmi = try bodyMassIndex(height: adjusted, weight: weight)
      }
    }
    do throws(ClassificationError) {
      return try classifyForAge(bmi, inputs: person.inputValues, lengthAdjustment: adjustment)
    } catch {
      switch error {
      case .input(let input): throw MeasurementError(input, person: person, standard: self)
      case .notPositive(let input):
        throw .missing(MeasurementKind(input), standard: identity.id)
      case .measureMismatch, .sectionOutOfRange, .notBMIForAge:
        // This standard's measure is BMI for age, so none of these arises here; the section
        // is the one the inputs chose.
        throw .missing(.bmi, standard: identity.id)
      case .age:
        let accepted = bmiForAgeReference.map(Self.ageRangeMessage) ?? Message(en: "", ko: "")
        throw .outsideStandard(
          .age, given: (person.age?.message ?? Message(en: "", ko: "")).localizedText,
          accepted: accepted.localizedText, standard: identity.id)
      case .computation:
        let given = bmi.value.fractionDescription
        throw .outsideStandard(
          .bmi, given: Message(en: given, ko: given).localizedText,
          accepted: Message(
            en: "a BMI whose score certified bounds settle",
            ko: "검증된 범위로 점수가 정해지는 BMI"
          ).localizedText, standard: identity.id)
      }
    }
  }

  /// A child's BMI compared with a table of cut-offs by age, its errors in the words of
  /// measurements.
  private func classifyAgainstCutOffs(_ bmi: BodyMassIndex, person: Person)
    throws(MeasurementError) -> Classification
  {
    do throws(ClassificationError) {
      return try classifyAgainstCutOffs(bmi, inputs: person.inputValues)
    } catch {
      guard case .input(let input) = error else {
        // The loader checks that the table covers every age of the sections, so only an
        // input can be missing or outside them.
        throw .missing(.age, standard: identity.id)
      }
      throw MeasurementError(input, person: person, standard: self)
    }
  }

  /// The ages a growth reference accepts: `60 ≤ age ≤ 228 months`, `60개월 이상 228개월 이하`.
  private static func ageRangeMessage(_ reference: BMIForAgeReference) -> Message {
    let rules = reference.rules
    let low = reference.ageUnit.korean(rules.minimumAge.exactDecimalText)
    let high = reference.ageUnit.korean(rules.maximumAge.exactDecimalText)
    return Message(
      en: reference.ageRange,
      ko: "\(low) 이상 \(high) " + (rules.includesMaximumAge ? "이하" : "미만"))
  }

  /// The waist-to-height ratio, by integers when both are decimals.
  private func waistToHeight(_ waist: Waist, _ height: Height) -> MeasuredValue {
    if let waistDecimal = waist.decimalWaist, let heightDecimal = height.decimalHeight,
      let value = MeasuredValue(waistCentimetres: waistDecimal, heightCentimetres: heightDecimal)
    {
      return value
    }
    // Possible waists and heights are positive, so the exact ratio always exists.
    return MeasuredValue(
      waistCentimetres: waist.centimetres, heightCentimetres: height.centimetres)!
  }
}

extension MeasurementError {
  /// The error for a person a standard cannot classify, with the value given and the
  /// domain it is outside written out.
  ///
  /// - Parameters:
  ///   - error: Why the core found no section.
  ///   - person: The person.
  ///   - standard: The standard.
  public init(_ error: InputError, person: Person, standard: Standard) {
    switch error {
    case .missing(let input):
      self = .missing(MeasurementKind(input), standard: standard.identity.id)
    case .outsideStandard(let input, let accepted, let unit):
      let given: Message
      switch input {
      case .sex:
        let word = person.sex?.rawValue ?? ""
        given = Message(en: word, ko: Sex.koreanName(of: word))
      case .age: given = person.age?.message ?? Message(en: "", ko: "")
      case .background: given = Message(en: person.background ?? "", ko: person.background ?? "")
      case .waist:
        let text = person.waist.map { $0.centimetres.shortText + " cm" } ?? ""
        given = Message(en: text, ko: text)
      case .height, .weight: given = Message(en: "", ko: "")
      }
      var domain = SectionCondition([.init(input, accepted)]).message(ageUnit: unit)
      if input == .age {
        domain = Message(en: domain.english + " " + unit.rawValue, ko: domain.korean)
      }
      self = .outsideStandard(
        MeasurementKind(input), given: given.localizedText, accepted: domain.localizedText,
        standard: standard.identity.id)
    }
  }
}
