/// A person's sex, as standards with separate cut-offs for women and men use it, and as growth
/// references split their LMS tables (boys' and girls').
public enum Sex: String, Hashable, Sendable, CaseIterable {
  /// Female: the cut-offs a standard gives for women or girls.
  case female
  /// Male: the cut-offs a standard gives for men or boys.
  case male
}
