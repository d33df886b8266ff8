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

  /// One band in a legend: its category, its place in the table, its colour, the category's
  /// label and its range as the chart writes them.
  typealias LegendBand = (
    category: BMICategory, index: Int, colour: ChartColour, label: String, range: String
  )

  /// A legend: its title at `top`, one entry per band in the order given, then the notes
  /// wrapped to `width`; and where it ends. Labels shrink to fit, to no less than 9 pixels
  /// at desk width and 10 on a phone (`narrow`).
  static func legend(
    title: String, bands: [LegendBand], notes: [String], labelClass: String? = nil,
    left: Double, top: Double, width: Double, narrow: Bool
  ) -> (group: SVGElement, bottom: Double) {
    let number = SVGElement.number
    var group = SVGElement("g", [("id", "legend")])
    group.children.append(
      SVGElement(
        "text",
        [
          ("x", number(left)), ("y", number(top + 12)), ("font-size", "14"),
          ("font-weight", "bold"),
        ], text: title))
    var top = top + 26
    for band in bands {
      let entry = legendEntry(
        category: band.category, categoryIndex: band.index, colour: band.colour,
        label: band.label, range: band.range, labelClass: labelClass, left: left, top: top,
        width: width, narrow: narrow)
      group.children.append(entry.group)
      top += entry.height
    }
    top += 8
    for note in notes {
      for line in ChartTextMetrics.wrap(note, fontSize: 11, maximumWidth: width) {
        top += 14
        group.children.append(
          SVGElement(
            "text",
            [
              ("class", "legend-note"), ("x", number(left)), ("y", number(top)),
              ("font-size", "11"), ("fill", "#555555"),
            ], text: line))
      }
      top += 6
    }
    return (group, top)
  }

  /// One legend entry, 36 pixels tall, and its height: the band's swatch with its number,
  /// the category's label (shrunk to fit `width`, to no less than 9 pixels; on a phone to
  /// 10, then wrapped, 12 pixels taller a line), and its range underneath.
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
  ///   - narrow: Whether the chart is laid out for a phone.
  static func legendEntry(
    category: BMICategory, categoryIndex: Int, colour: ChartColour, label: String,
    range: String, labelClass: String?, left: Double, top: Double, width: Double,
    narrow: Bool
  ) -> (group: SVGElement, height: Double) {
    let number = SVGElement.number
    let fit = (width - 32) / max(ChartTextMetrics.width(of: label, fontSize: 1), 1)
    let fontSize = min(13, max(narrow ? 10 : 9, fit))
    let lines =
      narrow && fit < 10
      ? ChartTextMetrics.wrap(label, fontSize: 10, maximumWidth: width - 32) : [label]
    let below = 12 * Double(lines.count - 1)
    let labels = lines.enumerated().map { index, line in
      var attributes = [
        ("x", number(left + 32)), ("y", number(top + 10 + 12 * Double(index))),
        ("font-size", number(fontSize)),
      ]
      if let labelClass { attributes.insert(("class", labelClass), at: 0) }
      return SVGElement("text", attributes, text: line)
    }
    let group = SVGElement(
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
      ] + labels + [
        SVGElement(
          "text",
          [
            ("x", number(left + 32)), ("y", number(top + 25 + below)), ("font-size", "11"),
            ("fill", "#555555"),
          ], text: range)
      ])
    return (group, 36 + below)
  }

  /// The square a mark's ring covers, which labels keep clear of.
  static func ringBounds(around point: ChartPoint) -> ChartGeometry.Rect {
    ChartGeometry.Rect(x: point.x - 10, y: point.y - 10, width: 20, height: 20)
  }
}
