import BMICore
import BMISupport

extension BatchProcessor {
  /// Whether the run can use ``runCSVChildLane(evaluator:slotMap:columnCount:dialect:)``:
  /// CSV in and out, a BMI-for-age standard the fast route scores, children's ages from an
  /// age column (no dates, no gestation), and no column after the scores.
  func canUseChildLane(_ columns: ColumnSelection, evaluator: RowEvaluator) -> Bool {
    guard configuration.allowsFastLane, configuration.inputFormat == .csv,
      configuration.resolvedOutputFormat == .csv, !configuration.includesErrorDetail,
      !configuration.includesGroups, writer.writesChildScoresOnly,
      evaluator.childScorer != nil, case .bmiForAge = evaluator.mode
    else { return false }
    let slots = columns.columns
    return slots[Slot.gestation] < 0 && slots[Slot.birthDate] < 0 && slots[Slot.date] < 0
  }

  /// Processes children's records from ``position`` while they are the common kind, and
  /// stops at the first one that is not, for the general path to take.
  ///
  /// The common kind: a record the adults' lane would take as a record
  /// (``runCSVFastLane(evaluator:slotMap:columnCount:dialect:)``: found by the same masks,
  /// as many fields as the header, no quote but around a whole field that no slot reads)
  /// whose age, height (or BMI) and weight are plain decimals and whose sex the memo reads,
  /// and whose child the fast route settles in units: the steps of
  /// ``RowEvaluator/evaluateChildFast(_:_:readsBMI:detail:)``, on the same fields, so the
  /// same answer; the row's bytes are those the general path writes for it
  /// (``BatchRowWriter/writeChildCSVRow(_:from:to:units:crlf:)``). This path skips the
  /// general record reader, the row's `RowDetail` and its outcome; any other row, and a
  /// child the route leaves open, goes to the general path. `BatchChildLaneDifferentialTests`
  /// compare the two.
  func runCSVChildLane(
    evaluator: RowEvaluator, slotMap: SlotMap, columnCount: Int, dialect: TextDialect
  ) throws(BatchError) {
    guard let scorer = evaluator.childScorer, case .bmiForAge(let readsBMI) = evaluator.mode
    else { return }
    let columns = slotMap.columns
    let heightColumn = columns[Slot.height]
    let weightColumn = readsBMI ? -1 : columns[Slot.weight]
    let sexColumn = columns[Slot.sex]
    let ageColumn = columns[Slot.age]
    guard columnCount <= Self.fastLaneFieldLimit, heightColumn >= 0, sexColumn >= 0,
      ageColumn >= 0, readsBMI || weightColumn >= 0
    else { return }
    let shape = RecordShape(
      columnCount: columnCount, columns: [heightColumn, weightColumn, sexColumn, ageColumn])
    let bytes = input.bytes
    let limit = input.limit
    let ends = fieldEnds + 1
    let sexMemo = evaluator.sexMemo
    let readSex = evaluator.rules.sex
    let possibleAges = evaluator.possibleAgeMillionths
    let ageUnit = evaluator.ageUnit
    let decimals = BMIForAgeResult.researchDecimals
    var position = self.position
    var rowsDone = 0
    defer {
      self.position = position
      rows &+= rowsDone
      line &+= rowsDone
    }
    let masks = delimiterMasks
    let generation = input.generation
    if masks.describe(position, generation: generation) {
      if masks.firstQuote < position { masks.findQuote(from: position) }
    } else if limit &- position >= 64 {
      masks.make(bytes, from: position, limit: limit, dialect: dialect, generation: generation)
    }
    // As in the adults' lane: none after a long record, whose file most likely holds more.
    var shortColumns = columnCount
    while limit &- position >= 64 {
      if position &+ 64 > masks.end {
        masks.make(
          bytes, from: position, limit: limit, dialect: dialect, generation: generation)
      }
      var fields = masks.window(at: position)
      ends[-1] = position &- 1
      var column = 0
      var lineFeeds = 0
      while column < shortColumns {
        let end = position &+ fields.trailingZeroBitCount
        ends[column] = end
        lineFeeds &+= bytes[end] == UInt8(ascii: "\n") ? 1 : 0
        fields &= fields &- 1
        column &+= 1
      }
      var lineFeed = ends[columnCount &- 1]
      if _slowPath(
        !(lineFeed &- position < 64 && lineFeeds == 1 && bytes[lineFeed] == UInt8(ascii: "\n")
          && lineFeed < masks.firstQuote))
      {
        lineFeed = delimiterMasks.recordEnds(
          bytes, from: position, limit: limit, dialect: dialect, generation: generation,
          shape: shape, ends: ends)
        guard lineFeed >= 0 else { break }
        shortColumns = lineFeed &- position < 64 ? columnCount : 0
      }
      var contentEnd = lineFeed
      let crlf = lineFeed > position && bytes[lineFeed &- 1] == UInt8(ascii: "\r")
      if crlf {
        contentEnd = lineFeed &- 1
        ends[columnCount &- 1] = contentEnd
      }
      // The steps of `evaluateChildFast`, on the same fields.
      guard
        let sex = sexMemo.sex(bytes, Self.field(ofColumn: sexColumn, ends: ends), read: readSex),
        let ageMillionths = Self.childMillionths(
          bytes, from: ends[ageColumn &- 1] &+ 1, to: ends[ageColumn]),
        possibleAges.contains(ageMillionths),
        let age = Age(ExactDecimal(millionths: ageMillionths), ageUnit),
        let first = Self.childMillionths(
          bytes, from: ends[heightColumn &- 1] &+ 1, to: ends[heightColumn])
      else { break }
      var second: Int64 = 0
      if !readsBMI {
        guard
          let weight = Self.childMillionths(
            bytes, from: ends[weightColumn &- 1] &+ 1, to: ends[weightColumn])
        else { break }
        second = weight
      }
      guard let bmi = evaluator.fastChildBMI(first, second, readsBMI: readsBMI),
        let units = scorer.units(
          bmi: bmi.value, bmiError: bmi.error, sex: sex, age: age, decimals: decimals)
      else { break }
      categoryCounts[units.categoryPosition] &+= 1
      try writer.writeChildCSVRow(bytes, from: position, to: contentEnd, units: units, crlf: crlf)
      rowsDone &+= 1
      position = lineFeed &+ 1
    }
  }

  /// ``PlainDecimal/millionths(_:from:to:)`` of a field, read first as the one-decimal text
  /// most children's files hold (``OneDecimal``, which takes only texts the parser reads as
  /// the same number).
  @inline(__always)
  static func childMillionths(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int)
    -> Int64?
  {
    if let tenths = OneDecimal.tenths(bytes, from: start, to: end) {
      return Int64(tenths) &* 100_000
    }
    return PlainDecimal.millionths(bytes, from: start, to: end)
  }
}
