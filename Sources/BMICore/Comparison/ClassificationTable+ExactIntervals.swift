extension ClassificationTable {
  /// The exact BMIs each category receives once the table's rounding is applied, in the
  /// order of ``categories``.
  ///
  /// Without rounding these are the categories' own intervals. With rounding to `d`
  /// decimals a category ends where rounding starts to reach the next one, at the midpoint
  /// between its last `d`-decimal value and the next: a category written `at_most 22.9`
  /// under one-decimal half-up rounding receives exact BMIs below 22.95, because 22.95
  /// rounds to 23.0. Under half-even rounding the midpoint itself goes to whichever
  /// neighbour has an even last digit, so some ends are inclusive and some are not:
  /// 18.45 rounds to 18.4 and 22.95 to 23.0.
  ///
  /// The intervals cover every positive BMI exactly once, and an exact BMI lies in the
  /// interval at position `i` exactly when ``categoryIndex(for:)`` gives `i`.
  package var exactIntervals: [Interval] {
    var intervals: [Interval] = []
    var lower = LowerBound.none
    for index in categories.indices {
      let upper =
        index == categories.count - 1 ? UpperBound.none : exactUpperBound(ofCategoryAt: index)
      intervals.append(Interval(lower: lower, upper: upper))
      switch upper {
      case .none: break
      case .below(let value): lower = .atLeast(value)
      case .atMost(let value): lower = .above(value)
      }
    }
    return intervals
  }

  /// Where the exact BMIs of a category other than the last end.
  private func exactUpperBound(ofCategoryAt index: Int) -> UpperBound {
    let upper = categories[index].interval.upper
    guard case .decimals(let decimals, let mode) = rounding, let value = upper.value else {
      return upper
    }
    // Rounded values are multiples of `step` millionths; `last` is the largest the
    // category admits, and validation guarantees the next category starts at `last + step`.
    let step = Self.powerOfTen(ExactDecimal.maximumFractionDigits - decimals)
    let remainder = value.millionths % step
    var last = value.millionths - remainder
    if remainder == 0 && !upper.isInclusive { last -= step }
    // `step` is at least 100 millionths (at most 4 decimals), so the midpoint is exact.
    let midpoint = ExactDecimal(millionths: last + step / 2)
    switch mode {
    case .halfUp:
      return .below(midpoint)
    case .halfEven:
      return (last / step) % 2 == 0 ? .atMost(midpoint) : .below(midpoint)
    }
  }

  private static func powerOfTen(_ exponent: Int) -> Int64 {
    (0..<exponent).reduce(1) { power, _ in power * 10 }
  }
}
