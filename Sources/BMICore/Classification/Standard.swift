/// Who a standard is, as every result reports it: identifier, version and content digest.
public struct StandardIdentity: Hashable, Sendable {
  /// The stable identifier, such as `who-2000`.
  public let id: String
  /// The standard file's own version text, such as `"1.0"`.
  public let version: String
  /// The SHA-256 of the file the standard was loaded from, in lowercase hex; `nil` for a
  /// standard built in code.
  public let sha256: String?

  /// Creates an identity.
  ///
  /// - Parameters:
  ///   - id: The stable identifier.
  ///   - version: The version text.
  ///   - sha256: The digest of the source file's bytes, if it came from one.
  public init(id: String, version: String, sha256: String? = nil) {
    self.id = id
    self.version = version
    self.sha256 = sha256
  }
}

/// Where a standard's cut-offs come from.
public struct SourceReference: Hashable, Sendable {
  /// The bibliographic citation.
  public let citation: String
  /// A web address of the source.
  public let url: String?
  /// The DOI, without a resolver prefix.
  public let doi: String?
  /// The year of publication.
  public let year: Int?

  /// Creates a reference.
  ///
  /// - Parameters:
  ///   - citation: The bibliographic citation.
  ///   - url: A web address.
  ///   - doi: The DOI.
  ///   - year: The year of publication.
  public init(citation: String, url: String? = nil, doi: String? = nil, year: Int? = nil) {
    self.citation = citation
    self.url = url
    self.doi = doi
    self.year = year
  }
}

/// The people a standard is meant for.
public struct Population: Hashable, Sendable {
  /// The youngest age in years the standard applies to.
  public let minimumAge: Int?
  /// The oldest age in years the standard applies to.
  public let maximumAge: Int?
  /// A description of the population, by language.
  public let note: LocalizedText?

  /// Creates a population description.
  ///
  /// - Parameters:
  ///   - minimumAge: Youngest age in years, inclusive.
  ///   - maximumAge: Oldest age in years, inclusive.
  ///   - note: A description by language.
  public init(minimumAge: Int? = nil, maximumAge: Int? = nil, note: LocalizedText? = nil) {
    self.minimumAge = minimumAge
    self.maximumAge = maximumAge
    self.note = note
  }

  /// Whether a person of this age is inside the population.
  ///
  /// - Parameter age: Age in whole years.
  package func includes(age: Int) -> Bool {
    if let minimumAge, age < minimumAge { return false }
    if let maximumAge, age > maximumAge { return false }
    return true
  }
}

/// A classification standard: a named, versioned, validated table of categories, or for
/// `bmi-standard/2` several tables, each for the people its section's condition names.
///
/// A standard is a value; its parts are held in one shared, immutable box, so passing a
/// standard around (and every ``Classification`` that refers to it) costs one reference.
public struct Standard: Sendable {
  /// The parts of a standard, shared by its copies.
  @usableFromInline
  final class Storage: Sendable {
    @usableFromInline let identity: StandardIdentity
    @usableFromInline let name: LocalizedText
    /// Each section table's integer form, kept apart so classifying reads it without
    /// copying the table.
    @usableFromInline let classifiers: [MillionthsClassifier]
    @usableFromInline let source: SourceReference?
    @usableFromInline let population: Population?
    @usableFromInline let inputs: [StandardInput]
    @usableFromInline let measure: Measure
    @usableFromInline let sections: [StandardSection]
    @usableFromInline let groups: [CategoryGroup]
    @usableFromInline let categories: [StandardCategory]
    /// For each section, the position in ``categories`` of each of its table's categories.
    @usableFromInline let categoryPositions: [[Int]]
    /// The sections' conditions in integers, for finding a person's section.
    @usableFromInline let selector: SectionSelector
    /// The growth reference of a BMI-for-age standard.
    @usableFromInline let bmiForAge: BMIForAgeReference?
    /// The table of cut-offs by age of a standard of measure ``Measure/bmiForAgeCutOffs``.
    let cutOffs: CutOffReference?

