import BMICore
import BMIMeasurement

/// One classification as a record: what was measured or given, the exact and displayed BMI,
/// for a standard of another measure or with sections the measured value and the section,
/// the category and groups, the healthy weight range, the standard, and any warnings.
///
/// `Codable`, with snake_case keys; `bmi classify --format json` writes exactly this record
/// (the schema is documented once, in `docs/cli.md`), and encoding a
/// ``/BMICore/Classification`` with `JSONEncoder` writes it too.
public struct ClassificationReport: Codable, Hashable, Sendable {
  /// What was measured or given.
  package struct Input: Codable, Hashable, Sendable {
    /// The height in centimetres, exactly; `nil` when a BMI was given.
    package var heightCentimetres: ExactNumber?
    /// The weight in kilograms, exactly; `nil` when a BMI was given.
    package var weightKilograms: ExactNumber?
    /// The BMI given directly, if it was.
    package var bmi: ExactNumber?
    /// The waist in centimetres, exactly, if given.
    package var waistCentimetres: ExactNumber?
    /// The sex, if given: `female` or `male`.
    package var sex: String?
    /// The age, if given.
    package var age: AgeValue?
    /// The family background, if given.
    package var background: String?

    enum CodingKeys: String, CodingKey {
      case bmi
      case heightCentimetres = "height_cm"
      case weightKilograms = "weight_kg"
      case waistCentimetres = "waist_cm"
      case sex, age, background
    }
  }

  /// An age as given: the number and its unit (`years`, `months`, `days`).
  package struct AgeValue: Codable, Hashable, Sendable {
    /// The number, exactly.
    package var value: ExactNumber
    /// The unit.
    package var unit: String
  }

  /// A preterm infant's age corrected for gestation, as the standard's rule did it.
  package struct PretermCorrection: Codable, Hashable, Sendable {
    /// The gestation at birth, weeks+days: `30+0`.
    package var gestation: String
    /// The rule: `rcpch`.
    package var rule: String
    /// The age from birth, as given.
    package var chronologicalAge: AgeValue
    /// The age from the due date, which was scored.
    package var correctedAge: AgeValue

    enum CodingKeys: String, CodingKey {
      case gestation, rule
      case chronologicalAge = "chronological_age"
      case correctedAge = "corrected_age"
    }
  }

  /// The section of a standard with several, as the result names it.
  package struct Section: Codable, Hashable, Sendable {
    /// The position among the standard's sections, from 0.
    package var index: Int
    /// The section's name: the file's `id` for it, else its condition written compactly.
    package var name: String
    /// Who the section is for, such as `sex = male, age ≥ 70`.
    package var condition: String
  }

  /// The BMI, exact and as written for people.
  package struct Value: Codable, Hashable, Sendable {
    /// The exact fraction, reduced (`9800/289`).
    package var exact: String
    /// The display form (`33.9`).
    package var display: String
  }

  /// The category the BMI fell in.
  package struct Category: Codable, Hashable, Sendable {
    /// The stable identifier.
    package var id: String
    /// The label in the report's language.
    package var label: String
    /// The interval in math notation (`[25, 29.9]`).
    package var interval: String
    /// Whether it is the standard's healthy category.
    package var healthy: Bool
  }

  /// A child's class of obesity under a standard that declares classes (CDC: 1–3).
  package struct ObesityClass: Codable, Hashable, Sendable {
    /// The class: 1, 2 or 3.
    package var number: Int
    /// Whether the class is severe obesity (CDC: class 2 or 3).
    package var severeObesity: Bool

    enum CodingKeys: String, CodingKey {
      case number = "class"
      case severeObesity = "severe_obesity"
    }
  }

  /// A group the category belongs to.
  package struct Group: Codable, Hashable, Sendable {
    /// The stable identifier.
    package var id: String
    /// The label in the report's language.
    package var label: String
  }

  /// The weights, in steps of 0.1 kg, that are healthy at the measured height.
  public struct HealthyWeight: Codable, Hashable, Sendable {
    /// The height in centimetres, exactly.
    public var heightCentimetres: ExactNumber
    /// The lightest healthy weight in kilograms.
    public var minimumKilograms: ExactNumber
    /// The heaviest healthy weight in kilograms; `nil` when the healthy category has no
    /// upper end.
    public var maximumKilograms: ExactNumber?

    enum CodingKeys: String, CodingKey {
      case heightCentimetres = "height_cm"
      case minimumKilograms = "min_kg"
      case maximumKilograms = "max_kg"
    }

