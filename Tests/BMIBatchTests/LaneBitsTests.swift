import Testing

@testable import BMIBatch

/// The gathered bits of a comparison say what its lanes say, on the processor's own
/// instruction and on the portable fold the other processors use.
@Suite struct LaneBitsTests {
  /// The lanes of `mask` read one by one.
  private func expected(_ mask: SIMDMask<SIMD16<Int8>>) -> UInt64 {
    var bits: UInt64 = 0
    for lane in 0..<16 where mask[lane] { bits |= 1 << UInt64(lane) }
    return bits
  }

  @Test func everyLaneAloneAndEveryPairOfLanes() {
    var mismatches: [(Int, Int)] = []
    for first in 0..<16 {
      for second in 0..<16 {
        var mask = SIMDMask<SIMD16<Int8>>()
        mask[first] = true
        mask[second] = true
        let want = expected(mask)
        if LaneBits.bits(of: mask) != want || LaneBits.portableBits(of: mask) != want {
          mismatches.append((first, second))
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test func randomComparisons() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      var bytes = SIMD16<UInt8>()
      for lane in 0..<16 { bytes[lane] = UInt8.random(in: 0...3, using: &generator) }
      let mask = bytes .== SIMD16<UInt8>(repeating: 2)
      #expect(LaneBits.bits(of: mask) == expected(mask))
      #expect(LaneBits.portableBits(of: mask) == expected(mask))
    }
    #expect(LaneBits.bits(of: SIMDMask(repeating: true)) == 0xFFFF)
    #expect(LaneBits.bits(of: SIMDMask(repeating: false)) == 0)
  }
}
