import BMIBuiltIns
import BMICore
import BMIMeasurement
import Testing

@testable import BMIBatch

/// The by-value path of columns (``ColumnRows/settled(_:_:)``) answers a row it settles
/// exactly as ``ColumnRows/evaluate(_:starts:ends:)`` answers the row's texts: same category,
/// section, value and digits, for heights and weights at and next to every cut-off of every
/// BMI standard (built in, and tables with other roundings), for BMIs next to the cut-offs,
/// and with heights in metres; a row it leaves is one the texts flag or classify otherwise.
struct ColumnRowsValueTests {
  /// The texts' answer and the values' answer of one row of `texts`, read as millionths.
  private func answers(_ rows: ColumnRows, _ texts: [String], _ values: [Int64]) -> (
    text: ColumnRowAnswer, value: SettledRow?
  ) {
    var bytes: [UInt8] = []
    var starts: [Int] = []
    var ends: [Int] = []
    for text in texts {
      starts.append(bytes.count)
      bytes.append(contentsOf: text.utf8)
      ends.append(bytes.count)
    }
    let text = bytes.withUnsafeBufferPointer { bytes in
      rows.evaluate(bytes.baseAddress!, starts: starts, ends: ends)
    }
    return (text, rows.settled(values[0], values.count > 1 ? values[1] : 0))
  }

  private func expectSame(_ text: ColumnRowAnswer, _ value: SettledRow?, _ row: String) {
    guard let value else { return }
    #expect(text.category == value.category, "\(row)")
    #expect(text.section == value.section, "\(row)")
    #expect(text.display == nil, "\(row)")
    #expect(text.millionths == value.millionths, "\(row)")
    #expect(text.decimals == value.decimals, "\(row)")
  }

  private func rows(
    _ standard: Standard, _ columns: [String], heightUnit: HeightUnit = .centimetres
  )
    throws -> ColumnRows
  {
    var configuration = BatchConfiguration()
    configuration.headerlessColumns = columns
    configuration.heightUnit = heightUnit
    return try ColumnRows(standard: standard, configuration: configuration)
  }

  @Test(arguments: BatchStandards.all.map(\.identity.id))
  func heightsAndWeightsAtTheCutOffs(_ id: String) throws {
    let standard = try #require(BatchStandards.all.first { $0.identity.id == id })
    let rows = try rows(standard, ["height_cm", "weight_kg"])
    let heights: [Int64] = [100_000_000, 152_400_000, 160_000_000, 170_500_000, 199_900_000]
    var settled = 0
    var checked = 0
    for height in heights {
      let square = Double(height) * Double(height)
      for cutOff in BatchStandards.cutOffs(standard) {
        // The weight at the cut-off, in millionths, and its neighbours.
        let weight = Int64((Double(cutOff) * square / 1e16).rounded())
        for offset: Int64 in [-100_000, -10_000, -1, 0, 1, 10_000, 100_000] {
          let w = weight + offset
          let texts = [decimalText(height, decimals: 6), decimalText(w, decimals: 6)]
          let (text, value) = answers(rows, texts, [height, w])
          expectSame(text, value, "\(texts)")
          if value != nil { settled += 1 }
          checked += 1
        }
      }
    }
    #expect(settled == checked)
  }

  /// Every weight from 1 to 700 kg in tenths at heights met again and again (so that they
  /// get a height's plan, whose lightest and heaviest weights bound a possible BMI): a row
  /// settled by value has the texts' answer, and one left is flagged there.
  @Test(arguments: ["who-2000", "ksso-2022", "nice-2025", "half-up-0", "exact-fine"])
  func everyWeightAtPlannedHeights(_ id: String) throws {
    let standard = try #require(BatchStandards.all.first { $0.identity.id == id })
    let rows = try rows(standard, ["height_cm", "weight_kg"])
    var settled = 0
    for height: Int64 in [55_000_000, 120_500_000, 160_000_000, 187_300_000, 249_900_000] {
      for weight in stride(from: 1_000_000 as Int64, through: 700_000_000, by: 100_000) {
        let texts = [decimalText(height, decimals: 1), decimalText(weight, decimals: 1)]
        let (text, value) = answers(rows, texts, [height, weight])
        expectSame(text, value, "\(texts)")
        if value == nil { #expect(text.category == -1, "\(texts)") } else { settled += 1 }
      }
    }
    #expect(settled > 10_000)
  }

  @Test func impossibleRowsAreLeftToTheTexts() throws {
    let rows = try rows(BatchStandards.who, ["height_cm", "weight_kg"])
    // Impossible BMIs (over 250, under 5), weights and heights out of range.
    for (height, weight): (Int64, Int64) in [
      (50_000_000, 300_000_000), (272_000_000, 2_000_000), (1_000, 70_000_000),
      (170_000_000, 0), (0, 70_000_000), (170_000_000, 5_000_000_000),
    ] {
      let texts = [decimalText(height, decimals: 6), decimalText(weight, decimals: 6)]
      let (text, value) = answers(rows, texts, [height, weight])
      #expect(value == nil, "\(texts)")
      #expect(text.category == -1, "\(texts)")
    }
  }

  @Test(arguments: BatchStandards.all.map(\.identity.id))
  func bodyMassIndicesNextToTheCutOffs(_ id: String) throws {
    let standard = try #require(BatchStandards.all.first { $0.identity.id == id })
    let rows = try rows(standard, ["bmi"])
    for cutOff in BatchStandards.cutOffs(standard) {
      for offset: Int64 in [-50_000, -1, 0, 1, 50_000] {
        let bmi = cutOff + offset
        let texts = [decimalText(bmi, decimals: 6)]
        let (text, value) = answers(rows, texts, [bmi])
        #expect(value != nil, "\(texts)")
        expectSame(text, value, "\(texts)")
      }
    }
  }

  @Test func heightsInMetres() throws {
    let rows = try rows(BatchStandards.who, ["height_cm", "weight_kg"], heightUnit: .metres)
    for (height, weight): (Int64, Int64) in [(1_600_000, 64_000_000), (1_705_000, 72_650_000)] {
      let texts = [decimalText(height, decimals: 6), decimalText(weight, decimals: 6)]
      let (text, value) = answers(rows, texts, [height, weight])
      #expect(value != nil, "\(texts)")
      expectSame(text, value, "\(texts)")
    }
  }

  @Test func sectionedStandardsAreLeftToTheTexts() throws {
    let standard = BatchStandards.builtIn("glim-2019")
    let rows = try rows(standard, ["bmi", "age"])
    #expect(rows.valueColumns == nil)
    #expect(try self.rows(BatchStandards.who, ["height_cm", "weight_kg"]).valueColumns! == (0, 1))
  }
}
