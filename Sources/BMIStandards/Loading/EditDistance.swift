/// Near-miss suggestions for misspelt keys, ids and words ("did you mean 'at_least'?").
enum EditDistance {
  /// The candidate closest to `word`, if it is close enough to be a likely misspelling:
  /// at most 1 edit for words up to 4 characters, 2 up to 8, 3 beyond.
  ///
  /// Case and the difference between `-` and `_` count as no edit. Long words and long
  /// candidate lists get no suggestion, so a hostile file cannot make this quadratic.
  static func closest(to word: String, among candidates: [String]) -> String? {
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

  private static func normalize(_ word: String) -> [Unicode.Scalar] {
    word.lowercased().unicodeScalars.map { $0 == "-" ? "_" : $0 }
  }

  /// The optimal-string-alignment distance: insertions, deletions, substitutions and
  /// swaps of neighbours each cost 1, so `lable` is 1 from `label`.
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
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
