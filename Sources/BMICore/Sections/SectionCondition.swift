/// When a section applies: for some inputs, the values it is for; every other input may
/// take any value of its domain.
package struct SectionCondition: Hashable, Sendable {
  /// One input's restriction.
  package struct Clause: Hashable, Sendable {
    /// The input restricted.
    package let input: InputName
    /// The values the section is for; numbers outside the input's domain are ignored.
    package let allowed: InputDomain

    /// Creates a clause.
    ///
    /// - Parameters:
    ///   - input: The input restricted.
    ///   - allowed: Its values in the section.
    package init(_ input: InputName, _ allowed: InputDomain) {
      self.input = input
      self.allowed = allowed
    }
  }

  /// The restrictions, in the order written.
  package let clauses: [Clause]

  /// Creates a condition.
  ///
  /// - Parameter clauses: At most one per input.
  package init(_ clauses: [Clause]) {
    self.clauses = clauses
  }

  /// The condition of a section that applies to everyone.
  package static let always = SectionCondition([])

  /// The values allowed for an input, or `nil` when the condition does not restrict it.
  ///
  /// - Parameter input: An input.
  package func allowed(for input: InputName) -> InputDomain? {
    clauses.first { $0.input == input }?.allowed
  }
}

/// One table of a standard and the people it is for.
public struct StandardSection: Equatable, Sendable {
  /// Who the section is for.
  package let condition: SectionCondition
  /// The section's categories, checked as every table is.
  public let table: ClassificationTable
  /// A short name for output, such as `sex=male` or `age<70`: the file's own `id` when it
  /// gives one, else the condition written out (empty for a section that applies to
  /// everyone).
  public let name: String
  /// For a section that hands its people to another standard (a `use:` section of a
  /// delegating file), that standard; then ``table`` is the first table of that standard,
  /// kept so that code listing tables shows a real one, and classifying goes to the
  /// delegate.
  package let delegate: StandardDelegate?

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - condition: Who the section is for.
  ///   - table: Its validated table.
  ///   - name: Its name in output; `nil` writes the condition.
  package init(condition: SectionCondition, table: ClassificationTable, name: String? = nil) {
    self.condition = condition
    self.table = table
    self.name = name ?? condition.compactText
    self.delegate = nil
  }

  /// Creates a section that hands the people its condition names to another standard.
  ///
  /// - Parameters:
  ///   - condition: Who the section is for.
  ///   - delegate: The standard that classifies them, and how the file named it.
  ///   - name: Its name in output; `nil` writes the condition.
  package init(condition: SectionCondition, delegate: StandardDelegate, name: String? = nil) {
    self.condition = condition
    self.table = delegate.standard.table
    self.name = name ?? condition.compactText
    self.delegate = delegate
  }
}

/// The standard a section of a delegating standard hands its people to, and how the file
/// named it: a built-in's id, or a file's path relative to the delegating file.
package struct StandardDelegate: Equatable, Sendable {
  /// The name as the file wrote it after `use:`.
  package let reference: String
  /// The standard it names.
  package let standard: Standard

  /// Creates a delegate.
  ///
  /// - Parameters:
  ///   - reference: The name as written.
  ///   - standard: The standard it names.
  package init(reference: String, standard: Standard) {
    self.reference = reference
    self.standard = standard
  }
}
