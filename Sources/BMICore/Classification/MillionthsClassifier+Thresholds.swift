extension MillionthsClassifier {
  /// Where a rule on BMIs that, once true, stays true as the BMI grows starts to hold: above
  /// ``millionths`` when ``isStrict``, at it and above otherwise.
  ///
  /// For one height, such a rule is a rule on weights: it holds from one weight on. The
  /// batch engine turns the classifier's bounds into weights once per height it meets, so a
  /// row of a height seen before is classified by comparing its weight with integers.
  @frozen
  package struct Threshold: Sendable, Equatable {
    /// The BMI in millionths where the rule starts (or, when strict, just above which).
    package let millionths: Int64
    /// Whether the rule holds only above ``millionths``.
    package let isStrict: Bool

    /// A threshold at or above `millionths`, or just above it when `isStrict`.
    package init(millionths: Int64, isStrict: Bool) {
      self.millionths = millionths
      self.isStrict = isStrict
    }

    /// The smallest weight, in millionths of a kilogram, whose BMI at a height reaches the
    /// threshold.
    ///
    /// The BMI in millionths is W · 10¹⁶ / H² (``Value/init(heightMillionths:weightMillionths:)``),
    /// so it is at least m from W = ⌈m · H² / 10¹⁶⌉, and above m from ⌊m · H² / 10¹⁶⌋ + 1.
    ///
    /// - Parameter heightSquare: H², the height in millionths of a centimetre squared.
    /// - Returns: The weight; `Int64.max` when the threshold is beyond
    ///   ``MillionthsClassifier/maximumMillionths``.
    @inlinable
    package func lowestWeightMillionths(heightSquare: UInt64) -> Int64 {
      guard millionths >= 0, millionths <= MillionthsClassifier.maximumMillionths else {
        return millionths < 0 ? 0 : Int64.max
      }
      // m < 2⁵⁰ and H² < 2⁶⁴: the product's high word is below 10¹⁶ and the quotient
      // below 2⁶¹.
      let product = UInt64(millionths).multipliedFullWidth(by: heightSquare)
      let (quotient, remainder) = Value.weightScale.dividingFullWidth(product)
      let lowest = isStrict || remainder != 0 ? quotient + 1 : quotient
      return Int64(lowest)
    }
  }

  /// The threshold of a rule that, once true for a BMI, is true for every greater one, found
  /// by asking the rule about BMIs: beyond ``maximumMillionths`` when it holds for no BMI up
  /// to there, and `nil` when it tells apart BMIs that differ only in how far beyond the same
  /// millionth they are (it then has no threshold of this form).
  ///
  /// - Parameter holds: The rule. It must not hold for a BMI and fail for a greater one.
  package static func threshold(where holds: (Value) -> Bool) -> Threshold? {
    guard holds(Value(exactMillionths: maximumMillionths)) else {
      return Threshold(millionths: Int64.max, isStrict: false)
    }
    // The first whole number of millionths the rule holds for.
    var low: Int64 = 0
    var high = maximumMillionths
    while low < high {
      let middle = low + (high - low) / 2
      if holds(Value(exactMillionths: middle)) { high = middle } else { low = middle + 1 }
    }
    guard low > 0 else { return Threshold(millionths: 0, isStrict: false) }
    // Between that millionth and the one before it the rule gives one answer, which says
    // whether it starts at the millionth or just after the one before.
    let belowHalf = holds(Value(floor: low - 1, remainder: 1, denominator: 3))
    let aboveHalf = holds(Value(floor: low - 1, remainder: 2, denominator: 3))
    guard belowHalf == aboveHalf else { return nil }
    return belowHalf
      ? Threshold(millionths: low - 1, isStrict: true) : Threshold(millionths: low, isStrict: false)
  }

  /// Where each category ends: element i is where a BMI's category index becomes greater
  /// than i, so a BMI's index is the number of thresholds it reaches; `nil` when a bound has
  /// no threshold of this form (none of the classifier's has: its index depends on the floor
  /// and on whether anything remains, not on how much).
  package var categoryThresholds: [Threshold]? {
    var thresholds: [Threshold] = []
    for bound in 0..<(categoryCount - 1) {
      guard let threshold = Self.threshold(where: { categoryIndex(of: $0) > bound }) else {
        return nil
      }
      thresholds.append(threshold)
    }
    return thresholds
  }
}
