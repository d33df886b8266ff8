/// The lower end of a category's interval.
public enum LowerBound: Hashable, Sendable {
  /// No lower end: the first category, reaching down to zero.
  case none
  /// `at_least`: the value itself belongs to the interval (`[x, …`).
  case atLeast(ExactDecimal)
  /// `above`: the value itself does not belong to the interval (`(x, …`).
  case above(ExactDecimal)

  /// The bound's value, or `nil` for ``none``.
  public var value: ExactDecimal? {
    switch self {
    case .none: nil
    case .atLeast(let value), .above(let value): value
    }
  }

  /// Whether the bound's value itself belongs to the interval.
  public var isInclusive: Bool {
    if case .atLeast = self { return true }
    return false
  }
}

/// The upper end of a category's interval.
public enum UpperBound: Hashable, Sendable {
  /// No upper end: the last category, reaching up without limit.
  case none
  /// `below`: the value itself does not belong to the interval (`…, x)`).
  case below(ExactDecimal)
  /// `at_most`: the value itself belongs to the interval (`…, x]`).
  case atMost(ExactDecimal)

  /// The bound's value, or `nil` for ``none``.
  public var value: ExactDecimal? {
    switch self {
    case .none: nil
    case .below(let value), .atMost(let value): value
    }
  }

  /// Whether the bound's value itself belongs to the interval.
  public var isInclusive: Bool {
    if case .atMost = self { return true }
    return false
  }
}

/// A range of BMI values with explicit boundary semantics, such as `[18.5, 23)`.
public struct Interval: Hashable, Sendable {
  /// The lower end.
  public let lower: LowerBound
  /// The upper end.
  public let upper: UpperBound

  /// Creates an interval from its two ends.
  ///
  /// - Parameters:
  ///   - lower: The lower end; ``LowerBound/none`` for the first category.
  ///   - upper: The upper end; ``UpperBound/none`` for the last category.
  public init(lower: LowerBound, upper: UpperBound) {
    self.lower = lower
    self.upper = upper
  }

  /// Whether an exact value lies in the interval.
  ///
  /// - Parameter value: A BMI, exact or already rounded.
  public func contains(_ value: Rational) -> Bool {
    switch lower {
    case .none: break
    case .atLeast(let bound): if value.compare(to: bound) < 0 { return false }
    case .above(let bound): if value.compare(to: bound) <= 0 { return false }
    }
    switch upper {
    case .none: return true
    case .below(let bound): return value.compare(to: bound) < 0
    case .atMost(let bound): return value.compare(to: bound) <= 0
    }
  }

  /// Whether a decimal lies in the interval.
  ///
  /// - Parameter value: A BMI as a decimal.
  public func contains(_ value: ExactDecimal) -> Bool { contains(Rational(value)) }
}

extension Interval: CustomStringConvertible {
  /// Mathematical notation: `(0, 18.5)`, `[18.5, 23)`, `[23, 24.9]`, `[40, ∞)`.
  public var description: String {
    let left: String
    switch lower {
    case .none: left = "(0"
    case .atLeast(let value): left = "[\(value)"
    case .above(let value): left = "(\(value)"
    }
    let right: String
    switch upper {
    case .none: right = "∞)"
    case .below(let value): right = "\(value))"
    case .atMost(let value): right = "\(value)]"
    }
    return "\(left), \(right)"
  }
}

extension Interval {
  /// The interval as an inequality in BMI: `27 ≤ BMI < 27.5`, `BMI < 18.5`, or `BMI = 25`
  /// for a single value; used in messages.
  public var inequality: String { inequality(of: "BMI") }

  /// The interval as an inequality in a named value: `18 ≤ age < 70`, `waist > 102`.
  ///
  /// - Parameter symbol: The value's name, such as `age` or `waist`.
  package func inequality(of symbol: String) -> String {
    if case .atLeast(let low) = lower, case .atMost(let high) = upper, low == high {
      return "\(symbol) = \(low)"
    }
    var text = ""
    switch lower {
    case .none: break
    case .atLeast(let value): text += "\(value) ≤ "
    case .above(let value): text += "\(value) < "
    }
    text += symbol
    switch upper {
    case .none: break
    case .below(let value): text += " < \(value)"
    case .atMost(let value): text += " ≤ \(value)"
    }
    return text
  }
}

extension Interval {
  /// `[lower, upper)`: `Interval(ExactDecimal(18.5)..<25)` reads as the source writes
  /// "18.5 to less than 25".
  ///
  /// - Parameter range: A half-open range of decimals.
  public init(_ range: Range<ExactDecimal>) {
    self.init(lower: .atLeast(range.lowerBound), upper: .below(range.upperBound))
  }

  /// `[lower, upper]`: both ends belong to the interval, as in "23–24.9" read on a
  /// one-decimal grid.
  ///
  /// - Parameter range: A closed range of decimals.
  public init(_ range: ClosedRange<ExactDecimal>) {
    self.init(lower: .atLeast(range.lowerBound), upper: .atMost(range.upperBound))
  }

  /// `(0, upper)`: the first category, "below 18.5".
  ///
  /// - Parameter range: A range with an upper end only.
  public init(_ range: PartialRangeUpTo<ExactDecimal>) {
    self.init(lower: .none, upper: .below(range.upperBound))
  }

  /// `(0, upper]`: the first category, "18.5 or less".
  ///
  /// - Parameter range: A range with an upper end only.
  public init(_ range: PartialRangeThrough<ExactDecimal>) {
    self.init(lower: .none, upper: .atMost(range.upperBound))
  }

  /// `[lower, ∞)`: the last category, "40 or more".
  ///
  /// - Parameter range: A range with a lower end only.
  public init(_ range: PartialRangeFrom<ExactDecimal>) {
    self.init(lower: .atLeast(range.lowerBound), upper: .none)
  }
}
