import BMICore

/// What the adult chart and the BMI-for-age chart draw alike, in one place so the two pictures
/// read the same and change together: the document around the drawing, a legend entry, and
/// where a mark's label goes.
enum ChartParts {
  /// The SVG document: the XML declaration and the root element, `width` by `height` pixels,
  /// in the charts' fonts.
  static func document(width: Double, height: Double, children: [SVGElement]) -> String {
    let number = SVGElement.number
    let root = SVGElement(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("version", "1.1"),
        ("width", number(width)), ("height", number(height)),
        ("viewBox", "0 0 \(number(width)) \(number(height))"),
        ("font-family", fontFamily), ("font-size", "12"), ("fill", "#1a1a1a"),
      ], children: children)
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + root.xml()
  }

  /// Common sans-serif fonts with Korean, Japanese and Chinese coverage, then the generic
  /// family, so every renderer finds something without an embedded font.
  static let fontFamily =
    "'DejaVu Sans', 'Noto Sans', 'Noto Sans CJK KR', 'Noto Sans CJK JP', 'Noto Sans CJK SC', "
    + "'Apple SD Gothic Neo', 'Malgun Gothic', 'Hiragino Sans', 'Yu Gothic', 'PingFang SC', "
    + "'Microsoft YaHei', Arial, sans-serif"

  /// One legend entry, 36 pixels tall: the band's swatch with its number, the category's
  /// label (shrunk to fit `width`), and its range underneath.
  ///
  /// - Parameters:
  ///   - category: The band's category.
  ///   - categoryIndex: Its place in the table; the swatch shows it counted from 1.
  ///   - colour: The band's colour.
  ///   - label: The category's label in the chart's language.
  ///   - range: The category's range as the chart writes it.
  ///   - labelClass: A class for the label's text element, if the chart styles it.
  ///   - left: The entry's left edge.
  ///   - top: The entry's top edge.
  ///   - width: The room the entry has.
  static func legendEntry(
    category: BMICategory, categoryIndex: Int, colour: ChartColour, label: String,
    range: String, labelClass: String? = nil, left: Double, top: Double, width: Double
  ) -> SVGElement {
    let number = SVGElement.number
    let fontSize = min(
      13, max(9, (width - 32) / max(ChartTextMetrics.width(of: label, fontSize: 1), 1)))
    var labelAttributes = [
      ("x", number(left + 32)), ("y", number(top + 10)), ("font-size", number(fontSize)),
    ]
    if let labelClass { labelAttributes.insert(("class", labelClass), at: 0) }
    return SVGElement(
      "g", [("class", "legend-entry"), ("id", "legend-" + category.id)],
      children: [
        SVGElement(
          "rect",
          [
            ("x", number(left)), ("y", number(top)), ("width", "22"), ("height", "22"),
            ("rx", "3"), ("fill", colour.hex), ("stroke", "#444444"), ("stroke-width", "0.5"),
          ]),
        SVGElement(
          "text",
          [
            ("x", number(left + 11)), ("y", number(top + 15)), ("text-anchor", "middle"),
            ("font-size", "11"), ("font-weight", "bold"), ("fill", colour.textColour.hex),
          ], text: String(categoryIndex + 1)),
        SVGElement("text", labelAttributes, text: label),
        SVGElement(
          "text",
          [
            ("x", number(left + 32)), ("y", number(top + 25)), ("font-size", "11"),
            ("fill", "#555555"),
          ], text: range),
      ])
  }

  /// The box of a mark's two-line label: above and to the right of the point, flipped to
  /// stay inside the plot.
  static func labelBox(
    heading: String, detail: String, beside position: ChartPoint, in plot: ChartGeometry.Rect
  ) -> ChartGeometry.Rect {
    let width =
      max(
        ChartTextMetrics.width(of: heading, fontSize: 13, bold: true),
        ChartTextMetrics.width(of: detail, fontSize: 12)) + 18
    let height = 40.0
    var x = position.x + 14
    if x + width > plot.right { x = position.x - 14 - width }
    var y = position.y - 10 - height
    if y < plot.y { y = position.y + 10 }
    return ChartGeometry.Rect(x: x, y: y, width: width, height: height)
  }

  /// The square a mark's ring covers, which labels keep clear of.
  static func ringBounds(around point: ChartPoint) -> ChartGeometry.Rect {
    ChartGeometry.Rect(x: point.x - 10, y: point.y - 10, width: 20, height: 20)
  }
}
