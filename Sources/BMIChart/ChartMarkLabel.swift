/// A marked person's label: a bold heading (BMI and category) over a detail line (the
/// measurements, the age and scores) in a box beside the point. On a phone each wraps to the
/// picture's width.
struct ChartMarkLabel: Sendable {
  let heading: [String]
  let detail: [String]
  /// The box: above and to the right of the point, flipped to stay inside the plot, and kept
  /// inside the picture.
  let box: ChartGeometry.Rect

  init(
    heading: String, detail: String, beside position: ChartPoint, in plot: ChartGeometry.Rect,
    layout: ChartLayout
  ) {
    let room = layout.width - 18
    // Bold text is about 15 % wider than the estimate at its size.
    self.heading =
      layout.isNarrow
      ? ChartTextMetrics.wrap(heading, fontSize: 14.95, maximumWidth: room) : [heading]
    self.detail =
      layout.isNarrow ? ChartTextMetrics.wrap(detail, fontSize: 12, maximumWidth: room) : [detail]
    let width =
      max(
        self.heading.map { ChartTextMetrics.width(of: $0, fontSize: 13, bold: true) }.max() ?? 0,
        self.detail.map { ChartTextMetrics.width(of: $0, fontSize: 12) }.max() ?? 0) + 18
    let height = Double(self.heading.count + self.detail.count) * 16 + 8
    var x = position.x + 14
    if x + width > plot.right { x = position.x - 14 - width }
    // A label wider than half the plot stays inside the picture, and on a phone clear of
    // the axis's labels where the plot is wide enough.
    x = max(layout.isNarrow ? min(plot.x, layout.width - width) : 0, min(x, layout.width - width))
    var y = position.y - 10 - height
    if y < plot.y { y = position.y + 10 }
    box = ChartGeometry.Rect(x: x, y: y, width: width, height: height)
  }

  /// The mark: a ring with an open centre, so the band's colour shows at the exact point,
  /// then the label; the detail's first line has the id `detailID`, if given.
  func group(around centre: ChartPoint, detailID: String? = nil) -> SVGElement {
    let number = SVGElement.number
    return SVGElement(
      "g", [("id", "mark")],
      children: [
        SVGElement(
          "circle",
          [
            ("cx", number(centre.x)), ("cy", number(centre.y)), ("r", "7"), ("fill", "none"),
            ("stroke", "#ffffff"), ("stroke-width", "5"),
          ]),
        SVGElement(
          "circle",
          [
            ("id", "mark-point"), ("cx", number(centre.x)), ("cy", number(centre.y)),
            ("r", "7"), ("fill", "none"), ("stroke", "#111111"), ("stroke-width", "2"),
          ]),
      ] + elements(detailID: detailID))
  }

  /// The box and its lines.
  private func elements(detailID: String?) -> [SVGElement] {
    let number = SVGElement.number
    var elements = [
      SVGElement(
        "rect",
        [
          ("x", number(box.x)), ("y", number(box.y)), ("width", number(box.width)),
          ("height", number(box.height)), ("rx", "4"), ("fill", "#ffffff"),
          ("fill-opacity", "0.94"), ("stroke", "#111111"), ("stroke-width", "0.8"),
        ])
    ]
    for (index, line) in (heading + detail).enumerated() {
      let position = [
        ("x", number(box.x + 8)), ("y", number(box.y + 17 + 16 * Double(index))),
      ]
      if index < heading.count {
        elements.append(
          SVGElement(
            "text",
            (index == 0 ? [("id", "mark-label")] : []) + position + [
              ("font-size", "13"), ("font-weight", "bold"),
            ], text: line))
      } else {
        let id = index == heading.count ? detailID.map { [("id", $0)] } ?? [] : []
        elements.append(
          SVGElement(
            "text", id + position + [("font-size", "12"), ("fill", "#333333")], text: line))
      }
    }
    return elements
  }
}
