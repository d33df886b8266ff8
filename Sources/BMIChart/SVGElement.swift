/// One element of an SVG document, written as indented XML with every text escaped.
struct SVGElement: Sendable {
  let name: String
  var attributes: [(String, String)]
  var children: [SVGElement]
  var text: String?

  init(
    _ name: String, _ attributes: [(String, String)] = [], text: String? = nil,
    children: [SVGElement] = []
  ) {
    self.name = name
    self.attributes = attributes
    self.text = text
    self.children = children
  }

  /// The element and its children as XML, one element per line.
  func xml(indent: Int = 0) -> String {
    var output = ""
    write(to: &output, indent: indent)
    return output
  }

  private func write(to output: inout String, indent: Int) {
    let padding = String(repeating: "  ", count: indent)
    output += padding + "<" + name
    for (key, value) in attributes {
      output += " \(key)=\"\(Self.escaped(value))\""
    }
    if let text {
      output += ">" + Self.escaped(text) + "</" + name + ">\n"
    } else if children.isEmpty {
      output += "/>\n"
    } else {
      output += ">\n"
      for child in children { child.write(to: &output, indent: indent + 1) }
      output += padding + "</" + name + ">\n"
    }
  }

  /// Text made safe for XML content and attribute values: markup characters become
  /// entities and characters XML 1.0 forbids (most C0 controls) are dropped.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        let forbidden = value < 0x20 || value == 0xFFFE || value == 0xFFFF
        if !forbidden { result.unicodeScalars.append(scalar) }
      }
    }
    return result
  }

  /// A coordinate with at most two decimals and no trailing zeros: `12`, `12.5`, `-0.25`.
  static func number(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let magnitude = hundredths.magnitude
    let sign = hundredths < 0 ? "-" : ""
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return sign + String(whole) }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// Path data for a polygon or polyline through the points.
  static func pathData(_ points: [ChartPoint], closed: Bool) -> String {
    var parts: [String] = []
    for (index, point) in points.enumerated() {
      parts.append((index == 0 ? "M" : "L") + number(point.x) + " " + number(point.y))
    }
    if closed { parts.append("Z") }
    return parts.joined(separator: " ")
  }
}

/// A point in SVG pixels.
struct ChartPoint: Equatable, Sendable {
  let x: Double
  let y: Double
}
