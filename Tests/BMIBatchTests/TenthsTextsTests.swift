import Testing

@testable import BMIBatch

/// The table of BMI texts writes what the decimal writer writes, at every tenth.
@Suite struct TenthsTextsTests {
  private func written(_ put: (inout UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
    let start = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    defer { start.deallocate() }
    var cursor = start
    put(&cursor)
    return Array(UnsafeBufferPointer(start: start, count: start.distance(to: cursor)))
  }

  @Test func everyTenthIsWrittenAsTheDecimalWriterWritesIt() {
    let texts = TenthsTexts()
    defer { texts.deallocate() }
    var mismatches: [Int64] = []
    for tenths in Int64(0)...5_000 {
      let fromTable = written { texts.put(tenths: tenths, at: &$0) }
      let direct = written { $0.putDecimal(millionths: tenths * 100_000, decimals: 1) }
      if fromTable != direct { mismatches.append(tenths) }
    }
    #expect(mismatches.isEmpty)
    #expect(written { texts.put(tenths: 250, at: &$0) } == Array("25.0".utf8))
  }
}