    init(
      identity: StandardIdentity, name: LocalizedText, source: SourceReference?,
      population: Population?, inputs: [StandardInput], measure: Measure,
      sections: [StandardSection], groups: [CategoryGroup],
      bmiForAge: BMIForAgeReference? = nil, cutOffs: CutOffReference? = nil
    ) {
      self.bmiForAge = bmiForAge
      self.cutOffs = cutOffs
      self.identity = identity
      self.name = name
      self.classifiers = sections.map { $0.table.classifier }
      self.source = source
      self.population = population
      self.inputs = inputs
      self.measure = measure
      self.sections = sections
      self.groups = groups
      var categories: [StandardCategory] = []
      var positionByID: [String: Int] = [:]
      categoryPositions = sections.map { section in
        section.table.categories.map { category in
          if let position = positionByID[category.id] { return position }
          positionByID[category.id] = categories.count
          categories.append(
            StandardCategory(id: category.id, label: category.label, isHealthy: category.isHealthy))
          return categories.count - 1
        }
      }
      self.categories = categories
      selector = SectionSelector(inputs: inputs, sections: sections, population: population)
    }
  }

  @usableFromInline let storage: Storage

  /// The identifier, version and digest reported with every result.
  @inlinable public var identity: StandardIdentity { storage.identity }
  /// The full name, by language.
  @inlinable public var name: LocalizedText { storage.name }
  /// The table of the standard's only section; for a standard with several sections, the
  /// first one's (see ``sections``).
  @inlinable public var table: ClassificationTable { storage.sections[0].table }
  /// Where the cut-offs come from.
  @inlinable public var source: SourceReference? { storage.source }
  /// Who the standard is meant for.
  @inlinable public var population: Population? { storage.population }
  /// The inputs the standard declares (`sex`, `age`, …), in the order declared; none for a
  /// `bmi-standard/1` file.
  @inlinable package var inputs: [StandardInput] { storage.inputs }
  /// What the standard classifies.
  @inlinable public var measure: Measure { storage.measure }
  /// The sections, each with its condition and table; one that applies to everyone for a
  /// `bmi-standard/1` file.
  @inlinable public var sections: [StandardSection] { storage.sections }
  /// Named sets of categories, across sections.
  @inlinable public var groups: [CategoryGroup] { storage.groups }
  /// Every category the standard can give, each once, in the order the sections first list
  /// them; a category id means the same in every section.
  @inlinable package var categories: [StandardCategory] { storage.categories }

  /// The sections' conditions in integers, as batch finds a row's section.
  @inlinable package var selector: SectionSelector { storage.selector }

  /// The growth reference a BMI-for-age standard (measure ``Measure/bmiForAgeZ`` or
  /// ``Measure/bmiForAgePercentile``) scores BMIs in, with its conventions; `nil` for
  /// every other standard.
  package var bmiForAgeReference: BMIForAgeReference? { storage.bmiForAge }

  /// The table of cut-offs by age a standard of measure ``Measure/bmiForAgeCutOffs``
  /// compares BMIs with; `nil` for every other standard.
  package var cutOffReference: CutOffReference? { storage.cutOffs }

  /// Whether every section hands its people to another standard (`use:` in a
  /// `bmi-standard/2` file): then classifying a person finds the section and asks that
  /// standard (``StandardSection/delegate``).
  package var isDelegating: Bool { storage.sections.contains { $0.delegate != nil } }

  /// Whether the standard has more than one section, or depends on an input.
  package var isSectioned: Bool { sections.count > 1 || !inputs.isEmpty }

  /// Creates a one-section standard from a validated table, as a `bmi-standard/1` file
  /// gives it.
  ///
  /// - Parameters:
  ///   - identity: Identifier, version and digest.
  ///   - name: The full name by language.
  ///   - table: The validated table.
  ///   - source: Where the cut-offs come from.
  ///   - population: Who the standard is meant for.
  public init(
    identity: StandardIdentity, name: LocalizedText, table: ClassificationTable,
    source: SourceReference? = nil, population: Population? = nil
  ) {
    storage = Storage(
      identity: identity, name: name, source: source, population: population, inputs: [],
      measure: .bmi, sections: [StandardSection(condition: .always, table: table)],
      groups: table.groups)
  }

