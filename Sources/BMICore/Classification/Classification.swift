/// The answer for one person or one value: the exact value, what was looked up, the
/// section it was looked up in, and where it landed.
public struct Classification: Sendable {
  /// The value classified: the BMI, or the waist or waist-to-height ratio for standards
  /// that measure those.
  public let measurement: MeasuredValue
  /// The person's BMI, when it is known: always for a standard that classifies BMI, and for
  /// other standards when a height and weight were given.
  public let bmi: BodyMassIndex?
  /// The position of ``section`` among the standard's sections.
  public let sectionIndex: Int
  /// The position of ``category`` in the section's table.
  public let categoryIndex: Int
  /// The standard that classified it.
  @usableFromInline package let classifyingStandard: Standard
  /// For a BMI-for-age standard, the child's scores in its growth reference (then
  /// ``measurement`` is the BMI and ``displayValue`` the z-score or percentile).
  public let bmiForAge: BMIForAgeResult?
  /// What was known about the person when their section was found (the sex, age,
  /// background, waist), kept so a report of the result can say it; `nil` when a section
  /// was given by position.
  package var inputValues: InputValues?
  /// The standard that was asked, when it handed the person to another one (a delegating
  /// standard such as `who-all-ages`); then ``standard`` names the standard that decided.
  /// `nil` when the standard asked classified the person itself.
  public package(set) var delegatingStandard: Standard?
  /// For a preterm infant scored at the age corrected for gestation, the gestation and
  /// both ages; `nil` when the chronological age was used.
  public package(set) var pretermCorrection: PretermAgeCorrection?
  /// For a standard of cut-offs by age (``Measure/bmiForAgeCutOffs``), the cut-offs the BMI
  /// was compared with at the child's sex and age, and the BMI as written; `nil` otherwise.
  package var cutOffsApplied: CutOffsApplied?

  @inlinable
  init(
    measurement: MeasuredValue, bmi: BodyMassIndex?, sectionIndex: Int, categoryIndex: Int,
    standard: Standard, bmiForAge: BMIForAgeResult? = nil
  ) {
    self.bmiForAge = bmiForAge
    self.measurement = measurement
    self.bmi = bmi
    self.sectionIndex = sectionIndex
    self.categoryIndex = categoryIndex
    self.classifyingStandard = standard
  }

  /// The classified value written for people, with one decimal or with as many more as it
  /// takes to stay in the same category: 22.96 under a standard with a cut-off at 23 and no
  /// rounding is written `22.96`, not `23.0`, which would read as the next category.
  ///
  /// Written when asked for, not when classifying: a batch or a loop over people that
  /// only needs categories does not pay for it.
  public var displayValue: String {
    let display: (value: ExactDecimal, decimals: Int)
    if let bmiForAge {
      display = bmiForAge.display
    } else if let cutOffsApplied {
      display = cutOffsApplied.display
    } else if let millionths = measurement.millionths {
      let written = classifyingStandard.storage.classifiers[sectionIndex].display(
        of: millionths, categoryIndex: categoryIndex)
      display = (ExactDecimal(millionths: written.millionths), written.decimals)
    } else {
      display = Standard.exactDisplayForm(
        of: measurement.value, categoryIndex: categoryIndex, in: section.table)
    }
    return display.value.formatted(decimals: display.decimals)
  }

  /// The BMI written for people, whatever the standard classifies: ``displayValue`` under a
  /// standard of BMI; under a BMI-for-age, waist or waist-to-height standard the BMI to one
  /// decimal (half up), never the z-score, percentile or waist, which ``displayValue`` holds;
  /// empty when no BMI is known (a waist given alone).
  public var displayBMI: String {
    if classifyingStandard.measure.classifiesBMI { return displayValue }
    guard let bmi else { return "" }
    return bmi.value.rounded(toDecimals: 1, mode: .halfUp).formatted(decimals: 1)
  }

  /// The section the value was looked up in.
  public var section: StandardSection { classifyingStandard.sections[sectionIndex] }

  /// The category the value falls in.
  public var category: BMICategory { section.table.categories[categoryIndex] }

  /// The position of the category among all the standard's categories
  /// (``Standard/categories``), the same in every section that lists it.
  package var standardCategoryIndex: Int {
    classifyingStandard.categoryPosition(ofCategoryAt: categoryIndex, inSection: sectionIndex)
  }

  /// The groups the category belongs to.
  public var groups: [CategoryGroup] { section.table.groups(ofCategoryAt: categoryIndex) }

  /// The standard that classified it: the one asked, or the one a delegating standard
  /// handed the person to (see ``delegatingStandard``).
  public var decidingStandard: Standard { classifyingStandard }

