import Testing

/// The rendering tests' PNG reader: each of the five row filters undone, worked out by hand.
@Suite struct PNGScanlinesTests {
  @Test func everyFilterIsUndone() throws {
    // 2 × 4 RGB: Sub, Paeth, Average, then Up (whose first byte wraps past 255).
    let rows: [[UInt8]] = [
      [1, 10, 20, 30, 5, 5, 5],
      [4, 1, 1, 1, 1, 1, 1],
      [3, 2, 2, 2, 2, 2, 2],
      [2, 250, 0, 0, 0, 0, 10],
    ]
    let scanlines = PNGScanlines(bytes: rows.flatMap { $0 }, width: 2, height: 4, channels: 3)
    #expect(
      try #require(scanlines.rgba()) == [
        10, 20, 30, 255, 15, 25, 35, 255,
        11, 21, 31, 255, 16, 26, 36, 255,
        7, 12, 17, 255, 13, 21, 28, 255,
        1, 12, 17, 255, 13, 21, 38, 255,
      ])
  }

  @Test func alphaIsKeptAndTheFirstRowHasZerosAbove() throws {
    let scanlines = PNGScanlines(
      bytes: [0, 1, 2, 3, 4, 4, 9, 9, 9, 9], width: 1, height: 2, channels: 4)
    #expect(try #require(scanlines.rgba()) == [1, 2, 3, 4, 10, 11, 12, 13])
  }

  @Test func anUnknownFilterOrCutDataIsRefused() {
    #expect(PNGScanlines(bytes: [5, 1, 2, 3], width: 1, height: 1, channels: 3).rgba() == nil)
    #expect(PNGScanlines(bytes: [0, 1, 2], width: 1, height: 1, channels: 3).rgba() == nil)
  }
}