    /// Writes every key, `max_kg` as `null` when there is no upper end.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(heightCentimetres, forKey: .heightCentimetres)
      try container.encode(minimumKilograms, forKey: .minimumKilograms)
      try container.encode(maximumKilograms, forKey: .maximumKilograms)
    }
  }

  /// The standard that classified, as every result names it.
  package struct StandardInfo: Codable, Hashable, Sendable {
    /// The identifier.
    package var id: String
    /// The version text.
    package var version: String
    /// The SHA-256 of the standard's file, if it came from one.
    package var sha256: String?
    /// The name in the report's language.
    package var name: String

    /// The identity and name of a standard.
    ///
    /// - Parameters:
    ///   - standard: The standard.
    ///   - language: The language of the name.
    package init(_ standard: Standard, language: String) {
      id = standard.identity.id
      version = standard.identity.version
      sha256 = standard.identity.sha256
      name = standard.name.text(for: language)
    }

    /// Writes every key, `sha256` as `null` when there is none.
    package func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(version, forKey: .version)
      try container.encode(sha256, forKey: .sha256)
      try container.encode(name, forKey: .name)
    }
  }

  /// A warning about an accepted but rare value.
  package struct Warning: Codable, Hashable, Sendable {
    /// The stable code, such as `rare-height`.
    package var code: String
    /// The message in the report's language.
    package var message: String
  }

  /// The conventions a BMI-for-age score was computed and compared by, named so that a
  /// result can be checked against the body's own software.
  package struct Conventions: Codable, Hashable, Sendable {
    /// Whose rules: `who-2006`, `who-2007`, `cdc-2000`.
    package var rules: String
    /// The LMS table file and its SHA-256.
    package var table: String
    /// The table's SHA-256.
    package var tableSHA256: String
    /// The unit the age is looked up in: `days` or `months`.
    package var ageUnit: String
    /// How the age is rounded first: `whole-days-half-up` or `none`.
    package var ageRounding: String
    /// How L, M and S are found between tabulated ages: `none` or `linear`.
    package var interpolation: String
    /// The tails: `who-restricted` or `cdc-extended`.
    package var tails: String
    /// The rounding of z before the cut-offs are compared, such as
    /// `2 decimals, half-away-from-zero`, or `none`.
    package var zRounding: String
    /// The age as looked up, in ``ageUnit``, exactly.
    package var age: ExactNumber
    /// The correction made to the length or height (WHO 2006: ±0.7 cm), when a measuring
    /// position was given with a height.
    package var lengthAdjustment: LengthAdjustment?
    /// The z written when the extended percentile is 100 in double precision, when the
    /// standard declares cdcanthro's convention (`8.21`); `nil` otherwise.
    package var zAtPercentile100: ExactNumber?

    /// How the length or height was measured, and the centimetres the rules added.
    package struct LengthAdjustment: Codable, Hashable, Sendable {
      /// `lying` or `standing`.
      package var measured: String
      /// The centimetres added: `0.7`, `-0.7` or `0`.
      package var centimetres: ExactNumber
    }

    enum CodingKeys: String, CodingKey {
      case rules, table
      case tableSHA256 = "table_sha256"
      case ageUnit = "age_unit"
      case ageRounding = "age_rounding"
      case interpolation, tails
      case zRounding = "z_rounding"
      case age
      case lengthAdjustment = "length_adjustment"
      case zAtPercentile100 = "z_at_percentile_100"
    }
  }

  /// What was measured or given.
  package var input: Input
  /// The BMI: as classified for a standard of BMI, to one decimal for another measure, and
  /// `nil` when no BMI was given or computed.
  package var bmi: Value?
  /// What the standard classifies (`bmi`, `waist_cm`, `waist_to_height`), for a standard of
  /// another measure or with sections; `nil` otherwise.
  public var measure: String?
  /// The classified value, exact and as written, with ``measure``.
  package var value: Value?
  /// The section the value was classified in, with ``measure``.
  package var section: Section?
  /// The value looked up: the exact BMI, or its rounded form when the standard rounds.
  package var classifiedValue: String
  /// The category.
  package var category: Category
  /// The category's groups.
  package var groups: [Group]
  /// The healthy weight range at the measured height, when a height was given and the
  /// standard marks a healthy category.
  public var healthyWeight: HealthyWeight?
  /// The standard asked.
  package var standard: StandardInfo
  /// The standard that decided, when the one asked handed the person to it (a delegating
  /// standard such as `who-all-ages`); `nil` when the standard asked decided.
  package var decidedBy: StandardInfo?
  /// For a preterm infant scored at the corrected age, the gestation and both ages.
  package var pretermCorrection: PretermCorrection?
  /// The language of labels and messages (`en`, `ko`, …).
  public var language: String
  /// Warnings about rare values.
  package var warnings: [Warning]
  /// For a BMI-for-age standard, the z-score to 2 decimals (certified rounding).
  public var zScore: ExactNumber?
  /// For a BMI-for-age standard, the percentile to 2 decimals.
  public var percentile: ExactNumber?
  /// For CDC's BMI-for-age, 100·BMI/P95 to 2 decimals.
  public var percentOfNinetyFifth: ExactNumber?
  /// For a child in the category a standard's classes of obesity divide, the class.
  package var obesityClass: ObesityClass?
  /// For a BMI-for-age standard, the conventions applied.
  package var conventions: Conventions?
  /// For a standard of cut-offs by age, the cut-offs applied at the child's age.
  package var cutOffs: CutOffs?

  enum CodingKeys: String, CodingKey {
    case zScore = "z_score"
    case percentile
    case percentOfNinetyFifth = "percent_of_p95"
    case obesityClass = "obesity_class"
    case conventions
    case cutOffs = "cut_offs"
    case input, bmi, measure, value, section
    case classifiedValue = "classified_value"
    case category, groups
    case healthyWeight = "healthy_weight"
    case standard, language, warnings
    case decidedBy = "decided_by"
    case pretermCorrection = "preterm_correction"
  }

  /// The report of a classification of a BMI, or of a height and weight.
  ///
  /// - Parameters:
  ///   - classification: The result.
  ///   - height: The measured height, when the BMI was computed from one.
  ///   - weight: The measured weight, with the height.
  ///   - warnings: Warnings about the measurements.
  ///   - language: The language of labels and messages; only its primary subtag is used
  ///     (`ko_KR` is `ko`).
  public init(
    _ classification: Classification, height: Height? = nil, weight: Weight? = nil,
    warnings: [MeasurementWarning] = [], language: String = "en"
  ) {
    var person = Person(height: height, weight: weight)
    if height == nil || weight == nil { person = Person(bodyMassIndex: classification.bmi) }
    self.init(classification, person: person, warnings: warnings, language: language)
  }

  /// The report of a classification of a person.
  ///
  /// - Parameters:
  ///   - classification: The result.
  ///   - person: What was given about the person.
  ///   - warnings: Warnings about the measurements.
  ///   - language: The language of labels and messages; only its primary subtag is used
  ///     (`ko_KR` is `ko`).
  public init(
    _ classification: Classification, person: Person, warnings: [MeasurementWarning] = [],
    language: String = "en"
  ) {
    let tag = Self.primaryTag(language)
    let standard = classification.classifyingStandard
    // A child is reported with the sex and age they were scored for, whichever call gave
    // them.
    var person = person
    if let known = classification.inputValues {
      person.sex = person.sex ?? known.sex
      person.age = person.age ?? known.age
      person.background = person.background ?? known.background
      if person.waist == nil, let waist = known.waistCentimetres {
        person.waist = try? Waist(waist, .centimetres)
      }
      // A waist-to-height ratio and the waist give the height back exactly.
      if person.height == nil, standard.measure == .waistToHeight,
        let waist = known.waistCentimetres, classification.measurement.value.signum > 0
      {
        person.height = try? Height(waist / classification.measurement.value, .centimetres)
      }
    }
    if let scored = classification.bmiForAge {
      person.sex = scored.sex
      person.age = scored.age
    }
    if let correction = classification.pretermCorrection {
      // The input is the age given; the corrected age is reported beside it.
      person.age = correction.chronologicalAge
      func value(_ age: Age) -> AgeValue {
        AgeValue(value: ExactNumber(age.value), unit: age.unit.rawValue)
      }
      pretermCorrection = PretermCorrection(
        gestation: correction.gestation.text,
        rule: standard.bmiForAgeReference?.pretermCorrection.rawValue ?? "none",
        chronologicalAge: value(correction.chronologicalAge),
        correctedAge: value(correction.correctedAge))
    }
    input = Input(
      heightCentimetres: person.height.map { ExactNumber($0.centimetres) },
      weightKilograms: person.weight.map { ExactNumber($0.kilograms) },
      bmi: person.bodyMassIndex.map { ExactNumber($0.value) },
      waistCentimetres: person.waist.map { ExactNumber($0.centimetres) },
      sex: person.sex?.rawValue,
      age: person.age.map { AgeValue(value: ExactNumber($0.value), unit: $0.unit.rawValue) },
      background: person.background)
    let measured = Value(
      exact: classification.measurement.value.fractionDescription,
      display: classification.displayValue)
    if standard.measure.classifiesBMI {
      bmi = measured
    } else {
      bmi = classification.bmi.map {
        Value(
          exact: $0.value.fractionDescription,
          display: $0.value.rounded(toDecimals: 1, mode: .halfUp).formatted(decimals: 1))
      }
    }
    if standard.measure != .bmi || standard.isSectioned {
      measure = standard.measure.rawValue
      value = measured
      let found = classification.section
      section = Section(
        index: classification.sectionIndex, name: found.name,
        condition: found.condition.description)
    }
    classifiedValue = classification.classifiedValue.description
    if let result = classification.bmiForAge {
      // The score is irrational in general: no exact value is written, and the classified
      // value is the score as displayed (for WHO, exactly the rounded z compared).
      value = nil
      classifiedValue = classification.displayValue
      // Research precision: 4 decimals, correctly rounded from certified bounds (the
      // terminal writes 2).
      let decimals = BMIForAgeResult.researchDecimals
      zScore = (try? result.zText(decimals: decimals)).map(ExactNumber.init(decimalText:))
      percentile = (try? result.percentileText(decimals: decimals)).map(
        ExactNumber.init(decimalText:))
      if result.reference.rules.hasPercentOfNinetyFifth {
        percentOfNinetyFifth = (try? result.percentOfNinetyFifthText(decimals: decimals)).map(
          ExactNumber.init(decimalText:))
      }
      obesityClass = result.obesityClass.map {
        ObesityClass(number: $0, severeObesity: result.isSevereObesity)
      }
      conventions = Conventions(
        result, age: classification.pretermCorrection?.correctedAge ?? person.age)
    }
    if let applied = classification.cutOffsApplied, let reference = standard.cutOffReference {
      cutOffs = CutOffs(
        table: reference.tableFile, tableSHA256: reference.tableSHA256,
        between: applied.reading.rawValue,
        age: ExactNumber(applied.age.value(in: reference.table.unit)),
        ageUnit: reference.table.unit.rawValue,
        values: zip(applied.names, applied.values).map {
          CutOffs.Applied(
            name: $0, exact: $1.description, display: CutOffsApplied.text(of: $1))
        })
    }
    let found = classification.category
    category = Category(
      id: found.id, label: found.label.text(for: tag),
      interval: classification.intervalAtAge ?? standard.notation(of: found.interval),
      healthy: found.isHealthy)
    groups = classification.groups.map { Group(id: $0.id, label: $0.label.text(for: tag)) }
    healthyWeight = nil
    if let height = person.height, person.weight != nil, person.bodyMassIndex == nil,
      let range = standard.healthyWeightRange(for: height, in: classification)
    {
      healthyWeight = HealthyWeight(
        heightCentimetres: ExactNumber(height.centimetres),
        minimumKilograms: ExactNumber(oneDecimal: range.lowerBound),
        maximumKilograms: Self.isUnbounded(range)
          ? nil : ExactNumber(oneDecimal: range.upperBound))
    }
    if let asked = classification.delegatingStandard {
      self.standard = StandardInfo(asked, language: tag)
      decidedBy = StandardInfo(standard, language: tag)
    } else {
      self.standard = StandardInfo(standard, language: tag)
    }
    self.language = tag
    self.warnings = warnings.map { Warning(code: $0.code, message: $0.message(for: tag)) }
  }

  /// Whether a healthy range has no upper end: its category is the last of its table, and
  /// the search of `Standard.healthyWeightRange(heightCentimetres:)` stops at its limit.
  package static func isUnbounded(_ range: ClosedRange<ExactDecimal>) -> Bool {
    range.upperBound >= ExactDecimal(100_000)
  }

  /// Writes every key in the documented order, `healthy_weight` as `null` when there is
  /// none.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(input, forKey: .input)
    try container.encode(bmi, forKey: .bmi)
    try container.encodeIfPresent(measure, forKey: .measure)
    try container.encodeIfPresent(value, forKey: .value)
    try container.encodeIfPresent(section, forKey: .section)
    try container.encode(classifiedValue, forKey: .classifiedValue)
    try container.encode(category, forKey: .category)
    try container.encode(groups, forKey: .groups)
    try container.encode(healthyWeight, forKey: .healthyWeight)
    try container.encode(standard, forKey: .standard)
    try container.encodeIfPresent(decidedBy, forKey: .decidedBy)
    try container.encode(language, forKey: .language)
    try container.encode(warnings, forKey: .warnings)
    try container.encodeIfPresent(zScore, forKey: .zScore)
    try container.encodeIfPresent(percentile, forKey: .percentile)
    try container.encodeIfPresent(percentOfNinetyFifth, forKey: .percentOfNinetyFifth)
    try container.encodeIfPresent(obesityClass, forKey: .obesityClass)
    try container.encodeIfPresent(conventions, forKey: .conventions)
    try container.encodeIfPresent(cutOffs, forKey: .cutOffs)
    try container.encodeIfPresent(pretermCorrection, forKey: .pretermCorrection)
  }

  /// `ko_KR.UTF-8` → `ko`.
  static func primaryTag(_ language: String) -> String {
    let end = language.firstIndex { "_-.@".contains($0) } ?? language.endIndex
    let tag = language[..<end].lowercased()
    return tag.isEmpty ? "en" : tag
  }
}

extension Classification: Encodable {
  /// Writes the classification as its ``ClassificationReport``, with English labels.
  public func encode(to encoder: any Encoder) throws {
    try ClassificationReport(self).encode(to: encoder)
  }
}
