import BMICore
import BMIMeasurement

/// A classification as FHIR R4 records: body height, body weight and BMI `Observation`s in
/// a `collection` `Bundle`, the BMI derived from the other two and interpreted as its
/// category under the standard.
///
/// The BMI's `valueQuantity` is the value the standard classified, exactly: its rounded form
/// when the standard rounds (22.5 under KSSO), else the exact BMI, or when that has more
/// than six decimals, the six-decimal value on the same side of every cut-off. The BMI as
/// `bmi` displays it and the exact fraction are extensions beside it, and so is the SHA-256
/// of the standard's file, so a record says which rules produced it. `docs/fhir.md` shows
/// a bundle.
public struct FHIRClassification: Sendable {
  /// When, and of whom, the measurements were taken, and the language of labels.
  public struct Options: Sendable {
    /// When the measurements were taken.
    public var effective: FHIRDateTime
    /// The FHIR id of the patient, written as the subject `Patient/<id>`.
    public var patientID: String?
    /// The language of the category's label (`en`, `ko`, …).
    public var language: String

    /// Creates options.
    ///
    /// - Parameters:
    ///   - effective: When the measurements were taken; by default now.
    ///   - patientID: The patient's FHIR id, if the record names one (see
    ///     `FHIRClassification/isValidID(_:)`).
    ///   - language: The language of labels.
    public init(effective: FHIRDateTime = .now, patientID: String? = nil, language: String = "en") {
      self.effective = effective
      self.patientID = patientID
      self.language = language
    }

    /// `Patient/<id>`, when there is a patient.
    var subject: FHIRReference? {
      patientID.map { FHIRReference(reference: "Patient/" + $0) }
    }
  }

  /// The body height observation, when the BMI came from a height and a weight.
  public let height: FHIRObservation?
  /// The body weight observation, when the BMI came from a height and a weight.
  public let weight: FHIRObservation?
  /// The BMI observation.
  public let bodyMassIndex: FHIRObservation
  /// A child's BMI-for-age percentile (US Core's pediatric BMI for age, LOINC 59576-9) with
  /// the z-score, for a classification under a BMI-for-age standard; `nil` otherwise.
  public let bmiForAgePercentile: FHIRObservation?
  /// All of them in one `collection` bundle, linked by `urn:uuid:` URLs.
  public let bundle: FHIRBundle

  /// The records of a classification.
  ///
  /// - Parameters:
  ///   - classification: The result.
  ///   - height: The measured height, when the BMI was computed from one.
  ///   - weight: The measured weight, with the height.
  ///   - options: When, of whom, and in which language.
  public init(
    _ classification: Classification, height: Height? = nil, weight: Weight? = nil,
    options: Options = Options()
  ) {
    let ids = (0..<4).map { _ in RandomUUID.make() }
    let profiled = options.patientID != nil
    var entries: [FHIRBundle.Entry] = []
    var sources: [FHIRReference] = []
    func measurement(
      _ id: String, _ code: FHIRCodeableConcept, _ profile: String, _ value: Rational,
      _ ucum: String
    ) -> FHIRObservation {
      var observation = FHIRObservation(
        id: id, code: code, subject: options.subject, effective: options.effective,
        value: FHIRQuantity(value: Self.decimal(value), ucum: ucum))
      if profiled { observation.meta = FHIRMeta(profile: [profile]) }
      entries.append(FHIRBundle.Entry(fullUrl: "urn:uuid:" + id, resource: observation))
      sources.append(FHIRReference(reference: "urn:uuid:" + id))
      return observation
    }
    if let height, let weight {
      self.height = measurement(
        ids[0], FHIRVocabulary.bodyHeight, FHIRVocabulary.heightProfile, height.centimetres,
        "cm")
      self.weight = measurement(
        ids[1], FHIRVocabulary.bodyWeight, FHIRVocabulary.weightProfile, weight.kilograms,
        "kg")
    } else {
      self.height = nil
      self.weight = nil
    }
    var bmi = Self.bodyMassIndexObservation(
      id: ids[2], value: Self.classifiedValue(of: classification),
      display: classification.displayBMI,
      exact: classification.measurement.value.description,
      categoryIndex: classification.categoryIndex,
      standard: classification.classifyingStandard, options: options)
    if !sources.isEmpty { bmi.derivedFrom = sources }
    bodyMassIndex = bmi
    entries.append(FHIRBundle.Entry(fullUrl: "urn:uuid:" + ids[2], resource: bmi))
    bmiForAgePercentile = Self.bmiForAgePercentile(
      of: classification, id: ids[3],
      derivedFrom: [FHIRReference(reference: "urn:uuid:" + ids[2])] + sources, options: options)
    if let child = bmiForAgePercentile {
      entries.append(FHIRBundle.Entry(fullUrl: "urn:uuid:" + ids[3], resource: child))
    }
    bundle = FHIRBundle(timestamp: .now, entry: entries)
  }

