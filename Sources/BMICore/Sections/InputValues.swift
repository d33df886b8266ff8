/// What is known about a person beyond the measured value, for finding their section.
public struct InputValues: Hashable, Sendable {
  /// The sex, if known.
  public var sex: Sex?
  /// The age, if known.
  public var age: Age?
  /// The family background, one of the standard's declared words, if known.
  public var background: String?
  /// The waist circumference in centimetres, if known.
  public var waistCentimetres: Rational?

  /// Creates the inputs of a person.
  ///
  /// - Parameters:
  ///   - sex: The sex.
  ///   - age: The age.
  ///   - background: The family background.
  ///   - waistCentimetres: The waist in centimetres.
  public init(
    sex: Sex? = nil, age: Age? = nil, background: String? = nil,
    waistCentimetres: Rational? = nil
  ) {
    self.sex = sex
    self.age = age
    self.background = background
    self.waistCentimetres = waistCentimetres
  }
}

/// Why a person cannot be classified by a standard: it needs an input that was not given,
/// or the person is outside what the standard is for. Never a guess: such a person is not
/// classified.
public enum InputError: Error, Hashable, Sendable {
  /// The standard needs this input and it was not given.
  case missing(InputName)
  /// The value given is outside the values the standard is defined for; `accepted` is the
  /// domain it declares (ages in `ageUnit`), or for the ages of a `bmi-standard/1`
  /// `population`, the ages from `min_age` to below `max_age + 1` years.
  case outsideStandard(InputName, accepted: InputDomain, ageUnit: AgeUnit)

  /// The input concerned.
  public var input: InputName {
    switch self {
    case .missing(let input), .outsideStandard(let input, _, _): input
    }
  }
}

extension InputError: CustomStringConvertible {
  /// A one-line English explanation.
  public var description: String {
    switch self {
    case .missing(let input): "the standard needs '\(input.rawValue)', which was not given"
    case .outsideStandard(let input, let accepted, let unit):
      "the value of '\(input.rawValue)' is outside the standard's "
        + SectionCondition([.init(input, accepted)]).description
        + (input == .age ? " (\(unit.rawValue))" : "")
    }
  }
}

extension Standard {
  /// The section a person falls in.
  ///
  /// - Parameter inputs: What is known about the person.
  /// - Returns: The position of the one section whose condition the person meets.
  /// - Throws: ``InputError`` for a missing input or a value outside the standard's domain.
  public func sectionIndex(for inputs: InputValues) throws(InputError) -> Int {
    let selector = storage.selector
    var key = SectionSelector.Key()
    if let sex = inputs.sex { key.sex = selector.code(of: sex) }
    if let background = inputs.background {
      key.background = selector.code(ofBackground: background)
    }
    if let age = inputs.age { key.age = selector.ageValue(age) }
    if let waist = inputs.waistCentimetres { key.waist = SectionSelector.value(of: waist) }
    let outcome = selector.section(for: key)
    guard case .section(let index) = outcome else { throw selector.error(for: outcome) }
    return index
  }
}
