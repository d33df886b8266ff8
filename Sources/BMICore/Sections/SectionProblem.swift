/// A reason a standard's inputs and sections do not form a valid standard: every person of
/// the inputs' domain must fall in exactly one section, and a category must mean the same
/// in every section that lists it.
///
/// Sections are named by position (0-based, in the order given), so a loader can point at
/// the lines involved.
package enum SectionProblem: Hashable, Sendable {
  /// No section at all.
  case noSections
  /// An input that files cannot declare, such as `height_cm`.
  case inputNotDeclarable(InputName)
  /// The same input declared twice.
  case duplicateInput(InputName)
  /// An enumerated input given an interval, or a numeric one given words; `section` is
  /// `nil` for the declaration.
  case wrongKindOfDomain(input: InputName, section: Int?)
  /// An empty list of words; `section` is `nil` for the declaration.
  case noValues(input: InputName, section: Int?)
  /// A word listed twice; `section` is `nil` for the declaration.
  case duplicateValue(input: InputName, value: String, section: Int?)
  /// More words in a declaration than a section selector takes.
  case tooManyValues(input: InputName, count: Int)
  /// A `sex` value other than `female` and `male`.
  case unknownSex(value: String)
  /// A declared numeric domain that holds no value.
  case emptyDomain(input: InputName, interval: Interval)
  /// A section restricts an input the standard does not declare.
  case undeclaredInput(section: Int, input: InputName)
  /// A section names a word its input's domain does not hold.
  case valueOutsideDomain(section: Int, input: InputName, value: String)
  /// A section's interval has no value in common with its input's domain.
  case intervalOutsideDomain(section: Int, input: InputName, interval: Interval, domain: Interval)
  /// A declared input that no section restricts.
  case unusedInput(InputName)
  /// People of the domain that no section covers, as a box over the inputs.
  case gap(region: SectionCondition)
  /// People that several sections cover, as a box, with the sections in order.
  case overlap(region: SectionCondition, sections: [Int])
  /// Two sections give a category with the same id different labels.
  case categoryLabelDiffers(id: String, firstSection: Int, section: Int)
  /// Two sections give a category with the same id a different healthy mark.
  case categoryHealthDiffers(id: String, firstSection: Int, section: Int)
  /// A group names a category no section has.
  case unknownGroupMember(group: Int, groupID: String, member: String)
  /// Two groups share an identifier.
  case duplicateGroupID(id: String, first: Int, second: Int)
  /// More sections than a standard may have.
  case tooManySections(count: Int)
}

extension SectionProblem: CustomStringConvertible {
  /// A one-line English explanation.
  package var description: String {
    switch self {
    case .noSections: return "a standard needs at least one section"
    case .inputNotDeclarable(let input): return "'\(input.rawValue)' cannot be declared as an input"
    case .duplicateInput(let input): return "the input '\(input.rawValue)' is declared twice"
    case .wrongKindOfDomain(let input, _):
      return input.isEnumerated
        ? "'\(input.rawValue)' takes a list of values, not an interval"
        : "'\(input.rawValue)' takes an interval, not a list of values"
    case .noValues(let input, _): return "'\(input.rawValue)' lists no values"
    case .duplicateValue(let input, let value, _):
      return "'\(value)' is listed twice for '\(input.rawValue)'"
    case .tooManyValues(let input, let count):
      return
        "'\(input.rawValue)' lists \(count) values; at most \(SectionSelector.maximumValues) are allowed"
    case .unknownSex(let value): return "'\(value)' is not a sex; write female or male"
    case .emptyDomain(let input, let interval):
      return "the domain \(interval) of '\(input.rawValue)' holds no value"
    case .undeclaredInput(_, let input):
      return "a section depends on '\(input.rawValue)', which is not declared under inputs"
    case .valueOutsideDomain(_, let input, let value):
      return "'\(value)' is not a declared value of '\(input.rawValue)'"
    case .intervalOutsideDomain(_, let input, let interval, let domain):
      return "the interval \(interval) of '\(input.rawValue)' is outside its domain \(domain)"
    case .unusedInput(let input): return "no section depends on the input '\(input.rawValue)'"
    case .gap(let region): return "no section covers \(region)"
    case .overlap(let region, let sections):
      return "\(region) is covered by \(sections.count) sections"
    case .categoryLabelDiffers(let id, _, _):
      return "category '\(id)' has different labels in two sections"
    case .categoryHealthDiffers(let id, _, _):
      return "category '\(id)' is healthy in one section but not in another"
    case .unknownGroupMember(_, let groupID, let member):
      return "group '\(groupID)' names '\(member)', which no section has"
    case .duplicateGroupID(let id, _, _): return "two groups have the id '\(id)'"
    case .tooManySections(let count):
      return "\(count) sections; at most \(SectionValidator.maximumSections) are checked"
    }
  }
}

/// The error thrown when inputs and sections do not form a valid standard; it lists every
/// problem.
package struct SectionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// All problems found.
  package let problems: [SectionProblem]

  /// Creates an error from the problems found.
  ///
  /// - Parameter problems: At least one problem.
  package init(problems: [SectionProblem]) {
    self.problems = problems
  }

  /// Every problem, one per line.
  package var description: String { problems.map { $0.description }.joined(separator: "\n") }
}
