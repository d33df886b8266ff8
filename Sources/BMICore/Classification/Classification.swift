/// The answer for one person or one BMI: the exact value, what was looked up, and where it
/// landed.
public struct Classification: Sendable {
  /// The exact BMI.
  public let bmi: BodyMassIndex
  /// The BMI written for people; never reads as another category (see ``Standard/displayForm(of:categoryIndex:)``).
  public let displayBMI: String
  /// The value looked up: the exact BMI, or its rounded form when the standard rounds.
  public let classifiedValue: Rational
  /// The position of ``category`` in the standard's table.
  public let categoryIndex: Int
  /// The category the value falls in.
  public let category: Category
  /// The groups the category belongs to.
  public let groups: [CategoryGroup]
  /// The standard that classified it.
  public let standard: StandardIdentity
  /// The classified value as a decimal when the standard rounds, else `nil`.
  public let roundedValue: ExactDecimal?
}

extension Standard {
  /// Classifies a person by height and weight.
  ///
  /// - Parameters:
  ///   - heightCentimetres: Height in centimetres, greater than zero.
  ///   - weightKilograms: Weight in kilograms, greater than zero.
  public func classify(
    heightCentimetres: ExactDecimal, weightKilograms: ExactDecimal
  ) -> Classification {
    classify(BodyMassIndex(heightCentimetres: heightCentimetres, weightKilograms: weightKilograms))
  }

  /// Classifies a BMI.
  ///
  /// - Parameter bmi: The exact BMI.
  public func classify(_ bmi: BodyMassIndex) -> Classification {
    let rounded: ExactDecimal?
    if case .decimals(let decimals, let mode) = table.rounding {
      rounded = bmi.value.rounded(toDecimals: decimals, mode: mode)
    } else {
      rounded = nil
    }
    let value = rounded.map(Rational.init) ?? bmi.value
    let index = table.categoryIndex(forClassifiedValue: value)
    return Classification(
      bmi: bmi, displayBMI: displayForm(of: bmi, categoryIndex: index), classifiedValue: value,
      categoryIndex: index, category: table.categories[index],
      groups: table.groups(ofCategoryAt: index), standard: identity, roundedValue: rounded)
  }

  /// The BMI written with one decimal, or with as many more as it takes for the written
  /// value to fall in the same category as the BMI itself.
  ///
  /// 22.96 under a standard with a cut-off at 23 and no rounding is written `22.96`, not
  /// `23.0`, which would read as the next category.
  ///
  /// - Parameters:
  ///   - bmi: The exact BMI.
  ///   - categoryIndex: The category the BMI falls in.
  public func displayForm(of bmi: BodyMassIndex, categoryIndex: Int) -> String {
    // A written value is shown only if it is positive and lands where the BMI does; a BMI
    // below 0.05 would otherwise be written 0.0.
    func fits(_ candidate: ExactDecimal) -> Bool {
      candidate.millionths > 0
        && table.categoryIndex(for: BodyMassIndex(candidate)) == categoryIndex
    }
    for decimals in 1...ExactDecimal.maximumFractionDigits {
      let candidate = bmi.value.rounded(toDecimals: decimals, mode: .halfUp)
      if fits(candidate) {
        return candidate.formatted(decimals: max(decimals, candidate.fractionDigits))
      }
    }
    let digits = ExactDecimal.maximumFractionDigits
    for candidate in [bmi.value.floor(toDecimals: digits), bmi.value.ceiling(toDecimals: digits)]
    where fits(candidate) {
      return candidate.formatted(decimals: digits)
    }
    return bmi.value.rounded(toDecimals: digits, mode: .halfUp).formatted(decimals: digits)
  }

}
