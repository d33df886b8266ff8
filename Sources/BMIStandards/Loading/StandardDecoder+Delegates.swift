import BMICore
import BMISupport

/// A `use:` of a section, as written.
struct DecodedUse: Sendable {
  let name: String
  let position: TextPosition
}

extension StandardDecoder {
  /// The standard a section's `use:` names, loaded and checked; `nil` after reporting why
  /// not (unknown, unreadable or refused, or a name already being loaded: a cycle).
  mutating func delegate(_ use: DecodedUse) -> Standard? {
    let isFile = DelegateResolver.isFile(use.name)
    let key = isFile ? "file:" + use.name : "built-in:" + use.name
    if chain.contains(key) {
      report(
        .delegateCycle(name: use.name, chain: chain.map(Self.chainName) + [use.name]),
        at: use.position)
      return nil
    }
    guard let resolver = delegates else {
      report(.delegateUnknown(name: use.name, isFile: isFile), at: use.position)
      return nil
    }
    if !isFile, resolver.builtInFile == nil {
      guard let standard = resolver.builtIn(use.name) else {
        report(.delegateUnknown(name: use.name, isFile: false), at: use.position)
        return nil
      }
      return standard
    }
    let bytes: [UInt8]?
    let files: ReferenceFileReader?
    if isFile {
      guard !use.name.hasPrefix("/"), !use.name.split(separator: "/").contains("..") else {
        report(.delegateUnknown(name: use.name, isFile: true), at: use.position)
        return nil
      }
      bytes = referenceFiles?(use.name)
      let outer = referenceFiles
      let folder = DelegateResolver.folder(of: use.name)
      if let outer {
        files = { name in outer(folder + name) }
      } else {
        files = nil
      }
    } else {
      bytes = resolver.builtInFile?(use.name)
      files = referenceFiles
    }
    guard let bytes else {
      report(.delegateUnknown(name: use.name, isFile: isFile), at: use.position)
      return nil
    }
    do throws(StandardLoadError) {
      return try StandardLoader.load(
        bytes: bytes, fileName: use.name, referenceFiles: files, delegates: resolver,
        chain: chain + [key]
      ).standard
    } catch {
      if let cycle = error.diagnostics.first(where: { $0.code == .delegateCycle }) {
        report(
          .delegateRefused(name: use.name, first: "\(cycle.code.rawValue): \(cycle.message)"),
          at: use.position)
      } else {
        let first = error.errors.first.map {
          "\($0.code.rawValue) at \($0.location.line):\($0.location.column)"
        }
        report(.delegateRefused(name: use.name, first: first ?? ""), at: use.position)
      }
      return nil
    }
  }

  private static func chainName(_ key: String) -> String {
    String(key.drop { $0 != ":" }.dropFirst())
  }

  /// Reports each section whose delegate does not accept every age (and sex) the section
  /// hands it: its declared `age` and `sex` inputs, its growth reference's ages, its
  /// `population`'s ages.
  mutating func checkDelegateRanges(
    _ sections: [DecodedSection], built: [StandardSection], inputs: [DecodedInput]
  ) {
    let ageInput = inputs.first { $0.input.name == .age }?.input
    let unit = ageInput?.ageUnit ?? .years
    for (decoded, section) in zip(sections, built) {
      guard let delegate = section.delegate?.standard, let use = decoded.use else { continue }
      var handed = Interval(lower: .none, upper: .none)
      if case .interval(let interval)? = section.condition.allowed(for: .age) {
        handed = interval
      } else if case .interval(let interval)? = ageInput?.domain {
        handed = interval
      }
      let handedRange = AgeRange(handed, unit: unit)
      let accepted = AgeRange.accepted(by: delegate)
      if !accepted.contains(handedRange) {
        report(
          .delegateRange(
            name: use.name, handed: handedRange.description,
            accepted: accepted.description), at: use.position)
      }
      let sexes = section.condition.allowed(for: .sex)
      if case .values(let theirs)? = delegate.inputs.first(where: { $0.name == .sex })?.domain {
        let handedSexes: [String]
        if case .values(let listed)? = sexes {
          handedSexes = listed
        } else {
          handedSexes = Sex.allCases.map(\.rawValue)
        }
        for sex in handedSexes where !theirs.contains(sex) {
          report(
            .delegateRange(
              name: use.name, handed: "sex = \(sex)",
              accepted: "sex = " + theirs.joined(separator: " or ")), at: use.position)
        }
      }
    }
  }
}

