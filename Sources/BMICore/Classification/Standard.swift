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
  public func includes(age: Int) -> Bool {
    if let minimumAge, age < minimumAge { return false }
    if let maximumAge, age > maximumAge { return false }
    return true
  }
}

/// A BMI classification standard: a named, versioned, validated table of categories.
///
/// A standard is a value; its parts are held in one shared, immutable box, so passing a
/// standard around (and every ``Classification`` that refers to it) costs one reference.
public struct Standard: Sendable {
  /// The parts of a standard, shared by its copies.
  @usableFromInline
  final class Storage: Sendable {
    @usableFromInline let identity: StandardIdentity
    @usableFromInline let name: LocalizedText
    @usableFromInline let table: ClassificationTable
    /// The table's integer form, kept apart so classifying reads it without copying the
    /// table.
    @usableFromInline let classifier: MillionthsClassifier
    @usableFromInline let source: SourceReference?
    @usableFromInline let population: Population?

    init(
      identity: StandardIdentity, name: LocalizedText, table: ClassificationTable,
      source: SourceReference?, population: Population?
    ) {
      self.identity = identity
      self.name = name
      self.table = table
      self.classifier = table.classifier
      self.source = source
      self.population = population
    }
  }

  @usableFromInline let storage: Storage

  /// The identifier, version and digest reported with every result.
  @inlinable public var identity: StandardIdentity { storage.identity }
  /// The full name, by language.
  @inlinable public var name: LocalizedText { storage.name }
  /// The validated table.
  @inlinable public var table: ClassificationTable { storage.table }
  /// Where the cut-offs come from.
  @inlinable public var source: SourceReference? { storage.source }
  /// Who the standard is meant for.
  @inlinable public var population: Population? { storage.population }

  /// Creates a standard from a validated table.
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
      identity: identity, name: name, table: table, source: source, population: population)
  }

  /// The healthy category, if the standard marks one.
  public var healthyCategory: BMICategory? { table.healthyIndex.map { table.categories[$0] } }
}

extension Standard: Equatable {
  /// Whether two standards are the same in every part: identity, name, table, source and
  /// population.
  public static func == (lhs: Standard, rhs: Standard) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.identity == rhs.identity && lhs.name == rhs.name && lhs.table == rhs.table
        && lhs.source == rhs.source && lhs.population == rhs.population)
  }
}
