/// ASCII characters that pass for one another in many fonts (`O` and `0`, `l` and `1`), for
/// naming the odd character of a name that imitates a built-in's in plain ASCII:
/// `ksso-2O22` has `O` where `ksso-2022` has `0`.
package enum ASCIILookAlikes {
  /// Sets of characters that look alike; two characters look alike when one set holds both.
  private static let sets: [Set<Character>] = [
    ["0", "O", "o", "D", "Q"], ["1", "l", "I", "i", "|", "!", "L"], ["2", "Z", "z"],
    ["5", "S", "s"], ["6", "b", "G"], ["8", "B"], ["9", "g", "q"], ["-", "_", "~"],
    ["u", "v", "V", "U"], ["c", "C"], ["k", "K"], ["x", "X"],
  ]

  /// One character of the typed name that differs from the real name's and looks like it.
  package struct Difference: Hashable, Sendable {
    /// The position in the typed name, from 1.
    package let position: Int
    /// The character typed.
    package let typed: Character
    /// The real name's character it looks like.
    package let looksLike: Character
  }

  /// The characters where `typed` differs from `name`, when the two have the same length and
  /// every difference is a pair of look-alikes (ignoring case differences alone, which names
  /// do not count); empty otherwise.
  ///
  /// - Parameters:
  ///   - typed: The name as typed.
  ///   - name: The real name suggested.
  package static func differences(_ typed: String, from name: String) -> [Difference] {
    let typedCharacters = Array(typed)
    let nameCharacters = Array(name)
    guard typedCharacters.count == nameCharacters.count else { return [] }
    var found: [Difference] = []
    for (index, (one, other)) in zip(typedCharacters, nameCharacters).enumerated()
    where one.lowercased() != other.lowercased() {
      guard sets.contains(where: { $0.contains(one) && $0.contains(other) }) else { return [] }
      found.append(Difference(position: index + 1, typed: one, looksLike: other))
    }
    return found
  }
}
