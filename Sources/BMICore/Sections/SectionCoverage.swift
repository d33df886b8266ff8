/// Checks that sections cover their inputs' domain exactly once, and describes what they
/// miss or cover twice as boxes: `sex = female, age ≥ 70`.
///
/// Each numeric input's line is cut at every bound any section or the domain writes, into
/// single points and the open stretches between them; an enumerated input is cut into its
/// values. Every section then covers each piece wholly or not at all, so checking one
/// value per piece decides every person. The pieces are walked one input at a time, keeping
/// only the sections that still apply, and neighbouring pieces with the same finding are
/// merged into one box.
struct SectionCoverage {
  /// The most pieces walked; far beyond any real standard, and a bound on a hostile file's
  /// cost.
  static let maximumSteps = 1_000_000

  private let dimensions: [Dimension]
  /// For each section, then each dimension, then each piece: whether the section covers it.
  private let covers: [[[Bool]]]
  /// For each section, the first dimension from which it restricts nothing.
  private let unrestrictedFrom: [Int]

  init(inputs: [StandardInput], sections: [StandardSection]) {
    let dimensions = inputs.map { Dimension($0, sections: sections) }
    self.dimensions = dimensions
    covers = sections.map { section in
      dimensions.map { dimension in
        let allowed = section.condition.allowed(for: dimension.input.name)
        return dimension.pieces.map { allowed.map($0.isCovered) ?? true }
      }
    }
    unrestrictedFrom = sections.map { section in
      var first = dimensions.count
      while first > 0,
        section.condition.allowed(for: dimensions[first - 1].input.name) == nil
      {
        first -= 1
      }
      return first
    }
  }

  func problems() -> [SectionProblem] {
    var steps = 0
    let findings = walk(dimension: 0, active: Array(covers.indices), steps: &steps)
    guard steps <= Self.maximumSteps else { return [.tooManySections(count: covers.count)] }
    return findings.map { finding in
      let region = SectionCondition(
        zip(dimensions, finding.spans).compactMap { $0.clause(for: $1) })
      switch finding.fault {
      case .gap: return .gap(region: region)
      case .overlap(let sections): return .overlap(region: region, sections: sections)
      }
    }
  }

  // MARK: - The walk

  private enum Fault: Hashable {
    case gap
    case overlap([Int])
  }

  /// Pieces of one dimension: a set of words' positions, or a run of consecutive pieces.
  private enum Span: Hashable {
    case values([Int])
    case run(Int, Int)
  }

  private struct Finding: Hashable {
    var spans: [Span]
    let fault: Fault
  }

  private func walk(dimension index: Int, active: [Int], steps: inout Int) -> [Finding] {
    steps += 1
    guard steps <= Self.maximumSteps else { return [] }
    if index == dimensions.count {
      if active.isEmpty { return [Finding(spans: [], fault: .gap)] }
      return active.count > 1 ? [Finding(spans: [], fault: .overlap(active))] : []
    }
    if active.isEmpty { return [Finding(spans: whole(from: index), fault: .gap)] }
    if active.allSatisfy({ unrestrictedFrom[$0] <= index }) {
      return active.count > 1
        ? [Finding(spans: whole(from: index), fault: .overlap(active))] : []
    }
    // Each finding of the rest of the dimensions, with the pieces of this one it holds on.
    var order: [Finding] = []
    var pieces: [Finding: [Int]] = [:]
    for piece in dimensions[index].pieces.indices {
      let remaining = active.filter { covers[$0][index][piece] }
      for finding in walk(dimension: index + 1, active: remaining, steps: &steps) {
        if pieces[finding] == nil { order.append(finding) }
        pieces[finding, default: []].append(piece)
      }
    }
    var result: [Finding] = []
    for finding in order {
      let held = pieces[finding] ?? []
      for span in dimensions[index].spans(of: held) {
        result.append(Finding(spans: [span] + finding.spans, fault: finding.fault))
      }
    }
    return result
  }

  private func whole(from index: Int) -> [Span] {
    dimensions[index...].map { dimension in
      dimension.input.name.isEnumerated
        ? .values(Array(dimension.pieces.indices)) : .run(0, dimension.pieces.count - 1)
    }
  }

