import BMIGrowth
import Testing

/// A score's text written forward at a pointer (`GrowthFastScores.write(units:decimals:to:)`,
/// what `bmi batch` puts straight into its output) is the exact decimal text of its units.
struct GrowthFastScoresTextTests {
  @Test func unitsAreWrittenAsTheirDecimalText() {
    var random = GrowthRandom(state: 7)
    var cases: [(Int, Int)] = [(0, 0), (0, 4), (-5, 4), (5, 0), (Int.max, 6), (Int.min + 1, 6)]
    for _ in 0..<5_000 {
      let magnitude = Int(random.next() >> (1 + random.next() % 63))
      cases.append((random.next() % 2 == 0 ? -magnitude : magnitude, Int(random.next() % 7)))
    }
    for (units, decimals) in cases {
      let expected = GrowthRational(
        GrowthInteger(units), GrowthRational.powerOfTen(decimals)
      ).decimalText(decimals: decimals)
      var bytes = [UInt8](repeating: 0, count: GrowthFastScores.maximumTextCount)
      let count = bytes.withUnsafeMutableBufferPointer {
        GrowthFastScores.write(units: units, decimals: decimals, to: $0.baseAddress!)
      }
      #expect(String(decoding: bytes[..<count], as: UTF8.self) == expected, "\(units) \(decimals)")
      #expect(GrowthFastScores.text(units: units, decimals: decimals) == expected)
    }
  }
}