  /// The identifier, version and digest of the standard that classified it.
  public var standard: StandardIdentity { classifyingStandard.identity }

  /// The classified value as a decimal when the standard rounds, else `nil`.
  public var roundedValue: ExactDecimal? {
    guard case .decimals(let decimals, let mode) = section.table.rounding else { return nil }
    return measurement.value.rounded(toDecimals: decimals, mode: mode)
  }

  /// The value looked up: the exact value, or its rounded form when the standard rounds.
  package var classifiedValue: Rational {
    if let bmiForAge { return Rational(bmiForAge.display.value) }
    return roundedValue.map(Rational.init) ?? measurement.value
  }
}

extension Standard {
  /// Classifies a person by height and weight given as decimals, under a standard that
  /// needs nothing else (see ``classify(_:)``).
  ///
  /// - Parameters:
  ///   - heightCentimetres: Height in centimetres.
  ///   - weightKilograms: Weight in kilograms.
  /// - Returns: The classification.
  /// - Throws: ``ClassificationError/notPositive(_:)`` unless both values are greater than
  ///   zero; `.input(.missing(…))` naming what else the standard needs (the sex, the age,
  ///   the waist). `BMIMeasurement` reads heights and weights from text, in any unit, and
  ///   checks them.
  @inlinable
  public func classify(heightCentimetres: ExactDecimal, weightKilograms: ExactDecimal)
    throws(ClassificationError) -> Classification
  {
    guard heightCentimetres > .zero else { throw .notPositive(.height) }
    guard weightKilograms > .zero else { throw .notPositive(.weight) }
    guard
      let bmi = BodyMassIndex(
        heightCentimetres: heightCentimetres, weightKilograms: weightKilograms)
    else { throw .notPositive(.weight) }
    return try classify(bmi)
  }

  /// Classifies a BMI. A standard that needs nothing but BMI (``needsOnlyBodyMassIndex``: it
  /// classifies BMI and has one section that applies to everyone, as every `bmi-standard/1`
  /// file has) answers at once; any other throws, naming what it needs besides the BMI.
  ///
  /// Every BMI of up to 10⁹ kg/m² is classified by the table's integer form, in a few
  /// comparisons without a fraction or an allocation; larger ones by exact fractions. Both
  /// give the same answer, which the tests check.
  ///
  /// - Parameter bmi: The exact BMI.
  /// - Throws: ``ClassificationError/input(_:)`` with `missing-sex`, `missing-age`,
  ///   `missing-waist`, … for a standard that needs more than a BMI; classify a `Person`
  ///   (`BMIMeasurement`) or use `classify(_:inputs:bodyMassIndex:)` to give it.
  @inlinable
  public func classify(_ bmi: BodyMassIndex) throws(ClassificationError) -> Classification {
    guard needsOnlyBodyMassIndex else {
      return try classify(MeasuredValue(bmi), inputs: InputValues(), bodyMassIndex: bmi)
    }
    return classifyInSection(MeasuredValue(bmi), section: 0, bodyMassIndex: bmi)
  }

  /// Whether the standard classifies BMI in one section that applies to everyone, so that
  /// ``classify(_:)`` answers without throwing.
  @inlinable
  public var needsOnlyBodyMassIndex: Bool {
    measure == .bmi && sections.count == 1 && inputs.isEmpty
  }

  /// Classifies a value in one section, by the section table's integer form when the value
  /// has one.
  ///
  /// - Parameters:
  ///   - value: The value of the standard's measure.
  ///   - section: A section position, such as `sectionIndex(for:)` gives.
  ///   - bodyMassIndex: The person's BMI, when known, reported with the result.
  /// - Throws: ``ClassificationError/sectionOutOfRange(_:count:standard:)`` for a position
  ///   that is no section; ``ClassificationError/measureMismatch(given:expected:standard:)``
  ///   for a value of another measure (a BMI-for-age standard scores a BMI with
  ///   `classifyForAge(_:inputs:lengthAdjustment:)`, which needs the sex and age).
  @inlinable
  public func classify(
    _ value: MeasuredValue, inSection section: Int, bodyMassIndex: BodyMassIndex? = nil
  ) throws(ClassificationError) -> Classification {
    guard sections.indices.contains(section) else {
      throw .sectionOutOfRange(section, count: sections.count, standard: identity.id)
    }
    guard value.measure == measure else {
      throw .measureMismatch(given: value.measure, expected: measure, standard: identity.id)
    }
    return classifyInSection(value, section: section, bodyMassIndex: bodyMassIndex)
  }