  /// The BMI observation of a value under a standard: the value in kg/m², the extensions,
  /// and the category as its interpretation, or the data-absent reason `error` when
  /// `categoryIndex` is `nil`.
  ///
  /// - Parameters:
  ///   - id: The logical id.
  ///   - value: The value the standard classified, or `nil` when there is none.
  ///   - display: The BMI as `bmi` displays it.
  ///   - exact: The exact BMI (a decimal, or a reduced fraction), when known.
  ///   - categoryIndex: The category's position in the standard's table.
  ///   - standard: The standard that classified.
  ///   - options: When, of whom, and in which language.
  package static func bodyMassIndexObservation(
    id: String, value: ExactNumber?, display: String?, exact: String?, categoryIndex: Int?,
    standard: Standard, options: Options
  ) -> FHIRObservation {
    var observation = FHIRObservation(
      id: id, code: FHIRVocabulary.bodyMassIndex, subject: options.subject,
      effective: options.effective, value: value.map { FHIRQuantity(value: $0, ucum: "kg/m2") })
    if options.patientID != nil {
      observation.meta = FHIRMeta(profile: [FHIRVocabulary.bmiProfile])
    }
    var extensions: [FHIRExtension] = []
    if let sha256 = standard.identity.sha256 {
      extensions.append(FHIRExtension(url: FHIRVocabulary.standardDigestExtension, string: sha256))
    }
    if let display {
      extensions.append(FHIRExtension(url: FHIRVocabulary.displayValueExtension, string: display))
    }
    if let exact {
      extensions.append(FHIRExtension(url: FHIRVocabulary.exactValueExtension, string: exact))
    }
    observation.extension = extensions.isEmpty ? nil : extensions
    observation.interpret(
      categoryIndex: categoryIndex, of: standard, language: options.language)
    return observation
  }

  /// The value a standard classified, exactly: the rounded BMI when it rounds, else the
  /// exact BMI when it has at most six decimals, else the six-decimal value (the exact one
  /// cut short, or one millionth more) that falls in the same category.
  ///
  /// - Parameter classification: The result.
  package static func classifiedValue(of classification: Classification) -> ExactNumber {
    let table = classification.section.table
    if let rounded = classification.roundedValue, let decimals = table.rounding.roundingDecimals {
      return ExactNumber(decimalText: rounded.formatted(decimals: decimals))
    }
    let exact = classification.measurement.value
    if let decimal = exact.exactDecimal { return ExactNumber(decimal) }
    let digits = ExactDecimal.maximumFractionDigits
    for candidate in [exact.floor(toDecimals: digits), exact.ceiling(toDecimals: digits)] {
      if let bmi = BodyMassIndex(candidate),
        table.categoryIndex(for: bmi) == classification.categoryIndex
      {
        return ExactNumber(decimalText: candidate.formatted(decimals: digits))
      }
    }
    return ExactNumber(decimalText: exact.floor(toDecimals: digits).formatted(decimals: digits))
  }

  /// Whether `text` is a FHIR id: 1 to 64 ASCII letters, digits, `-` and `.`.
  ///
  /// - Parameter text: A patient's id as typed.
  package static func isValidID(_ text: String) -> Bool {
    (1...64).contains(text.utf8.count)
      && text.utf8.allSatisfy { byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
          || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
      }
  }

  /// A measurement as a FHIR decimal: every digit when it has a finite decimal form (the
  /// parsed units always give one), else six decimals.
  static func decimal(_ value: Rational) -> ExactNumber {
    let number = ExactNumber(value)
    if number.isDecimal { return number }
    return ExactNumber(value.rounded(toDecimals: ExactDecimal.maximumFractionDigits, mode: .halfUp))
  }
}