  /// Creates a standard from inputs and sections, checking that every person of the inputs'
  /// domain falls in exactly one section and that a category means the same in every
  /// section.
  ///
  /// - Parameters:
  ///   - identity: Identifier, version and digest.
  ///   - name: The full name by language.
  ///   - inputs: The inputs sections depend on, each used by at least one section.
  ///   - measure: What the tables classify.
  ///   - sections: The sections, in order; their tables are already validated.
  ///   - groups: Named sets of categories of any section; each section's table carries the
  ///     groups of its own categories.
  ///   - source: Where the cut-offs come from.
  ///   - population: Who the standard is meant for.
  ///   - bmiForAge: The growth reference, for a BMI-for-age measure (and only then).
  ///   - cutOffs: The table of cut-offs by age, for ``Measure/bmiForAgeCutOffs`` (and only
  ///     then).
  /// - Throws: `SectionError` listing every problem found.
  package init(
    identity: StandardIdentity, name: LocalizedText, inputs: [StandardInput],
    measure: Measure, sections: [StandardSection], groups: [CategoryGroup] = [],
    source: SourceReference? = nil, population: Population? = nil,
    bmiForAge: BMIForAgeReference? = nil, cutOffs: CutOffReference? = nil
  ) throws(SectionError) {
    precondition(
      measure.isBMIForAge == (bmiForAge != nil),
      "a BMI-for-age measure needs a growth reference, and only it")
    precondition(
      (measure == .bmiForAgeCutOffs) == (cutOffs != nil),
      "a measure of cut-offs by age needs a table of cut-offs, and only it")
    let problems = SectionValidator(inputs: inputs, sections: sections, groups: groups)
      .problems()
    guard problems.isEmpty else { throw SectionError(problems: problems) }
    self.init(
      identity: identity, name: name, validatedInputs: inputs, measure: measure,
      sections: sections, groups: groups, source: source, population: population,
      bmiForAge: bmiForAge, cutOffs: cutOffs)
  }

  /// Creates a standard from inputs and sections that have already been checked, such as a
  /// built-in compiled into the package after the loader validated it at build time.
  ///
  /// - Parameters:
  ///   - identity: Identifier, version and digest.
  ///   - name: The full name by language.
  ///   - inputs: Inputs that passed the checks of the throwing initialiser.
  ///   - measure: What the tables classify.
  ///   - sections: The sections.
  ///   - groups: Their groups.
  ///   - source: Where the cut-offs come from.
  ///   - population: Who the standard is meant for.
  ///   - bmiForAge: The growth reference of a BMI-for-age standard.
  ///   - cutOffs: The table of cut-offs by age of a standard of cut-offs by age.
  package init(
    identity: StandardIdentity, name: LocalizedText, validatedInputs inputs: [StandardInput],
    measure: Measure, sections: [StandardSection], groups: [CategoryGroup],
    source: SourceReference?, population: Population?, bmiForAge: BMIForAgeReference? = nil,
    cutOffs: CutOffReference? = nil
  ) {
    storage = Storage(
      identity: identity, name: name, source: source, population: population, inputs: inputs,
      measure: measure, sections: sections, groups: groups, bmiForAge: bmiForAge,
      cutOffs: cutOffs)
  }

  /// The healthy category, if the standard marks one (of its first section).
  public var healthyCategory: BMICategory? { table.healthyIndex.map { table.categories[$0] } }

  /// The position in ``categories`` of a section's category.
  ///
  /// - Parameters:
  ///   - index: A category position in the section's table.
  ///   - section: A section position.
  @inlinable
  package func categoryPosition(ofCategoryAt index: Int, inSection section: Int) -> Int {
    storage.categoryPositions[section][index]
  }
}

/// A category as the whole standard knows it: the id, label and healthy mark that every
/// section listing it agrees on.
@usableFromInline package struct StandardCategory: Hashable, Sendable, Identifiable {
  /// The stable identifier, such as `normal`.
  @usableFromInline package let id: String
  /// The human label, by language.
  package let label: LocalizedText
  /// Whether it is the healthy category of the sections that list it.
  package let isHealthy: Bool

  /// Creates a category entry.
  ///
  /// - Parameters:
  ///   - id: The identifier.
  ///   - label: The label by language.
  ///   - isHealthy: The healthy mark.
  package init(id: String, label: LocalizedText, isHealthy: Bool) {
    self.id = id
    self.label = label
    self.isHealthy = isHealthy
  }
}

extension Standard: Equatable {
  /// Whether two standards are the same in every part: identity, name, inputs, measure,
  /// sections (conditions, tables and names), groups, source and population.
  public static func == (lhs: Standard, rhs: Standard) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.identity == rhs.identity && lhs.name == rhs.name && lhs.inputs == rhs.inputs
        && lhs.measure == rhs.measure && lhs.sections == rhs.sections
        && lhs.groups == rhs.groups && lhs.source == rhs.source
        && lhs.population == rhs.population && lhs.bmiForAgeReference == rhs.bmiForAgeReference
        && lhs.cutOffReference == rhs.cutOffReference)
  }
}
