import Testing

@testable import BMIGrowth

/// `GrowthFastScores.roundedUnits` settles a rounding only when every number within the
/// error rounds the same way, checked in exact arithmetic.
struct GrowthFastScoresRoundingTests {
  /// (value ± error)·10^decimals both within ½ of the units it gives, exactly; and clear
  /// values are settled (so the check is not passed by settling nothing).
  @Test func settledRoundingsHoldForTheWholeInterval() {
    var random = GrowthRandom(state: 61)
    var settled = 0
    for trial in 0..<4_000 {
      let decimals = trial % 7
      let magnitude = [1.0, 100, 1e-3, 3e4][trial % 4]
      let value = (Double(random.next() >> 11) * 0x1p-53 - 0.5) * 2 * magnitude
      let error = [0, 1e-15, 1e-9, 1e-6, 0.3e-3][random.below(5)]
      guard let units = GrowthFastScores.roundedUnits(value, error: error, decimals: decimals)
      else { continue }
      settled += 1
      let scale = GrowthRational(GrowthRational.powerOfTen(decimals))
      let half = GrowthRational(1, 2)
      for end in [exact(value) - exact(error), exact(value) + exact(error)] {
        let distance = end * scale - GrowthRational(units)
        #expect(distance.magnitude < half, "\(value) ± \(error) to \(decimals): \(units)")
      }
    }
    #expect(settled > 2_500)
  }

  /// Values at a halfway point, or within their error of one, are left open; clear ones not.
  @Test func valuesNearAHalfwayPointAreLeftOpen() {
    #expect(GrowthFastScores.roundedUnits(0.125, error: 0, decimals: 2) == nil)
    #expect(GrowthFastScores.roundedUnits(-2.5, error: 0, decimals: 0) == nil)
    #expect(GrowthFastScores.roundedUnits(0.12499, error: 2e-5, decimals: 2) == nil)
    #expect(GrowthFastScores.roundedUnits(0.12499, error: 5e-6, decimals: 2) == 12)
    #expect(GrowthFastScores.roundedUnits(-0.12501, error: 5e-6, decimals: 2) == -13)
    #expect(GrowthFastScores.roundedUnits(99.99995, error: 1e-9, decimals: 4) == nil)
    #expect(GrowthFastScores.roundedUnits(99.99996, error: 1e-9, decimals: 4) == 1_000_000)
    #expect(GrowthFastScores.roundedUnits(0.2, error: 0.29, decimals: 0) == 0)
    #expect(GrowthFastScores.roundedUnits(0.2, error: 0.3, decimals: 0) == nil)
  }

  /// A `Double` as the exact fraction it is.
  func exact(_ x: Double) -> GrowthRational {
    if x == 0 { return .zero }
    let bits = 200
    return GrowthRational(
      GrowthDoubleBounds.scaled(x, bits: bits), GrowthInteger.powerOfTwo(bits))
  }
}
