/// Near-miss suggestions for misspelt names, keys, ids and words ("did you mean 'at_least'?"),
/// with one distance for every caller, so the loader and the command line suggest alike.
package enum EditDistance {
  /// The optimal-string-alignment distance between two texts, counted in Unicode scalars:
  /// insertions, deletions, substitutions and swaps of neighbours each cost 1, so `lable` is
  /// 1 from `label`.
  ///
  /// - Parameters:
  ///   - source: The typed text.
  ///   - target: A candidate.
  package static func between(_ source: String, _ target: String) -> Int {
    distance(Array(source.unicodeScalars), Array(target.unicodeScalars))
  }

  /// The candidate closest to `word`, if it is close enough to be a likely misspelling:
  /// at most 1 edit for words up to 4 characters, 2 up to 8, 3 beyond.
  ///
  /// Case and the difference between `-` and `_` count as no edit. Long words and long
  /// candidate lists get no suggestion, so a hostile file cannot make this quadratic.
  ///
  /// - Parameters:
  ///   - word: The typed word.
  ///   - candidates: The words it might have meant.
  package static func closest(to word: String, among candidates: [String]) -> String? {
    let normalized = normalize(word)
    guard normalized.count <= 64, candidates.count <= 1000 else { return nil }
    let limit = normalized.count <= 4 ? 1 : normalized.count <= 8 ? 2 : 3
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let other = normalize(candidate)
      guard abs(other.count - normalized.count) <= limit else { continue }
      let distance = Self.distance(normalized, other)
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The candidate nearest to `text` at a distance below `limit`, the first one on ties.
  ///
  /// - Parameters:
  ///   - text: The typed text.
  ///   - candidates: The names it might have meant.
  ///   - limit: Distances at or above this are not suggestions (swift-argument-parser uses 4).
  package static func nearest(to text: String, in candidates: [String], below limit: Int = 4)
    -> String?
  {
    guard text.unicodeScalars.count <= 256 else { return nil }
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
  package static func nearby(
    to text: String, in candidates: [String], within limit: Int, count: Int
  ) -> [String] {
    guard text.unicodeScalars.count <= 256 else { return [] }
    var scored: [(name: String, distance: Int)] = []
    for candidate in candidates { scored.append((candidate, between(text, candidate))) }
    var best = Int.max
    for entry in scored where entry.distance < best { best = entry.distance }
    guard best <= limit else { return [] }
    var names: [String] = []
    for entry in scored where entry.distance == best && names.count < count {
      names.append(entry.name)
    }
    return names
  }

  private static func normalize(_ word: String) -> [Unicode.Scalar] {
    word.lowercased().unicodeScalars.map { $0 == "-" ? "_" : $0 }
  }

  private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], before[j - 2] + 1)
        }
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}
