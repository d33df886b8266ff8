/// The answer for one person or one BMI: the exact value, what was looked up, and where it
/// landed.
public struct Classification: Sendable {
  /// The exact BMI.
  public let bmi: BodyMassIndex
  /// The position of ``category`` in the standard's table.
  public let categoryIndex: Int
  /// The standard that classified it.
  @usableFromInline package let classifyingStandard: Standard

  @inlinable
  init(bmi: BodyMassIndex, categoryIndex: Int, standard: Standard) {
    self.bmi = bmi
    self.categoryIndex = categoryIndex
    self.classifyingStandard = standard
  }

  /// The BMI written for people, with one decimal or with as many more as it takes to
  /// stay in the same category: 22.96 under a standard with a cut-off at 23 and no
  /// rounding is written `22.96`, not `23.0`, which would read as the next category.
  ///
  /// Written when asked for, not when classifying: a batch or a loop over people that
  /// only needs categories does not pay for it.
  public var displayBMI: String {
    let display: (value: ExactDecimal, decimals: Int)
    if let millionths = bmi.millionths {
      let written = classifyingStandard.storage.classifier.display(
        of: millionths, categoryIndex: categoryIndex)
      display = (ExactDecimal(millionths: written.millionths), written.decimals)
    } else {
      display = classifyingStandard.exactDisplayForm(of: bmi, categoryIndex: categoryIndex)
    }
    return display.value.formatted(decimals: display.decimals)
  }

  /// The category the value falls in.
  public var category: BMICategory { classifyingStandard.table.categories[categoryIndex] }

  /// The groups the category belongs to.
  public var groups: [CategoryGroup] {
    classifyingStandard.table.groups(ofCategoryAt: categoryIndex)
  }

  /// The identifier, version and digest of the standard that classified it.
  public var standard: StandardIdentity { classifyingStandard.identity }

  /// The classified value as a decimal when the standard rounds, else `nil`.
  public var roundedValue: ExactDecimal? {
    guard case .decimals(let decimals, let mode) = classifyingStandard.table.rounding else {
      return nil
    }
    return bmi.value.rounded(toDecimals: decimals, mode: mode)
  }

  /// The value looked up: the exact BMI, or its rounded form when the standard rounds.
  public var classifiedValue: Rational { roundedValue.map(Rational.init) ?? bmi.value }
}

extension Standard {
  /// Classifies a person by height and weight given as decimals.
  ///
  /// - Parameters:
  ///   - heightCentimetres: Height in centimetres.
  ///   - weightKilograms: Weight in kilograms.
  /// - Returns: The classification, or `nil` unless both values are greater than zero.
  ///   (`BMIMeasurement` reads heights and weights from text, in any unit, and checks them.)
  @inlinable
  public func classify(heightCentimetres: ExactDecimal, weightKilograms: ExactDecimal)
    -> Classification?
  {
    BodyMassIndex(heightCentimetres: heightCentimetres, weightKilograms: weightKilograms).map(
      classify)
  }

  /// Classifies a BMI.
  ///
  /// Every BMI of up to 10⁹ kg/m² is classified by the table's integer form, in a few
  /// comparisons without a fraction or an allocation; larger ones by exact fractions. Both
  /// give the same answer, which the tests check.
  ///
  /// - Parameter bmi: The exact BMI.
  @inlinable
  public func classify(_ bmi: BodyMassIndex) -> Classification {
    if let millionths = bmi.millionths {
      return Classification(
        bmi: bmi, categoryIndex: storage.classifier.categoryIndex(of: millionths), standard: self)
    }
    return classifyExactly(bmi)
  }

  /// Classifies a BMI by exact fractions alone, never by the integer form: the reference
  /// that tests hold ``classify(_:)`` to.
  ///
  /// - Parameter bmi: The exact BMI.
  @usableFromInline
  package func classifyExactly(_ bmi: BodyMassIndex) -> Classification {
    // Without its integer form the BMI is looked up, and later written, by fractions only.
    let exact = BodyMassIndex(value: bmi.value, millionths: nil)
    let table = storage.table
    let index = table.categoryIndex(forClassifiedValue: table.rounding.valueToClassify(exact.value))
    return Classification(bmi: exact, categoryIndex: index, standard: self)
  }

  /// The display rule of ``Classification/displayBMI`` in exact fractions: the reference the
  /// integer classifier's display is held to, and the rule for BMIs beyond its range.
  ///
  /// - Parameters:
  ///   - bmi: The exact BMI.
  ///   - categoryIndex: The category the BMI falls in.
  @usableFromInline
  package func exactDisplayForm(of bmi: BodyMassIndex, categoryIndex: Int) -> (
    value: ExactDecimal, decimals: Int
  ) {
    let table = storage.table
    // A written value is shown only if it is positive and lands where the BMI does; a BMI
    // below 0.05 would otherwise be written 0.0.
    func fits(_ candidate: ExactDecimal) -> Bool {
      candidate.millionths > 0
        && table.categoryIndex(
          forClassifiedValue: table.rounding.valueToClassify(Rational(candidate)))
          == categoryIndex
    }
    for decimals in 1...ExactDecimal.maximumFractionDigits {
      let candidate = bmi.value.rounded(toDecimals: decimals, mode: .halfUp)
      if fits(candidate) { return (candidate, max(decimals, candidate.fractionDigits)) }
    }
    let digits = ExactDecimal.maximumFractionDigits
    for candidate in [bmi.value.floor(toDecimals: digits), bmi.value.ceiling(toDecimals: digits)]
    where fits(candidate) {
      return (candidate, digits)
    }
    return (bmi.value.rounded(toDecimals: digits, mode: .halfUp), digits)
  }
}