/// Ages as exact fractions of days, each end inclusive or not; `nil` ends are open.
struct AgeRange: CustomStringConvertible {
  var lower: Rational?
  var lowerIsInclusive = true
  var upper: Rational?
  var upperIsInclusive = true

  init(
    lower: Rational?, lowerIsInclusive: Bool = true, upper: Rational?,
    upperIsInclusive: Bool = true
  ) {
    self.lower = lower
    self.lowerIsInclusive = lowerIsInclusive
    self.upper = upper
    self.upperIsInclusive = upperIsInclusive
  }

  /// An interval of ages in `unit`, in days.
  init(_ interval: Interval, unit: AgeUnit) {
    let days = { (value: ExactDecimal) in Age(Rational(value), unit)?.value(in: .days) }
    lower = interval.lower.value.flatMap(days)
    lowerIsInclusive = interval.lower.value == nil || interval.lower.isInclusive
    upper = interval.upper.value.flatMap(days)
    upperIsInclusive = interval.upper.value == nil || interval.upper.isInclusive
  }

  /// Every age a standard classifies: its `age` input's domain, its growth reference's
  /// ages (WHO 2006's whole days rounded half up, so up to half a day past the last row),
  /// its `population`'s whole years.
  static func accepted(by standard: Standard) -> AgeRange {
    var range = AgeRange(lower: nil, upper: nil)
    if let input = standard.inputs.first(where: { $0.name == .age }),
      case .interval(let interval) = input.domain
    {
      range = range.intersection(AgeRange(interval, unit: input.ageUnit))
    }
    if let reference = standard.bmiForAgeReference {
      let rules = reference.rules
      let unit = reference.ageUnit
      func days(_ text: String) -> Rational? {
        ExactDecimal(text).flatMap { Age(Rational($0), unit)?.value(in: .days) }
      }
      let low = days(rules.minimumAge.decimalText(decimals: 0))
      var high = days(rules.maximumAge.decimalText(decimals: 0))
      var highIsInclusive = rules.includesMaximumAge
      if reference.ageRounding == "whole-days-half-up", let last = high {
        high = last + Rational(1, 2)
        highIsInclusive = false
      }
      range = range.intersection(
        AgeRange(lower: low, upper: high, upperIsInclusive: highIsInclusive))
    }
    if let population = standard.population {
      let years = { (value: Int) in Age(Rational(value), .years)?.value(in: .days) }
      range = range.intersection(
        AgeRange(
          lower: population.minimumAge.flatMap(years),
          upper: population.maximumAge.flatMap { years($0 + 1) }, upperIsInclusive: false))
    }
    return range
  }

  func intersection(_ other: AgeRange) -> AgeRange {
    var result = self
    if let low = other.lower {
      if let mine = lower, mine > low || (mine == low && !lowerIsInclusive) {
      } else {
        result.lower = low
        result.lowerIsInclusive = other.lowerIsInclusive
      }
    }
    if let high = other.upper {
      if let mine = upper, mine < high || (mine == high && !upperIsInclusive) {
      } else {
        result.upper = high
        result.upperIsInclusive = other.upperIsInclusive
      }
    }
    return result
  }

  /// Whether every age of `other` is in this range (an age is never below 0).
  func contains(_ other: AgeRange) -> Bool {
    if let low = lower, low.signum > 0 || !lowerIsInclusive {
      guard let theirs = other.lower else { return false }
      if theirs < low || (theirs == low && other.lowerIsInclusive && !lowerIsInclusive) {
        return false
      }
    }
    if let high = upper {
      guard let theirs = other.upper else { return false }
      if theirs > high || (theirs == high && other.upperIsInclusive && !upperIsInclusive) {
        return false
      }
    }
    return true
  }

  /// `[1826.5, 6939.75] days`, with `∞` for an open end.
  var description: String {
    let left = lower.map { (lowerIsInclusive ? "[" : "(") + Self.text($0) } ?? "[0"
    let right = upper.map { Self.text($0) + (upperIsInclusive ? "]" : ")") } ?? "∞)"
    return "\(left), \(right) days"
  }

  private static func text(_ value: Rational) -> String {
    for decimals in 0...6 {
      let rounded = value.rounded(toDecimals: decimals, mode: .halfUp)
      if Rational(rounded) == value { return rounded.formatted(decimals: decimals) }
    }
    return value.fractionDescription
  }
}
