/// A standard's table reduced to integers, so a row is classified and its BMI written without
/// a fraction, an allocation or a string.
///
/// A BMI reaches it as `floor(BMI · 10⁶)` plus two facts about what the floor dropped: whether
/// anything remains, and whether the remainder is at least half a millionth. Every cut-off is
/// a whole number of millionths, so those three facts decide every comparison and every
/// rounding that ``Standard/classify(_:)`` and ``Standard/displayForm(of:categoryIndex:)``
/// make; `BatchClassifierTests` checks the answers against them.
@frozen
@usableFromInline package struct MillionthsClassifier: Sendable {
  /// A BMI as `floor(BMI · 10⁶)` and what the floor dropped.
  @frozen
  @usableFromInline package struct Value: Sendable {
    /// `floor(BMI · 10⁶)`, at most ``maximumMillionths``.
    @usableFromInline package var floorMillionths: Int64
    /// Whether the BMI is above ``floorMillionths`` (not a whole number of millionths).
    @usableFromInline package var hasRemainder: Bool
    /// Whether the dropped part is at least half a millionth, so rounding to six decimals
    /// half-up goes up.
    @usableFromInline package var remainderIsHalfOrMore: Bool

    /// A BMI that is a whole number of millionths, such as one read from a `bmi` column.
    @inlinable
    package init(exactMillionths: Int64) {
      floorMillionths = exactMillionths
      hasRemainder = false
      remainderIsHalfOrMore = false
    }

    /// A BMI of `numerator / denominator` millionths, with `numerator` ≥ 0 and
    /// `denominator` > 0 and a quotient that fits ``maximumMillionths``.
    @inlinable
    package init(floor: Int64, remainder: UInt64, denominator: UInt64) {
      floorMillionths = floor
      hasRemainder = remainder != 0
      // remainder < denominator ≤ 2⁶⁴ - 1, so compare without doubling.
      remainderIsHalfOrMore = remainder >= denominator - remainder
    }
  }

  /// The largest `floor(BMI · 10⁶)` handled; Rational rounding saturates only far above it.
  @usableFromInline package static let maximumMillionths: Int64 = 1_000_000_000_000_000

  /// For each category but the last, the smallest whole number of millionths its upper
  /// bound does not admit: the bound, plus one when the bound is inclusive.
  ///
  /// Consecutive bounds of a valid table never decrease, so the category of a decimal `v`
  /// is the number of these values at or below `v`.
  @usableFromInline let firstExcludedMillionths: [Int64]
  /// The upper bounds themselves: the category of a value strictly between `m` and `m + 1`
  /// millionths is the number of bounds at or below `m`, inclusive or not.
  @usableFromInline let boundMillionths: [Int64]
  /// `10^(6 - d)` when the table rounds to `d` decimals first, else 0.
  @usableFromInline let roundingStep: Int64
  /// Whether the table's rounding sends halves to the even neighbour.
  @usableFromInline let roundsHalfToEven: Bool

  /// The number of categories.
  @usableFromInline package let categoryCount: Int

  /// Reduces a validated table to integers.
  ///
  /// - Parameter table: The standard's table.
  package init(table: ClassificationTable) {
    self = table.classifier
  }

  /// Reduces validated categories and their rounding to integers.
  init(categories: [BMICategory], rounding: RoundingPolicy) {
    var bounds: [Int64] = []
    var excluded: [Int64] = []
    for category in categories.dropLast() {
      let bound = category.interval.upper.value?.millionths ?? Int64.max
      bounds.append(bound)
      excluded.append(category.interval.upper.isInclusive ? bound + 1 : bound)
    }
    boundMillionths = bounds
    firstExcludedMillionths = excluded
    categoryCount = categories.count
    switch rounding {
    case .none:
      roundingStep = 0
      roundsHalfToEven = false
    case .decimals(let decimals, let mode):
      var step: Int64 = 1
      for _ in 0..<(ExactDecimal.maximumFractionDigits - decimals) { step *= 10 }
      roundingStep = step
      roundsHalfToEven = mode == .halfEven
    }
  }

  /// The category of a BMI, after the table's rounding, as `ClassificationTable` finds it.
  ///
  /// - Parameter value: The BMI.
  @inlinable @inline(__always)
  package func categoryIndex(of value: Value) -> Int {
    if roundingStep != 0 { return decimalIndex(rounded(value)) }
    let bounds = value.hasRemainder ? boundMillionths : firstExcludedMillionths
    return bounds.withUnsafeBufferPointer { Self.count(of: $0, atOrBelow: value.floorMillionths) }
  }

  /// The BMI as ``Standard/displayForm(of:categoryIndex:)`` writes it: the fewest decimals
  /// (at least one) at which the half-up rounded value is still in the BMI's category.
  ///
  /// - Parameters:
  ///   - value: The BMI.
  ///   - categoryIndex: The category of `value`.
  /// - Returns: The written value in millionths and its number of decimals.
  @inlinable
  package func display(of value: Value, categoryIndex: Int) -> (
    millionths: Int64, decimals: Int
  ) {
    // With an even step, the dropped sub-millionth part cannot lift a remainder below half
    // of the step to half of it, so the floor alone decides half-up rounding.
    let remainder = value.floorMillionths % 100_000
    let candidate = value.floorMillionths - remainder + (remainder >= 50_000 ? 100_000 : 0)
    if decimal(candidate, isIn: categoryIndex) { return (candidate, 1) }
    return finerDisplay(of: value, categoryIndex: categoryIndex)
  }

  /// The display rule from two decimals on, for BMIs next to a cut-off.
  @usableFromInline @inline(never)
  func finerDisplay(of value: Value, categoryIndex: Int) -> (
    millionths: Int64, decimals: Int
  ) {
    var step: Int64 = 10_000
    for decimals in 2...5 {
      let remainder = value.floorMillionths % step
      let candidate = value.floorMillionths - remainder + (remainder >= step / 2 ? step : 0)
      if decimal(candidate, isIn: categoryIndex) { return (candidate, decimals) }
      step /= 10
    }
    let sixth = value.floorMillionths + (value.remainderIsHalfOrMore ? 1 : 0)
    if decimal(sixth, isIn: categoryIndex) { return (sixth, 6) }
    // The same fall-backs, in the same order, as the display rule in BMICore.
    let floor = value.floorMillionths
    if decimal(floor, isIn: categoryIndex) { return (floor, 6) }
    let ceiling = floor + (value.hasRemainder ? 1 : 0)
    if decimal(ceiling, isIn: categoryIndex) { return (ceiling, 6) }
    return (sixth, 6)
  }

  // MARK: - Integer lookups

  /// Whether a decimal BMI of `millionths` is positive and falls in category `index`, after
  /// the table's rounding: it is at or above the previous category's first excluded value
  /// and below this one's. (The display rule never writes a BMI as 0.)
  @inlinable
  package func decimal(_ millionths: Int64, isIn index: Int) -> Bool {
    guard millionths > 0 else { return false }
    let value =
      roundingStep == 0 ? millionths : rounded(Value(exactMillionths: millionths))
    return firstExcludedMillionths.withUnsafeBufferPointer { excluded in
      (index == 0 || value >= excluded[index - 1])
        && (index == excluded.count || value < excluded[index])
    }
  }

  /// The category of a decimal BMI of `millionths` that needs no more rounding.
  @inlinable
  func decimalIndex(_ millionths: Int64) -> Int {
    firstExcludedMillionths.withUnsafeBufferPointer {
      Self.count(of: $0, atOrBelow: millionths)
    }
  }

  /// How many of the non-decreasing `values` are at or below `limit`.
  @inlinable
  static func count(of values: UnsafeBufferPointer<Int64>, atOrBelow limit: Int64) -> Int {
    // Without branches: which category a row falls in is as unpredictable as the data.
    var count = 0
    var index = 0
    while index < values.count {
      count &+= Int((limit &- values[index]) >> 63) &+ 1
      index &+= 1
    }
    return count
  }

  /// The value rounded as the table says, in millionths.
  @inlinable
  func rounded(_ value: Value) -> Int64 {
    let step = roundingStep
    let remainder = value.floorMillionths % step
    let base = value.floorMillionths - remainder
    let half = step / 2
    // The steps are 100 or more and even, so, as in `display`, the floor decides unless the
    // value sits exactly on the half: then only an exact half is a tie.
    let up: Bool
    if remainder != half {
      up = remainder > half
    } else if value.hasRemainder || !roundsHalfToEven {
      up = true
    } else {
      up = (base / step) & 1 == 1
    }
    return up ? base + step : base
  }
}
