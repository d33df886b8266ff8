extension Standard {
  /// The lightest and heaviest weights, in steps of 0.1 kg, that put a person of this height
  /// in the healthy category, with the table's bounds and rounding respected exactly.
  ///
  /// - Parameter heightCentimetres: Height in centimetres, greater than zero.
  /// - Returns: The range, or `nil` when the standard marks no healthy category or no
  ///   weight in steps of 0.1 kg (up to 100 000 kg) reaches it.
  public func healthyWeightRange(heightCentimetres: ExactDecimal) -> ClosedRange<ExactDecimal>? {
    healthyWeightRange(heightCentimetres: Rational(heightCentimetres))
  }

  /// The healthy weight range for a height given as an exact fraction of centimetres.
  ///
  /// - Parameter heightCentimetres: Height in centimetres, greater than zero.
  /// - Returns: The range, or `nil` as for the decimal form.
  package func healthyWeightRange(heightCentimetres: Rational) -> ClosedRange<ExactDecimal>? {
    healthyWeightRange(heightCentimetres: heightCentimetres, inSection: 0)
  }

  /// The healthy weight range for a height in one section: the weights that put a person
  /// of that section in its healthy category.
  ///
  /// - Parameters:
  ///   - heightCentimetres: Height in centimetres, greater than zero.
  ///   - section: A section position, such as ``Classification/sectionIndex``.
  /// - Returns: The range, or `nil` when the standard does not classify BMI, the section
  ///   is not one of the standard's, marks no healthy category, or no weight in steps of
  ///   0.1 kg reaches it.
  package func healthyWeightRange(heightCentimetres: Rational, inSection section: Int)
    -> ClosedRange<ExactDecimal>?
  {
    guard sections.indices.contains(section) else { return nil }
    let table = sections[section].table
    guard measure == .bmi, let healthy = table.healthyIndex else { return nil }
    let maximumTenths: Int64 = 1_000_000
    guard heightCentimetres.signum > 0 else { return nil }
    func index(_ tenths: Int64) -> Int {
      // A positive height and weight in range always make a BMI; the guard keeps an
      // impossible height from trapping.
      guard
        let bmi = BodyMassIndex(
          heightCentimetres: heightCentimetres, weightKilograms: Rational(tenths, over: 10))
      else { return table.categories.count - 1 }
      return table.categoryIndex(for: bmi)
    }
    // The category index never decreases as weight grows, so both ends are binary searches.
    let lightest = firstTenths(in: 1...maximumTenths) { index($0) >= healthy }
    let firstHeavier = firstTenths(in: 1...maximumTenths) { index($0) > healthy }
    guard let lightest, index(lightest) == healthy else { return nil }
    let heaviest = (firstHeavier ?? (maximumTenths + 1)) - 1
    guard heaviest >= lightest else { return nil }
    return ExactDecimal(
      millionths: lightest * 100_000)...ExactDecimal(
        millionths: heaviest * 100_000)
  }

  private func firstTenths(in range: ClosedRange<Int64>, where predicate: (Int64) -> Bool) -> Int64?
  {
    var low = range.lowerBound
    var high = range.upperBound + 1
    while low < high {
      let middle = low + (high - low) / 2
      if predicate(middle) { high = middle } else { low = middle + 1 }
    }
    return low > range.upperBound ? nil : low
  }
}
