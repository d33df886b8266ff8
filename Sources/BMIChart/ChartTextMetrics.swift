/// Estimates of how wide text will be drawn, for laying out labels without font files.
///
/// The chart names only common sans-serif fonts, so exact widths vary by renderer; the
/// estimates err on the wide side (DejaVu Sans, the widest usual fallback) so that text fits
/// wherever it is drawn.
enum ChartTextMetrics {
  /// The estimated width, in pixels, of `text` at `fontSize`.
  static func width(of text: String, fontSize: Double, bold: Bool = false) -> Double {
    ems(text.unicodeScalars) * fontSize * (bold ? 1.15 : 1)
  }

  /// The estimated width of the scalars in ems.
  private static func ems(_ scalars: String.UnicodeScalarView) -> Double {
    var ems = 0.0
    for scalar in scalars {
      ems += advance(of: scalar)
    }
    return ems
  }

  /// Text broken into lines of at most `maximumWidth` pixels, at spaces where possible and
  /// inside a word too wide for a line.
  static func wrap(_ text: String, fontSize: Double, maximumWidth: Double) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if line.isEmpty || width(of: candidate, fontSize: fontSize) <= maximumWidth {
        line = candidate
      } else {
        lines.append(line)
        line = String(word)
      }
      // A word wider than a line (a SHA-256 on a phone) is cut where it reaches the edge.
      while width(of: line, fontSize: fontSize) > maximumWidth {
        var head = String.UnicodeScalarView()
        var rest = line.unicodeScalars[...]
        while let scalar = rest.first,
          head.isEmpty || ems(head) + advance(of: scalar) <= maximumWidth / fontSize
        {
          head.append(scalar)
          rest.removeFirst()
        }
        if rest.isEmpty { break }
        lines.append(String(head))
        line = String(rest)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// Advance widths in ems, by kind of character.
  private static func advance(of scalar: Unicode.Scalar) -> Double {
    switch scalar.value {
    case 0x20: return 0.32
    case 0x2E, 0x2C, 0x3A, 0x3B, 0x27, 0x7C, 0x69, 0x6A, 0x6C, 0x2032, 0x2033: return 0.3
    case 0x66, 0x72, 0x74, 0x28, 0x29, 0x5B, 0x5D: return 0.42
    case 0x6D, 0x77: return 0.92
    case 0x41...0x5A: return scalar == "I" ? 0.3 : 0.7
    case 0x30...0x39: return 0.64
    case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF:
      return 1.0
    default: return 0.6
    }
  }
}
