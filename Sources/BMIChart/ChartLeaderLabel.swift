/// A band's number written outside the plot, joined to the band by a leader line, for a band
/// too narrow to hold its label or its number.
struct LeaderLabel: Equatable, Sendable {
  let text: String
  /// Where the line starts: on the plot's edge, midway between the band's two curves.
  let anchor: ChartPoint
  /// Where the text starts (its baseline's left end), outside the plot.
  let textOrigin: ChartPoint
}

extension ChartGeometry {
  /// Leader labels for bands that could not be labelled inside, one per band in `bands`
  /// order (`nil` where a band misses the plot); `bands` go from the highest BMI down, which
  /// is top to bottom on the right edge and left to right on the top. A band leaving the plot on the right gets its
  /// text in a column right of the cut-off numbers; one leaving at the top, a row above them.
  /// Texts keep `spacing` pixels apart along their edge.
  ///
  /// - Parameters:
  ///   - bands: Each band's text and its lower and upper BMI (`nil` for no curve).
  ///   - spacing: The least distance between two texts on the same edge.
  func leaderLabels(
    for bands: [(text: String, lowerBMI: Double?, upperBMI: Double?)], spacing: Double = 12
  ) -> [LeaderLabel?] {
    var lastRightY = -Double.infinity
    var lastTopX = -Double.infinity
    return bands.map { band in
      guard let anchor = edgeMiddle(lowerBMI: band.lowerBMI, upperBMI: band.upperBMI) else {
        return nil
      }
      if anchor.x >= plot.right - 1 {
        let y = max(anchor.y + 3, lastRightY + spacing)
        lastRightY = y
        return LeaderLabel(
          text: band.text, anchor: anchor,
          textOrigin: ChartPoint(x: plot.right + Self.leaderColumnOffset, y: y))
      }
      let x = max(anchor.x, lastTopX + spacing)
      lastTopX = x
      return LeaderLabel(
        text: band.text, anchor: anchor,
        textOrigin: ChartPoint(x: x - 3, y: plot.y - Self.leaderRowOffset))
    }
  }

  /// How far right of the plot a right-edge leader text starts: past the cut-off numbers.
  static let leaderColumnOffset = 36.0
  /// How far above the plot a top-edge leader text's baseline sits: above the cut-off numbers.
  static let leaderRowOffset = 20.0

  /// The middle of the stretch of the plot's edge (right, else top) that lies between the
  /// band's two curves, or `nil` when the band does not reach the edge inside the plot.
  func edgeMiddle(lowerBMI: Double?, upperBMI: Double?) -> ChartPoint? {
    let lowerEnd = lowerBMI.flatMap(curveEnd(bmi:)) ?? ChartPoint(x: plot.right, y: plot.bottom)
    let upperEnd = upperBMI.flatMap(curveEnd(bmi:)) ?? ChartPoint(x: plot.x, y: plot.y)
    let onRight = { (point: ChartPoint) in point.x >= plot.right - 0.01 }
    switch (onRight(lowerEnd), onRight(upperEnd)) {
    case (true, true):
      return ChartPoint(x: plot.right, y: (lowerEnd.y + upperEnd.y) / 2)
    case (false, false):
      return ChartPoint(x: (lowerEnd.x + upperEnd.x) / 2, y: plot.y)
    case (true, false):
      // The band holds the top-right corner: the longer of its two stretches.
      return plot.right - upperEnd.x > lowerEnd.y - plot.y
        ? ChartPoint(x: (upperEnd.x + plot.right) / 2, y: plot.y)
        : ChartPoint(x: plot.right, y: (plot.y + lowerEnd.y) / 2)
    case (false, true):
      return nil
    }
  }
}