  /// Classifies a value of the standard's measure in a section that exists.
  @inlinable
  package func classifyInSection(
    _ value: MeasuredValue, section: Int, bodyMassIndex: BodyMassIndex? = nil
  ) -> Classification {
    if let millionths = value.millionths {
      return Classification(
        measurement: value, bmi: bodyMassIndex, sectionIndex: section,
        categoryIndex: storage.classifiers[section].categoryIndex(of: millionths), standard: self)
    }
    return classifyExactly(value, inSection: section, bodyMassIndex: bodyMassIndex)
  }

  /// Finds the person's section and classifies a value in it. A BMI given to a BMI-for-age
  /// standard is scored for the person's sex and age; a BMI given to a waist standard is
  /// refused as a missing waist.
  ///
  /// - Parameters:
  ///   - value: The value of the standard's measure.
  ///   - inputs: What is known about the person.
  ///   - bodyMassIndex: The person's BMI, when known, reported with the result.
  /// - Throws: ``ClassificationError/input(_:)`` for an input the standard needs and `inputs`
  ///   lacks, or a value outside the standard's domain (including a `population`'s ages,
  ///   when the age is known); `.measureMismatch` for a value of another measure.
  @usableFromInline package func classify(
    _ value: MeasuredValue, inputs: InputValues, bodyMassIndex: BodyMassIndex? = nil
  ) throws(ClassificationError) -> Classification {
    if value.measure != measure {
      switch (value.measure, measure) {
      case (.bmi, .bmiForAgeCutOffs):
        return try classifyAgainstCutOffs(
          BodyMassIndex(value: value.value, millionths: value.millionths), inputs: inputs)
      case (.bmi, .bmiForAgeZ), (.bmi, .bmiForAgePercentile):
        return try classifyForAge(
          BodyMassIndex(value: value.value, millionths: value.millionths),
          inputs: inputs)
      case (.bmi, .waist), (.bmi, .waistToHeight):
        throw .input(.missing(.waist))
      default:
        throw .measureMismatch(given: value.measure, expected: measure, standard: identity.id)
      }
    }
    let section: Int
    do throws(InputError) {
      section = try sectionIndex(for: inputs)
    } catch {
      throw .input(error)
    }
    var result = classifyInSection(value, section: section, bodyMassIndex: bodyMassIndex)
    result.inputValues = inputs
    return result
  }

  /// Classifies a BMI by exact fractions alone, never by the integer form: the reference
  /// that tests hold ``classify(_:)`` to.
  ///
  /// - Parameter bmi: The exact BMI.
  @usableFromInline
  package func classifyExactly(_ bmi: BodyMassIndex) -> Classification {
    classifyExactly(MeasuredValue(bmi), inSection: 0, bodyMassIndex: bmi)
  }

  /// Classifies a value in a section by exact fractions alone: the reference the integer
  /// path is held to.
  ///
  /// - Parameters:
  ///   - value: The value of the standard's measure.
  ///   - section: A section position.
  ///   - bodyMassIndex: The person's BMI, when known.
  @usableFromInline
  package func classifyExactly(
    _ value: MeasuredValue, inSection section: Int, bodyMassIndex: BodyMassIndex? = nil
  ) -> Classification {
    // Without its integer form the value is looked up, and later written, by fractions only.
    let exact = MeasuredValue(measure: value.measure, value: value.value, millionths: nil)
    let table = storage.sections[section].table
    let index = table.categoryIndex(forClassifiedValue: table.rounding.valueToClassify(exact.value))
    return Classification(
      measurement: exact,
      bmi: bodyMassIndex.map { BodyMassIndex(value: $0.value, millionths: nil) },
      sectionIndex: section, categoryIndex: index, standard: self)
  }

  /// The display rule in exact fractions, for any value and table: the fewest decimals (at
  /// least one) at which the half-up rounded value is positive and in the value's category.
  @usableFromInline
  package static func exactDisplayForm(
    of value: Rational, categoryIndex: Int, in table: ClassificationTable
  ) -> (value: ExactDecimal, decimals: Int) {
    // A written value is shown only if it is positive and lands where the value does; a
    // value below 0.05 would otherwise be written 0.0.
    func fits(_ candidate: ExactDecimal) -> Bool {
      candidate.millionths > 0
        && table.categoryIndex(
          forClassifiedValue: table.rounding.valueToClassify(Rational(candidate)))
          == categoryIndex
    }
    for decimals in 1...ExactDecimal.maximumFractionDigits {
      let candidate = value.rounded(toDecimals: decimals, mode: .halfUp)
      if fits(candidate) { return (candidate, max(decimals, candidate.fractionDigits)) }
    }
    let digits = ExactDecimal.maximumFractionDigits
    for candidate in [value.floor(toDecimals: digits), value.ceiling(toDecimals: digits)]
    where fits(candidate) {
      return (candidate, digits)
    }
    return (value.rounded(toDecimals: digits, mode: .halfUp), digits)
  }
}
