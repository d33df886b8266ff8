import BMICore
import BMISupport

extension BatchProcessor {
  /// Whether the run can use ``runCSVFastLane(evaluator:slotMap:columnCount:dialect:)``: CSV in and
  /// out, heights and weights in centimetres and kilograms.
  func canUseFastLane(_ columns: ColumnSelection) -> Bool {
    configuration.allowsFastLane && configuration.inputFormat == .csv
      && configuration.resolvedOutputFormat == .csv
      && columns.mode == .heightAndWeight && configuration.heightUnit == .centimetres
      && configuration.weightUnit == .kilograms && !configuration.includesErrorDetail
      && !configuration.includesGroups
  }

  /// Processes records from ``position`` while they are the common kind, and stops at the
  /// first one that is not, for the general path to take.
  ///
  /// The common kind: no quote (in CSV); as many fields as the header; plain decimals with no
  /// surrounding spaces, possible as a height and a weight and giving a possible BMI; the
  /// whole record and 64 bytes after it in the buffer; for a standard with sections, inputs
  /// that choose one (the sex as the standard writes it and the age in plain years take
  /// the integer path). Such a record gets exactly the bytes
  /// the general path writes (`BatchFastLaneTests` compares the two on every kind of
  /// record); this path only skips the work the general one does to find out that nothing
  /// is unusual, in one loop over the record's words.
  func runCSVFastLane(
    evaluator: RowEvaluator, slotMap: SlotMap, columnCount: Int, dialect: TextDialect
  ) throws(BatchError) {
    let bytes = input.bytes
    let limit = input.limit
    let findsSection = evaluator.findsSection
    let detail = RowDetail()
    var position = self.position
    var rowsDone = 0
    defer {
      self.position = position
      rows &+= rowsDone
      line &+= rowsDone
    }
    records: while limit &- position >= 64 {
      var column = 0
      var fieldStart = position
      var slots = FieldSlots()
      var lineFeed = -1
      var word = position
      words: while word &- position < 64 {
        let bits = UnsafeRawPointer(bytes + word).loadUnaligned(as: UInt64.self)
        if dialect.hasQuotes && CSVRecordScanner.zeroBytes(bits ^ CSVRecordScanner.quotes) != 0 {
          break records
        }
        var delimiters =
          CSVRecordScanner.zeroBytes(bits ^ dialect.separators)
          | CSVRecordScanner.zeroBytes(bits ^ CSVRecordScanner.lineFeeds)
        while delimiters != 0 {
          let offset = word &+ delimiters.trailingZeroBitCount &>> 3
          let slot = slotMap.slot(ofColumn: column)
          if slot >= 0 { slots[slot] = FieldSpan(start: fieldStart, end: offset, isPresent: true) }
          column &+= 1
          if bytes[offset] == UInt8(ascii: "\n") {
            lineFeed = offset
            break words
          }
          fieldStart = offset &+ 1
          delimiters &= delimiters &- 1
        }
        word &+= 8
      }
      guard lineFeed >= 0, column == columnCount else { break }
      var contentEnd = lineFeed
      let crlf = lineFeed > fieldStart && bytes[lineFeed &- 1] == UInt8(ascii: "\r")
      if crlf {
        contentEnd = lineFeed &- 1
        for slot in 0..<Slot.count where slots[slot].end == lineFeed {
          slots[slot].end = contentEnd
        }
      }
      let height = slots[Slot.height]
      let weight = slots[Slot.weight]
      guard height.start < height.end, weight.start < weight.end,
        bytes[height.start] != UInt8(ascii: " "), bytes[height.end &- 1] != UInt8(ascii: " "),
        bytes[weight.start] != UInt8(ascii: " "), bytes[weight.end &- 1] != UInt8(ascii: " "),
        let heightValue = PlainDecimal.unpaddedMillionths(
          bytes, from: height.start, to: height.end),
        let weightValue = PlainDecimal.unpaddedMillionths(
          bytes, from: weight.start, to: weight.end),
        let centimetres = rules.fastHeight(heightValue),
        let kilograms = rules.fastWeight(weightValue),
        let value = MillionthsClassifier.Value(
          heightMillionths: centimetres, weightMillionths: kilograms),
        rules.isPossible(value)
      else { break }
      var section = 0
      if findsSection {
        // A row whose inputs are not the common kind, or choose no section, goes to the
        // general path, which reads them as the command does and flags what it must.
        guard !slots[Slot.background].isPresent, !slots[Slot.waist].isPresent else { break }
        section = evaluator.fastSection(bytes, sex: slots[Slot.sex], age: slots[Slot.age])
        guard section >= 0 else { break }
      }
      let outcome = evaluator.outcome(value, section: section)
      if case .classified(let index, _, _, _) = outcome { categoryCounts[index] &+= 1 }
      try writer.writeCSVRow(
        bytes, from: position, to: contentEnd, padding: 0, outcome: outcome, detail: detail,
        crlf: crlf)
      rowsDone &+= 1
      position = lineFeed &+ 1
    }
  }
}
