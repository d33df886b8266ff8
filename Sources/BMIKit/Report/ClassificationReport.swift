import BMICore
import BMIMeasurement

/// One classification as a record: what was measured, the exact and displayed BMI, the
/// category and groups, the healthy weight range, the standard, and any warnings.
///
/// `Codable`, with snake_case keys; `bmi classify --format json` writes exactly this record
/// (the schema is documented once, in `docs/cli.md`), and encoding a
/// ``/BMICore/Classification`` with `JSONEncoder` writes it too.
public struct ClassificationReport: Codable, Hashable, Sendable {
  /// What was measured or given.
  public struct Input: Codable, Hashable, Sendable {
    /// The height in centimetres, exactly; `nil` when a BMI was given.
    public var heightCentimetres: ExactNumber?
    /// The weight in kilograms, exactly; `nil` when a BMI was given.
    public var weightKilograms: ExactNumber?
    /// The BMI given directly, if it was.
    public var bmi: ExactNumber?

    enum CodingKeys: String, CodingKey {
      case heightCentimetres = "height_cm"
      case weightKilograms = "weight_kg"
      case bmi
    }
  }

  /// The BMI, exact and as written for people.
  public struct Value: Codable, Hashable, Sendable {
    /// The exact fraction, reduced (`9800/289`).
    public var exact: String
    /// The display form (`33.9`).
    public var display: String
  }

  /// The category the BMI fell in.
  public struct Category: Codable, Hashable, Sendable {
    /// The stable identifier.
    public var id: String
    /// The label in the report's language.
    public var label: String
    /// The interval in math notation (`[25, 29.9]`).
    public var interval: String
    /// Whether it is the standard's healthy category.
    public var healthy: Bool
  }

  /// A group the category belongs to.
  public struct Group: Codable, Hashable, Sendable {
    /// The stable identifier.
    public var id: String
    /// The label in the report's language.
    public var label: String
  }

  /// The weights, in steps of 0.1 kg, that are healthy at the measured height.
  public struct HealthyWeight: Codable, Hashable, Sendable {
    /// The height in centimetres, exactly.
    public var heightCentimetres: ExactNumber
    /// The lightest healthy weight in kilograms.
    public var minimumKilograms: ExactNumber
    /// The heaviest healthy weight in kilograms.
    public var maximumKilograms: ExactNumber

    enum CodingKeys: String, CodingKey {
      case heightCentimetres = "height_cm"
      case minimumKilograms = "min_kg"
      case maximumKilograms = "max_kg"
    }
  }

  /// The standard that classified, as every result names it.
  public struct StandardInfo: Codable, Hashable, Sendable {
    /// The identifier.
    public var id: String
    /// The version text.
    public var version: String
    /// The SHA-256 of the standard's file, if it came from one.
    public var sha256: String?
    /// The name in the report's language.
    public var name: String

    /// The identity and name of a standard.
    ///
    /// - Parameters:
    ///   - standard: The standard.
    ///   - language: The language of the name.
    public init(_ standard: Standard, language: String) {
      id = standard.identity.id
      version = standard.identity.version
      sha256 = standard.identity.sha256
      name = standard.name.text(for: language)
    }

    /// Writes every key, `sha256` as `null` when there is none.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(version, forKey: .version)
      try container.encode(sha256, forKey: .sha256)
      try container.encode(name, forKey: .name)
    }
  }

  /// A warning about an accepted but rare value.
  public struct Warning: Codable, Hashable, Sendable {
    /// The stable code, such as `rare-height`.
    public var code: String
    /// The message in the report's language.
    public var message: String
  }

  /// What was measured or given.
  public var input: Input
  /// The BMI.
  public var bmi: Value
  /// The value looked up: the exact BMI, or its rounded form when the standard rounds.
  public var classifiedValue: String
  /// The category.
  public var category: Category
  /// The category's groups.
  public var groups: [Group]
  /// The healthy weight range at the measured height, when a height was given and the
  /// standard marks a healthy category.
  public var healthyWeight: HealthyWeight?
  /// The standard.
  public var standard: StandardInfo
  /// The language of labels and messages (`en`, `ko`, …).
  public var language: String
  /// Warnings about rare values.
  public var warnings: [Warning]

  enum CodingKeys: String, CodingKey {
    case input, bmi
    case classifiedValue = "classified_value"
    case category, groups
    case healthyWeight = "healthy_weight"
    case standard, language, warnings
  }

  /// The report of a classification.
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
    let tag = Self.primaryTag(language)
    if let height, let weight {
      input = Input(
        heightCentimetres: ExactNumber(height.centimetres),
        weightKilograms: ExactNumber(weight.kilograms))
    } else {
      input = Input(bmi: ExactNumber(classification.bmi.value))
    }
    bmi = Value(
      exact: classification.bmi.value.fractionDescription, display: classification.displayBMI)
    classifiedValue = classification.classifiedValue.description
    let found = classification.category
    category = Category(
      id: found.id, label: found.label.text(for: tag), interval: found.interval.description,
      healthy: found.isHealthy)
    groups = classification.groups.map { Group(id: $0.id, label: $0.label.text(for: tag)) }
    let standard = classification.classifyingStandard
    healthyWeight = height.flatMap { height in
      standard.healthyWeightRange(for: height).map {
        HealthyWeight(
          heightCentimetres: ExactNumber(height.centimetres),
          minimumKilograms: ExactNumber(oneDecimal: $0.lowerBound),
          maximumKilograms: ExactNumber(oneDecimal: $0.upperBound))
      }
    }
    self.standard = StandardInfo(standard, language: tag)
    self.language = tag
    self.warnings = warnings.map { Warning(code: $0.code, message: $0.message(for: tag)) }
  }

  /// Writes every key in the documented order, `healthy_weight` as `null` when there is
  /// none.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(input, forKey: .input)
    try container.encode(bmi, forKey: .bmi)
    try container.encode(classifiedValue, forKey: .classifiedValue)
    try container.encode(category, forKey: .category)
    try container.encode(groups, forKey: .groups)
    try container.encode(healthyWeight, forKey: .healthyWeight)
    try container.encode(standard, forKey: .standard)
    try container.encode(language, forKey: .language)
    try container.encode(warnings, forKey: .warnings)
  }

  /// `ko_KR.UTF-8` → `ko`.
  static func primaryTag(_ language: String) -> String {
    let end = language.firstIndex { "_-.@".contains($0) } ?? language.endIndex
    let tag = language[..<end].lowercased()
    return tag.isEmpty ? "en" : tag
  }
}

extension ExactNumber {
  /// A weight of a healthy range, written with one decimal (`47.0`).
  init(oneDecimal value: ExactDecimal) {
    self = ExactNumber(decimalText: value.formatted(decimals: 1))
  }
}

extension Classification: Encodable {
  /// Writes the classification as its ``ClassificationReport``, with English labels.
  public func encode(to encoder: any Encoder) throws {
    try ClassificationReport(self).encode(to: encoder)
  }
}
