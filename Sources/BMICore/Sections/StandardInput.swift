/// The values an input may take: words from a list, or numbers in an interval.
public enum InputDomain: Hashable, Sendable {
  /// Words from a list, such as `[female, male]` for `sex`.
  case values([String])
  /// Numbers in an interval, such as `[18, ∞)` for `age`; an interval without a lower end
  /// starts at 0.
  case interval(Interval)

  /// Whether the domain holds a word.
  ///
  /// - Parameter value: A word of an enumerated input.
  package func contains(value: String) -> Bool {
    guard case .values(let values) = self else { return false }
    return values.contains(value)
  }

  /// Whether the domain holds a number.
  ///
  /// - Parameter number: A value of a numeric input, zero or more.
  package func contains(number: Rational) -> Bool {
    guard case .interval(let interval) = self else { return false }
    return interval.contains(number)
  }
}

/// An input a standard declares, with the values it is defined for.
///
/// A person whose value is outside the domain is refused, never classified: an age of 16
/// under a standard for ages 18 and over, a sex the standard gives no cut-offs for.
@usableFromInline package struct StandardInput: Hashable, Sendable {
  /// Which input.
  package let name: InputName
  /// The values the standard is defined for.
  package let domain: InputDomain
  /// The unit of the bounds of an `age` input; years unless the standard says otherwise.
  package let ageUnit: AgeUnit

  /// Creates an input.
  ///
  /// - Parameters:
  ///   - name: Which input; one of ``InputName/declarable``.
  ///   - domain: Words for `sex` and `background`, an interval for `age` and `waist_cm`.
  ///   - ageUnit: The unit of an age input's bounds.
  package init(name: InputName, domain: InputDomain, ageUnit: AgeUnit = .years) {
    self.name = name
    self.domain = domain
    self.ageUnit = ageUnit
  }

  /// The whole range of a numeric input that declares no bounds: every number from 0.
  package static let unbounded = InputDomain.interval(Interval(lower: .none, upper: .none))
}
