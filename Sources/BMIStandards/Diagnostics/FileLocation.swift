import BMISupport

/// A place in a standard file: file name, 1-based line and 1-based column.
///
/// Columns count Unicode scalars, as libyaml does, so a caret lines up under the character
/// a terminal shows.
public struct FileLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file name or path as given by the user.
  public let file: String
  /// The line, from 1.
  public let line: Int
  /// The column in Unicode scalars, from 1.
  public let column: Int

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - file: The file name or path.
  ///   - line: The 1-based line.
  ///   - column: The 1-based column.
  package init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the file name escaped (`VisibleText`): a name holding a line
  /// feed or an escape sequence cannot start a line of its own or move the cursor.
  public var description: String { "\(VisibleText.excerpt(file, limit: 400)):\(line):\(column)" }
}