  // MARK: - Dimensions and pieces

  /// One input's values cut into pieces.
  private struct Dimension {
    let input: StandardInput
    let pieces: [Piece]
    /// The declared domain, with its lower end made explicit, for a numeric input.
    let domain: Interval?

    init(_ input: StandardInput, sections: [StandardSection]) {
      self.input = input
      switch input.domain {
      case .values(let values):
        pieces = values.map { Piece(word: $0) }
        domain = nil
      case .interval(let declared):
        let domain = SectionValidator.numericDomain(declared)
        var bounds: [ExactDecimal] = []
        for interval in [domain] + sections.compactMap({ Self.interval(of: input.name, in: $0) }) {
          if let value = interval.lower.value { bounds.append(value) }
          if let value = interval.upper.value { bounds.append(value) }
        }
        pieces = Piece.cutting(at: bounds).filter { domain.contains($0.sample) }
        self.domain = domain
      }
    }

    private static func interval(of input: InputName, in section: StandardSection) -> Interval? {
      guard case .interval(let interval)? = section.condition.allowed(for: input) else {
        return nil
      }
      return interval
    }

    /// The spans a set of pieces (ascending) makes: one set of words, or runs of
    /// consecutive numeric pieces.
    func spans(of held: [Int]) -> [Span] {
      guard !input.name.isEnumerated else { return [.values(held)] }
      var spans: [Span] = []
      var start = held[0]
      var end = held[0]
      for piece in held.dropFirst() {
        if piece == end + 1 {
          end = piece
        } else {
          spans.append(.run(start, end))
          (start, end) = (piece, piece)
        }
      }
      spans.append(.run(start, end))
      return spans
    }

    /// The clause a span stands for, or `nil` when it is the whole domain.
    func clause(for span: Span) -> SectionCondition.Clause? {
      switch span {
      case .values(let held):
        guard held.count < pieces.count else { return nil }
        return SectionCondition.Clause(input.name, .values(held.map { pieces[$0].word }))
      case .run(let first, let last):
        guard first > 0 || last < pieces.count - 1 else { return nil }
        var lower = pieces[first].lower
        // A box starting where a domain without a written lower end starts (0) says so by
        // having no lower end either.
        if first == 0, case .interval(let declared) = input.domain, case .none = declared.lower {
          lower = .none
        }
        return SectionCondition.Clause(
          input.name, .interval(Interval(lower: lower, upper: pieces[last].upper)))
      }
    }
  }

  /// A value of an enumerated input, or a point or open stretch of a numeric one.
  private struct Piece {
    let word: String
    let sample: Rational
    let lower: LowerBound
    let upper: UpperBound

    init(word: String) {
      self.word = word
      sample = .zero
      lower = .none
      upper = .none
    }

    private init(sample: Rational, lower: LowerBound, upper: UpperBound) {
      word = ""
      self.sample = sample
      self.lower = lower
      self.upper = upper
    }

    func isCovered(by allowed: InputDomain) -> Bool {
      switch allowed {
      case .values(let values): values.contains(word)
      case .interval(let interval): interval.contains(sample)
      }
    }

    /// The points at `bounds` and the open stretches around them, in ascending order.
    static func cutting(at bounds: [ExactDecimal]) -> [Piece] {
      let sorted = Set(bounds).sorted()
      guard let first = sorted.first, let last = sorted.last else {
        return [Piece(sample: .zero, lower: .none, upper: .none)]
      }
      var pieces = [
        Piece(sample: Rational(first) - Rational(1), lower: .none, upper: .below(first))
      ]
      for (index, value) in sorted.enumerated() {
        pieces.append(Piece(sample: Rational(value), lower: .atLeast(value), upper: .atMost(value)))
        if index + 1 < sorted.count {
          let next = sorted[index + 1]
          let middle = (Rational(value) + Rational(next)) * Rational(1, 2)
          pieces.append(Piece(sample: middle, lower: .above(value), upper: .below(next)))
        }
      }
      pieces.append(Piece(sample: Rational(last) + Rational(1), lower: .above(last), upper: .none))
      return pieces
    }
  }
}
