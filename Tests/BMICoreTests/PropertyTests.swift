import BMICore
import Testing

/// A small deterministic generator, so a failing case can be reproduced from its seed.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

struct PropertyTests {
  static let tables: [(String, ClassificationTable)] = [
    ("who", TestTables.who), ("one-decimal half-up", TestTables.oneDecimal(.halfUp)),
    ("one-decimal half-even", TestTables.oneDecimal(.halfEven)),
  ]

  /// The category a brute-force scan of every interval finds for a value.
  private func scan(_ table: ClassificationTable, _ bmi: BodyMassIndex) -> [Int] {
    let value = table.rounding.valueToClassify(bmi.value)
    return table.categories.indices.filter { table.categories[$0].interval.contains(value) }
  }

  @Test(arguments: tables.indices)
  func lookupEqualsBruteForceScanAndWeightNeverLowersTheCategory(tableIndex: Int) {
    let table = Self.tables[tableIndex].1
    var generator = SplitMix64(state: 20_261_130 + UInt64(tableIndex))
    for _ in 0..<20_000 {
      // Heights 100–220 cm and weights 30–200 kg with 0–2 decimals, as people are measured.
      let height = ExactDecimal(
        millionths: Int64.random(in: 10_000...22_000, using: &generator) * 10_000)
      let weight = ExactDecimal(
        millionths: Int64.random(in: 3_000...20_000, using: &generator) * 10_000)
      let bmi = BodyMassIndex(heightCentimetres: height, weightKilograms: weight)!
      let found = table.categoryIndex(for: bmi)
      #expect(scan(table, bmi) == [found], "height \(height) weight \(weight)")
      let heavier = ExactDecimal(millionths: weight.millionths + 10_000)
      let next = table.categoryIndex(
        for: BodyMassIndex(heightCentimetres: height, weightKilograms: heavier)!)
      #expect(next >= found, "height \(height) weight \(weight)")
    }
  }

  /// Values on and next to every cut-off, where random pairs rarely land.
  @Test(arguments: tables.indices)
  func lookupEqualsBruteForceScanAtEveryCutOff(tableIndex: Int) {
    let table = Self.tables[tableIndex].1
    let cutOffs = table.categories.flatMap { [$0.interval.lower.value, $0.interval.upper.value] }
      .compactMap { $0 }
    for cutOff in cutOffs {
      for offset in [-50_000, -1, 0, 1, 50_000] as [Int64] {
        let bmi = BodyMassIndex(ExactDecimal(millionths: cutOff.millionths + offset))!
        #expect(
          scan(table, bmi) == [table.categoryIndex(for: bmi)],
          "BMI \(bmi.value.fractionDescription)"
        )
      }
    }
  }
}
