/// A standard's sections reduced to integers, so a person's section is found without a
/// fraction, a string or an allocation: words become their positions in the declared
/// list, numbers whole millionths with what they leave (as ``MillionthsClassifier`` reads
/// values), in the unit the standard declares.
///
/// A class, so that the engine passes one reference around rather than a value of several
/// arrays, each retained on every copy.
@usableFromInline package final class SectionSelector: Sendable {
  /// A person's inputs as the selector reads them.
  @frozen
  @usableFromInline package struct Key: Sendable {
    /// The position of the sex among the declared values; ``absent`` or ``undeclared``.
    @usableFromInline package var sex: Int = absent
    /// The position of the background among the declared values; ``absent`` or
    /// ``undeclared``.
    @usableFromInline package var background: Int = absent
    /// The age in the standard's age unit.
    @usableFromInline package var age: MillionthsClassifier.Value?
    /// The waist in centimetres.
    @usableFromInline package var waist: MillionthsClassifier.Value?

    /// A key with nothing known.
    @inlinable
    package init() {}
  }

  /// The code of an input that was not given.
  @usableFromInline package static let absent = -1
  /// The code of a word the standard does not declare.
  @usableFromInline package static let undeclared = -2

  /// Numbers from `lower` to `upper` in millionths, each end inclusive or not.
  @frozen
  @usableFromInline struct Range: Sendable {
    @usableFromInline let lower: Int64
    @usableFromInline let lowerIsInclusive: Bool
    @usableFromInline let upper: Int64
    @usableFromInline let upperIsInclusive: Bool

    @usableFromInline static let everything = Range(
      lower: .min, lowerIsInclusive: true, upper: .max, upperIsInclusive: true)

    @inlinable
    init(lower: Int64, lowerIsInclusive: Bool, upper: Int64, upperIsInclusive: Bool) {
      self.lower = lower
      self.lowerIsInclusive = lowerIsInclusive
      self.upper = upper
      self.upperIsInclusive = upperIsInclusive
    }

    /// The interval in millionths of its own unit, scaled by `factor`.
    init(_ interval: Interval, scaledBy factor: Int64 = 1) {
      lower = interval.lower.value.map { $0.millionths * factor } ?? .min
      lowerIsInclusive = interval.lower.value == nil || interval.lower.isInclusive
      upper = interval.upper.value.map { $0.millionths * factor } ?? .max
      upperIsInclusive = interval.upper.value == nil || interval.upper.isInclusive
    }

    /// Whether the value lies in the range: its floor and whether anything remains decide.
    @inlinable
    func contains(_ value: MillionthsClassifier.Value) -> Bool {
      let floor = value.floorMillionths
      let aboveLower =
        lowerIsInclusive
        ? floor >= lower : (floor > lower || (floor == lower && value.hasRemainder))
      let belowUpper =
        upperIsInclusive
        ? (floor < upper || (floor == upper && !value.hasRemainder)) : floor < upper
      return aboveLower && belowUpper
    }
  }

  /// One section's condition.
  @frozen
  @usableFromInline struct Condition: Sendable {
    @usableFromInline let sexes: UInt64
    @usableFromInline let backgrounds: UInt64
    @usableFromInline let ages: Range
    @usableFromInline let waists: Range
  }

  /// The declared inputs, in order.
  @usableFromInline let inputs: [InputName]
  @usableFromInline let needsSex: Bool
  @usableFromInline let needsBackground: Bool
  @usableFromInline let needsAge: Bool
  @usableFromInline let needsWaist: Bool
  @usableFromInline let sexValues: [String]
  @usableFromInline let backgroundValues: [String]
  @usableFromInline let ageDomain: Range
  @usableFromInline let waistDomain: Range
  @usableFromInline let ageUnit: AgeUnit
  /// The ages of a `population`, in ``ageUnit``.
  @usableFromInline let populationAges: Range?
  @usableFromInline let population: Population?
  @usableFromInline let conditions: [Condition]
  private let declared: [StandardInput]

  /// Reduces validated inputs and sections to integers.
  init(inputs: [StandardInput], sections: [StandardSection], population: Population?) {
    declared = inputs
    let names = inputs.map { $0.name }
    self.inputs = names
    needsSex = names.contains(.sex)
    needsBackground = names.contains(.background)
    needsAge = names.contains(.age)
    needsWaist = names.contains(.waist)
    func words(_ name: InputName) -> [String] {
      guard case .values(let values)? = inputs.first(where: { $0.name == name })?.domain else {
        return []
      }
      return values
    }
    func domain(_ name: InputName, factor: Int64 = 1) -> Range {
      guard case .interval(let interval)? = inputs.first(where: { $0.name == name })?.domain
      else { return .everything }
      return Range(SectionValidator.numericDomain(interval), scaledBy: factor)
    }
    sexValues = words(.sex)
    backgroundValues = words(.background)
    ageUnit = inputs.first { $0.name == .age }?.ageUnit ?? .years
    ageDomain = domain(.age)
    waistDomain = domain(.waist)
    self.population = population
    if let population, population.minimumAge != nil || population.maximumAge != nil {
      // Whole years, converted exactly: a year is 12 months or 365.25 days, and 10⁶ times
      // either is whole.
      let factor = AgeUnit.years.factor(to: ageUnit)
      func millionths(_ years: Int) -> Int64 {
        Int64(years) * ExactDecimal.scale * factor.numerator / factor.denominator
      }
      populationAges = Range(
        lower: population.minimumAge.map(millionths) ?? .min, lowerIsInclusive: true,
        upper: population.maximumAge.map { millionths($0 + 1) } ?? .max,
        upperIsInclusive: population.maximumAge == nil)
    } else {
      populationAges = nil
    }
    let sexes = sexValues
    let backgrounds = backgroundValues
    conditions = sections.map { section in
      func mask(_ name: InputName, _ values: [String]) -> UInt64 {
        guard case .values(let allowed)? = section.condition.allowed(for: name) else {
          return ~0
        }
        var mask: UInt64 = 0
        for (index, value) in values.enumerated() where allowed.contains(value) && index < 64 {
          mask |= 1 << UInt64(index)
        }
        return mask
      }
      func range(_ name: InputName) -> Range {
        guard case .interval(let interval)? = section.condition.allowed(for: name) else {
          return .everything
        }
        return Range(interval)
      }
      return Condition(
        sexes: mask(.sex, sexes), backgrounds: mask(.background, backgrounds),
        ages: range(.age), waists: range(.waist))
    }
  }

  /// Where a person falls, or why nowhere.
  @usableFromInline package enum Outcome: Equatable, Sendable {
    /// The section at this position.
    case section(Int)
    /// The standard needs this input and it was not given.
    case missing(InputName)
    /// The value is outside the domain the standard declares.
    case outside(InputName)
    /// The age is outside the standard's `population`.
    case outsidePopulation
  }

  /// The section of a person: the first declared input (in order) that is missing or
  /// outside its domain, else the population's ages, else the one section whose condition
  /// the person meets.
  ///
  /// - Parameter key: The person's inputs.
  @inlinable
  package func section(for key: Key) -> Outcome {
    let zero = MillionthsClassifier.Value(exactMillionths: 0)
    var age = zero
    var waist = zero
    var isInDomain = (!needsSex || key.sex >= 0) && (!needsBackground || key.background >= 0)
    if needsAge {
      if let value = key.age, ageDomain.contains(value) { age = value } else { isInDomain = false }
    }
    if needsWaist {
      if let value = key.waist, waistDomain.contains(value) {
        waist = value
      } else {
        isInDomain = false
      }
    }
    guard isInDomain else { return refusal(for: key) }
    if let populationAges, let value = key.age, !populationAges.contains(value) {
      return .outsidePopulation
    }
    let sexBit: UInt64 = needsSex ? 1 << UInt64(truncatingIfNeeded: key.sex & 63) : 1
    let backgroundBit: UInt64 =
      needsBackground ? 1 << UInt64(truncatingIfNeeded: key.background & 63) : 1
    return conditions.withUnsafeBufferPointer { conditions in
      var index = 0
      while index < conditions.count {
        let condition = conditions[index]
        if condition.sexes & sexBit != 0 && condition.backgrounds & backgroundBit != 0
          && condition.ages.contains(age) && condition.waists.contains(waist)
        {
          return .section(index)
        }
        index &+= 1
      }
      // Validation guarantees a section for every person of the domain.
      return .outside(inputs.first ?? .age)
    }
  }

  /// Why a person with an input missing or outside its domain is refused: the first such
  /// input, in the order the standard declares them.
  @usableFromInline @inline(never)
  func refusal(for key: Key) -> Outcome {
    for input in inputs {
      switch input {
      case .sex:
        guard key.sex != Self.absent else { return .missing(.sex) }
        guard key.sex >= 0 else { return .outside(.sex) }
      case .background:
        guard key.background != Self.absent else { return .missing(.background) }
        guard key.background >= 0 else { return .outside(.background) }
      case .age:
        guard let value = key.age else { return .missing(.age) }
        guard ageDomain.contains(value) else { return .outside(.age) }
      case .waist:
        guard let value = key.waist else { return .missing(.waist) }
        guard waistDomain.contains(value) else { return .outside(.waist) }
      case .height, .weight:
        break
      }
    }
    return .outside(inputs.first ?? .age)
  }

  // MARK: - Reading values

  /// The code of a sex: its position among the declared values, else ``undeclared``.
  @inlinable
  package func code(of sex: Sex) -> Int {
    sexValues.firstIndex(of: sex.rawValue) ?? Self.undeclared
  }

  /// The code of a background word.
  package func code(ofBackground word: String) -> Int {
    backgroundValues.firstIndex(of: word) ?? Self.undeclared
  }

  /// An age in the standard's age unit.
  package func ageValue(_ age: Age) -> MillionthsClassifier.Value? {
    Self.value(of: age.value(in: ageUnit))
  }

  /// An age of a whole number of millionths of years, in the standard's age unit, as a
  /// batch column gives it.
  ///
  /// - Parameter millionths: The age in millionths of a year, zero or more.
  @inlinable
  package func ageValue(yearMillionths millionths: Int64)
    -> MillionthsClassifier.Value?
  {
    guard millionths >= 0, millionths <= 1_000_000_000_000 else { return nil }
    switch ageUnit {
    case .years: return MillionthsClassifier.Value(exactMillionths: millionths)
    case .months: return MillionthsClassifier.Value(exactMillionths: millionths * 12)
    case .days:
      // 365.25 days = 1461 / 4.
      let quarters = millionths * 1461
      return MillionthsClassifier.Value(
        floor: quarters / 4, remainder: UInt64(quarters % 4), denominator: 4)
    }
  }

  /// A number of zero or more as whole millionths and what they leave.
  package static func value(of number: Rational) -> MillionthsClassifier.Value? {
    guard number.signum >= 0 else { return nil }
    if number.signum == 0 { return MillionthsClassifier.Value(exactMillionths: 0) }
    return MillionthsClassifier.Value(exactly: number)
  }

  /// The most words an enumerated input may declare: each is a bit of a 64-bit mask.
  package static let maximumValues = 64

  /// The error for an outcome that is not a section, with the domain a value is outside.
  package func error(for outcome: Outcome) -> InputError {
    switch outcome {
    case .missing(let input): return .missing(input)
    case .outsidePopulation:
      let lower: LowerBound = population?.minimumAge.map { .atLeast(ExactDecimal($0)) } ?? .none
      let upper: UpperBound = population?.maximumAge.map { .below(ExactDecimal($0 + 1)) } ?? .none
      return .outsideStandard(
        .age, accepted: .interval(Interval(lower: lower, upper: upper)), ageUnit: .years)
    case .outside(let input):
      let domain = declared.first { $0.name == input }?.domain ?? StandardInput.unbounded
      return .outsideStandard(input, accepted: domain, ageUnit: ageUnit)
    case .section: return .missing(inputs.first ?? .age)
    }
  }
}
