import BMICore
import BMISupport

extension BatchProcessor {
  /// The most fields a record of the fast lane can have: a record of at most 64 bytes has
  /// at most 64, and one limit for both keeps the short records' loop lean.
  static let fastLaneFieldLimit = 64

  /// Whether the run can use ``runCSVFastLane(evaluator:slotMap:columnCount:dialect:)``: CSV in and
  /// out, heights and weights, in any default unit.
  func canUseFastLane(_ columns: ColumnSelection) -> Bool {
    configuration.allowsFastLane && configuration.inputFormat == .csv
      && configuration.resolvedOutputFormat == .csv
      && columns.mode == .heightAndWeight && !configuration.includesErrorDetail
      && !configuration.includesGroups
  }

  /// Processes records from ``position`` while they are the common kind, and stops at the
  /// first one that is not, for the general path to take.
  ///
  /// The common kind: no quote (in CSV) but around a whole field that no slot reads; as many
  /// fields as the header; plain decimals with no surrounding spaces, possible as a height
  /// and a weight and giving a possible BMI; the whole record, line end included, within
  /// the masks' 4 KiB, and 64 bytes of buffer from its start;
  /// for a standard with sections, inputs that choose one (the sex as the standard writes
  /// it, the age in plain years and the background as one of the standard's words take the
  /// integer path), and no waist column. Such a record gets exactly the bytes the general
  /// path writes (`BatchDifferentialTests` and `BatchShapeDifferentialTests` compare the two
  /// on generated files and on ordinary records mixed with every kind that leaves the
  /// lane); this path only skips the work the general one does to find out that nothing is
  /// unusual.
  ///
  /// The separators and line feeds of the next few kilobytes are found first, 64 bytes at a
  /// time, as bit masks (``DelimiterMasks``); a record's 64 bits of them then give its line
  /// feed and its fields' ends without a branch on where they fall. A longer record, or one
  /// with quotes, is read from the masks block by block
  /// (``DelimiterMasks/recordEnds(_:from:limit:dialect:generation:shape:ends:)``). Each
  /// record's field ends go into ``fieldEnds``, by column, and the wanted fields are read
  /// from there; the rest of the record is copied through.
  func runCSVFastLane(
    evaluator: RowEvaluator, slotMap: SlotMap, columnCount: Int, dialect: TextDialect
  ) throws(BatchError) {
    // One copy of the loop for each, specialised: a standard of one section keeps fewer
    // values live, and its loop has no test of sections at all.
    if evaluator.findsSection {
      try runCSVFastLane(
        evaluator: evaluator, slotMap: slotMap, columnCount: columnCount, dialect: dialect,
        sections: LaneWithSections.self)
    } else {
      try runCSVFastLane(
        evaluator: evaluator, slotMap: slotMap, columnCount: columnCount, dialect: dialect,
        sections: LaneWithoutSections.self)
    }
  }

