/// The plot area of a chart and the drawing of BMI curves in it.
///
/// A category's band lies between the curves `weight = c · height²` of its two exact
/// boundaries. Curves are sampled in floating point, which only decides where pixels go;
/// which BMI belongs to which category is settled exactly by
/// ``BMICore/ClassificationTable/exactIntervals``.
struct ChartGeometry: Sendable {
  /// A rectangle in SVG pixels.
  struct Rect: Equatable, Sendable {
    let x: Double
    let y: Double
    let width: Double
    let height: Double
    var right: Double { x + width }
    var bottom: Double { y + height }

    /// Whether the two rectangles overlap, edges included.
    func intersects(_ other: Rect) -> Bool {
      x <= other.right && other.x <= right && y <= other.bottom && other.y <= bottom
    }
  }

  let units: ChartUnits
  let heightAxis: ChartAxis
  let weightAxis: ChartAxis
  let plot: Rect

  /// Samples along the height axis for each curve; enough for a smooth parabola.
  static let sampleCount = 96

  /// The pixel position of a height and weight in axis units.
  func point(height: Double, weight: Double) -> ChartPoint {
    ChartPoint(
      x: plot.x + (height - heightAxis.lower) / (heightAxis.upper - heightAxis.lower) * plot.width,
      y: plot.bottom - (weight - weightAxis.lower) / (weightAxis.upper - weightAxis.lower)
        * plot.height)
  }

  /// The height and weight, in axis units, at a pixel position.
  func values(at point: ChartPoint) -> (height: Double, weight: Double) {
    (
      heightAxis.lower + (point.x - plot.x) / plot.width * (heightAxis.upper - heightAxis.lower),
      weightAxis.lower + (plot.bottom - point.y) / plot.height
        * (weightAxis.upper - weightAxis.lower)
    )
  }

  /// The BMI of the person drawn at a pixel position.
  func bmi(at point: ChartPoint) -> Double {
    let (height, weight) = values(at: point)
    return units.bmi(height: height, weight: weight)
  }

  /// Whether a pixel position lies inside the plot, `inset` pixels away from its edges.
  func contains(_ point: ChartPoint, inset: Double = 0) -> Bool {
    point.x >= plot.x + inset && point.x <= plot.right - inset && point.y >= plot.y + inset
      && point.y <= plot.bottom - inset
  }

  /// The outline of the band between two BMI curves, cut to the plot, in pixels; empty
  /// when no part of the band is visible. `nil` means no curve: the band reaches the edge.
  func bandOutline(lowerBMI: Double?, upperBMI: Double?) -> [ChartPoint] {
    let heights = sampleHeights(crossing: [lowerBMI, upperBMI].compactMap { $0 })
    var top: [ChartPoint] = []
    var bottom: [ChartPoint] = []
    var visible = false
    for height in heights {
      let high = upperBMI.map { clampedWeight(units.weight(atHeight: height, bmi: $0)) }
      let low = lowerBMI.map { clampedWeight(units.weight(atHeight: height, bmi: $0)) }
      let upper = high ?? weightAxis.upper
      let lower = low ?? weightAxis.lower
      if upper > lower { visible = true }
      top.append(point(height: height, weight: upper))
      bottom.append(point(height: height, weight: lower))
    }
    guard visible else { return [] }
    return Self.withoutRedundantPoints(top + bottom.reversed())
  }

  /// The part of a BMI curve inside the plot, in pixels; empty when it misses the plot.
  func curve(bmi: Double) -> [ChartPoint] {
    let start = max(heightAxis.lower, units.height(atWeight: weightAxis.lower, bmi: bmi))
    let end = min(heightAxis.upper, units.height(atWeight: weightAxis.upper, bmi: bmi))
    guard end > start else { return [] }
    return (0...Self.sampleCount).map { step in
      let height = start + (end - start) * Double(step) / Double(Self.sampleCount)
      let weight = clampedWeight(units.weight(atHeight: height, bmi: bmi))
      return point(height: height, weight: weight)
    }
  }

  /// Where a BMI curve leaves the plot: at the right edge or at the top.
  func curveEnd(bmi: Double) -> ChartPoint? {
    curve(bmi: bmi).last
  }

  /// The direction of a BMI curve at a height, as a unit vector in pixels.
  func direction(ofCurve bmi: Double, atHeight height: Double) -> (cos: Double, sin: Double) {
    // d(weight)/d(height) of c·(k·h)²/m is 2·c·k²·h/m, then scaled to pixels.
    let metres = units.metresPerHeightUnit
    let slope = 2 * bmi * metres * metres * height / units.kilogramsPerWeightUnit
    let pixelSlope =
      -slope * (plot.height / (weightAxis.upper - weightAxis.lower))
      / (plot.width / (heightAxis.upper - heightAxis.lower))
    let length = (1 + pixelSlope * pixelSlope).squareRoot()
    return (1 / length, pixelSlope / length)
  }

  // MARK: - Sampling

  /// Evenly spaced heights across the plot, plus the heights where the curves cross the
  /// top and bottom edges, so that cut corners are drawn sharp.
  private func sampleHeights(crossing bmis: [Double]) -> [Double] {
    let span = heightAxis.upper - heightAxis.lower
    var heights = (0...Self.sampleCount).map {
      heightAxis.lower + span * Double($0) / Double(Self.sampleCount)
    }
    for bmi in bmis {
      for weight in [weightAxis.lower, weightAxis.upper] {
        let height = units.height(atWeight: weight, bmi: bmi)
        if height > heightAxis.lower && height < heightAxis.upper { heights.append(height) }
      }
    }
    return heights.sorted()
  }

  private func clampedWeight(_ weight: Double) -> Double {
    min(max(weight, weightAxis.lower), weightAxis.upper)
  }

  /// Drops points in the middle of straight runs along the plot's edges.
  private static func withoutRedundantPoints(_ points: [ChartPoint]) -> [ChartPoint] {
    var kept: [ChartPoint] = []
    for (index, point) in points.enumerated() {
      if let last = kept.last, last == point { continue }
      if index > 0 && index < points.count - 1 {
        let before = points[index - 1]
        let after = points[index + 1]
        if before.y == point.y && after.y == point.y { continue }
        if before.x == point.x && after.x == point.x { continue }
      }
      kept.append(point)
    }
    return kept
  }
}
