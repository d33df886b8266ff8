import BMIGrowth
import Testing

@testable import BMIBatch

/// The writer's digits of a child's scores (`ScoreDigits`) are the bytes of
/// `GrowthFastScores.text(units:decimals:)`: for every count of decimals, at every length of
/// the whole part, at powers of ten and their neighbours, negative too, and at the ends of
/// `Int`.
struct ScoreDigitsTests {
  static func written(_ units: Int, _ decimals: Int) -> String {
    var bytes = [UInt8](repeating: 0, count: 64)
    let count = bytes.withUnsafeMutableBufferPointer { buffer in
      var cursor = buffer.baseAddress!
      ScoreDigits.put(units: units, decimals: decimals, at: &cursor)
      return cursor - buffer.baseAddress!
    }
    return String(decoding: bytes.prefix(count), as: UTF8.self)
  }

  @Test(arguments: 0...6)
  func digitsAreTheScoresTexts(decimals: Int) {
    var values = [0, 1, 9, 10, 11, 99, 100, 101, 5_000, 9_999, 10_000, 509_773, Int.max, Int.min]
    var power = 1
    for _ in 0..<18 {
      power *= 10
      values += [power - 1, power, power + 1, power * 3 + 7]
    }
    var random = SplitMix64(seed: 5)
    for _ in 0..<2_000 {
      values.append(Int(truncatingIfNeeded: random.next() % 100_000_000))
      values.append(Int(truncatingIfNeeded: random.next()))
    }
    for value in values {
      for units in value == Int.min ? [value] : [value, -value] {
        #expect(
          Self.written(units, decimals) == GrowthFastScores.text(units: units, decimals: decimals),
          "\(units) \(decimals)")
      }
    }
  }
}
