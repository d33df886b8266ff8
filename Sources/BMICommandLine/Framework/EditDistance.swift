/// Levenshtein distances, for "did you mean" suggestions.
enum EditDistance {
  /// The number of single-character insertions, deletions and substitutions that turn one
  /// string into the other, counted in characters.
  ///
  /// - Parameters:
  ///   - source: The typed text.
  ///   - target: A candidate.
  static func between(_ source: String, _ target: String) -> Int {
    let a = Array(source)
    let b = Array(target)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// The candidate nearest to `text` at a distance below `limit`, first one on ties.
  ///
  /// - Parameters:
  ///   - text: The typed text.
  ///   - candidates: The names it might have meant.
  ///   - limit: Distances at or above this are not suggestions (swift-argument-parser uses 4).
  static func nearest(to text: String, in candidates: [String], below limit: Int = 4) -> String? {
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = between(text, candidate)
      if distance < limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The candidates nearest to `text`, all at the smallest distance found, if that distance
  /// is at most `limit`.
  ///
  /// - Parameters:
  ///   - text: The typed text.
  ///   - candidates: The names it might have meant.
  ///   - limit: The largest distance kept.
  ///   - count: At most this many are returned, in the candidates' order.
  static func nearby(to text: String, in candidates: [String], within limit: Int, count: Int)
    -> [String]
  {
    let scored = candidates.map { ($0, between(text, $0)) }
    guard let best = scored.map(\.1).min(), best <= limit else { return [] }
    return Array(scored.filter { $0.1 == best }.prefix(count).map(\.0))
  }
}