  /// ``runCSVFastLane(evaluator:slotMap:columnCount:dialect:)`` for standards with
  /// sections or without: generic, so that each has its own copy with `findsSection` a
  /// constant (an argument of type `Bool` was left a run-time value in one copy).
  private func runCSVFastLane<Sections: LaneSections>(
    evaluator: RowEvaluator, slotMap: SlotMap, columnCount: Int, dialect: TextDialect,
    sections: Sections.Type
  ) throws(BatchError) {
    let findsSection = Sections.findsSection
    let columns = slotMap.columns
    let heightColumn = columns[Slot.height]
    let weightColumn = columns[Slot.weight]
    let sexColumn = columns[Slot.sex]
    let ageColumn = columns[Slot.age]
    let backgroundColumn = columns[Slot.background]
    let shape = RecordShape(
      columnCount: columnCount,
      columns: [heightColumn, weightColumn, sexColumn, ageColumn, backgroundColumn])
    guard columnCount <= Self.fastLaneFieldLimit, heightColumn >= 0, weightColumn >= 0,
      !findsSection || columns[Slot.waist] < 0
    else { return }
    // The height plans and their compact entries hold centimetres and kilograms; plain
    // decimals in other units are read by value (``BatchValueRules/scaledValue``).
    let metric =
      configuration.heightUnit == .centimetres && configuration.weightUnit == .kilograms
    // In other units, plans are scaled: they hold the formula's factors
    // (``HeightPlans/makeScaledPlan(heightMillionths:section:)``).
    let scaledFactor = metric ? 0 : evaluator.plans.scaledWeightFactor
    let plansHold = metric || scaledFactor != 0
    let bytes = input.bytes
    let limit = input.limit
    // ends[c] is where column c ends; ends[-1], one before the record, makes every field's
    // start `ends[c - 1] + 1`.
    let ends = fieldEnds + 1
    let detail = RowDetail()
    let plans = evaluator.plans
    let compactPlans = evaluator.compactPlans
    // Valid while the evaluator lives: its table keeps them.
    let compactEntries = compactPlans.entries()
    let weights = evaluator.weights
    let writesPlainTails = writer.writesPlainTails
    // Valid while the processor lives: it keeps its table.
    let settledTails = writesPlainTails ? UnsafePointer(settledTails(for: evaluator).tables) : nil
    // The first section's table, the only one of a standard without sections.
    let firstSettled = settledTails?[0].map { UnsafePointer($0) }
    var position = self.position
    var rowsDone = 0
    defer {
      self.position = position
      rows &+= rowsDone
      line &+= rowsDone
    }
    // The masks made before the general path took over hold while the buffer does; the
    // quote found then may be behind.
    let masks = delimiterMasks
    let generation = input.generation
    if masks.describe(position, generation: generation) {
      if masks.firstQuote < position { masks.findQuote(from: position) }
    } else if limit &- position >= 64 {
      masks.make(bytes, from: position, limit: limit, dialect: dialect, generation: generation)
    }
    // The columns the short way reads: none after a record longer than 64 bytes, for the
    // next is then most likely long too, in a file of long records, and the short way would
    // be tried in vain. Reading none, it finds no line feed and hands the record on to the
    // long way, which reads a record as the short way does (``BatchShapeDifferentialTests``).
    var shortColumns = columnCount
    records: while limit &- position >= 64 {
      if position &+ 64 > masks.end {
        masks.make(
          bytes, from: position, limit: limit, dialect: dialect, generation: generation)
      }
      // The record's fields end at its next delimiters, one a column; the last must be a
      // line feed within its 64 bytes (so below `limit`), and the only one.
      var fields = masks.window(at: position)
      ends[-1] = position &- 1
      var column = 0
      var lineFeeds = 0
      while column < shortColumns {
        // Past the window's last delimiter, `position + 64`: readable, and refused below.
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
        // A longer record, or one with quotes: its fields up to the last wanted one, and
        // its line feed, found block by block.
        lineFeed = longRecordEnds(at: position, shape: shape)
        guard lineFeed >= 0 else { break }
        shortColumns = lineFeed &- position < 64 ? columnCount : 0
      }
      var contentEnd = lineFeed
      let crlf = lineFeed > position && bytes[lineFeed &- 1] == UInt8(ascii: "\r")
      if crlf {
        contentEnd = lineFeed &- 1
        ends[columnCount &- 1] = contentEnd
      }
      let heightStart = ends[heightColumn &- 1] &+ 1
      let heightEnd = ends[heightColumn]
      let weightStart = ends[weightColumn &- 1] &+ 1
      let weightEnd = ends[weightColumn]
      let heightLength = heightEnd &- heightStart
      // The height's text as one word, for its compact entry or its plan below.
      let key = FieldWord.key(bytes + heightStart, length: heightLength)
      if !findsSection, metric, let firstSettled, UInt(bitPattern: heightLength &- 1) < 8 {
        if let weightTenths = OneDecimal.tenths(bytes, from: weightStart, to: weightEnd) {
          // Weights to one decimal, the common file: a settled row is classified without a
          // lookup by the weight's bytes, its height's entry found from its text's digits.
          // Any row this cannot settle goes on below.
          let entry = UnsafePointer(compactEntries + CompactHeightPlans.index(of: key))
          if CompactHeightPlans.holds(entry, key: key, length: heightLength) {
            if CompactHeightPlans.takes(weightTenths, entry) {
              let tenths = HeightPlans.tenths(
                Int64(weightTenths) &* 100_000, tenthsPerWeight: entry.pointee.tenthsPerWeight,
                heightMillionths: entry.pointee.heightMillionths)
              if let settled = SettledTails.entry(in: firstSettled, tenths: tenths) {
                categoryCounts[SettledTails.position(of: settled)] &+= 1
                try writer.writeSettledCSVRow(
                  bytes, from: position, to: contentEnd, entry: settled, crlf: crlf)
                rowsDone &+= 1
                position = lineFeed &+ 1
                continue
              }
            }
          } else if compactPlans.make(bytes, from: heightStart, length: heightLength, key: key) {
            // The first row of this height's text: its entry is made, and the row read again.
            continue
          }
        } else if let weightHundredths = TwoDecimals.hundredths(
          bytes, from: weightStart, to: weightEnd)
        {
          // Weights to two decimals, as scales export them: the same way in hundredths, the
          // entry taking the weight only between two tenths it takes. A height's first row
          // makes its entry and goes on with it: read again, a record's quoted field would be
          // behind the masks' first quote.
          let entry = UnsafePointer(compactEntries + CompactHeightPlans.index(of: key))
          if !CompactHeightPlans.holds(entry, key: key, length: heightLength) {
            _ = compactPlans.make(bytes, from: heightStart, length: heightLength, key: key)
          }
          if CompactHeightPlans.holds(entry, key: key, length: heightLength),
            CompactHeightPlans.takes(hundredths: weightHundredths, entry)
          {
            let tenths = HeightPlans.tenths(
              Int64(weightHundredths) &* 10_000, tenthsPerWeight: entry.pointee.tenthsPerWeight,
              heightMillionths: entry.pointee.heightMillionths)
            if let settled = SettledTails.entry(in: firstSettled, tenths: tenths) {
              categoryCounts[SettledTails.position(of: settled)] &+= 1
              try writer.writeSettledCSVRow(
                bytes, from: position, to: contentEnd, entry: settled, crlf: crlf)
              rowsDone &+= 1
              position = lineFeed &+ 1
              continue
            }
          }
        }
      }
      var section = 0
      if findsSection {
        // A row whose inputs are not the common kind, or choose no section, goes to the
        // general path, which reads them as the command does and flags what it must.
        section = evaluator.laneSection(
          bytes, ends: ends, sex: sexColumn, age: ageColumn, background: backgroundColumn)
        guard section >= 0 else { break }
        // The compact way above, in the row's section's table: an entry's factor and weights
        // are its height's in every section (from the possible BMIs, not the categories).
        if metric, let table = settledTails?[section], UInt(bitPattern: heightLength &- 1) < 8,
          let weightTenths = OneDecimal.tenths(bytes, from: weightStart, to: weightEnd)
        {
          let tenths = compactPlans.tenths(
            bytes, entries: compactEntries, key: key, from: heightStart, length: heightLength,
            weightTenths: weightTenths)
          if let settled = SettledTails.entry(in: UnsafePointer(table), tenths: tenths) {
            categoryCounts[SettledTails.position(of: settled)] &+= 1
            try writer.writeSettledCSVRow(
              bytes, from: position, to: contentEnd, entry: settled, crlf: crlf)
            rowsDone &+= 1
            position = lineFeed &+ 1
            continue
          }
          if tenths == CompactHeightPlans.made { continue }
        }
      }
      // A field with a space at either end is never read here: `PlainDecimal` refuses it,
      // so neither the memo of weights nor a height's plan ever holds its text.
      guard heightStart < heightEnd, weightStart < weightEnd,
        let weightValue = weights.unpaddedMillionths(bytes, from: weightStart, to: weightEnd)
      else { break }
      // A height met before has a plan: its weights classify without a division.
      let tag = HeightPlans.tag(length: heightLength, section: section)
      let slot = HeightPlans.slot(key: key, tag: tag)
      let outcome: RowOutcome
      if plansHold, heightLength <= 8, let plan = plans.plan(in: slot, key: key, tag: tag) {
        guard weightValue >= plan.pointee.lightest, weightValue <= plan.pointee.heaviest
        else { break }
        let tenths =
          metric
          ? HeightPlans.tenths(weightValue, plan.pointee)
          : HeightPlans.scaledTenths(weightValue, plan.pointee, weightFactor: scaledFactor)
        if let settledTails,
          let entry = SettledTails.entry(in: settledTails, tenths: tenths, section: section)
        {
          categoryCounts[SettledTails.position(of: entry)] &+= 1
          try writer.writeSettledCSVRow(
            bytes, from: position, to: contentEnd, entry: entry, crlf: crlf)
          rowsDone &+= 1
          position = lineFeed &+ 1
          continue
        }
        let placement = plans.place(weightValue, tenths: tenths, plan: plan)
        let category = evaluator.categoryPosition(of: placement, section: section)
        if category >= 0 && writesPlainTails {
          categoryCounts[category] &+= 1
          try writer.writeClassifiedCSVRow(
            bytes, from: position, to: contentEnd, tenths: placement.tenths,
            categoryPosition: category, section: section, crlf: crlf)
          rowsDone &+= 1
          position = lineFeed &+ 1
          continue
        }
        if category >= 0 {
          outcome = .classified(
            categoryIndex: category, millionths: placement.tenths &* 100_000, decimals: 1,
            section: section)
        } else if !metric {
          // A scaled plan keeps no height: read it again, and the BMI as the general path does.
          guard
            let heightValue = PlainDecimal.unpaddedMillionths(
              bytes, from: heightStart, to: heightEnd),
            let scaled = rules.scaledValue(
              heightMillionths: heightValue, weightMillionths: weightValue),
            rules.isPossible(scaled)
          else { break }
          outcome = evaluator.outcome(scaled, section: section)
        } else {
          guard
            let value = MillionthsClassifier.Value(
              heightMillionths: plan.pointee.heightMillionths, weightMillionths: weightValue)
          else { break }
          outcome = evaluator.outcome(value, section: section)
        }
      } else {
        guard
          let heightValue = PlainDecimal.unpaddedMillionths(
            bytes, from: heightStart, to: heightEnd)
        else { break }
        // As the general path reads them: in centimetres and kilograms when the units are
        // those or a decimal multiple, else through the formula with both unit sizes.
        let value: MillionthsClassifier.Value
        if let centimetres = rules.fastHeight(heightValue),
          let kilograms = rules.fastWeight(weightValue),
          let metricValue = MillionthsClassifier.Value(
            heightMillionths: centimetres, weightMillionths: kilograms),
          rules.isPossible(metricValue)
        {
          value = metricValue
          if metric, heightLength <= 8 {
            plans.learn(
              slot: slot, key: key, tag: tag, heightMillionths: centimetres, section: section)
          }
        } else if let scaled = rules.scaledValue(
          heightMillionths: heightValue, weightMillionths: weightValue),
          rules.isPossible(scaled)
        {
          value = scaled
        } else {
          break
        }
        if scaledFactor != 0, heightLength <= 8 {
          plans.learn(
            slot: slot, key: key, tag: tag, heightMillionths: heightValue, section: section,
            isScaled: true)
        }
        outcome = evaluator.outcome(value, section: section)
      }
      if case .classified(let index, _, _, _) = outcome { categoryCounts[index] &+= 1 }
      try writer.writeCSVRow(
        bytes, from: position, to: contentEnd, padding: 0, outcome: outcome, detail: detail,
        crlf: crlf)
      rowsDone &+= 1
      position = lineFeed &+ 1
    }
  }

