/// How a table of cut-offs by age is read at an age between two of its rows.
package enum CutOffReading: String, Hashable, Sendable, CaseIterable {
  /// The row of the last age reached holds until the next row: a table of age groups,
  /// such as WS/T 586-2018's "6.0~".
  case previousRow = "previous-row"
  /// The straight line between the two rows around the age.
  case linear
  /// The cubic through the four nearest rows, two at or below the age and two above; the
  /// straight line between the first two rows and between the last two, where there is no
  /// fourth row. The reading of the IOTF's own software for Cole et al. 2000 (zbmicat).
  case cubic
}

/// A table of BMI cut-offs by sex and age, such as Table 4 of Cole et al. 2000: at each
/// tabulated age, one value per named cut-off, read between rows by a declared rule.
///
/// Every value is exact: the cut-off at an age is a fraction (a cubic in a rational age
/// stays rational), so a BMI is compared with it without rounding.
package struct CutOffTable: Equatable, Sendable {
  /// One tabulated age of one sex.
  package struct Row: Equatable, Sendable {
    /// The age, in the table's unit.
    package let age: GrowthRational
    /// The value of each cut-off, in the order of ``CutOffTable/names``.
    package let values: [GrowthRational]

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - age: The age in the table's unit.
    ///   - values: One value per cut-off name.
    package init(age: GrowthRational, values: [GrowthRational]) {
      self.age = age
      self.values = values
    }
  }

  /// The cut-offs' names, lowest first (`overweight`, `obesity`).
  package let names: [String]
  /// The unit of the table's ages.
  package let unit: AgeUnit
  /// How the table is read between rows.
  package let reading: CutOffReading
  /// The rows of girls, by increasing age.
  package let female: [Row]
  /// The rows of boys, by increasing age.
  package let male: [Row]

  /// Creates a table from rows already checked: at least two per sex, by strictly
  /// increasing age, each with one value per name.
  ///
  /// - Parameters:
  ///   - names: The cut-offs' names.
  ///   - unit: The unit of the ages.
  ///   - reading: The rule between rows.
  ///   - female: The girls' rows.
  ///   - male: The boys' rows.
  package init(
    names: [String], unit: AgeUnit, reading: CutOffReading, female: [Row], male: [Row]
  ) {
    self.names = names
    self.unit = unit
    self.reading = reading
    self.female = female
    self.male = male
  }

  /// Creates a table from rows already checked, each written as millionths: the age, then
  /// one value per name, row after row (`[2_000_000, 18_410_000, 20_090_000, …]`). A built-in
  /// compiled into the package is written so: a constant list of integers is far smaller in
  /// a WebAssembly module than a list of rows built by calls.
  ///
  /// - Parameters:
  ///   - names: The cut-offs' names.
  ///   - unit: The unit of the ages.
  ///   - reading: The rule between rows.
  ///   - femaleMillionths: The girls' rows, flattened.
  ///   - maleMillionths: The boys' rows, flattened.
  package init(
    names: [String], unit: AgeUnit, reading: CutOffReading, femaleMillionths: [Int64],
    maleMillionths: [Int64]
  ) {
    func rows(_ numbers: [Int64]) -> [Row] {
      let width = names.count + 1
      return stride(from: 0, to: numbers.count - width + 1, by: width).map { start in
        let values = numbers[start..<(start + width)].map {
          GrowthRational(Int($0), 1_000_000)
        }
        return Row(age: values[0], values: Array(values.dropFirst()))
      }
    }
    self.init(
      names: names, unit: unit, reading: reading, female: rows(femaleMillionths),
      male: rows(maleMillionths))
  }

  /// The rows of a sex.
  package func rows(of sex: Sex) -> [Row] { sex == .female ? female : male }

  /// The youngest and oldest tabulated ages of a sex, in the table's unit.
  package func ageRange(of sex: Sex) -> ClosedRange<GrowthRational>? {
    let rows = rows(of: sex)
    guard let first = rows.first, let last = rows.last else { return nil }
    return first.age...last.age
  }

  /// The value of every cut-off at an age, exactly; `nil` for an age outside the table.
  ///
  /// - Parameters:
  ///   - sex: The sex whose rows are read.
  ///   - age: The age, in any unit.
  package func cutOffs(sex: Sex, age: Age) -> [GrowthRational]? {
    cutOffs(sex: sex, ageInUnit: GrowthRational(age.value(in: unit)))
  }

  /// The value of every cut-off at an age in the table's unit; `nil` outside the table.
  ///
  /// - Parameters:
  ///   - sex: The sex whose rows are read.
  ///   - age: The age in ``unit``.
  package func cutOffs(sex: Sex, ageInUnit age: GrowthRational) -> [GrowthRational]? {
    let rows = rows(of: sex)
    guard let first = rows.first, let last = rows.last, first.age <= age, age <= last.age
    else { return nil }
    // The last row at or below the age.
    var low = 0
    var high = rows.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if rows[middle].age <= age { low = middle } else { high = middle - 1 }
    }
    let index = low
    if rows[index].age == age || index == rows.count - 1 { return rows[index].values }
    switch reading {
    case .previousRow:
      return rows[index].values
    case .linear:
      return Self.through(Array(rows[index...(index + 1)]), at: age)
    case .cubic:
      guard index > 0, index + 2 < rows.count else {
        return Self.through(Array(rows[index...(index + 1)]), at: age)
      }
      return Self.through(Array(rows[(index - 1)...(index + 2)]), at: age)
    }
  }

  /// The polynomial through the rows (a line through two, a cubic through four), at an
  /// age, for every cut-off: Lagrange's form, exact.
  static func through(_ rows: [Row], at age: GrowthRational) -> [GrowthRational] {
    let weights = rows.indices.map { i in
      var weight = GrowthRational.one
      for j in rows.indices where j != i {
        weight = weight * (age - rows[j].age) / (rows[i].age - rows[j].age)
      }
      return weight
    }
    return rows[0].values.indices.map { column in
      var value = GrowthRational.zero
      for (row, weight) in zip(rows, weights) { value = value + weight * row.values[column] }
      return value
    }
  }

  /// The position of the highest cut-off a BMI reaches at an age, counting from 1 (0 when
  /// it is below the lowest): the person is in the band above that cut-off. A BMI equal to
  /// a cut-off reaches it. `nil` for an age outside the table.
  ///
  /// - Parameters:
  ///   - bmi: The exact BMI.
  ///   - sex: The sex whose rows are read.
  ///   - age: The age.
  package func band(of bmi: GrowthRational, sex: Sex, age: Age) -> Int? {
    guard let values = cutOffs(sex: sex, age: age) else { return nil }
    return values.lastIndex { bmi >= $0 }.map { $0 + 1 } ?? 0
  }
}
