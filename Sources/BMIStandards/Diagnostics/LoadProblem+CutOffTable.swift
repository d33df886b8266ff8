import BMICore

extension LoadProblem {
  /// What is wrong at a place in a table of cut-offs by age, and what to do about it.
  static func cutOffTableAdvice(_ code: CutOffTableProblem.Code, names: [String]) -> String {
    let header = (["sex", "age_years"] + names).joined(separator: ",")
    switch code {
    case .empty:
      return "the table is empty; write the header \(header) and one row per sex and age"
    case .header:
      return "the header must begin sex, then age_years, age_months or age_days; write "
        + "\(header)"
    case .missingColumn:
      return "the header lacks a column 'columns:' names; write \(header), or name the "
        + "table's own columns under 'columns:'"
    case .extraColumn:
      return "this column is neither sex, the age nor a cut-off 'columns:' names; remove it "
        + "or add it to 'columns:'"
    case .fieldCount:
      return "this row has a different number of fields from the header; give it the header's "
        + "columns"
    case .sex: return "the sex must be M or F; write M for boys and F for girls"
    case .number: return "this is not a plain decimal such as 18.41; write digits with a '.' only"
    case .negativeAge: return "the age is negative; ages start at 0"
    case .outOfOrder:
      return "the age is below the previous age of the same sex; sort the rows by sex, then by "
        + "age"
    case .duplicateAge:
      return "the age repeats the previous row of the same sex; keep one row per sex and age"
    case .cutOffsOutOfOrder:
      return "the cut-offs of this row do not rise in the order 'columns:' names them ("
        + names.joined(separator: " < ") + "); list the columns lowest first, or correct the row"
    case .tooFewRows:
      return "a sex has fewer than two rows, so nothing lies between rows; give at least two "
        + "rows for both M and F"
    }
  }
}
