/// A label drawn inside a band, turned to follow the band's curves.
struct PlacedLabel: Equatable, Sendable {
  let text: String
  let centre: ChartPoint
  /// The text's direction, as a unit vector in pixels.
  let cos: Double
  let sin: Double
  let fontSize: Double
}

extension ChartGeometry {
  /// A place inside the band between two BMIs where `text` fits whole, searched from the
  /// right of the plot (where bands are widest) to the left; `nil` when there is none.
  ///
  /// A place fits when every point of the text's box, with a margin, is inside the plot and
  /// has a BMI strictly inside the band.
  func placeLabel(
    _ text: String, fontSize: Double, lowerBMI: Double?, upperBMI: Double?,
    avoiding obstacles: [Rect] = []
  ) -> PlacedLabel? {
    let width = ChartTextMetrics.width(of: text, fontSize: fontSize)
    let span = heightAxis.upper - heightAxis.lower
    for step in stride(from: 40, through: 0, by: -1) {
      let height = heightAxis.lower + span * (0.04 + 0.92 * Double(step) / 40)
      for bmi in Self.candidateBMIs(lower: lowerBMI, upper: upperBMI) {
        let weight = units.weight(atHeight: height, bmi: bmi)
        let centre = point(height: height, weight: weight)
        guard contains(centre) else { continue }
        let direction = self.direction(ofCurve: bmi, atHeight: height)
        let label = PlacedLabel(
          text: text, centre: centre, cos: direction.cos, sin: direction.sin, fontSize: fontSize)
        if fits(label, width: width, lowerBMI: lowerBMI, upperBMI: upperBMI),
          !obstacles.contains(where: { $0.intersects(bounds(of: label, width: width)) })
        {
          return label
        }
      }
    }
    return nil
  }

  /// The curves a label may follow: the middle of the band first, then nearer its edges; for
  /// the first and last bands, curves at growing distances from their one boundary.
  private static func candidateBMIs(lower: Double?, upper: Double?) -> [Double] {
    switch (lower, upper) {
    case (let low?, let high?):
      return [0.5, 0.4, 0.6, 0.3, 0.7].map { low + (high - low) * $0 }
    case (let low?, nil):
      return [1.06, 1.1, 1.15, 1.22, 1.3, 1.4].map { low * $0 }
    case (nil, let high?):
      return [0.94, 0.9, 0.85, 0.78, 0.7, 0.6].map { high * $0 }
    case (nil, nil):
      return [22]
    }
  }

  /// The upright rectangle that holds a turned label.
  private func bounds(of label: PlacedLabel, width: Double) -> Rect {
    let halfWidth = width / 2
    let halfHeight = label.fontSize * 0.5
    let extentX = abs(halfWidth * label.cos) + abs(halfHeight * label.sin)
    let extentY = abs(halfWidth * label.sin) + abs(halfHeight * label.cos)
    return Rect(
      x: label.centre.x - extentX, y: label.centre.y - extentY, width: 2 * extentX,
      height: 2 * extentY)
  }

  private func fits(
    _ label: PlacedLabel, width: Double, lowerBMI: Double?, upperBMI: Double?
  ) -> Bool {
    // Half an em above and below the centre holds capitals, digits and Hangul.
    let margin = label.text.count <= 2 ? 1.0 : 2.0
    let halfWidth = width / 2 + margin
    let halfHeight = label.fontSize * 0.5 + margin
    for alongStep in 0...6 {
      let along = -halfWidth + 2 * halfWidth * Double(alongStep) / 6
      for across in [-halfHeight, 0, halfHeight] {
        let point = ChartPoint(
          x: label.centre.x + along * label.cos - across * label.sin,
          y: label.centre.y + along * label.sin + across * label.cos)
        guard contains(point, inset: 2) else { return false }
        let bmi = self.bmi(at: point)
        if let lowerBMI, bmi <= lowerBMI { return false }
        if let upperBMI, bmi >= upperBMI { return false }
      }
    }
    return true
  }
}