  /// ``DelimiterMasks/recordEnds(_:from:limit:dialect:generation:shape:ends:)`` for the
  /// record at `position`, into ``fieldEnds``: a call of few arguments, so that the lane's
  /// loop keeps its own values in registers around it.
  @inline(never)
  private func longRecordEnds(at position: Int, shape: RecordShape) -> Int {
    delimiterMasks.recordEnds(
      input.bytes, from: position, limit: input.limit, dialect: configuration.dialect,
      generation: input.generation, shape: shape, ends: fieldEnds + 1)
  }

  /// The field of a column (none for -1) of the record whose field ends are `ends`.
  @inline(__always)
  static func field(ofColumn column: Int, ends: UnsafeMutablePointer<Int>) -> FieldSpan {
    guard column >= 0 else { return FieldSpan() }
    return FieldSpan(start: ends[column &- 1] &+ 1, end: ends[column], isPresent: true)
  }
}

/// Whether a copy of the fast lane's loop finds each row's section.
protocol LaneSections {
  /// Whether rows have sections to find.
  static var findsSection: Bool { get }
}

/// The fast lane's loop for a standard with sections.
enum LaneWithSections: LaneSections {
  /// Rows have sections.
  static var findsSection: Bool { true }
}

/// The fast lane's loop for a standard of one section.
enum LaneWithoutSections: LaneSections {
  /// Rows have one section.
  static var findsSection: Bool { false }
}
