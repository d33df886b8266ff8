import BMICore

/// Which columns (or JSON keys) hold the values to classify, one per ``Slot``.
package struct ColumnSelection: Equatable, Sendable {
  /// Which values rows carry for the standard's measure.
  let mode: RowEvaluator.Mode
  /// The 0-based position of each slot's column; -1 for none.
  let columns: [Int]
  /// How the age slot's text is read: years unless a unit is written, or, for a child's
  /// `age_days` or `age_months` column, that unit unless one is written. Dates of birth and
  /// measurement fill their own slots.
  let ageUnit: AgeUnit

  /// The column of the height, or of the BMI.
  var first: Int { columns[Slot.height] }
  /// The column of the weight; -1 for a BMI.
  var second: Int { columns[Slot.weight] }

  /// Finds the columns in a header.
  ///
  /// Names match when they are equal after trimming spaces and ignoring ASCII case; a name
  /// that matches two columns is an error rather than a guess. Without explicit names,
  /// `height_cm` then `height`, and `weight_kg` then `weight`, are tried; a `bmi` column is
  /// used only when there is neither a height nor a weight. A standard of waists reads
  /// `waist_cm` (or `waist`), and each input a standard declares its column: `sex`, `age`,
  /// `background`, `waist_cm`; an `age` column is also read, when there is one, to check a
  /// `population`'s ages. A BMI-for-age standard reads the height and weight (or the BMI),
  /// `sex`, and a child's age from `age_days`, `age_months`, `birth_date` with `date`, `age`
  /// or `age_years` (see `childAgeColumns`).
  ///
  /// - Parameters:
  ///   - names: The header's column names.
  ///   - configuration: The run's column options and input name.
  ///   - standard: The standard, which says which values it needs.
  /// - Throws: ``BatchError/missingColumns(name:wanted:header:)``,
  ///   ``BatchError/missingInputColumn(name:input:wanted:header:)`` or
  ///   ``BatchError/duplicateColumn(name:column:positions:)``.
  init(names: [String], configuration: BatchConfiguration, standard: Standard) throws(BatchError) {
    let inputName = configuration.inputName
    func find(_ candidates: [String]) throws(BatchError) -> Int? {
      for candidate in candidates {
        let positions = names.indices.filter { Self.matches(names[$0], candidate) }
        if positions.count > 1 {
          throw .duplicateColumn(
            name: inputName, column: names[positions[0]], positions: positions.map { $0 + 1 })
        }
        if let position = positions.first { return position }
      }
      return nil
    }
    func missing(_ wanted: [String]) -> BatchError {
      .missingColumns(name: inputName, wanted: wanted, header: names)
    }
    func required(_ input: InputName) throws(BatchError) -> Int {
      let wanted = configuration.columnNames(for: input)
      guard let column = try find(wanted) else {
        throw .missingInputColumn(
          name: inputName, input: input.rawValue, wanted: wanted, header: names)
      }
      return column
    }
    var columns = [Int](repeating: -1, count: Slot.count)
    let mode: RowEvaluator.Mode
    switch standard.measure {
    case .bmiForAgeZ, .bmiForAgePercentile, .bmiForAgeCutOffs:
      let (found, readsBMI) = try Self.bodyMassIndexColumns(
        configuration, find: find, missing: missing)
      mode = .bmiForAge(readsBMI: readsBMI)
      columns[Slot.height] = found.0
      columns[Slot.weight] = found.1
      columns[Slot.sex] = try required(.sex)
      let age = try Self.childAgeColumns(configuration, names: names, find: find)
      columns[Slot.age] = age.age
      columns[Slot.birthDate] = age.birthDate
      columns[Slot.date] = age.date
      // A preterm infant's gestation at birth, weeks+days, when the file has the column.
      columns[Slot.gestation] = try find(["gestation"]) ?? -1
      self.init(mode: mode, columns: columns, ageUnit: age.unit)
      return
    case .bmi:
      let (found, readsBMI) = try Self.bodyMassIndexColumns(
        configuration, find: find, missing: missing)
      mode = readsBMI ? .bodyMassIndex : .heightAndWeight
      columns[Slot.height] = found.0
      columns[Slot.weight] = found.1
    case .waist:
      mode = .waist
      columns[Slot.waist] = try required(.waist)
    case .waistToHeight:
      mode = .waistToHeight
      columns[Slot.waist] = try required(.waist)
      columns[Slot.height] = try required(.height)
    }
    for input in standard.inputs {
      columns[Self.slot(of: input.name)] = try required(input.name)
    }
    if standard.population != nil, columns[Slot.age] < 0 {
      columns[Slot.age] = try find(configuration.columnNames(for: .age)) ?? -1
    }
    self.init(mode: mode, columns: columns, ageUnit: .years)
  }

  /// The columns a child's age is read from, tried in this order: `age_days`, `age_months`,
  /// `birth_date` with `date`, `age`, then `age_years` (the reference tables' own name for
  /// ages in years); a column named by an option is the only one tried (a date column named
  /// alone takes the other's default name).
  private static func childAgeColumns(
    _ configuration: BatchConfiguration, names: [String],
    find: ([String]) throws(BatchError) -> Int?
  ) throws(BatchError) -> (unit: AgeUnit, age: Int, birthDate: Int, date: Int) {
    let days = configuration.ageDaysColumn ?? "age_days"
    let months = configuration.ageMonthsColumn ?? "age_months"
    let birthDate = configuration.birthDateColumn ?? "birth_date"
    let date = configuration.dateColumn ?? "date"
    let typed = configuration.ageColumn ?? "age"
    let years = "age_years"
    let namesDates = configuration.birthDateColumn != nil || configuration.dateColumn != nil
    let named =
      configuration.ageDaysColumn != nil || configuration.ageMonthsColumn != nil
      || namesDates || configuration.ageColumn != nil
    func missing(_ wanted: [String]) -> BatchError {
      .missingInputColumn(
        name: configuration.inputName, input: InputName.age.rawValue, wanted: wanted,
        header: names)
    }
    if !named || configuration.ageDaysColumn != nil {
      if let column = try find([days]) { return (.days, column, -1, -1) }
      if named { throw missing([days]) }
    }
    if !named || configuration.ageMonthsColumn != nil {
      if let column = try find([months]) { return (.months, column, -1, -1) }
      if named { throw missing([months]) }
    }
    if !named || namesDates {
      let born = try find([birthDate])
      let measured = try find([date])
      if let born, let measured { return (.days, -1, born, measured) }
      if named { throw missing(born == nil ? [birthDate] : [date]) }
      // One date without the other is a column missing, not a reason to read `age`.
      if born != nil { throw missing([date]) }
    }
    if let column = try find([typed]) { return (.years, column, -1, -1) }
    // Tried last, so that every file read before `age_years` was known reads the same.
    if !named, let column = try find([years]) { return (.years, column, -1, -1) }
    throw missing(named ? [typed] : [days, months, birthDate + " + " + date, typed, years])
  }

  /// The height and weight columns, or the BMI column (`readsBMI`).
  private static func bodyMassIndexColumns(
    _ configuration: BatchConfiguration, find: ([String]) throws(BatchError) -> Int?,
    missing: ([String]) -> BatchError
  ) throws(BatchError) -> (columns: (Int, Int), readsBMI: Bool) {
    let heightNames =
      configuration.heightColumn.map { [$0] } ?? BatchConfiguration.defaultHeightColumns
    let weightNames =
      configuration.weightColumn.map { [$0] } ?? BatchConfiguration.defaultWeightColumns
    let bmiNames = configuration.bmiColumn.map { [$0] } ?? BatchConfiguration.defaultBMIColumns
    if configuration.bmiColumn == nil {
      let height = try find(heightNames)
      let weight = try find(weightNames)
      if let height, let weight { return ((height, weight), false) }
      // A column named on the command line and absent is the one reported.
      if height == nil, configuration.heightColumn != nil { throw missing(heightNames) }
      if weight == nil, configuration.weightColumn != nil { throw missing(weightNames) }
      if height != nil { throw missing(weightNames) }
      if weight != nil { throw missing(heightNames) }
      guard let bmi = try find(bmiNames) else { throw missing(heightNames + bmiNames) }
      return ((bmi, -1), true)
    }
    guard let bmi = try find(bmiNames) else { throw missing(bmiNames) }
    return ((bmi, -1), true)
  }

  private init(mode: RowEvaluator.Mode, columns: [Int], ageUnit: AgeUnit) {
    self.mode = mode
    self.columns = columns
    self.ageUnit = ageUnit
  }

  /// The slot an input's value fills.
  static func slot(of input: InputName) -> Int {
    switch input {
    case .height: Slot.height
    case .weight: Slot.weight
    case .waist: Slot.waist
    case .sex: Slot.sex
    case .age: Slot.age
    case .background: Slot.background
    }
  }

  /// Whether a header name is the wanted column name.
  package static func matches(_ name: String, _ wanted: String) -> Bool {
    normalized(name) == normalized(wanted)
  }

  private static func normalized(_ name: String) -> String {
    var text = Substring(name)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
        }))
  }
}
