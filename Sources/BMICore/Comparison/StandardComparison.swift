/// Two classification tables laid over each other: every positive BMI, split into the
/// ranges where each table's category stays the same, with the ranges where they disagree.
///
/// The comparison is exact and includes rounding: a table that rounds to one decimal
/// half-up and writes `at_most 22.9` gives exact BMIs from 22.95 to the next category (see
/// ``ClassificationTable/exactIntervals``), so against a table with a cut-off at 23 the
/// range `[22.95, 23)` is reported.
///
/// Two categories from different tables *agree* when they name the same class: both are
/// their table's healthy category, or they have the same name, or one has the name of a
/// group the other belongs to (WHO's `severe-thinness`, in its group `underweight`, agrees
/// with a category `underweight`). Two names are the same when the identifiers are equal or
/// the labels are equal, ignoring case, in a language both are written in (WHO's "Obese
/// class I" and CDC's "Class 1 obesity" are both "1단계 비만"). Otherwise the tables disagree
/// on the range.
package struct StandardComparison: Sendable {
  /// The first table.
  package let first: ClassificationTable
  /// The second table.
  package let second: ClassificationTable
  /// Every positive BMI, in ascending ranges; neighbouring ranges differ in at least one
  /// table's category.
  package let ranges: [ComparedRange]

  /// The ranges where the two tables disagree, in ascending order.
  package var disagreements: [ComparedRange] { ranges.filter { !$0.agrees } }

  /// Compares two tables.
  ///
  /// - Parameters:
  ///   - first: The first table.
  ///   - second: The second table.
  package init(_ first: ClassificationTable, _ second: ClassificationTable) {
    self.first = first
    self.second = second
    self.ranges = Self.overlay(first, second)
  }

  /// Compares two standards' tables.
  ///
  /// - Parameters:
  ///   - first: The first standard.
  ///   - second: The second standard.
  package init(_ first: Standard, _ second: Standard) {
    self.init(first.table, second.table)
  }

  /// The ranges of exact BMIs where two tables disagree, in ascending order.
  ///
  /// - Parameters:
  ///   - first: The first table.
  ///   - second: The second table.
  package static func differences(
    between first: ClassificationTable, and second: ClassificationTable
  ) -> [ComparedRange] {
    StandardComparison(first, second).disagreements
  }

  /// Whether two categories from different tables name the same class.
  ///
  /// - Parameters:
  ///   - firstIndex: A category position in the first table.
  ///   - secondIndex: A category position in the second table.
  package func categoriesAgree(_ firstIndex: Int, _ secondIndex: Int) -> Bool {
    Self.agree(first, firstIndex, second, secondIndex)
  }

  // MARK: - Sweep

  /// The pieces the sweep classifies: each boundary value alone, and the open stretches
  /// between them. Each table's category is constant on every piece, because every
  /// boundary of both tables is a piece of its own.
  private enum Piece {
    case point(Int64)
    case open(from: Int64?, to: Int64?)

    /// A value inside the piece, as millionths over a denominator.
    var sample: Rational {
      // Bounds are below 10¹⁸ millionths, so the sums fit in 64 bits.
      let scale = UInt64(ExactDecimal.scale)
      switch self {
      case .point(let value): return Rational(value, over: scale)
      case .open(nil, let high?): return Rational(high, over: 2 * scale)
      case .open(let low?, let high?): return Rational(low + high, over: 2 * scale)
      case .open(let low?, nil): return Rational(low + Int64(scale), over: scale)
      case .open(nil, nil): return Rational(1, 1)
      }
    }

    var lowerBound: LowerBound {
      switch self {
      case .point(let value): .atLeast(ExactDecimal(millionths: value))
      case .open(let low?, _): .above(ExactDecimal(millionths: low))
      case .open(nil, _): .none
      }
    }

    var upperBound: UpperBound {
      switch self {
      case .point(let value): .atMost(ExactDecimal(millionths: value))
      case .open(_, let high?): .below(ExactDecimal(millionths: high))
      case .open(_, nil): .none
      }
    }
  }

  private static func overlay(
    _ first: ClassificationTable, _ second: ClassificationTable
  ) -> [ComparedRange] {
    var boundaries = Set<Int64>()
    for interval in first.exactIntervals + second.exactIntervals {
      if let value = interval.lower.value { boundaries.insert(value.millionths) }
      if let value = interval.upper.value { boundaries.insert(value.millionths) }
    }
    var pieces: [Piece] = []
    var previous: Int64?
    for boundary in boundaries.sorted() {
      pieces.append(.open(from: previous, to: boundary))
      pieces.append(.point(boundary))
      previous = boundary
    }
    pieces.append(.open(from: previous, to: nil))

    var ranges: [ComparedRange] = []
    var start = pieces[0]
    var end = pieces[0]
    var current = categories(at: pieces[0], first, second)
    for piece in pieces.dropFirst() {
      let pair = categories(at: piece, first, second)
      if pair == current {
        end = piece
        continue
      }
      ranges.append(range(from: start, to: end, current, first, second))
      (start, end, current) = (piece, piece, pair)
    }
    ranges.append(range(from: start, to: end, current, first, second))
    return ranges
  }

  private struct Pair: Equatable {
    let first: Int
    let second: Int
  }

  private static func categories(
    at piece: Piece, _ first: ClassificationTable, _ second: ClassificationTable
  ) -> Pair {
    let value = piece.sample
    return Pair(
      first: first.categoryIndex(forClassifiedValue: first.rounding.valueToClassify(value)),
      second: second.categoryIndex(forClassifiedValue: second.rounding.valueToClassify(value)))
  }

  private static func range(
    from start: Piece, to end: Piece, _ pair: Pair, _ first: ClassificationTable,
    _ second: ClassificationTable
  ) -> ComparedRange {
    ComparedRange(
      interval: Interval(lower: start.lowerBound, upper: end.upperBound),
      firstCategoryIndex: pair.first, secondCategoryIndex: pair.second,
      firstCategory: first.categories[pair.first], secondCategory: second.categories[pair.second],
      agrees: agree(first, pair.first, second, pair.second))
  }

  private static func agree(
    _ first: ClassificationTable, _ firstIndex: Int, _ second: ClassificationTable,
    _ secondIndex: Int
  ) -> Bool {
    let one = first.categories[firstIndex]
    let other = second.categories[secondIndex]
    if one.isHealthy && other.isHealthy { return true }
    let oneNames = [Name(one.id, one.label)] + first.groups(ofCategoryAt: firstIndex).map(Name.init)
    let otherNames =
      [Name(other.id, other.label)] + second.groups(ofCategoryAt: secondIndex).map(Name.init)
    // The categories themselves, or one category and a group of the other; two groups
    // sharing a name (both "obesity") do not make their classes the same.
    return oneNames[0].matches(otherNames[0])
      || otherNames.dropFirst().contains { oneNames[0].matches($0) }
      || oneNames.dropFirst().contains { otherNames[0].matches($0) }
  }

  /// What a category or group is called: its identifier and its label in each language.
  private struct Name {
    let id: String
    let label: LocalizedText

    init(_ id: String, _ label: LocalizedText) {
      self.id = id
      self.label = label
    }

    init(_ group: CategoryGroup) { self.init(group.id, group.label) }

    /// The same identifier, or the same label in a language both are written in (ignoring
    /// case): WHO's `obese-class-1` and CDC's `obesity-class-1` are both 1단계 비만.
    func matches(_ other: Name) -> Bool {
      if id == other.id { return true }
      for entry in label.entries {
        guard let text = other.label.text(in: entry.language) else { continue }
        if text.lowercased() == entry.text.lowercased() { return true }
      }
      return false
    }
  }
}
