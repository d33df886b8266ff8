/// A 1-based line and column (in Unicode scalars) inside a file, before a file name is
/// attached to make a ``FileLocation``.
struct TextPosition: Hashable, Comparable, Sendable {
  /// The line, from 1.
  let line: Int
  /// The column in Unicode scalars, from 1.
  let column: Int

  /// The first character of a file.
  static let start = TextPosition(line: 1, column: 1)

  static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
