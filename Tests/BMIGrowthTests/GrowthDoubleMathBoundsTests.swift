import Testing

@testable import BMIGrowth

/// `GrowthDoubleMath`'s functions against the certified arithmetic, each to the error bound
/// its documentation states, at random points, at the ends of its range and at the edges
/// between the rows of its table (where the reduced argument is largest).
struct GrowthDoubleMathBoundsTests {
  static let u = 0x1p-53

  /// Points spread over [low, high]: the ends, the given ones, and uniform random ones.
  static func points(_ low: Double, _ high: Double, count: Int, seed: UInt64, extra: [Double])
    -> [Double]
  {
    var random = GrowthRandom(state: seed)
    var values = [low, high] + extra.filter { $0 >= low && $0 <= high }
    for _ in 0..<count {
      values.append(low + (high - low) * (Double(random.next() >> 11) * 0x1p-53))
    }
    return values
  }

  /// The edges between rows of exp's table, (k + ½)·ln 2/32, and their neighbours.
  static let exponentialEdges: [Double] = (-70...70).flatMap { k -> [Double] in
    let edge = (Double(k) + 0.5) * 0.021_660_849_392_498_290_6
    return [edge.nextDown, edge, edge.nextUp]
  }

  /// e^x within 2u·e^x.
  @Test func exponentialIsWithinItsBound() {
    // Down to −40 (e^−40 ≈ 2⁻⁵⁸) so that the bound is a multiple of the enclosures' unit.
    let extra = Self.exponentialEdges + [0, 0x1p-60, -0x1p-60, 0x1p-30, -0x1p-30, 1, -1]
    for x in Self.points(-40, 40, count: 300, seed: 51, extra: extra) + [700, 708.5] {
      let value = GrowthDoubleMath.exp(x)
      let exact = CertifiedMath.exp(GrowthDoubleBounds.point(x))
      #expect(
        GrowthDoubleBounds.isWithin(exact, of: value, bound: 2 * Self.u * value), "e^\(x)")
    }
  }

  /// e^x − 1 within 12u·|e^x − 1|, near 0 too.
  @Test func exponentialLessOneIsWithinItsBound() {
    var extra = Self.exponentialEdges + [1, -1, 0.35, -0.35, 29.9, -29.9]
    for power in 1...40 {
      extra += [0x1p-1 / Double(1 << power), -0x1p-1 / Double(1 << power)]
    }
    for x in Self.points(-30, 30, count: 200, seed: 52, extra: extra)
      + Self.points(-0.7, 0.7, count: 300, seed: 53, extra: [])
    where x != 0 {
      let value = GrowthDoubleMath.expm1(x)
      let exact =
        CertifiedMath.exp(GrowthDoubleBounds.point(x))
        - DyadicInterval(integer: 1, bits: GrowthDoubleBounds.bits)
      #expect(
        GrowthDoubleBounds.isWithin(exact, of: value, bound: 12 * Self.u * value.magnitude),
        "e^\(x) − 1")
    }
  }

  /// ln x within 3u·max(1, |ln x|), at the edges of its table's intervals (and either side
  /// of a power of two) and over the ratios lmsZ meets.
  @Test func logarithmIsWithinItsBound() throws {
    var extra: [Double] = [(1.0).nextDown, (0.5).nextUp]
    for j in 0...64 {
      let edge = 1 + Double(j) / 64
      extra += [edge.nextDown, edge, edge.nextUp, edge / 2, edge * 4, (1 + (Double(j) + 0.5) / 64)]
    }
    for x in Self.points(1e-3, 4, count: 300, seed: 54, extra: extra)
      + Self.points(4, 1e3, count: 100, seed: 55, extra: [])
    {
      let value = GrowthDoubleMath.log(x)
      let exact = try #require(CertifiedMath.log(GrowthDoubleBounds.point(x)))
      let bound = 3 * Self.u * max(1, value.magnitude)
      #expect(GrowthDoubleBounds.isWithin(exact, of: value, bound: bound), "ln \(x)")
    }
  }

  /// The edges between rows of the normal table, (j + ½)/16, and their neighbours.
  static let normalEdges: [Double] = (0...128).flatMap { j -> [Double] in
    let edge = (Double(j) + 0.5) / 16
    return [edge.nextDown, edge, edge.nextUp, Double(j) / 16]
  }

  /// Q(x) from the table within 1.4u, at every row's edges and between.
  @Test func tabulatedUpperTailIsWithinItsBound() {
    let one = DyadicInterval(integer: 1, bits: GrowthDoubleBounds.bits)
    for x in Self.points(0, 8 + 1.0 / 32, count: 300, seed: 56, extra: Self.normalEdges) {
      let value = GrowthDoubleMath.tabulatedUpperTail(x)
      let exact = one - CertifiedMath.normalCDF(GrowthDoubleBounds.point(x))
      #expect(GrowthDoubleBounds.isWithin(exact, of: value, bound: 1.4 * Self.u), "Q(\(x))")
    }
  }

  /// Φ(x) and Q(x) within the error they report, on both sides and beyond the table.
  @Test func normalDistributionIsWithinItsReportedError() {
    let edges: [Double] =
      Self.normalEdges.flatMap { [$0, -$0] } + [3, -3, 3.0.nextDown, -3.0.nextDown]
    let one = DyadicInterval(integer: 1, bits: GrowthDoubleBounds.bits)
    for x in Self.points(-9, 9, count: 300, seed: 57, extra: edges) {
      let exact = CertifiedMath.normalCDF(GrowthDoubleBounds.point(x))
      let cdf = GrowthDoubleMath.normalCDF(x)
      #expect(GrowthDoubleBounds.isWithin(exact, of: cdf.value, bound: cdf.error), "Φ(\(x))")
      if x.magnitude <= 8 { #expect(cdf.error <= 2 * Self.u) }
      let tail = GrowthDoubleMath.upperTail(x)
      #expect(
        GrowthDoubleBounds.isWithin(one - exact, of: tail.value, bound: tail.error), "Q(\(x))")
    }
  }
}
