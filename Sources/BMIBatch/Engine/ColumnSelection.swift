/// Which columns (or JSON keys) hold the values to classify.
package struct ColumnSelection: Equatable, Sendable {
  /// Whether rows carry a height and weight, or a BMI.
  let mode: RowEvaluator.Mode
  /// The 0-based position of the height column, or of the BMI column.
  let first: Int
  /// The 0-based position of the weight column; -1 for a BMI.
  let second: Int

  /// Finds the columns in a header.
  ///
  /// Names match when they are equal after trimming spaces and ignoring ASCII case; a name
  /// that matches two columns is an error rather than a guess. Without explicit names,
  /// `height_cm` then `height`, and `weight_kg` then `weight`, are tried; a `bmi` column is
  /// used only when there is neither a height nor a weight.
  ///
  /// - Parameters:
  ///   - names: The header's column names.
  ///   - configuration: The run's column options and input name.
  /// - Throws: ``BatchError/missingColumns(name:wanted:header:)`` or
  ///   ``BatchError/duplicateColumn(name:column:positions:)``.
  init(names: [String], configuration: BatchConfiguration) throws(BatchError) {
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
    let heightNames =
      configuration.heightColumn.map { [$0] } ?? BatchConfiguration.defaultHeightColumns
    let weightNames =
      configuration.weightColumn.map { [$0] } ?? BatchConfiguration.defaultWeightColumns
    let bmiNames = configuration.bmiColumn.map { [$0] } ?? BatchConfiguration.defaultBMIColumns
    if configuration.bmiColumn == nil {
      let height = try find(heightNames)
      let weight = try find(weightNames)
      if let height, let weight {
        self.init(mode: .heightAndWeight, first: height, second: weight)
        return
      }
      // A column named on the command line and absent is the one reported.
      if height == nil, configuration.heightColumn != nil { throw missing(heightNames) }
      if weight == nil, configuration.weightColumn != nil { throw missing(weightNames) }
      if height != nil { throw missing(weightNames) }
      if weight != nil { throw missing(heightNames) }
      guard let bmi = try find(bmiNames) else { throw missing(heightNames + bmiNames) }
      self.init(mode: .bodyMassIndex, first: bmi, second: -1)
      return
    }
    guard let bmi = try find(bmiNames) else { throw missing(bmiNames) }
    self.init(mode: .bodyMassIndex, first: bmi, second: -1)
  }

  private init(mode: RowEvaluator.Mode, first: Int, second: Int) {
    self.mode = mode
    self.first = first
    self.second = second
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
