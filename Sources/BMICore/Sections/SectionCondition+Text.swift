// A condition, or a region of inputs, written three ways: for people in messages, compactly
// for a CSV column, and as the `when:` a file would give it.

extension SectionCondition: CustomStringConvertible {
  /// `sex = female, age ≥ 70`; `background = chinese or south-asian`; `everyone` when
  /// nothing is restricted.
  package var description: String {
    guard !clauses.isEmpty else { return "everyone" }
    return clauses.map { clause in
      switch clause.allowed {
      case .values(let values):
        return "\(clause.input.rawValue) = " + Self.alternatives(values)
      case .interval(let interval):
        return Self.inequality(interval, clause.input.rawValue, ("≥", ">"))
      }
    }.joined(separator: ", ")
  }

  /// `sex=female;age>=70`, `18<=age<70`, `background=chinese|south-asian`: ASCII without
  /// commas or quotes, so it is one CSV field as it stands; empty when nothing is
  /// restricted.
  package var compactText: String {
    clauses.map { clause in
      let name = clause.input.rawValue
      switch clause.allowed {
      case .values(let values):
        return name + "=" + values.joined(separator: "|")
      case .interval(let interval):
        return Self.inequality(interval, name, (">=", ">")).filter { $0 != " " }
          .replacingAll("≤", with: "<=")
      }
    }.joined(separator: ";")
  }

  /// The condition as a file writes it: `{sex: female, age: {at_least: 70}}`.
  package var whenText: String {
    let parts = clauses.map { clause in
      let name = clause.input.rawValue
      switch clause.allowed {
      case .values(let values):
        return name + ": "
          + (values.count == 1 ? values[0] : "[" + values.joined(separator: ", ") + "]")
      case .interval(let interval):
        var keys: [String] = []
        switch interval.lower {
        case .none: break
        case .atLeast(let value): keys.append("at_least: \(value)")
        case .above(let value): keys.append("above: \(value)")
        }
        switch interval.upper {
        case .none: break
        case .below(let value): keys.append("below: \(value)")
        case .atMost(let value): keys.append("at_most: \(value)")
        }
        return name + ": {" + keys.joined(separator: ", ") + "}"
      }
    }
    return "{" + parts.joined(separator: ", ") + "}"
  }

  /// `age ≥ 70` for an interval with only a lower end, else as ``Interval/inequality(of:)``
  /// writes it (`age < 70`, `18 ≤ age < 70`).
  private static func inequality(
    _ interval: Interval, _ name: String, _ signs: (atLeast: String, above: String)
  ) -> String {
    guard case .none = interval.upper else { return interval.inequality(of: name) }
    switch interval.lower {
    case .none: return interval.inequality(of: name)
    case .atLeast(let value): return "\(name) \(signs.atLeast) \(value)"
    case .above(let value): return "\(name) \(signs.above) \(value)"
    }
  }

  /// `a`, `a or b`, `a, b or c`.
  private static func alternatives(_ words: [String]) -> String {
    guard let last = words.last else { return "" }
    let rest = words.dropLast()
    return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
  }
}

extension String {
  /// The text with every `target` character replaced by `replacement`.
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
